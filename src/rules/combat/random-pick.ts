/** Uniform random picks drawn from d6s only (misfire targets, capped areas). */
import type { DiceSource } from "../dice/dice-source.js";

/**
 * A uniform random index in 0..n-1 drawn from d6s only (misfires, "/N" caps: SIMP-14, SIMP-15).
 * Method (documented in docs/scenarios.md): roll k d6, the fewest with 6^k ≥ n, and read them as the
 * base-6 number v = Σ (d_i − 1)·6^(k−1−i). Keep v when v < n·⌊6^k / n⌋ and answer v mod n; otherwise
 * roll all k dice again (rejection sampling keeps every index equally likely). n = 1 rolls no dice.
 * Examples: n = 4 rolls one d6, rerolls 5 and 6, answers d − 1; n = 5 rerolls only a 6.
 */
export function pickIndex(n: number, dice: DiceSource): number {
  if (n <= 1) return 0;
  let k = 1;
  let span = 6;
  while (span < n) {
    k++;
    span *= 6;
  }
  const limit = n * Math.floor(span / n);
  for (;;) {
    let v = 0;
    for (let i = 0; i < k; i++) v = v * 6 + (dice.d6() - 1);
    if (v < limit) return v % n;
  }
}

/** Picks `count` distinct items at random, in draw order (each draw uses `pickIndex` on what is left). */
export function pickSome<T>(items: readonly T[], count: number, dice: DiceSource): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [item] = pool.splice(pickIndex(pool.length, dice), 1);
    chosen.push(item as T);
  }
  return chosen;
}
