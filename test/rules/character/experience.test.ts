import { describe, expect, it } from "vitest";
import { consumableBonus } from "../../../src/rules/character/consumables.js";
import { experienceTotals, monsterExperience } from "../../../src/rules/character/experience.js";
import { cls } from "./fixtures.js";

describe("experience", () => {
  it("[ROLL-01] each 1-1 rolled adds 50 experience", () => {
    expect(experienceTotals({ earned: 1000, spent: 0, fumbles: 0 })).toEqual({
      total: 1000,
      fromFumbles: 0,
      unspent: 1000,
    });
    expect(experienceTotals({ earned: 1000, spent: 1200, fumbles: 1 })).toEqual({
      total: 1050,
      fromFumbles: 50,
      unspent: -150,
    });
  });

  it("[FACTS-9] defeated monsters give 10 × level each", () => {
    expect(monsterExperience([3, 3, 5])).toBe(110);
    expect(monsterExperience([])).toBe(0);
    expect(monsterExperience([-2])).toBe(0);
  });
});

describe("herbs and potions", () => {
  const modifiers = { dexterity: 2, intelligence: 3 };

  it("[DMG-02] herbs add Ranger + Dex mod, potions Ranger + Int mod", () => {
    expect(consumableBonus("herb", [cls("ranger", 2)], modifiers)).toBe(4);
    expect(consumableBonus("potion", [cls("ranger", 2)], modifiers)).toBe(5);
  });

  it("[DMG-02] no Ranger levels → 0; other gear has no bonus", () => {
    expect(consumableBonus("herb", [cls("scout", 4)], modifiers)).toBe(0);
    expect(consumableBonus("gear", [cls("ranger", 2)], modifiers)).toBeNull();
  });
});
