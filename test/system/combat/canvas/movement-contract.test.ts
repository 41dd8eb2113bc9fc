/**
 * The movement contract: Standard Combat's canvas hooks driven the way Foundry v13's documented movement
 * API drives them (issue 17, items 1-7, 8 and 12), through the built bundle on the fake Foundry and the
 * fake movement of test/system/boot/fake-movement.ts. The v13 API pages relied on:
 *
 * - TokenDocument#move, #update, #clearMovementHistory, #revertRecordedMovement:
 *   https://foundryvtt.com/api/classes/foundry.documents.TokenDocument.html
 * - preMoveToken(document, movement, operation): "fires for every Token document that is about to be moved
 *   ... only for the client who is initiating the update request ... can only be rejected entirely by
 *   explicitly returning false": https://foundryvtt.com/api/functions/hookEvents.preMoveToken.html
 * - moveToken(document, movement, operation, user), on every client:
 *   https://foundryvtt.com/api/functions/hookEvents.moveToken.html
 * - TokenMovementOperation (id, method, chain, origin, passed, pending, recorded):
 *   https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMovementOperation.html and
 *   https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMovementData.html
 * - TokenMovementMethod "api" | "config" | "dragging" | "keyboard" | "paste" | "undo":
 *   https://foundryvtt.com/api/types/foundry.documents.types.TokenMovementMethod.html
 * - Waypoints' intermediate, checkpoint (one operation per checkpoint), explicit, action:
 *   https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint.html
 * - TokenMovementOptions (method, animate, autoRotate, showRuler, constrainOptions) and
 *   TokenConstrainMovementPathOptions (ignoreWalls, ignoreCost):
 *   https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMovementOptions.html,
 *   https://foundryvtt.com/api/interfaces/foundry.types.TokenConstrainMovementPathOptions.html
 * - TokenMovementActionConfig (teleport, measure, walls) for the "displace" action of a correction:
 *   https://foundryvtt.com/api/interfaces/foundry.types.TokenMovementActionConfig.html
 * - CombatData.scene ("The _id of a Scene within which this Combat occurs"; unlinked combats have none):
 *   https://foundryvtt.com/api/interfaces/foundry.documents.types.CombatData.html
 * - KeyboardManager#isModifierActive and KeyboardManager.MODIFIER_KEYS:
 *   https://foundryvtt.com/api/v11/classes/client.KeyboardManager.html (the method, unchanged since) and
 *   https://foundryvtt.com/api/v14/classes/foundry.helpers.interaction.KeyboardManager.html
 *
 * Where the docs are silent the readings are in docs/standard-combat.md, "On the canvas".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { sceneGridOf, tokenMetres } from "../../../../src/system/combat/scene/scene-metres.js";
import { riderOnMount } from "../../../rules/combat/helpers.js";
import { bootBundle } from "../../boot/boot-bundle.js";
import { FakeContainer, FakeGraphics } from "../../boot/fake-canvas.js";
import {
  createdDocuments,
  FakeCollection,
  fakeGM,
  recordCombatUpdates,
  User,
} from "../../boot/fake-documents.js";
import { type BootRecord, fakeGeneration, KeyboardManager } from "../../boot/fake-foundry.js";
import {
  FakeScene,
  type FakeToken,
  fakeGrid,
  GROUND_LEVEL,
  movementsDelivered,
} from "../../boot/fake-movement.js";
import { source } from "../helpers.js";
import { standardBattle, turnOf } from "./standard-battle.js";

type Ctor = new (data?: Record<string, unknown>) => Record<string, unknown>;
const g = globalThis as unknown as {
  CONFIG: Record<"Combat", { documentClass: Ctor }>;
  game: Record<string, unknown> & {
    user: unknown;
    scenes: FakeCollection<unknown>;
    combats: FakeCollection<unknown>;
    keyboard?: unknown;
    combat: unknown;
  };
  Hooks: {
    callAll(name: string, ...args: unknown[]): boolean;
    call(name: string, ...args: unknown[]): boolean;
    on(name: string, fn: (...args: unknown[]) => unknown): number;
  };
  canvas: unknown;
};

let record: BootRecord;

beforeAll(async () => {
  record = await bootBundle();
  g.canvas = { ready: false };
  // A combat created in the world (createCombat, on every client) loads the battle engine, a chunk loaded on
  // demand (src/system/combat/engine-loader.ts): the battles below find it loaded, as at a table.
  const first = new g.CONFIG.Combat.documentClass({ id: "combatFirst00001", system: { battle: "" } });
  g.Hooks.callAll("createCombat", first, {}, fakeGM.id);
  await Promise.all(record.pending);
}, 60_000);

let nextCombat = 1;

beforeEach(() => {
  record.notifications.length = 0;
  g.game.user = fakeGM;
  g.game.keyboard = new KeyboardManager();
});

const settle = async () => {
  for (let i = 0; i < 5; i++) {
    await Promise.all(record.pending);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

/** 1 m spaces of 100 px: a token at metres (x, y) has its top-left at (100x − 50, 100y − 50). */
const at = (x: number, y = 0) => ({ x: x * 100 - 50, y: y * 100 - 50 });

interface World {
  combat: Record<string, unknown> & {
    system: { battle: string };
    startCombat(): Promise<unknown>;
    sceneGrid: unknown;
    applyEvent(event: unknown, user: unknown): Promise<string[]>;
  };
  scene: FakeScene;
  tokens: Record<string, FakeToken>;
  updates: Record<string, unknown>[];
  battle(): BattleState;
  point(id: string): unknown;
}

/**
 * A running Standard battle on `scene`: each combatant's token stands on its battle point. `linked` gives
 * the combat its scene; v13's own buttons create it unlinked (scene null).
 */
function world(state: BattleState, opts: { linked?: boolean; scene?: FakeScene; grid?: object } = {}): World {
  const scene = opts.scene ?? new FakeScene(`scene${nextCombat}`, opts.grid as never);
  g.game.scenes.set(scene.id, scene);
  const id = `combat${String(nextCombat++).padStart(10, "0")}`;
  const combat = new g.CONFIG.Combat.documentClass({
    id,
    scene: opts.linked ? scene : null,
    system: { method: "standard", battle: JSON.stringify(state) },
  }) as World["combat"];
  const tokens: Record<string, FakeToken> = {};
  const combatants = new FakeCollection<Record<string, unknown>>();
  for (const c of state.combatants) {
    const place = c.position.kind === "point" ? at(c.position.x, c.position.y) : at(0);
    const token = scene.token(`tok${c.id}`, place.x, place.y);
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
        testUserPermission: () => true,
        allApplicableEffects: () => [],
      },
      battleIdentity: () => undefined,
    });
  }
  combat.combatants = combatants;
  combat.turns = [];
  // Foundry fires updateCombat on every client after the update.
  const updates = recordCombatUpdates(combat, (data) =>
    g.Hooks.callAll("updateCombat", combat, data, {}, fakeGM.id),
  );
  g.game.combats.set(id, combat);
  g.Hooks.callAll("createCombat", combat, {}, fakeGM.id);
  const battle = () => JSON.parse(combat.system.battle) as BattleState;
  const point = (cid: string) => battle().combatants.find((c) => c.id === cid)?.position;
  return { combat, scene, tokens, updates, battle, point };
}

const player = Object.assign(new User({ id: "player0000000001", name: "Player" }), { isGM: false });

/** A created chat message's swordworld25 flags. */
const systemFlags = (data: Record<string, unknown>) =>
  (data.flags as { swordworld25?: Record<string, unknown> } | undefined)?.swordworld25 ?? {};

describe("1. combats without a scene", () => {
  it("[STD-01] an unlinked combat (scene null) judges and applies its tokens' moves on their scene", async () => {
    const w = world(turnOf("Arle"));
    expect(w.combat.scene).toBeNull();
    expect(await w.tokens.Arle?.move([at(4)], { method: "dragging" })).toBe(true);
    await settle();
    expect(w.point("Arle")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(w.updates).toHaveLength(1);
    // Over the budget: refused on the unlinked combat too.
    expect(await w.tokens.Bram?.move([at(16, 10)], { method: "dragging" })).toBe(false);
  });

  it("[STD-01] a linked combat (scene set) judges, applies and corrects on that scene alike", async () => {
    const w = world(turnOf("Arle"), { linked: true });
    expect(w.combat.scene).toBe(w.scene);
    expect(await w.tokens.Arle?.move([at(4)], { method: "dragging" })).toBe(true);
    await settle();
    expect(w.point("Arle")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(await w.tokens.Arle?.move([at(16)], { method: "dragging" })).toBe(false);
    // A token of another scene with the same combatant's token id is not this battle's.
    const stray = new FakeScene("stray").token("tokArle", 0, 0);
    expect(await stray.move([at(30)], { method: "dragging" })).toBe(true);
    await settle();
    expect(w.point("Arle")).toEqual({ kind: "point", x: 4, y: 0 });
  });

  it("[STD-01] the grid is the combatants' scene's, never the viewed one", () => {
    const w = world(turnOf("Arle"), { grid: { type: 1, size: 50, distance: 2, diagonals: 0 } });
    (g.game.scenes as unknown as { current: unknown }).current = new FakeScene("viewed");
    expect(w.combat.sceneGrid).toEqual({ type: 1, size: 50, distance: 2, diagonals: 0 });
  });

  it("[STD-04] tokens on two scenes are refused before round 1 with a clear message; nothing is written", async () => {
    const w = world(standardBattle());
    w.combat.system = { ...w.combat.system, battle: "" };
    const other = new FakeScene("elsewhere");
    const moved = other.token("tokElse", 0, 0);
    const c = (w.combat.combatants as FakeCollection<Record<string, unknown>>).get("GobB");
    if (c) Object.assign(c, { token: moved, sceneId: other.id });
    await w.combat.startCombat();
    expect(w.updates).toEqual([]);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Combat.Canvas.SeveralScenes" }]);
  });
});

describe("grid units at set-up", () => {
  it("[STD-01] a scene measured in kilometres is refused with a clear message; nothing is written", async () => {
    const w = world(standardBattle(), { grid: fakeGrid(1, 100, 1, { units: "km" }) });
    w.combat.system = { ...w.combat.system, battle: "" };
    record.notifications.length = 0;
    await w.combat.startCombat();
    expect(w.updates).toEqual([]);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Foundry.GridUnits" }]);
  });
});

describe("1 and 6. set-up of an unlinked combat", () => {
  it("[MOUNT-01] the battle is set up on its tokens' scene, which it keeps; a chosen rider starts on its mount's point", async () => {
    // Kay's token stands beside the Stag's (one space apart): the battle still opens with one point.
    const w = world(
      standardBattle({
        combatants: [
          { id: "Kay", side: "pc", hp: 20, agility: 8, position: { x: 3, y: 0 } },
          { id: "Stag", side: "pc", kind: "mount", hp: 30, agility: 20, position: { x: 2, y: 0 } },
          { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
        ],
        skirmishes: [],
      }),
    );
    w.combat.system = { ...w.combat.system, battle: "" };
    const members = w.combat.combatants as FakeCollection<Record<string, unknown>>;
    for (const c of members) {
      const id = c.id as string;
      const side = id === "GobB" ? "enemy" : "pc";
      const kind = id === "Stag" ? "mount" : id === "GobB" ? "monster" : "character";
      Object.assign(c, {
        actor: {
          id: `actor${id}`,
          type: kind,
          system: id === "Stag" ? { riderId: "actorKay" } : {},
          allApplicableEffects: () => [],
        },
        battleSource: (grid: never) => ({
          ...source(id, side),
          kind,
          moveSpeed: 10,
          point: tokenMetres(c.token as never, grid),
        }),
      });
    }
    await w.combat.startCombat();
    expect(record.notifications).toEqual([]);
    expect(w.updates[0]?.flags).toEqual({ swordworld25: { sceneId: w.scene.id } });
    Object.assign(w.combat, { flags: w.updates[0]?.flags });
    expect([w.point("Kay"), w.point("Stag")]).toEqual([
      { kind: "point", x: 2, y: 0 },
      { kind: "point", x: 2, y: 0 },
    ]);
    expect(w.battle().combatants.find((c) => c.id === "Kay")?.mountedWith).toBe("Stag");
    // A combatant added later with a token on another scene does not unhook the battle from its scene.
    const elsewhere = new FakeScene("elsewhere2").token("tokLate", 0, 0);
    members.set("Late", { id: "Late", tokenId: elsewhere.id, sceneId: "elsewhere2", token: elsewhere });
    expect(w.combat.sceneGrid).toEqual(sceneGridOf(w.scene.grid));
  });
});

describe("2. only a mover's own movement is judged", () => {
  it("[MOVE-05] dragging, keyboard, paste and api moves are judged and charged", async () => {
    const w = world(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    expect(await arle.move([at(1)], { method: "keyboard" })).toBe(true);
    await settle();
    expect(w.battle().standard?.spent).toBe(1);
    expect(await arle.move([at(2)], { method: "paste" })).toBe(true);
    await settle();
    expect(await arle.move([at(3)], { method: "api" })).toBe(true);
    await settle();
    expect(w.point("Arle")).toEqual({ kind: "point", x: 3, y: 0 });
    expect(w.battle().standard?.spent).toBe(3);
    // The same token dragged 13 m further: beyond a Full Move of 15 m.
    expect(await arle.move([at(16)], { method: "dragging" })).toBe(false);
    expect(arle.x).toBe(at(3).x);
  });

  it("[MOVE-05] a resize in the token config, an elevation edit, the GM's undo and a zero-length move are never charged or refused", async () => {
    const w = world(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    const config = { movement: { [arle.id]: { method: "config" } } };
    await arle.update({ width: 2, height: 2 }, config);
    await arle.update({ width: 1, height: 1 }, config);
    await arle.update({ elevation: 30 }, config);
    await arle.update({ elevation: 0 });
    expect(await arle.move([at(0)], { method: "dragging" })).toBe(true);
    // The GM's undo takes the token 20 m away: Foundry's, not the battle's.
    expect(await arle.move([at(20)], { method: "undo" })).toBe(true);
    await settle();
    expect(w.updates).toEqual([]);
    expect(record.notifications).toEqual([]);
    expect(w.battle().standard?.spent ?? 0).toBe(0);
  });

  /** Drags `token` to `x` metres on y = 0, as a continuation of its last drag when `chained`: landed or not. */
  async function drag(w: ReturnType<typeof world>, token: FakeToken, x: number, chained = false) {
    const [landed] = await w.scene.moveTokens([{ token, waypoints: [at(x)] }], {
      method: "dragging",
      ...(chained ? { chain: ["movement-before"] } : {}),
    });
    return landed;
  }

  it("[MOVE-05] a chain continuation is a movement of its own, judged against what is left", async () => {
    const w = world(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    expect(await drag(w, arle, 4)).toBe(true);
    await settle();
    // Normal Move chosen by 4 m: 2 m more is beyond its 5 m.
    expect(await drag(w, arle, 6, true)).toBe(false);
    expect(arle.x).toBe(at(4).x);
    expect(record.notifications.map((n) => n.level)).toEqual(["warn"]);
  });

  it("[MOVE-01][MOVE-05] with growing moves, a chain continuation grows the movement; past Full it is refused", async () => {
    const w = world(turnOf("Arle", standardBattle({ growingMoves: true })));
    const arle = w.tokens.Arle as FakeToken;
    expect(await drag(w, arle, 4)).toBe(true);
    await settle();
    // A Normal Move read from 4 m may grow into Full (15 m at Agility 5) before Arle acts: 16 m more is
    // beyond even that.
    expect(await drag(w, arle, 20, true)).toBe(false);
    expect(arle.x).toBe(at(4).x);
    expect(record.notifications.map((n) => n.level)).toEqual(["warn"]);
    // 2 m more (6 m in all) is past Normal's 5 m: the turn's move grows into a Full Move.
    expect(await drag(w, arle, 6, true)).toBe(true);
    await settle();
    expect(w.point("Arle")).toEqual({ kind: "point", x: 6, y: 0 });
    expect(w.battle().turn?.move).toBe("full");
    expect(w.battle().standard?.spent).toBe(6);
  });

  it("[MOVE-01][MOVE-05] arrow keys a square at a time, with growing moves: the first step does not lock the turn into a Limited Move", async () => {
    const w = world(turnOf("Arle", standardBattle({ growingMoves: true })));
    const arle = w.tokens.Arle as FakeToken;
    for (let x = 1; x <= 5; x++) {
      const [ok] = await w.scene.moveTokens([{ token: arle, waypoints: [at(x)] }], { method: "keyboard" });
      expect(ok, `step to ${x} m`).toBe(true);
      await settle();
    }
    expect(w.point("Arle")).toEqual({ kind: "point", x: 5, y: 0 });
    expect(w.battle().turn?.move).toBe("normal");
    expect(record.notifications).toEqual([]);
  });

  it("[MOVE-05] a path with checkpoints is judged once as a whole and applied once, when it has landed", async () => {
    const w = world(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    await w.scene.moveTokens([{ token: arle, waypoints: [{ ...at(2), checkpoint: true }, at(4)] }], {
      method: "dragging",
    });
    await settle();
    expect(w.updates).toHaveLength(1);
    expect(w.point("Arle")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(w.battle().standard?.spent).toBe(4);
  });
});

describe("3. long paths", () => {
  it("[MOVE-05] a 40 m Full Move dragged over 160 spaces of 0.25 m is judged by its one user waypoint", async () => {
    const runner = turnOf(
      "Runner",
      standardBattle({
        combatants: [
          { id: "Runner", side: "pc", hp: 20, agility: 14, position: { x: 0, y: 0 } },
          { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 0, y: 30 } },
        ],
        skirmishes: [],
      }),
    );
    // 0.25 m per 100 px space: the token of (0, 0) has its top-left at (−50, −50).
    const w = world(runner, { grid: { type: 1, size: 100, distance: 0.25, diagonals: 0 } });
    const token = w.tokens.Runner as FakeToken;
    Object.assign(token, { x: -50, y: -50 });
    expect(await token.move([{ x: 40 * 400 - 50, y: -50 }], { method: "dragging" })).toBe(true);
    await settle();
    expect(w.point("Runner")).toEqual({ kind: "point", x: 40, y: 0 });
    expect(w.battle().turn?.move).toBe("full");
  });
});

describe("4. a refused relayed move never leaves its token where the rules say it cannot be", () => {
  it("[MOVE-05] the active GM's reducer refuses a stale move: the token goes back and the player is told why", async () => {
    const w = world(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    // The player dragged 4 m on a stale battle: the GM's battle has Arle's Normal Move (named on the board,
    // so it cannot grow) spent already.
    await w.combat.applyEvent({ type: "move", actorId: "Arle", mode: "normal" }, fakeGM);
    await w.combat.applyEvent({ type: "moveTo", actorId: "Arle", path: [{ x: 5, y: 0 }] }, fakeGM);
    await settle();
    Object.assign(arle, at(9));
    const errors = await w.combat.applyEvent(
      { type: "moveTo", actorId: "Arle", path: [{ x: 9, y: 0 }] },
      player,
    );
    await settle();
    expect(errors).toEqual(["MOVE-05: a normal move allows 5 m; this needs 9 m"]);
    expect(w.point("Arle")).toEqual({ kind: "point", x: 5, y: 0 });
    expect({ x: arle.x, y: arle.y }).toEqual(at(5));
    expect(arle.moveCalls.at(-1)?.options.method).toBe("api");
  });

  it("[MOVE-05] through the relay: the player's drag lands, the GM refuses it, the token goes back and the reasons are whispered", async () => {
    const w = world(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    // The player's client judges on its copy of the battle, in which Arle has not moved yet.
    g.game.user = player;
    const sent = createdDocuments.length;
    expect(await arle.move([at(4)], { method: "dragging" })).toBe(true);
    await settle();
    const request = createdDocuments.slice(sent).find((d) => systemFlags(d.data).relay !== undefined);
    expect(request).toBeDefined();
    // Meanwhile the GM applied another move of Arle's (a Limited Move named on the board, then a quick
    // second drag): the relayed one is now stale.
    g.game.user = fakeGM;
    await w.combat.applyEvent({ type: "move", actorId: "Arle", mode: "limited" }, fakeGM);
    await w.combat.applyEvent({ type: "moveTo", actorId: "Arle", path: [{ x: 1, y: 0 }] }, fakeGM);
    await settle();
    Object.assign(fakeGM, { isSelf: true });
    const replies = createdDocuments.length;
    const message = { ...request?.data, author: player, whisper: [fakeGM.id], delete: async () => undefined };
    g.Hooks.callAll("createChatMessage", message, {}, player.id);
    await settle();
    Reflect.deleteProperty(fakeGM, "isSelf");
    expect(w.point("Arle")).toEqual({ kind: "point", x: 1, y: 0 });
    expect({ x: arle.x, y: arle.y }).toEqual(at(1));
    const reply = createdDocuments.slice(replies).find((d) => systemFlags(d.data).relayReply !== undefined);
    expect(reply?.data.whisper).toEqual([player.id]);
    const flags = reply?.data.flags as { swordworld25?: { relayReply?: string[] } } | undefined;
    expect(flags?.swordworld25?.relayReply).toEqual(["MOVE-05: a limited move allows 3 m; this needs 4 m"]);
  });
});

/** Kay riding the Stag on Kay's turn, a goblin 40 m away: the pair's world and its two tokens. */
function kayOnStag() {
  const state = turnOf(
    "Kay",
    standardBattle({
      combatants: [
        ...riderOnMount("Kay", "Stag"),
        { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
      ],
      skirmishes: [],
    }),
  );
  const w = world(state);
  return { w, kay: w.tokens.Kay as FakeToken, stag: w.tokens.Stag as FakeToken };
}

describe("5. a rider and mount dragged together move once", () => {
  it("[MOUNT-01] two tokens of a mounted pair in one operation are one pair move", async () => {
    const { w, kay, stag } = kayOnStag();
    const moved = await w.scene.moveTokens(
      [
        { token: stag, waypoints: [at(6)] },
        { token: kay, waypoints: [at(6)] },
      ],
      { method: "dragging" },
    );
    await settle();
    expect(moved).toEqual([true, true]);
    expect(w.updates).toHaveLength(1);
    expect([w.point("Kay"), w.point("Stag")]).toEqual([
      { kind: "point", x: 6, y: 0 },
      { kind: "point", x: 6, y: 0 },
    ]);
    // Neither token was dragged along a second time.
    expect([kay.moveCalls, stag.moveCalls]).toEqual([[], []]);
    expect(w.battle().standard?.spent).toBe(6);
  });
});

describe("7. corrections are the system's, not movements", () => {
  it("[STD-17] a block puts the token where the battle has it: no animation, walls ignored, never judged", async () => {
    const w = world(
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
    expect(await arle.move([at(5)], { method: "dragging" })).toBe(true);
    await settle();
    await w.combat.applyEvent({ type: "block", moverId: "Arle", blockerIds: ["G1"] }, fakeGM);
    await settle();
    const stop = w.point("Arle") as { x: number; y: number };
    expect(stop.x).toBeLessThan(5);
    expect({ x: arle.x, y: arle.y }).toEqual(at(stop.x, stop.y));
    expect(arle.moveCalls).toEqual([
      expect.anything(),
      {
        waypoints: [{ ...at(stop.x, stop.y), action: "displace", explicit: false, checkpoint: true }],
        options: {
          method: "api",
          animate: false,
          autoRotate: false,
          showRuler: false,
          constrainOptions: { ignoreWalls: true, ignoreCost: true },
        },
      },
    ]);
    // The correction itself sent nothing to the battle and was not refused.
    expect(w.updates).toHaveLength(2);
    expect(record.notifications).toEqual([]);
  });
});

describe("7b. a combatant placed by the GM is put on its point like a correction (STD-04)", () => {
  it("[STD-04] the GM's place { at } moves the latecomer's token onto the point: no animation, never judged", async () => {
    const w = world(
      turnOf(
        "Arle",
        standardBattle({
          combatants: [
            { id: "Arle", side: "pc", hp: 20, agility: 5, position: { x: 0, y: 0 } },
            { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
            // Waiting for its point (a saved battle holds it so); its token stands at (0, 0) m.
            { id: "Late", side: "pc", hp: 20, agility: 5 },
          ],
          skirmishes: [],
        }),
      ),
    );
    expect(w.point("Late")).toEqual({ kind: "unplaced" });
    const late = w.tokens.Late as FakeToken;
    expect(
      await w.combat.applyEvent({ type: "place", combatantId: "Late", at: { x: 6, y: 3 } }, fakeGM),
    ).toEqual([]);
    await settle();
    expect(w.point("Late")).toEqual({ kind: "point", x: 6, y: 3 });
    expect({ x: late.x, y: late.y }).toEqual(at(6, 3));
    expect(late.moveCalls).toEqual([
      {
        waypoints: [{ ...at(6, 3), action: "displace", explicit: false, checkpoint: true }],
        options: {
          method: "api",
          animate: false,
          autoRotate: false,
          showRuler: false,
          constrainOptions: { ignoreWalls: true, ignoreCost: true },
        },
      },
    ]);
    // Nobody else moved; the placement was stored once and the correction sent nothing more.
    expect([w.tokens.Arle?.moveCalls, w.tokens.GobB?.moveCalls]).toEqual([[], []]);
    expect(w.updates).toHaveLength(1);
    expect(record.notifications).toEqual([]);
  });
});

describe("8. the GM's Alt override reads Foundry's keyboard manager", () => {
  it("[MOVE-05] Alt held (KeyboardManager#isModifierActive) lets the GM's over-budget drag through; released, it is refused", async () => {
    const w = world(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    expect(await arle.move([at(16)], { method: "dragging" })).toBe(false);
    const keyboard = g.game.keyboard as KeyboardManager;
    keyboard.downModifiers.add(KeyboardManager.MODIFIER_KEYS.ALT);
    const chats = createdDocuments.length;
    expect(await arle.move([at(16)], { method: "dragging" })).toBe(true);
    await settle();
    expect(w.point("Arle")).toEqual({ kind: "point", x: 16, y: 0 });
    expect(createdDocuments.slice(chats)[0]?.data.content).toContain("SW25.Combat.Canvas.Override");
    // Released (even while the window was not focused, Alt+Tab): the keyboard manager is asked each time.
    keyboard.downModifiers.clear();
    expect(await arle.move([at(40)], { method: "dragging" })).toBe(false);
  });
});

describe("12. a crafted move cannot freeze the GM", () => {
  /**
   * Work is counted, never timed (a loaded machine makes any time bound flaky): every read of a waypoint's
   * coordinates goes through a getter that counts it.
   */
  function countedLegs(count: number, base: Record<string, unknown>) {
    let reads = 0;
    const legs = Array.from({ length: count }, (_, i) => {
      const { x, y } = at(i % 2 === 0 ? 1_000_000 : 0);
      const leg = { ...base, checkpoint: false } as Record<string, unknown>;
      delete leg.x;
      delete leg.y;
      const read = (value: number) => () => {
        reads++;
        return value;
      };
      Object.defineProperty(leg, "x", { enumerable: true, get: read(x) });
      Object.defineProperty(leg, "y", { enumerable: true, get: read(y) });
      return leg;
    });
    return { legs, reads: () => reads };
  }

  function craftedMove(count: number) {
    const w = world(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    const { legs, reads } = countedLegs(count, arle.place() as unknown as Record<string, unknown>);
    const movement = {
      id: `crafted-${count}`,
      method: "api",
      chain: [],
      origin: arle.place(),
      passed: { waypoints: [] },
      pending: { waypoints: legs },
    };
    const answer = g.Hooks.call("preMoveToken", arle, movement, { updates: [{ _id: arle.id }] });
    return { answer, reads: reads() };
  }

  it("[MOVE-05] 20 000 explicit legs are refused reading each leg a bounded number of times, as 2 000 are", () => {
    const small = craftedMove(2_000);
    const large = craftedMove(20_000);
    expect([small.answer, large.answer]).toEqual([false, false]);
    // Each leg is read (its coordinates converted) a few times at most, never once per other leg: the cost
    // grows with the number of legs, not with their square or with the path's 10^9-pixel length.
    expect(large.reads).toBeGreaterThanOrEqual(20_000);
    expect(large.reads).toBeLessThanOrEqual(20_000 * 8);
    expect(large.reads).toBeLessThanOrEqual(small.reads * 10 + 100);
  });

  it("[MOVE-05] the band of a waypoint is worked out once for all its highlighted spaces", async () => {
    const w = world(turnOf("Arle"));
    const Ruler = (g.CONFIG as unknown as { Token: { rulerClass: new (t: unknown) => unknown } }).Token
      .rulerClass;
    type Waypoint = { center: { x: number; y: number }; stage: string; previous: Waypoint | null };
    const ruler = new Ruler({ document: w.tokens.Arle }) as {
      _getGridHighlightStyle(w: Waypoint, offset: unknown): { color?: number };
    };
    const start: Waypoint = { center: { x: 50, y: 50 }, stage: "passed", previous: null };
    const end: Waypoint = { center: { x: 450, y: 50 }, stage: "planned", previous: start };
    // The label of a mark is localized once per working-out: count the lookups.
    const i18n = g.game.i18n as unknown as { localize(key: string): string };
    const lookups = vi.spyOn(i18n, "localize");
    const first = ruler._getGridHighlightStyle(end, { i: 0, j: 1 }).color;
    const once = lookups.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    for (let space = 2; space < 40; space++)
      expect(ruler._getGridHighlightStyle(end, { i: 0, j: space }).color).toBe(first);
    expect(lookups.mock.calls.length).toBe(once);
    lookups.mockRestore();
  });

  it("[MOVE-05] the ruler does not sample a planned path of thousands of points: Foundry's own style shows", () => {
    const w = world(turnOf("Arle"));
    const Ruler = (g.CONFIG as unknown as { Token: { rulerClass: new (t: unknown) => unknown } }).Token
      .rulerClass;
    type Waypoint = { center: { x: number; y: number }; stage: string; previous: Waypoint | null };
    const ruler = new Ruler({ document: w.tokens.Arle }) as {
      _getSegmentStyle(w: Waypoint): { color?: number };
    };
    // Each waypoint's centre is read through a counting getter: the walk back stops at the longest path a
    // user places (MAX_USER_WAYPOINTS, 100), whatever the path's length.
    let centres = 0;
    let last: Waypoint = { center: { x: 0, y: 0 }, stage: "passed", previous: null };
    for (let i = 1; i <= 5000; i++) {
      const center = { x: (i % 2) * 100, y: 0 };
      const waypoint = { stage: "planned", previous: last } as Waypoint;
      Object.defineProperty(waypoint, "center", {
        get: () => {
          centres++;
          return center;
        },
      });
      last = waypoint;
    }
    expect(ruler._getSegmentStyle(last).color).toBe(0x000000);
    expect(centres).toBeGreaterThan(0);
    expect(centres).toBeLessThanOrEqual(101);
  });
});

describe("9 and 10. skirmish circles: no per-frame reparse, and hidden stays hidden", () => {
  type Layer = FakeGraphics;
  /** The canvas's interface group: the circles' layer is its child while the scene is shown. */
  const ui = new FakeContainer();

  function board(w: World) {
    const layers: Layer[] = [];
    Object.assign(globalThis, {
      PIXI: {
        Graphics: class extends FakeGraphics {
          constructor() {
            super();
            layers.push(this);
          }
        },
      },
      requestAnimationFrame: (fn: () => void) => fn(),
    });
    g.canvas = { ready: true, interface: ui, scene: w.scene };
    g.game.combat = w.combat;
    for (const token of Object.values(w.tokens))
      token.object = {
        center: { x: token.x + 50, y: token.y + 50 },
        w: 100,
        h: 100,
        isVisible: !token.hidden,
        document: token,
        actor: null,
        children: [],
      };
    g.Hooks.callAll("canvasReady");
    return () => layers.at(-1) as Layer;
  }

  afterAll(() => {
    g.canvas = { ready: false };
    g.game.combat = null;
  });

  it("a new canvas (another scene viewed) removes and destroys the old circles' layer: one layer is drawn on", () => {
    const w = world(turnOf("Arle"));
    const first = board(w)();
    const second = board(w)();
    expect(second).not.toBe(first);
    expect(first.destroyed).toBe(true);
    expect(ui.children).toEqual([second]);
  });

  it("[STD-06] sixty token refreshes read the stored battle at most once", () => {
    const w = world(turnOf("Arle"));
    const layer = board(w);
    // Reading the stored battle is parsing its JSON (combat-data.ts keeps the read state while it is the same).
    const reads = vi.spyOn(JSON, "parse");
    for (let frame = 0; frame < 60; frame++) g.Hooks.callAll("refreshToken", w.tokens.Kai?.object);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
    reads.mockRestore();
    expect(layer().polygons).toBe(1);
    expect(layer().circles).toHaveLength(2);
  });

  it("[STD-06] a player sees no circle around a hidden token, and no outline of a skirmish whose melee are all hidden", () => {
    const w = world(turnOf("Arle"));
    Object.assign(w.tokens.GobA as FakeToken, { hidden: true });
    const layer = board(w);
    g.game.user = player;
    g.Hooks.callAll("refreshToken", w.tokens.Kai?.object);
    // Kai's circle only, at Kai's centre (20 m → 2000 px).
    expect(layer().circles).toEqual([[2000, 0, 54]]);
    expect(layer().polygons).toBe(1);
    Object.assign(w.tokens.Kai as FakeToken, { hidden: true });
    const again = board(w);
    g.Hooks.callAll("refreshToken", w.tokens.Kai?.object);
    expect([again().circles, again().polygons]).toEqual([[], 0]);
    // The GM sees everyone.
    g.game.user = fakeGM;
    g.Hooks.callAll("refreshToken", w.tokens.Kai?.object);
    expect([again().circles.length, again().polygons]).toEqual([2, 1]);
  });

  /**
   * A 3 m circle at (2000, 0): v13 places a circle MeasuredTemplate; v14 places it with the Region layer's
   * template tools, i.e. a Region of one circle (radius 300 px at 100 px per metre).
   */
  function placeCircle(scene: unknown): void {
    if (fakeGeneration() === 13)
      g.Hooks.callAll(
        "createMeasuredTemplate",
        { t: "circle", x: 2000, y: 0, distance: 3, parent: scene },
        {},
        fakeGM.id,
      );
    else
      g.Hooks.callAll(
        "createRegion",
        { shapes: [{ type: "circle", x: 2000, y: 0, radius: 300, hole: false }], parent: scene },
        {},
        fakeGM.id,
      );
  }

  it("[STD-28] the area-coverage line never names a token hidden from the players", async () => {
    const w = world(turnOf("Arle"));
    Object.assign(w.tokens.GobA as FakeToken, { hidden: true });
    board(w);
    const chats = createdDocuments.length;
    placeCircle(w.scene);
    await settle();
    expect(createdDocuments.slice(chats).map((d) => d.data.content)).toEqual([
      "<p>SW25.Combat.Canvas.TemplateCovers</p>",
    ]);
    const format = vi.spyOn(g.game.i18n as { format(k: string, d: object): string }, "format");
    placeCircle(w.scene);
    await settle();
    expect(format).toHaveBeenCalledWith("SW25.Combat.Canvas.TemplateCovers", { names: "Kai" });
    format.mockRestore();
  });

  it("[STD-28] a circle the GM places is reported to the GMs only: the GM's screen cannot know which tokens the players see", async () => {
    // GobA stands unseen by the players (in the dark, say) but is not marked hidden: the GM's client sees it.
    const w = world(turnOf("Arle"));
    board(w);
    const chats = createdDocuments.length;
    placeCircle(w.scene);
    await settle();
    const lines = createdDocuments.slice(chats).map((d) => d.data);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.whisper).toEqual([fakeGM.id]);
  });

  it("[STD-28] v14 still reads a circle MeasuredTemplate (deprecated, not removed); v13 reads no Region", async () => {
    const w = world(turnOf("Arle"));
    board(w);
    const chats = createdDocuments.length;
    g.Hooks.callAll(
      "createMeasuredTemplate",
      { t: "circle", x: 2000, y: 0, distance: 3, parent: w.scene },
      {},
      fakeGM.id,
    );
    g.Hooks.callAll(
      "createRegion",
      { shapes: [{ type: "circle", x: 2000, y: 0, radius: 300 }], parent: w.scene },
      {},
      fakeGM.id,
    );
    await settle();
    // v13: the template only (a Region is terrain there); v14: both placements are areas.
    expect(createdDocuments.slice(chats)).toHaveLength(fakeGeneration() === 13 ? 1 : 2);
  });
});

describe("review: a pair dragged together, then one of its tokens alone", () => {
  it("[MOUNT-01] the next drag of the rider alone, moments later, still takes the mount's token along", async () => {
    const { w, kay, stag } = kayOnStag();
    await w.scene.moveTokens(
      [
        { token: stag, waypoints: [at(6)] },
        { token: kay, waypoints: [at(6)] },
      ],
      { method: "dragging" },
    );
    await settle();
    // Within seconds, the rider alone: the pair moves 2 m more (a Normal Move of 8 m) in the battle, and both tokens with it.
    expect(await kay.move([at(8)], { method: "dragging" })).toBe(true);
    await settle();
    expect([w.point("Kay"), w.point("Stag")]).toEqual([
      { kind: "point", x: 8, y: 0 },
      { kind: "point", x: 8, y: 0 },
    ]);
    expect({ x: stag.x, y: stag.y }).toEqual(at(8));
  });
});
describe("moveToken after the server's answer (hookEvents.moveToken: after the update has been processed)", () => {
  it("[MOUNT-01] the rider dragged twice before the first moveToken arrives: the mount's token follows each movement by its own offset", async () => {
    const { w, kay, stag } = kayOnStag();
    // Both updates resolve before either moveToken is delivered: the token document is already at 8 m
    // when the first movement's moveToken (6 m) runs.
    expect(await kay.move([at(6)], { method: "dragging" })).toBe(true);
    expect(await kay.move([at(8)], { method: "dragging" })).toBe(true);
    expect({ x: stag.x, y: stag.y }).toEqual(at(0));
    await settle();
    expect(w.updates).toHaveLength(2);
    expect([w.point("Kay"), w.point("Stag")]).toEqual([
      { kind: "point", x: 8, y: 0 },
      { kind: "point", x: 8, y: 0 },
    ]);
    expect({ x: kay.x, y: kay.y }).toEqual(at(8));
    expect({ x: stag.x, y: stag.y }).toEqual(at(8));
    expect(stag.trail.map((t) => t.x)).toEqual([at(6).x, at(8).x]);
  });
});
describe("the waypoints each generation hands to the move hooks", () => {
  it("[MOVE-05] v14's carry depth, level and subpathId (v13's do not), and a drag onto another level is judged and charged by its x and y", async () => {
    const w = world(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    const seen: Record<string, unknown>[] = [];
    g.Hooks.on("preMoveToken", (_doc: unknown, movement: unknown) => {
      seen.push(movement as Record<string, unknown>);
    });
    expect(await arle.move([{ ...at(4), level: "levelUpper000001" }], { method: "dragging" })).toBe(true);
    await settle();
    const movement = seen.find((m) => (m.origin as { x: number }).x === at(0).x) as {
      split?: unknown;
      subpathId?: unknown;
      origin: Record<string, unknown>;
      passed: { waypoints: Record<string, unknown>[] };
    };
    const last = movement.passed.waypoints.at(-1) as Record<string, unknown>;
    if (fakeGeneration() === 14) {
      expect(movement.split).toBe(false);
      expect(typeof movement.subpathId).toBe("string");
      expect(movement.origin).toMatchObject({ level: GROUND_LEVEL, depth: 1 });
      expect(last).toMatchObject({ level: "levelUpper000001", depth: 1, subpathId: movement.subpathId });
    } else {
      for (const key of ["split", "subpathId"]) expect(movement).not.toHaveProperty(key);
      for (const key of ["depth", "subpathId"]) expect(last).not.toHaveProperty(key);
    }
    // Judged on the battle's one plane: a Normal Move of 4 m, as on the same level.
    expect(w.point("Arle")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(w.battle().standard?.spent).toBe(4);
    expect(w.updates).toHaveLength(1);
  });
});
describe("review: a player without permission over the partner's token", () => {
  /** Every moveToken call as this client saw it, to replay it as another client (moveToken fires on all). */
  const seen: unknown[][] = [];
  let recording = false;
  beforeAll(() => {
    g.Hooks.on("moveToken", (...args: unknown[]) => {
      if (recording) seen.push(args);
    });
  });

  it("[MOUNT-01] the player drags the rider; the active GM makes the mount's token follow, and the player is not told to ask", async () => {
    const { w, kay, stag } = kayOnStag();
    // The Stag's token is the GM's: v13's TokenDocument#canUserModify says so, and the client refuses the
    // player's update of it.
    const mayModify = (user: { isGM?: boolean }) => user.isGM === true;
    const ownMove = stag.move.bind(stag);
    Object.assign(stag, {
      canUserModify: mayModify,
      move: async (waypoints: never, options: never) => {
        if (!mayModify(g.game.user as { isGM?: boolean }))
          throw new Error("User lacks permission to update Token");
        return ownMove(waypoints, options);
      },
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    g.game.user = player;
    const sent = createdDocuments.length;
    seen.length = 0;
    recording = true;
    expect(await kay.move([at(6)], { method: "dragging" })).toBe(true);
    // moveToken arrives after the update has been processed: the recording ends once it was delivered.
    await movementsDelivered();
    recording = false;
    await settle();
    // The player is not asked to fetch the GM: the active GM's client takes the mount along.
    expect(record.notifications).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The active GM's client: the same moveToken (its user the player), then the relayed move.
    g.game.user = fakeGM;
    for (const args of seen) g.Hooks.callAll("moveToken", ...args.slice(0, 3), player);
    const request = createdDocuments.slice(sent).find((d) => systemFlags(d.data).relay !== undefined);
    Object.assign(fakeGM, { isSelf: true });
    g.Hooks.callAll(
      "createChatMessage",
      { ...request?.data, author: player, whisper: [fakeGM.id], delete: async () => undefined },
      {},
      player.id,
    );
    await settle();
    Reflect.deleteProperty(fakeGM, "isSelf");
    expect([w.point("Kay"), w.point("Stag")]).toEqual([
      { kind: "point", x: 6, y: 0 },
      { kind: "point", x: 6, y: 0 },
    ]);
    expect({ x: kay.x, y: kay.y }).toEqual(at(6));
    expect({ x: stag.x, y: stag.y }).toEqual(at(6));
    expect(stag.moveCalls.at(-1)?.options.method).toBe("api");
  });
});

describe("review: two battles on one scene", () => {
  it("[MOVE-05] a finished battle left in the tracker does not let the tokens of the running one move freely", async () => {
    const scene = new FakeScene("twoBattles");
    const finished = world(
      { ...turnOf("Arle"), outcome: { winner: "pc", reason: "defeated" } } as BattleState,
      { scene },
    );
    const w = world(turnOf("Arle"), { scene });
    const arle = w.tokens.Arle as FakeToken;
    // 16 m is beyond Arle's Full Move of 15 m in the running battle.
    expect(await arle.move([at(16)], { method: "dragging" })).toBe(false);
    expect(await arle.move([at(4)], { method: "dragging" })).toBe(true);
    await settle();
    expect(w.point("Arle")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(finished.updates).toEqual([]);
  });
});

describe("review: the combat deleted while a move is on its way", () => {
  let deleteOnDrop: (() => void) | null = null;
  beforeAll(() => {
    // Runs after the system's own preMoveToken (registered at boot): the GM ends the combat meanwhile.
    g.Hooks.on("preMoveToken", () => {
      deleteOnDrop?.();
      deleteOnDrop = null;
    });
  });

  it("[MOVE-05] the move lands on a deleted combat: nothing is sent to it and nobody is shown an error", async () => {
    const w = world(turnOf("Arle"));
    const arle = w.tokens.Arle as FakeToken;
    deleteOnDrop = () => g.game.combats.delete(w.combat.id as string);
    expect(await arle.move([at(4)], { method: "dragging" })).toBe(true);
    await settle();
    expect(w.updates).toEqual([]);
    expect(record.notifications).toEqual([]);
  });
});

describe("review: two tokens of one selection whose movements share an id", () => {
  // The v13 pages say a movement id is unique (TokenMovementInstructionOptions#id) but not whether the
  // tokens of one dragged selection share it: each token's movement is judged on its own either way.
  it("[MOVE-05] the GM drags two goblins together in their side's phase: each move is judged and applied", async () => {
    const w = world(
      turnOf(
        "GobB",
        standardBattle({
          initiative: { winner: "enemy", ambush: false, partyResult: 9, monsterValue: 10 },
          combatants: [
            { id: "Arle", side: "pc", hp: 20, agility: 5, position: { x: 0, y: 0 } },
            { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
            { id: "GobC", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 5 } },
          ],
          skirmishes: [],
        }),
      ),
    );
    const gobB = w.tokens.GobB as FakeToken;
    const gobC = w.tokens.GobC as FakeToken;
    // GobC's turn is not open: its move is refused, whatever GobB's verdict was.
    const moved = await w.scene.moveTokens(
      [
        { token: gobB, waypoints: [at(37)] },
        { token: gobC, waypoints: [at(37, 5)] },
      ],
      { method: "dragging", id: "sharedMovement" },
    );
    await settle();
    expect(moved).toEqual([true, false]);
    expect([w.point("GobB"), w.point("GobC")]).toEqual([
      { kind: "point", x: 37, y: 0 },
      { kind: "point", x: 40, y: 5 },
    ]);
  });
});
