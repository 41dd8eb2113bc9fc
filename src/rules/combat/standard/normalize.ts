/**
 * Turns an untrusted Standard part of a battle (skirmishes, blockers, the last move) into a valid one, or a
 * clear error.
 */
import { fail, ok, type Result } from "../../errors.js";
import { shownValue } from "../../plain-data.js";
import { headcount } from "../sections-and-mounts/sections.js";
import type { Combatant } from "../types.js";
import { MAX_LIST_LENGTH, MAX_METRES } from "../validate-event.js";
import type { Metric, Point } from "./geometry.js";
import { emptyStandard, MAX_MELEE, radiusFor, refreshIndependents } from "./model.js";
import type { SightBlocker, Skirmish, StandardState } from "./standard-state.js";

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);
/** A point on the plane: finite, and within `MAX_METRES` of the reference point each way. */
const onPlane = (v: unknown) => typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= MAX_METRES;
const isPoint = (p: unknown): p is Loose & Point => isObject(p) && onPlane(p.x) && onPlane(p.y ?? 0);
const toPoint = (p: Loose): Point => ({ x: Math.round(p.x as number), y: Math.round((p.y as number) ?? 0) });

function bad(message: string): Result<never> {
  return fail("Combat.MalformedBattle", message, { rule: "STD-01" });
}

/** STD-06: the radii of the skirmish table. */
const RADII: readonly unknown[] = [3, 4, 5, 6];

const DIAGONALS = ["equidistant", "exact", "approximate", "rectilinear", "alternating1", "alternating2"];

/**
 * The Standard part of a loose battle: `metric`, `skirmishes` ({id?, centre, melee, radius?}),
 * `sightBlockers` ({id, polygon}) and the open turn's `spent` metres. Melee members stand at the centre
 * (STD-09); a missing radius comes from the table (STD-06); every combatant needs a point, except one
 * waiting unplaced for the GM's (a latecomer, STD-04) when the battle is not being opened (`opening`).
 */
export function normalizeStandard(
  input: Loose,
  combatants: Combatant[],
  opening = false,
): Result<StandardState> {
  let metric: Metric = { kind: "euclidean" };
  if (isObject(input.metric) && input.metric.kind === "grid") {
    const size = input.metric.size;
    const diagonals = input.metric.diagonals;
    // A size that is not a finite number of metres would make every distance NaN or infinite.
    if (
      typeof size !== "number" ||
      !Number.isFinite(size) ||
      size <= 0 ||
      size > MAX_METRES ||
      !DIAGONALS.includes(String(diagonals))
    )
      return bad("metric: a grid needs a positive size and a known diagonal rule");
    metric = { kind: "grid", size, diagonals: diagonals as (Metric & { kind: "grid" })["diagonals"] };
  }
  const st = emptyStandard(metric);
  for (const c of combatants) {
    // STD-04: a latecomer waits unplaced for the GM's point; at the opening everyone has one.
    if (c.position.kind === "unplaced" && !opening) continue;
    if (c.position.kind !== "point") return bad(`${c.id}: Standard Combat needs a position {x, y} in metres`);
    if (!isPoint(c.position))
      return bad(`${c.id}: a position lies within ${MAX_METRES} m of the reference point`);
  }
  const raw = Array.isArray(input.skirmishes) ? input.skirmishes : [];
  const taken = new Set<string>();
  // STD-05: every skirmish is found by its id: ids given are unique, one left out takes the next unused
  // `s<n>`, and the counter for new skirmishes (outbreaks) starts past every `s<n>` in use.
  const named = raw.flatMap((s) => (isObject(s) && typeof s.id === "string" ? [s.id] : []));
  if (new Set(named).size !== named.length) return bad("skirmishes: each skirmish needs its own id");
  const ids = new Set<string>(named);
  for (const [i, s] of raw.entries()) {
    if (!isObject(s) || !isPoint(s.centre) || !Array.isArray(s.melee))
      return bad(`skirmishes[${i}] needs a centre {x, y} and a melee list`);
    if (typeof s.id !== "string") while (ids.has(`s${st.nextId}`)) st.nextId++;
    const id = typeof s.id === "string" ? s.id : `s${st.nextId}`;
    ids.add(id);
    st.nextId++;
    const melee: string[] = [];
    let count = 0;
    let heads = 0;
    for (const m of s.melee) {
      const c = combatants.find((x) => x.id === m);
      if (!c || taken.has(c.id))
        return bad(`skirmishes[${i}]: unknown or repeated combatant ${shownValue(m)}`);
      taken.add(c.id);
      melee.push(c.id);
      count += c.sections.length;
      heads += headcount(c);
    }
    // STD-06: a melee holds at most 20 (each conscious section counted); its radius is one of the table's.
    if (heads > MAX_MELEE) return bad(`skirmishes[${i}]: more than ${MAX_MELEE} in one melee`);
    if (s.radius !== undefined && !RADII.includes(s.radius as number))
      return bad(`skirmishes[${i}]: a radius is one of ${RADII.join(", ")} m`);
    const skirmish: Skirmish = {
      id,
      centre: toPoint(s.centre),
      melee,
      radius: typeof s.radius === "number" ? s.radius : radiusFor(count),
      independents: [],
    };
    for (const m of melee) {
      const c = combatants.find((x) => x.id === m) as Combatant;
      c.position = { kind: "point", x: skirmish.centre.x, y: skirmish.centre.y };
    }
    // (The state is being built here: its lists are its own.)
    (st.skirmishes as Skirmish[]).push(skirmish);
  }
  for (const key of ["sightBlockers", "forbidden"] as const) {
    const list = Array.isArray(input[key]) ? (input[key] as unknown[]) : [];
    for (const [i, b] of list.entries()) {
      if (!isObject(b) || !Array.isArray(b.polygon) || b.polygon.length < 3 || !b.polygon.every(isPoint))
        return bad(`${key}[${i}] needs a polygon of at least three points`);
      const blocker: SightBlocker = {
        id: typeof b.id === "string" ? b.id : `${key}${i + 1}`,
        polygon: b.polygon.map((p) => ({ x: p.x as number, y: (p.y as number) ?? 0 })),
      };
      st[key].push(blocker);
    }
  }
  if (typeof input.spent === "number" && Number.isFinite(input.spent) && input.spent >= 0)
    st.spent = input.spent;
  if (input.growingMoves !== undefined && typeof input.growingMoves !== "boolean")
    return bad("growingMoves is true or false");
  if (input.growingMoves === true) st.growingMoves = true;
  // A saved state's turn memory: the last move (blockable, STD-17..23), pending joins (STD-11), the id counter.
  if (isObject(input.lastMove)) {
    const m = input.lastMove;
    const mover = combatants.find((c) => c.id === m.actorId);
    // A move's path is its start and at most MAX_LIST_LENGTH waypoints (validate-event.ts): never empty.
    if (
      !mover ||
      !Array.isArray(m.path) ||
      m.path.length === 0 ||
      m.path.length > MAX_LIST_LENGTH + 1 ||
      !m.path.every(isPoint)
    )
      return bad("lastMove needs a known actorId and a path of points");
    // The metres walked before this move (STD-17's undo point): none when left out, never fewer than none.
    const before = m.spentBefore ?? 0;
    if (typeof before !== "number" || !Number.isFinite(before) || before < 0)
      return bad("lastMove.spentBefore is the metres walked before the move, 0 or more");
    const id = (v: unknown) => (typeof v === "string" && st.skirmishes.some((x) => x.id === v) ? v : null);
    st.lastMove = {
      actorId: mover.id,
      path: m.path.map((p) => ({ x: p.x as number, y: (p.y as number) ?? 0 })),
      spentBefore: before,
      magical: m.magical === true,
      retreatFrom: id(m.retreatFrom),
      independentIn: id(m.independentIn),
    };
  }
  if (Array.isArray(input.pendingJoins))
    for (const j of input.pendingJoins)
      if (
        isObject(j) &&
        combatants.some((c) => c.id === j.combatantId) &&
        st.skirmishes.some((x) => x.id === j.skirmishId)
      )
        st.pendingJoins = [
          ...st.pendingJoins,
          { combatantId: j.combatantId as string, skirmishId: j.skirmishId as string },
        ];
  if (typeof input.nextId === "number" && Number.isInteger(input.nextId) && input.nextId > st.nextId)
    st.nextId = input.nextId;
  for (const id of ids) {
    const n = Number(/^s(\d+)$/.exec(id)?.[1]);
    if (Number.isSafeInteger(n)) st.nextId = Math.max(st.nextId, n + 1);
  }
  refreshIndependents({ combatants, standard: st } as unknown as Parameters<typeof refreshIndependents>[0]);
  return ok(st);
}
