import { describe, expect, it } from "vitest";
import { rollMonsterDamage } from "../../../src/rules/damage/monster-damage.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";

describe("monster damage", () => {
  it("[DMG-07] 2d+X is the calculated damage and a 6-6 does not critical", () => {
    const dice = fixedDice([6, 6, 6, 6]);
    expect(rollMonsterDamage(4, dice)).toEqual({ dice: [6, 6], bonus: 4, calculated: 16 });
    expect(dice.used).toBe(2);
  });

  it("[DMG-07] a 1-1 is not an automatic failure: just 2 + X", () => {
    expect(rollMonsterDamage(4, fixedDice([1, 1])).calculated).toBe(6);
  });
});
