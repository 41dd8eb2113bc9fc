/** Magic power per wizard-type class and the one a spell of a school is cast with. */

import { wholeNumber } from "../numbers.js";
import type { Ability, ClassId, MagicSchool } from "../vocabulary.js";
import { type ClassEntry, classKind, classLevel } from "./classes.js";

export interface MagicPowerEntry {
  /** The class, or "wizard" for Deep Magic. */
  readonly source: ClassId | "wizard";
  readonly level: number;
  readonly magicPower: number;
}

/**
 * Magic Power per wizard-type class = level + Int modifier (+ bonus) (facts §1, §8).
 * Deep Magic (Wizard) needs both Sorcerer and Conjurer and uses the higher of the two levels;
 * its `level` here is the lower one, which caps the spell level it may cast (facts §2, [S]).
 */
export function magicPowers(
  classes: readonly ClassEntry[],
  intelligenceModifier: number,
  bonus = 0,
): MagicPowerEntry[] {
  const add = wholeNumber(intelligenceModifier) + wholeNumber(bonus);
  const entries: MagicPowerEntry[] = [];
  const seen = new Set<ClassId>();
  for (const entry of classes) {
    if (classKind(entry) !== "wizard" || seen.has(entry.classId)) continue;
    seen.add(entry.classId);
    // "custom" names several classes: only the spell-casting ones give a custom magic power its level.
    const level =
      entry.classId === "custom"
        ? Math.max(
            0,
            ...classes
              .filter((c) => c.classId === "custom" && classKind(c) === "wizard")
              .map((c) => wholeNumber(c.level, 0)),
          )
        : classLevel(classes, entry.classId);
    if (level > 0) entries.push({ source: entry.classId, level, magicPower: level + add });
  }
  const sorcerer = classLevel(classes, "sorcerer");
  const conjurer = classLevel(classes, "conjurer");
  if (sorcerer > 0 && conjurer > 0)
    entries.push({
      source: "wizard",
      level: Math.min(sorcerer, conjurer),
      magicPower: Math.max(sorcerer, conjurer) + add,
    });
  return entries;
}

/** The magic power of one source, 0 without levels in it (DMG-02: guns use Artificer's). */
export function magicPowerOf(entries: readonly MagicPowerEntry[], source: ClassId | "wizard"): number {
  return entries.find((entry) => entry.source === source)?.magicPower ?? 0;
}

/** The class whose magic power casts each school (facts §2, §8); Deep Magic uses the Wizard entry. */
export const SCHOOL_SOURCE: Readonly<Record<MagicSchool, ClassId | "wizard">> = {
  truespeech: "sorcerer",
  spiritualism: "conjurer",
  deepMagic: "wizard",
  divine: "priest",
  magitech: "artificer",
  fairy: "fairyTamer",
  nature: "druid",
  summoning: "daemonRuler",
  abyssal: "abyssGazer",
};

/**
 * Magic power for a spell of `school`, or null when the caster has no level in its class
 * (spellcasting check = 2d + magic power; damage = power table + magic power, facts §8).
 */
export function schoolMagicPower(entries: readonly MagicPowerEntry[], school: string): number | null {
  // An own key only: a stored school named "constructor" or "toString" is no school.
  if (!Object.hasOwn(SCHOOL_SOURCE, school)) return null;
  const source = SCHOOL_SOURCE[school as MagicSchool];
  return entries.find((entry) => entry.source === source)?.magicPower ?? null;
}

/** A technique family's power: class level + one ability modifier. */
export interface TechniquePower {
  readonly classId: "bard" | "alchemist" | "darkHunter" | "mystic";
  readonly level: number;
  readonly power: number;
}

/**
 * Which ability each power adds (facts §2: Bard Spirit, Alchemist Intelligence; Dark Hunter Spirit, ytsheet2 [S];
 * Mystic's 占瞳 Intelligence: ytsheet2's data-class.pl, craft `stt => '知力'`, commit 28d36952).
 */
const TECHNIQUE_POWER_ABILITY = [
  ["bard", "spirit"],
  ["alchemist", "intelligence"],
  ["darkHunter", "spirit"],
  ["mystic", "intelligence"],
] as const satisfies readonly (readonly [TechniquePower["classId"], Ability])[];

/**
 * The Bard's 奏力, the Alchemist's 賦術 power, the Dark Hunter's 操気 power and the Mystic's 占瞳 power: level +
 * modifier (facts §2; ytsheet2's magicPowerBar / Alc / Dar / Mys), for the classes the character has, in that order.
 */
export function techniquePowers(
  classes: readonly ClassEntry[],
  modifiers: Readonly<Record<Ability, number>>,
): TechniquePower[] {
  const powers: TechniquePower[] = [];
  for (const [classId, ability] of TECHNIQUE_POWER_ABILITY) {
    const level = classLevel(classes, classId);
    if (level > 0) powers.push({ classId, level, power: level + wholeNumber(modifiers[ability]) });
  }
  return powers;
}
