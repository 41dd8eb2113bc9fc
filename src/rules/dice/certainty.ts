/** Magic expansion: certainty, a spellcasting check made twice keeping the better. */
import { type CheckOptions, type CheckResult, type ContestSide, contest, readCheck } from "./check.js";
import { type DiceSource, roll2d } from "./dice-source.js";
import type { Defence } from "./odds.js";

/**
 * Magic expansion: certainty (魔法拡大／確実化). The caster makes the spellcasting check twice, with the same
 * modifier against the same target, and keeps the better of the two. Our reading (the facts give no text, [U];
 * docs/scenarios.md "Readings we chose"):
 * - the kept roll is the one with the higher total; on equal totals the first roll is kept;
 * - both rolls share one modifier, so the higher total is the higher natural 2d: a 6-6 in either roll is kept
 *   (an automatic success), and a 1-1 is kept only when both rolls are 1-1 (an automatic failure);
 * - the 50 experience of an automatic failure (ROLL-01) is earned only when the kept roll is 1-1: a 1-1 that
 *   was set aside fails nothing and earns nothing.
 */
export interface CertaintyResult {
  /** Both checks as rolled, first then second. */
  readonly rolls: readonly [CheckResult, CheckResult];
  /** Which roll is kept: 0 for the first, 1 for the second. */
  readonly kept: 0 | 1;
  /** The kept roll: every outcome (success, contest, automatic results, experience) is read from it. */
  readonly check: CheckResult;
}

/** Reads a certainty check from four dice already rolled: the first roll's two, then the second's. */
export function readCertaintyCheck(
  shown: readonly [readonly [number, number], readonly [number, number]],
  options: CheckOptions,
): CertaintyResult {
  const first = readCheck(shown[0], options);
  const second = readCheck(shown[1], options);
  const kept: 0 | 1 = second.total > first.total ? 1 : 0;
  return { rolls: [first, second], kept, check: kept === 1 ? second : first };
}

/** Rolls a certainty check: two 2d checks (first roll's dice first), the better one kept. */
export function certaintyCheck(options: CheckOptions, dice: DiceSource): CertaintyResult {
  const first = roll2d(dice);
  const second = roll2d(dice);
  return readCertaintyCheck([first, second], options);
}

/**
 * P(the caster wins) with certainty: every pair of 2d rolls (and the defender's 2d when it rolls) read through
 * `readCertaintyCheck` and `contest`, so the odds and the card agree exactly. ROLL-01, ROLL-02
 */
export function certaintyHitChance(modifier: number, defence: Defence): number {
  const pairs: [number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) pairs.push([a, b]);
  const defenders: ContestSide[] =
    defence.kind === "fixed"
      ? [{ kind: "fixed", value: defence.value }]
      : pairs.map((d) => ({ kind: "rolled", check: readCheck(d, { modifier: defence.modifier }) }));
  let wins = 0;
  for (const first of pairs)
    for (const second of pairs) {
      const active: ContestSide = {
        kind: "rolled",
        check: readCertaintyCheck([first, second], { modifier }).check,
      };
      for (const passive of defenders) if (contest(active, passive).activeWins) wins += 1;
    }
  return wins / (36 * 36 * defenders.length);
}
