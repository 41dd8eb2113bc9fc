/** The warrior classes that can feed Accuracy, Evasion and weapon extra damage. ROLL-03 */
export type WarriorClass = "fighter" | "grappler" | "fencer" | "marksman";
export type AttackKind = "melee" | "ranged" | "thrown";
export type WarriorLevels = Readonly<Partial<Record<WarriorClass, number>>>;

const ACCURACY_CLASSES: Readonly<Record<AttackKind, readonly WarriorClass[]>> = {
  melee: ["fighter", "grappler", "fencer"],
  ranged: ["marksman"],
  thrown: ["fighter", "fencer", "marksman"],
};

const EVASION_CLASSES: readonly WarriorClass[] = ["fighter", "grappler", "fencer"];

/** Which classes may make the Accuracy check for an attack of this kind. ROLL-03 */
export function accuracyClasses(attackKind: AttackKind): readonly WarriorClass[] {
  return ACCURACY_CLASSES[attackKind];
}

export interface ClassLevel {
  readonly classId: WarriorClass;
  readonly level: number;
}

function best(levels: WarriorLevels, candidates: readonly WarriorClass[]): ClassLevel | null {
  let found: ClassLevel | null = null;
  for (const classId of candidates) {
    const level = levels[classId] ?? 0;
    if (level > 0 && (found === null || level > found.level)) found = { classId, level };
  }
  return found;
}

/** The highest class that may attack this way, or null (no level: no class bonus). ROLL-03 */
export function bestAccuracyClass(attackKind: AttackKind, levels: WarriorLevels): ClassLevel | null {
  return best(levels, accuracyClasses(attackKind));
}

/**
 * Evasion uses the best of Fighter/Grappler/Fencer, chosen independently of the class used to attack;
 * Marksman gives no Evasion. ROLL-03
 */
export function bestEvasionClass(levels: WarriorLevels): ClassLevel | null {
  return best(levels, EVASION_CLASSES);
}

/**
 * The Evasion modifier: best evasion class level + Agility modifier. Our reading: with no such class the
 * Agility modifier is not added either (as with extra damage, DMG-02), so the check is a bare 2d. ROLL-03
 */
export function evasionModifier(levels: WarriorLevels, agilityModifier: number): number {
  const evasionClass = bestEvasionClass(levels);
  return evasionClass ? evasionClass.level + agilityModifier : 0;
}
