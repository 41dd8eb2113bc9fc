import { describe, expect, it } from "vitest";
import {
  classCost,
  classExperience,
  EXPERIENCE_TABLE,
  experienceTotals,
  monsterExperience,
} from "../../../../src/rules/character/derivation/experience.js";
import { consumableBonus } from "../../../../src/rules/character/supplies/consumables.js";
import { cls } from "../fixtures.js";

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

describe("class experience tables", () => {
  it("[FACTS-2] table A (major) and B (minor) costs per level, boundaries 0, 1 and 17", () => {
    expect(classCost(cls("fighter", 0))).toBe(0);
    expect(classCost(cls("fighter", 1))).toBe(1000);
    expect(classCost(cls("scout", 1))).toBe(500);
    expect(classCost(cls("sorcerer", 10))).toBe(27500);
    expect(classCost(cls("sage", 10))).toBe(22000);
    expect(classCost(cls("fighter", 17))).toBe(125000);
    expect(classCost(cls("ranger", 17))).toBe(105500);
    expect(classCost(cls("fighter", 18))).toBe(125000);
    expect(classCost(cls("fighter", -3))).toBe(0);
    expect(EXPERIENCE_TABLE.A).toHaveLength(18);
    expect(EXPERIENCE_TABLE.B).toHaveLength(18);
  });

  it("[FACTS-2] a custom class uses its own tier; the sum is over every class", () => {
    const custom = { classId: "custom", level: 2, tier: "B", kind: "other" } as const;
    expect(classCost(custom)).toBe(1500);
    expect(classExperience([cls("fighter", 2), cls("scout", 1), custom])).toBe(2000 + 500 + 1500);
    expect(classExperience([])).toBe(0);
  });

  it("[FACTS-2] a class with no known table (bad id and tier) costs nothing instead of failing", () => {
    type Entry = Parameters<typeof classCost>[0];
    const odd = { classId: "nope", level: 3, tier: "C", kind: "other" } as unknown as Entry;
    expect(classCost(odd)).toBe(0);
    expect(classCost({ ...cls("fighter", Number.NaN) })).toBe(0);
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
