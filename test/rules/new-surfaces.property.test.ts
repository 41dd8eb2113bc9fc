/**
 * Issue 40: hostile and careless input on the surfaces added since the last hardening, as properties: the
 * export of any spoiled actor, the party's session end, the loot pile and the v14 effect migration never throw,
 * store no function, NaN or Infinity, and change nothing they refuse.
 */

import { describe, expect, it } from "vitest";
import { parseMonsterLines, sessionEnd } from "../../src/rules/character/creation/session-end.js";
import { NUMBER_LIMIT } from "../../src/rules/character/numbers.js";
import { exportYtsheet2, importYtsheet2 } from "../../src/rules/import/index.js";
import { checkActorSource } from "../../src/rules/import/source-check.js";
import { v14EffectUpdate } from "../../src/system/compat/v14.js";
import { lootPileItems } from "../../src/system/integrations/item-piles.js";
import { planEffectShapeUpdates } from "../../src/system/migrations/effect-shape.js";
import { fc } from "../fc.js";
import { fixtureText } from "./import/fixtures.js";

/** Every value in `value` is plain data: no function, no NaN or ±Infinity. */
function plainData(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === "function") return false;
  if (typeof value === "number") return Number.isFinite(value);
  if (value === null || typeof value !== "object" || seen.has(value)) return true;
  seen.add(value);
  return Object.values(value).every((v) => plainData(v, seen));
}

const hostile = fc.oneof(
  fc.constantFrom(null, undefined, "x", "", 1e308, -1, 0.5, true, [], {}, [null], ["x"], [{}], "constructor"),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A place in an actor: the path of an existing key (any depth). */
function paths(o: unknown, at: string[] = [], out: string[][] = []): string[][] {
  if (o && typeof o === "object")
    for (const [k, v] of Object.entries(o)) {
      out.push([...at, k]);
      paths(v, [...at, k], out);
    }
  return out;
}

const ACTORS = (["character", "monster", "mount", "character-records"] as const).map(
  (name) => importYtsheet2(fixtureText(name)).actor as unknown as Record<string, unknown>,
);

describe("export of a spoiled actor", () => {
  it("writes plain data (no function, NaN or Infinity) or refuses with an error value; never throws, never changes the actor", () => {
    fc.assert(
      fc.property(fc.nat(ACTORS.length - 1), fc.nat(), hostile, (which, at, value) => {
        const actor = structuredClone(ACTORS[which]) as Record<string, unknown>;
        const all = paths(actor);
        const path = all[at % all.length] as string[];
        let o = actor as Record<string, unknown>;
        for (const k of path.slice(0, -1)) o = o[k] as Record<string, unknown>;
        o[path.at(-1) as string] = value;
        const before = JSON.stringify(actor);
        const checked = checkActorSource(actor);
        if (checked.ok) {
          const sheet = exportYtsheet2(checked.value);
          // (That every value is text is the export round trip's own test.)
          expect(plainData(sheet)).toBe(true);
        } else expect(checked.error.code).toMatch(/^(NotActor|ActorUnwritable)$/);
        expect(JSON.stringify(actor)).toBe(before);
      }),
      { numRuns: 1500 },
    );
  });
});

describe("the party's session end", () => {
  it("a record within what the records count, or a refusal; never throws, the input untouched", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.double(),
        fc.double(),
        fc.array(fc.oneof(fc.nat(200_000), fc.double()), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (monsterText, loot, honor, fumbles, goalMet) => {
          const input = {
            date: "",
            title: "",
            gm: "",
            goalMet,
            monsters: parseMonsterLines(monsterText).monsters,
            lootSold: loot,
            shardHonor: honor,
            members: fumbles.map((f, i) => ({ id: `m${i}`, name: `M${i}`, fumbles: f })),
          };
          const before = JSON.stringify(input);
          const end = sessionEnd(input, { money: "equal", honor: "each" });
          expect(JSON.stringify(input)).toBe(before);
          if (!end.ok) return;
          expect(plainData(end.value)).toBe(true);
          for (const m of end.value.members) {
            expect(m.record.experience).toBeLessThanOrEqual(NUMBER_LIMIT);
            expect(m.record.money).toBeLessThanOrEqual(NUMBER_LIMIT);
            expect(m.record.honor).toBeLessThanOrEqual(NUMBER_LIMIT);
          }
        },
      ),
    );
  });
});

describe("the loot pile", () => {
  it("gear of whole quantities and prices only, from any loot flag", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            item: fc.string({ maxLength: 4 }),
            count: fc.oneof(fc.double(), fc.nat()),
            price: fc.oneof(fc.double(), fc.nat()),
          }),
        ),
        (won) => {
          const items = lootPileItems(won);
          expect(plainData(items)).toBe(true);
          for (const { system } of items) {
            expect(Number.isSafeInteger(system.quantity) && system.quantity >= 1).toBe(true);
            expect(Number.isSafeInteger(system.price) && system.price >= 0).toBe(true);
          }
        },
      ),
    );
  });
});

describe("the v14 effect migration", () => {
  it("plans plain updates for any stored effects; never throws", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            hostile,
            fc.record({ _id: fc.constant("e1"), duration: hostile, changes: hostile, flags: hostile }),
          ),
        ),
        (effects) => {
          const updates = planEffectShapeUpdates(effects, v14EffectUpdate);
          expect(plainData(updates)).toBe(true);
        },
      ),
    );
  });
});
