import { describe, expect, it } from "vitest";
import type { ClassEntry } from "../../../src/rules/character/classes.js";
import {
  type ArmorInput,
  type DefenseInput,
  defenseValues,
  type ShieldInput,
} from "../../../src/rules/character/defense-values.js";
import { cls, feat } from "./fixtures.js";

const leather: ArmorInput = {
  armorKind: "nonMetal",
  minStrength: 7,
  evasion: 0,
  defense: 3,
  grapplerMay: true,
};
const plate: ArmorInput = {
  armorKind: "metal",
  minStrength: 10,
  evasion: -1,
  defense: 6,
  grapplerMay: false,
};
const buckler: ShieldInput = { metal: false, minStrength: 1, evasion: 1, defense: 1 };

function defense(classes: ClassEntry[], extra: Partial<DefenseInput> = {}) {
  return defenseValues({
    classes,
    feats: [],
    strength: 12,
    agilityModifier: 2,
    armor: leather,
    shields: [buckler],
    raceDefense: 0,
    evasionBonus: 0,
    defenseBonus: 0,
    ...extra,
  });
}

describe("evasion and defense", () => {
  it("[ROLL-03] evasion = best of Fighter/Grappler/Fencer + Agi mod + equipment mods", () => {
    expect(defense([cls("fighter", 3)])).toMatchObject({ evasionClass: "fighter", evasion: 6, defense: 4 });
    expect(defense([cls("fighter", 3), cls("fencer", 5)], { armor: null })).toMatchObject({
      evasionClass: "fencer",
      evasion: 8,
    });
  });

  it("[ROLL-03] Marksman alone gives no evasion: only equipment mods count", () => {
    expect(defense([cls("marksman", 5)])).toMatchObject({ evasionClass: null, evasion: 1 });
  });

  it("[FACTS-2] a Grappler with a shield or unsuitable armour evades with another class", () => {
    expect(defense([cls("grappler", 4), cls("fighter", 2)]).evasionClass).toBe("fighter");
    expect(defense([cls("grappler", 4)], { shields: [] })).toMatchObject({
      evasionClass: "grappler",
      evasion: 6,
    });
    expect(defense([cls("grappler", 4)], { shields: [], armor: plate }).evasionClass).toBeNull();
  });

  it("[FACTS-1] a Fencer must lift the armour with half Strength (12 → 6)", () => {
    expect(defense([cls("fencer", 5)]).evasionClass).toBeNull();
    expect(defense([cls("fencer", 5)], { armor: { ...leather, minStrength: 6 } }).evasionClass).toBe(
      "fencer",
    );
  });

  it("[FACTS-1] armour heavier than Strength is reported", () => {
    expect(defense([cls("fighter", 3)], { armor: { ...plate, minStrength: 13 } }).errors[0]?.code).toBe(
      "ArmorTooHeavy",
    );
    expect(defense([cls("fighter", 3)], { armor: { ...plate, minStrength: 12 } }).errors).toEqual([]);
  });

  it("[FACTS-4] defense sums armour, shield, racial defense and bonus; metal armour is flagged", () => {
    const d = defense([cls("fighter", 3)], { armor: plate, raceDefense: 1, defenseBonus: 2 });
    expect(d).toMatchObject({ defense: 10, evasion: 5, metalArmor: true });
    expect(defense([], { armor: null, shields: [] })).toMatchObject({
      defense: 0,
      evasion: 0,
      metalArmor: false,
    });
  });

  it("[FACTS-7] Armor Proficiency adds +1 (A) or +3 (S) for the worn category only", () => {
    const feats = [feat("armorProficiencyA", { armorCategory: "metal" }), feat("armorProficiencyS")];
    expect(defense([], { armor: plate, shields: [], feats }).defense).toBe(7);
    expect(defense([], { armor: leather, shields: [], feats }).defense).toBe(6);
    const shieldFeat = [feat("armorProficiencyA", { armorCategory: "shield" })];
    expect(defense([], { armor: null, feats: shieldFeat }).defense).toBe(2);
    expect(defense([], { armor: null, shields: [], feats: shieldFeat }).defense).toBe(0);
  });
});
