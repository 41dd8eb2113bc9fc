import { describe, expect, it } from "vitest";
import {
  adventurerLevel,
  classKind,
  classLevel,
  classTier,
  wizardLevelSum,
} from "../../../../src/rules/character/derivation/classes.js";
import { magicPowers } from "../../../../src/rules/character/derivation/magic-power.js";
import { cls } from "../fixtures.js";

describe("classes", () => {
  it("[FACTS-2] known classes take tier and kind from the table, custom ones from the item", () => {
    expect(classTier(cls("fighter", 1))).toBe("A");
    expect(classKind(cls("fencer", 1))).toBe("warrior");
    expect(classKind(cls("priest", 1))).toBe("wizard");
    expect(classTier(cls("scout", 1))).toBe("B");
    expect(classKind({ classId: "custom", level: 2, tier: "A", kind: "wizard" })).toBe("wizard");
  });

  it("[FACTS-1] adventurer level is the highest class level; none gives 0", () => {
    expect(adventurerLevel([cls("fighter", 3), cls("scout", 5), cls("sage", 1)])).toBe(5);
    expect(adventurerLevel([])).toBe(0);
  });

  it("[FACTS-1] negative or non-numeric levels count as 0; a duplicated class counts at its highest", () => {
    expect(adventurerLevel([cls("fighter", -3)])).toBe(0);
    expect(classLevel([cls("fighter", 2), cls("fighter", 4)], "fighter")).toBe(4);
    expect(classLevel([cls("fighter", Number.NaN)], "fighter")).toBe(0);
    expect(classLevel([cls("fighter", 2)], "scout")).toBe(0);
  });

  it("[FACTS-1] wizard levels sum only wizard-type classes", () => {
    expect(
      wizardLevelSum([cls("sorcerer", 3), cls("priest", 2), cls("fighter", 5), cls("enhancer", 2)]),
    ).toBe(5);
    expect(wizardLevelSum([{ classId: "custom", level: 4, tier: "A", kind: "wizard" }])).toBe(4);
  });

  it("[FACTS-8] magic power = class level + Int modifier per wizard class", () => {
    expect(magicPowers([cls("priest", 3), cls("fighter", 5)], 2)).toEqual([
      { source: "priest", level: 3, magicPower: 5 },
    ]);
  });

  it("[FACTS-2] Wizard uses the higher of Sorcerer/Conjurer for magic power and the lower as its level", () => {
    const powers = magicPowers([cls("sorcerer", 5), cls("conjurer", 3)], 2, 1);
    expect(powers).toEqual([
      { source: "sorcerer", level: 5, magicPower: 8 },
      { source: "conjurer", level: 3, magicPower: 6 },
      { source: "wizard", level: 3, magicPower: 8 },
    ]);
    expect(magicPowers([cls("sorcerer", 5)], 2).some((p) => p.source === "wizard")).toBe(false);
  });
});
