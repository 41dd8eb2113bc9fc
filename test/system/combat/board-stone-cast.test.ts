/**
 * Issue 35 item 2: a spell cast from the Battle Board paid with MP and stones, on the GM's client as a relayed
 * request reaches it (`relayBattleEvent`, the author the server named) and as the GM's own click does
 * (`SW25Combat#applyEvent`). The GM prices the stones from the caster's own items: a request names stones by
 * item id and count only, and a forged one (another's stone, more than held, points it claims) is refused
 * with nothing spent. All or nothing: a refused write puts the MP and the stones back.
 *
 * Foundry is faked from its public v13/v14 API: Combat#update and Actor#update (Document#update,
 * foundryvtt.com/api/classes/foundry.abstract.Document.html), Actor#items (an EmbeddedCollection with
 * `get` and `contents`, foundryvtt.com/api/classes/foundry.abstract.EmbeddedCollection.html) and
 * Document#updateEmbeddedDocuments; Users#activeGM (foundryvtt.com/api/classes/foundry.documents.collections.Users.html).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StoneChoice } from "../../../src/rules/character/supplies/mana-stones.js";
import type { BattleEvent, SpellSpec } from "../../../src/rules/combat/events.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { type Arsenal, arsenalFromItems } from "../../../src/system/combat/policy/arsenal.js";
import { bramCastingTurn as bramsTurn, en } from "./helpers.js";

class FakeCollection<T> extends Map<string, T> {
  get contents(): T[] {
    return [...this.values()];
  }
}

class FakeCombat {
  id = "combat1";
  system: { battle: string; method: string } = { battle: "", method: "simplified" };
  combatants = new FakeCollection<unknown>();
  turns: { id: string }[] = [];
  updates: unknown[] = [];
  refuseUpdate = false;
  async update(data: { system?: { battle?: string } }) {
    if (this.refuseUpdate) throw new Error("the server refused the update");
    this.updates.push(data);
    if (data.system?.battle !== undefined) this.system.battle = data.system.battle;
  }
}

type User = { id: string; isGM: boolean };
const gmUser: User = { id: "gm", isGM: true };
const bramsPlayer: User = { id: "p1", isGM: false };

interface FakeItem {
  id: string;
  type: string;
  name: string;
  system: Record<string, unknown>;
}

/** An actor as the GM's client holds it: its MP, its items, and every write made to it. */
class FakeActor {
  type = "character";
  writes: unknown[] = [];
  refuseItems = false;
  items: FakeCollection<FakeItem>;
  system: { mp: { value: number; max: number } };
  constructor(
    readonly owner: string,
    mp: number,
    items: FakeItem[],
  ) {
    this.system = { mp: { value: mp, max: 20 } };
    this.items = new FakeCollection(items.map((i) => [i.id, structuredClone(i)]));
  }
  testUserPermission(user: User) {
    return user.isGM || user.id === this.owner;
  }
  async update(data: Record<string, unknown>) {
    this.writes.push({ actor: data });
    const mp = data["system.mp.value"];
    if (typeof mp === "number") this.system.mp.value = mp;
  }
  async updateEmbeddedDocuments(_name: string, updates: Record<string, unknown>[]) {
    if (this.refuseItems) throw new Error("the server refused the items");
    this.writes.push({ items: updates });
    for (const u of updates) {
      const item = this.items.get(String(u._id));
      if (!item) continue;
      if ("system.quantity" in u) item.system.quantity = u["system.quantity"];
      if ("system.charged" in u) item.system.charged = u["system.charged"];
    }
    return updates;
  }
  /** What a reader sees: MP and each stone's count. */
  get holdings() {
    return {
      mp: this.system.mp.value,
      ...Object.fromEntries(
        this.items.contents
          .filter((i) => i.type === "gear")
          .map((i) => [i.id, i.system.gearKind === "manaCrystal" ? i.system.charged : i.system.quantity]),
      ),
    };
  }
}

const spark: FakeItem = {
  id: "spark",
  type: "spell",
  name: "Spark",
  system: { rangeKind: "distance", range: 30, area: "shot", mpCost: 5 },
};
const stone3: FakeItem = {
  id: "st3",
  type: "gear",
  name: "Stone (3)",
  system: { gearKind: "manaStone", points: 3, quantity: 2 },
};
const crystal2: FakeItem = {
  id: "cr2",
  type: "gear",
  name: "Crystal (2)",
  system: { gearKind: "manaCrystal", points: 2, charged: true },
};
/** The goblin's own stone: not Bram's to spend. */
const goblinStone: FakeItem = {
  id: "gob-st",
  type: "gear",
  name: "Stone (10)",
  system: { gearKind: "manaStone", points: 10, quantity: 1 },
};
const kit: Arsenal = arsenalFromItems([spark]);
const sparkSpell = kit.spells[0]?.spell;

let SW25Combat: new () => FakeCombat & {
  applyEvent(event: BattleEvent, user: unknown, stones?: readonly StoneChoice[]): Promise<string[]>;
  sendEvent(event: BattleEvent, stones?: readonly StoneChoice[]): Promise<boolean>;
  readonly battle: BattleState | null;
};
let relayBattleEvent: (
  r: { combatId: string; event: BattleEvent; stones?: readonly StoneChoice[] },
  author: unknown,
) => Promise<readonly string[]>;
const combats = new Map<string, unknown>();
const warnings: string[] = [];

beforeAll(async () => {
  vi.stubGlobal("Combat", FakeCombat);
  vi.stubGlobal("game", {
    i18n: { localize: (k: string) => en(k), format: (k: string, p: Record<string, string>) => en(k, p) },
    user: gmUser,
    users: { activeGM: { id: gmUser.id, isSelf: true } },
    combats,
    settings: { get: () => "simplified" },
  });
  vi.stubGlobal("ui", { notifications: { warn: (m: string) => warnings.push(m), error: () => undefined } });
  vi.stubGlobal("ChatMessage", { create: async () => undefined });
  // CONFIG.Dice.randomUniform, the random source Foundry's dice use (foundryvtt.com/api/variables/CONFIG.html).
  // Roll.fromData: the battle log's card carries its dice as a Roll (foundryvtt.com/api/classes/foundry.dice.Roll.html).
  vi.stubGlobal("Roll", { fromData: (data: unknown) => data });
  vi.stubGlobal("CONFIG", { Dice: { randomUniform: () => 0.5 } });
  vi.stubGlobal("foundry", {
    applications: { handlebars: { renderTemplate: async () => "" } },
    data: { fields: { StringField: class {} } },
    abstract: { TypeDataModel: class {} },
  });
  const mod = await import("../../../src/system/combat/battle/combat.js");
  SW25Combat = mod.SW25Combat as unknown as typeof SW25Combat;
  relayBattleEvent = mod.relayBattleEvent as unknown as typeof relayBattleEvent;
});
afterAll(() => vi.unstubAllGlobals());

/** A combat of bramsTurn(); p1 owns Bram's actor only; each combatant's actor is returned by id. */
function combatWith(state: BattleState, bramMp = 3) {
  const combat = new SW25Combat();
  combat.system.battle = JSON.stringify(state);
  const actors: Record<string, FakeActor> = {};
  for (const c of state.combatants) {
    const actor =
      c.id === "Bram"
        ? new FakeActor("p1", bramMp, [spark, stone3, crystal2])
        : new FakeActor("gm-only", 0, c.id === "GobA" ? [goblinStone] : []);
    if (c.side === "enemy") actor.type = "monster";
    actors[c.id] = actor;
    combat.combatants.set(c.id, {
      id: c.id,
      battleSide: c.side,
      actor,
      battleArsenal: () => (c.id === "Bram" ? kit : { weapons: [], spells: [] }),
      battleIdentity: () => undefined,
    });
  }
  combat.turns = state.combatants.map((c) => ({ id: c.id }));
  combats.set(combat.id, combat);
  return { combat, bram: actors.Bram as FakeActor, goblin: actors.GobA as FakeActor };
}

const castAt = (targetId = "GobA"): BattleEvent => ({
  type: "major",
  actorId: "Bram",
  action: { kind: "cast", spell: sparkSpell as never, targetId },
});
/** A refusal of the damage rules (DMG-10) as the board words it: the rule's family, then the text. */
const damage = (text: string) => en("SW25.Words.RuleSays", { rule: en("SW25.Words.Rule.DMG"), text });
const mpInBattle = (combat: { battle: BattleState | null }) =>
  combat.battle?.combatants.find((c) => c.id === "Bram")?.mp;

describe("[35-2] a Battle Board cast paid with stones, on the GM's client", () => {
  it("a player's relayed cast of Spark (5 MP), one 3-point stone: 2 MP and one stone spent, the battle stored once", async () => {
    const { combat, bram } = combatWith(bramsTurn());
    const errors = await relayBattleEvent(
      { combatId: combat.id, event: castAt(), stones: [{ id: "st3", count: 1 }] },
      bramsPlayer,
    );
    expect(errors).toEqual([]);
    expect(combat.updates).toHaveLength(1);
    expect(mpInBattle(combat)).toBe(1);
    expect(bram.holdings).toEqual({ mp: 1, st3: 1, cr2: true });
    // One MP write and one stone write; the MP is not taken a second time after the battle is stored.
    expect(bram.writes).toEqual([
      { actor: { "system.mp.value": 1 } },
      { items: [{ _id: "st3", "system.quantity": 1 }] },
    ]);
  });

  it("a stone and a crystal (3 + 2) pay all 5 MP: no MP written, the crystal spent, the stone used up", async () => {
    const { combat, bram } = combatWith(bramsTurn());
    const errors = await combat.applyEvent(castAt(), gmUser, [
      { id: "st3", count: 1 },
      { id: "cr2", count: 1 },
    ]);
    expect(errors).toEqual([]);
    expect(mpInBattle(combat)).toBe(3);
    expect(bram.holdings).toEqual({ mp: 3, st3: 1, cr2: false });
    expect(bram.writes).toEqual([
      {
        items: [
          { _id: "st3", "system.quantity": 1 },
          { _id: "cr2", "system.charged": false },
        ],
      },
    ]);
  });

  it("MP alone short (3 for 5) is refused by the reducer without stones; with one stone it is cast", async () => {
    const { combat, bram } = combatWith(bramsTurn());
    const refused = await combat.applyEvent(castAt(), gmUser);
    expect(refused).toEqual([damage(en("SW25.Error.Combat.NotEnoughMp", { cost: 5, mp: 3 }))]);
    expect(combat.updates).toEqual([]);
    expect(bram.writes).toEqual([]);
    expect(await combat.applyEvent(castAt(), gmUser, [{ id: "st3", count: 1 }])).toEqual([]);
  });
});

describe("[35-2] a forged relay is refused: nothing is cast, nothing spent", () => {
  async function refused(
    stones: unknown,
    expected: string,
    options: { event?: BattleEvent; bramMp?: number } = {},
  ) {
    const { combat, bram, goblin } = combatWith(bramsTurn(), options.bramMp);
    const before = combat.system.battle;
    const errors = await relayBattleEvent(
      { combatId: combat.id, event: options.event ?? castAt(), stones: stones as StoneChoice[] },
      bramsPlayer,
    );
    expect(errors).toEqual([expected]);
    expect(combat.updates).toEqual([]);
    expect(combat.system.battle).toBe(before);
    expect(bram.writes).toEqual([]);
    expect(goblin.writes).toEqual([]);
    expect(bram.holdings).toEqual({ mp: options.bramMp ?? 3, st3: 2, cr2: true });
  }

  it("a stone claiming 99 points: the stone's points are read from the item (3), so 2 MP are still due; with 1 MP it is refused", async () => {
    await refused(
      [{ id: "st3", count: 1, points: 99 }],
      damage(en("SW25.Error.MpInsufficient", { cost: 2, mp: 1 })),
      { bramMp: 1 },
    );
  });

  it("a stone id Bram does not hold, and the goblin's own stone", async () => {
    const missing = en("SW25.Error.StoneUnavailable", { count: 1 });
    await refused([{ id: "forged-stone", count: 1 }], missing);
    await refused([{ id: "gob-st", count: 1 }], missing);
  });

  it("more stones than the stack holds (99 of 2), a spent crystal's second use, a negative count", async () => {
    await refused([{ id: "st3", count: 99 }], en("SW25.Error.StoneUnavailable", { count: 99 }));
    await refused([{ id: "cr2", count: 2 }], en("SW25.Error.StoneUnavailable", { count: 2 }));
    await refused([{ id: "st3", count: -1 }], en("SW25.Error.NumberInvalid", { field: "count" }));
  });

  it("stones the cost does not need (3 + 3 + 2 for 5): refused rather than wasted", async () => {
    await refused(
      [
        { id: "st3", count: 2 },
        { id: "cr2", count: 1 },
      ],
      en("SW25.Error.StoneNotNeeded", { points: 8, cost: 5 }),
    );
  });

  it("stones sent with an attack, or with a Spark whose cost the request lowered to 1", async () => {
    await refused([{ id: "st3", count: 1 }], en("SW25.Error.StoneNotACast"), {
      event: { type: "major", actorId: "Bram", action: { kind: "attack", form: "melee", targetId: "GobA" } },
    });
    await refused([{ id: "st3", count: 1 }], en("SW25.Error.Combat.UnknownSpell"), {
      event: {
        type: "major",
        actorId: "Bram",
        action: { kind: "cast", spell: { ...(sparkSpell as SpellSpec), mpCost: 1 }, targetId: "GobA" },
      },
    });
  });

  it("a cast the reducer refuses (an unknown target): the stones priced are not spent", async () => {
    const { combat, bram } = combatWith(bramsTurn());
    const errors = await relayBattleEvent(
      { combatId: combat.id, event: castAt("nobody"), stones: [{ id: "st3", count: 1 }] },
      bramsPlayer,
    );
    expect(errors).toHaveLength(1);
    expect(combat.updates).toEqual([]);
    expect(bram.writes).toEqual([]);
  });
});

describe("[35-2] a refused write puts the MP and the stones back", () => {
  it("the battle's write refused: Bram's MP and stone are given back, the battle unchanged", async () => {
    const { combat, bram } = combatWith(bramsTurn());
    const before = combat.system.battle;
    combat.refuseUpdate = true;
    const errors = await combat.applyEvent(castAt(), gmUser, [{ id: "st3", count: 1 }]);
    expect(errors).toEqual([en("SW25.Combat.CastNotPaid")]);
    expect(combat.system.battle).toBe(before);
    expect(bram.holdings).toEqual({ mp: 3, st3: 2, cr2: true });
    expect(bram.writes).toEqual([
      { actor: { "system.mp.value": 1 } },
      { items: [{ _id: "st3", "system.quantity": 1 }] },
      { items: [{ _id: "st3", "system.quantity": 2 }] },
      { actor: { "system.mp.value": 3 } },
    ]);
  });

  it("the stones' write refused: the MP is given back and the battle is not written", async () => {
    const { combat, bram } = combatWith(bramsTurn());
    bram.refuseItems = true;
    const errors = await combat.applyEvent(castAt(), gmUser, [{ id: "st3", count: 1 }]);
    expect(errors).toEqual([en("SW25.Combat.CastNotPaid")]);
    expect(combat.updates).toEqual([]);
    expect(bram.holdings).toEqual({ mp: 3, st3: 2, cr2: true });
  });

  it("the GM's own board: sendEvent with stones warns the refusal in words and sends nothing", async () => {
    const { combat, bram } = combatWith(bramsTurn());
    warnings.length = 0;
    expect(await combat.sendEvent(castAt(), [{ id: "forged-stone", count: 1 }])).toBe(false);
    expect(warnings).toEqual([en("SW25.Error.StoneUnavailable", { count: 1 })]);
    expect(bram.writes).toEqual([]);
    expect(await combat.sendEvent(castAt(), [{ id: "st3", count: 1 }])).toBe(true);
    expect(bram.holdings).toEqual({ mp: 1, st3: 1, cr2: true });
  });
});

describe("[35-2] a player's board cast goes to the GM with the stones chosen", () => {
  it("sendEvent on a player's client: the relay request carries the cast and the stones (id and count); nothing is spent there", async () => {
    const g = globalThis as unknown as { game: Record<string, unknown> };
    const { user, users } = g.game;
    const created: { flags?: Record<string, Record<string, unknown>> }[] = [];
    // ChatMessage.create (foundryvtt.com/api/classes/foundry.documents.ChatMessage.html) and Users#activeGM:
    // the relay whispers the request to the GMs in a message's flags.
    vi.stubGlobal("ChatMessage", {
      create: async (data: { flags?: Record<string, Record<string, unknown>> }) => {
        created.push(data);
        return data;
      },
    });
    g.game.user = bramsPlayer;
    g.game.users = {
      activeGM: { id: gmUser.id, isSelf: false },
      filter: (f: (u: User) => boolean) => [gmUser, bramsPlayer].filter(f),
    };
    try {
      const { combat, bram } = combatWith(bramsTurn());
      expect(await combat.sendEvent(castAt(), [{ id: "st3", count: 1 }])).toBe(true);
      expect(created.map((m) => m.flags?.swordworld25?.relay)).toEqual([
        { type: "battleEvent", combatId: combat.id, event: castAt(), stones: [{ id: "st3", count: 1 }] },
      ]);
      expect(combat.updates).toEqual([]);
      expect(bram.writes).toEqual([]);
    } finally {
      g.game.user = user;
      g.game.users = users;
      vi.stubGlobal("ChatMessage", { create: async () => undefined });
    }
  });
});
