/**
 * [#40] Names every object inherits ("constructor", "toString", "__proto__" …) typed where an importer looks
 * a word up in one of its tables: an item type, a weapon category, an effect's change key, a monster type, a
 * school, a usage, a class name, a ytsheet2 code. Every table is read by its own keys only, so none of these
 * ever reaches an inherited function: the result stores no function and no number that is not finite, in
 * the actor, its items, its effects, the derived totals or the warnings. Swept field by field over the
 * importers' fixtures (the sw25 system's actors, ytsheet2's character, monster and mount), and as a property
 * over random sets of fields.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ImportResult, importYtsheetObject } from "../../../src/rules/import/index.js";
import { fc } from "../../fc.js";
import { fixture } from "./fixtures.js";

const BUILT_INS = ["constructor", "toString", "__proto__", "valueOf", "hasOwnProperty", "isPrototypeOf"];

/** The path of the first function or non-finite number in a value, or null. */
function badValue(value: unknown, path = "result", seen = new Set<unknown>()): string | null {
  if (typeof value === "function") return `${path} is a function`;
  if (typeof value === "number" && !Number.isFinite(value)) return `${path} is ${value}`;
  if (typeof value !== "object" || value === null || seen.has(value)) return null;
  seen.add(value);
  if (Object.getPrototypeOf(value) !== Object.prototype && !Array.isArray(value))
    return `${path} is no plain object or list`;
  for (const key of Reflect.ownKeys(value)) {
    const found = badValue((value as Record<string | symbol, unknown>)[key], `${path}.${String(key)}`, seen);
    if (found !== null) return found;
  }
  return null;
}

function clean(result: ImportResult, what: string): void {
  expect(badValue({ ...result }), what).toBeNull();
}

const sw25Dir = join(import.meta.dirname, "../../fixtures/foundry-sw25");
type Doc = Record<string, unknown> & {
  system: Record<string, unknown>;
  items: (Record<string, unknown> & { system: Record<string, unknown>; effects?: unknown[] })[];
  effects?: unknown[];
};
const sw25 = (name: string): Doc => JSON.parse(readFileSync(join(sw25Dir, `${name}.json`), "utf8")) as Doc;
const SW25_FIXTURES = [
  "character",
  "monster",
  "npc",
  "monster-sections-ru",
  "monster-ru-world",
  "npc-pre-1.0",
];

/** Every string (and every key's value that is a string) in an object set to `word`, nested objects too. */
function setStrings(obj: Record<string, unknown>, word: string): void {
  for (const [key, value] of Object.entries(obj)) {
    if (typeof value === "string") obj[key] = word;
    else if (typeof value === "object" && value !== null && !Array.isArray(value))
      setStrings(value as Record<string, unknown>, word);
  }
}

const hostileEffect = (word: string) => ({
  name: word,
  changes: [
    { key: word, mode: 2, value: "1" },
    { key: `system.${word}`, mode: 2, value: "1" },
    { key: `system.bonuses.${word}`, mode: 2, value: "1" },
    { key: "system.attributes.efhitmod", mode: word, value: word },
  ],
  system: { changes: [{ key: word, type: word, value: word }] },
  disabled: false,
  transfer: true,
  duration: { units: word, value: 2 },
});

describe("[#40] the sw25 importer looks user words up as own keys only", () => {
  it.each(SW25_FIXTURES)("%s: each item's strings, type and effects set to a built-in name", (name) => {
    const base = sw25(name);
    for (const word of BUILT_INS)
      base.items.forEach((_, i) => {
        const strings = sw25(name);
        setStrings((strings.items[i] as Doc["items"][number]).system, word);
        (strings.items[i] as Record<string, unknown>).effects = [hostileEffect(word)];
        clean(importYtsheetObject(strings), `${name} items[${i}] strings = ${word}`);
        const typed = sw25(name);
        (typed.items[i] as Record<string, unknown>).type = word;
        clean(importYtsheetObject(typed), `${name} items[${i}].type = ${word}`);
      });
  });

  it.each(SW25_FIXTURES)("%s: the actor's strings, flags and effects set to a built-in name", (name) => {
    for (const word of BUILT_INS) {
      const d = sw25(name);
      setStrings(d.system, word);
      d.effects = [hostileEffect(word)];
      clean(importYtsheetObject(d), `${name} system strings = ${word}`);
      const flagged = sw25(name);
      const flags = (flagged.flags ?? {}) as Record<string, unknown>;
      setStrings(flags, word);
      flagged.flags = flags;
      clean(importYtsheetObject(flagged), `${name} flags = ${word}`);
    }
  });

  it("any built-in name in any few item fields: a property over the character's items", () => {
    const base = sw25("character");
    const fields = base.items.flatMap((item, i) => Object.keys(item.system).map((key) => [i, key] as const));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...BUILT_INS)), {
          minLength: 1,
          maxLength: 8,
        }),
        (changes) => {
          const d = sw25("character");
          for (const [[i, key], word] of changes) (d.items[i] as Doc["items"][number]).system[key] = word;
          expect(badValue({ ...importYtsheetObject(d) })).toBeNull();
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("[#40] the ytsheet2 importer looks user words up as own keys only", () => {
  it.each(["character", "monster", "mount"] as const)("%s: every field set to a built-in name", (kind) => {
    const base = fixture(kind);
    // Three names keep the sweep quick (each is a full import); the sw25 sweeps above take all six.
    for (const word of ["constructor", "__proto__", "toString"])
      for (const key of Object.keys(base))
        clean(importYtsheetObject({ ...base, [key]: word }), `${kind}.${key} = ${word}`);
  });
});

describe("[#40] the engine's vocabularies read a stored word as an own key only", () => {
  it("a weapon whose stored attack kind is a built-in name fits no class, and derives", async () => {
    const { deriveSource } = await import("../../../src/rules/import/derive.js");
    const actor = importYtsheetObject(fixture("character")).actor;
    if (!actor) throw new Error("fixture failed");
    for (const word of BUILT_INS) {
      const hostile = structuredClone(actor);
      for (const item of hostile.items) if (item.type === "weapon") item.system.attackKind = word;
      const derived = deriveSource(hostile);
      expect(badValue(derived), word).toBeNull();
    }
  });

  it.each([
    ["ytsheet2 character", () => importYtsheetObject(fixture("character")).actor],
    ["ytsheet2 monster", () => importYtsheetObject(fixture("monster")).actor],
    ["ytsheet2 mount", () => importYtsheetObject(fixture("mount")).actor],
    ["sw25 character", () => importYtsheetObject(sw25("character")).actor],
  ])(
    "%s: every stored word set to a built-in name derives without a function or a throw",
    async (_, make) => {
      const { deriveSource } = await import("../../../src/rules/import/derive.js");
      const actor = make();
      if (!actor) throw new Error("fixture failed");
      const words: [number | null, string][] = [];
      for (const [key, value] of Object.entries(actor.system))
        if (typeof value === "string") words.push([null, key]);
      actor.items.forEach((item, i) => {
        for (const [key, value] of Object.entries(item.system))
          if (typeof value === "string") words.push([i, key]);
      });
      for (const word of ["constructor", "__proto__", "toString"])
        for (const [i, key] of words) {
          const hostile = structuredClone(actor);
          const system =
            i === null ? hostile.system : (hostile.items[i] as { system: Record<string, unknown> }).system;
          system[key] = word;
          expect(
            badValue(deriveSource(hostile)),
            `${i === null ? "system" : `items[${i}]`}.${key} = ${word}`,
          ).toBeNull();
        }
    },
  );
});
