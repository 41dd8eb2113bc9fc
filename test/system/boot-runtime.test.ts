/**
 * Foundry-layer behaviour of the booted bundle (fake Foundry, test/system/boot/): token bars, names players
 * read, relay requests hidden, migration by the active GM only, the mount-level setting's refresh.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bootBundle } from "./boot/boot-bundle.js";
import {
  Actor,
  createdDocuments,
  FakeCollection,
  fakeGM,
  recordCombatUpdates,
  User,
} from "./boot/fake-documents.js";
import { type BootRecord, FOUNDRY_BASES } from "./boot/fake-foundry.js";
import { standardBattle, turnOf } from "./combat/canvas/standard-battle.js";

type Ctor = new (data?: Record<string, unknown>) => Record<string, unknown>;
const g = globalThis as unknown as {
  CONFIG: Record<"Actor" | "Token" | "Combat", { documentClass: Ctor }> & { ui: { combat: Ctor } };
  game: Record<string, unknown> & { actors: { set(id: string, v: unknown): void } };
  Hooks: { callAll(name: string, ...args: unknown[]): void; call(name: string, ...args: unknown[]): boolean };
};

let record: BootRecord;

beforeAll(async () => {
  record = await bootBundle();
}, 60_000);

const player = Object.assign(new User({ id: "player0000000001", name: "Player" }), { isGM: false });

function asPlayer<T>(fn: () => T): T {
  g.game.user = player;
  try {
    return fn();
  } finally {
    g.game.user = fakeGM;
  }
}

/** A monster actor of the system's class, with the identity fields the sheet stores. */
function monster(identified: boolean, unidentifiedName: string) {
  const actor = new g.CONFIG.Actor.documentClass({ id: "m1", name: "Gloomfang", type: "monster" });
  actor.system = { identified, unidentifiedName, weaknessKnown: false, hp: { value: 7, max: 20 } };
  return actor;
}

function token(actor: unknown) {
  const doc = new g.CONFIG.Token.documentClass({ name: "Gloomfang" });
  doc.actor = actor;
  return doc as Record<string, unknown> & {
    getBarAttribute(bar: string): { attribute: string; editable: boolean } | null;
    prepareDerivedData(): void;
  };
}

describe("tokens", () => {
  it("[DMG-09] monster hp/mp bars are editable on the token (derived values Foundry would lock)", () => {
    const doc = token(monster(true, ""));
    expect(Object.getPrototypeOf(g.CONFIG.Token.documentClass)).toBe(FOUNDRY_BASES.TokenDocument);
    expect(doc.getBarAttribute("bar1")).toMatchObject({ attribute: "hp", value: 7, max: 20, editable: true });
  });

  it("[INIT-02] a player reads an unidentified monster's token under its alias; the GM reads its name", () => {
    const hidden = token(monster(false, "Shadow in the reeds"));
    asPlayer(() => hidden.prepareDerivedData());
    expect(hidden.name).toBe("Shadow in the reeds");
    const noAlias = token(monster(false, ""));
    asPlayer(() => noAlias.prepareDerivedData());
    expect(noAlias.name).toBe("SW25.Combat.UnknownMonster");
    const gmSees = token(monster(false, "Shadow in the reeds"));
    gmSees.prepareDerivedData();
    expect(gmSees.name).toBe("Gloomfang");
    const known = token(monster(true, "Shadow in the reeds"));
    asPlayer(() => known.prepareDerivedData());
    expect(known.name).toBe("Gloomfang");
  });
});

describe("Foundry's combat tracker", () => {
  it("[INIT-02] is the system's, and leaves a combat without battle as Foundry shows it", async () => {
    const Tracker = g.CONFIG.ui.combat as unknown as new () => {
      _prepareTurnContext(c: unknown, cb: unknown, i: number): Promise<{ name: string }>;
    };
    expect(Object.getPrototypeOf(Tracker)).toBe(FOUNDRY_BASES.CombatTracker);
    const combat = new g.CONFIG.Combat.documentClass({ system: { battle: "" } });
    const turn = await asPlayer(() =>
      new Tracker()._prepareTurnContext(combat, { id: "c1", name: "Gloomfang" }, 0),
    );
    expect(turn.name).toBe("Gloomfang");
  });
});

describe("relay requests in the chat log", () => {
  it("are hidden with an inline display:none !important, which no stylesheet overrides", () => {
    const html = { style: new Map<string, [string, string]>() } as unknown as HTMLElement;
    (html.style as unknown as { setProperty(k: string, v: string, p: string): void }).setProperty = (
      k,
      v,
      p,
    ) => (html.style as unknown as Map<string, [string, string]>).set(k, [v, p]);
    const message = { flags: { swordworld25: { relay: { type: "battleEvent" } } } };
    const hooks = record.hooks.get("renderChatMessageHTML") ?? [];
    for (const hook of hooks)
      try {
        hook(message, html);
      } catch {
        // decorateCard reads more of a real element than this stand-in has; the hiding comes first.
      }
    expect((html.style as unknown as Map<string, [string, string]>).get("display")).toEqual([
      "none",
      "important",
    ]);
  });
});

describe("ready", () => {
  it("a GM who is not the active GM does not migrate; nothing is announced", async () => {
    g.game.actors.set("a1", new Actor({ id: "a1", name: "Old", type: "character" }));
    const users = g.game.users as { activeGM: unknown };
    const active = users.activeGM;
    users.activeGM = player;
    g.Hooks.callAll("ready");
    await Promise.all(record.pending);
    users.activeGM = active;
    expect(record.settingValues.has("swordworld25.schemaVersion")).toBe(false);
    expect(record.notifications).toEqual([]);
  });
});

describe("settings", () => {
  it("[facts §6] changing the mount-level source re-prepares every mount at once", () => {
    const setting = record.settings.get("swordworld25.mountLevelSource")?.config as { onChange?: () => void };
    expect(typeof setting.onChange).toBe("function");
    const reset = vi.fn();
    const other = vi.fn();
    const actors = g.game.actors as unknown as { set(id: string, v: unknown): void };
    actors.set("mount1", { type: "mount", reset, sheet: null });
    actors.set("char1", { type: "character", reset: other, sheet: null });
    setting.onChange?.();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});

describe("Standard Combat on the canvas", () => {
  /**
   * Arle's turn (Move Speed 5) on a square grid of 100 px = 1 m; Arle's token centred on (0, 0). The combat
   * is announced as Foundry announces a created one, by createCombat on every client: that loads the battle
   * engine (src/system/combat/engine-loader.ts), awaited here before the test moves a token.
   */
  async function standardCombat(state = turnOf("Arle")) {
    const combat = new g.CONFIG.Combat.documentClass({
      id: "combatStd0000001",
      system: { method: "standard", battle: JSON.stringify(state) },
    }) as Record<string, unknown> & { system: { battle: string } };
    // v13 creates combats unlinked (Combat#scene null): the battle's scene is its tokens' scene.
    const scene = { id: "scene1", grid: { type: 1, size: 100, distance: 1, diagonals: 0 } };
    const combatant = (id: string) => ({
      id,
      tokenId: `tok${id}`,
      name: id,
      actor: null,
      battleIdentity: () => undefined,
      token: { id: `tok${id}`, parent: scene } as unknown,
    });
    const combatants = new FakeCollection<ReturnType<typeof combatant>>();
    for (const c of state.combatants) combatants.set(c.id, combatant(c.id));
    combat.combatants = combatants;
    combat.turns = [];
    const updates = recordCombatUpdates(combat);
    (g.game.combats as unknown as FakeCollection<unknown>).set("combatStd0000001", combat);
    const token = {
      id: "tokArle",
      parent: scene,
      x: -50,
      y: -50,
      width: 1,
      height: 1,
    };
    const move = (id: string, x: number) => ({
      id,
      chain: [],
      origin: { x: -50, y: -50, width: 1, height: 1 },
      passed: { waypoints: [{ x: x * 100 - 50, y: -50, width: 1, height: 1 }] },
      pending: { waypoints: [] },
    });
    g.Hooks.callAll("createCombat", combat, {}, fakeGM.id);
    await Promise.all(record.pending);
    return { combat, updates, token, move };
  }

  it("[MOVE-05] the ruler class is the system's TokenRuler: planned stretches coloured and labelled by band", async () => {
    const rulerClass = (g.CONFIG.Token as unknown as { rulerClass: unknown }).rulerClass;
    expect(Object.getPrototypeOf(rulerClass)).toBe(FOUNDRY_BASES.TokenRuler);
    const { token } = await standardCombat();
    type Waypoint = { center: { x: number; y: number }; stage: string; previous: Waypoint | null };
    const ruler = new (
      rulerClass as new (
        token: unknown,
      ) => {
        _getSegmentStyle(w: Waypoint): { color?: number; width: number };
        _getWaypointLabelContext(w: Waypoint, state: object): { cost?: { total: string } } | undefined;
      }
    )({ document: token });
    // Arle's token centre is the origin (passed); 4 m then 16 m planned, at Move Speed 5.
    const start: Waypoint = { center: { x: 0, y: 0 }, stage: "passed", previous: null };
    const four: Waypoint = { center: { x: 400, y: 0 }, stage: "planned", previous: start };
    const sixteen: Waypoint = { center: { x: 1600, y: 0 }, stage: "planned", previous: four };
    expect(ruler._getSegmentStyle(four)).toEqual({ width: 4, color: 0xd9a521, alpha: 1 });
    expect(ruler._getSegmentStyle(sixteen).color).toBe(0xc62828);
    // The fake i18n answers keys: the label is the band, the metres left and what the band forbids.
    expect(ruler._getWaypointLabelContext(four, {})?.cost?.total).toBe(
      "SW25.Combat.Move.normal · SW25.Combat.Ruler.Left · SW25.Combat.Ruler.Forbids",
    );
    // Passed waypoints keep Foundry's own style.
    expect(ruler._getSegmentStyle(start)).toEqual({ width: 4, color: 0x000000, alpha: 1 });
  });

  it("[MOVE-05] preMoveToken refuses a 16 m move at Move Speed 5 with the rule; the battle is untouched", async () => {
    const { updates, token, move } = await standardCombat();
    record.notifications.length = 0;
    expect(g.Hooks.call("preMoveToken", token, move("mvOver", 16), {})).toBe(false);
    expect(record.notifications).toEqual([
      { level: "warn", message: "MOVE-05: a full move allows 15 m; this needs 16 m" },
    ]);
    expect(updates).toEqual([]);
  });

  it("[MOVE-05] a legal 4 m move passes preMoveToken; moveToken applies it to the battle (Normal, 1 m left)", async () => {
    const { combat, updates, token, move } = await standardCombat();
    record.notifications.length = 0;
    const chats = createdDocuments.length;
    expect(g.Hooks.call("preMoveToken", token, move("mvLegal", 4), {})).toBe(true);
    g.Hooks.callAll("moveToken", token, move("mvLegal", 4), {}, fakeGM);
    await Promise.all(record.pending);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(record.notifications).toEqual([]);
    expect(updates).toHaveLength(1);
    const battle = JSON.parse(combat.system.battle) as {
      combatants: { id: string; position: unknown }[];
      standard: { spent: number };
      turn: { move: string };
    };
    expect(battle.combatants.find((c) => c.id === "Arle")?.position).toEqual({ kind: "point", x: 4, y: 0 });
    expect([battle.turn.move, battle.standard.spent]).toEqual(["normal", 4]);
    // The battle log card was posted for the move.
    expect(createdDocuments.slice(chats).map((d) => d.documentName)).toEqual(["ChatMessage"]);
  });

  it("[MOUNT-01] a mounted pair is two linked tokens: either token's drag moves the pair in the battle and the other token follows", async () => {
    const state = turnOf(
      "Arle",
      standardBattle({
        combatants: [
          {
            id: "Horse",
            side: "pc",
            kind: "mount",
            hp: 20,
            agility: 12,
            mountedWith: "Arle",
            position: { x: 0, y: 0 },
          },
          {
            id: "Arle",
            side: "pc",
            hp: 20,
            agility: 5,
            riderLevel: 1,
            mountedWith: "Horse",
            position: { x: 0, y: 0 },
          },
          { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
        ],
        skirmishes: [],
      }),
    );
    const { combat, token, move } = await standardCombat(state);
    const riderUpdates: Record<string, unknown>[] = [];
    const horseUpdates: Record<string, unknown>[] = [];
    const rider = {
      ...token,
      id: "tokArle",
      update: async (d: Record<string, unknown>) => riderUpdates.push(d),
    };
    const horse = {
      ...token,
      id: "tokHorse",
      update: async (d: Record<string, unknown>) => horseUpdates.push(d),
    };
    const combatants = combat.combatants as FakeCollection<{ token: unknown }>;
    const setToken = (id: string, t: unknown) => {
      const c = combatants.get(id);
      if (c) c.token = t;
    };
    setToken("Arle", rider);
    setToken("Horse", horse);
    const settle = async () => {
      await Promise.all(record.pending);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const positions = () =>
      (JSON.parse(combat.system.battle) as { combatants: { id: string; position: unknown }[] }).combatants
        .filter((c) => c.id !== "GobB")
        .map((c) => [c.id, c.position]);

    // The mount's token is dragged 6 m in the rider's turn: the pair moves at the mount's speed (12: Normal).
    expect(g.Hooks.call("preMoveToken", horse, move("mvHorse", 6), {})).toBe(true);
    g.Hooks.callAll("moveToken", { ...horse, x: 550 }, move("mvHorse", 6), {}, fakeGM);
    await settle();
    expect(positions()).toEqual([
      ["Horse", { kind: "point", x: 6, y: 0 }],
      ["Arle", { kind: "point", x: 6, y: 0 }],
    ]);
    expect(riderUpdates).toEqual([{ x: 550, y: -50 }]);
    // The rider token's own moveToken (the follow this client made) does not echo back to the horse.
    g.Hooks.callAll("moveToken", { ...rider, x: 550 }, move("mvFollow", 6), {}, fakeGM);
    await settle();
    expect(horseUpdates).toEqual([]);
    // Another client's moveToken is not this client's to act on.
    g.Hooks.callAll("moveToken", { ...horse, x: 650 }, move("mvElse", 7), {}, { id: "player1" });
    await settle();
    expect(riderUpdates).toHaveLength(1);

    // Now the rider's token is dragged 2 m further: the horse's token follows.
    const riderAt6 = { ...rider, x: 550 };
    const further = { ...move("mvRider", 8), origin: { x: 550, y: -50, width: 1, height: 1 } };
    expect(g.Hooks.call("preMoveToken", riderAt6, further, {})).toBe(true);
    g.Hooks.callAll("moveToken", { ...riderAt6, x: 750 }, further, {}, fakeGM);
    await settle();
    expect(positions()).toEqual([
      ["Horse", { kind: "point", x: 8, y: 0 }],
      ["Arle", { kind: "point", x: 8, y: 0 }],
    ]);
    expect(horseUpdates).toEqual([{ x: 150, y: -50 }]);
  });
});

describe("technique effect durations (issue 18)", () => {
  /** A fake applied effect: its stored source and a delete that records itself. */
  function applied(id: string, source: Record<string, unknown>, deleted: string[]) {
    return {
      uuid: id,
      toObject: () => source,
      delete: async () => {
        deleted.push(id);
      },
    };
  }

  function combatWith(effects: unknown[], battle: Record<string, unknown>) {
    const actor = { effects };
    return { id: "combat1", combatants: [{ actor }], battle };
  }

  const techniqueFlag = (extra: Record<string, unknown>) => ({
    swordworld25: { technique: { combatId: "combat1", scene: false, userTurn: null, ...extra } },
  });

  it("a new round redraws the combatants' open sheets, so an effect's rounds left are not stale", async () => {
    const world = globalThis as { canvas?: unknown };
    const hadCanvas = "canvas" in world;
    const before = world.canvas;
    world.canvas = { ready: false };
    const renders: string[] = [];
    const sheet = (id: string, rendered: boolean) => ({ rendered, render: () => renders.push(id) });
    const combat = {
      id: "combat1",
      combatants: [
        { actor: { allApplicableEffects: () => [], sheet: sheet("open", true) } },
        { actor: { allApplicableEffects: () => [], sheet: sheet("closed", false) } },
      ],
      battle: { round: 2, turn: null },
    };
    g.Hooks.callAll("updateCombat", combat, { system: {} });
    await new Promise((r) => setTimeout(r, 0));
    expect(renders).toEqual([]);
    g.Hooks.callAll("updateCombat", combat, { round: 2 });
    await new Promise((r) => setTimeout(r, 0));
    expect(renders).toEqual(["open"]);
    if (hadCanvas) world.canvas = before;
    else delete world.canvas;
  });

  it("the user's next turn ends an 'until next turn' effect; a later round ends rounds; the combat's end ends a scene", async () => {
    // The canvas hooks listen to the same combat hooks: no scene is viewed here.
    const world = globalThis as { canvas?: unknown };
    const hadCanvas = "canvas" in world;
    const before = world.canvas;
    world.canvas = { ready: false };
    const deleted: string[] = [];
    const effects = [
      applied("turn", { flags: techniqueFlag({ userTurn: { combatantId: "pc", round: 1 } }) }, deleted),
      applied("rounds", { duration: { rounds: 2, startRound: 1, combat: "combat1" } }, deleted),
      applied("scene", { flags: techniqueFlag({ scene: true }) }, deleted),
    ];
    // Round 2 opens with the foe's turn: nothing of the user's ends yet.
    g.Hooks.callAll("updateCombat", combatWith(effects, { round: 2, turn: { actorId: "foe" } }), {
      system: {},
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(deleted).toEqual([]);
    // The user's turn opens in round 2: the effect used in round 1 "until the next turn" ends.
    g.Hooks.callAll("updateCombat", combatWith(effects, { round: 2, turn: { actorId: "pc" } }), {
      system: {},
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(deleted).toEqual(["turn"]);
    // FLOW-04: two rounds begun in round 1 end at the start of round 3.
    g.Hooks.callAll("updateCombat", combatWith(effects.slice(1), { round: 3, turn: null }), { round: 3 });
    await new Promise((r) => setTimeout(r, 0));
    expect(deleted).toEqual(["turn", "rounds"]);
    // FLOW-06 (our reading of "one scene"): the combat's end ends it.
    g.Hooks.callAll("deleteCombat", combatWith(effects.slice(2), { round: 3, turn: null }));
    await new Promise((r) => setTimeout(r, 0));
    expect(deleted).toEqual(["turn", "rounds", "scene"]);
    if (hadCanvas) world.canvas = before;
    else delete world.canvas;
  });
});
