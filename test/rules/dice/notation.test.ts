import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedDice, randomDice } from "../../../src/rules/dice/dice-source.js";
import { parseNotation, rollText } from "../../../src/rules/dice/notation.js";

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
