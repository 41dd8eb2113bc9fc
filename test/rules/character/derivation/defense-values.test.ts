import { describe, expect, it } from "vitest";
import type { ClassEntry } from "../../../../src/rules/character/derivation/classes.js";
import {
  type ArmorInput,
  type DefenseInput,
  defenseValues,
  type ShieldInput,
} from "../../../../src/rules/character/derivation/defense-values.js";
import { cls, feat } from "../fixtures.js";

const leather: ArmorInput = {
  id: "leather",
  armorKind: "nonMetal",
  rank: "B",
  minStrength: 7,
  evasion: 0,
  defense: 3,
  grapplerMay: true,
};
const plate: ArmorInput = {
  id: "plate",
  armorKind: "metal",
  rank: "B",
  minStrength: 10,
  evasion: -1,
  defense: 6,
  grapplerMay: false,
};
const buckler: ShieldInput = {
  id: "buckler",
  metal: false,
  rank: "B",
  minStrength: 1,
  evasion: 1,
  defense: 1,
};

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

  it("[FACTS-2] a Battle Dancer or Grappler evades with a shield marked for Grapplers, not with another", () => {
    const marked: ShieldInput = { ...buckler, grapplerMay: true };
    expect(defense([cls("battleDancer", 4)], { shields: [marked] })).toMatchObject({
      evasionClass: "battleDancer",
      evasion: 4 + 2 + 1,
    });
    expect(defense([cls("grappler", 3)], { shields: [marked] })).toMatchObject({
      evasionClass: "grappler",
      evasion: 3 + 2 + 1,
    });
    // One unmarked shield among them is enough to keep the class out; so is unsuitable armour.
    expect(defense([cls("battleDancer", 4)], { shields: [marked, buckler] }).evasionClass).toBeNull();
    expect(defense([cls("battleDancer", 4)], { shields: [buckler] })).toMatchObject({
      evasionClass: null,
      evasion: 1,
    });
    expect(defense([cls("battleDancer", 4)], { shields: [marked], armor: plate }).evasionClass).toBeNull();
  });

  it("[FACTS-7] Evasive Maneuver I adds 1 evasion; II adds 2 with Fencer or Battle Dancer, else 1", () => {
    const one = [feat("evasiveManeuver", { rank: 1 })];
    const two = [feat("evasiveManeuver", { rank: 2 })];
    expect(defense([cls("fighter", 3)], { feats: one }).evasion).toBe(3 + 2 + 1 + 1);
    expect(defense([cls("fighter", 3)], { feats: two }).evasion).toBe(3 + 2 + 1 + 1);
    expect(defense([cls("fencer", 3)], { armor: null, shields: [], feats: two }).evasion).toBe(3 + 2 + 2);
    const dancer = { armor: null, shields: [], feats: two };
    expect(defense([cls("battleDancer", 3)], dancer).evasion).toBe(3 + 2 + 2);
    // Without an evasion class the bonus still counts (as ytsheet2 adds it); the best rank only.
    expect(defense([], { feats: [...one, ...one] }).evasion).toBe(1 + 1);
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

describe("armour rank limits", () => {
  const fighter = [cls("fighter", 3)];

  it("[FACTS-4] rank A armour without Armor Proficiency A counts as not worn, with an error", () => {
    const d = defense(fighter, { armor: { ...plate, rank: "A" }, shields: [] });
    expect(d).toMatchObject({ evasion: 5, defense: 0, metalArmor: false });
    expect(d.errors).toEqual([
      expect.objectContaining({
        code: "ArmorRankTooHigh",
        params: { itemId: "plate", rank: "A", category: "metal", feat: "armorProficiencyA" },
      }),
    ]);
    const feats = [feat("armorProficiencyA", { armorCategory: "metal" })];
    expect(defense(fighter, { armor: { ...plate, rank: "A" }, shields: [], feats })).toMatchObject({
      evasion: 4,
      defense: 7,
      metalArmor: true,
      errors: [],
    });
  });

  it("[FACTS-4] rank S needs Proficiency S (+3 Defense), SS needs Armor Master, per category", () => {
    const s = { ...leather, rank: "S" } as const;
    const ss = { ...leather, rank: "SS" } as const;
    const profA = feat("armorProficiencyA");
    const profS = feat("armorProficiencyS");
    expect(defense(fighter, { armor: s, shields: [], feats: [profA] }).errors[0]?.params?.feat).toBe(
      "armorProficiencyS",
    );
    expect(defense(fighter, { armor: s, shields: [], feats: [profA, profS] }).defense).toBe(6);
    expect(defense(fighter, { armor: ss, shields: [], feats: [profA, profS] }).defense).toBe(0);
    const metalMaster = feat("armorMaster", { armorCategory: "metal" });
    expect(defense(fighter, { armor: ss, shields: [], feats: [profS, metalMaster] }).defense).toBe(0);
    expect(defense(fighter, { armor: ss, shields: [], feats: [profS, feat("armorMaster")] })).toMatchObject({
      defense: 6,
      errors: [],
    });
  });

  it("[FACTS-4] a shield uses the shield category; an unusable one gives no evasion or Defense", () => {
    const big = { ...buckler, id: "tower", rank: "A" } as const;
    const d = defense(fighter, { shields: [big] });
    expect(d).toMatchObject({ evasion: 5, defense: 3 });
    expect(d.errors.map((e) => [e.code, e.params?.itemId, e.params?.category])).toEqual([
      ["ArmorRankTooHigh", "tower", "shield"],
    ]);
    const shieldA = feat("armorProficiencyA", { armorCategory: "shield" });
    expect(defense(fighter, { shields: [big], feats: [shieldA] })).toMatchObject({
      evasion: 6,
      defense: 5,
      errors: [],
    });
    // Non-metal Proficiency A: +1 for the leather, but the shield stays unusable.
    expect(defense(fighter, { shields: [big], feats: [feat("armorProficiencyA")] })).toMatchObject({
      defense: 4,
      errors: [expect.objectContaining({ code: "ArmorRankTooHigh" })],
    });
  });

  it("[FACTS-4] unusable heavy armour adds no Strength error and no Grappler restriction", () => {
    const d = defense([cls("grappler", 4)], { armor: { ...plate, rank: "S", minStrength: 20 }, shields: [] });
    expect(d.errors.map((e) => e.code)).toEqual(["ArmorRankTooHigh"]);
    expect(d.evasionClass).toBe("grappler");
  });
});
