// Dice notation as BCDice's SwordWorld2.5 system reads it: power rolls, 2d checks, transcendent tests.
import { fail, ok, type Result } from "../errors.js";
import {
  type CheckNotation,
  parseCheckNotation,
  parseTranscendentNotation,
  rollCheckNotation,
  rollTranscendent,
  type TranscendentNotation,
} from "./check-notation.js";
import { DiceExhaustedError, type DiceSource } from "./dice-source.js";
import { type DruidNotation, parseDruidNotation, rollDruid } from "./druid-notation.js";
import { replaceParentheses } from "./notation-arithmetic.js";
import { type PlainNotation, parsePlainNotation, plainNumbers, rollPlain } from "./plain-notation.js";
import { parsePowerNotation } from "./power-notation.js";
import { MAX_POWER, type PowerRollSpec, rollPowerSpec } from "./power-roll.js";

/** The lowest C value a transcendent test accepts. */
const TRANSCENDENT_MIN_CRITICAL = 3;
/** Longer notations are refused before parsing: no real roll needs more, and deep nesting would overflow the stack. */
export const MAX_NOTATION_LENGTH = 256;
/** Numbers in a notation (modifiers, targets, fixed values) must stay within ±this, so totals stay exact integers. */
export const MAX_NOTATION_NUMBER = 1_000_000_000;

export type Notation =
  | { readonly kind: "power"; readonly text: string; readonly secret: boolean; readonly spec: PowerRollSpec }
  | { readonly kind: "check"; readonly text: string; readonly secret: boolean; readonly check: CheckNotation }
  | {
      readonly kind: "transcendent";
      readonly text: string;
      readonly secret: boolean;
      readonly check: TranscendentNotation;
    }
  | {
      readonly kind: "druid";
      readonly text: string;
      readonly secret: boolean;
      readonly druid: DruidNotation;
    }
  | {
      readonly kind: "plain";
      readonly text: string;
      readonly secret: boolean;
      readonly plain: PlainNotation;
    };

export interface NotationRollStep {
  readonly dice: readonly [number, number];
  /** Power roll: the table value read (0 for a 1-1). Check: the 2d total. */
  readonly value: number;
  /** The 2d as read: after first-roll and Lethal Strike modifiers (power rolls), else the dice total. */
  readonly sum: number;
}

export interface NotationRoll {
  readonly notation: string;
  readonly kind: Notation["kind"];
  readonly secret: boolean;
  readonly total: number;
  readonly rolls: readonly NotationRollStep[];
  readonly criticals: number;
  readonly critical: boolean;
  readonly fumble: boolean;
  /** null when there is nothing to succeed at (power rolls, checks without a target). */
  readonly success: boolean | null;
  readonly failure: boolean | null;
  readonly experience: number;
  /** Transcendent test: rerolled and reached 41 or more. */
  readonly superSuccess: boolean;
  /** Every d6 in the order rolled (a plain sum like 3D6 has no 2d steps). */
  readonly faces: readonly number[];
}

const POWER_PREFIX = /^(S)?(H?K|OHK|DBK)/;
const TRANSCENDENT_PREFIX = /^(S)?2D6?@\d+/;

function malformed(text: string): Result<never> {
  return fail("NotationMalformed", `cannot read the dice notation "${text}"`, { params: { notation: text } });
}

/** Every number the roll will add or compare, so an absurd one is refused instead of losing precision. */
function notationNumbers(n: Notation): number[] {
  if (n.kind === "power") {
    const s = n.spec;
    return [
      s.modifier,
      s.firstRoll?.value ?? 0,
      s.rollBonus ?? 0,
      s.powerUpPerCritical ?? 0,
      s.extraPerCritical ?? 0,
      s.zeroAtOrBelow ?? 0,
      s.scaling?.after ?? 0,
    ];
  }
  if (n.kind === "druid") return [...n.druid.values, n.druid.modifier];
  if (n.kind === "plain") return plainNumbers(n.plain);
  const target = typeof n.check.target === "number" ? n.check.target : 0;
  const critical = n.kind === "transcendent" ? n.check.criticalValue : 0;
  return [n.check.modifier, target, critical];
}

/** Refuses a parsed notation whose numbers are out of range (NaN fails the comparison too). */
function withinRange(n: Notation): Result<Notation> {
  if (notationNumbers(n).every((v) => Math.abs(v) <= MAX_NOTATION_NUMBER)) return ok(n);
  return fail("NotationNumberTooLarge", `a number in "${n.text}" is beyond ±${MAX_NOTATION_NUMBER}`, {
    params: { notation: n.text, max: MAX_NOTATION_NUMBER },
  });
}

/**
 * Reads a notation. Like BCDice: only the text before the first blank counts (the rest is a comment),
 * parenthesised arithmetic is worked out first (rounding down), letters are case-insensitive,
 * and a leading S makes the roll secret.
 */
export function parseNotation(input: string): Result<Notation> {
  const parsed = parseNotationText(input);
  return parsed.ok ? withinRange(parsed.value) : parsed;
}

function parseNotationText(input: string): Result<Notation> {
  const text = input.trim().split(/\s/, 1)[0] ?? "";
  if (text === "") return fail("NotationEmpty", "no dice notation given");
  if (text.length > MAX_NOTATION_LENGTH)
    return fail("NotationTooLong", `the dice notation is longer than ${MAX_NOTATION_LENGTH} characters`, {
      params: { length: text.length, max: MAX_NOTATION_LENGTH },
    });
  const upper = replaceParentheses(text)
    .toUpperCase()
    .replace(/(\d+)D(?![A-Z0-9_])/g, "$1D6");

  const transcendent = TRANSCENDENT_PREFIX.exec(upper);
  if (transcendent) {
    const secret = transcendent[1] !== undefined;
    const check = parseTranscendentNotation(secret ? upper.slice(1) : upper);
    if (!check) return malformed(text);
    if (check.criticalValue < TRANSCENDENT_MIN_CRITICAL)
      return fail("CriticalTooLow", `the C value must be ${TRANSCENDENT_MIN_CRITICAL} or more`, {
        params: { minimum: TRANSCENDENT_MIN_CRITICAL },
      });
    return ok({ kind: "transcendent", text, secret, check });
  }

  const power = POWER_PREFIX.exec(upper);
  if (power) {
    const secret = power[1] !== undefined;
    const parsed = parsePowerNotation(secret ? upper.slice(1) : upper);
    if (parsed.ok) return ok({ kind: "power", text, secret, spec: parsed.spec });
    const problem = parsed.problem;
    if (problem.kind === "powerTooHigh")
      return fail("PowerTooHigh", `power ${problem.power} is over ${MAX_POWER}`, {
        rule: "ROLL-05",
        params: { power: problem.power, max: MAX_POWER },
      });
    if (problem.kind === "criticalTooLow")
      return fail("CriticalTooLow", `the C value must be ${problem.minimum} or more`, {
        params: { minimum: problem.minimum },
      });
    return malformed(text);
  }

  const secret = upper.startsWith("S");
  const body = secret ? upper.slice(1) : upper;
  if (body.startsWith("DRU")) {
    const druid = parseDruidNotation(body);
    return druid ? ok({ kind: "druid", text, secret, druid }) : malformed(text);
  }
  const check = parseCheckNotation(body);
  if (check) return ok({ kind: "check", text, secret, check });
  const plain = parsePlainNotation(body);
  if (plain) return ok({ kind: "plain", text, secret, plain });
  if (/^S?\d*D\d*/.test(upper)) return malformed(text);
  return fail(
    "NotationUnknown",
    `unknown dice notation "${text}" (use K<power>..., 2D6... or Dru[a,b,c]...)`,
    {
      params: { notation: text },
    },
  );
}

type RollFields = Omit<NotationRoll, "notation" | "kind" | "secret" | "faces"> & {
  readonly faces?: readonly number[];
};

/** Builds every result with one fixed shape (object spreads here cost more than the roll itself). */
function result(n: Notation, f: RollFields): NotationRoll {
  return {
    notation: n.text,
    kind: n.kind,
    secret: n.secret,
    total: f.total,
    rolls: f.rolls,
    criticals: f.criticals,
    critical: f.critical,
    fumble: f.fumble,
    success: f.success,
    failure: f.failure,
    experience: f.experience,
    superSuccess: f.superSuccess,
    faces: f.faces ?? f.rolls.flatMap((step) => step.dice),
  };
}

function rollParsed(n: Notation, dice: DiceSource): NotationRoll {
  if (n.kind === "power") {
    const r = rollPowerSpec(n.spec, dice);
    return result(n, {
      total: r.total,
      rolls: r.steps.map((s) => ({ dice: s.dice, value: s.value, sum: s.sum })),
      criticals: r.criticals,
      critical: r.criticals > 0,
      fumble: r.fumble,
      success: null,
      failure: null,
      experience: r.experience,
      superSuccess: false,
    });
  }
  if (n.kind === "plain") {
    const r = rollPlain(n.plain, dice);
    return result(n, {
      total: r.total,
      rolls: [],
      criticals: 0,
      critical: r.critical,
      fumble: r.fumble,
      success: r.success,
      failure: r.failure,
      experience: r.experience,
      superSuccess: false,
      faces: r.dice,
    });
  }
  if (n.kind === "druid") {
    const r = rollDruid(n.druid, dice);
    return result(n, {
      total: r.total,
      rolls: [{ dice: r.dice, value: r.value, sum: r.dice[0] + r.dice[1] }],
      criticals: 0,
      critical: false,
      fumble: false,
      success: null,
      failure: null,
      experience: 0,
      superSuccess: false,
    });
  }
  const r = n.kind === "check" ? rollCheckNotation(n.check, dice) : rollTranscendent(n.check, dice);
  return result(n, {
    total: r.total,
    rolls: r.groups.map((g) => ({ dice: g, value: g[0] + g[1], sum: g[0] + g[1] })),
    criticals: Math.max(r.groups.length - 1, 0),
    critical: r.critical,
    fumble: r.fumble,
    success: r.success,
    failure: r.failure,
    experience: r.experience,
    superSuccess: r.superSuccess,
  });
}

/** Rolls a parsed notation; running out of fixed dice is an error value, not an exception. */
export function rollNotation(notation: Notation, dice: DiceSource): Result<NotationRoll> {
  try {
    return ok(rollParsed(notation, dice));
  } catch (error) {
    if (error instanceof DiceExhaustedError)
      return fail("DiceExhausted", `ran out of fixed dice after ${error.used} d6`, {
        params: { used: error.used },
      });
    throw error;
  }
}

/** Parses and rolls in one go. */
export function rollText(text: string, dice: DiceSource): Result<NotationRoll> {
  const parsed = parseNotation(text);
  return parsed.ok ? rollNotation(parsed.value, dice) : parsed;
}
