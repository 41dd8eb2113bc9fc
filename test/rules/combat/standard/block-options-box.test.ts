// blockOptions passes over skirmishes the path's samples cannot reach without measuring each sample (issue 21:
// it runs after every move). Passing over must never drop a skirmish the path enters (STD-20): the list is
// the one a look at every sample of every skirmish gives, rims included, under every metric.

import { describe, expect, it } from "vitest";
import { blockOptions } from "../../../../src/rules/combat/standard/blocking.js";
import { inDisc, type Metric, samplePath } from "../../../../src/rules/combat/standard/geometry.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { fc } from "../../../fc.js";
import { foeAt, pcAt, standardBattle, who } from "../helpers.js";

/** Skirmishes (each with a foe of the mover in melee) at `centres`; the mover "a" at the path's start. */
function field(
  centres: readonly { x: number; y: number }[],
  start: { x: number; y: number },
  metric?: Metric,
) {
  const combatants = [pcAt("a", start.x, start.y)];
  const skirmishes = centres.map((centre, k) => {
    combatants.push(pcAt(`p${k}`, centre.x, centre.y), foeAt(`e${k}`, centre.x, centre.y));
    return { id: `s${k}`, centre, melee: [`p${k}`, `e${k}`] };
  });
  return standardBattle(combatants, { skirmishes, ...(metric ? { metric } : {}) });
}

/** The reference: every skirmish, every sample, in order (STD-20: the first sample inside its disc). */
function entered(state: BattleState, path: { x: number; y: number }[]) {
  const metric = state.standard?.metric as Metric;
  const samples = samplePath(path, metric);
  return (state.standard?.skirmishes ?? []).flatMap((s) => {
    const hit = samples.find((x) => inDisc(x.point, s.centre, s.radius, metric));
    return hit ? [{ id: s.id, entry: hit.point, walked: hit.walked }] : [];
  });
}

const listed = (state: BattleState, path: { x: number; y: number }[]) =>
  blockOptions(state, who(state, "a"), path).skirmishes.map(({ id, entry, walked }) => ({
    id,
    entry,
    walked,
  }));

describe("blockOptions: skirmishes passed over are those the path never enters", () => {
  it("[STD-20] a path grazing a disc's rim lists it; one a metre past the rim does not", () => {
    // Radius 3 m (two in melee): the path along y = 3 touches the rim of s0 at (10, 3); along y = 4 it misses.
    const s = field([{ x: 10, y: 0 }], { x: 0, y: 3 });
    expect(
      listed(s, [
        { x: 0, y: 3 },
        { x: 20, y: 3 },
      ]),
    ).toEqual([{ id: "s0", entry: { x: 10, y: 3 }, walked: 10 }]);
    const t = field([{ x: 10, y: 0 }], { x: 0, y: 4 });
    expect(
      listed(t, [
        { x: 0, y: 4 },
        { x: 20, y: 4 },
      ]),
    ).toEqual([]);
  });

  it("[STD-20] random skirmishes around random paths, every metric: the same list as every sample measured", () => {
    const metrics: Metric[] = [
      { kind: "euclidean" },
      { kind: "grid", size: 1, diagonals: "equidistant" },
      { kind: "grid", size: 2, diagonals: "alternating1" },
      { kind: "grid", size: 1.5, diagonals: "rectilinear" },
    ];
    const point = fc.record({ x: fc.integer({ min: -15, max: 15 }), y: fc.integer({ min: -15, max: 15 }) });
    fc.assert(
      fc.property(
        fc.uniqueArray(point, { maxLength: 6, selector: (p) => `${p.x},${p.y}` }),
        point,
        fc.array(point, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...metrics),
        (centres, start, waypoints, metric) => {
          // The mover starts outside every skirmish (not in one's melee): each may block it.
          if (centres.some((c) => c.x === start.x && c.y === start.y)) return;
          const s = field(centres, start, metric);
          const path = [start, ...waypoints];
          expect(listed(s, path)).toEqual(entered(s, path));
        },
      ),
      { numRuns: 300, seed: 33 },
    );
  });
});
