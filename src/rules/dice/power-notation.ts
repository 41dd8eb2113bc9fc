// The BCDice SwordWorld2.5 power-roll notation: `K<power>` followed by options in any order.
import {
  type ArithmeticOptions,
  NotationSyntaxError,
  parseMul,
  parseUnary,
  TokenStream,
  tokenize,
} from "./notation-arithmetic.js";
import {
  clampToRange,
  type FinalScaling,
  type FirstRollAdjust,
  MAX_POWER,
  NO_CRITICAL,
  type PowerRollSpec,
} from "./power-roll.js";

/** Inside the rating notation BCDice rounds divisions up. */
const RATING_ARITHMETIC: ArithmeticOptions = { round: "ceil", roundingSuffixes: false };

/** What the grammar collected, before defaults; `undefined` = not given (BCDice's nil). */
interface RatingOptions {
  modifier?: number;
  critical?: number;
  firstTo?: number;
  firstModify?: number;
  firstModifyUnder10?: number;
  rollBonus?: number;
  powerUp?: number;
  extraPerCritical?: number;
  greatestFortune?: boolean;
  semiFixed?: number;
  tempFixed?: number;
  zeroAtOrBelow?: number;
  half?: number;
  oneAndHalf?: number;
  double?: number;
}

export type PowerNotationProblem =
  | { readonly kind: "syntax" }
  | { readonly kind: "powerTooHigh"; readonly power: number }
  | { readonly kind: "criticalTooLow"; readonly minimum: number };

function syntax(): never {
  throw new NotationSyntaxError("rating notation");
}

function unary(s: TokenStream): number {
  return parseUnary(s, RATING_ARITHMETIC);
}

/** modifier: (+|-) mul, repeated */
function modifier(s: TokenStream): number {
  let value = 0;
  while (s.is("+") || s.is("-")) {
    const sign = s.next().kind === "+" ? 1 : -1;
    value += sign * parseMul(s, RATING_ARITHMETIC);
  }
  return value;
}

/** `H`, `OH`, `DB`: an optional signed term right after is the after-scaling modifier. */
function scalingTerm(s: TokenStream): number {
  const k = s.peek()?.kind;
  return k === "+" || k === "-" || k === "(" || k === "number" ? unary(s) : 0;
}

function firstRollOption(s: TokenStream, o: RatingOptions): void {
  if (o.firstTo !== undefined || o.firstModify !== undefined || o.firstModifyUnder10 !== undefined) syntax();
  if (s.is("number")) o.firstTo = s.number();
  else if (s.is("+")) {
    s.next();
    o.firstModify = s.number();
  } else if (s.is("-")) {
    s.next();
    o.firstModify = -s.number();
  } else if (s.is("~")) {
    s.next();
    s.expect("+");
    o.firstModifyUnder10 = s.number();
  } else syntax();
}

function non2dFree(o: RatingOptions): boolean {
  return o.greatestFortune === undefined && o.semiFixed === undefined && o.tempFixed === undefined;
}

function option(s: TokenStream, o: RatingOptions): void {
  const t = s.next().kind;
  const two = (second: string): void => {
    if (s.next().kind !== second) syntax();
  };
  switch (t) {
    case "+":
    case "-":
      if (o.modifier !== undefined) syntax();
      s.index--;
      o.modifier = modifier(s);
      return;
    case "[":
      if (o.critical !== undefined) syntax();
      o.critical = unary(s);
      s.expect("]");
      return;
    case "@":
      if (o.critical !== undefined) syntax();
      o.critical = unary(s);
      return;
    case "$":
      firstRollOption(s, o);
      return;
    case "H":
      if (o.half !== undefined) syntax();
      o.half = scalingTerm(s);
      return;
    case "O":
      two("H");
      if (o.oneAndHalf !== undefined) syntax();
      o.oneAndHalf = scalingTerm(s);
      return;
    case "D":
      two("B");
      if (o.double !== undefined) syntax();
      o.double = scalingTerm(s);
      return;
    case "R":
      if (o.powerUp !== undefined) syntax();
      o.powerUp = unary(s);
      return;
    case "A":
      two("D");
      if (o.extraPerCritical !== undefined) syntax();
      o.extraPerCritical = unary(s);
      return;
    case "G":
      two("F");
      if (!non2dFree(o)) syntax();
      o.greatestFortune = true;
      return;
    case "S": {
      const k = s.next().kind;
      if (k === "Z") o.zeroAtOrBelow = s.number();
      else if (k === "F" && non2dFree(o)) o.semiFixed = s.number();
      else syntax();
      return;
    }
    case "T":
      two("F");
      if (!non2dFree(o)) syntax();
      o.tempFixed = s.number();
      return;
    case "#":
      if (o.rollBonus !== undefined) syntax();
      o.rollBonus = unary(s);
      return;
    default:
      syntax();
  }
}

function firstRoll(o: RatingOptions): FirstRollAdjust | undefined {
  if (o.firstTo) return { kind: "set", value: o.firstTo };
  if (o.firstModify) return { kind: "add", value: o.firstModify };
  if (o.firstModifyUnder10) return { kind: "addIfAtMost10", value: o.firstModifyUnder10 };
  return undefined;
}

function scaling(o: RatingOptions): FinalScaling | undefined {
  // BCDice checks half first, then ×1.5, then ×2, when a command names more than one.
  if (o.half !== undefined) return { kind: "half", after: o.half };
  if (o.oneAndHalf !== undefined) return { kind: "oneAndHalf", after: o.oneAndHalf };
  if (o.double !== undefined) return { kind: "double", after: o.double };
  return undefined;
}

/** The lowest C value that still lets the chain end (BCDice refuses anything lower). */
export function minimumCritical(spec: Pick<PowerRollSpec, "semiFixed" | "rollBonus">): number {
  const sf = spec.semiFixed ?? 0;
  return sf <= 1 ? 3 : clampToRange(sf + (spec.rollBonus ?? 0) + 2, 3, NO_CRITICAL);
}

function toSpec(power: number, o: RatingOptions): PowerRollSpec {
  const half = o.half !== undefined || o.oneAndHalf !== undefined;
  return {
    power,
    criticalValue:
      o.critical !== undefined ? clampToRange(o.critical, 0, NO_CRITICAL) : half ? NO_CRITICAL : 10,
    modifier: o.modifier ?? 0,
    firstRoll: firstRoll(o),
    rollBonus: o.rollBonus ?? 0,
    powerUpPerCritical: o.powerUp ?? 0,
    extraPerCritical: o.extraPerCritical ?? 0,
    greatestFortune: o.greatestFortune ?? false,
    semiFixed: o.semiFixed !== undefined ? clampToRange(o.semiFixed, 1, 6) : 0,
    tempFixed: o.tempFixed !== undefined ? clampToRange(o.tempFixed, 1, 6) : 0,
    zeroAtOrBelow: o.zeroAtOrBelow ?? 0,
    scaling: scaling(o),
  };
}

/**
 * Parses an upper-cased power notation without its `S` prefix (e.g. `HK20+5@9`, `K40+24@8$12r10`).
 * Returns the spec, or why BCDice would refuse it.
 */
export function parsePowerNotation(
  body: string,
): { ok: true; spec: PowerRollSpec } | { ok: false; problem: PowerNotationProblem } {
  const s = new TokenStream(tokenize(body));
  const o: RatingOptions = {};
  let prefix: "H" | "OH" | "DB" | null = null;
  try {
    if (s.is("H")) {
      prefix = "H";
      s.next();
    } else if (s.is("O") && s.is("H", 1)) {
      prefix = "OH";
      s.index += 2;
    } else if (s.is("D") && s.is("B", 1)) {
      prefix = "DB";
      s.index += 2;
    }
    s.expect("K");
    const power = s.number();
    while (!s.done) option(s, o);
    if (prefix === "H") {
      if (o.oneAndHalf !== undefined || o.double !== undefined) syntax();
      o.half ??= 0;
    } else if (prefix === "OH") {
      if (o.half !== undefined || o.double !== undefined) syntax();
      o.oneAndHalf ??= 0;
    } else if (prefix === "DB") {
      if (o.half !== undefined || o.oneAndHalf !== undefined) syntax();
      o.double ??= 0;
    }
    if (power > MAX_POWER) return { ok: false, problem: { kind: "powerTooHigh", power } };
    const spec = toSpec(power, o);
    const minimum = minimumCritical(spec);
    if (spec.criticalValue < minimum) return { ok: false, problem: { kind: "criticalTooLow", minimum } };
    return { ok: true, spec };
  } catch (error) {
    if (error instanceof NotationSyntaxError) return { ok: false, problem: { kind: "syntax" } };
    throw error;
  }
}
