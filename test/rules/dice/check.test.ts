import { describe, expect, it } from "vitest";
import {
  type ContestSide,
  check2d,
  contest,
  FUMBLE_EXPERIENCE,
  fixedValue,
  readCheck,
} from "../../../src/rules/dice/check.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { fc } from "../../fc.js";

const rolled = (a: number, b: number, modifier: number): ContestSide => ({
  kind: "rolled",
  check: readCheck([a, b], { modifier }),
});
const fixed = (value: number): ContestSide => ({ kind: "fixed", value });

describe("2d checks", () => {
  it("[ROLL-01] 2d + modifier: meeting the target succeeds, one short fails", () => {
    expect(check2d({ modifier: 5, target: 12 }, fixedDice([3, 4]))).toMatchObject({
      natural: 7,
      total: 12,
      success: true,
      experience: 0,
    });
    expect(check2d({ modifier: 5, target: 12 }, fixedDice([3, 3])).success).toBe(false);
  });

  it("[ROLL-01] 6-6 succeeds whatever the target; 1-1 fails whatever the modifier and earns 50 exp", () => {
    expect(readCheck([6, 6], { modifier: 0, target: 99 })).toMatchObject({
      total: 12,
      autoSuccess: true,
      success: true,
      experience: 0,
    });
    expect(readCheck([1, 1], { modifier: 40, target: 3 })).toMatchObject({
      total: 42,
      autoFailure: true,
      success: false,
      experience: 50,
    });
    expect(FUMBLE_EXPERIENCE).toBe(50);
  });

  it("[ROLL-01] 6-5 and 1-2 are ordinary rolls; without a target there is no verdict except 6-6 / 1-1", () => {
    expect(readCheck([6, 5], { modifier: 0, target: 12 })).toMatchObject({
      autoSuccess: false,
      success: false,
    });
    expect(readCheck([1, 2], { modifier: 0, target: 3 })).toMatchObject({
      autoFailure: false,
      success: true,
    });
    expect(readCheck([3, 4], { modifier: 2 }).success).toBeNull();
    expect(readCheck([1, 1], { modifier: 2 })).toMatchObject({ success: false, experience: 50 });
    expect(readCheck([6, 6], { modifier: 2 }).success).toBe(true);
  });

  it("[ROLL-01] the verdict is the comparison unless the dice are 6-6 or 1-1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -20, max: 40 }),
        fc.integer({ min: -20, max: 60 }),
        (a, b, modifier, target) => {
          const r = readCheck([a, b], { modifier, target });
          expect(r.total).toBe(a + b + modifier);
          const automatic = a + b === 12 ? true : a + b === 2 ? false : null;
          expect(r.success).toBe(automatic ?? r.total >= target);
          expect(r.experience).toBe(a + b === 2 ? 50 : 0);
        },
      ),
      { seed: 101 },
    );
  });
});

describe("fixed values and contests", () => {
  it("[ROLL-04] a monster's fixed value is its base + 7", () => {
    expect(fixedValue(3)).toBe(10);
    expect(fixedValue(0)).toBe(7);
    expect(fixedValue(-2)).toBe(5);
  });

  it("[ROLL-02] the attacker needs a strictly higher result: a tie goes to the defender", () => {
    expect(contest(rolled(3, 3, 4), fixed(10))).toEqual({ activeWins: false, reason: "tieToDefender" });
    expect(contest(rolled(3, 4, 4), fixed(10))).toEqual({ activeWins: true, reason: "higher" });
    expect(contest(rolled(2, 3, 4), fixed(10))).toEqual({ activeWins: false, reason: "lower" });
    expect(contest(rolled(3, 4, 0), rolled(2, 5, 0)).reason).toBe("tieToDefender");
    expect(contest(fixed(12), fixed(12)).activeWins).toBe(false);
    expect(contest(fixed(13), fixed(12)).activeWins).toBe(true);
  });

  it("[ROLL-01] automatic results decide before the numbers", () => {
    expect(contest(rolled(1, 1, 50), fixed(0))).toEqual({ activeWins: false, reason: "autoFailure" });
    expect(contest(rolled(6, 6, -50), fixed(99))).toEqual({ activeWins: true, reason: "autoSuccess" });
    expect(contest(fixed(99), rolled(6, 6, -50))).toEqual({ activeWins: false, reason: "autoSuccess" });
    expect(contest(fixed(0), rolled(1, 1, 50))).toEqual({ activeWins: true, reason: "autoFailure" });
    // Both automatic successes: our reading gives the tie to the defender.
    expect(contest(rolled(6, 6, 0), rolled(6, 6, 0)).activeWins).toBe(false);
    // Both automatic failures: the attacker's 1-1 fails first.
    expect(contest(rolled(1, 1, 0), rolled(1, 1, 0)).activeWins).toBe(false);
  });
});
