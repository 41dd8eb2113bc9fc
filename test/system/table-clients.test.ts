/**
 * One table, several connected clients (test/system/boot/fake-clients.ts): two GMs and two players share one
 * world, every document change runs its hooks on every client with that client's own `game.user`, and a
 * player's client is refused writes to what it does not own. What the system relies on, "only the active GM
 * acts", is checked where it writes: a player's drag in a battle, effect expiry, the combat-end counters, the
 * relayed damage application, and what a player is told when no GM is connected. Runs against the fake v13
 * and v14.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BattleState } from "../../src/rules/combat/types.js";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { compat } from "../../src/system/compat/index.js";
import { planTechniqueUse } from "../../src/system/techniques/technique-plan.js";
import { bootBundle } from "./boot/boot-bundle.js";
import { installTable, type Table, type TableUser } from "./boot/fake-clients.js";
import { createdDocuments, FakeCollection } from "./boot/fake-documents.js";
import { type EffectActor, effectActor, effectCombat, effectLog, registry } from "./boot/fake-effects.js";
import { type BootRecord, fakeGeneration } from "./boot/fake-foundry.js";
import { FakeScene, type FakeToken } from "./boot/fake-movement.js";
import { standardBattle, turnOf } from "./combat/canvas/standard-battle.js";
import { cardActorFields, wolfSwordCard } from "./fixtures/card-targets.js";
import { GOBLIN, WOLF } from "./fixtures/sample-actors.js";

const GENERATION = fakeGeneration();
type Ctor = new (data?: Record<string, unknown>) => Record<string, unknown>;
const g = globalThis as unknown as {
  CONFIG: Record<"Combat" | "Actor", { documentClass: Ctor }>;
  game: Record<string, unknown> & {
    scenes: FakeCollection<unknown>;
    combats: FakeCollection<unknown>;
    messages: FakeCollection<unknown>;
    settings: { set(ns: string, key: string, value: unknown): Promise<unknown> };
  };
  canvas: unknown;
};

let record: BootRecord;
/** A player's click on a card's apply button (imported once the fake Foundry is up: it reads `foundry`). */
let applyCardToTargets: typeof import("../../src/system/chat/apply-card.js").applyCardToTargets;
let table: Table;
let gm: TableUser;
let gm2: TableUser;
let alice: TableUser;
let bob: TableUser;

beforeAll(async () => {
  record = await bootBundle();
  g.canvas = { ready: false };
  table = installTable(record, [
    // The id the fake effect combat names as the updating user.
    { id: "gmUser000000000a", name: "Gamemaster", isGM: true },
    { id: "gmUser000000000b", name: "Assistant", isGM: true },
    { id: "alice00000000001", name: "Alice", isGM: false },
    { id: "bob0000000000001", name: "Bob", isGM: false },
  ]);
  [gm, gm2, alice, bob] = table.users as [TableUser, TableUser, TableUser, TableUser];
  ({ applyCardToTargets } = await import("../../src/system/chat/apply-card.js"));
}, 60_000);

beforeEach(() => {
  for (const user of table.users) table.connect(user);
  table.notices.length = 0;
  record.notifications.length = 0;
});

/** Chat messages created since `from`, with their swordworld25 flags. */
const messagesSince = (from: number) =>
  createdDocuments
    .slice(from)
    .filter((d) => d.documentName === "ChatMessage")
    .map((d) => (d.data.flags as { swordworld25?: Record<string, unknown> } | undefined)?.swordworld25 ?? {});

describe(`the fake table (v${GENERATION})`, () => {
  it("game.user, isSelf and isActiveGM answer per client; the first connected GM is the active one", () => {
    const seen = table.users.map((u) =>
      table.as(u, () => {
        const me = g.game.user as TableUser;
        return [me.id, me.isSelf, me.isActiveGM, gm.isSelf];
      }),
    );
    expect(seen).toEqual([
      [gm.id, true, true, true],
      [gm2.id, true, false, false],
      [alice.id, true, false, false],
      [bob.id, true, false, false],
    ]);
    table.connect(gm, false);
    expect((g.game.users as unknown as { activeGM: TableUser | null }).activeGM).toBe(gm2);
    table.connect(gm2, false);
    expect((g.game.users as unknown as { activeGM: TableUser | null }).activeGM).toBe(null);
  });

  it("a client's game.user survives its awaits, whoever else runs meanwhile", async () => {
    const after = await Promise.all(
      [alice, bob, gm].map((u) =>
        table.as(u, async () => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          return (g.game.user as TableUser).id;
        }),
      ),
    );
    expect(after).toEqual([alice.id, bob.id, gm.id]);
  });

  it("a player's write to a document it does not own is refused and changes nothing; an update runs its hook on every client", async () => {
    const source = { id: "a1", value: 1 };
    const doc = table.serve(source, "Actor", [alice], { update: (data) => Object.assign(source, data) });
    const calls: string[] = [];
    const hook = (_d: unknown, _c: unknown, _o: unknown, userId: string) =>
      calls.push(`${(g.game.user as TableUser).name}<-${userId}`);
    const { Hooks } = globalThis as unknown as {
      Hooks: { on(n: string, f: typeof hook): number; off?: unknown };
    };
    Hooks.on("updateActor", hook);
    await expect(table.as(bob, () => doc.update({ value: 2 }))).rejects.toThrow(/lacks permission/);
    expect(doc.value).toBe(1);
    expect(calls).toEqual([]);
    await table.as(alice, () => doc.update({ value: 3 }));
    expect(doc.value).toBe(3);
    expect(calls.filter((c) => c.endsWith(alice.id))).toEqual([
      `Alice<-${alice.id}`,
      `Gamemaster<-${alice.id}`,
      `Assistant<-${alice.id}`,
      `Bob<-${alice.id}`,
    ]);
  });
});

// ---- a player's drag in a Standard battle ----------------------------------------------------------------

/** 1 m spaces of 100 px: a token at metres (x, y) has its top-left at (100x − 50, 100y − 50). */
const at = (x: number, y = 0) => ({ x: x * 100 - 50, y: y * 100 - 50 });

let nextCombat = 1;

/**
 * A running Standard battle whose Combat only a GM may write; Alice owns Arle (actor and token). Its creation
 * is announced on every client (createCombat), which loads the battle engine, a chunk loaded on demand
 * (src/system/combat/engine-loader.ts): awaited before the test moves a token, as a table has it long before.
 */
async function battleWorld(state: BattleState) {
  const scene = new FakeScene(`scene${nextCombat}`);
  g.game.scenes.set(scene.id, scene);
  const id = `combat${String(nextCombat++).padStart(10, "0")}`;
  const combat = new g.CONFIG.Combat.documentClass({
    id,
    scene: null,
    system: { method: "standard", battle: JSON.stringify(state) },
  }) as Record<string, unknown> & {
    system: { battle: string };
    sendEvent(event: unknown): Promise<void>;
  };
  const tokens: Record<string, FakeToken> = {};
  const combatants = new FakeCollection<Record<string, unknown>>();
  for (const c of state.combatants) {
    const place = c.position.kind === "point" ? at(c.position.x, c.position.y) : at(0);
    const token = scene.token(`tok${c.id}`, place.x, place.y);
    const owner = c.id === "Arle" ? alice : null;
    const may = (user: TableUser) => user.isGM || user.id === owner?.id;
    Object.assign(token, { canUserModify: may });
    tokens[c.id] = token;
    combatants.set(c.id, {
      id: c.id,
      tokenId: token.id,
      sceneId: scene.id,
      token,
      name: c.id,
      actor: {
        id: `actor${c.id}`,
        type: "character",
        testUserPermission: may,
        allApplicableEffects: () => [],
      },
      battleIdentity: () => undefined,
    });
  }
  Object.assign(combat, { combatants, turns: [] });
  const served = table.serve(combat, "Combat", [], {
    update: (data) => {
      const system = data.system as { battle?: string } | undefined;
      if (system?.battle) combat.system = { ...combat.system, battle: system.battle };
      for (const key of ["round", "turn"]) if (key in data) combat[key] = data[key];
    },
    delete: () => g.game.combats.delete(id),
  });
  g.game.combats.set(id, combat);
  table.onEveryClient("createCombat", [combat, {}, gm.id], gm.id);
  await table.settle();
  const battle = () => JSON.parse(combat.system.battle) as BattleState;
  const point = (cid: string) => battle().combatants.find((c) => c.id === cid)?.position;
  return { combat: served, tokens, battle, point };
}

describe("a player's drag in a Standard battle", () => {
  it("[MOVE-05] Alice drags Arle 4 m: one relay request, handled by the active GM alone; one battle event, one log card, no correction", async () => {
    const w = await battleWorld(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    const from = createdDocuments.length;
    expect(await table.as(alice, () => arle.move([at(4)], { method: "dragging" }))).toBe(true);
    await table.settle();
    expect(w.point("Arle")).toEqual({ kind: "point", x: 4, y: 0 });
    // One write of the battle, by the active GM, whatever the other GM's and Bob's clients saw.
    expect(w.combat.served.writes.map((write) => write.userId)).toEqual([gm.id]);
    const flags = messagesSince(from);
    expect(flags.filter((f) => f.relay !== undefined)).toHaveLength(1);
    expect(flags.filter((f) => f.relayReply !== undefined)).toEqual([]);
    // The request was handled and deleted; the token was never moved by anyone else.
    expect(
      [...g.game.messages].filter(
        (m) => (m as { flags: { swordworld25?: { relay?: unknown } } }).flags.swordworld25?.relay,
      ),
    ).toEqual([]);
    expect(arle.trail.map((t) => t.method)).toEqual(["dragging"]);
    expect(table.notices).toEqual([]);
  });
});

describe("a token a player does not own", () => {
  it("[MOVE-05] Bob drags Alice's Arle: the server refuses the update, the token stays and the battle is unchanged", async () => {
    const w = await battleWorld(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    const before = w.combat.system.battle;
    const from = createdDocuments.length;
    await expect(table.as(bob, () => arle.move([at(4)], { method: "dragging" }))).rejects.toThrow(
      /lacks permission/,
    );
    await table.settle();
    expect({ x: arle.x, y: arle.y }).toEqual(at(0));
    expect(arle.trail).toEqual([]);
    expect(w.combat.system.battle).toBe(before);
    expect(createdDocuments.length).toBe(from);
  });
});

describe("a correction after a player's drag", () => {
  it("[STD-17] Alice drags Arle 5 m past G1, the GM blocks: the token is put on the battle's stop once, by the active GM's client", async () => {
    const w = await battleWorld(
      turnOf(
        "Arle",
        standardBattle({
          combatants: [
            { id: "Arle", side: "pc", hp: 20, agility: 5, position: { x: 0, y: 0 } },
            { id: "G1", side: "enemy", hp: 10, agility: 10, position: { x: 3, y: 2 } },
          ],
          skirmishes: [],
        }),
      ),
    );
    const arle = w.tokens.Arle as FakeToken;
    expect(await table.as(alice, () => arle.move([at(5)], { method: "dragging" }))).toBe(true);
    await table.settle();
    await table.as(gm, () => w.combat.sendEvent({ type: "block", moverId: "Arle", blockerIds: ["G1"] }));
    await table.settle();
    const stop = w.point("Arle") as { x: number; y: number };
    expect(stop.x).toBeLessThan(5);
    expect({ x: arle.x, y: arle.y }).toEqual(at(stop.x, stop.y));
    // The drag, then one placement: four clients saw the battle change, one corrected the token.
    expect(arle.trail.map((t) => t.method)).toEqual(["dragging", "api"]);
    expect(arle.moveCalls.map((c) => c.options.method)).toEqual(["dragging", "api"]);
    // Two battle events (the move, the block), each written once by the active GM; the correction sent none.
    expect(w.combat.served.writes.map((write) => write.userId)).toEqual([gm.id, gm.id]);
    expect(table.notices).toEqual([]);
  });
});

// ---- effects and counters at the GM's hooks --------------------------------------------------------------

describe("what the active GM's hooks write, once", () => {
  it("[FLOW-04] a 2-round effect on two actors ends at round 3's start: each deleted once, by no client twice", async () => {
    registry.clear();
    effectLog.deleted.length = 0;
    const pc = effectActor("pc");
    const foe = effectActor("foe");
    g.game.actors = new FakeCollection<unknown>().set("pc", pc).set("foe", foe);
    g.game.scenes = new FakeCollection<unknown>();
    const combat = effectCombat(
      "combatE",
      [
        { id: "pc", actor: pc },
        { id: "foe", actor: foe },
      ],
      (args) => table.onEveryClient("updateCombat", args, gm.id),
    );
    await combat.update({ round: 1, turn: 0, system: { battle: { round: 1, turn: { actorId: "pc" } } } });
    const plan = planTechniqueUse(
      { system: { hp: { value: 10 }, mp: { value: 10 } }, items: [] },
      {
        _id: "tech1",
        name: "Ember Sinew",
        type: "technique",
        system: {
          classId: "custom",
          level: 0,
          cost: { amount: 0, resource: "none" },
          duration: { value: 2, units: "rounds" },
        },
        effects: [{ name: "Ember Sinew", changes: [{ key: "system.bonuses.hit", value: "1", mode: 2 }] }],
      },
      { combatId: "combatE", round: 1, combatantId: "pc" },
      "Actor.pc.Item.tech1",
    );
    if (!plan.ok) throw new Error(plan.error.code);
    for (const target of [pc, foe] as EffectActor[])
      await target.createEmbeddedDocuments("ActiveEffect", plan.value.effects as Record<string, unknown>[]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await combat.update({ round: 2, turn: null, system: { battle: { round: 2, turn: null } } });
    await table.settle();
    expect(effectLog.deleted).toEqual([]);
    await combat.update({ round: 3, turn: null, system: { battle: { round: 3, turn: null } } });
    await table.settle();
    // Both copies ended, each deleted exactly once (four clients saw the round change).
    expect([...pc.effects.keys(), ...foe.effects.keys()]).toEqual([]);
    expect([...effectLog.deleted].sort()).toEqual([...effectLog.created].sort());
    expect(effectLog.deleted).toHaveLength(2);
    // A second client deleting the same effect would find it gone and warn.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("[FLOW-06] the combat ends on every client: 楽素 and 陣気 are reset once, by the active GM, and a 10-minute effect ends once", async () => {
    effectLog.deleted.length = 0;
    effectLog.created.length = 0;
    const bard = counterActor("bard", { songUp: 2, songHeart: 1, morale: 3, lifePoints: 4 });
    const minute = effectActor("ally");
    g.game.actors = new FakeCollection<unknown>().set("bard", bard).set("ally", minute);
    await minute.createEmbeddedDocuments("ActiveEffect", [
      compat.effectData({ name: "Ward", duration: { seconds: 600, startRound: 1, combatId: "combatF" } }),
    ]);
    const combat = {
      id: "combatF",
      combatants: [
        { id: "bard", actor: bard },
        { id: "ally", actor: minute },
      ],
    };
    table.onEveryClient("deleteCombat", [combat, {}, gm.id], gm.id);
    await table.settle();
    expect(bard.served.writes).toEqual([
      {
        userId: gm.id,
        data: {
          "system.classResources.songUp": 0,
          "system.classResources.songHeart": 0,
          "system.classResources.morale": 0,
        },
      },
    ]);
    expect(bard.system.classResources).toEqual({ songUp: 0, songHeart: 0, morale: 0, lifePoints: 4 });
    expect(effectLog.deleted).toHaveLength(1);
    expect(table.notices).toEqual([]);
  });

  it("[FLOW-06] with the first GM gone, the second GM's client is the active one and writes, once", async () => {
    table.connect(gm, false);
    const bard = counterActor("bard2", { morale: 2 });
    g.game.actors = new FakeCollection<unknown>().set("bard2", bard);
    table.onEveryClient(
      "deleteCombat",
      [{ id: "combatG", combatants: [{ id: "bard2", actor: bard }] }, {}, gm2.id],
      gm2.id,
    );
    await table.settle();
    expect(bard.served.writes.map((w) => w.userId)).toEqual([gm2.id]);
  });
});

/** A character Alice owns, holding class resources, whose updates the table serves. */
function counterActor(id: string, classResources: Record<string, number>) {
  const actor = {
    id,
    uuid: `Actor.${id}`,
    type: "character",
    system: { classResources: { ...classResources } },
    effects: new FakeCollection<unknown>(),
    allApplicableEffects: () => [],
  };
  return table.serve(actor, "Actor", [alice], {
    update: (data) => {
      for (const [path, value] of Object.entries(data)) {
        const key = path.replace("system.classResources.", "");
        (actor.system.classResources as Record<string, unknown>)[key] = value;
      }
    },
  });
}

// ---- a player's damage application through the relay -----------------------------------------------------

/** An actor of the system's class (the bundle's), prepared from `input`, whose writes the table serves. */
function appliedActor(input: ActorInput, type: string, owners: TableUser[]) {
  const actor = new g.CONFIG.Actor.documentClass({}) as Record<string, unknown> & {
    system: Record<string, unknown>;
    flags: Record<string, unknown>;
  };
  Object.assign(actor, {
    ...cardActorFields(input, type),
    toObject: () => ({ system: input.system }),
    toggleStatusEffect: async () => undefined,
  });
  return table.serve(actor, "Actor", owners, {
    // Document#update: each dotted path set on the actor (HP and the applied-cards record the replay check reads).
    update: (data) => {
      for (const [path, value] of Object.entries(data)) {
        const keys = path.split(".");
        const last = keys.pop() ?? "";
        let at: Record<string, unknown> = actor;
        for (const key of keys) {
          at[key] = { ...((at[key] as Record<string, unknown> | undefined) ?? {}) };
          at = at[key] as Record<string, unknown>;
        }
        if (last.startsWith("-=")) delete at[last.slice(2)];
        else at[last] = structuredClone(value);
      }
    },
  });
}

/** Wolf's Bastard Sword power card (power 17, C 10, extra damage 5), as Alice's sheet posts it. */
const swordCard = wolfSwordCard();

const applyButton = { dataset: { sw25Apply: "damage" } } as unknown as HTMLElement;

function applyWorld() {
  const wolf = appliedActor(WOLF, "character", [alice]);
  const goblin = appliedActor(GOBLIN, "monster", []);
  const byUuid: Record<string, unknown> = { "Actor.wolf": wolf, "Actor.goblin": goblin };
  Object.assign(globalThis, { fromUuid: async (uuid: string) => byUuid[uuid] ?? null });
  g.game.combats = new FakeCollection<unknown>();
  // The Goblin's only section is picked in the section dialog.
  record.answerDialog = () => 0;
  alice.targets.clear();
  alice.targets.add({ actor: goblin });
  return { wolf, goblin };
}

const relayRequests = () =>
  [...g.game.messages].filter(
    (m) => (m as { flags: { swordworld25?: { relay?: unknown } } }).flags.swordworld25?.relay !== undefined,
  );

describe("a player's damage application", () => {
  it("[DMG-12] Alice applies Wolf's card to the GM's Goblin: one relay request, applied once by the active GM (17 − 1 = 16: 16 HP → 0)", async () => {
    const w = applyWorld();
    const card = await table.as(alice, () =>
      ChatMessageClass().create({ content: "", flags: { swordworld25: { card: swordCard } } }),
    );
    const from = createdDocuments.length;
    await table.as(alice, () => applyCardToTargets(card as never, applyButton));
    await table.settle();
    expect(w.goblin.served.writes.map((write) => write.userId)).toEqual([gm.id]);
    expect(w.goblin.served.refused).toEqual([]);
    const sections = w.goblin.system.sections as { hp: { value: number } }[];
    expect(sections[0]?.hp.value).toBe(0);
    const flags = messagesSince(from);
    expect(flags.filter((f) => f.relay !== undefined)).toHaveLength(1);
    expect(flags.filter((f) => f.relayReply !== undefined)).toEqual([]);
    expect(relayRequests()).toEqual([]);
    expect(table.notices).toEqual([]);
  });

  it("[SECT-04] the same card applied again: the active GM refuses it, and only Alice's client shows why", async () => {
    const w = applyWorld();
    const card = await table.as(alice, () =>
      ChatMessageClass().create({ content: "", flags: { swordworld25: { card: swordCard } } }),
    );
    await table.as(alice, () => applyCardToTargets(card as never, applyButton));
    await table.settle();
    await table.as(alice, () => applyCardToTargets(card as never, applyButton));
    await table.settle();
    expect(w.goblin.served.writes).toHaveLength(1);
    expect(table.notices).toEqual([
      { userId: alice.id, level: "warn", message: "SW25.Error.ApplyAlreadyDone" },
    ]);
    expect(relayRequests()).toEqual([]);
  });

  it("[DMG-12] no GM connected: Alice is told so, in her own client only, and nothing is written or posted", async () => {
    const w = applyWorld();
    const card = await table.as(alice, () =>
      ChatMessageClass().create({ content: "", flags: { swordworld25: { card: swordCard } } }),
    );
    table.connect(gm, false);
    table.connect(gm2, false);
    const from = createdDocuments.length;
    await table.as(alice, () => applyCardToTargets(card as never, applyButton));
    await table.settle();
    expect(table.notices).toEqual([{ userId: alice.id, level: "warn", message: "SW25.Error.RelayNoGm" }]);
    expect(w.goblin.served.writes).toEqual([]);
    expect(createdDocuments.length).toBe(from);
  });
});

const ChatMessageClass = () =>
  (globalThis as unknown as { ChatMessage: { create(data: Record<string, unknown>): Promise<unknown> } })
    .ChatMessage;

describe("a player's battle request with no GM connected", () => {
  it("[MOVE-05] Alice's drag of Arle: she is told no GM is connected, the token stays and the battle is unchanged", async () => {
    const w = await battleWorld(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    table.connect(gm, false);
    table.connect(gm2, false);
    const from = createdDocuments.length;
    const before = w.combat.system.battle;
    const moved = await table.as(alice, () => arle.move([at(4)], { method: "dragging" }));
    await table.settle();
    expect(table.notices).toEqual([{ userId: alice.id, level: "warn", message: "SW25.Error.RelayNoGm" }]);
    expect(moved).toBe(false);
    expect({ x: arle.x, y: arle.y }).toEqual(at(0));
    expect(w.combat.system.battle).toBe(before);
    expect(createdDocuments.length).toBe(from);
  });

  it("[FLOW-01] Alice's button on the board (end her turn): she is told no GM is connected; nothing is sent", async () => {
    const w = await battleWorld(turnOf("Arle"));
    table.connect(gm, false);
    table.connect(gm2, false);
    const from = createdDocuments.length;
    const before = w.combat.system.battle;
    await table.as(alice, () => w.combat.sendEvent({ type: "endTurn", actorId: "Arle" }));
    await table.settle();
    expect(table.notices).toEqual([{ userId: alice.id, level: "warn", message: "SW25.Error.RelayNoGm" }]);
    expect(w.combat.system.battle).toBe(before);
    expect(createdDocuments.length).toBe(from);
  });
});

describe("two GMs at the table", () => {
  it("[FLOW-01] the assistant GM's button on the board (end Arle's turn) is written by the active GM alone, through the relay", async () => {
    const w = await battleWorld(turnOf("Arle"));
    const from = createdDocuments.length;
    await table.as(gm2, () => w.combat.sendEvent({ type: "endTurn", actorId: "Arle" }));
    await table.settle();
    // One write of the battle, by the active GM's client: two GMs never write it from their own copies.
    expect(w.combat.served.writes.map((write) => write.userId)).toEqual([gm.id]);
    expect(w.battle().turn).toBeNull();
    expect(messagesSince(from).filter((f) => f.relay !== undefined)).toHaveLength(1);
    expect(table.notices).toEqual([]);
  });

  it("[FLOW-01] with the active GM gone, the other GM's button writes on its own client", async () => {
    const w = await battleWorld(turnOf("Arle"));
    table.connect(gm, false);
    const from = createdDocuments.length;
    await table.as(gm2, () => w.combat.sendEvent({ type: "endTurn", actorId: "Arle" }));
    await table.settle();
    expect(w.combat.served.writes.map((write) => write.userId)).toEqual([gm2.id]);
    expect(messagesSince(from).filter((f) => f.relay !== undefined)).toEqual([]);
  });
});
