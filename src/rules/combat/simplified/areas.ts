/** Simplified Combat's three areas: distances, neighbours, rears and who stands where. */
import { areaOf, fightersIn, otherSide } from "../roster.js";
import { present } from "../sections-and-mounts/sections.js";
import type { Area, BattleState, Combatant, Side } from "../types.js";

/** SIMP-01: the only three areas. */
export const AREAS: readonly Area[] = ["frontline", "pcRear", "enemyRear"];

/** SIMP-01: Frontline to either Rearguard is 10 m; Rearguard to Rearguard 20 m. */
export function areaDistance(a: Area, b: Area): 0 | 10 | 20 {
  if (a === b) return 0;
  return a === "frontline" || b === "frontline" ? 10 : 20;
}

export function adjacentAreas(area: Area): Area[] {
  return area === "frontline" ? ["pcRear", "enemyRear"] : ["frontline"];
}

export function ownRear(side: Side): Area {
  return side === "pc" ? "pcRear" : "enemyRear";
}

export function opposingRear(side: Side): Area {
  return side === "pc" ? "enemyRear" : "pcRear";
}

/** SIMP-02: two hostile combatants who can fight in one area make it a skirmish. */
export function isSkirmish(state: BattleState, area: Area): boolean {
  return fightersIn(state, area, "pc").length > 0 && fightersIn(state, area, "enemy").length > 0;
}

/** SIMP-10: a side has been broken through when none of its fighters stands on the Frontline. */
export function frontlineLost(state: BattleState, side: Side): boolean {
  return fightersIn(state, "frontline", side).length === 0;
}

/** SIMP-11: `c` stands in its own Rearguard with attackers in it. */
export function cornered(state: BattleState, c: Combatant): boolean {
  const area = areaOf(c);
  return area === ownRear(c.side) && fightersIn(state, area, otherSide(c.side)).length > 0;
}

export function presentIn(state: BattleState, area: Area): Combatant[] {
  return state.combatants.filter((c) => areaOf(c) === area && present(c));
}
