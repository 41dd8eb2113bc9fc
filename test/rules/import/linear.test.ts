/**
 * Import work grows linearly with the text: each field the importer parses is fed a hostile text of n and of
 * 10·n characters in one run, and the larger may cost at most RATIO times the smaller (linear is about 10,
 * quadratic about 100). A ratio in one run, not a time threshold: a slow machine slows both sizes alike.
 */
import { describe, expect, it } from "vitest";
import { importYtsheetObject } from "../../../src/rules/import/index.js";
import { fixture } from "./fixtures.js";

const SMALL = 5_000;
const RATIO = 35;
/** Below this many milliseconds a run is timer noise: the small size counts as at least this long. */
const FLOOR_MS = 3;

const text: Record<string, (n: number) => string> = {
  digits: (n) => "1".repeat(n),
  digitsThenG: (n) => `${"1,".repeat(n / 2)}x G`,
  spaces: (n) => `/(${" ".repeat(n)}x`,
  parens: (n) => `${"(".repeat(n)})`,
  slashes: (n) => `a${"／1".repeat(n / 2)}`,
  lineBreaks: (n) => "&lt;br&gt;".repeat(n / 10),
  markedLines: (n) => "○a/1(8)/b&lt;br&gt;effect&lt;br&gt;".repeat(n / 32),
  paragraphs: (n) => "name&lt;br&gt; effect&lt;br&gt;&lt;br&gt;".repeat(n / 36),
  sums: (n) => `${"1+".repeat(n / 2)}1`,
  cash: (n) => "x ::+1&lt;br&gt;".repeat(n / 14),
  entities: (n) => "&amp;".repeat(n / 5),
};

const CASES: readonly (readonly ["character" | "monster" | "mount", string, keyof typeof text])[] = [
  ["monster", "loots1Item", "digits"],
  ["monster", "loots1Item", "digitsThenG"],
  ["monster", "mobility", "spaces"],
  ["monster", "mobility", "digits"],
  ["monster", "status1Style", "parens"],
  ["monster", "status1Style", "spaces"],
  ["monster", "skills", "slashes"],
  ["monster", "skills", "markedLines"],
  ["monster", "skills", "paragraphs"],
  ["monster", "description", "entities"],
  ["monster", "status1Damage", "spaces"],
  ["mount", "skills", "markedLines"],
  ["mount", "status1Style", "parens"],
  ["character", "cashbook", "cash"],
  ["character", "cashbook", "lineBreaks"],
  ["character", "chatPalette", "lineBreaks"],
  ["character", "freeNote", "entities"],
  ["character", "hpAdd", "sums"],
  ["character", "history1Exp", "sums"],
  ["character", "weapon1Usage", "spaces"],
];

function cost(
  kind: "character" | "monster" | "mount",
  field: string,
  make: (n: number) => string,
  n: number,
) {
  const sheet = { ...fixture(kind), [field]: make(n) };
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    importYtsheetObject(sheet);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe("import work grows linearly with the text", () => {
  it.each(CASES)("%s %s (%s): 10× the text costs at most 35× the work", (kind, field, shape) => {
    const make = text[shape] as (n: number) => string;
    // Warm-up at both sizes: the first runs compile the code paths and grow the heap.
    cost(kind, field, make, SMALL);
    cost(kind, field, make, SMALL * 10);
    const small = Math.max(FLOOR_MS, cost(kind, field, make, SMALL));
    const large = cost(kind, field, make, SMALL * 10);
    expect({ field, shape, ratio: Math.round(large / small) }).toEqual({
      field,
      shape,
      ratio: expect.toSatisfy((r: number) => r <= RATIO),
    });
  });
});
