import { describe, expect, it } from "vitest";
import {
  armorRankAllowed,
  armorRankError,
  weaponRankAllowed,
  weaponRankError,
} from "../../../../src/rules/character/derivation/equipment-rank.js";
import type { FeatEntry } from "../../../../src/rules/character/derivation/feats.js";
import {
  ARMOR_PROFICIENCY_CATEGORIES,
  EQUIPMENT_RANKS,
  type EquipmentRank,
  FEAT_EFFECTS,
  WEAPON_CATEGORIES,
} from "../../../../src/rules/character/vocabulary.js";
import { fc } from "../../../fc.js";
import { feat } from "../fixtures.js";

const allowedRanks = (allowed: (rank: EquipmentRank) => boolean) => EQUIPMENT_RANKS.filter(allowed);

describe("equipment rank limits", () => {
  it("[FACTS-4] weapons: B for anyone, A with Proficiency A, S with S, SS with Weapon Master", () => {
    const ranks = (feats: FeatEntry[]) => allowedRanks((r) => weaponRankAllowed(r, "sword", feats));
    expect(ranks([])).toEqual(["B"]);
    expect(ranks([feat("weaponProficiencyA")])).toEqual(["B", "A"]);
    expect(ranks([feat("weaponProficiencyA"), feat("weaponProficiencyS")])).toEqual(["B", "A", "S"]);
    expect(ranks([feat("weaponProficiencyS")])).toEqual(["B", "A", "S"]);
    expect(ranks([feat("weaponProficiencyS"), feat("weaponMaster")])).toEqual(["B", "A", "S", "SS"]);
  });

  it("[FACTS-4] weapon feats count only for their own category; armour feats never", () => {
    const axe = { weaponCategory: "axe" } as const;
    const feats = [feat("weaponProficiencyS", axe), feat("weaponMaster", axe), feat("armorMaster")];
    expect(allowedRanks((r) => weaponRankAllowed(r, "sword", feats))).toEqual(["B"]);
    expect(allowedRanks((r) => weaponRankAllowed(r, "axe", feats))).toEqual(["B", "A", "S", "SS"]);
  });

  it("[FACTS-4] armour and shields: Armor Proficiency A/S and Armor Master per category", () => {
    const metal = { armorCategory: "metal" } as const;
    const shield = { armorCategory: "shield" } as const;
    const feats = [
      feat("armorProficiencyA", metal),
      feat("armorProficiencyS", shield),
      feat("armorMaster", shield),
      feat("weaponMaster"),
    ];
    expect(allowedRanks((r) => armorRankAllowed(r, "nonMetal", feats))).toEqual(["B"]);
    expect(allowedRanks((r) => armorRankAllowed(r, "metal", feats))).toEqual(["B", "A"]);
    expect(allowedRanks((r) => armorRankAllowed(r, "shield", feats))).toEqual(["B", "A", "S", "SS"]);
    expect(allowedRanks((r) => armorRankAllowed(r, "metal", [feat("armorProficiencyS", metal)]))).toEqual([
      "B",
      "A",
      "S",
    ]);
  });

  it("[FACTS-4] an unknown stored rank counts as B instead of locking the item", () => {
    expect(weaponRankAllowed("X" as EquipmentRank, "sword", [])).toBe(true);
    expect(armorRankAllowed("toString" as EquipmentRank, "metal", [])).toBe(true);
  });

  it("[FACTS-4] the errors name the rank, category, item and the feat the rank needs", () => {
    expect(weaponRankError("w1", "SS", "bow")).toMatchObject({
      code: "WeaponRankTooHigh",
      params: { itemId: "w1", rank: "SS", category: "bow", feat: "weaponMaster" },
    });
    expect(armorRankError("a1", "A", "shield")).toMatchObject({
      code: "ArmorRankTooHigh",
      params: { itemId: "a1", rank: "A", category: "shield", feat: "armorProficiencyA" },
    });
    expect(armorRankError("a1", "S", "metal").params?.feat).toBe("armorProficiencyS");
  });

  it("[FACTS-4] property: allowed ranks are always B up to some rank, and more feats never forbid one", () => {
    const anyFeat = fc.record({
      effect: fc.constantFrom(...FEAT_EFFECTS),
      rank: fc.integer({ min: 1, max: 3 }),
      weaponCategory: fc.constantFrom(...WEAPON_CATEGORIES),
      armorCategory: fc.constantFrom(...ARMOR_PROFICIENCY_CATEGORIES),
    });
    fc.assert(
      fc.property(
        fc.array(anyFeat, { maxLength: 6 }),
        anyFeat,
        fc.constantFrom(...WEAPON_CATEGORIES),
        fc.constantFrom(...ARMOR_PROFICIENCY_CATEGORIES),
        (feats, extra, weaponCategory, armorCategory) => {
          for (const check of [
            (r: EquipmentRank, f: FeatEntry[]) => weaponRankAllowed(r, weaponCategory, f),
            (r: EquipmentRank, f: FeatEntry[]) => armorRankAllowed(r, armorCategory, f),
          ]) {
            const allowed = allowedRanks((r) => check(r, feats));
            expect(allowed).toEqual(EQUIPMENT_RANKS.slice(0, allowed.length));
            expect(allowed.length).toBeGreaterThan(0);
            for (const r of allowed) expect(check(r, [...feats, extra])).toBe(true);
          }
        },
      ),
    );
  });
});
