/**
 * The document updates of the creation actions, from the rules' answers (src/rules/character/creation.ts):
 * a starting roll (and its undo), a chosen birth, a growth roll landing in its session. Plain objects in,
 * plain update data out, so the browser workflow test applies exactly what the sheet applies.
 */
import {
  type Birth,
  type BirthClass,
  CREATION_KEYS,
  type CreationKey,
  type CreationSnapshot,
  canUndoStartingRoll,
  chooseBirth,
  creationPath,
  isBeforePlay,
  type StartingRoll,
  startingVitals,
} from "../../../rules/character/creation.js";
import { appendGrowth } from "../../../rules/character/records.js";
import { CLASS_IDS, type ClassId } from "../../../rules/character/vocabulary.js";
import { valueAt } from "./actor-edit.js";
import { type Bag, bag, list, num, text } from "./read.js";

/** Where the values a starting roll replaced are kept (an actor flag), for the undo. */
export const SNAPSHOT_FLAG = "creationSnapshot";

/** The race dice of a race item's `system`, keyed as the rules read them. */
export function raceDice(raceSystem: unknown): Partial<Record<CreationKey, string>> {
  const dice = bag(bag(raceSystem).dice);
  return Object.fromEntries(CREATION_KEYS.map((k) => [k, text(dice[k])]));
}

/** The actor update of a starting roll: the rolled values, and the replaced ones kept for the undo. */
export function startingRollUpdate(system: Bag, roll: StartingRoll): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  const snapshot: Record<string, number> = {};
  for (const v of roll.values) {
    const path = creationPath(v.key);
    snapshot[v.key] = num(valueAt(system, path));
    update[`system.${path}`] = v.value;
  }
  update[`flags.swordworld25.${SNAPSHOT_FLAG}`] = snapshot;
  return update;
}

export function snapshotOf(flags: unknown): CreationSnapshot | null {
  const raw = bag(bag(flags).swordworld25)[SNAPSHOT_FLAG];
  if (raw === null || typeof raw !== "object") return null;
  const out: Partial<Record<CreationKey, number>> = {};
  for (const key of CREATION_KEYS) {
    const v = bag(raw)[key];
    if (typeof v === "number") out[key] = v;
  }
  return out;
}

/** Whether the sheet offers the undo: before play only (rules), with a kept snapshot. */
export function undoAvailable(system: Bag, flags: unknown): boolean {
  return canUndoStartingRoll(
    snapshotOf(flags),
    list(bag(system.records).sessions).length,
    list(system.growthLog).length,
  );
}

/** Whether the sheet offers the starting roll and the birth: before play only (rules). */
export function creationOpen(system: Bag): boolean {
  return isBeforePlay(list(bag(system.records).sessions).length, list(system.growthLog).length);
}

/** The actor update that restores the values a starting roll replaced (and forgets the snapshot). */
export function undoStartingRollUpdate(system: Bag, flags: unknown): Record<string, unknown> | null {
  const snapshot = snapshotOf(flags);
  if (!undoAvailable(system, flags) || !snapshot) return null;
  const update: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(snapshot))
    update[`system.${creationPath(key as CreationKey)}`] = value;
  update[`flags.swordworld25.-=${SNAPSHOT_FLAG}`] = null;
  return update;
}

/** A birth item's `system` as the rules read it. */
export function birthOf(name: string, system: unknown): Birth {
  const s = bag(system);
  const classes: BirthClass[] = [1, 2, 3].map((n) => {
    const slot = bag(s[`class${n}`]);
    const id = text(slot.classId);
    return {
      classId: (CLASS_IDS as readonly string[]).includes(id) ? (id as ClassId) : "custom",
      level: num(slot.level),
    };
  });
  const base = bag(s.base);
  return {
    name,
    classes,
    experience: num(s.experience),
    money: num(s.money),
    base: { technique: num(base.technique), body: num(base.body), mind: num(base.mind) },
  };
}

export interface BirthUpdate {
  readonly actor: Record<string, unknown>;
  /** New class items: name (the class's shown name), type and system. */
  readonly create: readonly { name: string; type: "class"; system: Record<string, unknown> }[];
  /** Existing class items raised to the birth's level. */
  readonly update: readonly { _id: string; "system.level": number }[];
}

/**
 * Choosing a birth: the profile's birth, starting experience and money (the start values the records add to),
 * its fixed Technique/Body/Mind, and its starting classes (named `className(id)`: the user's language).
 */
export function birthUpdate(
  birth: Birth,
  items: readonly { _id: string; type: string; system: unknown }[],
  className: (id: ClassId) => string,
): BirthUpdate {
  const classItems = items.filter((i) => i.type === "class");
  const current = classItems.map((i) => ({
    classId: text(bag(i.system).classId) as ClassId,
    level: num(bag(i.system).level),
  }));
  const choice = chooseBirth(birth, current);
  const actor: Record<string, unknown> = {
    "system.profile.birth": choice.birthName,
    "system.experience.earned": choice.experience,
    "system.money": choice.money,
  };
  for (const [key, value] of Object.entries(choice.base)) actor[`system.base.${key}`] = value;
  return {
    actor,
    create: choice.addClasses.map((c) => ({
      name: className(c.classId),
      type: "class",
      system: { classId: c.classId, level: c.level },
    })),
    update: choice.raiseClasses.flatMap((c) => {
      const item = classItems.find((i) => text(bag(i.system).classId) === c.classId);
      return item ? [{ _id: item._id, "system.level": c.level }] : [];
    }),
  };
}

/**
 * A growth roll lands in the session it belongs to: the newest session record gets the grown ability's name
 * in its growth text. Null without a session record (the growth log alone keeps it).
 */
export function growthSessionUpdate(system: Bag, abilityName: string, separator: string) {
  const sessions = list(bag(system.records).sessions).map(bag);
  if (sessions.length === 0) return null;
  const last = sessions.length - 1;
  const updated = sessions.map((s, i) =>
    i === last ? { ...s, growth: appendGrowth(text(s.growth), abilityName, separator) } : s,
  );
  return { "system.records.sessions": updated };
}

/**
 * A new item's name after its class is picked: it follows the class while the name is still the type's
 * default or the previous class's name (so "Class" becomes "Fighter"), and is left alone once typed.
 */
export function renamedForClass(current: string, defaults: readonly string[], next: string): string | null {
  return defaults.includes(current.trim()) && current.trim() !== next ? next : null;
}

/**
 * The actor update that fills a new character's current HP/MP to their derived maximum (rules:
 * startingVitals): the value and the stored `max` (the mark of what it was filled to). Null when nothing fills.
 */
export function startingVitalsUpdate(
  system: Bag,
  derived: { readonly hpMax: number; readonly mpMax: number },
): Record<string, number> | null {
  const vital = (key: "hp" | "mp", max: number) => {
    const stored = bag(system[key]);
    return { value: num(stored.value), filledTo: num(stored.max), max };
  };
  const fill = startingVitals(
    { hp: vital("hp", derived.hpMax), mp: vital("mp", derived.mpMax) },
    list(bag(system.records).sessions).length,
    list(system.growthLog).length,
  );
  const update: Record<string, number> = {};
  for (const [key, value] of Object.entries(fill)) {
    update[`system.${key}.value`] = value;
    update[`system.${key}.max`] = value;
  }
  return Object.keys(update).length > 0 ? update : null;
}
