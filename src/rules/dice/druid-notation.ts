// `Dru[a,b,c]+mod`: the Druid's physical spells read one of three values by the 2d (2-6, 7-9, 10-12).
import type { DiceSource } from "./dice-source.js";
import { NotationSyntaxError, parseMul, TokenStream, tokenize } from "./notation-arithmetic.js";

export interface DruidNotation {
  readonly kind: "druid";
  /** Values for a 2d of 2..6, 7..9 and 10..12. */
  readonly values: readonly [number, number, number];
  readonly modifier: number;
}

export interface DruidRoll {
  readonly dice: readonly [number, number];
  readonly value: number;
  readonly total: number;
}

/** Parses the upper-cased text after any `S`; null if it is not a druid notation. */
export function parseDruidNotation(body: string): DruidNotation | null {
  const match = /^DRU\[(\d+),(\d+),(\d+)\]/.exec(body);
  if (!match) return null;
  try {
    const s = new TokenStream(tokenize(body.slice(match[0].length)));
    let modifier = 0;
    while (s.is("+") || s.is("-")) {
      const sign = s.next().kind === "+" ? 1 : -1;
      modifier += sign * parseMul(s, { round: "ceil", roundingSuffixes: true });
    }
    if (!s.done) return null;
    return { kind: "druid", values: [Number(match[1]), Number(match[2]), Number(match[3])], modifier };
  } catch (error) {
    if (error instanceof NotationSyntaxError) return null;
    throw error;
  }
}

export function rollDruid(n: DruidNotation, dice: DiceSource): DruidRoll {
  const rolled: [number, number] = [dice.d6(), dice.d6()];
  const sum = rolled[0] + rolled[1];
  const value = n.values[sum <= 6 ? 0 : sum <= 9 ? 1 : 2];
  return { dice: rolled, value, total: value + n.modifier };
}
