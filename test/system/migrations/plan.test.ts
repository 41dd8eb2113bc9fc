/**
 * The migration planner over every stored shape the schema ever had (test/fixtures/migrations/*.json):
 * exact updates, idempotence (migrating the result again writes nothing), unknown fields kept, and
 * garbage never thrown on.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeBattle } from "../../../src/rules/combat/normalize.js";
import {
  CURRENT_SCHEMA_VERSION,
  MIGRATION_STEPS,
  type MigrationSteps,
} from "../../../src/system/migrations/migrate-source.js";
import {
  type ActorPlan,
  packDecision,
  planActor,
  planItem,
  planSceneTokens,
  type SystemUpdate,
  storedVersion,
  type TokenPlan,
} from "../../../src/system/migrations/plan.js";
import { fc } from "../../fc.js";

const DIR = join(import.meta.dirname, "../../fixtures/migrations");

interface Fixture {
  name: string;
  origin: string;
  kind: "actor" | "item" | "scene" | "battle";
  fromVersion?: number;
  actorTypes?: Record<string, string>;
  source: Record<string, unknown>;
  expected: unknown;
}

const FIXTURES: [string, Fixture][] = readdirSync(DIR)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => [f, JSON.parse(readFileSync(join(DIR, f), "utf8")) as Fixture]);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** What the database holds after an update merged into it (Foundry's recursive merge of objects). */
function merge(target: unknown, update: Json): Json {
  const out: Json = isObject(target) ? structuredClone(target) : {};
  for (const [k, v] of Object.entries(update))
    out[k] = isObject(v) && isObject(out[k]) ? merge(out[k], v) : v;
  return out;
}

function withItems(items: unknown, updates: readonly SystemUpdate[]): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item) => {
    const u = isObject(item) ? updates.find((x) => x._id === item._id) : undefined;
    return u && isObject(item) ? merge(item, { system: u.system }) : item;
  });
}

function applyActor(source: Json, plan: ActorPlan | null): Json {
  if (!plan) return source;
  const next = plan.actor ? merge(source, { system: plan.actor.system }) : structuredClone(source);
  return { ...next, items: withItems(source.items, plan.items) };
}

function applyScene(source: Json, plans: TokenPlan[]): Json {
  const tokens = (source.tokens as unknown[]).map((token) => {
    const plan = isObject(token) ? plans.find((p) => p.tokenId === token._id) : undefined;
    if (!plan || !isObject(token)) return token;
    const next = plan.update ? merge(token, { delta: plan.update.delta }) : token;
    return next;
  });
  return { ...source, tokens };
}

function plan(fixture: Fixture, source: Json, from: number): unknown {
  const types = fixture.actorTypes ?? {};
  if (fixture.kind === "actor") return planActor(source, from);
  if (fixture.kind === "item") return planItem(source, from);
  return planSceneTokens(source, (id) => types[id], from);
}

function apply(fixture: Fixture, source: Json, result: unknown): Json {
  if (fixture.kind === "actor") return applyActor(source, result as ActorPlan | null);
  if (fixture.kind === "item")
    return result ? merge(source, { system: (result as SystemUpdate).system }) : source;
  return applyScene(source, result as TokenPlan[]);
}

/** Every path of a JSON value, with its value, for "nothing else was touched" checks. */
function leaves(value: unknown, path = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (isObject(value) || Array.isArray(value))
    for (const [k, v] of Object.entries(value)) for (const [p, x] of leaves(v, `${path}/${k}`)) out.set(p, x);
  else out.set(path, value);
  return out;
}

describe("every past stored shape", () => {
  const documents = FIXTURES.filter(([, f]) => f.kind !== "battle");
  it("[MIGRATION] the fixtures cover every actor and item type of system.json, a scene and an old battle", () => {
    const system = JSON.parse(readFileSync(join(import.meta.dirname, "../../../system.json"), "utf8"));
    const types = (kind: string) =>
      FIXTURES.filter(([, f]) => f.kind === kind).map(([, f]) => String(f.source.type));
    expect(new Set(types("actor"))).toEqual(new Set(Object.keys(system.documentTypes.Actor)));
    expect(new Set(types("item"))).toEqual(new Set(Object.keys(system.documentTypes.Item)));
    expect(FIXTURES.filter(([, f]) => f.kind === "scene").length).toBeGreaterThan(0);
    expect(FIXTURES.filter(([, f]) => f.kind === "battle").length).toBeGreaterThan(0);
  });

  for (const [file, fixture] of documents) {
    const from = fixture.fromVersion ?? 0;
    describe(file, () => {
      it(`[MIGRATION] ${fixture.name}: exact update`, () => {
        const result = plan(fixture, fixture.source, from);
        expect(result).toEqual(fixture.expected);
      });

      it("[MIGRATION] migrating the result again writes nothing (twice = once); a recorded version writes nothing", () => {
        const once = apply(fixture, fixture.source, plan(fixture, fixture.source, from));
        const again = plan(fixture, once, from);
        expect(fixture.kind === "scene" ? again : (again ?? null)).toEqual(
          fixture.kind === "scene" ? [] : null,
        );
        const atCurrent = plan(fixture, fixture.source, CURRENT_SCHEMA_VERSION);
        expect(atCurrent).toEqual(fixture.kind === "scene" ? [] : null);
      });

      it("[MIGRATION] every stored field outside the update is kept, and the source is not mutated", () => {
        const before = structuredClone(fixture.source);
        const once = apply(fixture, fixture.source, plan(fixture, fixture.source, from));
        expect(fixture.source).toEqual(before);
        const after = leaves(once);
        for (const [path, value] of leaves(before)) {
          if (after.has(path)) {
            if (after.get(path) !== value) {
              // Only a value the update replaced: a flat hp/mp that became { value }.
              expect(path).toMatch(/\/(hp|mp)$/);
            }
          } else expect(path).toMatch(/\/(hp|mp)$/);
        }
      });
    });
  }

  it("[MIGRATION][FACTS-1] the old character's unknown field, flags and items survive next to its new hp/mp", () => {
    const [, fixture] = FIXTURES.find(([f]) => f === "actor-character-v0-flat-hp.json") ?? [];
    if (!fixture) throw new Error("fixture missing");
    const once = applyActor(fixture.source, planActor(fixture.source, 0));
    const system = once.system as Json;
    expect(system.hp).toEqual({ value: 12 });
    expect(system.mp).toEqual({ value: 7 });
    expect(system.legacyNote).toBe("written by an early importer; kept");
    expect(once.flags).toEqual({ someModule: { kept: true } });
    expect(once.items).toEqual(fixture.source.items);
  });

  it("[MIGRATION][FACTS-1] an unreadable stored hp is never overwritten (only the readable mp is written)", () => {
    const [, fixture] = FIXTURES.find(([f]) => f === "actor-character-v0-unreadable-hp.json") ?? [];
    if (!fixture) throw new Error("fixture missing");
    const once = applyActor(fixture.source, planActor(fixture.source, 0));
    expect((once.system as Json).hp).toBe("lots");
    expect((once.system as Json).mp).toEqual({ value: 9 });
  });

  for (const [file, fixture] of FIXTURES.filter(([, f]) => f.kind === "battle")) {
    it(`[MIGRATION] ${file}: ${fixture.name}`, () => {
      const read = normalizeBattle(JSON.parse(JSON.stringify(fixture.source)));
      expect(read.ok).toBe(true);
      if (read.ok) expect(read.value).toEqual(fixture.expected);
    });
  }
});

describe("item steps reach world, embedded and token items", () => {
  // No item field ever changed shape (ITEM_STEPS is empty); a test step proves the planner carries one.
  const steps: MigrationSteps = {
    actor: MIGRATION_STEPS.actor,
    item: [
      {
        to: 1,
        types: ["weapon"],
        migrate: (system) => (typeof system.dmg === "number" ? { ...system, extraDamage: system.dmg } : null),
      },
    ],
  };
  const weapon = { _id: "w1", type: "weapon", name: "Club", system: { dmg: 2, odd: "kept" } };
  const gear = { _id: "g1", type: "gear", system: { dmg: 2 } };

  it("[MIGRATION] a world item of the step's type gets exactly the changed key; another type none", () => {
    expect(planItem(weapon, 0, steps)).toEqual({ _id: "w1", system: { extraDamage: 2 } });
    expect(planItem(gear, 0, steps)).toBeNull();
    expect(planItem(weapon, 1, steps)).toBeNull();
  });

  it("[MIGRATION] an actor's embedded items and an unlinked token's delta items", () => {
    expect(
      planActor({ _id: "a1", type: "monster", system: {}, items: [weapon, gear, null] }, 0, steps),
    ).toEqual({
      actor: null,
      items: [{ _id: "w1", system: { extraDamage: 2 } }],
    });
    const scene = { tokens: [{ _id: "t1", actorId: "a1", delta: { items: [weapon] } }] };
    expect(planSceneTokens(scene, () => "monster", 0, steps)).toEqual([
      { tokenId: "t1", update: null, items: [{ _id: "w1", system: { extraDamage: 2 } }] },
    ]);
  });
});

describe("packs and the stored version", () => {
  it("[MIGRATION] Actor and Item packs of this system are migrated, locked ones reported, others ignored", () => {
    expect(packDecision({ type: "Actor", system: "swordworld25" }, false, "swordworld25")).toBe("migrate");
    expect(packDecision({ type: "Item", system: "swordworld25" }, true, "swordworld25")).toBe("locked");
    expect(
      packDecision(
        { type: "Item", packageType: "system", packageName: "swordworld25" },
        false,
        "swordworld25",
      ),
    ).toBe("migrate");
    expect(packDecision({ type: "Macro", system: "swordworld25" }, false, "swordworld25")).toBe("other");
    expect(packDecision({ type: "Actor", system: "dnd5e" }, false, "swordworld25")).toBe("other");
    expect(packDecision({ type: "Actor" }, false, "swordworld25")).toBe("other");
  });

  it("[MIGRATION] the stored version: whole numbers ≥ 0; anything else reads as 0", () => {
    expect(storedVersion(1)).toBe(1);
    expect(storedVersion(0)).toBe(0);
    for (const bad of [-1, 1.5, "1", null, undefined, Number.NaN, {}]) expect(storedVersion(bad)).toBe(0);
  });
});

describe("garbage", () => {
  it("[MIGRATION] planners never throw and answer null / [] for anything that is not a document", () => {
    for (const junk of [
      null,
      undefined,
      0,
      "x",
      [],
      [1],
      {},
      { _id: 3 },
      { _id: "a" },
      { _id: "", type: "character" },
    ]) {
      expect(planActor(junk, 0)).toBeNull();
      expect(planItem(junk, 0)).toBeNull();
      expect(planSceneTokens(junk, () => "character", 0)).toEqual([]);
    }
    expect(planActor({ _id: "a", type: "character", system: "garbage", items: "garbage" }, 0)).toBeNull();
    expect(
      planActor({ _id: "a", type: "character", system: { hp: Number.POSITIVE_INFINITY } }, 0),
    ).toBeNull();
  });

  it("[MIGRATION] property: any JSON value as actor, item or scene source is planned without throwing", () => {
    const doc = fc.record({
      _id: fc.oneof(fc.string(), fc.constant("id1"), fc.integer()),
      type: fc.oneof(fc.constantFrom("character", "monster", "weapon", "spell"), fc.anything()),
      system: fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom("hp", "mp", "x"), fc.anything())),
      items: fc.oneof(fc.anything(), fc.array(fc.anything())),
      tokens: fc.oneof(fc.anything(), fc.array(fc.anything())),
    });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), doc), fc.integer({ min: -2, max: 3 }), (source, from) => {
        planActor(source, from);
        planItem(source, from);
        planSceneTokens(source, () => "character", from);
      }),
      { numRuns: 500, seed: 13 },
    );
  });
});
