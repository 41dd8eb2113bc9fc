/**
 * The GM's "Pick on canvas" (pick-point.ts) against the fake canvas (test/system/boot/fake-canvas.ts, each
 * faked behaviour citing its public API page): a click becomes the whole metres the GM could have typed, read
 * through the very conversion every token's point goes through (scene-metres.ts), on square, hexagonal and
 * gridless scenes and in feet; a click outside the scene, Escape and right-click give no point; no canvas,
 * another scene or a broken grid offers no pick. The picked metres then go through the typed form's reader and
 * the reducer, so an illegal point is refused exactly as a typed one.
 */
import { describe, expect, it } from "vitest";
import { step } from "../../../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import {
  clickMetres,
  type PickCanvas,
  type PickOutcome,
  pickAvailability,
  pickPoint,
} from "../../../../src/system/combat/scene/pick-point.js";
import { sceneGridOf, tokenMetres } from "../../../../src/system/combat/scene/scene-metres.js";
import { forcedMoveEvent, readForcedMove } from "../../../../src/system/combat/tracker/forced.js";
import { placeEvent } from "../../../../src/system/combat/tracker/place.js";
import { FakeKeys, fakeGrid, fakePickCanvas } from "../../boot/fake-canvas.js";
import { standardBattle, turnOf } from "../canvas/standard-battle.js";
import { en, play } from "../helpers.js";

/** 1 m per 100 px square grid (the system's default scene), 40 × 30 m, no padding. */
const square = { type: 1, size: 100, distance: 1, units: "m", diagonals: 0 };

function start(board: ReturnType<typeof fakePickCanvas>, sceneId: string | null = "scene1") {
  const available = pickAvailability(board as PickCanvas, sceneId);
  if (!available.ok) throw new Error(`no pick: ${available.reason}`);
  const keys = new FakeKeys();
  const session = pickPoint(available, keys);
  let outcome: PickOutcome | null = null;
  void session.outcome.then((o) => {
    outcome = o;
  });
  const settled = async () => {
    await Promise.resolve();
    await Promise.resolve();
    return outcome;
  };
  return { session, keys, settled };
}

describe("one click on the canvas as metres", () => {
  it("[STD-01] a square grid: the clicked space's centre, in whole metres from the canvas's corner", async () => {
    const board = fakePickCanvas({ grid: square });
    const { session, settled } = start(board);
    // (1234, 567) lies in the space whose centre is (1250, 550): 12.5 m and 5.5 m round to 13 and 6.
    const reach = board.stage.click({ x: 1234, y: 567 });
    expect(await settled()).toEqual({ kind: "point", x: 13, y: 6 });
    expect(await session.outcome).toEqual({ kind: "point", x: 13, y: 6 });
    // The click was the pick's: no token selected, no selection box started behind it.
    expect(reach.reachedBehind).toBe(false);
    // Every listener is gone: the next click is the canvas's own again.
    expect(board.stage.listeners).toEqual([]);
    expect(board.stage.click({ x: 10, y: 10 }).reachedBehind).toBe(true);
  });

  it("[STD-01] the same metres a token standing there is read at (the conversion is the tokens')", () => {
    const grid = sceneGridOf(square);
    if (!grid) throw new Error("grid");
    // A 1×1 token dropped in that space has its top-left at (1200, 500): its point is its centre.
    expect(tokenMetres({ x: 1200, y: 500, width: 1, height: 1 }, grid)).toEqual({ x: 12.5, y: 5.5 });
    expect(clickMetres({ x: 1234, y: 567 }, fakePickCanvas({ grid: square }), grid)).toEqual({
      kind: "point",
      x: 13,
      y: 6,
    });
  });

  it("[STD-01] Shift held: no snapping, the clicked pixel itself", () => {
    const board = fakePickCanvas({ grid: square });
    const { settled } = start(board);
    board.stage.click({ x: 1234, y: 567 }, 0, true);
    return expect(settled()).resolves.toEqual({ kind: "point", x: 12, y: 6 });
  });

  it("[STD-01] a gridless scene: the clicked pixel (nothing to snap to)", async () => {
    const gridless = { type: 0, size: 100, distance: 1, units: "m", diagonals: 0 };
    const board = fakePickCanvas({ grid: gridless, canvasGrid: { isGridless: true } });
    const { settled } = start(board);
    board.stage.click({ x: 349, y: 251 });
    expect(await settled()).toEqual({ kind: "point", x: 3, y: 3 });
  });

  it("[STD-01] a hexagonal scene: the hex's centre as the grid gives it, converted with the grid's size", async () => {
    const hex = { type: 2, size: 100, sizeX: 86.6, sizeY: 100, distance: 1.5, units: "m", diagonals: 0 };
    const centres: { x: number; y: number }[] = [];
    const board = fakePickCanvas({
      grid: hex,
      canvasGrid: fakeGrid(100, (p) => {
        centres.push(p);
        return { x: 173.2, y: 250 };
      }),
    });
    const { settled } = start(board);
    board.stage.click({ x: 180, y: 230 });
    // 173.2 px × 1.5 m / 100 px = 2.598 m → 3; 250 px → 3.75 m → 4.
    expect(await settled()).toEqual({ kind: "point", x: 3, y: 4 });
    expect(centres).toEqual([{ x: 180, y: 230 }]);
  });

  it("[STD-01] a scene in feet: 5 ft squares are 1.524 m", async () => {
    const feet = { type: 1, size: 100, distance: 5, units: "ft", diagonals: 0 };
    const board = fakePickCanvas({ grid: feet });
    const { settled } = start(board);
    // Centre (250, 150): 2.5 squares × 1.524 m = 3.81 m → 4; 1.5 × 1.524 = 2.286 m → 2.
    board.stage.click({ x: 201, y: 199 });
    expect(await settled()).toEqual({ kind: "point", x: 4, y: 2 });
  });

  it("[STD-01] the scene's padding is no battlefield: a click outside the scene rectangle is refused", async () => {
    const rect = { x: 500, y: 400, width: 2000, height: 1000 };
    const grid = sceneGridOf(square);
    if (!grid) throw new Error("grid");
    const board = fakePickCanvas({ grid: square, sceneRect: rect });
    for (const outside of [
      { x: 499.9, y: 600 },
      { x: 800, y: 399.9 },
      { x: 2500, y: 600 },
      { x: 800, y: 1400 },
      { x: Number.NaN, y: 600 },
    ])
      expect(clickMetres(outside, board, grid), JSON.stringify(outside)).toEqual({ kind: "outside" });
    // The corners inside: metres still count from the canvas's corner, as every token's point does.
    expect(clickMetres({ x: 500, y: 400 }, board, grid)).toEqual({ kind: "point", x: 6, y: 5 });
    expect(clickMetres({ x: 2499.9, y: 1399.9 }, board, grid)).toEqual({ kind: "point", x: 25, y: 14 });

    const { settled } = start(board);
    board.stage.click({ x: 100, y: 100 });
    expect(await settled()).toEqual({ kind: "outside" });
    expect(board.stage.listeners).toEqual([]);
  });
});

describe("ending a pick without a point", () => {
  it("right-click cancels, and is the pick's alone", async () => {
    const board = fakePickCanvas({ grid: square });
    const { settled, keys } = start(board);
    expect(board.stage.click({ x: 100, y: 100 }, 2).reachedBehind).toBe(false);
    expect(await settled()).toEqual({ kind: "cancelled" });
    expect(board.stage.listeners).toEqual([]);
    expect(keys.listeners).toEqual([]);
  });

  it("Escape cancels, and does not also reach the GM's windows; other keys pass", async () => {
    const board = fakePickCanvas({ grid: square });
    const { settled, keys } = start(board);
    expect(keys.press("a")).toEqual({ kept: false });
    expect(await settled()).toBeNull();
    expect(keys.press("Escape")).toEqual({ kept: true });
    expect(await settled()).toEqual({ kind: "cancelled" });
    expect(keys.listeners).toEqual([]);
    expect(board.stage.listeners).toEqual([]);
  });

  it("the middle button (panning) is left to the canvas; the pick goes on", async () => {
    const board = fakePickCanvas({ grid: square });
    const { settled } = start(board);
    expect(board.stage.click({ x: 100, y: 100 }, 1).reachedBehind).toBe(true);
    expect(await settled()).toBeNull();
    board.stage.click({ x: 150, y: 250 });
    expect(await settled()).toEqual({ kind: "point", x: 2, y: 3 });
  });

  it("the dialog closed meanwhile: cancel() ends it, and a later click is the canvas's", async () => {
    const board = fakePickCanvas({ grid: square });
    const { session, settled, keys } = start(board);
    session.cancel();
    expect(await settled()).toEqual({ kind: "cancelled" });
    expect(board.stage.click({ x: 150, y: 250 }).reachedBehind).toBe(true);
    expect(keys.listeners).toEqual([]);
    // A second end changes nothing.
    session.cancel();
    expect(await session.outcome).toEqual({ kind: "cancelled" });
  });
});

describe("when there is nothing to pick on", () => {
  it("no canvas, a canvas not drawn, no scene viewed, no scene rectangle: NoCanvas", () => {
    expect(pickAvailability(null, "scene1")).toEqual({ ok: false, reason: "NoCanvas" });
    expect(pickAvailability(undefined, null)).toEqual({ ok: false, reason: "NoCanvas" });
    expect(pickAvailability(fakePickCanvas({ grid: square, ready: false }) as PickCanvas, null)).toEqual({
      ok: false,
      reason: "NoCanvas",
    });
    const noScene = { ...fakePickCanvas({ grid: square }), scene: null };
    expect(pickAvailability(noScene as PickCanvas, null)).toEqual({ ok: false, reason: "NoCanvas" });
    const noRect = { ...fakePickCanvas({ grid: square }), dimensions: {} };
    expect(pickAvailability(noRect as PickCanvas, null)).toEqual({ ok: false, reason: "NoCanvas" });
  });

  it("another scene than the battle's is viewed: OtherScene (its metres are another map's)", () => {
    const board = fakePickCanvas({ grid: square, sceneId: "tavern" });
    expect(pickAvailability(board as PickCanvas, "field")).toEqual({ ok: false, reason: "OtherScene" });
    // A battle that names no scene is measured on the one viewed.
    expect(pickAvailability(board as PickCanvas, null).ok).toBe(true);
  });

  it("a grid that cannot measure (a broken size, miles): Grid", () => {
    for (const grid of [
      { ...square, size: 5 },
      { ...square, distance: 0 },
      { ...square, units: "mi" },
    ])
      expect(
        pickAvailability(fakePickCanvas({ grid }) as PickCanvas, "scene1"),
        JSON.stringify(grid),
      ).toEqual({
        ok: false,
        reason: "Grid",
      });
  });
});

describe("the rule decides: a picked point is judged as a typed one", () => {
  it("[MOUNT-08] the picked metres give the very event the typed metres give", async () => {
    const board = fakePickCanvas({ grid: square });
    const { settled } = start(board);
    board.stage.click({ x: 1234, y: 567 });
    const picked = await settled();
    if (picked?.kind !== "point") throw new Error("no point");
    const base: BattleEvent = {
      type: "move",
      actorId: "kay",
      mode: "limited",
      forced: true,
      at: { x: 2, y: 3 },
    };
    const fromPick = forcedMoveEvent(base, { x: String(picked.x), y: String(picked.y), together: false }, en);
    expect(fromPick).toEqual(forcedMoveEvent(base, { x: "13", y: "6", together: false }, en));
    expect(fromPick).toEqual({
      type: "move",
      actorId: "kay",
      mode: "limited",
      forced: true,
      at: { x: 13, y: 6 },
    });
  });

  it("[STD-01] a click beyond the engine's metres fills the fields, and the form refuses them as typed", async () => {
    // 10,000 m per 20 px space: the space right of the origin's is 15,000 m away.
    const huge = { type: 1, size: 20, distance: 10_000, units: "m", diagonals: 0 };
    const board = fakePickCanvas({ grid: huge });
    const { settled } = start(board);
    board.stage.click({ x: 25, y: 5 });
    const picked = await settled();
    expect(picked).toEqual({ kind: "point", x: 15_000, y: 5_000 });
    if (picked?.kind !== "point") throw new Error("no point");
    expect(readForcedMove({ x: String(picked.x), y: String(picked.y) }, en)).toEqual({
      ok: false,
      problems: [{ field: "x", message: "The x coordinate must be between -10000 and 10000 m." }],
    });
  });

  it("[STD-03] a picked point in a forbidden region is refused by the reducer, the state unchanged", async () => {
    // A pit from (-5, -5) to (5, 5) m; Cora joins without a point and is placed by a click.
    const fenced = play(
      turnOf(
        "Arle",
        standardBattle({
          forbidden: [
            {
              id: "pit",
              polygon: [
                { x: -5, y: -5 },
                { x: 5, y: -5 },
                { x: 5, y: 5 },
                { x: -5, y: 5 },
              ],
            },
          ],
        }),
      ),
      [{ type: "join", combatant: { id: "Cora", name: "Cora", side: "pc", hp: 20, agility: 5 } }],
    );
    const base: BattleEvent = { type: "place", combatantId: "Cora", at: { x: 0, y: 0 } };
    const board = fakePickCanvas({ grid: square });
    const inPit = start(board);
    board.stage.click({ x: 210, y: 120 });
    const picked = await inPit.settled();
    expect(picked).toEqual({ kind: "point", x: 3, y: 2 });
    if (picked?.kind !== "point") throw new Error("no point");
    const event = placeEvent(base, { x: String(picked.x), y: String(picked.y) }, en) as BattleEvent;
    const refused = step(fenced, event, fixedDice([]));
    expect(refused.errors.map((e) => e.code)).toEqual(["Combat.ForbiddenCoordinates"]);
    expect(refused.state).toBe(fenced);
    // Beside the pit, the same way in, it is placed.
    const clear = start(board);
    board.stage.click({ x: 650, y: 20 });
    const beside = await clear.settled();
    expect(beside).toEqual({ kind: "point", x: 7, y: 1 });
    if (beside?.kind !== "point") throw new Error("no point");
    const placed = step(fenced, placeEvent(base, { x: "7", y: "1" }, en) as BattleEvent, fixedDice([]));
    expect(placed.errors).toEqual([]);
  });
});
