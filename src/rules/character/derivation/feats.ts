/** Combat feats' effects on derived values: proficiencies and Toughness's HP. */
import { wholeNumber } from "../numbers.js";
import type { ArmorProficiencyCategory, ClassId, FeatEffect, WeaponCategory } from "../vocabulary.js";

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

/** The best rank among the character's feats with `effect` (I-III as 1-3), 0 without one. */
function bestRank(feats: readonly FeatEntry[], effect: FeatEffect): number {
  let rank = 0;
  for (const feat of feats) if (feat.effect === effect) rank = Math.max(rank, wholeNumber(feat.rank, 1, 1));
  return Math.min(rank, 3);
}

/**
 * Evasive Maneuver 回避行動: I gives +1 evasion, II +2 when evading with Fencer or Battle Dancer (the classes
 * that learn it) and +1 otherwise, as ytsheet2 computes it (calc-chara.pl, the facts sheet's YT source).
 */
export function evasiveManeuverBonus(feats: readonly FeatEntry[], evasionClass: ClassId | null): number {
  const rank = bestRank(feats, "evasiveManeuver");
  if (rank === 0) return 0;
  return rank >= 2 && (evasionClass === "fencer" || evasionClass === "battleDancer") ? 2 : 1;
}

/** Magic Power Enhancement 魔力強化: I +1, II +2 to every magic power (ytsheet2's calc-chara.pl). */
export function magicPowerEnhanceBonus(feats: readonly FeatEntry[]): number {
  return Math.min(2, bestRank(feats, "magicPowerEnhance"));
}
