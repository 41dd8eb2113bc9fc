/**
 * The Standard Combat ruler: the movement bands a path passes through and the skirmish shapes drawn on the
 * canvas.
 */
import type { RuleError } from "../../errors.js";
import { waterLimited } from "../environment/underwater.js";
import { violation } from "../log.js";
import { ridingMover } from "../sections-and-mounts/mounts.js";
import { ownTurn } from "../turn/turn.js";
import type { BattleState, Combatant, MoveMode } from "../types.js";
import { distance, EPSILON, type Point, roundPoint } from "./geometry.js";
import { budget, metricOf, moveSpeed, pointOf, std } from "./model.js";
import { forcedLimited, raisableMode } from "./movement.js";

/** What a band forbids for the rest of the turn (MOVE-02, MOVE-03, MOVE-08). */
export const BAND_FORBIDS: Record<MoveMode, readonly ("major" | "spells" | "shooting")[]> = {
  limited: [],
  normal: ["spells", "shooting"],
  full: ["major", "spells", "shooting"],
};

export type Band = MoveMode | "over";

/** One stretch of a dragged path in one band. */
export interface BandStretch {
  readonly band: Band;
  readonly points: Point[];
}

export interface RulerReading {
  readonly stretches: BandStretch[];
  /** The band the whole path ends in. */
  readonly band: Band;
  /** Metres the band at the end still leaves after this path (0 when over). */
  readonly left: number;
  readonly forbids: readonly string[];
}

/**
 * STD-04: before the first round the opening coordinates are fixed (the GM placed them at set-up): a move
 * then is not the rules' to make; null once the rounds run. The canvas refuses a player's drag with this and
 * only warns the GM (whose drag moves the token, not the battle).
 */
export function positionsFixed(state: BattleState): RuleError | null {
  return state.phase === "round"
    ? null
    : violation(
        "STD-04",
        "Combat.PositionsFixed",
        "the GM set the opening positions when the battle was set up",
      );
}

/**
 * MOVE-05: the metres a combatant's move still has this turn: the fixed mode's budget, else Full (Limited
 * when forced, MOVE-06), less what the turn spent. A mounted pair's is its mount's (MOUNT-01), water
 * shrinks it (ENV-05). Null without a Move Speed. The Battle Board shows it.
 */
export function metresLeft(state: BattleState, c: Combatant): number | null {
  const mover = ridingMover(state, c).mover;
  const speed = moveSpeed(mover);
  if (speed === undefined || speed === null) return null;
  const turn = ownTurn(state, c.id) ?? ownTurn(state, mover.id);
  // ACT-02: a minor action after the move ended it.
  if (turn?.moveEnded) return 0;
  // A mode read from the metres may still grow (movement.ts `raisableMode`): up to Full, unless forced.
  const open = !turn?.move || raisableMode(state, turn) !== null;
  const mode: MoveMode = open
    ? forcedLimited(state, c)
      ? (turn?.move ?? "limited")
      : "full"
    : (turn?.move ?? "full");
  // MOVE-06 / STD-13: forced to a Limited Move in a larger mode: `planMove` refuses every further metre.
  if (mode !== "limited" && forcedLimited(state, c)) return 0;
  const spent = turn ? std(state).spent : 0;
  return Math.max(0, Math.round((budget(speed, mode, waterLimited(state, mover)) - spent) * 100) / 100);
}

/**
 * MOVE-05, STD-13: the bands a dragged path crosses for `actor`, given what the turn already spent and
 * fixed. With the mode fixed, or forced Limited (MOVE-06, STD-13), only that band is open; beyond it the
 * path is "over". The ruler colours each stretch and labels `left`. Pure: the TokenRuler only draws it.
 */
export function rulerBands(state: BattleState, actor: Combatant, waypoints: readonly Point[]): RulerReading {
  const start = pointOf(actor);
  // MOUNT-01: a mounted pair moves as its mount, in the jockey's turn, whichever token is dragged.
  const mover = ridingMover(state, actor).mover;
  const speed = moveSpeed(mover) ?? 0;
  const path = start ? [start, ...waypoints.map(roundPoint)] : [];
  const turn = ownTurn(state, actor.id) ?? ownTurn(state, mover.id);
  const spent = turn ? std(state).spent : 0;
  // A mode read from the metres may still grow (movement.ts `raisableMode`): its band and those above it.
  const growing = raisableMode(state, turn);
  const forced = forcedLimited(state, actor) ? "limited" : null;
  const fixed: MoveMode | null = growing ? (forced ? growing : null) : (turn?.move ?? forced);
  const all: MoveMode[] = ["limited", "normal", "full"];
  // MOVE-06 / STD-13: forced to a Limited Move in a turn whose mode is already larger (a Normal Move that
  // ended on an enemy's coordinates): `planMove` refuses every further metre, so no band is open.
  // ACT-02: a minor action after the move ended it: no band is open either.
  const modes: MoveMode[] =
    turn?.moveEnded || (forced && fixed && fixed !== "limited")
      ? []
      : fixed
        ? [fixed]
        : all.slice(all.indexOf(growing ?? "limited"));
  const limits = modes.map((m) => ({
    band: m as Band,
    upTo: budget(speed, m, waterLimited(state, mover)) - spent,
  }));
  const metric = metricOf(state);
  const stretches: BandStretch[] = [];
  let walked = 0;
  let li = 0;
  const bandAt = (w: number): Band => {
    while (li < limits.length && w > (limits[li]?.upTo ?? 0) + EPSILON) li++;
    return limits[li]?.band ?? "over";
  };
  let current: BandStretch | null = null;
  const push = (band: Band, p: Point) => {
    if (!current || current.band !== band) {
      const last = current?.points[current.points.length - 1];
      current = { band, points: last ? [last] : [] };
      stretches.push(current);
    }
    current.points.push(p);
  };
  if (path[0]) push(bandAt(0), path[0]);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const len = distance(a, b, metric);
    // Cut the segment where it crosses a band limit (linear in the metric along a straight segment).
    for (const limit of limits) {
      const cut = limit.upTo - walked;
      if (cut > EPSILON && cut < len - EPSILON) {
        const t = cut / len;
        push(bandAt(walked + cut), { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
      }
    }
    walked += len;
    push(bandAt(walked), b);
  }
  const band = bandAt(walked);
  const limit = limits.find((l) => l.band === band);
  return {
    stretches,
    band,
    left: limit ? Math.max(0, Math.round((limit.upTo - walked) * 100) / 100) : 0,
    forbids: band === "over" ? [] : BAND_FORBIDS[band],
  };
}

/** A skirmish as drawn on the canvas: its outline under the battle's metric, and who is marked how. */
export interface SkirmishShape {
  readonly id: string;
  readonly centre: Point;
  readonly radius: number;
  /** The outline in metres: a circle for Euclidean, a square for equidistant grids, and so on. */
  readonly outline: Point[];
  readonly melee: readonly string[];
  readonly independents: readonly string[];
}

/**
 * STD-06/07/10: every skirmish's outline (the points at exactly `radius` from the centre under the
 * metric, `sides` around) with its in-melee and independent members. Pure: the canvas layer only draws.
 */
export function skirmishShapes(state: BattleState, sides = 48): SkirmishShape[] {
  const metric = metricOf(state);
  const origin = { x: 0, y: 0 };
  return std(state).skirmishes.map((s) => {
    const outline: Point[] = [];
    for (let k = 0; k < sides; k++) {
      const angle = (2 * Math.PI * k) / sides;
      const dir = { x: Math.cos(angle), y: Math.sin(angle) };
      const unit = distance(origin, dir, metric);
      const t = unit > 0 ? s.radius / unit : s.radius;
      outline.push({ x: s.centre.x + dir.x * t, y: s.centre.y + dir.y * t });
    }
    return {
      id: s.id,
      centre: s.centre,
      radius: s.radius,
      outline,
      melee: [...s.melee],
      independents: [...s.independents],
    };
  });
}
