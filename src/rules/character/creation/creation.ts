/**
 * Character creation: a race's dice for Technique, Body, Mind and A–F ("2d", "1d+6", "2d6+3", a fixed "12",
 * or "" for a value not rolled: typed by hand or given by the birth), rolled with injected dice; and a birth
 * (生まれ) that sets the starting classes, experience and money. Pure: dice come in, errors are values.
 */

import { DiceExhaustedError, type DiceSource } from "../../dice/dice-source.js";
import { fail, ok, type Result } from "../../errors.js";
import { wholeNumber } from "../numbers.js";
import { ABILITIES, type Ability, BASE_STATS, type BaseStat, type ClassId } from "../vocabulary.js";
import { moneyAmount } from "./records.js";

/** The nine values a race rolls: Technique, Body, Mind, then A–F. */
export const CREATION_KEYS = [...BASE_STATS, ...ABILITIES] as const;
export type CreationKey = BaseStat | Ability;

/** A parsed race die: `dice` d6 plus `modifier`; dice 0 is a fixed value. */
export interface RaceDie {
  readonly dice: number;
  readonly modifier: number;
}

/** No race rolls more than this many dice for one value. */
const MAX_RACE_DICE = 6;
const MAX_RACE_MODIFIER = 100;

/**
 * Reads a race die. Accepts `2d`, `2D6`, `1d+6`, `2d-1`, `１ｄ＋６` (full width), a fixed `12`; "" and "-" mean
 * "not rolled" (null). Anything else is a `RaceDiceMalformed` error naming the text.
 */
export function parseRaceDie(text: string): Result<RaceDie | null> {
  const normal = text
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[ｄＤ]/g, "d")
    .replace(/[＋]/g, "+")
    .replace(/[－−]/g, "-")
    .replace(/\s+/g, "");
  if (normal === "" || normal === "-") return ok(null);
  const bad = () =>
    fail<RaceDie | null>("RaceDiceMalformed", `cannot read the race dice "${text}" (e.g. 2d, 1d+6, 12)`, {
      params: { dice: text },
    });
  const fixed = /^\d{1,3}$/.exec(normal);
  if (fixed) return ok({ dice: 0, modifier: Number(normal) });
  const match = /^(\d{1,2})[dD]6?([+-]\d{1,3})?$/.exec(normal);
  if (!match) return bad();
  const dice = Number(match[1]);
  const modifier = match[2] ? Number(match[2]) : 0;
  if (dice < 1 || dice > MAX_RACE_DICE || Math.abs(modifier) > MAX_RACE_MODIFIER) return bad();
  return ok({ dice, modifier });
}

/** The die as BCDice / Foundry text: "2d6+6", "12". */
export function raceDieFormula(die: RaceDie): string {
  if (die.dice === 0) return String(die.modifier);
  const mod = die.modifier === 0 ? "" : die.modifier > 0 ? `+${die.modifier}` : `${die.modifier}`;
  return `${die.dice}d6${mod}`;
}

export interface RolledValue {
  readonly key: CreationKey;
  readonly formula: string;
  readonly dice: readonly number[];
  /** Never below 0 (a race die with a minus cannot take a value under nothing). */
  readonly value: number;
}

export interface StartingRoll {
  /** The values rolled, in CREATION_KEYS order; keys whose die is "" are left out (typed by hand). */
  readonly values: readonly RolledValue[];
  /** Every d6, in the order rolled. */
  readonly faces: readonly number[];
}

/**
 * Rolls every race die that is set. A die that does not parse fails the whole roll (nothing is written);
 * so does running out of fixed dice.
 */
export function rollStartingAbilities(
  dice: Partial<Record<CreationKey, string>>,
  source: DiceSource,
): Result<StartingRoll> {
  const parsed: { key: CreationKey; die: RaceDie }[] = [];
  for (const key of CREATION_KEYS) {
    const die = parseRaceDie(dice[key] ?? "");
    if (!die.ok) return { ok: false, error: { ...die.error, params: { ...die.error.params, key } } };
    if (die.value) parsed.push({ key, die: die.value });
  }
  if (parsed.length === 0)
    return fail("RaceDiceNone", "the race sets no dice to roll; type the values by hand");
  const faces: number[] = [];
  try {
    const values = parsed.map(({ key, die }) => {
      const rolled: number[] = [];
      for (let i = 0; i < die.dice; i++) rolled.push(source.d6());
      faces.push(...rolled);
      const value = Math.max(0, rolled.reduce((a, b) => a + b, 0) + die.modifier);
      return { key, formula: raceDieFormula(die), dice: rolled, value };
    });
    return ok({ values, faces });
  } catch (error) {
    if (error instanceof DiceExhaustedError)
      return fail("DiceExhausted", `ran out of fixed dice after ${error.used} d6`, {
        params: { used: error.used },
      });
    throw error;
  }
}

/** Where each rolled value is stored on the character (`system` paths). */
export function creationPath(key: CreationKey): string {
  return (BASE_STATS as readonly string[]).includes(key) ? `base.${key}` : `abilities.${key}.race`;
}

/** The character's stored values a roll replaces: kept so the roll can be undone. */
export type CreationSnapshot = Readonly<Partial<Record<CreationKey, number>>>;

/** Before play: no session recorded and no growth rolled yet (creation actions are offered only then). */
export function isBeforePlay(sessions: number, growths: number): boolean {
  return sessions === 0 && growths === 0;
}

/**
 * Whether a starting roll may still be undone: only before play and while the values it replaced are known.
 */
export function canUndoStartingRoll(
  snapshot: CreationSnapshot | null,
  sessions: number,
  growths: number,
): boolean {
  return snapshot !== null && Object.keys(snapshot).length > 0 && isBeforePlay(sessions, growths);
}

export interface BirthClass {
  readonly classId: ClassId;
  readonly level: number;
}

export interface Birth {
  readonly name: string;
  readonly classes: readonly BirthClass[];
  readonly experience: number;
  readonly money: number;
  /** Fixed Technique/Body/Mind of the birth; 0 = not given (the race dice or the player decide). */
  readonly base: Readonly<Record<BaseStat, number>>;
}

export interface BirthChoice {
  /** Classes to add (classId and level), for ones the character does not have yet. */
  readonly addClasses: readonly BirthClass[];
  /** Classes the character has below the birth's level: raised to it. */
  readonly raiseClasses: readonly BirthClass[];
  readonly experience: number;
  readonly money: number;
  readonly base: Readonly<Partial<Record<BaseStat, number>>>;
  readonly birthName: string;
}

/**
 * What choosing a birth writes: its starting classes (levels 1+, "custom" ones left out: a custom class has no
 * identity to match), experience and money as the starting values, and its fixed Technique/Body/Mind if given.
 * Classes the character already has at that level or above are left alone; a class named twice counts once,
 * at its higher level. Unreadable numbers (NaN, ±Infinity) are none: no class, 0, no fixed value.
 */
export function chooseBirth(birth: Birth, current: readonly BirthClass[]): BirthChoice {
  // A class the birth names twice is one class, at the higher of its levels (in the order first named).
  const wanted = new Map<ClassId, number>();
  for (const c of birth.classes) {
    const level = Math.min(17, wholeNumber(c.level, 0));
    if (level < 1 || c.classId === "custom") continue;
    wanted.set(c.classId, Math.max(level, wanted.get(c.classId) ?? 0));
  }
  const addClasses: BirthClass[] = [];
  const raiseClasses: BirthClass[] = [];
  for (const [classId, level] of wanted) {
    const have = current.find((h) => h.classId === classId);
    if (!have) addClasses.push({ classId, level });
    else if (have.level < level) raiseClasses.push({ classId, level });
  }
  const base: Partial<Record<BaseStat, number>> = {};
  for (const key of BASE_STATS) {
    const value = wholeNumber(birth.base[key], 0);
    if (value > 0) base[key] = value;
  }
  return {
    addClasses,
    raiseClasses,
    experience: wholeNumber(birth.experience, 0),
    money: Math.max(0, moneyAmount(birth.money)),
    base,
    birthName: birth.name,
  };
}

/**
 * A current HP or MP: its stored value, the maximum derived now, whether it still follows the maximum (kept on
 * the actor), and whether the change just made set the value itself (typed by the user, damage, spending).
 */
export interface StartingVital {
  readonly value: number;
  readonly max: number;
  readonly follows: boolean;
  readonly touched: boolean;
}

export interface VitalsFill {
  /** The new current value of each vital to write. */
  readonly values: { hp?: number; mp?: number };
  /** Whether each vital follows its maximum from now on. */
  readonly follows: { readonly hp: boolean; readonly mp: boolean };
}

/**
 * Reading we chose (docs/scenarios.md): a new character's current HP and MP start at their maximum and follow
 * it while the sheet is made. A character created empty (0) or full follows; it stops following for good once
 * a change sets the value itself (typed, damage, spending) or play begins (a session or a growth recorded).
 * While it follows, the value is the derived maximum (never below 0), up or down. Older characters, which never
 * followed, are left as they are.
 */
export function startingVitals(
  vitals: Readonly<Record<"hp" | "mp", StartingVital>>,
  created: boolean,
  sessions: number,
  growths: number,
): VitalsFill {
  const open = isBeforePlay(sessions, growths);
  const values: { hp?: number; mp?: number } = {};
  const follows = { hp: false, mp: false };
  for (const key of ["hp", "mp"] as const) {
    const { value, max, touched } = vitals[key];
    const target = Math.max(0, Math.trunc(max));
    const following = created ? value === 0 || value === target : vitals[key].follows;
    follows[key] = open && following && !touched;
    if (follows[key] && value !== target) values[key] = target;
  }
  return { values, follows };
}
