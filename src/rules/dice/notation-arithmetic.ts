// Integer arithmetic as BCDice evaluates it inside dice notation: + - * / with unary signs and parentheses.

export type RoundMode = "floor" | "ceil" | "round";

/** A token of the rating lexer: a number, or one upper-cased character. */
export type Token = { readonly kind: "number"; readonly value: number } | { readonly kind: string };

/** Thrown inside the parser only; the notation entry points turn it into a RuleError value. */
export class NotationSyntaxError extends Error {}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      let j = i + 1;
      while (j < source.length && source.charCodeAt(j) >= 48 && source.charCodeAt(j) <= 57) j++;
      tokens.push({ kind: "number", value: Number(source.slice(i, j)) });
      i = j;
    } else {
      tokens.push({ kind: source.charAt(i).toUpperCase() });
      i++;
    }
  }
  return tokens;
}

/** Division the way Ruby does it for each rounding mode (floor division rounds toward −∞). */
export function divide(dividend: number, divisor: number, mode: RoundMode, byZero?: number): number {
  if (divisor === 0) {
    if (byZero !== undefined) return byZero;
    throw new NotationSyntaxError("division by zero");
  }
  const q = dividend / divisor;
  if (mode === "ceil") return Math.ceil(q);
  if (mode === "floor") return Math.floor(q);
  // Ruby's Float#round rounds halves away from zero.
  return Math.sign(q) * Math.round(Math.abs(q));
}

/** A cursor over tokens, shared by the arithmetic and the rating parsers. */
export class TokenStream {
  index = 0;
  constructor(readonly tokens: readonly Token[]) {}

  peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset];
  }

  is(kind: string, offset = 0): boolean {
    return this.tokens[this.index + offset]?.kind === kind;
  }

  next(): Token {
    const token = this.tokens[this.index++];
    if (!token) throw new NotationSyntaxError("unexpected end");
    return token;
  }

  expect(kind: string): Token {
    const token = this.next();
    if (token.kind !== kind) throw new NotationSyntaxError(`expected ${kind}`);
    return token;
  }

  number(): number {
    return (this.expect("number") as { value: number }).value;
  }

  get done(): boolean {
    return this.index >= this.tokens.length;
  }
}

export interface ArithmeticOptions {
  readonly round: RoundMode;
  /** Accept BCDice's rounding suffixes after a divisor (U/C ceil, R round, F floor). */
  readonly roundingSuffixes: boolean;
  /**
   * What x/0 evaluates to; undefined refuses it. BCDice's 2d checks read any x/0 as 1 (`2D6+5/0` is 2d + 1),
   * while its power rolls and transcendent tests refuse the notation.
   */
  readonly divisionByZero?: number;
}

/** unary: (+|-) unary | '(' add ')' | NUMBER */
export function parseUnary(s: TokenStream, o: ArithmeticOptions): number {
  if (s.is("+")) {
    s.next();
    return parseUnary(s, o);
  }
  if (s.is("-")) {
    s.next();
    return -parseUnary(s, o);
  }
  if (s.is("(")) {
    s.next();
    const value = parseAdd(s, o);
    s.expect(")");
    return value;
  }
  return s.number();
}

/** mul: unary (('*' | '/' suffix?) unary)* */
export function parseMul(s: TokenStream, o: ArithmeticOptions): number {
  let value = parseUnary(s, o);
  for (;;) {
    if (s.is("*")) {
      s.next();
      value *= parseUnary(s, o);
    } else if (s.is("/")) {
      s.next();
      const divisor = parseUnary(s, o);
      let mode = o.round;
      const suffix = s.peek()?.kind;
      if (o.roundingSuffixes && (suffix === "U" || suffix === "C" || suffix === "R" || suffix === "F")) {
        s.next();
        mode = suffix === "R" ? "round" : suffix === "F" ? "floor" : "ceil";
      }
      value = divide(value, divisor, mode, o.divisionByZero);
    } else return value;
  }
}

/** add: mul (('+' | '-') mul)* */
export function parseAdd(s: TokenStream, o: ArithmeticOptions): number {
  let value = parseMul(s, o);
  while (s.is("+") || s.is("-")) {
    const sign = s.next().kind === "+" ? 1 : -1;
    value += sign * parseMul(s, o);
  }
  return value;
}

/** Evaluates a whole expression; null when it does not parse or divides by zero. */
export function evaluate(source: string, options: ArithmeticOptions): number | null {
  try {
    const s = new TokenStream(tokenize(source));
    const value = parseAdd(s, options);
    return s.done ? value : null;
  } catch (error) {
    if (error instanceof NotationSyntaxError) return null;
    throw error;
  }
}

const PARENTHESES = /\([\d/+*\-CURF]+\)/g;

/**
 * BCDice evaluates parenthesised arithmetic before parsing a command, rounding divisions down
 * (the game system's default); an expression it cannot evaluate is left as written.
 */
export function replaceParentheses(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(PARENTHESES, (expr) => {
      const value = evaluate(expr, { round: "floor", roundingSuffixes: true });
      return value === null ? expr : String(value);
    });
    if (next === current) return current;
    current = next;
  }
}
