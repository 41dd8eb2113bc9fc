import { describe, expect, it } from "vitest";
import { fixedDice, randomDice } from "../../../src/rules/dice/dice-source.js";
import {
  MAX_NOTATION_LENGTH,
  MAX_NOTATION_NUMBER,
  parseNotation,
  rollText,
} from "../../../src/rules/dice/notation.js";
import { fc } from "../../fc.js";

function total(text: string, dice: number[]): number {
  const r = rollText(text, fixedDice(dice));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.total;
}

describe("notation", () => {
  it("[ROLL-05] power 100 is the last row; 101 is refused with PowerTooHigh", () => {
    expect(total("K100", [6, 6, 1, 1])).toBe(30);
    const r = parseNotation("K101");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "PowerTooHigh", params: { power: 101, max: 100 } });
  });

  it("[ROLL-06] options in any order, any case; text after a blank is a comment", () => {
    expect(total("K20+5@9", [5, 4, 3, 4])).toBe(total("k20@9+5", [5, 4, 3, 4]));
    expect(total("K20+5@9 Wolf's sword", [2, 3])).toBe(3 + 5);
    expect(total("K20[9]+5", [5, 4, 3, 4])).toBe(7 + 5 + 5);
  });

  it("[ROLL-06] parenthesised arithmetic is worked out first, rounding down; bare division rounds up", () => {
    expect(total("K20+(7/2)", [2, 3])).toBe(3 + 3);
    expect(total("K20+7/2", [2, 3])).toBe(3 + 4);
    expect(total("K20+(7/2U)", [2, 3])).toBe(3 + 4);
  });

  it("[ROLL-09] a C value below what can end is refused with its minimum", () => {
    const r = parseNotation("K20@2");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "CriticalTooLow", params: { minimum: 3 } });
    expect(parseNotation("K20@3").ok).toBe(true);
  });

  it("[ROLL-10] H halves and rounds up, with no critical unless a C value is given", () => {
    expect(total("HK20", [6, 6])).toBe(5);
    expect(total("K20+8H+2", [3, 4])).toBe(Math.ceil((5 + 8) / 2) + 2);
    const r = rollText("HK20@10", fixedDice([6, 6, 3, 4]));
    expect(r.ok && r.value.critical).toBe(true);
  });

  it("[ROLL-06] the S prefix makes any roll secret", () => {
    const r = rollText("SK20", fixedDice([3, 4]));
    expect(r.ok && r.value.secret).toBe(true);
  });

  it("[ROLL-01] hostile input is an error value, never a stack overflow", () => {
    const deep = `K20+${"(".repeat(20000)}1${")".repeat(20000)}`;
    const signs = `2D6+${"-".repeat(20000)}1`;
    for (const text of [deep, signs]) {
      const r = parseNotation(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: "NotationTooLong", params: { max: 256 } });
    }
    expect(MAX_NOTATION_LENGTH).toBe(256);
    // At the limit a notation is still read: K2, 126 × "+0" and "+1" are 256 characters.
    const longest = `K2${"+0".repeat(126)}+1`;
    expect(longest.length).toBe(MAX_NOTATION_LENGTH);
    expect(total(longest, [3, 4])).toBe(2 + 1);
    expect(parseNotation(`${longest}0`).ok).toBe(false);
    // The comment after a blank does not count.
    expect(total(`K20 ${"x".repeat(1000)}`, [3, 4])).toBe(5);
  });

  it("[ROLL-01] numbers beyond ±1e9 are refused, so totals stay exact (a 1e200 product too)", () => {
    const huge = "9".repeat(100);
    for (const text of [
      `2D6+${huge}*${huge}>=10`,
      `K10$+${huge}`,
      "K20+1000000001",
      "2D6>=-1000000001",
      "K20ad(99999*99999)",
    ]) {
      const r = parseNotation(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: "NotationNumberTooLarge", params: { max: 1e9 } });
    }
    expect(MAX_NOTATION_NUMBER).toBe(1e9);
    expect(total("K20+1000000000", [3, 4])).toBe(5 + 1e9);
    // An absurd power is still the clearer PowerTooHigh.
    const power = parseNotation("K99999999999999999999999");
    expect(!power.ok && power.error.code).toBe("PowerTooHigh");
  });

  it("[ROLL-01] player input never throws: any text is a result or an error value", () => {
    const alphabet = fc.constantFrom(..."Kk0123456789+-*/()[]@$#~HOhDBRrAGFSTZ2>=<? x".split(""));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 16 }), fc.integer(), (text, seed) => {
        let s = seed >>> 0;
        const dice = randomDice(() => {
          s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
          return s / 4294967296;
        });
        const r = rollText(text, dice);
        expect(typeof r.ok).toBe("boolean");
        const fixed = rollText(text, fixedDice([1, 2]));
        expect(typeof fixed.ok).toBe("boolean");
      }),
      { numRuns: 3000, seed: 25 },
    );
  });
});
