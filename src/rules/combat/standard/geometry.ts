/**
 * The Standard Combat plane (STD-01): positions are 2-D points in metres from the GM's reference point,
 * rounded to whole metres; the seed's one-line examples are points on y = 0. This module is the only
 * place that defines distance, "same coordinates" and "between" (docs/standard-combat.md).
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * How distances are measured. Euclidean on gridless scenes; on a gridded scene the Foundry layer passes
 * the scene's rule so that the distance enforced is the distance the ruler shows. `size` is one cell in
 * metres. Diagonal rules follow Foundry v13's names: equidistant (a diagonal costs 1 cell), exact (√2),
 * approximate (1.5), rectilinear (2), alternating1 (1, 2, 1, ...), alternating2 (2, 1, 2, ...).
 */
export type Metric =
  | { readonly kind: "euclidean" }
  | {
      readonly kind: "grid";
      readonly size: number;
      readonly diagonals:
        | "equidistant"
        | "exact"
        | "approximate"
        | "rectilinear"
        | "alternating1"
        | "alternating2";
    };

export const EUCLIDEAN: Metric = { kind: "euclidean" };

/** Rounding slack for floating-point sums of path lengths. */
export const EPSILON = 1e-6;

/** STD-01: positions are kept to the nearest whole metre. */
export function roundPoint(p: Point): Point {
  return { x: Math.round(p.x), y: Math.round(p.y) };
}

/** The distance between two points in metres under `metric`. */
export function distance(a: Point, b: Point, metric: Metric = EUCLIDEAN): number {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  if (metric.kind === "euclidean") return Math.hypot(dx, dy);
  const s = metric.size > 0 ? metric.size : 1;
  const n = Math.max(dx, dy) / s;
  const d = Math.min(dx, dy) / s;
  const straight = n - d;
  switch (metric.diagonals) {
    case "equidistant":
      return n * s;
    case "exact":
      return (straight + d * Math.SQRT2) * s;
    case "approximate":
      return (straight + d * 1.5) * s;
    case "rectilinear":
      return (straight + 2 * d) * s;
    case "alternating1":
      return (straight + d + Math.floor(d / 2)) * s;
    case "alternating2":
      return (straight + d + Math.ceil(d / 2)) * s;
  }
}

/** STD-01/02: "same coordinates" means the same whole-metre point. */
export function samePoint(a: Point, b: Point): boolean {
  return Math.round(a.x) === Math.round(b.x) && Math.round(a.y) === Math.round(b.y);
}

/** The length of a path (its waypoints in order) under `metric`, segment by segment. */
export function pathLength(path: readonly Point[], metric: Metric = EUCLIDEAN): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += distance(path[i - 1] as Point, path[i] as Point, metric);
  return total;
}

/** Half the width of the corridor that counts as "between" two points (one whole metre wide in all). */
export const CORRIDOR_HALF_WIDTH = 0.5;

/**
 * STD-26/29: `p` is between `a` and `b` when its projection falls on the closed segment a–b and it lies
 * within half a metre of it (Euclidean: the corridor is a shape, not a distance walked). On one line
 * (y = 0) this is plain a ≤ p ≤ b. The ends belong to the corridor; callers exclude them where a rule says.
 */
export function between(p: Point, a: Point, b: Point): boolean {
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const len2 = vx * vx + vy * vy;
  if (len2 === 0) return samePoint(p, a);
  const t = ((p.x - a.x) * vx + (p.y - a.y) * vy) / len2;
  if (t < -EPSILON || t > 1 + EPSILON) return false;
  const cx = a.x + t * vx;
  const cy = a.y + t * vy;
  return Math.hypot(p.x - cx, p.y - cy) <= CORRIDOR_HALF_WIDTH + EPSILON;
}

/** A sample of a path every `step` metres (Euclidean), ends included, with the metric distance walked. */
export interface PathSample {
  readonly point: Point;
  /** Metres walked from the start under the metric. */
  readonly walked: number;
}

/**
 * The most samples one path gets (issue 17, a crafted move must not freeze the GM): a path longer than
 * `MAX_PATH_SAMPLES × step` is sampled more coarsely. Moves are refused long before that (`MAX_PATH_METRES`,
 * model.ts: 600 m is 2,400 samples at 0.25 m), so only a GM's override or a stray caller ever meets it.
 */
export const MAX_PATH_SAMPLES = 4000;

/** Samples along a path, for the tests "does it pass through this disc / polygon" under any metric. */
export function samplePath(path: readonly Point[], metric: Metric = EUCLIDEAN, step = 0.25): PathSample[] {
  const first = path[0];
  if (!first) return [];
  let euclidean = 0;
  for (let i = 1; i < path.length; i++) euclidean += distance(path[i - 1] as Point, path[i] as Point);
  if (!Number.isFinite(euclidean)) return [{ point: first, walked: 0 }];
  step = Math.max(step, euclidean / MAX_PATH_SAMPLES);
  const out: PathSample[] = [{ point: first, walked: 0 }];
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const n = Math.max(1, Math.ceil(len / step));
    for (let k = 1; k <= n; k++) {
      const p = { x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n };
      out.push({ point: p, walked: walked + distance(a, p, metric) });
    }
    walked += distance(a, b, metric);
  }
  return out;
}

/**
 * Whether the disc of `radius` around `centre` (boundary included, STD-07) holds `p`. Every metric measures
 * at least the larger of |dx| and |dy| (`distance`), so a point farther than that on either axis is outside
 * without measuring (the settle passes ask this for every combatant and skirmish after each event).
 */
export function inDisc(p: Point, centre: Point, radius: number, metric: Metric = EUCLIDEAN): boolean {
  const r = radius + EPSILON;
  const dx = Math.abs(p.x - centre.x);
  const dy = Math.abs(p.y - centre.y);
  if (dx > r || dy > r) return false;
  // At the centre itself (everyone in melee): Euclidean distance 0, without computing it.
  if (dx === 0 && dy === 0 && metric.kind === "euclidean") return 0 <= r;
  return distance(p, centre, metric) <= r;
}

/** Even-odd point-in-polygon test (sight-blocking terrain, STD-27). */
export function inPolygon(p: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * STD-03: whether walking the segment `a`–`b` enters `polygon` anywhere after `a` (not only at `b`): the
 * segment is cut where it crosses the polygon's edges and each piece's middle is tested. Walking out of a
 * polygon one stands in is allowed: the first piece, when `a` itself is inside, does not count (`fromInside`).
 * Exact, and linear in the polygon's corners: no sampling.
 */
export function segmentEnters(a: Point, b: Point, polygon: readonly Point[], fromInside: boolean): boolean {
  if (inPolygon(b, polygon)) return true;
  const cuts = [0, 1];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const p = polygon[j] as Point;
    const q = polygon[i] as Point;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const den = dx * ey - dy * ex;
    if (den === 0) continue;
    const t = ((p.x - a.x) * ey - (p.y - a.y) * ex) / den;
    const u = ((p.x - a.x) * dy - (p.y - a.y) * dx) / den;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) cuts.push(t);
  }
  cuts.sort((x, y) => x - y);
  for (let k = 1; k < cuts.length; k++) {
    const t0 = cuts[k - 1] as number;
    const t1 = cuts[k] as number;
    if (t1 - t0 < 1e-9) continue;
    if (fromInside && t0 === 0) continue;
    const t = (t0 + t1) / 2;
    if (inPolygon({ x: a.x + dx * t, y: a.y + dy * t }, polygon)) return true;
  }
  return false;
}

/** STD-15: the midpoint of two centres, each coordinate rounded up to a whole metre. */
export function midpointRoundedUp(a: Point, b: Point): Point {
  return { x: Math.ceil((a.x + b.x) / 2), y: Math.ceil((a.y + b.y) / 2) };
}
