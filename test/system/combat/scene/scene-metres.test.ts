import { describe, expect, it } from "vitest";
import { distance } from "../../../../src/rules/combat/standard/geometry.js";
import {
  metricOfGrid,
  placeAt,
  type SceneGrid,
  tokenCorrections,
  tokenMetres,
  toMetres,
  toPixels,
  waypointsToMetres,
} from "../../../../src/system/combat/scene/scene-metres.js";

/** A square grid of 100 px spaces, 1.5 m each, equidistant diagonals (Foundry's default rule is 0). */
const square: SceneGrid = { type: 1, size: 100, distance: 1.5, diagonals: 0 };
const gridless: SceneGrid = { type: 0, size: 100, distance: 1.5, diagonals: 0 };

describe("pixels and metres", () => {
  it("[STD-01] grid.distance metres per grid.size pixels, from the scene's top-left corner", () => {
    expect(toMetres({ x: 200, y: 50 }, square)).toEqual({ x: 3, y: 0.75 });
    expect(toPixels({ x: 3, y: 0.75 }, square)).toEqual({ x: 200, y: 50 });
    // A broken grid (size 0) still converts without dividing by zero.
    expect(toMetres({ x: 100, y: 0 }, { ...square, size: 0 })).toEqual({ x: 1, y: 0 });
  });

  it("[STD-01] a token stands where its centre is: top-left plus half its size in spaces", () => {
    expect(tokenMetres({ x: 100, y: 200, width: 1, height: 1 }, square)).toEqual({ x: 2.25, y: 3.75 });
    expect(tokenMetres({ x: 0, y: 0, width: 2, height: 2 }, square)).toEqual({ x: 1.5, y: 1.5 });
    expect(placeAt({ x: 2.25, y: 3.75 }, { width: 1, height: 1 }, square)).toEqual({ x: 100, y: 200 });
    expect(
      waypointsToMetres(
        [
          { x: 0, y: 0, width: 1, height: 1 },
          { x: 300, y: 0, width: 1, height: 1 },
        ],
        square,
      ),
    ).toEqual([
      { x: 0.75, y: 0.75 },
      { x: 5.25, y: 0.75 },
    ]);
  });

  it("[MOVE-05] one metric end to end: gridless is Euclidean, a square grid keeps its diagonal rule", () => {
    expect(metricOfGrid(gridless)).toEqual({ kind: "euclidean" });
    expect(metricOfGrid(square)).toEqual({ kind: "grid", size: 1.5, diagonals: "equidistant" });
    expect(metricOfGrid({ ...square, diagonals: 2 })).toEqual({
      kind: "grid",
      size: 1.5,
      diagonals: "approximate",
    });
    expect(metricOfGrid({ ...square, diagonals: 5 })).toEqual({
      kind: "grid",
      size: 1.5,
      diagonals: "alternating2",
    });
    // Hexagonal grids and the "illegal" diagonal rule have no engine metric: Euclidean.
    expect(metricOfGrid({ ...square, type: 2 })).toEqual({ kind: "euclidean" });
    expect(metricOfGrid({ ...square, diagonals: 6 })).toEqual({ kind: "euclidean" });
    // Three diagonal spaces: 4.5 m equidistant, 6.75 m approximate (1.5 per diagonal), 4.5·√2 gridless.
    const a = toMetres({ x: 0, y: 0 }, square);
    const b = toMetres({ x: 300, y: 300 }, square);
    expect(distance(a, b, metricOfGrid(square))).toBe(4.5);
    expect(distance(a, b, metricOfGrid({ ...square, diagonals: 2 }))).toBe(6.75);
    expect(distance(a, b, metricOfGrid(gridless))).toBeCloseTo(4.5 * Math.SQRT2, 9);
  });

  it("[STD-09][MOUNT-01] tokens follow the battle's whole-metre points; within the rounding they stay; a pair stays while one of its tokens is on its point", () => {
    const tokens = [
      { tokenId: "tA", combatantId: "A", place: { x: 100, y: 0, width: 1, height: 1 } }, // (2.25, 0.75)
      { tokenId: "tB", combatantId: "B", place: { x: 0, y: 0, width: 1, height: 1 } }, // (0.75, 0.75)
      { tokenId: "tR", combatantId: "R", place: { x: 550, y: 550, width: 1, height: 1 } }, // (9, 9)
      { tokenId: "tM", combatantId: "M", place: { x: 650, y: 550, width: 1, height: 1 } }, // beside it
      { tokenId: "tX", combatantId: "X", place: { x: 0, y: 0, width: 1, height: 1 } },
    ];
    const combatants = [
      { id: "A", position: { kind: "point", x: 2, y: 1 } },
      { id: "B", position: { kind: "point", x: 6, y: 3 } },
      { id: "R", position: { kind: "point", x: 9, y: 9 }, mountedWith: "M" },
      { id: "M", kind: "mount", position: { kind: "point", x: 9, y: 9 }, mountedWith: "R" },
    ];
    expect(tokenCorrections(combatants, tokens, square)).toEqual([{ tokenId: "tB", x: 350, y: 150 }]);
    // Moved by the engine to (3, 9): neither token is there, so both shift so the mount's lands on it.
    const moved = combatants.map((c) =>
      c.mountedWith ? { ...c, position: { kind: "point", x: 3, y: 9 } } : c,
    );
    expect(
      tokenCorrections(moved, tokens, square).filter((f) => f.tokenId === "tR" || f.tokenId === "tM"),
    ).toEqual([
      { tokenId: "tR", x: 50, y: 550 },
      { tokenId: "tM", x: 150, y: 550 },
    ]);
  });
});
