// 2d checks in BCDice notation: `2D6+5>=10` (plain) and `2D6@10+15>=30` (transcendent test, rerolls at C).
import { FUMBLE_EXPERIENCE } from "./check.js";
import type { DiceSource } from "./dice-source.js";
import {
  type ArithmeticOptions,
  NotationSyntaxError,
  parseAdd,
  parseMul,
  TokenStream,
  tokenize,
} from "./notation-arithmetic.js";

export type CompareOp = ">=" | ">" | "<=" | "<" | "=" | "<>";

export interface CheckNotation {
  readonly kind: "check";
  readonly modifier: number;
  readonly op: CompareOp | null;
  /** A number, or "?" (BCDice's undecided target), or null without a comparison. */
  readonly target: number | "?" | null;
}

export interface TranscendentNotation {
  readonly kind: "transcendent";
  readonly criticalValue: number;
  readonly modifier: number;
  readonly op: ">=" | ">" | null;
  readonly target: number | null;
}

export interface CheckRoll {
  /** Each 2d rolled, in order (a transcendent test may reroll). */
  readonly groups: readonly (readonly [number, number])[];
  readonly total: number;
  readonly critical: boolean;
  readonly fumble: boolean;
  readonly success: boolean | null;
  readonly failure: boolean | null;
  /** Transcendent test: rerolled and reached 41 or more. */
  readonly superSuccess: boolean;
  readonly experience: number;
}

const TWO_CHAR_OPS: Readonly<Record<string, CompareOp>> = { ">=": ">=", "<=": "<=", "<>": "<>", "!=": "<>" };
const ONE_CHAR_OPS: Readonly<Record<string, CompareOp>> = { ">": ">", "<": "<", "=": "=" };
/**
 * BCDice's 2d checks (and its common dice, plain-notation.ts) also read `=>` as `>=`, `=<` as `<=` and `==` as `=`;
 * its transcendent tests only `=>`.
 */
export const CHECK_ALIASES: Readonly<Record<string, CompareOp>> = { "=>": ">=", "=<": "<=", "==": "=" };
const TRANSCENDENT_ALIASES: Readonly<Record<string, CompareOp>> = { "=>": ">=" };

/** Reads a comparison operator (two characters first, then one) and steps past it; null if none stands next. */
export function readOp(s: TokenStream, aliases: Readonly<Record<string, CompareOp>>): CompareOp | null {
  const pair = `${s.peek()?.kind}${s.peek(1)?.kind}`;
  const two = TWO_CHAR_OPS[pair] ?? aliases[pair];
  if (two) {
    s.index += 2;
    return two;
  }
  const one = ONE_CHAR_OPS[s.peek()?.kind ?? ""];
  if (one) s.index += 1;
  return one ?? null;
}

function modifierTerms(s: TokenStream, o: ArithmeticOptions): number {
  let value = 0;
  while (s.is("+") || s.is("-")) {
    const sign = s.next().kind === "+" ? 1 : -1;
    value += sign * parseMul(s, o);
  }
  return value;
}

function syntaxGuard<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch (error) {
    if (error instanceof NotationSyntaxError) return null;
    throw error;
  }
}

/** `2D6+5>=10`, `2D+3`, `2D6>=?`: the common BCDice sum of one 2d6 and whole-number terms. Null if not that. */
export function parseCheckNotation(body: string): CheckNotation | null {
  const match = /^2D6?(?![0-9])/.exec(body);
  if (!match) return null;
  // BCDice parity: x/0 reads 1 in a 2d check (see ArithmeticOptions.divisionByZero).
  const arithmetic: ArithmeticOptions = { round: "floor", roundingSuffixes: true, divisionByZero: 1 };
  return syntaxGuard(() => {
    const s = new TokenStream(tokenize(body.slice(match[0].length)));
    const modifier = modifierTerms(s, arithmetic);
    if (s.done) return { kind: "check", modifier, op: null, target: null };
    const op = readOp(s, CHECK_ALIASES);
    if (!op) return null;
    let target: number | "?";
    if (s.is("?")) {
      s.next();
      target = "?";
    } else target = parseAdd(s, arithmetic);
    return s.done ? { kind: "check", modifier, op, target } : null;
  });
}

/**
 * `2D6@C[+mod][>=|>target]`: the transcendent test. Null if the text is not one;
 * a C below 3 is parsed and then refused by the caller, as BCDice does.
 */
export function parseTranscendentNotation(body: string): TranscendentNotation | null {
  const match = /^2D6?@(\d+)/.exec(body);
  if (!match) return null;
  const arithmetic: ArithmeticOptions = { round: "ceil", roundingSuffixes: true };
  return syntaxGuard(() => {
    const s = new TokenStream(tokenize(body.slice(match[0].length)));
    const modifier = modifierTerms(s, arithmetic);
    if (s.done)
      return { kind: "transcendent", criticalValue: Number(match[1]), modifier, op: null, target: null };
    const op = readOp(s, TRANSCENDENT_ALIASES);
    if (op !== ">=" && op !== ">") return null;
    const target = parseAdd(s, arithmetic);
    if (!s.done) return null;
    return { kind: "transcendent", criticalValue: Number(match[1]), modifier, op, target };
  });
}

/** Whether a total meets `op target`: the one comparison every notation (checks, plain dice, odds) uses. */
export function compare(total: number, op: CompareOp, target: number): boolean {
  switch (op) {
    case ">=":
      return total >= target;
    case ">":
      return total > target;
    case "<=":
      return total <= target;
    case "<":
      return total < target;
    case "=":
      return total === target;
    case "<>":
      return total !== target;
  }
}

/**
 * A plain 2d check with BCDice's SW verdicts. ROLL-01
 * With a comparison, 6-6 is an automatic success and 1-1 an automatic failure whatever the operator;
 * without one, BCDice gives no verdict. A 1-1 earns 50 experience either way (the rules' automatic failure).
 */
export function rollCheckNotation(n: CheckNotation, dice: DiceSource): CheckRoll {
  const group: [number, number] = [dice.d6(), dice.d6()];
  const natural = group[0] + group[1];
  const total = natural + n.modifier;
  let critical = false;
  let fumble = false;
  let success: boolean | null = null;
  if (n.op !== null) {
    if (natural >= 12) {
      critical = true;
      success = true;
    } else if (natural <= 2) {
      fumble = true;
      success = false;
    } else if (n.target !== "?" && n.target !== null) success = compare(total, n.op, n.target);
  }
  return {
    groups: [group],
    total,
    critical,
    fumble,
    success,
    failure: success === null ? null : !success,
    superSuccess: false,
    experience: natural === 2 ? FUMBLE_EXPERIENCE : 0,
  };
}

/** Transcendent test: roll 2d, and roll again while the last 2d reaches C; 41+ after a reroll is a super success. */
export function rollTranscendent(n: TranscendentNotation, dice: DiceSource): CheckRoll {
  const first: [number, number] = [dice.d6(), dice.d6()];
  const groups: [number, number][] = [first];
  const fumble = first[0] === 1 && first[1] === 1;
  const critical = first[0] === 6 && first[1] === 6;
  if (!fumble) {
    let last = first;
    while (last[0] + last[1] >= n.criticalValue) {
      last = [dice.d6(), dice.d6()];
      groups.push(last);
    }
  }
  const total = groups.reduce((sum, g) => sum + g[0] + g[1], 0) + n.modifier;
  let success: boolean | null = null;
  let superSuccess = false;
  if (n.op !== null && n.target !== null) {
    if (fumble) success = false;
    else if (critical) success = true;
    else {
      success = compare(total, n.op, n.target);
      superSuccess = success && groups.length >= 2 && total >= 41;
    }
  }
  return {
    groups,
    total,
    critical: n.op !== null && critical,
    fumble: n.op !== null && fumble,
    success,
    failure: success === null ? null : !success,
    superSuccess,
    experience: fumble ? FUMBLE_EXPERIENCE : 0,
  };
}
