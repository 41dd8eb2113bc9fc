/**
 * Pixels on a scene ⇄ metres in a Standard battle (STD-01). Pure: the canvas hooks pass the scene's grid
 * as plain numbers. One grid space of `size` pixels is `distance` metres; the scene's top-left corner is
 * the GM's reference point. The metric the engine measures with comes from the same grid, so the metres a
 * move is checked against are the metres the ruler labels (docs/standard-combat.md, "On the canvas").
 */
import type { Metric, Point } from "../../../rules/combat/standard/geometry.js";

/** What the hooks read of `canvas.grid` / `scene.grid` (CONST.GRID_TYPES, CONST.GRID_DIAGONALS). */
export interface SceneGrid {
  /** CONST.GRID_TYPES: 0 gridless, 1 square, 2..5 hexagonal. */
  readonly type: number;
  /** Pixels per grid space: the length `distance` is measured over. */
  readonly size: number;
  /**
   * A grid space's width and height in pixels, when they differ from `size` (a hexagonal grid: v13/v14
   * `foundry.grid.HexagonalGrid#sizeX/#sizeY`, "the width/height of a grid space in pixels"). A token's
   * footprint is its width × sizeX by its height × sizeY. Absent: `size`.
   */
  readonly sizeX?: number;
  readonly sizeY?: number;
  /** Scene units per grid space (GridData `distance`). */
  readonly distance: number;
  /** Metres per scene unit (GridData `units`: metres 1, feet 0.3048). Absent: 1. */
  readonly metresPerUnit?: number;
  /** CONST.GRID_DIAGONALS: 0 equidistant, 1 exact, 2 approximate, 3 rectilinear, 4/5 alternating, 6 illegal. */
  readonly diagonals: number;
}

/** The grid spaces a battle measures on: pixels from CONST.GRID_MIN_SIZE (v13/v14 API docs: 20) to 10,000. */
export const GRID_PIXELS = { min: 20, max: 10_000 } as const;
/** Metres per grid space: up to the engine's largest metres value (MAX_METRES), down to terrain's centimetre. */
export const GRID_METRES = { min: 0.01, max: 10_000 } as const;

/**
 * What makes a scene's grid (`scene.grid`) unable to measure, or null: its `size` (pixels per space) or
 * `distance` (metres per space) is not a number within GRID_PIXELS / GRID_METRES. Outside them a distance is
 * NaN or infinite, or a scale of 1e-300 m per 1e300 px rounds to 0 and every pixel to Infinity.
 */
export function gridProblem(raw: unknown): "size" | "distance" | null {
  const g = raw !== null && typeof raw === "object" ? (raw as Partial<Record<keyof SceneGrid, unknown>>) : {};
  const within = (v: unknown, range: { min: number; max: number }) =>
    typeof v === "number" && v >= range.min && v <= range.max;
  if (!within(g.size, GRID_PIXELS)) return "size";
  if (!within(g.distance, GRID_METRES)) return "distance";
  return null;
}

/** Metres per scene unit, by the unit labels a GM types in the scene's grid configuration (lower case). */
const METRES_PER_UNIT: Readonly<Record<string, number>> = {
  "": 1,
  m: 1,
  meter: 1,
  meters: 1,
  metre: 1,
  metres: 1,
  メートル: 1,
  ft: 0.3048,
  "ft.": 0.3048,
  foot: 0.3048,
  feet: 0.3048,
  フィート: 0.3048,
};

/**
 * Metres per unit of a scene's grid `units` (GridData: "a label for the units of measure"): metres and feet
 * are read (5 ft squares are 1.524 m), an empty label as metres (the system's default grid is 1 m); any other
 * unit (squares, kilometres, miles) is null: the battle cannot be measured in it.
 */
export function metresPerUnit(units: unknown): number | null {
  if (units === undefined || units === null) return 1;
  if (typeof units !== "string") return null;
  const key = units.trim().toLowerCase();
  return Object.hasOwn(METRES_PER_UNIT, key) ? (METRES_PER_UNIT[key] ?? null) : null;
}

/**
 * A scene's grid (`scene.grid`) as plain numbers, or null when it cannot measure: a size or distance outside
 * GRID_PIXELS / GRID_METRES (`gridProblem`: a broken or hostile saved scene), and units that are neither
 * metres nor feet cannot be turned into metres.
 */
export function sceneGridOf(raw: unknown): SceneGrid | null {
  const g = raw as Partial<Record<keyof SceneGrid | "units", unknown>> | null | undefined;
  if (!g || typeof g !== "object" || gridProblem(g)) return null;
  const positive = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v > 0;
  if (!positive(g.size) || !positive(g.distance)) return null;
  const perUnit = metresPerUnit(g.units);
  if (perUnit === null) return null;
  const whole = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0);
  const size = g.size;
  return {
    type: whole(g.type),
    size,
    distance: g.distance,
    diagonals: whole(g.diagonals),
    ...(positive(g.sizeX) && g.sizeX !== size ? { sizeX: g.sizeX } : {}),
    ...(positive(g.sizeY) && g.sizeY !== size ? { sizeY: g.sizeY } : {}),
    ...(perUnit !== 1 ? { metresPerUnit: perUnit } : {}),
  };
}

/** Metres per grid space. */
function spaceMetres(grid: SceneGrid): number {
  return grid.distance * (grid.metresPerUnit ?? 1);
}

const DIAGONALS = [
  "equidistant",
  "exact",
  "approximate",
  "rectilinear",
  "alternating1",
  "alternating2",
] as const;

/**
 * The engine's metric for a scene: Euclidean when gridless, the scene's diagonal rule on a square grid.
 * Hexagonal grids and the "illegal" diagonal rule have no engine metric and measure Euclidean; the ruler
 * labels the engine's metres, so what is shown is still what is enforced.
 */
export function metricOfGrid(grid: SceneGrid): Metric {
  const rule = DIAGONALS[grid.diagonals];
  if (grid.type !== 1 || !rule || !(grid.distance > 0)) return { kind: "euclidean" };
  return { kind: "grid", size: spaceMetres(grid), diagonals: rule };
}

/** Metres per pixel, never zero or negative (a broken grid reads as one metre per 100 pixels). */
function scale(grid: SceneGrid): number {
  return grid.size > 0 && grid.distance > 0 ? spaceMetres(grid) / grid.size : 0.01;
}

/** A pixel point on the scene as metres from the top-left corner (not rounded: the engine rounds). */
export function toMetres(p: Point, grid: SceneGrid): Point {
  const s = scale(grid);
  return { x: p.x * s, y: p.y * s };
}

/** A point in metres as pixels on the scene. */
export function toPixels(p: Point, grid: SceneGrid): Point {
  const s = scale(grid);
  return { x: p.x / s, y: p.y / s };
}

/** A length in metres as pixels (a skirmish's radius). */
export function metresToPixels(metres: number, grid: SceneGrid): number {
  return metres / scale(grid);
}

/** A token's footprint: top-left corner in pixels, size in grid spaces (Foundry's waypoints and documents). */
export interface TokenPlace {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The centre of a token at `place`, in pixels: a token stands where its centre is. */
export function tokenCentre(place: TokenPlace, grid: SceneGrid): Point {
  return {
    x: place.x + (place.width * (grid.sizeX ?? grid.size)) / 2,
    y: place.y + (place.height * (grid.sizeY ?? grid.size)) / 2,
  };
}

/** A token's coordinates in metres (its centre). */
export function tokenMetres(place: TokenPlace, grid: SceneGrid): Point {
  return toMetres(tokenCentre(place, grid), grid);
}

/** The top-left corner that puts a token of this size with its centre at `metres`. */
export function placeAt(metres: Point, size: { width: number; height: number }, grid: SceneGrid): Point {
  const c = toPixels(metres, grid);
  return {
    x: Math.round(c.x - (size.width * (grid.sizeX ?? grid.size)) / 2),
    y: Math.round(c.y - (size.height * (grid.sizeY ?? grid.size)) / 2),
  };
}

/** A movement's waypoints (top-left corners in pixels, sizes in spaces) as the token's centres in metres. */
export function waypointsToMetres(waypoints: readonly TokenPlace[], grid: SceneGrid): Point[] {
  return waypoints.map((w) => tokenMetres(w, grid));
}

/** One token standing for one combatant. */
export interface PlacedToken {
  readonly tokenId: string;
  readonly combatantId: string;
  readonly place: TokenPlace;
}

/**
 * Where tokens must go so that the canvas shows the battle's coordinates (STD-09: melee participants at
 * the centre; STD-17/20: a blocked mover where the block stopped it; STD-15: merged skirmishes). A token
 * already on its whole-metre point stays. A mounted pair (MOUNT-01) is two tokens side by side for one
 * point: it stays while either of its tokens is on the point, else both move by the same offset, the one
 * that puts the mount's token (else the first) on it.
 */
export function tokenCorrections(
  combatants: readonly {
    id: string;
    kind?: string;
    position: { kind: string; x?: number; y?: number };
    mountedWith?: string;
  }[],
  tokens: readonly PlacedToken[],
  grid: SceneGrid,
): { tokenId: string; x: number; y: number }[] {
  const out: { tokenId: string; x: number; y: number }[] = [];
  const done = new Set<string>();
  const wantOf = (c: { position: { x?: number; y?: number } }) => ({
    x: c.position.x ?? 0,
    y: c.position.y ?? 0,
  });
  const onPoint = (t: PlacedToken, want: Point) => {
    const now = tokenMetres(t.place, grid);
    return Math.round(now.x) === want.x && Math.round(now.y) === want.y;
  };
  for (const t of tokens) {
    const c = combatants.find((x) => x.id === t.combatantId);
    if (c?.position.kind !== "point" || done.has(c.id)) continue;
    const partner = c.mountedWith ? combatants.find((x) => x.id === c.mountedWith) : undefined;
    if (!partner) {
      const want = wantOf(c);
      if (!onPoint(t, want)) out.push({ tokenId: t.tokenId, ...placeAt(want, t.place, grid) });
      continue;
    }
    done.add(c.id);
    done.add(partner.id);
    const pairTokens = tokens.filter((x) => x.combatantId === c.id || x.combatantId === partner.id);
    const lead = partner.kind === "mount" && c.kind !== "mount" ? partner : c;
    const want = wantOf(lead);
    if (pairTokens.some((x) => onPoint(x, want))) continue;
    const anchor = pairTokens.find((x) => x.combatantId === lead.id) ?? t;
    const target = placeAt(want, anchor.place, grid);
    const dx = target.x - anchor.place.x;
    const dy = target.y - anchor.place.y;
    for (const x of pairTokens) out.push({ tokenId: x.tokenId, x: x.place.x + dx, y: x.place.y + dy });
  }
  return out;
}
