/** Blocking in Standard Combat: who may block a move just made, and the block event that stops it. */
import type { RuleError } from "../../errors.js";
import { combatantById } from "../draft.js";
import { waterLimited } from "../environment/underwater.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { findCombatant } from "../roster.js";
import {
  blockingMover,
  carryPair,
  jockeyOf,
  mountOf,
  moverHeadcount,
  pairOf,
  ridingMover,
} from "../sections-and-mounts/mounts.js";
import { canFight, headcount } from "../sections-and-mounts/sections.js";
import { ownTurn, turnOf } from "../turn/turn.js";
import type { BattleState, Combatant } from "../types.js";
import { EPSILON, inDisc, type PathSample, type Point, roundPoint, samplePath } from "./geometry.js";
import {
  budget,
  dist,
  MAX_MELEE,
  meleeRoomFor,
  metricOf,
  moveSpeed,
  pointOf,
  searchable,
  setPoint,
  skirmishOf,
  std,
  stdDraft,
} from "./model.js";
import { isPoint, pathEnters } from "./movement.js";
import { joinMelee, leaveMeleeAwayFromCentre } from "./skirmishes.js";
import type { Skirmish } from "./standard-state.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

/**
 * STD-03 with STD-17 (our reading): a blocker walks straight from its coordinates to the blocking point; its
 * Limited Move may not cross coordinates the GM forbids, any more than a mover's may.
 */
function blockerFenced(state: BattleState, from: Point, to: Point): boolean {
  const forbidden = std(state).forbidden;
  return forbidden.length > 0 && forbidden.some((f) => pathEnters([from, to], f.polygon));
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
