/**
 * Stored effects when a world moves from Foundry v13 to v14 (issue 22): the pure plan, with fixtures of
 * v13-stored effects, and the runner over fake parents. The conversion is v14's (compat/v14.ts); on v13
 * there is nothing to convert.
 */

import { afterEach, describe, expect, it, vi } from "vitest";
import { v13 } from "../../../src/system/compat/v13.js";
import { v14, v14EffectUpdate } from "../../../src/system/compat/v14.js";
import { migrateEffectShapes, planEffectShapeUpdates } from "../../../src/system/migrations/effect-shape.js";
import { fc } from "../../fc.js";

/** A feat's effect as v13 stored it: +1 to hit (ADD), a stance flag (OVERRIDE, priority 60), 3 rounds. */
const FEAT_EFFECT = {
  _id: "featEffect000001",
  name: "Fighting stance",
  img: "icons/svg/sword.svg",
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
  disabled: false,
};
/** A ten-minute effect outside combat. */
const MINUTES_EFFECT = {
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
/** A permanent effect without changes (a marker): nothing to convert. */
const MARKER_EFFECT = {
  _id: "marker0000000001",
  name: "Marker",
  changes: [],
  duration: { seconds: null, rounds: null },
};
/** Already v14-shaped (v14 shimmed it, or our runner converted it before): nothing to convert. */
const V14_EFFECT = {
  _id: "already000000001",
  name: "Done",
  system: { changes: [{ key: "system.bonuses.hit", value: "1", type: "add", phase: "initial" }] },
  changes: [{ key: "system.bonuses.hit", value: "1", mode: 2 }],
  duration: { value: 2, units: "rounds", expiry: null },
  start: { round: 1, combat: "c" },
};

describe("planning the v14 shape of stored effects", () => {
  it("converts a feat effect: changes to system.changes (type by mode, phase initial, priority kept), rounds to {value, units} + start", () => {
    expect(planEffectShapeUpdates([FEAT_EFFECT], v14EffectUpdate)).toEqual([
      {
        _id: "featEffect000001",
        system: {
          changes: [
            { key: "system.bonuses.hit", value: "1", type: "add", phase: "initial" },
            { key: "system.flags.stance", value: "guard", type: "override", phase: "initial", priority: 60 },
          ],
        },
        changes: [],
        duration: { value: 3, units: "rounds", expiry: "roundStart" },
        start: { round: 2, turn: 1, time: 0, combat: "combat0000000001" },
      },
    ]);
  });

  it("[FLOW-06] a 600-second effect becomes 10 minutes", () => {
    const [update] = planEffectShapeUpdates([MINUTES_EFFECT], v14EffectUpdate);
    expect(update?.duration).toEqual({ value: 10, units: "minutes", expiry: null });
    expect(update?.start).toEqual({ round: null, turn: null, time: 1200, combat: null });
    // And v14 reads it back as the rules count it: 600 seconds.
    expect(v14.effectTiming({ ...MINUTES_EFFECT, ...update }).seconds).toBe(600);
  });

  it("reading a converted effect in v14 gives what v13 read from the original", () => {
    const [update] = planEffectShapeUpdates([FEAT_EFFECT], v14EffectUpdate);
    const converted = { ...FEAT_EFFECT, ...update };
    expect(v14.effectChanges(converted)).toEqual(v13.effectChanges(FEAT_EFFECT));
    expect(v14.effectTiming(converted)).toEqual(v13.effectTiming(FEAT_EFFECT));
  });

  it("plans nothing for a marker, an already converted effect, or garbage; never throws", () => {
    expect(
      planEffectShapeUpdates(
        [MARKER_EFFECT, V14_EFFECT, null, 3, "x", { name: "no id" }, { _id: "" }],
        v14EffectUpdate,
      ),
    ).toEqual([]);
    expect(planEffectShapeUpdates(undefined, v14EffectUpdate)).toEqual([]);
    expect(planEffectShapeUpdates({ 0: FEAT_EFFECT }, v14EffectUpdate)).toEqual([]);
  });

  it("drops a change v13 could not apply either (unknown mode, no key); the others convert", () => {
    const [update] = planEffectShapeUpdates(
      [
        {
          _id: "odd0000000000001",
          changes: [
            { key: "k", value: "1", mode: 7 },
            { value: "1", mode: 2 },
            { key: "ok", value: 3, mode: 1 },
          ],
        },
      ],
      v14EffectUpdate,
    );
    expect(update).toEqual({
      _id: "odd0000000000001",
      system: { changes: [{ key: "ok", value: "3", type: "multiply", phase: "initial" }] },
      changes: [],
    });
  });

  it("is idempotent: the converted effect plans nothing more", () => {
    const [update] = planEffectShapeUpdates([FEAT_EFFECT], v14EffectUpdate);
    const converted = { ...FEAT_EFFECT, ...update };
    expect(planEffectShapeUpdates([converted], v14EffectUpdate)).toEqual([]);
  });

  it("never writes start.time null (EffectStartData.time is a number): an effect stored without a start time has none", () => {
    const [update] = planEffectShapeUpdates(
      [{ _id: "noTime0000000001", duration: { rounds: 2, startRound: 1, combat: "c", startTime: null } }],
      v14EffectUpdate,
    );
    expect(update?.start).toEqual({ round: 1, turn: null, combat: "c" });
    expect(Object.keys(update?.start as object)).not.toContain("time");
  });

  it("an effect stored with both turns and seconds keeps its time ending (it never ends as turns outside combat)", () => {
    const [update] = planEffectShapeUpdates(
      [{ _id: "both000000000001", duration: { turns: 2, seconds: 60, startTime: 30 } }],
      v14EffectUpdate,
    );
    expect(update?.duration).toEqual({ value: 1, units: "minutes", expiry: null });
    expect(v14.effectTiming({ ...update }).seconds).toBe(60);
  });

  it("a technique's 'until the user's next turn' copy gets the system's expiry event, whether core converted its duration or not", () => {
    const flags = {
      swordworld25: { technique: { userTurn: { combatantId: "pc", round: 2 }, scene: false } },
    };
    const legacy = { _id: "turnLegacy000001", flags, duration: { turns: 1, combat: "c", startRound: 2 } };
    const [fromLegacy] = planEffectShapeUpdates([legacy], v14EffectUpdate);
    expect(fromLegacy?.duration).toEqual({ value: 1, units: "turns", expiry: "swordworld25.userTurn" });
    // Core already migrated the shape (expiry null): only the expiry event is written.
    const byCore = {
      _id: "turnCore00000001",
      flags,
      duration: { value: 1, units: "turns", expiry: null },
      start: { round: 2, combat: "c" },
    };
    expect(planEffectShapeUpdates([byCore], v14EffectUpdate)).toEqual([
      { _id: "turnCore00000001", duration: { expiry: "swordworld25.userTurn" } },
    ]);
    expect(planEffectShapeUpdates([{ ...byCore, ...fromLegacy }], v14EffectUpdate)).toEqual([]);
  });

  it("on v13 there is nothing to convert", () => {
    expect(planEffectShapeUpdates([FEAT_EFFECT, MINUTES_EFFECT], v13.effectSourceUpdate)).toEqual([]);
  });
});

describe("the runner", () => {
  const g = globalThis as Record<string, unknown>;
  const savedGame = g.game;
  afterEach(() => {
    g.game = savedGame;
  });

  function parent(effects: unknown[], items: unknown[] = [], fail = false) {
    return {
      toObject: () => ({ effects: structuredClone(effects) }),
      updateEmbeddedDocuments: vi.fn(async () => {
        if (fail) throw new Error("refused");
        return [];
      }),
      items,
    };
  }

  it("on v14 updates every world actor, its items, and every world item, once each with its own effects", async () => {
    g.game = { release: { generation: 14 } };
    const sword = parent([FEAT_EFFECT]);
    const actor = parent([MINUTES_EFFECT, V14_EFFECT], [sword]);
    const worldItem = parent([MARKER_EFFECT]);
    expect(await migrateEffectShapes([actor] as never, [worldItem] as never)).toBe(0);
    expect(actor.updateEmbeddedDocuments).toHaveBeenCalledTimes(1);
    const [name, updates] = actor.updateEmbeddedDocuments.mock.calls[0] as unknown as [
      string,
      { _id: string }[],
    ];
    expect(name).toBe("ActiveEffect");
    // The minutes effect only: the other is already in v14's shape.
    expect(updates.map((u) => u._id)).toEqual(["minutes000000001"]);
    expect(sword.updateEmbeddedDocuments).toHaveBeenCalledTimes(1);
    // Nothing to convert: not even an empty update.
    expect(worldItem.updateEmbeddedDocuments).not.toHaveBeenCalled();
  });

  it("on v14 converts the effects of unlinked tokens' actors (their delta) as well", async () => {
    const tokenActor = parent([FEAT_EFFECT]);
    const linkedActor = parent([FEAT_EFFECT]);
    g.game = {
      release: { generation: 14 },
      actors: [],
      items: [],
      scenes: [
        {
          tokens: [
            { actorLink: false, actor: tokenActor },
            { actorLink: true, actor: linkedActor },
            { actorLink: false, actor: null },
          ],
        },
      ],
    };
    expect(await migrateEffectShapes()).toBe(0);
    expect(tokenActor.updateEmbeddedDocuments).toHaveBeenCalledTimes(1);
    // A linked token's actor is the world actor: converted with the world actors, not twice.
    expect(linkedActor.updateEmbeddedDocuments).not.toHaveBeenCalled();
  });

  it("one effect the database refuses does not fail its parent's other effects: they are written one by one", async () => {
    g.game = { release: { generation: 14 } };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const written: string[] = [];
    const actor = {
      toObject: () => ({ effects: [FEAT_EFFECT, MINUTES_EFFECT] }),
      updateEmbeddedDocuments: vi.fn(async (_name: string, updates: { _id: string }[]) => {
        if (updates.some((u) => u._id === "featEffect000001")) throw new Error("validation");
        written.push(...updates.map((u) => u._id));
        return updates;
      }),
      items: [],
    };
    // The parent counts as failed (the world will try again), but its good effect is converted.
    expect(await migrateEffectShapes([actor] as never, [] as never)).toBe(1);
    expect(written).toEqual(["minutes000000001"]);
    error.mockRestore();
  });

  it("on v13 writes nothing", async () => {
    g.game = { release: { generation: 13 } };
    const actor = parent([FEAT_EFFECT], [parent([FEAT_EFFECT])]);
    expect(await migrateEffectShapes([actor] as never, [] as never)).toBe(0);
    expect(actor.updateEmbeddedDocuments).not.toHaveBeenCalled();
  });

  it("a refused update is counted and logged; the other parents are still converted", async () => {
    g.game = { release: { generation: 14 } };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = parent([FEAT_EFFECT], [], true);
    const fine = parent([FEAT_EFFECT]);
    expect(await migrateEffectShapes([broken, fine] as never, [] as never)).toBe(1);
    expect(fine.updateEmbeddedDocuments).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

/** Foundry's update merge (foundry.utils.mergeObject, foundryvtt.com/api): objects merged key by key, the rest replaced. */
function merged(target: unknown, update: unknown): unknown {
  if (!isPlain(target) || !isPlain(update)) return structuredClone(update);
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(update)) out[key] = merged(out[key], value);
  return out;
}
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const unit = fc.option(fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constantFrom(60, 600, 3600, 90)), {
  nil: null,
});
const legacyEffect = fc.record({
  _id: fc.constant("prop000000000001"),
  changes: fc.array(
    fc.record({
      key: fc.constantFrom("system.bonuses.hit", ""),
      value: fc.string(),
      mode: fc.integer({ min: 0, max: 7 }),
    }),
    { maxLength: 3 },
  ),
  duration: fc.record({
    rounds: unit,
    turns: unit,
    seconds: unit,
    startRound: fc.option(fc.nat(5), { nil: null }),
    startTurn: fc.option(fc.nat(5), { nil: null }),
    startTime: fc.option(fc.nat(5000), { nil: null }),
    combat: fc.option(fc.constantFrom("c", ""), { nil: null }),
  }),
  flags: fc.constantFrom(
    {},
    { swordworld25: { technique: { userTurn: { combatantId: "pc", round: 2 }, scene: false } } },
  ),
});
/** The ending the rules read (effect-durations.ts): rounds and seconds count only above 0, rounds from their start. */
const ending = (t: ReturnType<typeof v13.effectTiming>) => ({
  rounds: (t.rounds ?? 0) > 0 ? t.rounds : null,
  startRound: (t.rounds ?? 0) > 0 ? t.startRound : null,
  combatId: t.combatId,
  seconds: (t.seconds ?? 0) > 0 ? t.seconds : null,
});

describe("[issue 40 item 8] the migration, run again and again, on every stored duration", () => {
  it("run twice converts nothing the second time", () => {
    fc.assert(
      fc.property(legacyEffect, (effect) => {
        const [update] = planEffectShapeUpdates([effect], v14EffectUpdate);
        const once = update ? merged(effect, update) : effect;
        expect(planEffectShapeUpdates([once], v14EffectUpdate)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it("an effect of several units keeps the ending the rules read (rounds and seconds both)", () => {
    fc.assert(
      fc.property(legacyEffect, (effect) => {
        const [update] = planEffectShapeUpdates([effect], v14EffectUpdate);
        const once = update ? merged(effect, update) : effect;
        if (!update) return;
        expect(ending(v14.effectTiming(once))).toEqual(ending(v13.effectTiming(effect)));
      }),
      { numRuns: 2000 },
    );
    // Three rounds and one minute: both are kept.
    const both = {
      _id: "both000000000002",
      duration: { rounds: 3, seconds: 60, startRound: 1, combat: "c" },
    };
    const [update] = planEffectShapeUpdates([both], v14EffectUpdate);
    const timing = v14.effectTiming(merged(both, update));
    expect([timing.rounds, timing.seconds]).toEqual([3, 60]);
  });
});
