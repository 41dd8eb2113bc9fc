import { describe, expect, it } from "vitest";
import { importYtsheet2, importYtsheetObject } from "../../../src/rules/import/index.js";
import { fc } from "../../fc.js";
import { fixture, fixtureText } from "./fixtures.js";

const kinds = ["character", "monster", "mount"] as const;

/** Either a result with an actor, or an error: never both, never neither. */
function wellFormed(result: ReturnType<typeof importYtsheet2>): boolean {
  return result.ok
    ? result.actor !== null && result.error === null
    : result.actor === null && result.error !== null;
}

const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom("-", "", "2d+", "１５", "1e9", "99999999999", "-0", "NaN", "<br>", "（", "2d6+x"),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

describe("fuzzed ytsheet2 files", () => {
  it.each(kinds)("%s: any change to any fields gives a result or an error, never an exception", (kind) => {
    const base = fixture(kind);
    const keys = [
      ...Object.keys(base),
      "lvGri",
      "weapon3Name",
      "status4Hp",
      "statusNum",
      "weaponNum",
      "lootsNum",
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...keys), fc.option(anyValue)), { minLength: 1, maxLength: 6 }),
        (changes) => {
          const sheet: Record<string, unknown> = { ...base };
          for (const [key, value] of changes) {
            if (value === null) delete sheet[key];
            else sheet[key] = value;
          }
          expect(wellFormed(importYtsheetObject(sheet))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each(kinds)("%s: the file cut or corrupted anywhere is a result or an error", (kind) => {
    const text = fixtureText(kind);
    fc.assert(
      fc.property(fc.nat({ max: text.length }), fc.string({ maxLength: 4 }), (at, insert) => {
        expect(wellFormed(importYtsheet2(text.slice(0, at)))).toBe(true);
        expect(wellFormed(importYtsheet2(text.slice(0, at) + insert + text.slice(at + 1)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe("fuzz counterexamples kept as tests", () => {
  it("a mount field holding an object without a prototype is an error, not an exception", () => {
    const sheet = { ...fixture("mount"), mount: Object.create(null) as object };
    expect(importYtsheetObject(sheet)).toMatchObject({ ok: false, error: { code: "ImpossibleValue" } });
  });
});
