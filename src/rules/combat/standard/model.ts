/** Standard Combat's model read from a state: positions, skirmishes and their melee, move speeds and budgets. */
import {
  combatantById,
  uniquePositions,
  type WritableSkirmish,
  writable,
  writableSkirmishes,
} from "../draft.js";
import { canFight, headcount, present } from "../sections-and-mounts/sections.js";
import type { BattleState, Combatant, MoveMode } from "../types.js";
import { distance, EPSILON, EUCLIDEAN, inDisc, type Metric, type Point } from "./geometry.js";
import type { Skirmish, StandardState } from "./standard-state.js";

export function emptyStandard(metric: Metric = EUCLIDEAN): StandardState {
  return {
    metric,
    skirmishes: [],
    sightBlockers: [],
    forbidden: [],
    spent: 0,
    lastMove: null,
    pendingJoins: [],
    nextId: 1,
  };
}

/** The Standard part of a state (a blank one for a state that has none yet). */
export function std(state: BattleState): StandardState {
  return state.standard ?? emptyStandard();
}

/** Ensures the draft has its own Standard part and returns it. */
export function stdDraft(draft: BattleState): StandardState {
  if (!draft.standard) draft.standard = emptyStandard();
  return draft.standard;
}

export function pointOf(c: Combatant): Point | null {
  return c.position.kind === "point" ? { x: c.position.x, y: c.position.y } : null;
}

/**
 * Puts `c` at `p` in the draft: the draft's own copy of `c` takes the point (draft.ts), and is returned so the
 * caller reads the combatant as it now is.
 */
export function setPoint(draft: BattleState, c: Combatant, p: Point): Combatant {
  const mine = writable(draft, c);
  mine.position = { kind: "point", x: p.x, y: p.y };
  return mine;
}

/** STD-06: radius by participants in melee (sections count, SECT-03); 20 at most in one melee. */
export function radiusFor(participants: number): number {
  if (participants <= 5) return 3;
  if (participants <= 10) return 4;
  if (participants <= 15) return 5;
  return 6;
}

export const MAX_MELEE = 20;

/**
 * The fastest Move Speed the engine accepts, in metres (issue 17: a crafted or broken actor must not make the
 * GM's client walk absurd paths). No character of the rules comes near it; a faster one moves at this speed.
 */
export const MAX_MOVE_SPEED = 200;

/** The longest path one move may take: a Full Move at the fastest speed (MOVE-05). Longer ones are refused. */
export const MAX_PATH_METRES = 3 * MAX_MOVE_SPEED;

/**
 * STD-06: whether `ids` (a pair entering together, each counted by its conscious sections) fit into the melee
 * of `s` without making it more than 20. Those already in it count once.
 */
export function meleeRoomFor(state: BattleState, s: Skirmish, entering: readonly Combatant[]): boolean {
  const heads = entering.filter((c) => !s.melee.includes(c.id)).reduce((n, c) => n + headcount(c), 0);
  return meleeCount(state, s) + heads <= MAX_MELEE;
}

/** STD-06 / SECT-03: the participants of a melee, each conscious section counted. */
export function meleeCount(state: BattleState, s: Skirmish): number {
  let n = 0;
  for (const id of s.melee) {
    const c = combatantById(state, id);
    if (c) n += headcount(c);
  }
  return n;
}

/** The skirmish whose melee holds `id`, if any. */
export function meleeOf(state: BattleState, id: string): Skirmish | null {
  for (const s of std(state).skirmishes) if (s.melee.includes(id)) return s;
  return null;
}

/**
 * STD-07/10: the skirmish `c` is in: its melee, or the first whose disc (boundary included) holds its
 * coordinates (an independent). Present combatants only.
 */
export function skirmishOf(state: BattleState, c: Combatant): Skirmish | null {
  return meleeOf(state, c.id) ?? discOf(state, c);
}

/**
 * STD-07/10: the first skirmish whose disc (boundary included) holds the coordinates of `c`, present, melee
 * or not: for one in no melee (`meleeOf` null), the skirmish it stands in as an independent.
 */
export function discOf(state: BattleState, c: Combatant): Skirmish | null {
  const p = c.position;
  if (p.kind !== "point" || !present(c)) return null;
  const metric = std(state).metric;
  for (const s of std(state).skirmishes) if (inDisc(p, s.centre, s.radius, metric)) return s;
  return null;
}

/** STD-10: inside the skirmish's disc but not in its melee. */
export function isIndependentIn(state: BattleState, c: Combatant, s: Skirmish): boolean {
  const p = pointOf(c);
  return !!p && present(c) && !s.melee.includes(c.id) && inDisc(p, s.centre, s.radius, std(state).metric);
}

/**
 * Present combatants at the very coordinates `p` (STD-01/24), in roster order. `samePoint` for each one at a
 * point, with `p` rounded once and nothing allocated for those elsewhere (asked of every combatant per event).
 */
export function presentAt(state: BattleState, p: Point): Combatant[] {
  return presentWhere(state, p, null);
}

/** Fighting hostiles of `c` at its coordinates (MOVE-06, STD-05). */
export function hostilesAt(state: BattleState, c: Combatant): Combatant[] {
  const p = c.position;
  if (p.kind !== "point") return [];
  return presentWhere(state, p, c);
}

/** `presentAt`, keeping only the fighting hostiles of `of` when it is given. */
function presentWhere(state: BattleState, p: Point, of: Combatant | null): Combatant[] {
  const x = Math.round(p.x);
  const y = Math.round(p.y);
  const out: Combatant[] = [];
  for (const c of state.combatants) {
    const q = c.position;
    // `samePoint(q, p)` with p's rounding done once.
    if (q.kind !== "point" || Math.round(q.x) !== x || Math.round(q.y) !== y || !present(c)) continue;
    if (of && (c.side === of.side || !canFight(c))) continue;
    out.push(c);
  }
  return out;
}

/** MOVE-05: Move Speed (effects) or Agility, at most `MAX_MOVE_SPEED`. */
export function moveSpeed(c: Combatant): number | undefined {
  const speed = c.moveSpeed ?? c.agility;
  return speed === undefined ? undefined : Math.min(MAX_MOVE_SPEED, speed);
}

/**
 * MOVE-05: the metres a mode allows: Limited 3 (or the Move Speed if lower), Normal = speed, Full = 3×.
 * ENV-05, under water (`underwater`: the limits apply, underwater.ts): Limited 1 m, Normal and Full a
 * fifth of their land distance, rounded up.
 */
export function budget(speed: number, mode: MoveMode, underwater = false): number {
  const land =
    mode === "limited" ? Math.max(0, Math.min(3, speed)) : Math.max(0, mode === "normal" ? speed : 3 * speed);
  if (!underwater) return land;
  return mode === "limited" ? Math.min(1, land) : Math.ceil(land / 5);
}

/** MOVE-05: the smallest mode whose budget covers `metres` (a turn's first move reads its mode so). */
export function modeForDistance(speed: number, metres: number, underwater = false): MoveMode {
  if (metres <= budget(speed, "limited", underwater) + 1e-6) return "limited";
  if (metres <= budget(speed, "normal", underwater) + 1e-6) return "normal";
  return "full";
}

export function metricOf(state: BattleState): Metric {
  return std(state).metric;
}

export function dist(state: BattleState, a: Point, b: Point): number {
  return distance(a, b, metricOf(state));
}

/** Coordinates this far from the origin or nearer are sorted and searched (`DiscIndex`); others are scanned. */
const SEARCHABLE = 2 ** 30;

/** The fewest skirmishes `DiscIndex` sorts (a battle has a handful: they are looked at in order). */
const SORT_FROM = 8;

/** A number whose sums and differences with a few metres are exact to well under a metre (`DiscIndex`). */
export const searchable = (v: unknown): v is number => typeof v === "number" && Math.abs(v) < SEARCHABLE;

/**
 * STD-07/10: the first of a list of skirmishes whose disc (boundary included, `inDisc`) holds a point, as a
 * look at each in list order would find it, without measuring every disc (a settle asks it of every
 * combatant after each event, issue 21). The discs are sorted once along the axis their centres spread most;
 * a point is measured only against those whose centre lies within the widest radius of it on that axis (a
 * binary search), and of those that hold it the first in list order wins. `inDisc` decides every disc
 * measured, so the answer is the scan's; a disc or point with coordinates the search cannot bound (not a
 * number, or farther than `SEARCHABLE`) is scanned for instead.
 */
export class DiscIndex {
  readonly #discs: readonly Skirmish[];
  readonly #metric: Metric;
  /** Disc indices sorted by their centre on the axis (null: scan every disc in list order). */
  readonly #order: number[] | null = null;
  /** The centres' coordinates on the axis, in `#order`. */
  readonly #keys: number[] | null = null;
  readonly #alongX: boolean = true;
  /** The largest radius, EPSILON and a metre of slack for floating-point rounding included. */
  readonly #widest: number = 0;

  /**
   * `sortFrom`: the fewest discs worth sorting; fewer are looked at in list order, which costs less than the
   * sort (`inDisc` dismisses a disc far off on either axis before measuring). Tests lower it.
   */
  constructor(discs: readonly Skirmish[], metric: Metric, sortFrom = SORT_FROM) {
    this.#discs = discs;
    this.#metric = metric;
    const n = discs.length;
    if (n < sortFrom) return;
    let minX = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    let widest = 0;
    for (let k = 0; k < n; k++) {
      const s = discs[k] as Skirmish;
      const centre = s.centre as Point | undefined;
      const x = centre?.x;
      const y = centre?.y;
      const radius = s.radius;
      if (!searchable(x) || !searchable(y) || !searchable(radius)) return;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (radius > widest) widest = radius;
    }
    const alongX = maxX - minX >= maxY - minY;
    const at: number[] = [];
    const order: number[] = [];
    for (let k = 0; k < n; k++) {
      const centre = (discs[k] as Skirmish).centre;
      at.push(alongX ? centre.x : centre.y);
      order.push(k);
    }
    order.sort((a, b) => (at[a] as number) - (at[b] as number) || a - b);
    const keys: number[] = [];
    for (const k of order) keys.push(at[k] as number);
    this.#order = order;
    this.#keys = keys;
    this.#alongX = alongX;
    this.#widest = widest + EPSILON + 1;
  }

  /** The index of the first disc holding `p`, -1 for none. */
  first(p: Point): number {
    const order = this.#order;
    const keys = this.#keys;
    const x = p.x;
    const y = p.y;
    if (!order || !keys || !searchable(x) || !searchable(y)) {
      for (let k = 0; k < this.#discs.length; k++) if (this.#holds(k, p)) return k;
      return -1;
    }
    const v = this.#alongX ? x : y;
    // Every disc holding p has its centre within its radius + EPSILON of p on each axis (`inDisc`).
    const low = v - this.#widest;
    const high = v + this.#widest;
    let a = 0;
    let b = keys.length;
    while (a < b) {
      const m = (a + b) >> 1;
      if ((keys[m] as number) < low) a = m + 1;
      else b = m;
    }
    let best = -1;
    for (let j = a; j < keys.length && (keys[j] as number) <= high; j++) {
      const k = order[j] as number;
      if ((best < 0 || k < best) && this.#holds(k, p)) best = k;
    }
    return best;
  }

  #holds(k: number, p: Point): boolean {
    const s = this.#discs[k] as Skirmish;
    return inDisc(p, s.centre, s.radius, this.#metric);
  }
}

/**
 * STD-10: recomputes every skirmish's independents (present, not in any melee, inside its disc). A skirmish
 * whose independents come out as they were keeps its list (no event writes one in place: a new list replaces
 * it), so most events allocate nothing here (issue 21).
 */
export function refreshIndependents(draft: BattleState): void {
  const st = stdDraft(draft);
  const skirmishes = st.skirmishes;
  const n = skirmishes.length;
  if (n === 0) return;
  const metric = st.metric;
  // Per skirmish, the independents found so far (null: none yet).
  const found: (string[] | null)[] = new Array(n).fill(null);
  // Who is in a melee, marked once by place in the list (ids are unique, so a combatant's id names its own
  // place); a state whose ids repeat or whose melees are not all lists (never a normalized one) is asked
  // skirmish by skirmish, as before.
  const combatants = draft.combatants;
  const places = uniquePositions(draft);
  let inMelee: boolean[] | null = places ? new Array<boolean>(combatants.length).fill(false) : null;
  for (let k = 0; k < n && inMelee; k++) {
    const melee = (skirmishes[k] as Skirmish).melee;
    if (!Array.isArray(melee)) inMelee = null;
    else
      for (const id of melee) {
        const at = (places as ReadonlyMap<string, number>).get(id);
        if (at !== undefined) inMelee[at] = true;
      }
  }
  const discs = new DiscIndex(skirmishes, metric);
  // `skirmishOf` for each present one at a point: the first skirmish whose disc holds it, unless it is in a
  // melee.
  for (let i = 0; i < combatants.length; i++) {
    const c = combatants[i] as Combatant;
    const position = c.position;
    if (position.kind !== "point" || !present(c) || inMelee?.[i]) continue;
    const holder = discs.first(position);
    if (holder < 0 || (!inMelee && skirmishes.some((s) => s.melee.includes(c.id)))) continue;
    const list = found[holder];
    if (list) list.push(c.id);
    else found[holder] = [c.id];
  }
  for (let k = 0; k < n; k++) {
    const s = skirmishes[k] as Skirmish;
    const list = found[k] ?? null;
    if (!sameIds(s.independents, list))
      (writableSkirmishes(draft)[k] as WritableSkirmish).independents = list ?? [];
  }
}

/** Whether the list `old` (as a state holds it) has exactly the ids of `now` (null: none), in order. */
function sameIds(old: unknown, now: readonly string[] | null): boolean {
  if (!Array.isArray(old)) return false;
  const length = now ? now.length : 0;
  if (old.length !== length) return false;
  for (let i = 0; i < length; i++) if (old[i] !== (now as readonly string[])[i]) return false;
  return true;
}

/** STD-04: the recommended opening distance in metres for a situation (the GM's choice, a guide). */
export function openingDistance(
  situation: "enclosed" | "large" | "crowded" | "open",
  extra: { mounted?: boolean; largeMonster?: boolean } = {},
): { min: number; max: number } {
  const base = { enclosed: 5, large: 10, crowded: 10, open: 20 }[situation];
  let min = base;
  let max = base;
  if (extra.mounted) {
    min += 10;
    max += 20;
  }
  if (extra.largeMonster) {
    min += 5;
    max += 10;
  }
  return { min, max };
}
