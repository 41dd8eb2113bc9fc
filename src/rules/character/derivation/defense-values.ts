/**
 * A character's Evasion and Defense from its classes, armour, shield and feats (worn rank and Strength
 * checked).
 */
import type { RuleError } from "../../errors.js";
import { wholeNumber } from "../numbers.js";
import type { ArmorKind, ClassId, EquipmentRank } from "../vocabulary.js";
import { type ClassEntry, classLevel } from "./classes.js";
import { armorRankAllowed, armorRankError } from "./equipment-rank.js";
import { armorProficiencyBonus, evasiveManeuverBonus, type FeatEntry } from "./feats.js";
import { equipStrength } from "./weapon-values.js";

export interface ArmorInput {
  readonly id: string;
  readonly armorKind: ArmorKind;
  readonly rank: EquipmentRank;
  readonly minStrength: number;
  readonly evasion: number;
  readonly defense: number;
  readonly grapplerMay: boolean;
}

export interface ShieldInput {
  readonly id: string;
  readonly metal: boolean;
  readonly rank: EquipmentRank;
  readonly minStrength: number;
  readonly evasion: number;
  readonly defense: number;
  /** Marked "Grappler may equip" (グラップラー装備可): a Grappler or Battle Dancer may evade with it. Absent = false. */
  readonly grapplerMay?: boolean;
}

export interface DefenseInput {
  readonly classes: readonly ClassEntry[];
  readonly feats: readonly FeatEntry[];
  readonly strength: number;
  readonly agilityModifier: number;
  readonly armor: ArmorInput | null;
  readonly shields: readonly ShieldInput[];
  /** Racial Defense, e.g. scaly skin +1 (facts §1). */
  readonly raceDefense: number;
  readonly evasionBonus: number;
  readonly defenseBonus: number;
}

export interface DefenseValues {
  readonly evasionClass: ClassId | null;
  readonly evasion: number;
  readonly defense: number;
  /** True when the armour is metal (the attacker's physical C value +1, ROLL-08). */
  readonly metalArmor: boolean;
  readonly errors: readonly RuleError[];
}

/**
 * Evasion classes; Marksman gives none. ROLL-03 (Battle Dancer as a supplement warrior, facts §2; the Physical
 * Master from level 1, ytsheet2's data-class.pl `evaUnlock`, commit 28d36952).
 */
const EVASION_CLASSES: readonly ClassId[] = [
  "fighter",
  "grappler",
  "battleDancer",
  "fencer",
  "physicalMaster",
];

/**
 * Grapplers and Battle Dancers evade only in armour and shields marked "Grappler may equip" (facts §2: no
 * ordinary shield); an unmarked one keeps that class out of Evasion.
 */
function evasionClassFits(classId: ClassId, input: DefenseInput): boolean {
  if (classId !== "grappler" && classId !== "battleDancer") return true;
  return (
    input.shields.every((shield) => shield.grapplerMay === true) &&
    (input.armor === null || input.armor.grapplerMay)
  );
}

function heaviest(input: DefenseInput): number {
  return Math.max(0, ...[input.armor, ...input.shields].map((item) => wholeNumber(item?.minStrength, 0)));
}

/**
 * Armour and shields of a rank the character may not use (facts §4) count as not worn: no evasion mod,
 * Defense, Proficiency bonus or Strength limit; each adds an ArmorRankTooHigh error.
 */
function usableGear(input: DefenseInput): { input: DefenseInput; errors: RuleError[] } {
  const errors: RuleError[] = [];
  let armor = input.armor;
  if (armor && !armorRankAllowed(armor.rank, armor.armorKind, input.feats)) {
    errors.push(armorRankError(armor.id, armor.rank, armor.armorKind));
    armor = null;
  }
  const shields = input.shields.filter((shield) => {
    if (armorRankAllowed(shield.rank, "shield", input.feats)) return true;
    errors.push(armorRankError(shield.id, shield.rank, "shield"));
    return false;
  });
  return { input: { ...input, armor, shields }, errors };
}

/**
 * Evasion = best evasion class level + Agi mod + armour and shield evasion mods + Evasive Maneuver (+ bonus);
 * without an evasion class only the equipment mods, Evasive Maneuver and bonus count. ROLL-03
 * Defense = armour + shields + Armor Proficiency + race + bonus (facts §4, §7).
 * Fencers must lift the equipment with half their Strength rounded up (facts §1).
 */
export function defenseValues(worn: DefenseInput): DefenseValues {
  const { input, errors } = usableGear(worn);
  const minStrength = heaviest(input);
  let evasionClass: ClassId | null = null;
  let level = 0;
  for (const classId of EVASION_CLASSES) {
    const classLv = classLevel(input.classes, classId);
    if (classLv === 0 || !evasionClassFits(classId, input)) continue;
    if (minStrength > equipStrength(input.strength, classId)) continue;
    if (classLv > level) {
      evasionClass = classId;
      level = classLv;
    }
  }
  if (minStrength > wholeNumber(input.strength, 0))
    errors.push({
      code: "ArmorTooHeavy",
      message: `minimum strength ${minStrength} is more than the character can lift`,
      params: { minStrength, strength: input.strength },
    });
  const gear = [input.armor, ...input.shields];
  const equipmentEvasion = gear.reduce((sum, item) => sum + wholeNumber(item?.evasion), 0);
  const equipmentDefense = gear.reduce((sum, item) => sum + wholeNumber(item?.defense, 0), 0);
  const proficiency =
    (input.armor ? armorProficiencyBonus(input.feats, input.armor.armorKind) : 0) +
    (input.shields.length > 0 ? armorProficiencyBonus(input.feats, "shield") : 0);
  const evasion =
    (evasionClass ? level + wholeNumber(input.agilityModifier, 0) : 0) +
    equipmentEvasion +
    evasiveManeuverBonus(input.feats, evasionClass) +
    wholeNumber(input.evasionBonus);
  return {
    evasionClass,
    evasion,
    defense: Math.max(
      0,
      equipmentDefense + proficiency + wholeNumber(input.raceDefense) + wholeNumber(input.defenseBonus),
    ),
    metalArmor: input.armor?.armorKind === "metal",
    errors,
  };
}
