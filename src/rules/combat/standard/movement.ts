import type { RuleError } from "../../errors.js";
import { combatantById, writable, writableSkirmish } from "../draft.js";
import { waterLimited } from "../environment.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import {
  blockingMover,
  carryPair,
  jockeyOf,
  mountOf,
  moverHeadcount,
  pairOf,
  ridingMover,
} from "../mounts.js";
import { findCombatant } from "../roster.js";
import { canFight, headcount } from "../sections.js";
import { majorsBeforeMove, ownTurn, retreatDeclared, turnError, turnOf } from "../turn.js";
import type { BattleState, Combatant, MoveMode, OpenTurn } from "../types.js";
import {
  EPSILON,
  inDisc,
  inPolygon,
  type PathSample,
  type Point,
  pathLength,
  roundPoint,
  samePoint,
  samplePath,
  segmentEnters,
} from "./geometry.js";
import {
  budget,
  discOf,
  dist,
  hostilesAt,
  isIndependentIn,
  MAX_MELEE,
  MAX_PATH_METRES,
  meleeCount,
  meleeOf,
  meleeRoomFor,
  metricOf,
  modeForDistance,
  moveSpeed,
  pointOf,
  searchable,
  setPoint,
  skirmishOf,
  std,
  stdDraft,
} from "./model.js";
import { joinMelee } from "./skirmishes.js";
import type { Skirmish } from "./standard-state.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

const isPoint = (p: unknown): p is Point =>
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
function hostileHolds(
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
function pathEnters(path: readonly Point[], polygon: readonly Point[]): boolean {
  let inside = inPolygon(path[0] as Point, polygon);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    if (segmentEnters(a, b, polygon, inside)) return true;
    inside = inside && inPolygon(b, polygon);
  }
  return false;
}

/**
 * STD-03 with STD-17 (our reading): a blocker walks straight from its coordinates to the blocking point; its
 * Limited Move may not cross coordinates the GM forbids, any more than a mover's may.
 */
function blockerFenced(state: BattleState, from: Point, to: Point): boolean {
  const forbidden = std(state).forbidden;
  return forbidden.length > 0 && forbidden.some((f) => pathEnters([from, to], f.polygon));
}

/** STD-06 with MOUNT-01: the heads `actor`'s pair adds to melee `s` (members already in it count once). */
function newcomers(state: BattleState, actor: Combatant, s: Skirmish): number {
  return pairOf(state, actor)
    .filter((c) => !s.melee.includes(c.id))
    .reduce((n, c) => n + headcount(c), 0);
}

/** Everyone who may block a move, and where (STD-17..23). */
export interface BlockOptions {
  /** Out-of-combat hostiles whose Limited Move reaches the path, with the earliest such point. */
  readonly interceptors: { readonly id: string; readonly at: Point; readonly walked: number }[];
  /** Skirmishes the path enters, with the entry point, and whether STD-21 lets them block. */
  readonly skirmishes: {
    readonly id: string;
    readonly entry: Point;
    readonly walked: number;
    readonly blockable: boolean;
  }[];
}

function insideAnySkirmish(state: BattleState, p: Point): boolean {
  const metric = metricOf(state);
  return std(state).skirmishes.some((s) => inDisc(p, s.centre, s.radius, metric));
}

/**
 * STD-21: the mover's side in the skirmish (itself included unless it passes as an independent). A mounted
 * pair counts as the mount's sections + 1 (MOUNT-09, `moverHeadcount`), its members not counted again.
 */
export function skirmishCanBlock(
  state: BattleState,
  mover: Combatant,
  s: Skirmish,
  independent: boolean,
): boolean {
  const pair = pairOf(state, mover).map((c) => c.id);
  let mine = independent ? 0 : moverHeadcount(state, mover);
  let theirs = 0;
  for (const id of s.melee) {
    // Read only: the combatant as the state has it (`findCombatant` would take a draft's copy to write).
    const c = combatantById(state, id);
    if (!c || pair.includes(c.id)) continue;
    if (c.side === mover.side) mine += headcount(c);
    else theirs += headcount(c);
  }
  return !(mine > 2 * theirs);
}

/**
 * The box around a path's samples, to pass over the skirmishes no sample can lie in without measuring each
 * sample (a move's blockers are listed after every move). Null when a coordinate is not one the box can bound
 * (model.ts `searchable`): then every sample is measured.
 */
function samplesBox(samples: readonly PathSample[]): { near(s: Skirmish): boolean } | null {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const { point } of samples) {
    if (!searchable(point.x) || !searchable(point.y)) return null;
    if (point.x < minX) minX = point.x;
    if (point.x > maxX) maxX = point.x;
    if (point.y < minY) minY = point.y;
    if (point.y > maxY) maxY = point.y;
  }
  return {
    // `inDisc` holds a sample only within radius + EPSILON of the centre on each axis; a metre of slack
    // covers floating-point rounding. Unbounded centres or radii are measured.
    near(s: Skirmish): boolean {
      const { x, y } = s.centre;
      const r = s.radius;
      if (!searchable(x) || !searchable(y) || !searchable(r)) return true;
      const reach = r + EPSILON + 1;
      return x >= minX - reach && x <= maxX + reach && y >= minY - reach && y <= maxY + reach;
    },
  };
}

/**
 * STD-17/18/20/21/23: who may block a move along `path` (start included). Magical moves: nobody.
 * A skirmish the mover retreats from cannot block it.
 */
export function blockOptions(
  state: BattleState,
  mover: Combatant,
  path: readonly Point[],
  opts: { magical?: boolean; retreatFrom?: string | null; independentIn?: string | null } = {},
): BlockOptions {
  if (opts.magical || path.length < 2) return { interceptors: [], skirmishes: [] };
  const metric = metricOf(state);
  const samples = samplePath(path, metric);
  const box = samplesBox(samples);
  const skirmishes: BlockOptions["skirmishes"][number][] = [];
  for (const s of std(state).skirmishes) {
    if (s.melee.includes(mover.id) || s.id === opts.retreatFrom) continue;
    if (box && !box.near(s)) continue;
    if (!s.melee.some((id) => combatantById(state, id)?.side !== mover.side)) continue;
    const hit = samples.find((x) => inDisc(x.point, s.centre, s.radius, metric));
    if (!hit) continue;
    const independent = opts.independentIn === s.id;
    skirmishes.push({
      id: s.id,
      entry: hit.point,
      walked: hit.walked,
      blockable: skirmishCanBlock(state, mover, s, independent),
    });
  }
  const interceptors: BlockOptions["interceptors"][number][] = [];
  // Per sample, once: its whole-metre point, and (when first asked) whether it lies outside every skirmish.
  const rounded = samples.map((x) => roundPoint(x.point));
  const clear: (boolean | undefined)[] = [];
  // Every metric measures at least max(|dx|, |dy|): a hostile farther than its reach from the box around
  // the path on either axis reaches no sample (skipped without measuring each one).
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of rounded) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  for (const c of state.combatants) {
    if (c.side === mover.side) continue;
    // MOUNT-01/12: a mounted pair is offered once, under its jockey, at its mount's Limited Move; a mount
    // (ridden: its jockey's entry; unridden: it blocks nobody on command) and a passenger are not offered.
    let walker = c;
    if (c.kind === "mount") continue;
    if (c.mountedWith !== undefined) {
      const mount = mountOf(state, c);
      if (mount) {
        if (jockeyOf(state, mount) !== c) continue;
        walker = mount;
      }
    }
    // `pointOf` without its copy: the position is only read.
    const at = walker.position;
    if (at.kind !== "point") continue;
    const speed = moveSpeed(walker);
    if (speed === undefined) continue;
    // The land budget is the longest a Limited Move gets (water only shortens it: `budget`).
    const off = Math.max(minX - at.x, at.x - maxX, minY - at.y, at.y - maxY);
    if (off > budget(speed, "limited") + EPSILON) continue;
    if (!canFight(c) || skirmishOf(state, c)) continue;
    const reach = budget(speed, "limited", waterLimited(state, walker));
    const k = samples.findIndex((x, i) => {
      if (!(x.walked > 0) || !(dist(state, at, rounded[i] as Point) <= reach + EPSILON)) return false;
      clear[i] ??= !insideAnySkirmish(state, rounded[i] as Point);
      return clear[i] && !blockerFenced(state, at, rounded[i] as Point);
    });
    const hit = samples[k];
    if (hit) interceptors.push({ id: c.id, at: rounded[k] as Point, walked: hit.walked });
  }
  return { interceptors, skirmishes };
}

/**
 * MOUNT-08 (and SIMP-09's "pushed by a spell or skill") in Standard Combat: the GM puts a combatant at a
 * point `at`; no turn, no movement mode, no block. `together` carries its mounted pair with it (they stay
 * mounted); moved alone, a rider and its mount no longer share coordinates and the rider falls off, prone
 * (settleMounts). Moved anywhere but its skirmish's centre, it is no longer in that melee (STD-09).
 */
function standardForcedMove(state: BattleState, actor: Combatant, ev: Ev<"move">): Handled {
  if (!pointOf(actor)) return hard(malformed("Combat.Unplaced", `${actor.name} has no position`));
  if (!ev.at) return hard(malformed("Combat.ForcedMoveTarget", "a forced move needs a point in `at`"));
  const to = roundPoint(ev.at);
  return legal(
    [
      state.phase !== "round"
        ? violation("FLOW-01", "Combat.NoRound", "forced moves happen inside a round")
        : null,
    ],
    (draft) => {
      const me = findCombatant(draft, actor.id) as Combatant;
      const moved = ev.together === true ? pairOf(draft, me) : [me];
      const log: LogEntry[] = [entry("movedForcedTo", { actorId: me.id, x: to.x, y: to.y })];
      for (const c of moved) log.push(...leaveMeleeAwayFromCentre(draft, setPoint(draft, c, to)));
      return log;
    },
  );
}

/** MOVE-01/05..07, STD-08/13: a move along a path (`moveTo`), or `move` choosing the mode in place. */
export function standardMove(state: BattleState, ev: Ev<"moveTo"> | Ev<"move">): Handled {
  const named = findCombatant(state, ev.actorId);
  if (!named) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  if (ev.type === "move" && ev.forced === true) return standardForcedMove(state, named, ev);
  // MOUNT-01: a jockey moves its mount (the mount's Move Speed), which carries the pair.
  const ride = ridingMover(state, named, ev.type === "move");
  const actor = ride.mover;
  const waypoints = ev.type === "moveTo" ? ev.path : [];
  if (!Array.isArray(waypoints)) return hard(malformed("Combat.BadPath", "a path is a list of points"));
  const join = ev.type === "moveTo" && ev.join === true;
  const magical = ev.type === "moveTo" && ev.magical === true;
  const plan = planMove(state, actor, waypoints, ev.mode, join);
  if ("code" in plan) return hard(plan);
  return legal([ride.error, ...plan.errors], (draft) => {
    const me = findCombatant(draft, actor.id) as Combatant;
    const st = stdDraft(draft);
    const t = turnOf(draft, me.id);
    const spentBefore = st.spent;
    const log: LogEntry[] = [];
    // Where the move starts, as the plan found it (nothing has moved yet): STD-21's independent.
    const independentIn = plan.around?.id ?? null;
    if (t.move !== plan.mode) {
      // The first move sets the mode; a later one may have grown it (`raisableMode`, never shrinks it).
      const before = t.move;
      t.move = plan.mode;
      // MOVE-02 / MOVE-07: a Full Move costs −4 Evasion, blocked or not (the whole pair: MOUNT-03).
      if (plan.mode === "full" && before !== "full")
        for (const c of pairOf(draft, me))
          writable(draft, c).penalties.push({ target: "evasion", value: -4, source: "fullMove" });
    }
    // Named (the board's buttons, a `move` event): fixed from now on.
    if (ev.mode !== undefined) t.moveChosen = true;
    // MOVE-06: a move that starts held by a hostile stays Limited for the whole turn (`forcedLimited`).
    if (!t.limitedByHostile && hostileHolds(state, actor, ownTurn(state, actor.id), plan.melee))
      t.limitedByHostile = true;
    st.spent = spentBefore + plan.distance;
    const wasInMelee = plan.melee !== null;
    const staysInMelee = wasInMelee && !plan.leaves;
    const pair = pairOf(draft, me).map((c) => c.id);
    if (plan.leaves) {
      const s = st.skirmishes.find((x) => x.id === plan.leaves?.id);
      if (s) writableSkirmish(draft, s).melee = s.melee.filter((id) => !pair.includes(id));
    }
    // STD-09: in melee the coordinates stay the centre; a Limited Move inside the skirmish changes nothing.
    if (!staysInMelee) setPoint(draft, me, plan.end);
    carryPair(draft, me);
    log.push(
      entry("movedTo", {
        actorId: me.id,
        mode: plan.mode,
        distance: Math.round(plan.distance * 100) / 100,
        left: Math.round(plan.left * 100) / 100,
        x: (pointOf(me) as Point).x,
        y: (pointOf(me) as Point).y,
      }),
    );
    if (plan.leaves && wasInMelee)
      log.push(entry("leftMelee", { combatantId: me.id, skirmishId: plan.leaves.id }));
    if (plan.joins) {
      const s = st.skirmishes.find((x) => x.id === plan.joins?.id);
      if (s) log.push(...joinMelee(draft, s, me));
    }
    st.lastMove =
      plan.distance > 0
        ? {
            actorId: me.id,
            path: plan.path,
            spentBefore,
            magical,
            retreatFrom: plan.leaves?.id ?? null,
            independentIn,
          }
        : null;
    if (st.lastMove) {
      const options = blockOptions(state, actor, plan.path, st.lastMove);
      const may = [
        ...options.interceptors.map((i) => i.id),
        // Joining a melee at its centre is not passing through that skirmish (STD-08, STD-20).
        ...options.skirmishes.filter((s) => s.blockable && s.id !== plan.joins?.id).map((s) => s.id),
      ];
      if (may.length > 0) log.push(entry("mayBeBlocked", { actorId: me.id, by: may }));
    }
    return log;
  });
}

/**
 * ACT-10 / STD-13: a retreat is declared at the start of the turn by a character in melee. −4 Evasion
 * unless allies in the skirmish (not counting retreaters) are more than twice the hostiles, where the
 * skirmish's independents count as hostiles (seed 000, Standard note), unconscious ones too (our literal
 * reading: they are independents, STD-12; each counts at least once). Sections count (SECT-03). A rider's
 * own mount and fellow riders leave with it, so they are no allies who stay (MOUNT-01).
 */
export function standardRetreat(state: BattleState, ev: Ev<"declareRetreat">): Handled {
  const actor = findCombatant(state, ev.actorId);
  if (!actor) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  const turn = state.turn;
  // ACT-10 / STD-13: in a skirmish: in its melee, or standing in it as an independent (seed 000, "Declaring
  // a Retreat": "a character in a skirmish must declare a retreat in order to move out of a skirmish").
  const s = meleeOf(state, actor.id) ?? skirmishOf(state, actor);
  return legal(
    [
      turnError(state, actor.id),
      turn && (turn.move !== null || turn.majorActions > 0)
        ? violation("ACT-10", "Combat.RetreatAtStart", "a retreat is declared at the start of the turn")
        : null,
      !s ? violation("STD-13", "Combat.NotInSkirmish", "there is no melee to retreat from") : null,
    ],
    (draft) => {
      const me = findCombatant(draft, actor.id) as Combatant;
      let allies = 0;
      let hostiles = 0;
      // MOUNT-01: the retreater's mount and fellow riders retreat with it: no allies who stay.
      const pair = pairOf(draft, me);
      if (s)
        for (const c of draft.combatants) {
          if (pair.includes(c)) continue;
          if (s.melee.includes(c.id)) {
            if (!canFight(c)) continue;
            if (c.side !== me.side) hostiles += headcount(c);
            else if (!draft.retreatsThisRound.includes(c.id)) allies += headcount(c);
            // ACT-10 read literally: "independent characters will count as enemies", and those who fell
            // unconscious are independents at the centre (STD-12): a fallen one counts as one character.
          } else if (isIndependentIn(draft, c, s)) hostiles += Math.max(1, headcount(c));
        }
      return retreatDeclared(draft, me, allies, hostiles);
    },
  );
}

/** STD-09: one whose coordinates are no longer its skirmish's centre is no longer in that melee. */
function leaveMeleeAwayFromCentre(draft: BattleState, c: Combatant): LogEntry[] {
  const s = meleeOf(draft, c.id);
  const p = pointOf(c);
  if (!s || (p && samePoint(p, s.centre))) return [];
  writableSkirmish(draft, s).melee = s.melee.filter((id) => id !== c.id);
  return [entry("leftMelee", { combatantId: c.id, skirmishId: s.id })];
}

function walkedTo(samples: PathSample[], p: Point): PathSample | null {
  let best: PathSample | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const s of samples) {
    const d = Math.hypot(s.point.x - p.x, s.point.y - p.y);
    if (d < bestD) {
      bestD = d;
      best = s;
    }
  }
  return best && bestD <= 0.5 + EPSILON ? best : null;
}

/**
 * STD-17..23, MOVE-07: the other side blocks the move just made. With `skirmishId` the skirmish blocks
 * (STD-20): the mover goes to its centre, into melee, and independents who helped join too (STD-22).
 * Otherwise out-of-combat blockers meet the mover at `at` (default: the earliest point all of them reach
 * with a Limited Move), which may not lie in a skirmish (STD-18). The mode stays (MOVE-07).
 */
export function block(state: BattleState, ev: Ev<"block">): Handled {
  const named = findCombatant(state, ev.moverId);
  if (!named) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.moverId}`));
  // MOUNT-01: blocking a jockey blocks the mount that carries it.
  const mover = ridingMover(state, named).mover;
  if (!Array.isArray(ev.blockerIds) || ev.blockerIds.length === 0)
    return hard(malformed("Combat.NoBlockers", "name at least one blocker"));
  const blockers: Combatant[] = [];
  for (const id of ev.blockerIds) {
    const c = findCombatant(state, id);
    if (!c) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${id}`));
    blockers.push(c);
  }
  if (ev.at !== undefined && !isPoint(ev.at)) return hard(malformed("Combat.BadPath", "at must be {x, y}"));
  const last = std(state).lastMove;
  const errors: (RuleError | null)[] = [];
  if (!last || last.actorId !== mover.id || !ownTurn(state, mover.id)) {
    errors.push(violation("STD-17", "Combat.NothingToBlock", `${mover.name} has no move to block now`));
    return legal(errors, () => []);
  }
  if (last.magical)
    errors.push(
      violation("STD-23", "Combat.Unblockable", "magical relocation and Breakthrough cannot be blocked"),
    );
  for (const b of blockers)
    if (b.side === mover.side || !canFight(b))
      errors.push(violation("STD-17", "Combat.NotABlocker", `${b.name} cannot block ${mover.name}`));
  // MOUNT-01/12: who walks for each blocker (a mounted pair: its mount, carrying the pair), once each.
  const walkers: Combatant[] = [];
  const walking = (b: Combatant): RuleError | null => {
    const w = blockingMover(state, b);
    if (!walkers.includes(w.mover)) walkers.push(w.mover);
    return w.error;
  };
  const metric = metricOf(state);
  const samples = samplePath(last.path, metric);
  let stop: Point;
  let walked: number;
  let skirmish: Skirmish | null = null;
  if (ev.skirmishId !== undefined) {
    skirmish = std(state).skirmishes.find((s) => s.id === ev.skirmishId) ?? null;
    if (!skirmish) return hard(malformed("Combat.UnknownSkirmish", `no skirmish ${ev.skirmishId}`));
    const s = skirmish;
    const hit = samples.find((x) => inDisc(x.point, s.centre, s.radius, metric));
    if (!hit || s.melee.includes(mover.id))
      errors.push(
        violation("STD-20", "Combat.NotThroughSkirmish", "the move does not pass through that skirmish"),
      );
    if (last.retreatFrom === s.id)
      errors.push(
        violation(
          "STD-23",
          "Combat.RetreatUnblockable",
          "a declared retreat cannot be blocked by its skirmish",
        ),
      );
    if (blockers.some((b) => skirmishOf(state, b)?.id !== s.id))
      errors.push(violation("STD-23", "Combat.NoJointBlock", "only characters in the skirmish block for it"));
    // STD-22 with MOUNT-01/12: an independent who helps walks into the melee: a mounted pair as one, a
    // passenger not on its own, an unridden mount not at all. Those already in the melee do not move.
    for (const b of blockers) if (!s.melee.includes(b.id)) errors.push(walking(b));
    if (!skirmishCanBlock(state, mover, s, last.independentIn === s.id))
      errors.push(
        violation("STD-21", "Combat.SideTooStrong", "a side more than twice the other cannot be blocked"),
      );
    // STD-06: the block pulls the mover (its pair) and the independents who helped into the melee: at most 20.
    const entering = [mover, ...blockers].flatMap((c) => pairOf(state, c));
    if (!meleeRoomFor(state, s, [...new Set(entering)]))
      errors.push(violation("STD-06", "Combat.MeleeFull", `at most ${MAX_MELEE} in one melee`));
    stop = s.centre;
    walked = hit?.walked ?? 0;
  } else {
    if (blockers.some((b) => skirmishOf(state, b)))
      errors.push(
        violation("STD-23", "Combat.NoJointBlock", "characters in a skirmish block only for their skirmish"),
      );
    for (const b of blockers) errors.push(walking(b));
    const reaches = (b: Combatant, p: Point) => {
      const at = pointOf(b);
      const speed = moveSpeed(b);
      return (
        !!at &&
        speed !== undefined &&
        dist(state, at, p) <= budget(speed, "limited", waterLimited(state, b)) + EPSILON
      );
    };
    // STD-03: the blocker's straight walk to the point crosses forbidden coordinates.
    const fenced = (b: Combatant, p: Point) => {
      const at = pointOf(b);
      return !!at && blockerFenced(state, at, p);
    };
    // Default: the first whole-metre point on the path every blocker reaches, outside every skirmish.
    const chosen = ev.at
      ? walkedTo(samples, ev.at)
      : (samples.find(
          (x) =>
            x.walked > 0 &&
            !insideAnySkirmish(state, roundPoint(x.point)) &&
            walkers.every((b) => reaches(b, roundPoint(x.point)) && !fenced(b, roundPoint(x.point))),
        ) ?? null);
    if (!chosen) {
      errors.push(
        violation(
          "STD-17",
          "Combat.BlockerOutOfReach",
          "no point on the path within every blocker's Limited Move",
        ),
      );
      stop = pointOf(mover) as Point;
      walked = 0;
    } else {
      stop = roundPoint(ev.at ?? chosen.point);
      walked = walkedTo(samples, stop)?.walked ?? chosen.walked;
      if (insideAnySkirmish(state, stop))
        errors.push(
          violation(
            "STD-18",
            "Combat.BlockInSkirmish",
            "blockers outside a skirmish cannot stop a move inside one",
          ),
        );
      for (const b of walkers) {
        if (!reaches(b, stop))
          errors.push(
            violation(
              "STD-17",
              "Combat.BlockerOutOfReach",
              `${b.name} cannot reach that point with a Limited Move`,
            ),
          );
        else if (fenced(b, stop))
          errors.push(
            violation(
              "STD-03",
              "Combat.ForbiddenCoordinates",
              `${b.name}'s Limited Move to that point crosses coordinates the GM forbids`,
            ),
          );
      }
    }
    // STD-19 / SECT-03: blockers (their sections) must be at least half the mover's sections.
    // MOUNT-09: a ridden mount with its rider counts as the mount's sections + 1, blocking or blocked.
    const blocking = walkers.reduce((n, b) => n + moverHeadcount(state, b), 0);
    if (2 * blocking < moverHeadcount(state, mover))
      errors.push(
        violation(
          "STD-19",
          "Combat.TooFewBlockers",
          "blockers must number at least half the mover's sections",
        ),
      );
  }
  return legal(errors, (draft) => {
    const me = findCombatant(draft, mover.id) as Combatant;
    const st = stdDraft(draft);
    const log: LogEntry[] = [];
    const t = turnOf(draft, me.id);
    t.blocked = true;
    st.spent = last.spentBefore + walked;
    st.lastMove = null;
    if (skirmish) {
      const s = st.skirmishes.find((x) => x.id === skirmish.id) as Skirmish;
      log.push(
        entry("blocked", {
          actorId: me.id,
          by: ev.blockerIds,
          skirmishId: s.id,
          x: s.centre.x,
          y: s.centre.y,
          distance: Math.round(walked * 100) / 100,
        }),
      );
      // STD-20: the mover is stopped at the centre; it enters the melee there unless that would make it more
      // than 20 (only under a GM's override: STD-06 refuses such a block), then it stands there independent.
      setPoint(draft, me, s.centre);
      carryPair(draft, me);
      log.push(...joinMelee(draft, s, me));
      for (const id of ev.blockerIds) {
        const b = findCombatant(draft, id) as Combatant;
        if (!s.melee.includes(b.id)) log.push(...joinMelee(draft, s, b));
      }
    } else {
      // STD-17: the blockers move first, then the mover stops to meet them. Under a GM's override a blocker
      // (or the mover) may stand in a melee: away from its centre it is no longer in that melee (STD-09).
      // MOUNT-01: a mounted pair walks as its mount and stays mounted. (Under a GM's override a passenger or
      // an unridden mount walks alone: a passenger then falls off, settleMounts.)
      const moved: string[] = [];
      for (const walker of walkers) {
        const w = setPoint(draft, findCombatant(draft, walker.id) as Combatant, stop);
        const pair = jockeyOf(draft, w) ? pairOf(draft, w) : [w];
        if (pair.length > 1) carryPair(draft, w);
        moved.push(...pair.map((c) => c.id));
      }
      setPoint(draft, me, stop);
      carryPair(draft, me);
      // (Read after the moves: the draft's copies as they now stand.)
      for (const id of [...moved, ...pairOf(draft, me).map((c) => c.id)])
        log.push(...leaveMeleeAwayFromCentre(draft, findCombatant(draft, id) as Combatant));
      log.push(
        entry("blocked", {
          actorId: me.id,
          by: ev.blockerIds,
          skirmishId: null,
          x: stop.x,
          y: stop.y,
          distance: Math.round(walked * 100) / 100,
        }),
      );
    }
    return log;
  });
}
