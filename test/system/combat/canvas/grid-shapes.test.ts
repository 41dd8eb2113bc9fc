/**
 * Square, both hexagonal orientations and gridless scenes, in metres or feet (STD-01): a token's footprint is
 * its width × `sizeX` by its height × `sizeY` (v13/v14 `foundry.grid.HexagonalGrid#sizeX/#sizeY`: "the
 * width/height of a grid space in pixels"), `distance` scene units per `size` pixels, and the scene's units
 * read as metres or feet; any other unit is refused.
 */
import { describe, expect, it } from "vitest";
import {
  metresPerUnit,
  metricOfGrid,
  placeAt,
  sceneGridOf,
  tokenCorrections,
  tokenMetres,
  toMetres,
} from "../../../../src/system/combat/scene/scene-metres.js";
import { fakeGrid } from "../../boot/fake-movement.js";

const square = sceneGridOf(fakeGrid(1, 100, 1));
const pointy = sceneGridOf(fakeGrid(2, 100, 1));
const flat = sceneGridOf(fakeGrid(4, 100, 1));
const gridless = sceneGridOf(fakeGrid(0, 100, 1));
const tall = (100 * 2) / Math.sqrt(3);

describe("grid shapes", () => {
  it("[STD-01] reads a hexagonal grid's space width and height; a square or gridless one has none apart from size", () => {
    expect(square).toEqual({ type: 1, size: 100, distance: 1, diagonals: 0 });
    expect(gridless).toEqual({ type: 0, size: 100, distance: 1, diagonals: 0 });
    expect(pointy).toEqual({ type: 2, size: 100, sizeY: tall, distance: 1, diagonals: 0 });
    expect(flat).toEqual({ type: 4, size: 100, sizeX: tall, distance: 1, diagonals: 0 });
  });

  it("[STD-01] a token stands at its footprint's centre on every grid, and is placed back exactly there", () => {
    const place = { x: 300, y: 400, width: 1, height: 1 };
    const cases = [
      [square, { x: 3.5, y: 4.5 }],
      [gridless, { x: 3.5, y: 4.5 }],
      [pointy, { x: 3.5, y: 4 + tall / 200 }],
      [flat, { x: 3 + tall / 200, y: 4.5 }],
    ] as const;
    for (const [grid, centre] of cases) {
      if (!grid) throw new Error("no grid");
      const at = tokenMetres(place, grid);
      expect(at.x).toBeCloseTo(centre.x, 9);
      expect(at.y).toBeCloseTo(centre.y, 9);
      expect(placeAt(at, place, grid)).toEqual({ x: 300, y: 400 });
    }
  });

  it("[MOUNT-01] a corrected mount and its rider land on hex centres: the pair moves by the same offset", () => {
    if (!pointy) throw new Error("no grid");
    const fixes = tokenCorrections(
      [
        { id: "Kay", position: { kind: "point", x: 5, y: 5 }, mountedWith: "Stag" },
        { id: "Stag", kind: "mount", position: { kind: "point", x: 5, y: 5 }, mountedWith: "Kay" },
      ],
      [
        { tokenId: "tKay", combatantId: "Kay", place: { x: 100, y: 100, width: 1, height: 1 } },
        { tokenId: "tStag", combatantId: "Stag", place: { x: 0, y: 100, width: 1, height: 1 } },
      ],
      pointy,
    );
    const stag = fixes.find((f) => f.tokenId === "tStag");
    const kay = fixes.find((f) => f.tokenId === "tKay");
    // The Stag's centre on (5, 5) m: top-left 450 px across, 500 − tall/2 px down; Kay keeps its 100 px offset.
    expect(stag).toEqual({ tokenId: "tStag", x: 450, y: Math.round(500 - tall / 2) });
    expect(kay).toEqual({ tokenId: "tKay", x: 550, y: Math.round(500 - tall / 2) });
  });

  it("[STD-01] a scene in feet is converted: 5 ft squares are 1.524 m, and its metric counts them so", () => {
    const feet = sceneGridOf({ ...fakeGrid(1, 100, 5), units: "ft" });
    expect(feet).toMatchObject({ distance: 5, metresPerUnit: 0.3048 });
    if (!feet) throw new Error("no grid");
    const one = toMetres({ x: 100, y: 0 }, feet);
    expect(one.x).toBeCloseTo(1.524, 9);
    expect(metricOfGrid(feet)).toEqual({ kind: "grid", size: 1.524, diagonals: "equidistant" });
    expect(sceneGridOf({ ...fakeGrid(1, 100, 1), units: "m" })).toEqual(square);
  });

  it("units other than metres or feet cannot be measured: null, never a silent metre", () => {
    for (const units of ["km", "mi", "squares", "hex", 3, {}])
      expect(sceneGridOf({ ...fakeGrid(1, 100, 1), units }), String(units)).toBeNull();
    expect(metresPerUnit("Feet")).toBe(0.3048);
    expect(metresPerUnit(" m ")).toBe(1);
    expect(metresPerUnit("")).toBe(1);
    // A name of a built-in object property is no unit.
    expect(metresPerUnit("constructor")).toBeNull();
    expect(metresPerUnit("__proto__")).toBeNull();
  });
});
