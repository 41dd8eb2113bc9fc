/**
 * Using a technique at the table (src/system/techniques/use-technique.ts), with Foundry's globals as small
 * stand-ins written from the public v13 API docs: a double click pays once, the Battle Board pays only when
 * the reducer accepted the action, and a player whose use needs the GM (a battle action, a target they do not
 * own) asks the GM through the relay, who checks ownership and does it all once.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BattleEvent } from "../../src/rules/combat/events.js";
import type { BattleState } from "../../src/rules/combat/types.js";
import { readRelayRequest } from "../../src/system/relay/relay-policy.js";
import { bramsTurn, en } from "./combat/helpers.js";

type User = { id: string; isGM: boolean; targets: Set<{ actor: unknown }> };
const gmUser: User = { id: "gm", isGM: true, targets: new Set() };
const playerUser: User = { id: "p1", isGM: false, targets: new Set() };

interface Written {
  updates: Record<string, unknown>[];
  effects: unknown[][];
  deleted: string[];
}

/** An actor as the documents API shows it; `update` is stored a tick later, as a server round trip is. */
function fakeActor(id: string, owner: string, mp: number, items: FakeItem[] = []) {
  const written: Written = { updates: [], effects: [], deleted: [] };
  // Class resources as the character schema's initial values store them (zero counts).
  const classResources = { songUp: 0, songDown: 0, songHeart: 0, morale: 0, lifePoints: 0, cards: {} };
  const system = { hp: { value: 20, max: 20 }, mp: { value: mp, max: 20 }, classResources };
  const actor = {
    id,
    uuid: `Actor.${id}`,
    name: id,
    documentName: "Actor",
    type: "character",
    system,
    pack: null,
    token: null,
    written,
    get isOwner() {
      return game().user.isGM || game().user.id === owner;
    },
    // An EmbeddedCollection: a Map with `contents` (foundryvtt.com/api/classes/foundry.abstract.EmbeddedCollection.html).
    items: Object.assign(new Map(items.map((i) => [i.id, i])), { contents: items }),
    toObject: () => ({ system: structuredClone(system), items: items.map((i) => i.toObject()) }),
    testUserPermission: (user: User, level: string) => level === "OWNER" && (user.isGM || user.id === owner),
    update: async (data: Record<string, unknown>) => {
      await new Promise((r) => setTimeout(r, 5));
      written.updates.push(data);
      if (typeof data["system.mp.value"] === "number") system.mp.value = data["system.mp.value"];
      for (const [path, value] of Object.entries(data))
        if (path.startsWith("system.classResources."))
          (system.classResources as Record<string, unknown>)[path.slice("system.classResources.".length)] =
            value;
    },
    /** Plays the database refusing this actor's effects (a server error, a validation). */
    refuseEffects: false,
    createEmbeddedDocuments: async (_type: string, data: unknown[]) => {
      if (!game().user.isGM && game().user.id !== owner) throw new Error("no permission");
      if (actor.refuseEffects) throw new Error("refused");
      written.effects.push(data);
      return data.map((_d, i) => ({ id: `${id}Effect${written.effects.length}${i}` }));
    },
    /** Plays the database refusing this actor's item updates. */
    refuseItems: false,
    itemUpdates: [] as Record<string, unknown>[][],
    // Document#updateEmbeddedDocuments(embeddedName, updates) (foundryvtt.com/api/classes/foundry.abstract.Document.html).
    updateEmbeddedDocuments: async (_type: string, updates: Record<string, unknown>[]) => {
      await new Promise((r) => setTimeout(r, 5));
      if (actor.refuseItems) throw new Error("refused");
      actor.itemUpdates.push(updates);
      for (const u of updates) {
        const item = items.find((i) => i.id === u._id);
        for (const [path, value] of Object.entries(u))
          if (item && path.startsWith("system.")) item.system[path.slice("system.".length)] = value;
      }
      return updates;
    },
    deleteEmbeddedDocuments: async (_type: string, ids: string[]) => {
      written.deleted.push(...ids);
      return ids;
    },
  };
  for (const item of items) item.parent = actor;
  return actor;
}
type FakeActor = ReturnType<typeof fakeActor>;

interface FakeItem {
  id: string;
  uuid: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
  parent?: unknown;
  toObject(): unknown;
}

function technique(
  id: string,
  timing: string,
  mpCost: number,
  gain: { amount: number; resource: string } = { amount: 0, resource: "none" },
): FakeItem {
  const system = {
    kind: "enhancer",
    classId: "custom",
    level: 0,
    timing,
    cost: { amount: mpCost, resource: "mp" },
    gain,
    duration: { value: 3, units: "rounds" },
  };
  const effects = [{ name: "Ember Sinew", changes: [{ key: "system.bonus", value: "1", mode: 2 }] }];
  return {
    id,
    uuid: `Actor.pc.Item.${id}`,
    name: id,
    type: "technique",
    system,
    toObject: () => ({ _id: id, name: id, type: "technique", system, effects }),
  };
}

const cards: Record<string, unknown>[] = [];
/** The stone dialogs opened, and how the player answers the next one (counts typed by input name; null = closed). */
const prompts = {
  opened: [] as Record<string, unknown>[],
  typed: null as Record<string, string> | null,
  async answer(config: Record<string, unknown>) {
    prompts.opened.push(config);
    if (prompts.typed === null) return null;
    const typed = prompts.typed;
    const button = { form: { elements: { namedItem: (name: string) => ({ value: typed[name] ?? "" }) } } };
    return (config.ok as { callback: (e: unknown, b: unknown) => unknown }).callback({}, button);
  },
};
const warnings: string[] = [];
const world = new Map<string, unknown>();
const game = () =>
  (globalThis as unknown as { game: { user: User; combat: unknown; combats: unknown[] } }).game;

let useTechnique: (actor: never, item: never) => Promise<boolean>;
let relayTechniqueUse: (request: never, author: never) => Promise<readonly string[]>;

beforeAll(async () => {
  vi.stubGlobal("game", {
    user: gmUser,
    users: Object.assign([gmUser, playerUser], { activeGM: { isSelf: true } }),
    i18n: {
      localize: (k: string) => en(k),
      format: (k: string, p: Record<string, string>) => en(k, p),
      has: () => true,
    },
    combat: null,
    combats: [],
    scenes: [],
  });
  vi.stubGlobal("ui", { notifications: { warn: (m: string) => warnings.push(m), error: () => undefined } });
  vi.stubGlobal("ChatMessage", {
    getSpeaker: ({ actor }: { actor: FakeActor }) => ({ actor: actor.id }),
    create: async (data: Record<string, unknown>) => cards.push(data),
  });
  // DialogV2.prompt (foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html) answered by the test;
  // renderTemplate (foundryvtt.com/api/functions/foundry.applications.handlebars.renderTemplate.html) gives the
  // stone inputs' names so the test can see what the dialog offers.
  vi.stubGlobal("foundry", {
    applications: {
      api: { DialogV2: { prompt: async (config: Record<string, unknown>) => prompts.answer(config) } },
      handlebars: {
        loadTemplates: async () => undefined,
        renderTemplate: async (_path: string, data: { stones?: { input: string; count: number }[] }) =>
          (data.stones ?? []).map((s) => `<input name="${s.input}" max="${s.count}">`).join(""),
      },
    },
  });
  vi.stubGlobal("fromUuid", async (uuid: string) => world.get(uuid) ?? null);
  ({ useTechnique, relayTechniqueUse } = await import("../../src/system/techniques/use-technique.js"));
});

beforeEach(() => {
  prompts.opened.length = 0;
  prompts.typed = null;
  cards.length = 0;
  warnings.length = 0;
  world.clear();
  game().user = gmUser;
  game().combat = null;
  gmUser.targets = new Set();
  playerUser.targets = new Set();
});

const relayed = () =>
  cards.map((c) =>
    readRelayRequest((c.flags as { swordworld25?: { relay?: unknown } })?.swordworld25?.relay),
  );
const techniqueCards = () => cards.filter((c) => String(c.content).includes("sw25-technique-card"));

/** Bram's open turn on a Battle Board whose GM-side reducer answers `answer`. */
function board(actor: FakeActor, answer: string[]) {
  const sent: BattleEvent[] = [];
  const combat = {
    id: "combat1",
    battle: bramsTurn() as BattleState,
    combatants: [{ id: "Bram", actor }],
    // SW25Combat#identityLookup: what the battle shows of each combatant (none recorded here).
    identityLookup: () => () => undefined,
    applyEvent: async (event: BattleEvent) => {
      sent.push(event);
      return answer;
    },
    sendEvent: async (event: BattleEvent) => {
      sent.push(event);
    },
  };
  game().combat = combat;
  return sent;
}

describe("a technique used from the sheet", () => {
  it("a double click pays once, posts one card and copies the effect once", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 10, [item]);
    const results = await Promise.all([
      useTechnique(pc as never, item as never),
      useTechnique(pc as never, item as never),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(pc.written.updates).toEqual([{ "system.mp.value": 7 }]);
    expect(pc.written.effects).toHaveLength(1);
    expect(techniqueCards()).toHaveLength(1);
    // Once stored, a new click is a new use, paid from what is left.
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(pc.written.updates.at(-1)).toEqual({ "system.mp.value": 4 });
  });

  it("two different techniques at once pay from the MP the first one left, not both from 10", async () => {
    const a = technique("a", "minor", 3);
    const b = technique("b", "minor", 4);
    const pc = fakeActor("pc", "gm", 10, [a, b]);
    await Promise.all([useTechnique(pc as never, a as never), useTechnique(pc as never, b as never)]);
    expect(pc.system.mp.value).toBe(3);
  });

  it("a player's use on a target they do not own goes to the GM, who writes it all once", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "p1", 10, [item]);
    const ally = fakeActor("ally", "p2", 0);
    Object.assign(ally, { token: { parent: { pack: null } } });
    world.set(pc.uuid, pc).set(ally.uuid, ally);
    game().user = playerUser;
    playerUser.targets = new Set([{ actor: ally }]);
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    // Nothing written by the player's client: one request to the GM.
    expect(pc.written.updates).toEqual([]);
    expect(ally.written.effects).toEqual([]);
    const [request] = relayed();
    expect(request).toEqual({
      type: "useTechnique",
      actorUuid: "Actor.pc",
      itemId: "t1",
      targetUuids: ["Actor.ally"],
    });
    // The GM's client handles it for the author the server named.
    game().user = gmUser;
    expect(await relayTechniqueUse(request as never, playerUser as never)).toEqual([]);
    expect(pc.written.updates).toEqual([{ "system.mp.value": 7 }]);
    expect(ally.written.effects).toHaveLength(1);
    expect(String(techniqueCards()[0]?.content)).toContain("ally");
  });

  it("the GM refuses a relayed use for an actor the author does not own, or a target out of play", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "p1", 10, [item]);
    const stranger = fakeActor("stranger", "p2", 0);
    world.set(pc.uuid, pc).set(stranger.uuid, stranger);
    const notMine = await relayTechniqueUse(
      { actorUuid: pc.uuid, itemId: "t1", targetUuids: [] } as never,
      { id: "p2", isGM: false } as never,
    );
    expect(notMine).toEqual([en("SW25.TechniqueRelay.NotYourActor")]);
    const outOfPlay = await relayTechniqueUse(
      { actorUuid: pc.uuid, itemId: "t1", targetUuids: [stranger.uuid] } as never,
      playerUser as never,
    );
    expect(outOfPlay).toEqual([en("SW25.TechniqueRelay.TargetNotInPlay")]);
    expect(pc.written.updates).toEqual([]);
    expect(stranger.written.effects).toEqual([]);
  });
});

describe("a technique used on the Battle Board", () => {
  it("GM: the cost is paid only after the reducer accepted the action", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("Bram", "gm", 10, [item]);
    const sent = board(pc, []);
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(sent).toEqual([{ type: "minor", actorId: "Bram", action: { kind: "other", label: "t1" } }]);
    expect(pc.written.updates).toEqual([{ "system.mp.value": 7 }]);
  });

  it("GM viewing another scene: a relayed use still takes its action in the battle the user fights in", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("Bram", "p1", 10, [item]);
    world.set(pc.uuid, pc);
    const sent = board(pc, []);
    const combat = game().combat;
    game().combat = null;
    game().combats = [combat];
    await relayTechniqueUse(
      { actorUuid: pc.uuid, itemId: "t1", targetUuids: [] } as never,
      playerUser as never,
    );
    game().combats = [];
    expect(sent).toHaveLength(1);
    expect(pc.written.updates).toEqual([{ "system.mp.value": 7 }]);
  });

  it("GM: an action the reducer refuses when it is stored (the state moved on) leaves nothing spent or copied", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("Bram", "gm", 10, [item]);
    board(pc, ["Not now"]);
    expect(await useTechnique(pc as never, item as never)).toBe(false);
    // Paid, copied, then the action refused: the cost is given back and the copy deleted.
    expect(pc.written.updates).toEqual([{ "system.mp.value": 7 }, { "system.mp.value": 10 }]);
    expect(pc.system.mp.value).toBe(10);
    expect(pc.written.deleted).toEqual(["BramEffect10"]);
    expect(techniqueCards()).toEqual([]);
    expect(warnings).toContain("Not now");
  });

  it("GM: an action the reducer's dry run refuses (not the user's turn) is refused before anything is written", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("Bram", "p1", 10, [item]);
    world.set(pc.uuid, pc);
    const sent = board(pc, []);
    const combat = game().combat as { battle: BattleState };
    combat.battle = { ...combat.battle, turn: null } as BattleState;
    expect(
      await relayTechniqueUse(
        { actorUuid: pc.uuid, itemId: "t1", targetUuids: [] } as never,
        playerUser as never,
      ),
    ).not.toEqual([]);
    expect(sent).toEqual([]);
    expect(pc.written.updates).toEqual([]);
    expect(pc.written.effects).toEqual([]);
  });

  it("player: the action and the cost travel together to the GM; the GM pays once, when accepted", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("Bram", "p1", 10, [item]);
    world.set(pc.uuid, pc);
    const sent = board(pc, []);
    game().user = playerUser;
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(sent).toEqual([]);
    expect(pc.written.updates).toEqual([]);
    const [request] = relayed();
    expect(request).toMatchObject({ type: "useTechnique", actorUuid: "Actor.Bram", itemId: "t1" });
    game().user = gmUser;
    await relayTechniqueUse(request as never, playerUser as never);
    expect(sent).toHaveLength(1);
    expect(pc.written.updates).toEqual([{ "system.mp.value": 7 }]);
  });
});

describe("a technique use is written whole or not at all", () => {
  it("the same target twice in one relayed use (or two linked tokens of one actor) gets one copy for one payment", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "p1", 10, [item]);
    const ally = fakeActor("ally", "p1", 0);
    world.set(pc.uuid, pc).set(ally.uuid, ally);
    const errors = await relayTechniqueUse(
      { actorUuid: pc.uuid, itemId: "t1", targetUuids: [ally.uuid, ally.uuid, pc.uuid, ally.uuid] } as never,
      playerUser as never,
    );
    expect(errors).toEqual([]);
    expect(ally.written.effects).toHaveLength(1);
    expect(pc.written.effects).toHaveLength(1);
    expect(pc.written.updates).toEqual([{ "system.mp.value": 7 }]);
    // Two linked tokens of one actor, targeted from the sheet: the same actor twice.
    playerUser.targets = new Set([{ actor: ally }, { actor: ally }]);
    game().user = playerUser;
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(ally.written.effects).toHaveLength(2);
  });

  it("a target whose copy the database refuses: the cost is given back and the copies already made are deleted", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 10, [item]);
    const ally = fakeActor("ally", "gm", 0);
    const wall = fakeActor("wall", "gm", 0);
    wall.refuseEffects = true;
    gmUser.targets = new Set([{ actor: ally }, { actor: wall }]);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await useTechnique(pc as never, item as never)).toBe(false);
    error.mockRestore();
    expect(pc.system.mp.value).toBe(10);
    expect(pc.written.updates).toEqual([{ "system.mp.value": 7 }, { "system.mp.value": 10 }]);
    expect(ally.written.deleted).toEqual(["allyEffect10"]);
    expect(techniqueCards()).toEqual([]);
    expect(warnings).toEqual([en("SW25.Technique.Error.NoPermission", { target: "wall" })]);
  });

  it("a cost update the database refuses copies nothing", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 10, [item]);
    pc.update = async () => {
      throw new Error("server");
    };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await useTechnique(pc as never, item as never)).toBe(false);
    error.mockRestore();
    expect(pc.written.effects).toEqual([]);
    expect(warnings).toEqual([en("SW25.Technique.Error.NotWritten")]);
  });

  it("the card names an unidentified monster (user or target) by what players may see, never its name", async () => {
    const item = technique("t1", "minor", 0);
    const pc = fakeActor("pc", "gm", 10, [item]);
    const gloomfang = Object.assign(fakeActor("Gloomfang", "gm", 0), {
      monsterView: () => ({ name: "Shadow in the reeds", showStats: false }),
    });
    const nameless = Object.assign(fakeActor("Mirebeast", "gm", 0), {
      monsterView: () => ({ name: null, showStats: false }),
    });
    gmUser.targets = new Set([{ actor: gloomfang }, { actor: nameless }]);
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    const content = String(techniqueCards()[0]?.content);
    expect(content).toContain("Shadow in the reeds");
    expect(content).toContain(en("SW25.Combat.UnknownMonster"));
    expect(content).not.toContain("Gloomfang");
    expect(content).not.toContain("Mirebeast");
  });
});

describe("a technique that gains a class resource", () => {
  it("a song gaining 1 楽素⤴: paid and gained in one update, the card says 'Gained: Song notes ⤴ +1'", async () => {
    const item = technique("song", "minor", 0, { amount: 1, resource: "songUp" });
    const pc = fakeActor("pc", "gm", 10, [item]);
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(pc.written.updates).toHaveLength(1);
    expect(pc.written.updates[0]).toMatchObject({ "system.classResources.songUp": 1 });
    expect(pc.written.updates[0]?.["system.mp.value"]).toBeUndefined();
    expect(String(techniqueCards()[0]?.content)).toContain(
      '<p class="sw25-technique-card-gained">Gained: Song notes ⤴ +1</p>',
    );
    // A second use gains from what the first stored: 1 → 2.
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(pc.written.updates.at(-1)).toMatchObject({ "system.classResources.songUp": 2 });
  });

  it("GM: an action refused when stored takes the gain back with the cost (MP 10, 楽素⤴ 0 again)", async () => {
    const item = technique("song", "minor", 3, { amount: 2, resource: "songUp" });
    const pc = fakeActor("pc", "gm", 10, [item]);
    board(pc, ["refused when stored"]);
    expect(await useTechnique(pc as never, item as never)).toBe(false);
    expect(pc.written.updates[0]).toMatchObject({ "system.mp.value": 7, "system.classResources.songUp": 2 });
    expect(pc.written.updates[1]).toMatchObject({ "system.mp.value": 10, "system.classResources.songUp": 0 });
    expect(pc.system.mp.value).toBe(10);
    expect(techniqueCards()).toEqual([]);
  });
});

describe("a song with a performance threshold (巧奏値): the use rolls 2d + 奏力 and the card shows it", () => {
  /** Foundry's d6 from CONFIG.Dice.randomUniform ("A function used to provide random uniform values",
   * https://foundryvtt.com/api/v13/variables/CONFIG.Dice.html): `faces` in order. */
  function rollFaces(faces: number[]) {
    const queue = [...faces];
    vi.stubGlobal("CONFIG", { Dice: { randomUniform: () => ((queue.shift() ?? 1) - 1) / 6 + 0.01 } });
  }
  // Roll.fromData (static, "Recreate a Roll instance using a provided data object",
  // https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html#fromdata): the data back, as a stand-in.
  vi.stubGlobal("Roll", { fromData: (data: Record<string, unknown>) => ({ ...data }) });

  const song = (): FakeItem => {
    const item = technique("morale", "minor", 0, { amount: 1, resource: "songUp" });
    Object.assign(item.system, {
      kind: "song",
      classId: "bard",
      gain: { amount: 1, resource: "songUp", threshold: 10, bonus: 2 },
      duration: { value: 1, units: "instant" },
    });
    return item;
  };
  /** A Bard with 奏力 3 (the prepared character's derived techniquePowers). */
  function bard(item: FakeItem) {
    const pc = fakeActor("pc", "gm", 10, [item]);
    Object.assign(pc.system, { derived: { techniquePowers: [{ classId: "bard", level: 2, power: 3 }] } });
    return pc;
  }

  it("2d (3, 3) + 3 = 9, one short of 10: 楽素⤴ 0 → 1, the card says not reached, the dice are its roll", async () => {
    rollFaces([3, 3]);
    const item = song();
    const pc = bard(item);
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(pc.written.updates).toEqual([expect.objectContaining({ "system.classResources.songUp": 1 })]);
    const [card] = techniqueCards();
    expect(String(card?.content)).toContain(
      '<p class="sw25-technique-card-performance">Performance check: 3 + 3 + 3 = 9 against threshold 10</p>',
    );
    expect(String(card?.content)).toContain(
      '<p class="sw25-technique-card-threshold">Threshold not reached: no extra</p>',
    );
    expect(String(card?.content)).toContain("Gained: Song notes ⤴ +1");
    expect(card?.rolls).toEqual([expect.objectContaining({ formula: "2d6", total: 9 })]);
  });

  it("2d (4, 3) + 3 = 10, exactly the threshold: 楽素⤴ 0 → 3 (base 1 + extra 2)", async () => {
    rollFaces([4, 3]);
    const item = song();
    const pc = bard(item);
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(pc.system.classResources.songUp).toBe(3);
    const content = String(techniqueCards()[0]?.content);
    expect(content).toContain("Performance check: 4 + 3 + 3 = 10 against threshold 10");
    expect(content).toContain("Threshold reached: Song notes ⤴ +2 extra");
    expect(content).toContain("Gained: Song notes ⤴ +3");
  });

  it("a song without a threshold rolls nothing and its card has no check line", async () => {
    rollFaces([]);
    const item = technique("plain", "minor", 0, { amount: 1, resource: "songUp" });
    const pc = bard(item);
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    const [card] = techniqueCards();
    expect(String(card?.content)).not.toContain("sw25-technique-card-performance");
    expect(card?.rolls).toBeUndefined();
  });
});

/** A 魔晶石 stack of `points` points, `quantity` of them; a charge crystal when `crystal`. */
function stone(id: string, points: number, quantity: number, crystal = false): FakeItem {
  const system: Record<string, unknown> = crystal
    ? { gearKind: "manaCrystal", points, charged: true }
    : { gearKind: "manaStone", points, quantity };
  return {
    id,
    uuid: `Actor.pc.Item.${id}`,
    name: id,
    type: "gear",
    system,
    toObject: () => ({ _id: id, name: id, type: "gear", system: structuredClone(system) }),
  };
}

describe("[#35 stones] a technique's MP paid with MP and stones", () => {
  it("with stones held the dialog offers them; one 2-point stone and 1 MP pay 3: MP 10 → 9, the stack 2 → 1, the card says so", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 10, [item, stone("twos", 2, 2)]);
    prompts.typed = { "stone-twos": "1" };
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(prompts.opened).toHaveLength(1);
    expect(String(prompts.opened[0]?.content)).toContain('name="stone-twos" max="2"');
    expect(pc.written.updates).toEqual([{ "system.mp.value": 9 }]);
    expect(pc.itemUpdates).toEqual([[{ _id: "twos", "system.quantity": 1 }]]);
    expect(warnings).toEqual([]);
    const card = String(techniqueCards()[0]?.content);
    expect(card).toContain(en("SW25.Technique.Card.Stones", { points: "2" }));
  });

  it("no stone typed: paid from MP only, no item written", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 10, [item, stone("twos", 2, 2)]);
    prompts.typed = {};
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(pc.written.updates).toEqual([{ "system.mp.value": 7 }]);
    expect(pc.itemUpdates).toEqual([]);
  });

  it("no stones held (or a technique costing no MP): no dialog, as before", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 10, [item, stone("none", 2, 0)]);
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(prompts.opened).toEqual([]);
    const free = technique("free", "minor", 0);
    const rich = fakeActor("rich", "gm", 10, [free, stone("twos", 2, 2)]);
    expect(await useTechnique(rich as never, free as never)).toBe(true);
    expect(prompts.opened).toEqual([]);
  });

  it("the dialog closed: nothing spent, no card", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 10, [item, stone("twos", 2, 2)]);
    prompts.typed = null;
    expect(await useTechnique(pc as never, item as never)).toBe(false);
    expect(pc.written.updates).toEqual([]);
    expect(pc.itemUpdates).toEqual([]);
    expect(techniqueCards()).toEqual([]);
  });

  it("MP short of what the stones leave, or a stone not needed: refused with the localized message, nothing written", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 0, [item, stone("twos", 2, 2), stone("crystal", 4, 1, true)]);
    prompts.typed = { "stone-twos": "1" };
    expect(await useTechnique(pc as never, item as never)).toBe(false);
    prompts.typed = { "stone-twos": "2", "stone-crystal": "1" };
    expect(await useTechnique(pc as never, item as never)).toBe(false);
    expect(warnings).toEqual([
      en("SW25.Error.MpInsufficient", { cost: "1", mp: "0" }),
      en("SW25.Error.StoneNotNeeded", { cost: "3", points: "8" }),
    ]);
    expect(pc.written.updates).toEqual([]);
    expect(pc.itemUpdates).toEqual([]);
  });

  it("MP alone too short (1 of 3): the dialog is still offered, and a 2-point stone makes it payable (MP 1 → 0)", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 1, [item, stone("twos", 2, 2)]);
    prompts.typed = { "stone-twos": "1" };
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(String(prompts.opened[0]?.content)).toContain(en("SW25.Stone.Cost", { cost: "3", mp: "1" }));
    expect(pc.system.mp.value).toBe(0);
    // Without stones the same shortfall is refused as before, with no dialog.
    const poor = fakeActor("poor", "gm", 1, [item]);
    expect(await useTechnique(poor as never, item as never)).toBe(false);
    expect(prompts.opened).toHaveLength(1);
    expect(warnings).toEqual([
      en("SW25.Error.TechniqueCostUnpaid", {
        cost: "3",
        held: "1",
        resource: en("SW25.Technique.Resource.mp"),
      }),
    ]);
  });

  it("the crystal pays all 3 and stays, spent; MP untouched", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 10, [item, stone("crystal", 4, 1, true)]);
    prompts.typed = { "stone-crystal": "1" };
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    expect(pc.system.mp.value).toBe(10);
    expect(pc.itemUpdates).toEqual([[{ _id: "crystal", "system.charged": false }]]);
  });

  it("the actor update refused: no stone spent; the stones refused: the MP given back", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 10, [item, stone("twos", 2, 2)]);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const update = pc.update;
    pc.update = async () => {
      throw new Error("server");
    };
    prompts.typed = { "stone-twos": "1" };
    expect(await useTechnique(pc as never, item as never)).toBe(false);
    expect(pc.itemUpdates).toEqual([]);
    pc.update = update;
    pc.refuseItems = true;
    expect(await useTechnique(pc as never, item as never)).toBe(false);
    error.mockRestore();
    expect(pc.written.updates).toEqual([{ "system.mp.value": 9 }, { "system.mp.value": 10 }]);
    expect(pc.system.mp.value).toBe(10);
    expect(techniqueCards()).toEqual([]);
    expect(warnings).toEqual([en("SW25.Technique.Error.NotWritten"), en("SW25.Technique.Error.NotWritten")]);
  });

  it("a later step refused (a target's copy): the MP and the stones are given back", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "gm", 10, [item, stone("twos", 2, 2)]);
    const wall = fakeActor("wall", "gm", 0);
    wall.refuseEffects = true;
    gmUser.targets = new Set([{ actor: wall }]);
    prompts.typed = { "stone-twos": "1" };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await useTechnique(pc as never, item as never)).toBe(false);
    error.mockRestore();
    expect(pc.system.mp.value).toBe(10);
    expect(pc.itemUpdates).toEqual([
      [{ _id: "twos", "system.quantity": 1 }],
      [{ _id: "twos", "system.quantity": 2 }],
    ]);
  });

  it("a player's use relayed to the GM carries the stones chosen; the GM pays them once", async () => {
    const item = technique("t1", "minor", 3);
    const pc = fakeActor("pc", "p1", 10, [item, stone("twos", 2, 2)]);
    const ally = fakeActor("ally", "p2", 0);
    Object.assign(ally, { token: { parent: { pack: null } } });
    world.set(pc.uuid, pc).set(ally.uuid, ally);
    game().user = playerUser;
    playerUser.targets = new Set([{ actor: ally }]);
    prompts.typed = { "stone-twos": "1" };
    expect(await useTechnique(pc as never, item as never)).toBe(true);
    const [request] = relayed();
    expect(request).toMatchObject({ type: "useTechnique", stones: [{ id: "twos", count: 1 }] });
    expect(pc.written.updates).toEqual([]);
    game().user = gmUser;
    expect(await relayTechniqueUse(request as never, playerUser as never)).toEqual([]);
    expect(pc.written.updates).toEqual([{ "system.mp.value": 9 }]);
    expect(pc.itemUpdates).toEqual([[{ _id: "twos", "system.quantity": 1 }]]);
  });
});
