/**
 * Standard Combat move legality: the dry run of a move along a path (its mode, metres, end and the rules it
 * breaks), run on every token drag; the move events apply it (move-events.ts).
 */
import type { RuleError } from "../../errors.js";
import { waterLimited } from "../environment/underwater.js";
import { malformed, violation } from "../log.js";
import { pairOf } from "../sections-and-mounts/mounts.js";
import { headcount } from "../sections-and-mounts/sections.js";
import { majorsBeforeMove, ownTurn, turnError } from "../turn/turn.js";
import type { BattleState, Combatant, MoveMode, OpenTurn } from "../types.js";
import {
  EPSILON,
  inDisc,
  inPolygon,
  type Point,
  pathLength,
  roundPoint,
  samePoint,
  segmentEnters,
} from "./geometry.js";
import {
  budget,
  discOf,
  hostilesAt,
  MAX_MELEE,
  MAX_PATH_METRES,
  meleeCount,
  meleeOf,
  metricOf,
  modeForDistance,
  moveSpeed,
  pointOf,
  std,
} from "./model.js";
import type { Skirmish } from "./standard-state.js";

/** Whether `p` is a point with finite coordinates (a path's waypoint, a block's `at`). */
export const isPoint = (p: unknown): p is Point =>
  typeof p === "object" && p !== null && Number.isFinite((p as Point).x) && Number.isFinite((p as Point).y);

/** What a move would do: its mode, metres, where it ends, and the rules it breaks. A pure dry run. */
export interface MovePlan {
  readonly mode: MoveMode;
  readonly distance: number;
  /** Metres the mode leaves after this move. */
  readonly left: number;
  readonly path: Point[];
  readonly end: Point;
  readonly errors: RuleError[];
  /** Joins the melee at the end (STD-08). */
  readonly joins: Skirmish | null;
  /** Leaves the melee of this skirmish (a declared retreat that gets out, STD-13). */
  readonly leaves: Skirmish | null;
  /** The skirmish whose melee holds the mover where the move starts (STD-09), if any. */
  readonly melee: Skirmish | null;
  /** Out of any melee, the skirmish the mover stands in as an independent where the move starts (STD-10). */
  readonly around: Skirmish | null;
}

/** Whether the mover's situation forces a Limited Move and which rule does (MOVE-06, STD-13, ACT-08). */
export function forcedLimited(state: BattleState, actor: Combatant): RuleError | null {
  const turn = ownTurn(state, actor.id);
  if (actor.status.restrained)
    return violation(
      "MOVE-06",
      "Combat.ForcedLimited",
      "a restrained character can only take a Limited Move",
    );
  if (turn?.mustStayLimited)
    return violation("ACT-08", "Combat.MagicForcesLimited", "minor-action magic forces a Limited Move");
  if (meleeOf(state, actor.id) && !turn?.retreat)
    return violation(
      "STD-13",
      "Combat.MeleeLimited",
      "in melee only a Limited Move, unless a retreat was declared",
    );
  // MOVE-06 with growing moves: forced where the turn's move started, it stays forced for the whole turn
  // (a move in steps is one move), wherever a later step starts.
  if (turn?.limitedByHostile || hostileHolds(state, actor, turn))
    return violation("MOVE-06", "Combat.ForcedLimited", "an enemy at your coordinates forces a Limited Move");
  return null;
}

/**
 * MOVE-06: a fighting hostile at the coordinates of `actor`, outside any melee, and no retreat declared.
 * `melee`: the skirmish whose melee holds `actor`, when the caller has it already.
 */
export function hostileHolds(
  state: BattleState,
  actor: Combatant,
  turn: OpenTurn | null,
  melee: Skirmish | null = meleeOf(state, actor.id),
): boolean {
  return !turn?.retreat && !melee && hostilesAt(state, actor).length > 0;
}

const RANK: Record<MoveMode, number> = { limited: 0, normal: 1, full: 2 };

/** The larger of two movement modes (Limited < Normal < Full). */
function larger(a: MoveMode, b: MoveMode): MoveMode {
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * MOVE-01/05 (a reading the battle opts into, `StandardState.growingMoves`; docs/standard-combat.md
 * "Readings we chose"): a turn's mode read from the metres of its first move, not named, may still grow while
 * the turn has taken no action: a move made in steps (a token dragged twice, moved with the arrow keys a
 * square at a time) is one move whose mode is the one its whole distance needs, as if it had been made in
 * one go. Named on the board, imposed, after a minor action taken after the move (standard/index.ts), a major
 * action or a block, it is fixed; without the option the first move fixes it. The mode the turn has now,
 * when it may grow; null otherwise.
 */
export function raisableMode(state: BattleState, turn: OpenTurn | null | undefined): MoveMode | null {
  if (state.standard?.growingMoves !== true) return null;
  if (!turn?.move || turn.moveChosen === true || turn.imposedMove || turn.blocked) return null;
  // A declared retreat is the turn's major action, declared before its move (ACT-10): it moves on.
  if (majorsBeforeMove(turn) > (turn.retreat ? 1 : 0)) return null;
  return turn.move;
}

/**
 * MOVE-01/05/06/07, STD-08/13: plans a move along `waypoints` (after the current position).
 * The turn's first move sets the mode (given, or read from the distance); later moves spend what it has left,
 * and a mode read from the distance grows with them until the turn acts (`raisableMode`).
 */
export function planMove(
  state: BattleState,
  actor: Combatant,
  waypoints: readonly Point[],
  wanted: MoveMode | undefined,
  join: boolean,
): MovePlan | RuleError {
  const start = pointOf(actor);
  if (!start) return malformed("Combat.Unplaced", `${actor.name} has no position`);
  if (!waypoints.every(isPoint))
    return malformed("Combat.BadPath", "a path is a list of {x, y} points in metres");
  const speed = moveSpeed(actor);
  if (speed === undefined)
    return malformed("Combat.NoMoveSpeed", `${actor.name} has no Agility or Move Speed`);
  const path = [start, ...waypoints.map(roundPoint)];
  const metric = metricOf(state);
  const length = pathLength(path, metric);
  // Issue 17: no move is longer than a Full Move at the fastest accepted speed; a longer path is refused
  // before anything walks it (not even a GM's override applies it), so a crafted path costs next to nothing.
  if (!(length <= MAX_PATH_METRES))
    return malformed("Combat.OverBudget", `no move is longer than ${MAX_PATH_METRES} m`, {
      mode: "full",
      allowed: MAX_PATH_METRES,
      distance: Number.isFinite(length) ? Math.round(length) : MAX_PATH_METRES,
    });
  const turn = ownTurn(state, actor.id);
  const spent = turn ? std(state).spent : 0;
  const water = waterLimited(state, actor);
  const errors: (RuleError | null)[] = [turnError(state, actor.id)];
  let mode: MoveMode;
  const growing = raisableMode(state, turn);
  if (growing) {
    // A mode read from the metres: the whole distance (or a named mode not below it) decides.
    mode = larger(growing, wanted ?? modeForDistance(speed, spent + length, water));
    if (wanted && RANK[wanted] < RANK[growing])
      errors.push(violation("MOVE-01", "Combat.OneMovePerTurn", "a turn has exactly one movement mode"));
  } else if (turn?.move) {
    mode = turn.move;
    if (wanted && wanted !== turn.move)
      errors.push(violation("MOVE-01", "Combat.OneMovePerTurn", "a turn has exactly one movement mode"));
  } else mode = wanted ?? modeForDistance(speed, spent + length, water);
  if (turn && majorsBeforeMove(turn) > 0 && !turn.retreat && length > 0)
    errors.push(violation("MOVE-01", "Combat.MoveBeforeMajor", "move before the major action"));
  if (turn?.blocked && length > 0)
    errors.push(violation("MOVE-07", "Combat.MoveBlocked", "a blocked move ends the movement of the turn"));
  // ACT-02: no "move, minor action, finish the move" (growing moves or not); MOUNT-05 with MOVE-01: nor
  // "move, mount or dismount as the major action, move on" (standard/index.ts).
  if (turn?.moveEnded && length > 0)
    errors.push(
      turn.mounting?.afterMove === true && turn.mounting.major
        ? violation(
            "MOVE-01",
            "Combat.MountingEndsMove",
            "mounting or dismounting as a major action after moving ends the move",
          )
        : violation(
            "ACT-02",
            "Combat.MinorEndsMove",
            "a minor action taken after moving ends the turn's move",
          ),
    );
  if (mode !== "limited") errors.push(forcedLimited(state, actor));
  const allowed = budget(speed, mode, water);
  if (spent + length > allowed + EPSILON) {
    const params = { mode, allowed, distance: Math.round((spent + length) * 100) / 100 };
    const needs = `a ${mode} move allows ${allowed} m; this needs ${spent + length} m`;
    errors.push(
      water
        ? violation("ENV-05", "Combat.UnderwaterOverBudget", `under water ${needs}`, params)
        : violation("MOVE-05", "Combat.OverBudget", needs, params),
    );
  }
  const end = path[path.length - 1] as Point;
  const fenced = length > 0 ? std(state).forbidden.find((f) => pathEnters(path, f.polygon)) : undefined;
  if (fenced)
    errors.push(
      violation("STD-03", "Combat.ForbiddenCoordinates", `the GM forbids those coordinates (${fenced.id})`),
    );
  const melee = meleeOf(state, actor.id);
  let leaves: Skirmish | null = null;
  if (melee && length > 0) {
    const outside = !inDisc(end, melee.centre, melee.radius, metric);
    if (outside && !turn?.retreat)
      errors.push(
        violation("STD-13", "Combat.CannotLeaveSkirmish", "leaving a melee needs a declared retreat"),
      );
    if (!outside && turn?.retreat)
      errors.push(
        violation("ACT-10", "Combat.RetreatMustLeave", "a retreat's move must get out of the skirmish"),
      );
    if (outside) leaves = melee;
  }
  // ACT-10 / STD-13: an independent inside a skirmish may declare a retreat too; its move must then leave.
  const around = melee ? null : discOf(state, actor);
  if (around && turn?.retreat && length > 0) {
    if (inDisc(end, around.centre, around.radius, metric))
      errors.push(
        violation("ACT-10", "Combat.RetreatMustLeave", "a retreat's move must get out of the skirmish"),
      );
    else leaves = around;
  }
  let joins: Skirmish | null = null;
  if (join) {
    joins = std(state).skirmishes.find((s) => samePoint(s.centre, end)) ?? null;
    if (!joins)
      errors.push(violation("STD-08", "Combat.JoinAtCentre", "to join a melee, move to its centre"));
    // MOUNT-01 / SECT-03: the whole pair joins (joinMelee), each of its sections counted.
    else if (meleeCount(state, joins) + newcomers(state, actor, joins) > MAX_MELEE)
      errors.push(violation("STD-06", "Combat.MeleeFull", `at most ${MAX_MELEE} in one melee`));
  }
  return {
    mode,
    distance: length,
    left: Math.max(0, allowed - spent - length),
    path,
    end,
    errors: errors.filter((e): e is RuleError => !!e),
    joins,
    leaves,
    melee,
    around,
  };
}

/**
 * STD-03: whether walking `path` enters the polygon anywhere after its start (passing through counts, not
 * only ending there). One placed inside may walk out: while the walk has not left the polygon it does not count.
 */
export function pathEnters(path: readonly Point[], polygon: readonly Point[]): boolean {
  let inside = inPolygon(path[0] as Point, polygon);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    if (segmentEnters(a, b, polygon, inside)) return true;
    inside = inside && inPolygon(b, polygon);
  }
  return false;
}

/** STD-06 with MOUNT-01: the heads `actor`'s pair adds to melee `s` (members already in it count once). */
function newcomers(state: BattleState, actor: Combatant, s: Skirmish): number {
  return pairOf(state, actor)
    .filter((c) => !s.melee.includes(c.id))
    .reduce((n, c) => n + headcount(c), 0);
}
