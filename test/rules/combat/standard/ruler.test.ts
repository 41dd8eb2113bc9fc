import { describe, expect, it } from "vitest";
import {
  metresLeft,
  positionsFixed,
  rulerBands,
  skirmishShapes,
} from "../../../../src/rules/combat/standard/ruler.js";
import type { BattleState, Combatant } from "../../../../src/rules/combat/types.js";
import { attempt, makeBattle, play } from "../helpers.js";

function battle(extra: Record<string, unknown> = {}): BattleState {
  return makeBattle(
    [
      { id: "a", side: "pc", hp: 20, agility: 5, position: { x: 0, y: 0 } },
      { id: "k", side: "pc", hp: 20, agility: 5, position: { x: 40, y: 0 } },
      { id: "o", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
    ],
    { method: "standard", skirmishes: [{ id: "s1", centre: { x: 40, y: 0 }, melee: ["k", "o"] }], ...extra },
  );
}
const get = (s: BattleState, id: string) => s.combatants.find((c) => c.id === id) as Combatant;

describe("ruler bands (pure)", () => {
  it("[MOVE-05] a 20 m drag at Agility 5: Limited to 3, Normal to 5, Full to 15, then over", () => {
    const s = battle();
    const r = rulerBands(s, get(s, "a"), [{ x: 20, y: 0 }]);
    expect(r.stretches.map((x) => [x.band, x.points[0]?.x, x.points[x.points.length - 1]?.x])).toEqual([
      ["limited", 0, 3],
      ["normal", 3, 5],
      ["full", 5, 15],
      ["over", 15, 20],
    ]);
    expect([r.band, r.left, r.forbids]).toEqual(["over", 0, []]);
    const normal = rulerBands(s, get(s, "a"), [{ x: 4, y: 0 }]);
    expect([normal.band, normal.left, normal.forbids]).toEqual(["normal", 1, ["spells", "shooting"]]);
  });
  it("[MOVE-01][MOVE-05] with growing moves, after a first move read from its metres its band and those above stay open until an action", () => {
    const s = play(battle({ growingMoves: true }), [
      { type: "startRound" },
      { type: "startTurn", actorId: "a" },
      { type: "moveTo", actorId: "a", path: [{ x: 4, y: 0 }] },
    ]).state;
    // 4 m read as Normal (Agility 5): 1 m more stays Normal, then Full up to 15 m in all.
    const r = rulerBands(s, get(s, "a"), [{ x: 7, y: 0 }]);
    expect(r.stretches.map((x) => [x.band, x.points[x.points.length - 1]?.x])).toEqual([
      ["normal", 5],
      ["full", 7],
    ]);
    expect(r.left).toBe(8);
    expect(rulerBands(s, get(s, "a"), [{ x: 17, y: 0 }]).band).toBe("over");
  });
  it("[MOVE-05] after the first move the mode is fixed and only its remainder is open", () => {
    const s = play(battle(), [
      { type: "startRound" },
      { type: "startTurn", actorId: "a" },
      { type: "moveTo", actorId: "a", path: [{ x: 4, y: 0 }] },
    ]).state;
    const r = rulerBands(s, get(s, "a"), [{ x: 7, y: 0 }]);
    expect(r.stretches.map((x) => [x.band, x.points[x.points.length - 1]?.x])).toEqual([
      ["normal", 5],
      ["over", 7],
    ]);
    expect(r.left).toBe(0);
  });
  it("[MOVE-01][MOVE-05] with growing moves, a mode named on the board is fixed: only its remainder is open", () => {
    const s = play(battle({ growingMoves: true }), [
      { type: "startRound" },
      { type: "startTurn", actorId: "a" },
      { type: "move", actorId: "a", mode: "normal" },
      { type: "moveTo", actorId: "a", path: [{ x: 4, y: 0 }] },
    ]).state;
    expect(s.standard?.growingMoves).toBe(true);
    const r = rulerBands(s, get(s, "a"), [{ x: 7, y: 0 }]);
    expect(r.stretches.map((x) => [x.band, x.points[x.points.length - 1]?.x])).toEqual([
      ["normal", 5],
      ["over", 7],
    ]);
    expect(r.left).toBe(0);
  });
  it("[STD-13] in melee only the Limited band is open", () => {
    const s = battle();
    const r = rulerBands(s, get(s, "k"), [{ x: 45, y: 0 }]);
    expect(r.stretches.map((x) => x.band)).toEqual(["limited", "over"]);
  });
});

describe("a Normal Move ending at an enemy's coordinates (MOVE-06)", () => {
  // Agility 5: Limited 3, Normal 5. "e" stands alone at (4, 0), outside any skirmish.
  const reached = (named: boolean) =>
    play(
      makeBattle(
        [
          { id: "a", side: "pc", hp: 20, agility: 5, position: { x: 0, y: 0 } },
          { id: "e", side: "enemy", hp: 20, agility: 5, position: { x: 4, y: 0 } },
        ],
        { method: "standard" },
      ),
      [
        { type: "startRound" },
        { type: "startTurn", actorId: "a" },
        { type: "moveTo", actorId: "a", path: [{ x: 4, y: 0 }], ...(named ? { mode: "normal" } : {}) },
      ],
    ).state;

  it("[MOVE-06] the reducer refuses any further metre, so the ruler opens no band and no metres are left", () => {
    for (const named of [false, true]) {
      const s = reached(named);
      expect(s.turn?.move, `named ${named}`).toBe("normal");
      // The reducer: an enemy at its coordinates forces a Limited Move, and this turn's is Normal.
      const refused = attempt(s, { type: "moveTo", actorId: "a", path: [{ x: 5, y: 0 }] });
      expect(refused.errors.map((e) => e.rule)).toEqual(["MOVE-06"]);
      const r = rulerBands(s, get(s, "a"), [{ x: 5, y: 0 }]);
      expect([r.band, r.left, r.forbids], `named ${named}`).toEqual(["over", 0, []]);
      expect(r.stretches.map((x) => x.band)).toEqual(["over"]);
      expect(metresLeft(s, get(s, "a")), `named ${named}`).toBe(0);
    }
  });
});

describe("skirmish shapes (pure)", () => {
  it("[STD-06][STD-07] a circle of the table radius on gridless scenes; a square on equidistant grids", () => {
    const round = skirmishShapes(battle(), 4)[0];
    expect(round?.radius).toBe(3);
    expect(round?.outline.map((p) => [Math.round(p.x * 1000) / 1000, Math.round(p.y * 1000) / 1000])).toEqual(
      [
        [43, 0],
        [40, 3],
        [37, 0],
        [40, -3],
      ],
    );
    expect(round?.melee).toEqual(["k", "o"]);
    const square = skirmishShapes(
      battle({ metric: { kind: "grid", size: 1, diagonals: "equidistant" } }),
      8,
    )[0];
    const corner = square?.outline[1];
    expect([Math.round((corner?.x ?? 0) * 1000) / 1000, Math.round((corner?.y ?? 0) * 1000) / 1000]).toEqual([
      43, 3,
    ]);
  });
});

describe("opening positions and metres left (pure)", () => {
  it("[STD-04] before the first round the opening coordinates are fixed; once the rounds run they are not", () => {
    const s = battle();
    expect(s.phase).toBe("ready");
    expect(positionsFixed(s)).toMatchObject({ rule: "STD-04", code: "Combat.PositionsFixed" });
    const running = play(s, [{ type: "startRound" }]).state;
    expect(positionsFixed(running)).toBeNull();
  });

  it("[MOVE-05] metres left: Full before the turn (15 m at Agility 5), the fixed mode's budget less what was spent", () => {
    const plain = play(battle(), [{ type: "startRound" }]).state;
    const fixed = play(plain, [
      { type: "startTurn", actorId: "a" },
      { type: "moveTo", actorId: "a", path: [{ x: 4, y: 0 }] },
    ]).state;
    // 4 m fixed a Normal Move (5 m): 1 m left.
    expect(metresLeft(fixed, get(fixed, "a"))).toBe(1);
    // With growing moves:
    const s = play(battle({ growingMoves: true }), [{ type: "startRound" }]).state;
    expect(metresLeft(s, get(s, "a"))).toBe(15);
    const moved = play(s, [
      { type: "startTurn", actorId: "a" },
      { type: "moveTo", actorId: "a", path: [{ x: 4, y: 0 }] },
    ]).state;
    // 4 m read as Normal may still grow to Full (15 m): 11 m left.
    expect(metresLeft(moved, get(moved, "a"))).toBe(11);
    // Named Normal on the board (5 m): 1 m left.
    const named = play(s, [
      { type: "startTurn", actorId: "a" },
      { type: "move", actorId: "a", mode: "normal" },
      { type: "moveTo", actorId: "a", path: [{ x: 4, y: 0 }] },
    ]).state;
    expect(metresLeft(named, get(named, "a"))).toBe(1);
    // After a major action nothing more is walked, so the mode is fixed too (MOVE-01).
    expect(
      metresLeft(
        play(moved, [{ type: "major", actorId: "a", action: { kind: "other", label: "x" } }]).state,
        get(moved, "a"),
      ),
    ).toBe(1);
  });
});
