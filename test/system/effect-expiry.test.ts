/**
 * Technique effects end exactly when Sword World 2.5 says, in a fake Foundry that expires effects as the v14
 * docs say (test/system/boot/fake-effects.ts): core never ends or marks expired what the rules keep, the
 * battle's pointer moves on every event, an item's template effect is never deleted, and a copy held by a
 * token that is on the scene but not in the combat ends like any other. Runs against the fake v13 and v14.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { compat } from "../../src/system/compat/index.js";
import { planTechniqueUse } from "../../src/system/techniques/technique-plan.js";
import { bootBundle } from "./boot/boot-bundle.js";
import { FakeCollection } from "./boot/fake-documents.js";
import {
  type EffectActor,
  effectActor,
  effectCombat,
  effectLog,
  fakeItem,
  isApplying,
  registry,
} from "./boot/fake-effects.js";
import { fakeGeneration } from "./boot/fake-foundry.js";

const GENERATION = fakeGeneration();
const g = globalThis as unknown as { game: Record<string, unknown>; canvas?: unknown };

beforeAll(async () => {
  await bootBundle();
  g.canvas = { ready: false };
}, 60_000);
afterAll(() => {
  g.canvas = undefined;
});

const settle = () => new Promise((r) => setTimeout(r, 20));

interface World {
  pc: EffectActor;
  foe: EffectActor;
  wolf: EffectActor;
  combat: ReturnType<typeof effectCombat>;
  template: ReturnType<typeof fakeItem>;
}

/** Bram (pc) and a foe fight; a wolf's unlinked token stands on the scene, not in the combat. */
function world(): World {
  const pc = effectActor("pc");
  const foe = effectActor("foe");
  const wolf = effectActor("wolf", "Scene.s1.Token.t9.Actor.wolf");
  // The technique's own template effect (its Duration tab says "1 round"), on the item: never to be expired.
  const template = fakeItem(pc, "tech1", [
    compat.effectData({
      _id: "tmpl000000000001",
      name: "Ember Sinew",
      transfer: true,
      changes: [{ key: "system.bonuses.hit", value: "1", type: "add" }],
      duration: { rounds: 1, startRound: 1, combatId: "combat1" },
    }),
  ]);
  g.game.actors = new FakeCollection<unknown>().set("pc", pc).set("foe", foe);
  g.game.scenes = new FakeCollection<unknown>().set("s1", {
    id: "s1",
    tokens: [{ id: "t9", actorLink: false, actor: wolf }],
  });
  const combat = effectCombat("combat1", [
    { id: "pc", actor: pc },
    { id: "foe", actor: foe },
  ]);
  return { pc, foe, wolf, combat, template };
}

/** The battle's pointer as the GM's applyEvent writes it: round, turn index (null between turns), battle. */
async function pointer(w: World, round: number, actorId: string | null) {
  const turn = actorId === null ? null : ["pc", "foe"].indexOf(actorId);
  await w.combat.update({
    round,
    turn,
    system: { battle: { round, turn: actorId ? { actorId } : null } },
  });
  await settle();
}

/** Bram's technique planned at this moment and its copies created on `targets`. */
async function use(w: World, units: string, value: number, targets: EffectActor[], roundsEnd?: string) {
  const item = {
    _id: "tech1",
    name: "Ember Sinew",
    type: "technique",
    system: {
      classId: "custom",
      level: 0,
      cost: { amount: 0, resource: "none" },
      duration: { value, units },
    },
    effects: [{ name: "Ember Sinew", changes: [{ key: "system.bonuses.hit", value: "1", mode: 2 }] }],
  };
  const plan = planTechniqueUse(
    { system: { hp: { value: 10 }, mp: { value: 10 } }, items: [] },
    item,
    {
      combatId: "combat1",
      round: w.combat.round,
      combatantId: "pc",
      ...(roundsEnd ? { roundsEnd: roundsEnd as "userTurn" } : {}),
    },
    "Actor.pc.Item.tech1",
  );
  if (!plan.ok) throw new Error(plan.error.code);
  for (const target of targets)
    await target.createEmbeddedDocuments("ActiveEffect", plan.value.effects as Record<string, unknown>[]);
}

const copies = (actor: EffectActor) => [...actor.effects.values()];

beforeEach(() => {
  registry.clear();
  effectLog.created.length = 0;
  effectLog.deleted.length = 0;
  effectLog.updated.length = 0;
});

describe(`technique effects on the fake v${GENERATION}`, () => {
  it("'until the user's next turn' lasts through the foe's turn and the round start, and ends at the user's turn, whoever holds it", async () => {
    const w = world();
    await pointer(w, 1, "pc");
    await use(w, "untilNextTurn", 1, [w.foe, w.wolf]);
    await pointer(w, 1, null);
    await pointer(w, 1, "foe");
    // The next combatant acts: core must not count the user's effect as one turn gone.
    for (const held of [w.foe, w.wolf]) {
      expect(copies(held)).toHaveLength(1);
      expect(copies(held).every(isApplying), held.id).toBe(true);
    }
    await pointer(w, 1, null);
    await pointer(w, 2, null);
    // FLOW-04's round start does not end it; the item's template ("1 round" from round 1) stays on the item.
    for (const held of [w.foe, w.wolf]) expect(copies(held).every(isApplying), held.id).toBe(true);
    expect([...w.template.effects.keys()]).toEqual(["tmpl000000000001"]);
    await pointer(w, 2, "foe");
    expect(copies(w.foe).every(isApplying)).toBe(true);
    await pointer(w, 2, null);
    // Bram's turn opens in round 2: both copies end, the one on the wolf not in the combat as well.
    await pointer(w, 2, "pc");
    expect(copies(w.foe)).toEqual([]);
    expect(copies(w.wolf)).toEqual([]);
    expect([...w.template.effects.keys()]).toEqual(["tmpl000000000001"]);
    // No core update marked anything expired on the way.
    expect(effectLog.updated).toEqual([]);
  });

  it("[FLOW-04] 3 rounds counted to the user's turn run through round 4's start and end at Bram's turn in round 4", async () => {
    const w = world();
    await pointer(w, 1, "pc");
    await use(w, "rounds", 3, [w.foe], "userTurn");
    for (const round of [2, 3, 4]) {
      await pointer(w, round, null);
      await pointer(w, round, "foe");
      expect(copies(w.foe).every(isApplying), `round ${round}`).toBe(true);
      expect(copies(w.foe), `round ${round}`).toHaveLength(1);
    }
    await pointer(w, 4, "pc");
    expect(copies(w.foe)).toEqual([]);
  });

  it("[FLOW-04] 2 rounds from round 1 end at round 3's start (core's roundStart on v14), held by the wolf too", async () => {
    const w = world();
    await pointer(w, 1, "pc");
    await use(w, "rounds", 2, [w.foe, w.wolf]);
    // v14 stores core's roundStart event (FLOW-04's moment); v13 has no expiry field.
    expect(copies(w.foe)[0]?._source.duration).toMatchObject(
      GENERATION === 14 ? { value: 2, units: "rounds", expiry: "roundStart" } : { rounds: 2, startRound: 1 },
    );
    await pointer(w, 2, null);
    await pointer(w, 2, "foe");
    expect(copies(w.foe).every(isApplying)).toBe(true);
    expect(copies(w.wolf).every(isApplying)).toBe(true);
    await pointer(w, 3, null);
    expect(copies(w.foe)).toEqual([]);
    expect(copies(w.wolf)).toEqual([]);
  });
});
