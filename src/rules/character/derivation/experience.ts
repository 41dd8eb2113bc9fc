/** Experience: totals earned and spent, monster rewards, and what each class level costs by table. */
import { FUMBLE_EXPERIENCE } from "../../dice/check.js";
import { wholeNumber } from "../numbers.js";
import type { ClassTier } from "../vocabulary.js";
import { type ClassEntry, classTier } from "./classes.js";

export interface ExperienceInput {
  /** Experience awarded (sessions, monsters). */
  readonly earned: number;
  readonly spent: number;
  /** How many 1-1 automatic failures the character has rolled. */
  readonly fumbles: number;
  /** The player typed `spent` by hand; otherwise it is the class levels' cost (FACTS-2). */
  readonly spentOverride?: boolean;
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

/**
 * Experience a class costs in total to reach each level, index = level (0..17), by table: A (major) and
 * B (minor) (facts §2; ytsheet2 `calc-chara.pl` expTable). FACTS-2
 */
export const EXPERIENCE_TABLE: Readonly<Record<ClassTier, readonly number[]>> = {
  A: [
    0, 1000, 2000, 3500, 5000, 7000, 9500, 12500, 16500, 21500, 27500, 35000, 44000, 54500, 66500, 80000,
    95000, 125000,
  ],
  B: [
    0, 500, 1500, 2500, 4000, 5500, 7500, 10000, 13000, 17000, 22000, 28000, 35500, 44500, 55000, 67000,
    80500, 105500,
  ],
};

/**
 * The cost of one class at its level: levels above 17 cost as 17, below 0 as 0; a class with no known table
 * (an unknown id with a bad tier, from an old or hand-edited document) costs nothing rather than a guess. FACTS-2
 */
export function classCost(entry: ClassEntry): number {
  const table = (EXPERIENCE_TABLE as Partial<Record<string, readonly number[]>>)[classTier(entry)];
  if (!table) return 0;
  const level = Math.min(Math.max(wholeNumber(entry.level, 0), 0), table.length - 1);
  return table[level] ?? 0;
}

/** Experience spent on classes: the sum of every class's table cost (a class listed twice counts twice). FACTS-2 */
export function classExperience(classes: readonly ClassEntry[]): number {
  return classes.reduce((sum, entry) => sum + classCost(entry), 0);
}

/** The experience spent the sheet uses: the classes' cost unless the player overrode it. FACTS-2 */
export function spentExperience(input: ExperienceInput, classes: readonly ClassEntry[]): number {
  return input.spentOverride === true ? wholeNumber(input.spent, 0) : classExperience(classes);
}
