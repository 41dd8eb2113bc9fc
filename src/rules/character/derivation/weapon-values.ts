/**
 * A weapon's accuracy, extra damage and critical value for a character: the class it attacks with and its
 * limits.
 */
import { criticalValue } from "../../dice/critical-value.js";
import type { RuleError } from "../../errors.js";
import { wholeNumber } from "../numbers.js";
import type { AttackKind, ClassId, EquipmentRank, WeaponCategory } from "../vocabulary.js";
import { type ClassEntry, classLevel } from "./classes.js";
import { weaponRankAllowed, weaponRankError } from "./equipment-rank.js";
import { type FeatEntry, weaponProficiencyBonus } from "./feats.js";
import { type MagicPowerEntry, magicPowerOf } from "./magic-power.js";

export interface WeaponInput {
  readonly id: string;
  readonly category: WeaponCategory;
  readonly rank: EquipmentRank;
  readonly attackKind: AttackKind;
  readonly isGun: boolean;
  readonly minStrength: number;
  readonly accuracy: number;
  readonly power: number;
  readonly criticalValue: number;
  readonly extraDamage: number;
}

export interface WeaponContext {
  readonly classes: readonly ClassEntry[];
  readonly feats: readonly FeatEntry[];
  readonly strength: number;
  readonly dexterityModifier: number;
  readonly strengthModifier: number;
  readonly magicPowers: readonly MagicPowerEntry[];
  /** Active Effect bonuses. */
  readonly accuracyBonus: number;
  readonly extraDamageBonus: number;
  readonly criticalValueBonus: number;
}

export interface WeaponValues {
  readonly id: string;
  /** The class the attack uses, null without a usable one (accuracy and extra damage then lack class parts). */
  readonly classId: ClassId | null;
  readonly classLevel: number;
  readonly accuracy: number;
  readonly extraDamage: number;
  /** Guns deal magic damage (DMG-01). */
  readonly magical: boolean;
  readonly power: number;
  /** The attacker's own C value (before target modifiers), null when no critical is possible. */
  readonly criticalValue: number | null;
  /**
   * The attacker's side of the C value before the 8/13 bounds (weapon + Fencer + bonuses): target-side
   * modifiers are added to it and the bounds applied once, after all of them (ROLL-08, ROLL-09).
   */
  readonly criticalBase: number;
  /** Weapon Proficiency: a damage increase, added after halving and never halved (DMG-04); not in extraDamage. */
  readonly proficiency: number;
  /** False when the weapon's rank is above the character's proficiency: no accuracy or extra damage. */
  readonly usable: boolean;
  /** Why the weapon cannot be used (rank) or is used without a class (too heavy for every class). */
  readonly error: RuleError | null;
}

/**
 * Classes that give accuracy by attack kind. ROLL-03
 * Battle Dancer (a supplement warrior, facts §2) fights like a Fighter in melee. The Physical Master gives
 * accuracy from level 1 (ytsheet2's data-class.pl `accUnlock`, commit 28d36952, no weapon named): our reading
 * lets it fight like a Fighter (melee and thrown).
 */
const ACCURACY_CLASSES: Readonly<Record<AttackKind, readonly ClassId[]>> = {
  melee: ["fighter", "grappler", "battleDancer", "fencer", "physicalMaster"],
  thrown: ["fighter", "fencer", "marksman", "physicalMaster"],
  shooting: ["marksman"],
};

/** Fencers use half their Strength, rounded up, for equipment limits (facts §1). */
export function equipStrength(strength: number, classId: ClassId | null): number {
  const s = wholeNumber(strength, 0);
  return classId === "fencer" ? Math.ceil(s / 2) : s;
}

/** Grapplers use only Wrestling weapons (facts §2). */
function classFits(classId: ClassId, weapon: WeaponInput): boolean {
  return classId !== "grappler" || weapon.category === "wrestling";
}

/**
 * The class an attack uses: the highest level among those that fit and can lift the weapon;
 * on a tie Fencer wins, since its −1 C value is never worse (ROLL-08).
 */
export function attackClass(
  weapon: WeaponInput,
  classes: readonly ClassEntry[],
  strength: number,
): { classId: ClassId | null; level: number; tooHeavy: boolean } {
  const kind: AttackKind = weapon.isGun ? "shooting" : weapon.attackKind;
  let best: { classId: ClassId | null; level: number } = { classId: null, level: 0 };
  let tooHeavy = false;
  // An own key only: a stored attack kind named "constructor" gives no class (an actor file may hold one).
  const fitting = Object.hasOwn(ACCURACY_CLASSES, kind) ? ACCURACY_CLASSES[kind] : [];
  for (const classId of fitting) {
    const level = classLevel(classes, classId);
    if (level === 0 || !classFits(classId, weapon)) continue;
    if (wholeNumber(weapon.minStrength, 0) > equipStrength(strength, classId)) {
      tooHeavy = true;
      continue;
    }
    if (level > best.level || (level === best.level && classId === "fencer")) best = { classId, level };
  }
  return { ...best, tooHeavy: tooHeavy && best.classId === null };
}

/**
 * Accuracy, extra damage, power and C value of one equipped weapon.
 * ROLL-03 accuracy = class level + Dex mod + weapon mod; DMG-02 extra damage = class level + Str mod +
 * weapon mod, crossbows without the Str mod, guns = Artificer magic power;
 * no usable class → accuracy without class level or Dex mod, extra damage 0 (guns still use Artificer magic power).
 * A rank the character may not use (facts §4) leaves accuracy and extra damage at 0 and `usable` false.
 * ROLL-08 Fencer −1 C value, through `criticalValue` (ROLL-09 bounds).
 * DMG-04: Weapon Proficiency is a damage increase (`proficiency`), outside the extra damage that halving halves.
 */
export function weaponValues(weapon: WeaponInput, context: WeaponContext): WeaponValues {
  const chosen = attackClass(weapon, context.classes, context.strength);
  const usable = weaponRankAllowed(weapon.rank, weapon.category, context.feats);
  const hasClass = chosen.classId !== null;
  const proficiency = usable ? weaponProficiencyBonus(context.feats, weapon.category) : 0;
  const weaponAccuracy = wholeNumber(weapon.accuracy);
  const weaponDamage = wholeNumber(weapon.extraDamage);
  const accuracy =
    (hasClass ? chosen.level + wholeNumber(context.dexterityModifier, 0) : 0) +
    weaponAccuracy +
    wholeNumber(context.accuracyBonus);
  let classDamage = 0;
  if (weapon.isGun) classDamage = magicPowerOf(context.magicPowers, "artificer");
  else if (hasClass && weapon.category === "crossbow") classDamage = chosen.level;
  else if (hasClass) classDamage = chosen.level + wholeNumber(context.strengthModifier, 0);
  const extraDamage =
    hasClass || weapon.isGun ? classDamage + weaponDamage + wholeNumber(context.extraDamageBonus) : 0;
  const criticalBase =
    wholeNumber(weapon.criticalValue, 0, 10) +
    wholeNumber(context.criticalValueBonus) -
    (chosen.classId === "fencer" ? 1 : 0);
  const critical = criticalValue({ base: criticalBase, attack: weapon.isGun ? "gun" : weapon.attackKind });
  let error: RuleError | null = null;
  if (!usable) error = weaponRankError(weapon.id, weapon.rank, weapon.category);
  else if (chosen.tooHeavy)
    error = {
      code: "WeaponTooHeavy",
      message: `minimum strength ${weapon.minStrength} is more than the character can lift`,
      params: { itemId: weapon.id, minStrength: weapon.minStrength, strength: context.strength },
    };
  return {
    id: weapon.id,
    classId: chosen.classId,
    classLevel: chosen.level,
    accuracy: usable ? accuracy : 0,
    extraDamage: usable ? extraDamage : 0,
    magical: weapon.isGun,
    power: Math.min(100, wholeNumber(weapon.power, 0)),
    criticalValue: critical,
    criticalBase,
    proficiency,
    usable,
    error,
  };
}
