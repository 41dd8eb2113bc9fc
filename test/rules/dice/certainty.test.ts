import { describe, expect, it } from "vitest";
import { certaintyCheck, certaintyHitChance, readCertaintyCheck } from "../../../src/rules/dice/certainty.js";
import { check2d, contest, FUMBLE_EXPERIENCE, readCheck } from "../../../src/rules/dice/check.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { hitChance } from "../../../src/rules/dice/odds.js";
import { fc } from "../../fc.js";

/**
 * Magic expansion: certainty (確実化): the spellcasting check twice, the better kept. Our reading (docs/scenarios.md
 * "Readings we chose"): the higher total is kept, the first on a tie; a 6-6 in either roll succeeds, a 1-1 fails
 * (and earns 50 experience) only when both rolls are 1-1.
 */
describe("certainty: roll the check twice, keep the better", () => {
  it("[ROLL-01] both fail: 2+3 and 4+1 with +5 against 13 keep the first (10 vs 10, a tie keeps the first)", () => {
    const dice = fixedDice([2, 3, 4, 1]);
    const result = certaintyCheck({ modifier: 5, target: 13 }, dice);
    expect(dice.used).toBe(4);
    expect(result.rolls.map((r) => [r.dice, r.total, r.success])).toEqual([
      [[2, 3], 10, false],
      [[4, 1], 10, false],
    ]);
    expect(result.kept).toBe(0);
    expect(result.check).toBe(result.rolls[0]);
    expect(result.check.success).toBe(false);
    expect(result.check.experience).toBe(0);
  });

  it("[ROLL-01] both fail with different totals: 1+2 (8) and 3+3 (11) against 13 keep the second, still a failure", () => {
    const result = certaintyCheck({ modifier: 5, target: 13 }, fixedDice([1, 2, 3, 3]));
    expect(result.kept).toBe(1);
    expect(result.check).toMatchObject({ dice: [3, 3], total: 11, success: false });
  });

  it("[ROLL-01] one succeeds: 2+2 (9) fails 12, then 4+3 (12) meets it: the second is kept, a success", () => {
    const result = certaintyCheck({ modifier: 5, target: 12 }, fixedDice([2, 2, 4, 3]));
    expect(result.rolls.map((r) => r.success)).toEqual([false, true]);
    expect(result.kept).toBe(1);
    expect(result.check).toMatchObject({ dice: [4, 3], natural: 7, modifier: 5, total: 12, success: true });
  });

  it("[ROLL-01] the first succeeds and the second fails: 6+5 (16) is kept over 1+2 (8)", () => {
    const result = certaintyCheck({ modifier: 5, target: 12 }, fixedDice([6, 5, 1, 2]));
    expect(result.kept).toBe(0);
    expect(result.check).toMatchObject({ total: 16, success: true });
  });

  it("[ROLL-01] 6-6 in the second roll: an automatic success against any target", () => {
    const result = certaintyCheck({ modifier: 0, target: 99 }, fixedDice([5, 6, 6, 6]));
    expect(result.rolls[0]).toMatchObject({ total: 11, success: false, autoSuccess: false });
    expect(result.kept).toBe(1);
    expect(result.check).toMatchObject({ dice: [6, 6], total: 12, autoSuccess: true, success: true });
  });

  it("[ROLL-01] 1-1 in the first roll only: the second is kept, no automatic failure, no 50 experience", () => {
    const result = certaintyCheck({ modifier: 7, target: 10 }, fixedDice([1, 1, 2, 1]));
    expect(result.rolls[0]).toMatchObject({ autoFailure: true, experience: FUMBLE_EXPERIENCE });
    expect(result.kept).toBe(1);
    expect(result.check).toMatchObject({
      dice: [2, 1],
      total: 10,
      autoFailure: false,
      success: true,
      experience: 0,
    });
  });

  it("[ROLL-01] 1-1 in the second roll only: the first is kept even when it fails", () => {
    const result = certaintyCheck({ modifier: 0, target: 10 }, fixedDice([1, 2, 1, 1]));
    expect(result.kept).toBe(0);
    expect(result.check).toMatchObject({ total: 3, autoFailure: false, success: false, experience: 0 });
  });

  it("[ROLL-01] 1-1 in both rolls: an automatic failure, whatever the modifier, earning 50 experience once", () => {
    const result = certaintyCheck({ modifier: 40, target: 3 }, fixedDice([1, 1, 1, 1]));
    expect(result.kept).toBe(0);
    expect(result.check).toMatchObject({ total: 42, autoFailure: true, success: false, experience: 50 });
  });

  it("[ROLL-01] equal totals keep the first roll: 2+5 and 4+3 (both 7 + 2 = 9) keep [2, 5]", () => {
    const result = readCertaintyCheck(
      [
        [2, 5],
        [4, 3],
      ],
      { modifier: 2 },
    );
    expect(result.rolls.map((r) => r.total)).toEqual([9, 9]);
    expect(result.kept).toBe(0);
    expect(result.check.dice).toEqual([2, 5]);
    expect(result.check.success).toBeNull();
  });

  it("[ROLL-02] the kept roll is what the contest reads: 3+3 (+4 = 10) ties Willpower 10, 5+2 (11) beats it", () => {
    const result = certaintyCheck({ modifier: 4 }, fixedDice([3, 3, 5, 2]));
    expect(contest({ kind: "rolled", check: result.check }, { kind: "fixed", value: 10 })).toEqual({
      activeWins: true,
      reason: "higher",
    });
    expect(contest({ kind: "rolled", check: result.rolls[0] }, { kind: "fixed", value: 10 }).activeWins).toBe(
      false,
    );
  });

  it("running out of dice after the first roll is the dice source's error, as for one check", () => {
    expect(() => certaintyCheck({ modifier: 0 }, fixedDice([3, 4, 5]))).toThrow(/after 3 d6/);
  });

  it("[ROLL-01] never worse than one check: the kept total is the maximum, a 6-6 always kept, a 1-1 only twice", () => {
    const face = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(face, face, face, face, fc.integer({ min: -5, max: 20 }), (a, b, c, d, modifier) => {
        const result = readCertaintyCheck(
          [
            [a, b],
            [c, d],
          ],
          { modifier, target: 12 },
        );
        const single = check2d({ modifier, target: 12 }, fixedDice([a, b]));
        expect(result.check.total).toBe(Math.max(a + b, c + d) + modifier);
        expect(result.check.total).toBeGreaterThanOrEqual(single.total);
        expect(result.check.autoSuccess).toBe((a === 6 && b === 6) || (c === 6 && d === 6));
        expect(result.check.autoFailure).toBe(a === 1 && b === 1 && c === 1 && d === 1);
        expect(result.kept).toBe(c + d > a + b ? 1 : 0);
      }),
    );
  });
});

describe("certainty odds for the roll dialog", () => {
  it("[ROLL-02] Magic Power 7 against a fixed 10: one roll misses on 2 and 3 (3/36); twice, only if both miss", () => {
    expect(hitChance(7, { kind: "fixed", value: 10 })).toBeCloseTo(33 / 36, 12);
    expect(certaintyHitChance(7, { kind: "fixed", value: 10 })).toBeCloseTo(1 - (3 / 36) ** 2, 12);
    expect(certaintyHitChance(7, { kind: "fixed", value: 10 }) * 1296).toBeCloseTo(1287, 9);
  });

  it("[ROLL-01] against 30 only a 6-6 wins: 1/36 once, 71/1296 with certainty; against 2 only a double 1-1 loses", () => {
    expect(certaintyHitChance(0, { kind: "fixed", value: 30 }) * 1296).toBeCloseTo(71, 9);
    expect(certaintyHitChance(0, { kind: "fixed", value: -5 }) * 1296).toBeCloseTo(1295, 9);
  });

  it("[ROLL-02] against a rolled 2d + 3: the caster wins when either roll beats the same defender roll", () => {
    const pairs: [number, number][] = [];
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) pairs.push([a, b]);
    let expected = 0;
    for (const d of pairs) {
      const passive = { kind: "rolled", check: readCheck(d, { modifier: 3 }) } as const;
      const p =
        pairs.filter(
          (c) => contest({ kind: "rolled", check: readCheck(c, { modifier: 5 }) }, passive).activeWins,
        ).length / 36;
      expected += (1 - (1 - p) ** 2) / 36;
    }
    const chance = certaintyHitChance(5, { kind: "rolled", modifier: 3 });
    expect(chance).toBeCloseTo(expected, 12);
    expect(chance).toBeGreaterThan(hitChance(5, { kind: "rolled", modifier: 3 }));
  });
});
