/**
 * Equipment rank limits (facts §4, §7): anyone uses rank B; A needs Proficiency A in the item's category,
 * S needs Proficiency S, SS needs the Master feat. A higher step covers the lower ranks, since each feat
 * is the prerequisite of the next.
 * [U] Weapon Master and Armor Master are read per category (the feat item's weaponCategory/armorCategory),
 * like the Proficiency feats they build on.
 */
import type { RuleError } from "../../errors.js";
import type { ArmorProficiencyCategory, EquipmentRank, FeatEffect, WeaponCategory } from "../vocabulary.js";
import type { FeatEntry } from "./feats.js";

const RANK_STEP: Readonly<Record<EquipmentRank, number>> = { B: 0, A: 1, S: 2, SS: 3 };

/** The feat giving each step, index = step. */
const WEAPON_FEATS = ["none", "weaponProficiencyA", "weaponProficiencyS", "weaponMaster"] as const;
const ARMOR_FEATS = ["none", "armorProficiencyA", "armorProficiencyS", "armorMaster"] as const;

/** The step a rank needs; an unknown rank (bad stored data) counts as B rather than locking the item. */
function rankStep(rank: unknown): number {
  return typeof rank === "string" && Object.hasOwn(RANK_STEP, rank) ? RANK_STEP[rank as EquipmentRank] : 0;
}

function bestStep(
  feats: readonly FeatEntry[],
  ladder: readonly FeatEffect[],
  inCategory: (feat: FeatEntry) => boolean,
): number {
  let step = 0;
  for (const feat of feats) {
    const featStep = ladder.indexOf(feat.effect);
    if (featStep > step && inCategory(feat)) step = featStep;
  }
  return step;
}

/** May a character with these feats use a weapon of this rank and category? (facts §4) */
export function weaponRankAllowed(
  rank: EquipmentRank,
  category: WeaponCategory,
  feats: readonly FeatEntry[],
): boolean {
  return bestStep(feats, WEAPON_FEATS, (f) => f.weaponCategory === category) >= rankStep(rank);
}

/** May a character with these feats use armour or a shield of this rank and category? (facts §4) */
export function armorRankAllowed(
  rank: EquipmentRank,
  category: ArmorProficiencyCategory,
  feats: readonly FeatEntry[],
): boolean {
  return bestStep(feats, ARMOR_FEATS, (f) => f.armorCategory === category) >= rankStep(rank);
}

/** The error of a weapon the character may not use; `feat` names what the rank needs. */
export function weaponRankError(itemId: string, rank: EquipmentRank, category: WeaponCategory): RuleError {
  return {
    code: "WeaponRankTooHigh",
    message: `rank ${rank} ${category} weapons need ${WEAPON_FEATS[rankStep(rank)]}`,
    params: { itemId, rank, category, feat: WEAPON_FEATS[rankStep(rank)] ?? "none" },
  };
}

/** The error of armour or a shield the character may not use. */
export function armorRankError(
  itemId: string,
  rank: EquipmentRank,
  category: ArmorProficiencyCategory,
): RuleError {
  return {
    code: "ArmorRankTooHigh",
    message: `rank ${rank} ${category} needs ${ARMOR_FEATS[rankStep(rank)]}`,
    params: { itemId, rank, category, feat: ARMOR_FEATS[rankStep(rank)] ?? "none" },
  };
}
