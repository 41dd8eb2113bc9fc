import type { ArmorProficiencyCategory, FeatEffect, WeaponCategory } from "./vocabulary.js";

export interface FeatEntry {
  readonly effect: FeatEffect;
  /** I-III as 1-3. */
  readonly rank: number;
  readonly weaponCategory: WeaponCategory;
  readonly armorCategory: ArmorProficiencyCategory;
}

/** Extra max HP per Toughness-type feat (Toughness, Tenacity, Super Tenacity) (facts §1). */
export const TOUGHNESS_HP = 15;
/** Fighter gains Toughness automatically at this level (facts §2). */
export const FIGHTER_TOUGHNESS_LEVEL = 7;

/** Weapon Proficiency: A gives +1 damage, S +3 in total (facts §7); they do not stack. */
export function weaponProficiencyBonus(feats: readonly FeatEntry[], category: WeaponCategory): number {
  let bonus = 0;
  for (const feat of feats) {
    if (feat.weaponCategory !== category) continue;
    if (feat.effect === "weaponProficiencyS") bonus = Math.max(bonus, 3);
    if (feat.effect === "weaponProficiencyA") bonus = Math.max(bonus, 1);
  }
  return bonus;
}

/** Armor Proficiency: A gives +1 Defense, S +3 in total, per category (facts §7). */
export function armorProficiencyBonus(
  feats: readonly FeatEntry[],
  category: ArmorProficiencyCategory,
): number {
  let bonus = 0;
  for (const feat of feats) {
    if (feat.armorCategory !== category) continue;
    if (feat.effect === "armorProficiencyS") bonus = Math.max(bonus, 3);
    if (feat.effect === "armorProficiencyA") bonus = Math.max(bonus, 1);
  }
  return bonus;
}

/**
 * Max HP from Toughness-type feats: +15 each; a Fighter of level 7+ has at least one (the automatic
 * Toughness), so listing that automatic feat as an item as well does not count it twice.
 */
export function toughnessHp(feats: readonly FeatEntry[], fighterLevel: number): number {
  const listed = feats.filter((feat) => feat.effect === "toughness").length;
  const count = Math.max(listed, fighterLevel >= FIGHTER_TOUGHNESS_LEVEL ? 1 : 0);
  return count * TOUGHNESS_HP;
}

export function hasFeat(feats: readonly FeatEntry[], effect: FeatEffect): boolean {
  return feats.some((feat) => feat.effect === effect);
}
