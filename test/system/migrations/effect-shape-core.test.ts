/**
 * The v13 → v14 effect migration (src/system/migrations/effect-shape.ts) against a fake Foundry whose core has
 * ALREADY migrated what it migrates as documents load (test/system/boot/fake-effects.ts, `coreLoadedSource`:
 * root `changes` → `system.changes` with a `type`, a legacy duration → `{value, units}` + `start`; v14's
 * deprecated getters on the loaded effect). The planner reads what the parent's `toObject()` gives (core's
 * copy): it must write only what core cannot know, never convert anything a second time, lose no change or
 * ending the rules read, and never touch a deprecated getter. Runs against the fake v13 and v14.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { compat } from "../../../src/system/compat/index.js";
import { v13 } from "../../../src/system/compat/v13.js";
import { migrateEffectShapes } from "../../../src/system/migrations/effect-shape.js";
import { bootBundle } from "../boot/boot-bundle.js";
import { FakeCollection } from "../boot/fake-documents.js";
import { type EffectActor, effectActor, effectLog, fakeItem } from "../boot/fake-effects.js";
import { fakeGeneration } from "../boot/fake-foundry.js";

const GENERATION = fakeGeneration();
const g = globalThis as unknown as { game: Record<string, unknown> };

beforeAll(async () => {
  await bootBundle();
}, 60_000);

/** As v13 stored them: a feat's +1 to hit and stance for 3 rounds from round 2, turn 1. */
const FEAT = {
  _id: "featEffect000001",
  name: "Fighting stance",
  changes: [
    { key: "system.bonuses.hit", value: "1", mode: 2, priority: null },
    { key: "system.flags.stance", value: "guard", mode: 5, priority: 60 },
  ],
  duration: {
    startTime: 0,
    seconds: null,
    combat: "combat0000000001",
    rounds: 3,
    turns: null,
    startRound: 2,
    startTurn: 1,
  },
};
/** Ten minutes outside combat. */
const MINUTES = {
  _id: "minutes000000001",
  name: "Blessing",
  changes: [{ key: "system.bonuses.check", value: "2", mode: 2 }],
  duration: {
    startTime: 1200,
    seconds: 600,
    combat: null,
    rounds: null,
    turns: null,
    startRound: null,
    startTurn: null,
  },
};
/** A technique's copy that ends at its user's next turn (v13 `turns: 1`, the system's flag). */
const TECHNIQUE = {
  _id: "turnLegacy000001",
  name: "Ember Sinew",
  changes: [{ key: "system.bonuses.hit", value: "1", mode: 2 }],
  flags: { swordworld25: { technique: { userTurn: { combatantId: "pc", round: 2 }, scene: false } } },
  duration: { turns: 1, combat: "combat0000000001", startRound: 2 },
};
/** An item's transferred effect, stored by v13. */
const ITEM_EFFECT = {
  _id: "swordEffect00001",
  name: "Sharp",
  transfer: true,
  changes: [{ key: "system.bonuses.damage", value: "1", mode: 2 }],
  duration: {},
};
const STORED = [FEAT, MINUTES, TECHNIQUE];

let pc: EffectActor;

beforeEach(async () => {
  effectLog.deprecations.length = 0;
  pc = effectActor("pc");
  // Loaded from the stored v13 data: the fake core migrates each source as it loads (v14 only).
  await pc.createEmbeddedDocuments("ActiveEffect", structuredClone(STORED));
  fakeItem(pc, "sword", [structuredClone(ITEM_EFFECT)]);
  g.game.actors = new FakeCollection<unknown>().set("pc", pc);
  g.game.items = new FakeCollection<unknown>();
  g.game.scenes = new FakeCollection<unknown>();
  effectLog.updated.length = 0;
});

const loaded = (id: string) => pc.toObject().effects.find((e) => e._id === id) as Record<string, unknown>;

describe("what the fake core has already done when the system's migration runs", () => {
  it("v14: root changes are in system.changes with a type, the legacy duration is {value, units} + start; v13: as stored", () => {
    const feat = loaded("featEffect000001");
    if (GENERATION === 14) {
      expect(feat.changes).toBeUndefined();
      expect(feat.system).toEqual({
        changes: [
          { key: "system.bonuses.hit", value: "1", type: "add", phase: "initial" },
          { key: "system.flags.stance", value: "guard", type: "override", phase: "initial", priority: 60 },
        ],
      });
      expect(feat.duration).toEqual({ value: 3, units: "rounds", expiry: null, expired: false });
      expect(feat.start).toEqual({ round: 2, turn: 1, combat: "combat0000000001", time: 0 });
      expect(loaded("minutes000000001").duration).toEqual({
        value: 600,
        units: "seconds",
        expiry: null,
        expired: false,
      });
    } else {
      expect(feat.changes).toEqual(FEAT.changes);
      expect(feat.duration).toEqual(FEAT.duration);
    }
  });

  it("v14: the loaded effect answers the old names through deprecated getters, each read recorded; toObject() has none", () => {
    const effect = pc.effects.get("featEffect000001") as unknown as {
      duration: Record<string, unknown>;
      changes: unknown[];
    };
    if (GENERATION === 14) {
      expect([effect.duration.rounds, effect.duration.startRound, effect.duration.seconds]).toEqual([
        3,
        2,
        null,
      ]);
      expect(effect.changes).toHaveLength(2);
      expect(effectLog.deprecations).toEqual([
        "Actor.pc.ActiveEffect.featEffect000001 duration.rounds",
        "Actor.pc.ActiveEffect.featEffect000001 duration.startRound",
        "Actor.pc.ActiveEffect.featEffect000001 duration.seconds",
        "Actor.pc.ActiveEffect.featEffect000001 changes",
      ]);
      expect(Object.keys(loaded("featEffect000001").duration as object)).toEqual([
        "value",
        "units",
        "expiry",
        "expired",
      ]);
    } else {
      expect(effect.duration.rounds).toBe(3);
      expect(effectLog.deprecations).toEqual([]);
    }
  });
});

describe("the system's migration after core's", () => {
  it("writes only what core cannot know (a technique copy's own expiry event), once; nothing twice", async () => {
    expect(await migrateEffectShapes()).toBe(0);
    if (GENERATION === 14)
      expect(effectLog.updated).toEqual([
        {
          uuid: "Actor.pc.ActiveEffect.turnLegacy000001",
          data: { "duration.expiry": "swordworld25.userTurn" },
        },
      ]);
    else expect(effectLog.updated).toEqual([]);
    // Idempotent: the next ready plans nothing.
    effectLog.updated.length = 0;
    expect(await migrateEffectShapes()).toBe(0);
    expect(effectLog.updated).toEqual([]);
  });

  it("an effect stored half in v14's shape (system.changes and a stale root copy, a legacy duration): core finishes it, nothing is planned twice", async () => {
    const half = {
      _id: "halfV14000000001",
      name: "Half",
      system: { changes: [{ key: "system.bonuses.hit", value: "2", type: "add", phase: "initial" }] },
      changes: [{ key: "system.bonuses.hit", value: "2", mode: 2 }],
      duration: { rounds: 2, startRound: 1, combat: "combat0000000001" },
    };
    await pc.createEmbeddedDocuments("ActiveEffect", [structuredClone(half)]);
    effectLog.updated.length = 0;
    expect(await migrateEffectShapes()).toBe(0);
    const written = effectLog.updated.filter((u) => u.uuid.endsWith("halfV14000000001"));
    const effect = pc.effects.get("halfV14000000001");
    if (GENERATION === 14) {
      expect(written).toEqual([]);
      expect(loaded("halfV14000000001").system).toEqual(half.system);
      expect(compat.effectChanges(effect)).toEqual([
        { key: "system.bonuses.hit", value: "2", type: "add", phase: "initial", priority: null, mode: 2 },
      ]);
      expect(compat.effectDuration(effect)).toMatchObject({ rounds: 2, startRound: 1 });
    } else expect(written).toEqual([]);
  });

  it("loses nothing: every change and ending the rules read is what v13 read from the stored data", async () => {
    await migrateEffectShapes();
    for (const stored of STORED) {
      const effect = pc.effects.get(stored._id);
      expect(compat.effectChanges(effect), stored._id).toEqual(v13.effectChanges(stored));
      expect(compat.effectDuration(effect), stored._id).toEqual(v13.effectTiming(stored));
    }
    const sword = pc.items[0]?.effects.get("swordEffect00001");
    expect(compat.effectChanges(sword)).toEqual(v13.effectChanges(ITEM_EFFECT));
    if (GENERATION === 14)
      expect(loaded("turnLegacy000001").duration).toEqual({
        value: 1,
        units: "turns",
        expiry: "swordworld25.userTurn",
        expired: false,
      });
  });

  it("never reads a deprecated getter: neither the migration nor the compat readers", async () => {
    await migrateEffectShapes();
    for (const effect of pc.allApplicableEffects()) {
      compat.effectChanges(effect);
      compat.effectDuration(effect);
    }
    expect(effectLog.deprecations).toEqual([]);
  });
});
