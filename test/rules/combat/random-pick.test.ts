import { describe, expect, it } from "vitest";
import { pickIndex, pickSome } from "../../../src/rules/combat/random-pick.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { fc } from "../../fc.js";

describe("uniform picks from d6s", () => {
  it("[SIMP-14] one candidate needs no dice", () => {
    expect(pickIndex(1, fixedDice([]))).toBe(0);
  });
  it("[SIMP-14] four candidates: 5 and 6 are rerolled, then d−1", () => {
    const dice = fixedDice([5, 6, 3]);
    expect(pickIndex(4, dice)).toBe(2);
    expect(dice.used).toBe(3);
  });
  it("[SIMP-14] seven candidates read two d6 as base 6, rejecting 35", () => {
    expect(pickIndex(7, fixedDice([6, 6, 2, 3]))).toBe((1 * 6 + 2) % 7);
  });
  it("[SIMP-14] every index is reachable and each dice outcome maps to exactly one index", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 36 }), (n) => {
        const k = n <= 6 ? 1 : 2;
        const counts = new Array<number>(n).fill(0);
        const faces =
          k === 1
            ? [[1], [2], [3], [4], [5], [6]]
            : [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => [a, b]));
        for (const f of faces) {
          try {
            const i = pickIndex(n, fixedDice(f));
            counts[i] = (counts[i] ?? 0) + 1;
          } catch {
            // a rejected outcome asked for more dice
          }
        }
        return counts.every((c) => c === counts[0] && c > 0);
      }),
    );
  });
  it("[SIMP-15] pickSome draws distinct items without replacement", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 200, maxLength: 200 }),
        (n, m, rolls) => {
          const items = Array.from({ length: n }, (_, i) => i);
          const chosen = pickSome(items, m, fixedDice(rolls));
          return chosen.length === Math.min(n, m) && new Set(chosen).size === chosen.length;
        },
      ),
    );
  });
});
