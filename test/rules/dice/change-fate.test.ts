import { describe, expect, it } from "vitest";
import {
  flipCheck,
  flipFace,
  flipNotationRoll,
  flipPowerRoll,
  rejudgeContest,
} from "../../../src/rules/dice/change-fate.js";
import { readCheck } from "../../../src/rules/dice/check.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { parseNotation, rollNotation } from "../../../src/rules/dice/notation.js";
import { powerRoll } from "../../../src/rules/dice/power-roll.js";

// Tagged with the issue item: Change Fate has no rule ID in the combat checklist (facts §1 lists it).
describe("[#35.1] Change Fate (運命変転): both dice turned over", () => {
  it("turns each face into its opposite: 1↔6, 2↔5, 3↔4", () => {
    expect([1, 2, 3, 4, 5, 6].map(flipFace)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it("a 1-1 check becomes 6-6: an automatic success whatever the target, and keeps its 50 experience", () => {
    const rolled = readCheck([1, 1], { modifier: 3, target: 30 });
    expect(rolled).toMatchObject({ autoFailure: true, success: false, experience: 50 });
    const flipped = flipCheck(rolled, 30);
    if (!flipped.ok) throw new Error("refused");
    expect(flipped.value.check).toMatchObject({
      dice: [6, 6],
      natural: 12,
      total: 15,
      autoSuccess: true,
      autoFailure: false,
      success: true,
      experience: 50,
    });
    expect(flipped.value.flip).toEqual({ index: 0, from: [1, 1], to: [6, 6] });
  });

  it("a check flipped into 1-1 fails automatically but earns no experience (it was not rolled)", () => {
    const rolled = readCheck([6, 6], { modifier: 0, target: 5 });
    const flipped = flipCheck(rolled, 5);
    if (!flipped.ok) throw new Error("refused");
    expect(flipped.value.check).toMatchObject({
      dice: [1, 1],
      autoFailure: true,
      success: false,
      experience: 0,
    });
  });

  it("success and failure are judged again against the same target, at the boundary", () => {
    // 2+3+4 = 9 < 10 fails; flipped 5+4+4 = 13 succeeds.
    const failed = flipCheck(readCheck([2, 3], { modifier: 4, target: 10 }), 10);
    expect(failed.ok && failed.value.check).toMatchObject({ dice: [5, 4], total: 13, success: true });
    // 4+3+3 = 10 meets 10; flipped 3+4+3 = 10 meets it too (3-4 and 4-3 are each other's flips).
    const met = flipCheck(readCheck([4, 3], { modifier: 3, target: 10 }), 10);
    expect(met.ok && met.value.check).toMatchObject({ dice: [3, 4], total: 10, success: true });
    // 6+5+0 = 11 meets 11; flipped 1+2 = 3 fails.
    const lost = flipCheck(readCheck([6, 5], { modifier: 0, target: 11 }), 11);
    expect(lost.ok && lost.value.check).toMatchObject({ total: 3, success: false });
    // No target: no verdict either way.
    const none = flipCheck(readCheck([2, 2], { modifier: 1 }));
    expect(none.ok && none.value.check).toMatchObject({ total: 11, success: null });
  });

  it("a contest is judged again: a tie still goes to the defender, a defending roller wins its tie", () => {
    const attack = flipCheck(readCheck([2, 2], { modifier: 5 }), undefined);
    if (!attack.ok) throw new Error("refused");
    // 5+5+5 = 15 against evasion 15: a tie, the defender's.
    expect(rejudgeContest(attack.value.check, { kind: "fixed", value: 15 }, false)).toEqual({
      activeWins: false,
      reason: "tieToDefender",
    });
    expect(rejudgeContest(attack.value.check, { kind: "fixed", value: 14 }, false).activeWins).toBe(true);
    // An Evasion roll: the roller is passive; the attacker's fixed 15 does not beat the roller's 15.
    expect(rejudgeContest(attack.value.check, { kind: "fixed", value: 15 }, true).activeWins).toBe(false);
  });

  it("refuses dice that are not d6 faces (a corrupt card), changing nothing", () => {
    const corrupt = { ...readCheck([3, 3], { modifier: 0 }), dice: [0, 9] as const };
    expect(flipCheck(corrupt)).toMatchObject({ ok: false, error: { code: "FlipNotTwoDice" } });
  });
});

describe("[#35.1] Change Fate on a power roll", () => {
  it("a 1-1 first roll (automatic failure, 0) becomes 6-6: read on the table, a critical, rolled on", () => {
    const rolled = powerRoll({ power: 20, criticalValue: 10, extraDamage: 5 }, fixedDice([1, 1]));
    expect(rolled).toMatchObject({ fumble: true, total: 0, experience: 50 });
    const flipped = flipPowerRoll(
      { power: 20, criticalValue: 10, extraDamage: 5, dice: [[1, 1]], experience: 50 },
      fixedDice([2, 3]),
    );
    if (!flipped.ok) throw new Error("refused");
    // K20: 12 reads 10, then 5 reads 3; + 5 extra damage = 18.
    expect(flipped.value.roll.steps.map((s) => [s.dice, s.value])).toEqual([
      [[6, 6], 10],
      [[2, 3], 3],
    ]);
    expect(flipped.value.roll).toMatchObject({ fumble: false, criticals: 1, total: 18, experience: 50 });
    expect(flipped.value.flip).toEqual({ index: 0, from: [1, 1], to: [6, 6] });
  });

  it("flips only the last roll of a critical chain; the criticals before it stay", () => {
    // K10@10: [5,5]=10 reads 5 (critical), then [1,2]=3 reads 1: 6 + 2 = 8. Flipped last: [6,5]=11 reads 6
    // and is a critical again: rolled on with [3,1]=4 reading 1. 5 + 6 + 1 + 2 = 14.
    const flipped = flipPowerRoll(
      {
        power: 10,
        criticalValue: 10,
        extraDamage: 2,
        dice: [
          [5, 5],
          [1, 2],
        ],
        experience: 0,
      },
      fixedDice([3, 1]),
    );
    if (!flipped.ok) throw new Error("refused");
    expect(flipped.value.roll.steps.map((s) => s.value)).toEqual([5, 6, 1]);
    expect(flipped.value.roll).toMatchObject({ criticals: 2, total: 14 });
    expect(flipped.value.flip).toEqual({ index: 1, from: [1, 2], to: [6, 5] });
  });

  it("a flip below the C value ends the chain with the flipped value (no dice asked)", () => {
    // K20@12: [6,5]=11 flipped [1,2]=3 reads 1: 1 + 3 = 4; the empty source is never asked.
    const flipped = flipPowerRoll(
      { power: 20, criticalValue: 12, extraDamage: 3, dice: [[6, 5]], experience: 0 },
      fixedDice([]),
    );
    expect(flipped.ok && flipped.value.roll).toMatchObject({ criticals: 0, total: 4, fumble: false });
  });

  it("refuses a card without dice", () => {
    const none = flipPowerRoll(
      { power: 20, criticalValue: 10, extraDamage: 0, dice: [], experience: 0 },
      fixedDice([]),
    );
    expect(none).toMatchObject({ ok: false, error: { code: "FlipNotTwoDice" } });
  });
});

describe("[#35.6] Change Fate on a notation", () => {
  const rollOf = (text: string, dice: number[]) => {
    const parsed = parseNotation(text);
    if (!parsed.ok) throw new Error(text);
    const roll = rollNotation(parsed.value, fixedDice(dice));
    if (!roll.ok) throw new Error(text);
    return { notation: parsed.value, roll: roll.value };
  };

  it('"2d6+3" with 1,2 flipped: 6 and 5, total 14', () => {
    const { notation, roll } = rollOf("2d6+3", [1, 2]);
    const flipped = flipNotationRoll(notation, roll, [1, 2], fixedDice([]));
    expect(flipped.ok && flipped.value.roll).toMatchObject({ total: 14, faces: [6, 5] });
  });

  it('"2d6+3>=10" with 1-1 flipped: an automatic success, the 50 experience kept', () => {
    const { notation, roll } = rollOf("2d6+3>=10", [1, 1]);
    expect(roll).toMatchObject({ fumble: true, experience: 50 });
    const flipped = flipNotationRoll(notation, roll, [1, 1], fixedDice([]));
    expect(flipped.ok && flipped.value.roll).toMatchObject({
      total: 15,
      critical: true,
      fumble: false,
      success: true,
      experience: 50,
    });
  });

  it("K20 with 1-1 flipped rolls on from the source: 6-6 reads 10 and crits, 3-3 reads 4", () => {
    const { notation, roll } = rollOf("K20", [1, 1]);
    const flipped = flipNotationRoll(notation, roll, [1, 1], fixedDice([3, 3]));
    expect(flipped.ok && flipped.value.roll).toMatchObject({ total: 10 + 4, criticals: 1 });
  });

  it("refuses rolls that are not two plain dice: 3D6, one die doubled (gf)", () => {
    const three = rollOf("3D6", [1, 2, 3]);
    expect(flipNotationRoll(three.notation, three.roll, [1, 2, 3], fixedDice([]))).toMatchObject({
      ok: false,
      error: { code: "FlipNotTwoDice" },
    });
    const gf = rollOf("K20gf", [2]);
    expect(flipNotationRoll(gf.notation, gf.roll, [2], fixedDice([]))).toMatchObject({ ok: false });
  });
});
