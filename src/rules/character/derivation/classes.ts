/**
 * The classes' table (tier and kind) and the levels read from a character's classes (adventurer level, wizard
 * sum).
 */
import { wholeNumber } from "../numbers.js";
import type { ClassId, ClassKind, ClassTier } from "../vocabulary.js";

/** Tier (A = major, B = minor) and kind of every known class (facts §2). */
export const CLASS_TABLE: Readonly<Record<Exclude<ClassId, "custom">, { tier: ClassTier; kind: ClassKind }>> =
  {
    fighter: { tier: "A", kind: "warrior" },
    grappler: { tier: "A", kind: "warrior" },
    battleDancer: { tier: "A", kind: "warrior" },
    fencer: { tier: "B", kind: "warrior" },
    marksman: { tier: "B", kind: "warrior" },
    sorcerer: { tier: "A", kind: "wizard" },
    conjurer: { tier: "A", kind: "wizard" },
    priest: { tier: "A", kind: "wizard" },
    artificer: { tier: "A", kind: "wizard" },
    fairyTamer: { tier: "A", kind: "wizard" },
    druid: { tier: "A", kind: "wizard" },
    daemonRuler: { tier: "A", kind: "wizard" },
    abyssGazer: { tier: "A", kind: "wizard" },
    scout: { tier: "B", kind: "other" },
    ranger: { tier: "B", kind: "other" },
    sage: { tier: "B", kind: "other" },
    enhancer: { tier: "B", kind: "other" },
    bard: { tier: "B", kind: "other" },
    rider: { tier: "B", kind: "other" },
    alchemist: { tier: "B", kind: "other" },
    geomancer: { tier: "B", kind: "other" },
    tactician: { tier: "B", kind: "other" },
    darkHunter: { tier: "B", kind: "other" },
    // ytsheet2's data-class.pl (commit 28d36952): `expTable` is the tier; `type => 'magic-user'` our wizard kind.
    grimoire: { tier: "A", kind: "wizard" },
    physicalMaster: { tier: "B", kind: "other" },
    mystic: { tier: "B", kind: "other" },
    artisan: { tier: "B", kind: "other" },
    aristocrat: { tier: "B", kind: "other" },
  };

export interface ClassEntry {
  readonly classId: ClassId;
  readonly level: number;
  /** Used only for "custom" classes; known classes take theirs from CLASS_TABLE. */
  readonly tier: ClassTier;
  readonly kind: ClassKind;
}

/** A known class's table row; undefined for "custom" and for ids an old or hand-edited document may hold. */
function knownClass(entry: ClassEntry): { tier: ClassTier; kind: ClassKind } | undefined {
  return (CLASS_TABLE as Partial<Record<string, { tier: ClassTier; kind: ClassKind }>>)[entry.classId];
}

export function classKind(entry: ClassEntry): ClassKind {
  return knownClass(entry)?.kind ?? entry.kind;
}

export function classTier(entry: ClassEntry): ClassTier {
  return knownClass(entry)?.tier ?? entry.tier;
}

/** A class's level (0 when absent); a class listed twice counts once, at its highest level. */
export function classLevel(classes: readonly ClassEntry[], id: ClassId): number {
  let level = 0;
  for (const entry of classes) if (entry.classId === id) level = Math.max(level, wholeNumber(entry.level, 0));
  return level;
}

/** The highest level among several classes (Initiative, Monster Knowledge, accuracy choices). */
export function bestLevel(classes: readonly ClassEntry[], ids: readonly ClassId[]): number {
  return Math.max(0, ...ids.map((id) => classLevel(classes, id)));
}

/** Adventurer Level = the highest class level (facts §1). */
export function adventurerLevel(classes: readonly ClassEntry[]): number {
  return Math.max(0, ...classes.map((entry) => wholeNumber(entry.level, 0)));
}

/** Sum of all wizard-type class levels, for max MP (facts §1). */
export function wizardLevelSum(classes: readonly ClassEntry[]): number {
  let sum = 0;
  for (const entry of classes) if (classKind(entry) === "wizard") sum += wholeNumber(entry.level, 0);
  return sum;
}
