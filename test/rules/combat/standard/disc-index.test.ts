// The skirmish look-up of the settle (issue 21: refreshIndependents asks it of every combatant after each
// event) must answer exactly what a look at each skirmish in list order answers: the first disc holding the
// point (STD-07: boundary included) under every metric, for any coordinates a state can hold.

import { describe, expect, it } from "vitest";
import { inDisc, type Metric, type Point } from "../../../../src/rules/combat/standard/geometry.js";
import { DiscIndex } from "../../../../src/rules/combat/standard/model.js";
import type { Skirmish } from "../../../../src/rules/combat/standard/standard-state.js";
import { fc } from "../../../fc.js";

/** The reference: each skirmish in list order, as `skirmishOf` reads them. */
function firstByScan(discs: readonly Skirmish[], p: Point, metric: Metric): number {
  return discs.findIndex((s) => inDisc(p, s.centre, s.radius, metric));
}

const disc = (x: number, y: number, radius: number, k = 0): Skirmish => ({
  id: `s${k}`,
  centre: { x, y },
  melee: [],
  radius,
  independents: [],
});

const metrics: Metric[] = [
  { kind: "euclidean" },
  ...(["equidistant", "exact", "approximate", "rectilinear", "alternating1", "alternating2"] as const).map(
    (diagonals): Metric => ({ kind: "grid", size: 2, diagonals }),
  ),
];

describe("DiscIndex: the first skirmish whose disc holds a point", () => {
  // The tests below sort every list (sortFrom 0): a real battle's few skirmishes are looked at in order.
  it("[STD-07][STD-10] the first in list order wins where discs overlap, boundary included", () => {
    // Listed right to left: the search sorts them left to right, the answer stays the list's first.
    const discs = [disc(6, 0, 3, 0), disc(3, 0, 3, 1), disc(0, 0, 3, 2)];
    const index = new DiscIndex(discs, { kind: "euclidean" }, 0);
    expect(index.first({ x: 3, y: 0 })).toBe(0); // in all three discs (on the first's and last's rim)
    expect(index.first({ x: 1, y: 0 })).toBe(1);
    expect(index.first({ x: -3, y: 0 })).toBe(2); // on the rim of the last only
    expect(index.first({ x: -4, y: 0 })).toBe(-1);
    expect(index.first({ x: 9, y: 0 })).toBe(0);
    expect(index.first({ x: 3, y: 3 })).toBe(1); // the middle one's rim, outside the other two
    expect(index.first({ x: 3, y: 4 })).toBe(-1);
  });

  it("[STD-07] discs spread along y are searched along y", () => {
    const discs = [disc(0, 40, 4, 0), disc(0, 0, 3, 1), disc(1, 20, 6, 2)];
    const index = new DiscIndex(discs, { kind: "euclidean" }, 0);
    expect(index.first({ x: 0, y: 44 })).toBe(0);
    expect(index.first({ x: 0, y: -3 })).toBe(1);
    expect(index.first({ x: 7, y: 20 })).toBe(2);
    expect(index.first({ x: 0, y: 10 })).toBe(-1);
  });

  it("[STD-07] coordinates it cannot bound (huge, infinite, not a number) are scanned for: the scan's answer", () => {
    const huge = 2 ** 40;
    const discs = [disc(huge, 0, 3, 0), disc(0, 0, 3, 1)];
    const index = new DiscIndex(discs, { kind: "euclidean" }, 0);
    expect(index.first({ x: huge + 3, y: 0 })).toBe(0);
    expect(index.first({ x: 1, y: 1 })).toBe(1);
    const near = new DiscIndex([disc(0, 0, 3, 0)], { kind: "euclidean" }, 0);
    for (const p of [
      { x: Number.NaN, y: 0 },
      { x: Number.POSITIVE_INFINITY, y: 0 },
      { x: 2 ** 31, y: 0 },
    ])
      expect(near.first(p)).toBe(firstByScan([disc(0, 0, 3, 0)], p, { kind: "euclidean" }));
    expect(new DiscIndex([], { kind: "euclidean" }, 0).first({ x: 0, y: 0 })).toBe(-1);
  });

  it("[STD-07][STD-10] random discs and points under every metric: the same answer as a look at each in order", () => {
    const coordinate = fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: -40, max: 40 }) },
      { weight: 2, arbitrary: fc.double({ min: -40, max: 40, noNaN: true }) },
      { weight: 1, arbitrary: fc.constantFrom(2 ** 30, -(2 ** 30), 2 ** 30 - 1, 1e15, Number.NaN) },
    );
    const aDisc = fc.record({
      x: coordinate,
      y: coordinate,
      radius: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.double({ min: 0, max: 6, noNaN: true })),
    });
    fc.assert(
      fc.property(
        fc.array(aDisc, { maxLength: 24 }),
        fc.array(fc.record({ x: coordinate, y: coordinate }), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...metrics),
        fc.constantFrom(0, 1, 8),
        (raw, points, metric, sortFrom) => {
          const discs = raw.map((d, k) => disc(d.x, d.y, d.radius, k));
          const index = new DiscIndex(discs, metric, sortFrom);
          for (const p of points) expect(index.first(p)).toBe(firstByScan(discs, p, metric));
          // A point on a centre, on its rim and just outside it, for every disc.
          for (const s of discs)
            for (const p of [
              s.centre,
              { x: s.centre.x + s.radius, y: s.centre.y },
              { x: s.centre.x, y: s.centre.y - s.radius },
              { x: s.centre.x + s.radius + 1e-6, y: s.centre.y },
              { x: s.centre.x - s.radius - 2e-6, y: s.centre.y },
            ])
              expect(index.first(p)).toBe(firstByScan(discs, p, metric));
        },
      ),
      { numRuns: 400, seed: 33 },
    );
  });
});
