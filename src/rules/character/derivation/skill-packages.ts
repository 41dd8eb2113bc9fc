/** Class skill packages (技巧, 運動, 観察, 知識, 見識, 先制, 魔物知識): which a character has and their values. */

import { wholeNumber } from "../numbers.js";
import type { Ability, ClassId } from "../vocabulary.js";
import type { ClassEntry } from "./classes.js";
import { classLevel } from "./classes.js";

/**
 * Package names (facts §3): 技巧 finesse, 運動 movement, 観察 observation, 知識 knowledge, 見識 lore, 先制 initiative;
 * 魔物知識 monsterLore (the Physical Master's, ytsheet2's data-class.pl).
 */
export const PACKAGE_IDS = [
  "finesse",
  "movement",
  "observation",
  "knowledge",
  "lore",
  "initiative",
  "monsterLore",
] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export interface PackageOptions {
  /** Rider's Observation package needs the *Search Command* stunt (facts §3); stunts are not modelled. */
  readonly riderObservation: boolean;
  /**
   * The War Leader knows the stratagem 陣率：軍師の知略: Initiative may use the Intelligence modifier
   * (facts §1), see `strategistInitiative`. Absent = false.
   */
  readonly tacticianIntelligence?: boolean;
  /** The Physical Master knows the 魔装 魔将の慧眼: its 先制 (Initiative) package. Absent = false. */
  readonly physicalMasterInitiative?: boolean;
  /** The Physical Master knows the 魔装 魔将の経験: its 魔物知識 (Monster Knowledge) package. Absent = false. */
  readonly physicalMasterLore?: boolean;
}

export const DEFAULT_PACKAGE_OPTIONS: PackageOptions = { riderObservation: false };

/** A technique's name without brackets or spaces, as sheets write them (［魔将の慧眼］, 魔将の慧眼 …). */
const bareName = (name: string) => name.replace(/[\s［］[\]《》〈〉「」]/g, "");

/** The stratagem's name as ytsheet2 and the rulebook write it; 陣率： and brackets around it do not matter. */
export const STRATEGISTS_WIT = "軍師の知略";

/** Whether one of the character's technique names is 陣率：軍師の知略 (［陣率：軍師の知略］, 軍師の知略 …). */
export function knowsStrategistsWit(techniqueNames: readonly string[]): boolean {
  return techniqueNames.some((name) => bareName(name).replace(/^陣率[：:]/, "") === STRATEGISTS_WIT);
}

/** The 魔装 that unlock the Physical Master's packages (ytsheet2's data-class.pl `unlockCraft`, commit 28d36952). */
export const MASTERS_INSIGHT = "魔将の慧眼";
export const MASTERS_EXPERIENCE = "魔将の経験";

/** The package options a character's technique names set (the War Leader's stratagem, the 魔将 魔装). */
export function packageOptionsFromTechniques(techniqueNames: readonly string[]): PackageOptions {
  // Every character is prepared on every change: most know none of these, and pay no regular expression.
  let tacticianIntelligence = false;
  let physicalMasterInitiative = false;
  let physicalMasterLore = false;
  for (const name of techniqueNames) {
    if (name.includes("軍師") && knowsStrategistsWit([name])) tacticianIntelligence = true;
    if (!name.includes("魔将")) continue;
    const bare = bareName(name);
    if (bare === MASTERS_INSIGHT) physicalMasterInitiative = true;
    if (bare === MASTERS_EXPERIENCE) physicalMasterLore = true;
  }
  if (!tacticianIntelligence && !physicalMasterInitiative && !physicalMasterLore) return NO_TECHNIQUE_OPTIONS;
  return {
    riderObservation: DEFAULT_PACKAGE_OPTIONS.riderObservation,
    tacticianIntelligence,
    physicalMasterInitiative,
    physicalMasterLore,
  };
}

/** The options of a character who knows none of those techniques (shared: nothing writes into options). */
const NO_TECHNIQUE_OPTIONS: PackageOptions = Object.freeze({
  riderObservation: DEFAULT_PACKAGE_OPTIONS.riderObservation,
  tacticianIntelligence: false,
  physicalMasterInitiative: false,
  physicalMasterLore: false,
});

/**
 * The War Leader's Initiative with 陣率：軍師の知略 (facts §1: the Intelligence modifier instead of Agility):
 * War Leader level + Intelligence modifier + 1, as ytsheet2 computes its 先制(知) package (the +1 it adds
 * once any 陣率 is known, and this stratagem is one). null without the stratagem or War Leader levels.
 */
export function strategistInitiative(
  classes: readonly ClassEntry[],
  modifiers: Readonly<Record<Ability, number>>,
  options: PackageOptions = DEFAULT_PACKAGE_OPTIONS,
): number | null {
  const level = classLevel(classes, "tactician");
  if (!options.tacticianIntelligence || level === 0) return null;
  return level + wholeNumber(modifiers.intelligence) + 1;
}

/** Which packages each class grants and the ability whose modifier they add (facts §3). */
export const PACKAGE_TABLE: Readonly<Partial<Record<ClassId, readonly (readonly [PackageId, Ability])[]>>> = {
  scout: [
    ["finesse", "dexterity"],
    ["movement", "agility"],
    ["observation", "intelligence"],
  ],
  ranger: [
    ["finesse", "dexterity"],
    ["movement", "agility"],
    ["observation", "intelligence"],
  ],
  sage: [["knowledge", "intelligence"]],
  bard: [["lore", "intelligence"]],
  rider: [
    ["movement", "agility"],
    ["observation", "intelligence"],
    ["knowledge", "intelligence"],
  ],
  alchemist: [["knowledge", "intelligence"]],
  darkHunter: [["knowledge", "intelligence"]],
  geomancer: [["observation", "intelligence"]],
  tactician: [["initiative", "agility"]],
  // ytsheet2's data-class.pl (commit 28d36952): 先制 on Agility, 魔物知識 on Intelligence, each unlocked by a 魔装.
  physicalMaster: [
    ["initiative", "agility"],
    ["monsterLore", "intelligence"],
  ],
};

/** The packages that need an option (a stunt or technique the character knows), by `<class>.<package>`. */
const UNLOCKED_BY: Readonly<Record<string, keyof PackageOptions>> = {
  "rider.observation": "riderObservation",
  "physicalMaster.initiative": "physicalMasterInitiative",
  "physicalMaster.monsterLore": "physicalMasterLore",
};

/** PACKAGE_TABLE as one flat list, built once: each row with its key and the option it needs. */
const PACKAGE_ROWS = (
  Object.entries(PACKAGE_TABLE) as [ClassId, readonly (readonly [PackageId, Ability])[]][]
).map(([classId, rows]) => ({
  classId,
  rows: rows.map(([packageId, ability]) => {
    const key = `${classId}.${packageId}`;
    return { key, packageId, ability, unlock: UNLOCKED_BY[key] };
  }),
}));

export interface SkillPackage {
  /** `<class>.<package>`, unique per character: the sheet's roll buttons use it. */
  readonly key: string;
  readonly classId: ClassId;
  readonly packageId: PackageId;
  readonly ability: Ability;
  readonly value: number;
}

/**
 * Package value = class level + the package ability's modifier (facts §3), one entry per class and package,
 * in the table's order, only for classes the character has.
 */
export function skillPackages(
  classes: readonly ClassEntry[],
  modifiers: Readonly<Record<Ability, number>>,
  options: PackageOptions = DEFAULT_PACKAGE_OPTIONS,
): SkillPackage[] {
  const packages: SkillPackage[] = [];
  for (const { classId, rows } of PACKAGE_ROWS) {
    const level = classLevel(classes, classId);
    if (level === 0) continue;
    for (const { key, packageId, ability, unlock } of rows) {
      if (unlock !== undefined && !options[unlock]) continue;
      packages.push({
        key,
        classId,
        packageId,
        ability,
        value: level + wholeNumber(modifiers[ability]),
      });
    }
  }
  return packages;
}

/**
 * ENV-01/03: the Tumble check's modifier: Tumble is a Movement-package check (Scout, Ranger, Rider: class
 * level + Agility bonus, facts §3), the best one; null without any (no Tumble is rolled).
 */
export function tumbleModifier(
  packages: readonly { readonly packageId: string; readonly value: number }[],
): number | null {
  const movement = packages.filter((p) => p.packageId === "movement").map((p) => p.value);
  return movement.length > 0 ? Math.max(...movement) : null;
}
