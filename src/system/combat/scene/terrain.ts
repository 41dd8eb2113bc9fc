/**
 * STD-03 / STD-27 at the table: the GM marks terrain with Regions. A Region whose flag
 * `swordworld25.terrain` = `{ blocksSight: true }` blocks sight (shielding, Hawk Eye), one with
 * `{ forbidden: true }` is coordinates nobody may enter. Only a translation: each Region shape (rectangle,
 * circle, ellipse, polygon, in scene pixels) becomes a polygon in metres for the battle state; what the
 * terrain does is decided by the engine (standard/targeting.ts, standard/movement.ts). Holes are not
 * subtracted (a hole in a sight-blocking Region still blocks: draw two Regions instead).
 */
import type { Point } from "../../../rules/combat/standard/geometry.js";
import { SYSTEM_ID } from "../../settings.js";
import { type SceneGrid, toMetres } from "./scene-metres.js";

/** A Region as read here: its id, flags and shape data (plain source values). */
export interface RegionLike {
  readonly id?: string | null;
  readonly flags?: Readonly<Record<string, unknown>> | null;
  readonly shapes?: readonly unknown[] | null;
}

export interface TerrainPolygon {
  readonly id: string;
  readonly polygon: Point[];
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);
const finite = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** Corners around an ellipse (a circle is an ellipse): enough for shielding decisions at table scale. */
const ELLIPSE_STEPS = 16;

function rotate(p: Point, centre: Point, degrees: number): Point {
  if (!degrees) return p;
  const a = (degrees * Math.PI) / 180;
  const dx = p.x - centre.x;
  const dy = p.y - centre.y;
  return {
    x: centre.x + dx * Math.cos(a) - dy * Math.sin(a),
    y: centre.y + dx * Math.sin(a) + dy * Math.cos(a),
  };
}

/** One shape's outline in scene pixels; null for a hole, an unknown type or unreadable numbers. */
export function shapeOutline(shape: unknown): Point[] | null {
  if (!isObject(shape) || shape.hole === true) return null;
  const x = finite(shape.x) ?? 0;
  const y = finite(shape.y) ?? 0;
  const rotation = finite(shape.rotation) ?? 0;
  switch (shape.type) {
    case "rectangle": {
      const w = finite(shape.width);
      const h = finite(shape.height);
      if (w === null || h === null || w <= 0 || h <= 0) return null;
      const centre = { x: x + w / 2, y: y + h / 2 };
      return [
        { x, y },
        { x: x + w, y },
        { x: x + w, y: y + h },
        { x, y: y + h },
      ].map((p) => rotate(p, centre, rotation));
    }
    case "circle":
    case "ellipse": {
      const rx = finite(shape.type === "circle" ? shape.radius : shape.radiusX);
      const ry = finite(shape.type === "circle" ? shape.radius : shape.radiusY);
      if (rx === null || ry === null || rx <= 0 || ry <= 0) return null;
      const centre = { x, y };
      return Array.from({ length: ELLIPSE_STEPS }, (_, i) => {
        const t = (2 * Math.PI * i) / ELLIPSE_STEPS;
        return rotate({ x: x + rx * Math.cos(t), y: y + ry * Math.sin(t) }, centre, rotation);
      });
    }
    case "polygon": {
      const raw = Array.isArray(shape.points) ? shape.points : [];
      const points: Point[] = [];
      for (let i = 0; i + 1 < raw.length; i += 2) {
        const px = finite(raw[i]);
        const py = finite(raw[i + 1]);
        if (px === null || py === null) return null;
        points.push({ x: px, y: py });
      }
      return points.length >= 3 ? points : null;
    }
    default:
      return null;
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The battle's `sightBlockers` and `forbidden` polygons (metres) from the scene's flagged Regions. */
export function terrainFromRegions(
  regions: readonly RegionLike[],
  grid: SceneGrid,
): { sightBlockers: TerrainPolygon[]; forbidden: TerrainPolygon[] } {
  const sightBlockers: TerrainPolygon[] = [];
  const forbidden: TerrainPolygon[] = [];
  for (const [r, region] of regions.entries()) {
    const scoped = region.flags?.[SYSTEM_ID];
    const flag = isObject(scoped) && isObject(scoped.terrain) ? scoped.terrain : null;
    if (!flag || (flag.blocksSight !== true && flag.forbidden !== true)) continue;
    const id = region.id ?? `region${r + 1}`;
    (region.shapes ?? []).forEach((shape, i) => {
      const outline = shapeOutline(shape);
      if (!outline) return;
      const polygon = outline.map((p) => {
        const m = toMetres(p, grid);
        return { x: round2(m.x), y: round2(m.y) };
      });
      const entry = { id: `${id}.${i}`, polygon };
      if (flag.blocksSight === true) sightBlockers.push(entry);
      if (flag.forbidden === true) forbidden.push({ ...entry, polygon: [...polygon] });
    });
  }
  return { sightBlockers, forbidden };
}
