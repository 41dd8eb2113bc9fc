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
} from "../../../../rules/character/creation/creation.js";
import { appendGrowth } from "../../../../rules/character/creation/records.js";
import { creationDiceOf } from "../../../../rules/character/races/race-data.js";
import { CLASS_IDS, type ClassId } from "../../../../rules/character/vocabulary.js";
import { compat } from "../../../compat/index.js";
import { type Bag, bag, list, num, text } from "../read.js";
import { valueAt } from "./actor-edit.js";

/** Where the values a starting roll replaced are kept (an actor flag), for the undo. */
export const SNAPSHOT_FLAG = "creationSnapshot";

/**
 * The race dice of a race item's `system`, keyed as the rules read them; an item without any takes its race's
 * from ytsheet2's races table by the item's name (src/rules/character/race-data.ts).
 */
export function raceDice(raceSystem: unknown, raceName = ""): Partial<Record<CreationKey, string>> {
  const dice = bag(bag(raceSystem).dice);
  return creationDiceOf(Object.fromEntries(CREATION_KEYS.map((k) => [k, text(dice[k])])), raceName);
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
  const [deleted, value] = compat.deletion("flags.swordworld25", SNAPSHOT_FLAG);
  update[deleted] = value;
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

/** Where a character keeps whether its current HP/MP still follow their maximum (an actor flag). */
export const VITALS_FLAG = "vitalsFollow";

/**
 * The actor update after a change to a character or its items (rules: startingVitals): the current HP/MP set
 * to their derived maximum while they follow it, and the flag of which still follow. `touched` says whether
 * the change set the current value itself. Null when nothing is to be written.
 */
export function startingVitalsUpdate(
  system: Bag,
  flags: unknown,
  derived: { readonly hpMax: number; readonly mpMax: number },
  change: { readonly created: boolean; readonly touched: { readonly hp: boolean; readonly mp: boolean } },
): Record<string, unknown> | null {
  const stored = bag(bag(bag(flags).swordworld25)[VITALS_FLAG]);
  const vital = (key: "hp" | "mp", max: number) => ({
    value: num(bag(system[key]).value),
    max,
    follows: stored[key] === true,
    touched: change.touched[key],
  });
  const fill = startingVitals(
    { hp: vital("hp", derived.hpMax), mp: vital("mp", derived.mpMax) },
    change.created,
    list(bag(system.records).sessions).length,
    list(system.growthLog).length,
  );
  const update: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fill.values)) update[`system.${key}.value`] = value;
  const unchanged = (["hp", "mp"] as const).every((k) => (stored[k] === true) === fill.follows[k]);
  // An actor that never followed needs no flag; one that did keeps the record of which stopped.
  if (!unchanged && (fill.follows.hp || fill.follows.mp || VITALS_FLAG in bag(bag(flags).swordworld25)))
    update[`flags.swordworld25.${VITALS_FLAG}`] = { ...fill.follows };
  return Object.keys(update).length > 0 ? update : null;
}
