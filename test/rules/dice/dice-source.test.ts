import { describe, expect, it } from "vitest";
import { randomDice, seededRandom } from "../../../src/rules/dice/dice-source.js";

describe("seededRandom", () => {
  it("is mulberry32: seed 1 starts with the reference values", () => {
    const next = seededRandom(1);
    expect([next(), next(), next()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it("gives the same d6 stream for the same seed and stays within 1..6", () => {
    const a = randomDice(seededRandom(25));
    const b = randomDice(seededRandom(25));
    const rolls = Array.from({ length: 600 }, () => a.d6());
    expect(Array.from({ length: 600 }, () => b.d6())).toEqual(rolls);
    expect(new Set(rolls)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const other = randomDice(seededRandom(26));
    expect(Array.from({ length: 600 }, () => other.d6())).not.toEqual(rolls);
  });
});
