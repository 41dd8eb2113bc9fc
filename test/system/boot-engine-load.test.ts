/**
 * The battle engine is a chunk loaded on demand (src/system/combat/engine-loader.ts): the order in which it
 * loads, on the booted bundle (fake Foundry, test/system/boot/). Each test boots a fresh bundle, so each
 * starts with the engine not loaded. What is watched is what a table sees: a 16 m drag at Move Speed 5 in a
 * Standard battle is refused (MOVE-05) once the engine is there, and passes as with no battle before.
 *
 * Hooks as the v13/v14 API pages describe them: `ready` fires once when the game is ready
 * (https://foundryvtt.com/api/functions/hookEvents.ready.html), `createCombat` on every client after a combat
 * is created (createDocument: https://foundryvtt.com/api/functions/hookEvents.createDocument.html),
 * `preMoveToken` before a token moves, a false return refusing the move
 * (https://foundryvtt.com/api/functions/hookEvents.preMoveToken.html), `renderCombatTracker` with the
 * tracker's HTML element (renderApplicationV2: https://foundryvtt.com/api/functions/hookEvents.renderApplicationV2.html).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { bootBundle } from "./boot/boot-bundle.js";
import { FakeCollection, fakeGM, recordCombatUpdates } from "./boot/fake-documents.js";
import type { BootRecord } from "./boot/fake-foundry.js";
import { turnOf } from "./combat/canvas/standard-battle.js";

type Ctor = new (data?: Record<string, unknown>) => Record<string, unknown>;
const g = globalThis as unknown as {
  CONFIG: Record<"Combat" | "Token", { documentClass: Ctor }>;
  game: Record<string, unknown> & { combats: FakeCollection<unknown>; user: unknown };
  Hooks: { callAll(name: string, ...args: unknown[]): void; call(name: string, ...args: unknown[]): boolean };
  document?: unknown;
};

afterEach(() => {
  g.document = undefined;
});

/** A fresh boot up to `setup`: the engine is not loaded. */
async function boot(): Promise<BootRecord> {
  const record = await bootBundle();
  g.game.user = fakeGM;
  return record;
}

async function settle(record: BootRecord): Promise<void> {
  await Promise.all(record.pending);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A Standard combat in the world, Arle's turn (Move Speed 5), on a square grid of 100 px = 1 m, Arle's token
 * centred on (0, 0). Added to `game.combats` without a hook: the caller fires what Foundry would.
 */
function standardCombat(id: string) {
  const state = turnOf("Arle");
  const combat = new g.CONFIG.Combat.documentClass({
    id,
    system: { method: "standard", battle: JSON.stringify(state) },
  }) as Record<string, unknown> & { system: { battle: string } };
  const scene = { id: "scene1", grid: { type: 1, size: 100, distance: 1, diagonals: 0 } };
  const combatants = new FakeCollection<Record<string, unknown>>();
  for (const c of state.combatants)
    combatants.set(c.id, {
      id: c.id,
      tokenId: `tok${c.id}`,
      name: c.id,
      actor: null,
      battleIdentity: () => undefined,
      token: { id: `tok${c.id}`, parent: scene },
    });
  combat.combatants = combatants;
  combat.turns = [];
  const updates = recordCombatUpdates(combat);
  g.game.combats.set(id, combat);
  const token = { id: "tokArle", parent: scene, x: -50, y: -50, width: 1, height: 1 };
  let moves = 0;
  /** preMoveToken's verdict on a drag of Arle's token `metres` to the east. */
  const drag = (metres: number) =>
    g.Hooks.call(
      "preMoveToken",
      token,
      {
        id: `mv${++moves}`,
        chain: [],
        origin: { x: -50, y: -50, width: 1, height: 1 },
        passed: { waypoints: [{ x: metres * 100 - 50, y: -50, width: 1, height: 1 }] },
        pending: { waypoints: [] },
      },
      {},
    );
  return { combat, updates, token, drag };
}

const REFUSED = { level: "warn", message: "MOVE-05: a full move allows 15 m; this needs 16 m" };

describe("the battle engine loads before a battle needs it", () => {
  it("[MOVE-05] a world without a combat loads no engine at ready: a battle's drag passes as with no battle and starts the load; the next is judged", async () => {
    const record = await boot();
    g.Hooks.callAll("ready");
    await settle(record);
    const { drag, updates } = standardCombat("combatNoHook0001");
    record.notifications.length = 0;
    // Before the engine: preMoveToken is synchronous and cannot wait, so the move is not judged.
    expect(drag(16)).toBe(true);
    expect(record.notifications).toEqual([]);
    // That drag in a battle started the download: once it is in, the same drag is refused by the rule.
    await vi.waitFor(() => expect(drag(16)).toBe(false));
    expect(record.notifications).toContainEqual(REFUSED);
    expect(updates).toEqual([]);
  });

  it("[MOVE-05] a world with a combat loads the engine at ready: the first drag is judged", async () => {
    const record = await boot();
    const { drag } = standardCombat("combatAtReady001");
    g.Hooks.callAll("ready");
    await settle(record);
    record.notifications.length = 0;
    expect(drag(16)).toBe(false);
    expect(record.notifications).toEqual([REFUSED]);
  });

  it("[MOVE-05] a combat created after ready loads the engine on createCombat: the first drag is judged", async () => {
    const record = await boot();
    g.Hooks.callAll("ready");
    await settle(record);
    const { combat, drag } = standardCombat("combatCreated001");
    g.Hooks.callAll("createCombat", combat, {}, fakeGM.id);
    await settle(record);
    record.notifications.length = 0;
    expect(drag(16)).toBe(false);
    expect(record.notifications).toEqual([REFUSED]);
  });

  it("[MOVE-05] before the engine the ruler keeps Foundry's own style; once loaded it colours the planned stretch", async () => {
    const record = await boot();
    g.Hooks.callAll("ready");
    await settle(record);
    const { token } = standardCombat("combatRuler00001");
    const rulerClass = g.CONFIG.Token as unknown as {
      rulerClass: new (token: unknown) => { _getSegmentStyle(w: unknown): { color?: number } };
    };
    const ruler = new rulerClass.rulerClass({ document: token });
    const start = { center: { x: 0, y: 0 }, stage: "passed", previous: null };
    // A new waypoint object each time, as each redraw of a drag plans its path anew.
    const sixteen = () => ({ center: { x: 1600, y: 0 }, stage: "planned", previous: start });
    expect(ruler._getSegmentStyle(sixteen()).color).toBe(0x000000);
    await vi.waitFor(() => expect(ruler._getSegmentStyle(sixteen()).color).toBe(0xc62828));
    expect(record.notifications).toEqual([]);
  });

  it("opening the Battle Board from the combat sidebar loads the engine and renders the board", async () => {
    const record = await boot();
    g.Hooks.callAll("ready");
    await settle(record);
    // The few DOM calls the sidebar button makes (document.createElement, addEventListener, append).
    const listeners: (() => void)[] = [];
    const button = {
      type: "",
      className: "",
      textContent: "",
      addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    };
    g.document = { createElement: () => button };
    const appended: unknown[] = [];
    const html = { querySelector: () => null, append: (node: unknown) => void appended.push(node) };
    g.Hooks.callAll("renderCombatTracker", {}, html, {}, {});
    expect(appended).toEqual([button]);
    expect(record.renderedApps.map(({ app }) => (app as object).constructor.name)).not.toContain(
      "BattleTracker",
    );
    for (const listener of listeners) listener();
    await vi.waitFor(() =>
      expect(record.renderedApps.map(({ app }) => (app as object).constructor.name)).toContain(
        "BattleTracker",
      ),
    );
    // The engine is in: a battle's first drag is judged.
    const { drag } = standardCombat("combatBoard00001");
    expect(drag(16)).toBe(false);
  });
});
