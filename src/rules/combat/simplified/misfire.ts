/** Simplified Combat misfires: when a shot into a skirmish may hit someone else, and whom. */
import type { DiceSource } from "../../dice/dice-source.js";
import { pickIndex } from "../random-pick.js";
import type { Area, BattleState } from "../types.js";
import { isSkirmish, presentIn } from "./areas.js";

/** One thing that can be hit: a combatant's section (SECT-03: sections count individually). */
export interface TargetUnit {
  readonly combatantId: string;
  readonly section: number;
}

/** Every present character (section) in an area, in roster order: the pool for misfires and caps. */
export function unitsIn(state: BattleState, area: Area): TargetUnit[] {
  return presentIn(state, area).flatMap((c) =>
    c.sections.map((_, section) => ({ combatantId: c.id, section })),
  );
}

/**
 * SIMP-14: shooting (or Area: Shot) into a skirmish from outside it misfires: the target is drawn at
 * random among all characters in that area. Never from inside the same area; never with Targeting.
 * `from` null = fired from outside the combat.
 */
export function misfires(state: BattleState, from: Area | null, to: Area, targeting: boolean): boolean {
  return !targeting && from !== to && isSkirmish(state, to);
}

export interface SingleTarget {
  readonly unit: TargetUnit;
  readonly misfire: boolean;
  readonly intended: TargetUnit;
}

export function resolveShot(
  state: BattleState,
  from: Area | null,
  to: Area,
  intended: TargetUnit,
  targeting: boolean,
  dice: DiceSource,
): SingleTarget {
  if (!misfires(state, from, to, targeting)) return { unit: intended, misfire: false, intended };
  const pool = unitsIn(state, to);
  const unit = pool[pickIndex(pool.length, dice)] ?? intended;
  return { unit, misfire: true, intended };
}
