/**
 * Hostile and careless palette text: whatever a player types or an import file holds, the palette's parser,
 * resolver and copy-out never throw, never answer NaN or ∞, refuse with an error value, and take time linear in
 * the text (a doubling variable stops at a bounded size).
 */

import { describe, expect, it } from "vitest";
import { deriveCharacter } from "../../../src/rules/character/derivation/character-derived.js";
import {
  paletteLine,
  paletteText,
  paletteValues,
  paletteVariables,
  parsePaletteText,
  resolvePalette,
} from "../../../src/rules/character/palette/palette.js";
import {
  budgetedOdds,
  OddsBudget,
  PALETTE_ODDS_WORK,
} from "../../../src/rules/character/palette/palette-odds.js";
import { fc } from "../../fc.js";
import { adventurer, cls, weapon } from "./fixtures.js";

const values = paletteValues(
  deriveCharacter(adventurer({ classes: [cls("scout", 2)], weapons: [weapon()] })),
  [cls("scout", 2)],
);

/** Pieces palettes are made of, and the names that reach an object's prototype. */
const piece = fc.constantFrom(
  "{",
  "}",
  "｛",
  "｝",
  "//",
  "=",
  "###",
  " ",
  "\n",
  "<br>",
  "&lt;br&gt;",
  "2d6",
  "k20",
  "[",
  "]",
  "(",
  ")",
  "+",
  "-",
  "*",
  "/",
  "$",
  "#",
  "@",
  "h",
  "0",
  "7",
  "99999999999999999999",
  "1e308",
  "NaN",
  "Infinity",
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "命中1",
  "追加D1",
  "C修正",
  "出目修正",
  "冒険者",
  "a",
  "b",
);
const hostileText = fc.oneof(
  fc.array(piece, { maxLength: 60 }).map((p) => p.join("")),
  fc.string({ maxLength: 80 }),
);

const ERRORS = new Set(["PaletteUnknownReference", "PaletteVariableLoop", "NotationTooLong"]);

describe("hostile palette text", () => {
  it("parse, resolve and copy out never throw; a resolved line holds no NaN or Infinity", () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const entries = parsePaletteText(text);
        const variables = paletteVariables(entries);
        for (const entry of entries) {
          const line = paletteLine(entry);
          expect(["roll", "heading", "variable", "text"]).toContain(line.kind);
          const r = resolvePalette(entry.formula, values, variables);
          if (!r.ok) expect(ERRORS.has(r.error.code), r.error.code).toBe(true);
          // Numbers come out as numbers: no NaN or Infinity unless the text itself wrote one.
          else if (!/NaN|Infinity/.test(text)) expect(r.value).not.toMatch(/NaN|Infinity/);
          if (r.ok) {
            const budget = new OddsBudget();
            budgetedOdds(r.value, budget);
            expect(budget.spent).toBeLessThanOrEqual(PALETTE_ODDS_WORK);
          }
        }
        expect(typeof paletteText(entries, values)).toBe("string");
      }),
      { numRuns: 400 },
    );
  });

  it("added numbers too large to sum exactly stay as written, never Infinity", () => {
    const huge = "9".repeat(400);
    const r = resolvePalette(`2d6+${huge}+1`, values);
    expect(r).toEqual({ ok: true, value: `2d6+${huge}+1` });
  });

  it("a value that is not a finite number is no value", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const r = resolvePalette("2d6+{x}", { x: bad });
      expect(r.ok ? null : r.error).toMatchObject({ code: "PaletteUnknownReference", params: { name: "x" } });
    }
  });

  it("huge input stays bounded: a doubling variable, a megabyte line, a megabyte palette", () => {
    const doubling = new Map([["a", "{a}{a}{a}{a}"]]);
    const r = resolvePalette("{a}".repeat(1000), values, doubling);
    expect(r.ok ? null : r.error.code).toBe("PaletteVariableLoop");
    const long = resolvePalette(`2d6+${"1+".repeat(500_000)}1`, values);
    expect(long.ok ? null : long.error.code).toBe("NotationTooLong");
    const braces = resolvePalette("{".repeat(1_000_000), values);
    expect(braces.ok ? null : braces.error.code).toBe("NotationTooLong");
    const lines = "2d6+{冒険者} x\n//y=1\n### h\n".repeat(40_000);
    const entries = parsePaletteText(lines);
    expect(entries).toHaveLength(120_000);
    expect(paletteVariables(entries).get("y")).toBe("1");
  });
});
