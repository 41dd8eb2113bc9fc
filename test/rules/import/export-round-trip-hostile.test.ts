/**
 * [#40] Export to ytsheet2 keeps its round trip: import → export → import gives back what the first import
 * kept (a weak point's element, a character's current HP and MP), and the export never writes a sheet our
 * own import refuses, whatever an actor that passes our source check holds (an object for a name, a built-in
 * name for a choice, a fraction, a huge number): every field it writes is text (ytsheet2's fields are), but
 * its chat-tool list `unitStatus`, which holds `{label: "current/max"}` as ytsheet2 writes it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportYtsheet2, importYtsheet2, importYtsheetObject } from "../../../src/rules/import/index.js";
import { checkActorSource } from "../../../src/rules/import/source-check.js";
import type { ActorSource } from "../../../src/rules/import/types.js";
import { fc } from "../../fc.js";
import { fixtureText } from "./fixtures.js";

const sw25 = (name: string) =>
  readFileSync(join(import.meta.dirname, "../../fixtures/foundry-sw25", `${name}.json`), "utf8");

function imported(text: string): ActorSource {
  const result = importYtsheet2(text);
  if (!result.actor) throw new Error(`fixture failed: ${result.error?.message}`);
  return result.actor;
}

/** Export, then import the export as its file's text. */
function again(actor: ActorSource) {
  return importYtsheet2(JSON.stringify(exportYtsheet2(actor)));
}

describe("[#40] the round trip of the sw25 system's actors through an export", () => {
  it("keeps a monster's weak point and its element", () => {
    const first = imported(sw25("monster"));
    expect([first.system.weakPoint, first.system.weakPointElement]).toEqual(["elementDamage", "waterIce"]);
    const second = again(first);
    expect([second.ok, second.error]).toEqual([true, null]);
    expect([second.actor?.system.weakPoint, second.actor?.system.weakPointElement]).toEqual([
      "elementDamage",
      "waterIce",
    ]);
  });

  it("keeps each kind of weak point", () => {
    const first = imported(sw25("monster"));
    for (const [weakPoint, weakPointElement] of [
      ["accuracy", "none"],
      ["physicalDamage", "none"],
      ["magicDamage", "none"],
      ["healing", "none"],
      ["elementDamage", "lightning"],
      ["elementDamage", "psychicWeak"],
      ["none", "none"],
    ]) {
      const actor = { ...first, system: { ...first.system, weakPoint, weakPointElement } };
      const second = again(actor);
      expect([second.actor?.system.weakPoint, second.actor?.system.weakPointElement]).toEqual([
        weakPoint,
        weakPointElement,
      ]);
    }
  });

  it("keeps a wounded character's current HP and MP (30 of 39 stays 30)", () => {
    const first = imported(sw25("character"));
    expect(first.system.hp).toEqual({ value: 30, max: 39 });
    const exported = exportYtsheet2(first);
    expect(exported.unitStatus).toEqual([{ HP: "30/39" }, { MP: "20/20" }, { 防護: "3" }]);
    const second = importYtsheet2(JSON.stringify(exported));
    expect([second.ok, second.error]).toEqual([true, null]);
    expect([second.actor?.system.hp, second.actor?.system.mp]).toEqual([
      { value: 30, max: 39 },
      { value: 20, max: 20 },
    ]);
  });

  it("a ytsheet2 sheet's own unitStatus: at its maximum, above ours or unreadable gives full HP", () => {
    const sheet = JSON.parse(fixtureText("character")) as Record<string, unknown>;
    const full = importYtsheetObject(sheet).actor?.system.hp as { value: number; max: number };
    const atTheirMax = [{ HP: `${full.max - 2}/${full.max - 2}` }];
    for (const status of [
      [{ HP: "999/999" }],
      [{ HP: "abc" }],
      [{ HP: "-3/x" }],
      "HP 3",
      [null],
      atTheirMax,
    ]) {
      const result = importYtsheetObject({ ...sheet, unitStatus: status });
      expect(result.actor?.system.hp, JSON.stringify(status)).toEqual(full);
    }
    const wounded = importYtsheetObject({ ...sheet, unitStatus: [{ HP: `5/${full.max}` }] });
    expect(wounded.actor?.system.hp).toEqual({ value: 5, max: full.max });
  });
});

const hostileValue = fc.constantFrom<unknown>(
  {},
  [],
  "",
  "constructor",
  "__proto__",
  "toString",
  -5,
  0.5,
  1e9,
  1e308,
  -1e308,
  "<br>",
  "a\nb",
  null,
  true,
  "９９",
  "1e400",
);

/** Every path to a leaf (or a container) of the actor: its system, its items' names and systems, its flags. */
function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  if (at.length > 0) out.push(at);
  if (typeof value === "object" && value !== null && at.length < 6)
    for (const [key, v] of Object.entries(value))
      paths(v, [...at, Array.isArray(value) ? Number(key) : key], out);
  return out;
}

function setAt(root: unknown, path: readonly (string | number)[], value: unknown): void {
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1] as string | number] = value;
}

describe("[#40] the export never writes a sheet our own import refuses", () => {
  const actors: [string, ActorSource][] = [
    ["sw25 character", imported(sw25("character"))],
    ["sw25 monster", imported(sw25("monster"))],
    ["sw25-ru monster", imported(sw25("monster-ru-world"))],
    ["ytsheet2 character", imported(fixtureText("character"))],
    ["ytsheet2 monster", imported(fixtureText("monster"))],
    ["ytsheet2 mount", imported(fixtureText("mount"))],
  ];

  it.each(actors)("%s: any few fields of an actor that passes our source check", (_, base) => {
    const all = paths(base).filter((p) => p[0] === "system" || p[0] === "items" || p[0] === "flags");
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...all), hostileValue), { minLength: 1, maxLength: 4 }),
        (changes) => {
          const actor = structuredClone(base);
          for (const [path, value] of changes) {
            try {
              setAt(actor, path, value);
            } catch {
              // a path under a value an earlier change replaced
            }
          }
          const checked = checkActorSource(JSON.parse(JSON.stringify(actor)));
          if (!checked.ok) return;
          let sheet: Record<string, unknown>;
          try {
            sheet = exportYtsheet2(checked.value);
          } catch {
            // An export that throws writes nothing: its refusals (a clear error instead of a throw) are
            // another test's subject; what is written is this one's.
            return;
          }
          for (const [key, value] of Object.entries(sheet))
            if (key !== "unitStatus") expect([key, typeof value]).toEqual([key, "string"]);
          const back = importYtsheetObject(JSON.parse(JSON.stringify(sheet)));
          expect(back.error).toBeNull();
        },
      ),
      { numRuns: 50 },
    );
  });

  it("an armour named by an object writes its name as text", () => {
    const actor = imported(fixtureText("character"));
    const armour = actor.items.filter((i) => i.type === "armor" || i.type === "shield");
    (armour[1] as { name: unknown }).name = {};
    const sheet = exportYtsheet2(actor) as Record<string, unknown>;
    expect(sheet.armour2Name).toBe("");
    expect(importYtsheetObject(sheet).error).toBeNull();
  });
});
