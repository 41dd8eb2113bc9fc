/**
 * The pure readings behind the canvas glue (issue 17): which movements a battle judges and with which
 * waypoints, the battle's scene from its tokens, a scene grid that cannot measure, and a chosen rider
 * starting on its mount's point. The hooks that use them are driven in movement-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { step } from "../../../../src/rules/combat/battle.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { battleFromSources, ridersOnMounts } from "../../../../src/system/combat/battle/translate.js";
import { checkMove } from "../../../../src/system/combat/engine/move-check.js";
import {
  battleSceneOf,
  landingOf,
  type MovementWaypoint,
  readMovement,
} from "../../../../src/system/combat/scene/movement.js";
import {
  gridProblem,
  sceneGridOf,
  tokenMetres,
  waypointsToMetres,
} from "../../../../src/system/combat/scene/scene-metres.js";
import {
  isSystemMove,
  PLACEMENT_OPTIONS,
  placeToken,
  takeEcho,
} from "../../../../src/system/combat/scene/token-moves.js";
import { source } from "../helpers.js";
import { turnOf } from "./standard-battle.js";

const w = (x: number, y = 0, extra: Partial<MovementWaypoint> = {}): MovementWaypoint => ({
  x,
  y,
  width: 1,
  height: 1,
  ...extra,
});

describe("which movements are judged (v13 TokenMovementOperation)", () => {
  it("[MOVE-05] a drag is judged by its user's waypoints: intermediate ones and repeats are dropped", () => {
    const movement = {
      id: "m1",
      method: "dragging",
      origin: w(0),
      passed: { waypoints: [w(100, 0, { intermediate: true }), w(200, 0, { checkpoint: true })] },
      pending: { waypoints: [w(200, 0), w(300, 0, { intermediate: true }), w(400, 0)] },
    };
    expect(readMovement(movement)).toEqual({
      kind: "judge",
      waypoints: [movement.passed.waypoints[1], w(400)],
    });
  });

  it("[MOVE-05] a destination Foundry marks intermediate is still the destination", () => {
    const movement = {
      id: "m",
      method: "keyboard",
      origin: w(0),
      passed: { waypoints: [w(100, 0, { intermediate: true })] },
    };
    expect(readMovement(movement)).toEqual({ kind: "judge", waypoints: [w(100, 0, { intermediate: true })] });
  });

  it("[MOVE-05] undo, a resize, an elevation edit and a zero-length move pass unjudged", () => {
    expect(readMovement({ id: "u", method: "undo", origin: w(0), passed: { waypoints: [w(900)] } })).toEqual({
      kind: "pass",
      reason: "undo",
    });
    const resize = {
      id: "r",
      method: "config",
      origin: w(0),
      passed: { waypoints: [{ ...w(0), width: 2, height: 2 }] },
    };
    expect(readMovement(resize)).toEqual({ kind: "pass", reason: "resize" });
    const lift = {
      id: "e",
      method: "config",
      origin: w(0),
      passed: { waypoints: [w(0, 0, { elevation: 30 })] },
    };
    expect(readMovement(lift)).toEqual({ kind: "pass", reason: "inPlace" });
    expect(
      readMovement({ id: "z", method: "dragging", origin: w(0), passed: { waypoints: [w(0)] } }),
    ).toEqual({
      kind: "pass",
      reason: "inPlace",
    });
    expect(readMovement({ id: "n", method: "api" })).toEqual({ kind: "pass", reason: "noPath" });
  });
});

describe("v14 waypoints (TokenMeasuredMovementWaypoint: depth, level, subpathId; the movement's split, subpathId)", () => {
  /** The same waypoint as v14 hands it: its depth, level and subpath added. */
  const v14w = (x: number, y = 0, extra: Partial<MovementWaypoint> & { subpathId?: string } = {}) =>
    w(x, y, { depth: 1, level: "levelGround00001", subpathId: "sub1", ...extra });

  it("[MOVE-05] a v14 drag reads as the same drag in v13: the added fields change nothing", () => {
    const v13 = {
      id: "m",
      method: "dragging",
      origin: w(0),
      passed: { waypoints: [w(100, 0, { intermediate: true }), w(200)] },
      pending: { waypoints: [w(400)] },
    };
    const v14 = {
      id: "m",
      method: "dragging",
      split: false,
      subpathId: "sub1",
      origin: v14w(0),
      passed: { waypoints: [v14w(100, 0, { intermediate: true }), v14w(200)] },
      pending: { waypoints: [v14w(400)] },
    };
    const a = readMovement(v13);
    const b = readMovement(v14);
    expect(a).toEqual({ kind: "judge", waypoints: [w(200), w(400)] });
    expect(b.kind).toBe("judge");
    expect(b.kind === "judge" && b.waypoints.map((p) => [p.x, p.y])).toEqual([
      [200, 0],
      [400, 0],
    ]);
  });

  it("[MOVE-05] a path onto another level is judged by its x and y like any other; a change of level in place moves nobody", () => {
    const upstairs = {
      id: "s",
      method: "dragging",
      origin: v14w(0),
      passed: { waypoints: [v14w(300, 0, { level: "levelUpper000001" })] },
    };
    expect(readMovement(upstairs)).toEqual({
      kind: "judge",
      waypoints: [v14w(300, 0, { level: "levelUpper000001" })],
    });
    const inPlace = {
      id: "l",
      method: "config",
      origin: v14w(0),
      passed: { waypoints: [v14w(0, 0, { level: "levelUpper000001" })] },
    };
    expect(readMovement(inPlace)).toEqual({ kind: "pass", reason: "inPlace" });
  });

  it("[MOVE-05] a change of depth is a resize, as width and height are; a depth only one side carries is not", () => {
    const deeper = {
      id: "d",
      method: "config",
      origin: v14w(0),
      passed: { waypoints: [v14w(100, 0, { depth: 2 })] },
    };
    expect(readMovement(deeper)).toEqual({ kind: "pass", reason: "resize" });
    const mixed = { id: "x", method: "dragging", origin: w(0), passed: { waypoints: [v14w(100)] } };
    expect(readMovement(mixed).kind).toBe("judge");
  });
});

describe("where one operation of a movement landed (moveToken runs after the update has been processed)", () => {
  it("the last passed waypoint, else the destination, else the document: never a later update's position", () => {
    const doc = { x: 800, y: 0 };
    expect(
      landingOf(
        {
          id: "m",
          destination: w(400),
          passed: { waypoints: [w(100), w(200, 0, { checkpoint: true })] },
          pending: { waypoints: [w(400)] },
        },
        doc,
      ),
    ).toEqual({ x: 200, y: 0 });
    expect(landingOf({ id: "m", destination: w(400, 50) }, doc)).toEqual({ x: 400, y: 50 });
    expect(landingOf({ id: "m" }, doc)).toEqual({ x: 800, y: 0 });
  });
});

describe("the battle's scene (v13 combats are unlinked)", () => {
  it("[STD-01] from the combatants' tokens; a linked scene counts; several are 'several'; none is 'none'", () => {
    expect(battleSceneOf(null, ["s1", "s1", null])).toEqual({ kind: "one", sceneId: "s1" });
    expect(battleSceneOf("s1", [])).toEqual({ kind: "one", sceneId: "s1" });
    expect(battleSceneOf("s1", ["s2"])).toEqual({ kind: "several", sceneIds: ["s1", "s2"] });
    expect(battleSceneOf(null, ["s1", "s2", "s1"])).toEqual({ kind: "several", sceneIds: ["s1", "s2"] });
    expect(battleSceneOf(undefined, [null, undefined, ""])).toEqual({ kind: "none" });
  });
});

describe("a grid size that would make distances NaN", () => {
  it("[STD-01] a scene grid whose size or distance is not a finite positive number cannot measure", () => {
    const good = { type: 1, size: 100, distance: 1.5, diagonals: 0 };
    expect(sceneGridOf(good)).toEqual(good);
    for (const bad of [NaN, 0, -100, Infinity, "100", null])
      for (const field of ["size", "distance"]) expect(sceneGridOf({ ...good, [field]: bad })).toBeNull();
    expect(sceneGridOf(undefined)).toBeNull();
    expect(sceneGridOf({ size: 100, distance: 1, type: "x", diagonals: 2.5 })).toEqual({
      type: 0,
      size: 100,
      distance: 1,
      diagonals: 0,
    });
  });

  it("[STD-01] an absurd grid (a space under CONST.GRID_MIN_SIZE or over 10,000 px, over 10,000 m or under 1 cm) cannot measure", () => {
    const good = { type: 1, size: 100, distance: 1.5, diagonals: 0 };
    expect(gridProblem(good)).toBeNull();
    expect(gridProblem({ ...good, size: 20, distance: 0.01 })).toBeNull();
    expect(gridProblem({ ...good, size: 10_000, distance: 10_000 })).toBeNull();
    for (const size of [19, 10_001, 1e300, 1e-300, Number.MAX_VALUE, Number.MIN_VALUE]) {
      expect(gridProblem({ ...good, size }), String(size)).toBe("size");
      expect(sceneGridOf({ ...good, size }), String(size)).toBeNull();
    }
    for (const distance of [0.009, 10_001, 1e308, 1e-300, Number.MIN_VALUE]) {
      expect(gridProblem({ ...good, distance }), String(distance)).toBe("distance");
      expect(sceneGridOf({ ...good, distance }), String(distance)).toBeNull();
    }
    // What an absurd grid used to give: a scale that underflows to 0, so every pixel was Infinity.
    expect(gridProblem({ ...good, size: 1e300, distance: 1e-300 })).not.toBeNull();
    expect(gridProblem(undefined)).toBe("size");
    expect(gridProblem({ ...good, size: "100" })).toBe("size");
  });

  it("[STD-01] a broken grid's NaN never reaches the engine as a point", () => {
    const nanGrid = { type: 1, size: Number.NaN, distance: 1, diagonals: 0 };
    expect(Number.isNaN(tokenMetres(w(0), nanGrid).x)).toBe(true);
    const path = waypointsToMetres([w(400)], nanGrid);
    // What the hook used to send: the reducer refuses it; the hook now sees no grid and judges nothing.
    expect(
      checkMove({ state: turnOf("Arle"), combatantId: "Arle", path, isGM: false, override: false }).kind,
    ).toBe("refuse");
    expect(sceneGridOf(nanGrid)).toBeNull();
  });
});

describe("a chosen rider at set-up", () => {
  it("[MOUNT-01] starts on its mount's point: one point, and the first event logs no fall", () => {
    const links = new Map([
      ["Kay", "Stag"],
      ["Stag", "Kay"],
    ]);
    const sources = ridersOnMounts(
      [
        source("Kay", "pc", { point: { x: 11, y: 4 }, moveSpeed: 8 }),
        { ...source("Stag", "pc", { point: { x: 10, y: 4 }, moveSpeed: 20 }), kind: "mount" },
        source("Orc", "enemy", { point: { x: 30, y: 4 }, moveSpeed: 10 }),
      ],
      links,
    );
    expect(sources.map((s) => [s.id, s.point, s.body?.mountedWith])).toEqual([
      ["Kay", { x: 10, y: 4 }, "Stag"],
      ["Stag", { x: 10, y: 4 }, "Kay"],
      ["Orc", { x: 30, y: 4 }, undefined],
    ]);
    const built = battleFromSources(sources, "standard");
    if (!built.ok) throw new Error(built.error.message);
    // Side by side, linked only, the rider used to fall off "separated" at this first event.
    const first = step(built.value, { type: "rollInitiative" }, fixedDice(Array(40).fill(3)));
    expect(first.errors).toEqual([]);
    expect(first.log.filter((l) => l.type === "fellOff")).toEqual([]);
    expect(first.state.combatants.find((c) => c.id === "Kay")?.mountedWith).toBe("Stag");
  });

  it("[MOUNT-01] two linked non-mounts keep their own points", () => {
    const links = new Map([
      ["A", "B"],
      ["B", "A"],
    ]);
    const out = ridersOnMounts(
      [source("A", "pc", { point: { x: 1, y: 1 } }), source("B", "pc", { point: { x: 2, y: 2 } })],
      links,
    );
    expect(out.map((s) => s.point)).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ]);
  });
});

describe("the system's own placements", () => {
  it("[STD-09] a placement that lands is recognised once; one refused or failed leaves no echo to swallow a user's move", async () => {
    const calls: unknown[][] = [];
    const token = (answer: boolean | Error) => ({
      id: "t1",
      x: 0,
      y: 0,
      update: async () => undefined,
      move: async (...args: unknown[]) => {
        calls.push(args);
        expect(isSystemMove("t1")).toBe(true);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    await placeToken(token(true), 150, 50);
    expect(isSystemMove("t1")).toBe(false);
    expect(calls[0]).toEqual([
      [{ x: 150, y: 50, action: "displace", explicit: false, checkpoint: true }],
      PLACEMENT_OPTIONS,
    ]);
    expect(takeEcho("t1", { x: 50, y: 50 })).toBe(false);
    expect(takeEcho("t1", { x: 150, y: 50 })).toBe(true);
    expect(takeEcho("t1", { x: 150, y: 50 })).toBe(false);
    await placeToken(token(false), 250, 50);
    expect(takeEcho("t1", { x: 250, y: 50 })).toBe(false);
    await expect(placeToken(token(new Error("no permission")), 350, 50)).rejects.toThrow("no permission");
    expect(takeEcho("t1", { x: 350, y: 50 })).toBe(false);
  });

  it("[STD-09] two placements of one token made before either moveToken arrives are each recognised once", async () => {
    const token = { id: "t2", x: 0, y: 0, update: async () => undefined, move: async () => true };
    await placeToken(token, 100, 0);
    await placeToken(token, 300, 0);
    // Each placement's moveToken, whichever arrives first, is the system's own.
    expect(takeEcho("t2", { x: 300, y: 0 })).toBe(true);
    expect(takeEcho("t2", { x: 100, y: 0 })).toBe(true);
    expect(takeEcho("t2", { x: 100, y: 0 })).toBe(false);
    expect(takeEcho("t2", { x: 300, y: 0 })).toBe(false);
  });
});

describe("the world's choice of growing moves at set-up (MOVE-01)", () => {
  it("[MOVE-01] a Standard battle set up with the setting on keeps growingMoves; off or Simplified, none", () => {
    const sources = [
      source("Arle", "pc", { point: { x: 0, y: 0 }, moveSpeed: 5 }),
      source("Orc", "enemy", { point: { x: 30, y: 0 }, moveSpeed: 5 }),
    ];
    const on = battleFromSources(sources, "standard", undefined, {}, { growingMoves: true });
    const off = battleFromSources(sources, "standard", undefined, {}, { growingMoves: false });
    const simple = battleFromSources(sources, "simplified", undefined, {}, { growingMoves: true });
    if (!on.ok || !off.ok || !simple.ok) throw new Error("set-up refused");
    expect(on.value.standard?.growingMoves).toBe(true);
    expect(off.value.standard?.growingMoves).toBeUndefined();
    expect(simple.value.standard).toBeUndefined();
    // Arle's 2 m read as Limited grows into Normal with the setting on, and is refused with it off.
    const steps = (s: typeof on.value) =>
      step(
        step(
          step(
            step(s, { type: "rollInitiative", partyResult: 12 } as never, fixedDice(Array(20).fill(3))).state,
            { type: "endPlacement", side: "pc" },
            fixedDice([]),
          ).state,
          { type: "endPlacement", side: "enemy" },
          fixedDice([]),
        ).state,
        { type: "startRound" },
        fixedDice([]),
      ).state;
    for (const [s, errors] of [
      [on.value, []],
      [off.value, ["MOVE-05"]],
    ] as const) {
      const r0 = steps(s);
      const first = r0.activeSide === "pc" ? "Arle" : "Orc";
      const t = step(r0, { type: "startTurn", actorId: first }, fixedDice([])).state;
      const x = first === "Arle" ? 0 : 30;
      const moved = step(
        t,
        { type: "moveTo", actorId: first, path: [{ x: x + 2, y: 0 }] },
        fixedDice([]),
      ).state;
      const again = step(
        moved,
        { type: "moveTo", actorId: first, path: [{ x: x + 4, y: 0 }] },
        fixedDice([]),
      );
      expect(again.errors.map((e) => e.rule)).toEqual(errors);
    }
  });
});
