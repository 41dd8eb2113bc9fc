import { describe, expect, it } from "vitest";
import { shields } from "../../../../src/rules/combat/standard/targeting.js";
import { battleFromSources } from "../../../../src/system/combat/battle/translate.js";
import { shapeOutline, terrainFromRegions } from "../../../../src/system/combat/scene/terrain.js";
import { source } from "../helpers.js";

/** 100 px per 2 m square: 1 px = 0.02 m. */
const GRID = { type: 1, size: 100, distance: 2, diagonals: 0 };
const flagged = (terrain: Record<string, unknown>, shapes: unknown[], id = "wall") => ({
  id,
  flags: { swordworld25: { terrain } },
  shapes,
});

describe("terrain the GM marks with Regions", () => {
  it("[STD-27] a sight-blocking rectangle Region becomes a polygon in metres; forbidden ones go to STD-03's list", () => {
    const wall = flagged({ blocksSight: true }, [
      { type: "rectangle", x: 200, y: 0, width: 100, height: 300 },
    ]);
    const pit = flagged({ forbidden: true }, [{ type: "polygon", points: [0, 0, 100, 0, 50, 100] }], "pit");
    expect(terrainFromRegions([wall, pit], GRID)).toEqual({
      sightBlockers: [
        {
          id: "wall.0",
          polygon: [
            { x: 4, y: 0 },
            { x: 6, y: 0 },
            { x: 6, y: 6 },
            { x: 4, y: 6 },
          ],
        },
      ],
      forbidden: [
        {
          id: "pit.0",
          polygon: [
            { x: 0, y: 0 },
            { x: 2, y: 0 },
            { x: 1, y: 2 },
          ],
        },
      ],
    });
  });

  it("[STD-27] circles and ellipses are 16-corner outlines on their radius; holes, unknown shapes and bad numbers are skipped", () => {
    const circle = shapeOutline({ type: "circle", x: 100, y: 100, radius: 50 });
    expect(circle).toHaveLength(16);
    for (const p of circle ?? []) expect(Math.hypot(p.x - 100, p.y - 100)).toBeCloseTo(50, 9);
    const ellipse = shapeOutline({ type: "ellipse", x: 0, y: 0, radiusX: 40, radiusY: 10, rotation: 90 });
    // Rotated a quarter turn: the long axis now runs along y.
    expect(Math.max(...(ellipse ?? []).map((p) => Math.abs(p.y)))).toBeCloseTo(40, 9);
    expect(shapeOutline({ type: "rectangle", x: 0, y: 0, width: 10, height: 10, hole: true })).toBeNull();
    expect(shapeOutline({ type: "cone", x: 0, y: 0 })).toBeNull();
    expect(shapeOutline({ type: "rectangle", x: 0, y: 0, width: -1, height: 10 })).toBeNull();
    expect(shapeOutline({ type: "polygon", points: [0, 0, 1, "x", 2, 2] })).toBeNull();
    expect(shapeOutline(null)).toBeNull();
  });

  it("[STD-27] a Region without the flag, or with neither mark, is not terrain", () => {
    const shapes = [{ type: "rectangle", x: 0, y: 0, width: 100, height: 100 }];
    expect(
      terrainFromRegions([{ id: "a", flags: {}, shapes }, flagged({ blocksSight: false }, shapes)], GRID),
    ).toEqual({
      sightBlockers: [],
      forbidden: [],
    });
  });

  it("[STD-27] at set-up the marked wall shields a target behind it, and only behind it", () => {
    const wall = flagged({ blocksSight: true }, [
      { type: "rectangle", x: 200, y: -100, width: 100, height: 200 },
    ]);
    const built = battleFromSources(
      [
        source("archer", "pc", { point: { x: 0, y: 0 } }),
        source("orc", "enemy", { point: { x: 10, y: 0 } }),
        source("imp", "enemy", { point: { x: 0, y: 10 } }),
      ],
      "standard",
      { kind: "euclidean" },
      terrainFromRegions([wall], GRID),
    );
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const archer = built.value.combatants.find((c) => c.id === "archer");
    if (!archer) throw new Error("no archer");
    expect(shields(built.value, archer, { x: 10, y: 0 }, "orc")).toEqual([{ rule: "STD-27", by: "wall.0" }]);
    expect(shields(built.value, archer, { x: 0, y: 10 }, "imp")).toEqual([]);
  });
});
