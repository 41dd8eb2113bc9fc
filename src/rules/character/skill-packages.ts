import type { ClassEntry } from "./classes.js";
import { classLevel } from "./classes.js";
import { wholeNumber } from "./numbers.js";
import type { Ability, ClassId } from "./vocabulary.js";

/** Package names (facts §3): 技巧 finesse, 運動 movement, 観察 observation, 知識 knowledge, 見識 lore, 先制 initiative. */
export const PACKAGE_IDS = ["finesse", "movement", "observation", "knowledge", "lore", "initiative"] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export interface PackageOptions {
  /** Rider's Observation package needs the *Search Command* stunt (facts §3); stunts are not modelled. */
  readonly riderObservation: boolean;
}

export const DEFAULT_PACKAGE_OPTIONS: PackageOptions = { riderObservation: false };

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
};

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
  for (const [classId, rows] of Object.entries(PACKAGE_TABLE) as [
    ClassId,
    (typeof PACKAGE_TABLE)[ClassId],
  ][]) {
    const level = classLevel(classes, classId);
    if (level === 0 || rows === undefined) continue;
    for (const [packageId, ability] of rows) {
      if (classId === "rider" && packageId === "observation" && !options.riderObservation) continue;
      packages.push({
        key: `${classId}.${packageId}`,
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
