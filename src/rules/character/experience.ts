import { FUMBLE_EXPERIENCE } from "../dice/check.js";
import { wholeNumber } from "./numbers.js";

export interface ExperienceInput {
  /** Experience awarded (sessions, monsters). */
  readonly earned: number;
  readonly spent: number;
  /** How many 1-1 automatic failures the character has rolled. */
  readonly fumbles: number;
}

export interface ExperienceTotals {
  readonly total: number;
  readonly fromFumbles: number;
  readonly unspent: number;
}

/** Total experience = earned + 50 per 1-1 rolled (ROLL-01, facts §9); unspent may go negative (overspent). */
export function experienceTotals(input: ExperienceInput): ExperienceTotals {
  const fromFumbles = wholeNumber(input.fumbles, 0) * FUMBLE_EXPERIENCE;
  const total = wholeNumber(input.earned, 0) + fromFumbles;
  return { total, fromFumbles, unspent: total - wholeNumber(input.spent, 0) };
}

/** Monster reward: 10 experience × level for each defeated monster (facts §5, [S]). */
export function monsterExperience(levels: readonly number[]): number {
  return levels.reduce((sum, level) => sum + 10 * wholeNumber(level, 0), 0);
}
