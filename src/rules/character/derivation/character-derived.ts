/**
 * A character's derived values (abilities, levels, HP/MP, checks, combat values) from its stored input and
 * bonuses.
 */
import type { RuleError } from "../../errors.js";
import { wholeNumber } from "../numbers.js";
import { restrictedClassIdsOf } from "../races/race-data.js";
import { consumableBonus } from "../supplies/consumables.js";
import type { Ability, BaseStat, ClassId } from "../vocabulary.js";
import { type AbilityInput, abilityModifiers, abilityScores } from "./abilities.js";
import { adventurerLevel, bestLevel, type ClassEntry, classLevel, wizardLevelSum } from "./classes.js";
import { type ArmorInput, defenseValues, type ShieldInput } from "./defense-values.js";
import {
  classExperience,
  type ExperienceInput,
  type ExperienceTotals,
  experienceTotals,
  spentExperience,
} from "./experience.js";
import { type FeatEntry, magicPowerEnhanceBonus, toughnessHp } from "./feats.js";
import { type MagicPowerEntry, magicPowers, type TechniquePower, techniquePowers } from "./magic-power.js";
import { type MovementSpeeds, movementSpeeds } from "./movement.js";
import {
  DEFAULT_PACKAGE_OPTIONS,
  type PackageOptions,
  type SkillPackage,
  skillPackages,
  strategistInitiative,
} from "./skill-packages.js";
import { type WeaponInput, type WeaponValues, weaponValues } from "./weapon-values.js";

/** The fields Active Effects should target (`system.bonuses.<key>`); each is added to its derived value. */
export interface CharacterBonuses {
  readonly hp: number;
  readonly mp: number;
  readonly fortitude: number;
  readonly willpower: number;
  readonly initiative: number;
  readonly monsterKnowledge: number;
  readonly magicPower: number;
  readonly accuracy: number;
  readonly evasion: number;
  readonly extraDamage: number;
  readonly defense: number;
  readonly movement: number;
  readonly criticalValue: number;
}

/** Every bonus an Active Effect can target, in the order sheets list them (`bonuses.<key>`). */
export const CHARACTER_BONUS_KEYS = [
  "hp",
  "mp",
  "fortitude",
  "willpower",
  "initiative",
  "monsterKnowledge",
  "magicPower",
  "accuracy",
  "evasion",
  "extraDamage",
  "defense",
  "movement",
  "criticalValue",
] as const satisfies readonly (keyof CharacterBonuses)[];

/** No Active Effect changes anything: every bonus 0. */
export const NO_BONUSES: CharacterBonuses = {
  hp: 0,
  mp: 0,
  fortitude: 0,
  willpower: 0,
  initiative: 0,
  monsterKnowledge: 0,
  magicPower: 0,
  accuracy: 0,
  evasion: 0,
  extraDamage: 0,
  defense: 0,
  movement: 0,
  criticalValue: 0,
};

export interface CharacterInput {
  readonly base: Readonly<Record<BaseStat, number>>;
  readonly abilities: Readonly<Record<Ability, AbilityInput>>;
  readonly classes: readonly ClassEntry[];
  readonly feats: readonly FeatEntry[];
  /**
   * The race's numbers: no MP, racial Defense (scaly skin), racial magic power (a Highman's [魔法の申し子]:
   * +1 to every magic power; absent = 0).
   */
  readonly race: {
    readonly noMagicPoints: boolean;
    readonly defense: number;
    readonly magicPower?: number;
    /** The race item's name: a race of ytsheet2's races file closes some classes (race-data.ts). */
    readonly name?: string;
  } | null;
  /** Equipped weapons only. */
  readonly weapons: readonly WeaponInput[];
  readonly armor: ArmorInput | null;
  readonly shields: readonly ShieldInput[];
  readonly bonuses: CharacterBonuses;
  readonly experience: ExperienceInput;
  /** Table options for packages (facts §3); absent = defaults. */
  readonly packageOptions?: PackageOptions;
  /** Added to the ability modifiers, not the scores (a Lykant's beast form: Strength modifier +2); absent = 0. */
  readonly modifierBonus?: Readonly<Partial<Record<Ability, number>>>;
}

export interface CharacterDerived {
  readonly scores: Record<Ability, number>;
  readonly modifiers: Record<Ability, number>;
  readonly adventurerLevel: number;
  readonly hpMax: number;
  readonly mpMax: number;
  readonly fortitude: number;
  readonly willpower: number;
  /** null when the character has neither Scout nor Tactician (nor an unlocked Physical Master): a plain 2d. */
  readonly initiative: number | null;
  /** null without Sage, Rider or Dark Hunter levels (or an unlocked Physical Master's). */
  readonly monsterKnowledge: number | null;
  readonly magicPowers: readonly MagicPowerEntry[];
  /** Bard, Alchemist, Dark Hunter and Mystic powers: level + modifier (facts §2). */
  readonly techniquePowers: readonly TechniquePower[];
  /** Skill packages: class level + ability modifier (facts §3). */
  readonly packages: readonly SkillPackage[];
  readonly movement: MovementSpeeds;
  readonly evasionClass: ClassId | null;
  readonly evasion: number;
  readonly defense: number;
  readonly metalArmor: boolean;
  readonly weapons: readonly WeaponValues[];
  readonly experience: ExperienceTotals & {
    /** What the class levels cost (FACTS-2), whatever the player typed. */
    readonly fromClasses: number;
    /** The spent value used: `fromClasses`, or the stored one when overridden. */
    readonly spent: number;
    /** Spent exceeds the total: the sheet warns. */
    readonly overspent: boolean;
  };
  /** Added to a herb's / potion's recovery roll: Ranger + Dex / Int modifier, 0 without Ranger (DMG-02). */
  readonly recoveryBonus: { readonly herb: number; readonly potion: number };
  /** Equipment the character cannot lift and similar problems, for the sheet to show. */
  readonly errors: readonly RuleError[];
}

/** A class with a level that ytsheet2's races file does not open to the race: one problem each. */
function raceClassProblems(input: CharacterInput): RuleError[] {
  const race = input.race?.name ?? "";
  const closed = race === "" ? [] : restrictedClassIdsOf(race);
  return input.classes
    .filter((c) => closed.includes(c.classId) && wholeNumber(c.level) > 0)
    .map((c) => ({
      code: "RaceClassRestricted",
      message: `the race ${race} is not open to the class ${c.classId} (ytsheet2's races file)`,
      params: { race, classId: c.classId },
    }));
}

/** Best class among `ids` + modifier, or null with no level in any (facts §1 Initiative, Monster Knowledge). */
function classCheck(
  classes: readonly ClassEntry[],
  ids: readonly ClassId[],
  modifier: number,
  bonus: number,
) {
  const level = bestLevel(classes, ids);
  return level > 0 ? level + modifier + wholeNumber(bonus) : null;
}

/** The classes whose level makes Initiative and Monster Knowledge, with a Physical Master's once unlocked. */
const INITIATIVE_CLASSES: readonly ClassId[] = ["scout", "tactician"];
const INITIATIVE_CLASSES_MASTER: readonly ClassId[] = [...INITIATIVE_CLASSES, "physicalMaster"];
const LORE_CLASSES: readonly ClassId[] = ["sage", "rider", "darkHunter"];
const LORE_CLASSES_MASTER: readonly ClassId[] = [...LORE_CLASSES, "physicalMaster"];

/**
 * Initiative = best of Scout / War Leader level + Agi mod (facts §1), or War Leader + Int mod + 1 with
 * 陣率：軍師の知略 (`strategistInitiative`), whichever is higher; a Physical Master who knows 魔将の慧眼 counts
 * like a Scout (ytsheet2's 先制 package of that class); null without any of them.
 */
function initiative(
  input: CharacterInput,
  modifiers: Readonly<Record<Ability, number>>,
  options: PackageOptions,
): number | null {
  const ids = options.physicalMasterInitiative ? INITIATIVE_CLASSES_MASTER : INITIATIVE_CLASSES;
  const agility = classCheck(input.classes, ids, modifiers.agility, 0);
  const wit = strategistInitiative(input.classes, modifiers, options);
  if (agility === null) return null;
  return Math.max(agility, wit ?? agility) + wholeNumber(input.bonuses.initiative);
}

function experienceSummary(input: CharacterInput): CharacterDerived["experience"] {
  const spent = spentExperience(input.experience, input.classes);
  const totals = experienceTotals({ ...input.experience, spent });
  return { ...totals, fromClasses: classExperience(input.classes), spent, overspent: totals.unspent < 0 };
}

/**
 * Every derived number of a character (facts §1; ROLL-03; DMG-02; MOVE-05; ROLL-01 experience).
 * Max HP = Vit + 3 × AL (+15 per Toughness); max MP = Spi + 3 × wizard levels, 0 for races without MP;
 * Fortitude = AL + Vit mod; Willpower = AL + Spi mod; Initiative = Scout or Tactician + Agi mod (Int + 1 with 軍師の知略);
 * Monster Knowledge = Sage, Rider or Dark Hunter + Int mod (each also Physical Master, once its 魔装 unlocks it).
 */
export function deriveCharacter(input: CharacterInput): CharacterDerived {
  const scores = abilityScores(input.base, input.abilities);
  const modifiers = abilityModifiers(scores);
  for (const [ability, add] of Object.entries(input.modifierBonus ?? {}) as [Ability, number][])
    modifiers[ability] += wholeNumber(add);
  const level = adventurerLevel(input.classes);
  const bonus = input.bonuses;
  const options = input.packageOptions ?? DEFAULT_PACKAGE_OPTIONS;
  const powers = magicPowers(
    input.classes,
    modifiers.intelligence,
    wholeNumber(bonus.magicPower) + wholeNumber(input.race?.magicPower) + magicPowerEnhanceBonus(input.feats),
  );
  const hpMax =
    scores.vitality +
    3 * level +
    toughnessHp(input.feats, classLevel(input.classes, "fighter")) +
    wholeNumber(bonus.hp);
  const mpMax = input.race?.noMagicPoints
    ? 0
    : Math.max(0, scores.spirit + 3 * wizardLevelSum(input.classes) + wholeNumber(bonus.mp));
  const defense = defenseValues({
    classes: input.classes,
    feats: input.feats,
    strength: scores.strength,
    agilityModifier: modifiers.agility,
    armor: input.armor,
    shields: input.shields,
    raceDefense: input.race?.defense ?? 0,
    evasionBonus: bonus.evasion,
    defenseBonus: bonus.defense,
  });
  const weapons = input.weapons.map((weapon) =>
    weaponValues(weapon, {
      classes: input.classes,
      feats: input.feats,
      strength: scores.strength,
      dexterityModifier: modifiers.dexterity,
      strengthModifier: modifiers.strength,
      magicPowers: powers,
      accuracyBonus: bonus.accuracy,
      extraDamageBonus: bonus.extraDamage,
      criticalValueBonus: bonus.criticalValue,
    }),
  );
  const errors: RuleError[] = [...defense.errors];
  for (const weapon of weapons) if (weapon.error) errors.push(weapon.error);
  errors.push(...raceClassProblems(input));
  return {
    scores,
    modifiers,
    adventurerLevel: level,
    hpMax: Math.max(0, hpMax),
    mpMax,
    fortitude: level + modifiers.vitality + wholeNumber(bonus.fortitude),
    willpower: level + modifiers.spirit + wholeNumber(bonus.willpower),
    initiative: initiative(input, modifiers, options),
    // A Physical Master who knows 魔将の経験 counts like a Sage (ytsheet2's 魔物知識 package of that class).
    monsterKnowledge: classCheck(
      input.classes,
      options.physicalMasterLore ? LORE_CLASSES_MASTER : LORE_CLASSES,
      modifiers.intelligence,
      bonus.monsterKnowledge,
    ),
    magicPowers: powers,
    techniquePowers: techniquePowers(input.classes, modifiers),
    packages: skillPackages(input.classes, modifiers, options),
    movement: movementSpeeds(scores.agility, bonus.movement),
    evasionClass: defense.evasionClass,
    evasion: defense.evasion,
    defense: defense.defense,
    metalArmor: defense.metalArmor,
    weapons,
    experience: experienceSummary(input),
    recoveryBonus: {
      herb: consumableBonus("herb", input.classes, modifiers) ?? 0,
      potion: consumableBonus("potion", input.classes, modifiers) ?? 0,
    },
    errors,
  };
}
