// Plain dice sums as BCDice's common "AddDice" reads them: `1D6`, `3D6+2`, `1D6+1D6`, `3D>=10`.
// The SW2.5 system of BCDice hands every command it does not know to these common dice; a 2D6 alone stays a
// 2d check (check-notation.ts). Only six-sided dice: our dice sources give d6 (reading chosen, docs/scenarios.md).
import { FUMBLE_EXPERIENCE } from "./check.js";
import { CHECK_ALIASES, type CompareOp, compare, readOp } from "./check-notation.js";
import type { DiceSource } from "./dice-source.js";
import { divide, NotationSyntaxError, type Token, TokenStream, tokenize } from "./notation-arithmetic.js";

/** More dice than this in one group is refused (no roll needs them; BCDice caps groups too). */
export const MAX_PLAIN_DICE = 100;

export type PlainTerm =
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "dice"; readonly count: number }
  | { readonly kind: "neg"; readonly term: PlainTerm }
  | {
      readonly kind: "op";
      readonly op: "+" | "-" | "*" | "/";
      /** Division only: BCDice's suffix U/C (up), R (nearest), F or none (down). */
      readonly round?: "floor" | "ceil" | "round";
      readonly left: PlainTerm;
      readonly right: PlainTerm;
    };

export interface PlainNotation {
  readonly kind: "plain";
  readonly expression: PlainTerm;
  readonly op: CompareOp | null;
  /** A number, "?" (BCDice's undecided target: no verdict), or null without a comparison. */
  readonly target: number | "?" | null;
}

export interface PlainRoll {
  /** Each die, in the order rolled. */
  readonly dice: readonly number[];
  readonly total: number;
  readonly success: boolean | null;
  readonly failure: boolean | null;
  /** Exactly two dice and a comparison: 6-6 succeeds and 1-1 fails whatever the total (BCDice's SW verdict). */
  readonly critical: boolean;
  readonly fumble: boolean;
  /** Two dice showing 1-1: 50 experience, as a 2D6 check gives (ROLL-01). */
  readonly experience: number;
}

/** A dice group `ND` or `ND6` after its count; anything but six sides is refused. */
function diceGroup(count: number, s: TokenStream): PlainTerm {
  s.expect("D");
  const sides = s.peek();
  if (sides?.kind === "number") {
    s.next();
    if ((sides as { value: number }).value !== 6) throw new NotationSyntaxError("only d6");
  }
  if (count > MAX_PLAIN_DICE) throw new NotationSyntaxError("dice count");
  return { kind: "dice", count };
}

function unary(s: TokenStream): PlainTerm {
  if (s.is("+")) {
    s.next();
    return unary(s);
  }
  if (s.is("-")) {
    s.next();
    return { kind: "neg", term: unary(s) };
  }
  if (s.is("(")) {
    s.next();
    const inner = add(s);
    s.expect(")");
    return inner;
  }
  const n = s.number();
  if (s.is("D")) return diceGroup(n, s);
  return { kind: "number", value: n };
}

function mul(s: TokenStream): PlainTerm {
  let left = unary(s);
  while (s.is("*") || s.is("/")) {
    const op = s.next().kind as "*" | "/";
    const right = unary(s);
    if (op === "*") {
      left = { kind: "op", op, left, right };
      continue;
    }
    const suffix = s.peek()?.kind;
    let round: "floor" | "ceil" | "round" = "floor";
    if (suffix === "U" || suffix === "C" || suffix === "R" || suffix === "F") {
      s.next();
      round = suffix === "R" ? "round" : suffix === "F" ? "floor" : "ceil";
    }
    left = { kind: "op", op, round, left, right };
  }
  return left;
}

function add(s: TokenStream): PlainTerm {
  let left = mul(s);
  while (s.is("+") || s.is("-")) {
    const op = s.next().kind as "+" | "-";
    left = { kind: "op", op, left, right: mul(s) };
  }
  return left;
}

function hasDice(t: PlainTerm): boolean {
  if (t.kind === "dice") return true;
  if (t.kind === "neg") return hasDice(t.term);
  if (t.kind === "op") return hasDice(t.left) || hasDice(t.right);
  return false;
}

function constant(tokens: readonly Token[]): number | null {
  try {
    const s = new TokenStream(tokens);
    const term = add(s);
    if (!s.done || hasDice(term)) return null;
    return evaluateTerm(term, { d6: () => 0 }, []);
  } catch (error) {
    if (error instanceof NotationSyntaxError) return null;
    throw error;
  }
}

/**
 * `body` is upper case, parentheses already worked out, without the secret `S`. Null when it is no plain sum
 * of d6 groups and whole numbers (with an optional comparison against a whole number).
 */
export function parsePlainNotation(body: string): PlainNotation | null {
  try {
    const tokens = tokenize(body);
    const s = new TokenStream(tokens);
    const expression = add(s);
    if (!hasDice(expression)) return null;
    if (s.done) return { kind: "plain", expression, op: null, target: null };
    const op = readOp(s, CHECK_ALIASES);
    if (!op) return null;
    if (s.is("?") && s.index === tokens.length - 1) return { kind: "plain", expression, op, target: "?" };
    const target = constant(tokens.slice(s.index));
    return target === null ? null : { kind: "plain", expression, op, target };
  } catch (error) {
    if (error instanceof NotationSyntaxError) return null;
    throw error;
  }
}

function evaluateTerm(t: PlainTerm, dice: DiceSource, rolled: number[]): number {
  switch (t.kind) {
    case "number":
      return t.value;
    case "dice": {
      let sum = 0;
      for (let i = 0; i < t.count; i++) {
        const d = dice.d6();
        rolled.push(d);
        sum += d;
      }
      return sum;
    }
    case "neg":
      return -evaluateTerm(t.term, dice, rolled);
    case "op": {
      const left = evaluateTerm(t.left, dice, rolled);
      const right = evaluateTerm(t.right, dice, rolled);
      if (t.op === "+") return left + right;
      if (t.op === "-") return left - right;
      if (t.op === "*") return left * right;
      // BCDice's common dice round a division down unless a suffix says otherwise; x/0 reads 1, as BCDice does.
      return divide(left, right, t.round ?? "floor", 1);
    }
  }
}

/** The numbers the notation writes (dice counts and constants), for the range guard. */
export function plainNumbers(n: PlainNotation): number[] {
  const out: number[] = typeof n.target === "number" ? [n.target] : [];
  const walk = (t: PlainTerm) => {
    if (t.kind === "number") out.push(t.value);
    else if (t.kind === "neg") walk(t.term);
    else if (t.kind === "op") {
      walk(t.left);
      walk(t.right);
    }
  };
  walk(n.expression);
  return out;
}

/**
 * Rolls the sum; with a comparison, success or failure. Like BCDice's SW2.5 system, a sum of exactly two dice
 * with a comparison is a 2d check: 6-6 is an automatic success and 1-1 an automatic failure (ROLL-01).
 */
export function rollPlain(n: PlainNotation, dice: DiceSource): PlainRoll {
  const rolled: number[] = [];
  const total = evaluateTerm(n.expression, dice, rolled);
  const natural = rolled.length === 2 ? (rolled[0] as number) + (rolled[1] as number) : null;
  const experience = natural === 2 ? FUMBLE_EXPERIENCE : 0;
  const none = { dice: rolled, total, critical: false, fumble: false, experience };
  if (n.op === null) return { ...none, success: null, failure: null };
  if (natural === 12) return { ...none, critical: true, success: true, failure: false };
  if (natural === 2) return { ...none, fumble: true, success: false, failure: true };
  if (typeof n.target !== "number") return { ...none, success: null, failure: null };
  const success = compare(total, n.op, n.target);
  return { ...none, success, failure: !success };
}
