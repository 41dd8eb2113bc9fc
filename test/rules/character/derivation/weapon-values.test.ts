import { describe, expect, it } from "vitest";
import type { ClassEntry } from "../../../../src/rules/character/derivation/classes.js";
import type { FeatEntry } from "../../../../src/rules/character/derivation/feats.js";
import { magicPowers } from "../../../../src/rules/character/derivation/magic-power.js";
import {
  equipStrength,
  type WeaponContext,
  type WeaponInput,
  weaponValues,
} from "../../../../src/rules/character/derivation/weapon-values.js";
import { cls, feat, weapon } from "../fixtures.js";

/** Str 12 (mod 2), Dex mod 2, Int mod 2: the invented adventurer of the fixtures. */
function values(
  w: WeaponInput,
  classes: ClassEntry[],
  feats: FeatEntry[] = [],
  extra: Partial<WeaponContext> = {},
) {
  return weaponValues(w, {
    classes,
    feats,
    strength: 12,
    dexterityModifier: 2,
    strengthModifier: 2,
    magicPowers: magicPowers(classes, 2),
    accuracyBonus: 0,
    extraDamageBonus: 0,
    criticalValueBonus: 0,
    ...extra,
  });
}

describe("weapon values", () => {
  it("[ROLL-03] melee: Fighter level + Dex mod + weapon mod; [DMG-02] extra damage: level + Str mod", () => {
    const v = values(weapon({ accuracy: 1, extraDamage: 1 }), [cls("fighter", 3)]);
    expect(v).toMatchObject({
      classId: "fighter",
      accuracy: 6,
      extraDamage: 6,
      power: 20,
      criticalValue: 10,
    });
    expect(v.error).toBeNull();
  });

  it("[ROLL-08] Fencer: C value −1, and it is chosen when its level ties", () => {
    expect(values(weapon({ minStrength: 6 }), [cls("fencer", 4), cls("fighter", 3)])).toMatchObject({
      classId: "fencer",
      accuracy: 6,
      extraDamage: 6,
      criticalValue: 9,
    });
    expect(values(weapon({ minStrength: 5 }), [cls("fighter", 3), cls("fencer", 3)]).classId).toBe("fencer");
  });

  it("[FACTS-1] Fencer lifts with half Strength rounded up: 6 of 12 passes, 7 fails and Fighter is used", () => {
    expect(equipStrength(11, "fencer")).toBe(6);
    expect(equipStrength(11, "fighter")).toBe(11);
    expect(values(weapon({ minStrength: 7 }), [cls("fencer", 4), cls("fighter", 3)])).toMatchObject({
      classId: "fighter",
      accuracy: 5,
      criticalValue: 10,
    });
  });

  it("[DMG-02] a weapon too heavy for every class gives no class, extra damage 0 and an error", () => {
    const v = values(weapon({ minStrength: 13, accuracy: 1, extraDamage: 2 }), [cls("fencer", 4)]);
    expect(v).toMatchObject({ classId: null, accuracy: 1, extraDamage: 0 });
    expect(v.error?.code).toBe("WeaponTooHeavy");
  });

  it("[ROLL-03] Grapplers use wrestling weapons only", () => {
    expect(values(weapon(), [cls("grappler", 4)]).classId).toBeNull();
    expect(values(weapon({ category: "wrestling" }), [cls("grappler", 4)]).classId).toBe("grappler");
  });

  it("[ROLL-03] shooting uses Marksman only; thrown uses the best of Fighter/Fencer/Marksman", () => {
    const bow = weapon({ category: "bow", attackKind: "shooting" });
    expect(values(bow, [cls("marksman", 3)])).toMatchObject({
      classId: "marksman",
      accuracy: 5,
      extraDamage: 5,
    });
    expect(values(bow, [cls("fighter", 5)])).toMatchObject({ classId: null, accuracy: 0, extraDamage: 0 });
    const dart = weapon({ category: "thrown", attackKind: "thrown" });
    expect(values(dart, [cls("marksman", 4), cls("fighter", 2)]).classId).toBe("marksman");
    expect(values(dart, [cls("marksman", 1), cls("fighter", 2)]).classId).toBe("fighter");
  });

  it("[DMG-02] crossbows add the Marksman level without the Str mod", () => {
    const crossbow = weapon({ category: "crossbow", attackKind: "shooting", extraDamage: 1 });
    expect(values(crossbow, [cls("marksman", 3)]).extraDamage).toBe(4);
  });

  it("[DMG-02] guns: extra damage is the Artificer magic power, magical damage; no Artificer → 0", () => {
    const gun = weapon({ category: "gun", attackKind: "shooting", isGun: true, minStrength: 1 });
    expect(values(gun, [cls("marksman", 2), cls("artificer", 3)])).toMatchObject({
      classId: "marksman",
      accuracy: 4,
      extraDamage: 5,
      magical: true,
    });
    expect(values(gun, [cls("marksman", 2)]).extraDamage).toBe(0);
  });

  it("[FACTS-7] [DMG-04] Weapon Proficiency A +1, S +3 in total, only for its category, outside extra damage", () => {
    const fighter = [cls("fighter", 3)];
    expect(values(weapon(), fighter, [feat("weaponProficiencyA")])).toMatchObject({
      extraDamage: 5,
      proficiency: 1,
    });
    expect(values(weapon(), fighter, [feat("weaponProficiencyA"), feat("weaponProficiencyS")])).toMatchObject(
      { extraDamage: 5, proficiency: 3 },
    );
    expect(values(weapon(), fighter, [feat("weaponProficiencyS", { weaponCategory: "axe" })])).toMatchObject({
      extraDamage: 5,
      proficiency: 0,
    });
  });

  it("[ROLL-09] the attacker's C base is kept unbounded for target-side modifiers", () => {
    const v = values(weapon({ criticalValue: 8, minStrength: 1 }), [cls("fencer", 2)], [], {
      criticalValueBonus: -1,
    });
    expect(v.criticalValue).toBe(8);
    expect(v.criticalBase).toBe(6);
  });

  it("[ROLL-09] a C value below 8 counts as 8; 13 or more means no critical", () => {
    expect(values(weapon({ criticalValue: 8, minStrength: 1 }), [cls("fencer", 2)]).criticalValue).toBe(8);
    expect(values(weapon(), [cls("fighter", 2)], [], { criticalValueBonus: 3 }).criticalValue).toBeNull();
    expect(values(weapon(), [cls("fighter", 2)], [], { criticalValueBonus: 2 }).criticalValue).toBe(12);
  });

  it("[FACTS-1] accuracy and extra damage bonus fields add on; power is capped at 100", () => {
    const v = values(weapon({ power: 250 }), [cls("fighter", 3)], [], {
      accuracyBonus: 1,
      extraDamageBonus: 2,
    });
    expect(v).toMatchObject({ accuracy: 6, extraDamage: 7, power: 100 });
  });
});

describe("weapon rank limits", () => {
  const fighter = [cls("fighter", 3)];
  const profA = feat("weaponProficiencyA");
  const profS = feat("weaponProficiencyS");
  const master = feat("weaponMaster");

  it("[FACTS-4] [ROLL-03] [DMG-02] rank B needs no feat: accuracy 5, extra damage 5", () => {
    expect(values(weapon({ rank: "B" }), fighter)).toMatchObject({
      accuracy: 5,
      extraDamage: 5,
      usable: true,
      error: null,
    });
  });

  it("[FACTS-4] [ROLL-03] [DMG-02] rank A without Proficiency A: unusable, accuracy and extra damage 0", () => {
    const v = values(weapon({ rank: "A", accuracy: 1, extraDamage: 2 }), fighter);
    expect(v).toMatchObject({ accuracy: 0, extraDamage: 0, proficiency: 0, usable: false, power: 20 });
    expect(v.error).toMatchObject({
      code: "WeaponRankTooHigh",
      params: { itemId: "w1", rank: "A", category: "sword", feat: "weaponProficiencyA" },
    });
    expect(values(weapon({ rank: "A", accuracy: 1, extraDamage: 2 }), fighter, [profA])).toMatchObject({
      accuracy: 6,
      extraDamage: 7,
      proficiency: 1,
      usable: true,
      error: null,
    });
  });

  it("[FACTS-4] [DMG-02] rank S needs Proficiency S (+3 damage); A alone is not enough", () => {
    expect(values(weapon({ rank: "S" }), fighter, [profA]).error?.params?.feat).toBe("weaponProficiencyS");
    expect(values(weapon({ rank: "S" }), fighter, [profA, profS])).toMatchObject({
      accuracy: 5,
      extraDamage: 5,
      proficiency: 3,
      usable: true,
    });
  });

  it("[FACTS-4] [ROLL-03] [DMG-02] rank SS needs Weapon Master in the weapon's category", () => {
    expect(values(weapon({ rank: "SS" }), fighter, [profA, profS])).toMatchObject({
      accuracy: 0,
      extraDamage: 0,
      usable: false,
      error: { code: "WeaponRankTooHigh", params: { feat: "weaponMaster" } },
    });
    expect(
      values(weapon({ rank: "SS" }), fighter, [profS, { ...master, weaponCategory: "axe" }]).usable,
    ).toBe(false);
    expect(values(weapon({ rank: "SS" }), fighter, [profA, profS, master])).toMatchObject({
      accuracy: 5,
      extraDamage: 5,
      proficiency: 3,
      usable: true,
      error: null,
    });
  });

  it("[FACTS-4] the rank error wins over too heavy; a gun of too high a rank loses its magic power", () => {
    const heavy = values(weapon({ rank: "A", minStrength: 13 }), fighter);
    expect(heavy.error?.code).toBe("WeaponRankTooHigh");
    const gun = weapon({ category: "gun", attackKind: "shooting", isGun: true, minStrength: 1, rank: "S" });
    expect(values(gun, [cls("marksman", 2), cls("artificer", 3)])).toMatchObject({
      accuracy: 0,
      extraDamage: 0,
      usable: false,
    });
  });
});
