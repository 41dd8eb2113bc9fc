/**
 * `{"toString": false}` is valid JSON, and turning that object into text or a number throws a TypeError. The
 * property test of the export met it at random (an actor's ability score holding it); here every field of
 * every fixture gets one, so each reader either reads it or refuses it by name, and never throws.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseScenario, runScenario } from "../../src/rules/combat/scenario-runner.js";
import { exportYtsheet2, importYtsheet2, importYtsheetObject } from "../../src/rules/import/index.js";
import { checkActorSource } from "../../src/rules/import/source-check.js";
import { builtInKeyPath, shownValue } from "../../src/rules/plain-data.js";
import { fixtureText } from "./import/fixtures.js";

const TRAP = { toString: false };
const KINDS = ["character", "monster", "mount", "character-records"] as const;
const fixtures = join(import.meta.dirname, "../fixtures");

/** Every place in `value`: its path in builtInKeyPath's notation and the keys that lead there. */
function places(value: unknown, at = "", keys: string[] = []): { path: string; keys: string[] }[] {
  const out: { path: string; keys: string[] }[] = [];
  if (value === null || typeof value !== "object") return out;
  for (const [key, v] of Object.entries(value)) {
    const path = Array.isArray(value) ? `${at}[${key}]` : at === "" ? key : `${at}.${key}`;
    out.push({ path, keys: [...keys, key] }, ...places(v, path, [...keys, key]));
  }
  return out;
}

/** `base` with TRAP at each place in turn: [path, spoiled copy]. */
function* spoiled(base: unknown): Generator<[string, unknown]> {
  for (const { path, keys } of places(base)) {
    const copy = structuredClone(base);
    let parent = copy as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    parent[keys.at(-1) as string] = TRAP;
    yield [path, copy];
  }
}

describe("builtInKeyPath and shownValue", () => {
  it("name the object that holds the key, at any depth; a function there is no trap", () => {
    expect(builtInKeyPath({ a: [1, { b: { valueOf: 2 } }] })).toBe("a[1].b");
    expect(builtInKeyPath(TRAP)).toBe("(top level)");
    expect(builtInKeyPath([{}, [TRAP]])).toBe("[1][0]");
    expect(builtInKeyPath({ toString: () => "x", valueOf: () => 1, "to String": 1 })).toBeNull();
    expect(builtInKeyPath({ a: "toString", b: ["valueOf"], __proto__: null })).toBeNull();
  });

  it("show any value as text without throwing", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => String(TRAP)).toThrow(TypeError);
    expect(shownValue(TRAP)).toBe('{"toString":false}');
    expect(shownValue([TRAP])).toBe('[{"toString":false}]');
    expect(shownValue(cycle)).toBe("object");
    expect(shownValue(Symbol("s"))).toBe("symbol");
    expect([shownValue(undefined), shownValue(null), shownValue(3), shownValue("x")]).toEqual([
      "undefined",
      "null",
      "3",
      "x",
    ]);
  });
});

describe("the export of an actor holding such a key anywhere", () => {
  it.each(KINDS)("%s: refused by the actor check, naming the field; the actor unchanged", (name) => {
    let count = 0;
    for (const [path, actor] of spoiled(importYtsheet2(fixtureText(name)).actor)) {
      const before = JSON.stringify(actor);
      const checked = checkActorSource(actor);
      expect(checked.ok, path).toBe(false);
      if (!checked.ok)
        expect(checked.error, path).toMatchObject({ code: "ActorUnwritable", params: { field: path } });
      expect(JSON.stringify(actor)).toBe(before);
      count++;
    }
    expect(count).toBeGreaterThan(40);
  });

  it("the unspoiled actors still export", () => {
    for (const name of KINDS) {
      const checked = checkActorSource(importYtsheet2(fixtureText(name)).actor);
      expect(checked.ok && exportYtsheet2(checked.value).result).toBe("OK");
    }
  });
});

describe("imports of a file holding such a key anywhere", () => {
  it("ytsheet2 sheets (ours and ytsheet2's own): imported or refused, never thrown", () => {
    const dir = join(fixtures, "ytsheet2-oracle");
    const sheets = [
      ...KINDS.map((n) => JSON.parse(fixtureText(n))),
      ...readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), "utf8"))),
    ];
    for (const sheet of sheets)
      for (const [path, doc] of spoiled(sheet)) {
        const result = importYtsheetObject(doc);
        expect(result.ok || result.error !== null, path).toBe(true);
      }
  });

  it("the sw25 system's actors: refused with Foundry.BuiltInKey naming the field", () => {
    const dir = join(fixtures, "foundry-sw25");
    // One actor of each of that system's kinds (every field of each; the refusal comes before any is read).
    for (const file of ["character.json", "monster.json", "npc.json"]) {
      const doc = JSON.parse(readFileSync(join(dir, file), "utf8"));
      expect(importYtsheetObject(doc).ok, file).toBe(true);
      for (const [path, spoilt] of spoiled(doc)) {
        const result = importYtsheetObject(spoilt);
        // A spoilt system id or type makes it another kind of file, refused before its fields are read.
        if (result.error?.code !== "Foundry.BuiltInKey") expect(result.ok, `${file} ${path}`).toBe(false);
        else expect(result.error.params, `${file} ${path}`).toEqual({ field: path });
      }
    }
  });
});

describe("scenarios holding such a key anywhere", () => {
  it.each(["seed-combat-start-to-finish", "standard-melee-cap-and-joins", "standard-seed-example-a-falls"])(
    "%s: run or refused, never thrown",
    (name) => {
      const scenario = JSON.parse(
        readFileSync(join(import.meta.dirname, "../scenarios", `${name}.json`), "utf8"),
      );
      for (const [path, spoilt] of spoiled(scenario)) {
        const parsed = parseScenario(spoilt);
        const run = parsed.ok ? runScenario(parsed.value) : parsed;
        expect(run.ok || run.error.code !== "", path).toBe(true);
      }
    },
  );
});
