/** Finding combatants in a battle: by id, by side, by area, and whether a side is defeated. */
import { combatantById, isDraft, own } from "./draft.js";
import { canFight } from "./sections-and-mounts/sections.js";
import type { Area, BattleState, Combatant, Side } from "./types.js";

/**
 * The combatant with `id`. In the reducer's open draft, the draft's own writable copy of it (draft.ts:
 * handlers find a combatant to change it); in any other state, the combatant as it is.
 */
export function findCombatant(state: BattleState, id: string): Combatant | undefined {
  return isDraft(state) ? own(state, id) : combatantById(state, id);
}

export function otherSide(side: Side): Side {
  return side === "pc" ? "enemy" : "pc";
}

export function areaOf(c: Combatant): Area | null {
  return c.position.kind === "area" ? c.position.area : null;
}

export function sideMembers(state: BattleState, side: Side): Combatant[] {
  return state.combatants.filter((c) => c.side === side);
}

/** Fighting combatants of `side` in `area`. */
export function fightersIn(state: BattleState, area: Area, side?: Side): Combatant[] {
  return state.combatants.filter(
    (c) => areaOf(c) === area && canFight(c) && (side === undefined || c.side === side),
  );
}

/** Whether `c` has a fighting enemy in its own area (SIMP-08, MOVE-06). */
export function enemyInArea(state: BattleState, c: Combatant): boolean {
  const area = areaOf(c);
  return area !== null && fightersIn(state, area, otherSide(c.side)).length > 0;
}

/** A side is out of the fight when none of its members can fight (FLOW-05). */
export function sideDefeated(state: BattleState, side: Side): boolean {
  for (const c of state.combatants) if (c.side === side && canFight(c)) return false;
  return true;
}
