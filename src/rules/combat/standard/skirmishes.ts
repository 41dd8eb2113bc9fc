/** Standard Combat skirmishes: joining and leaving melee, outbreaks, and settling every skirmish after an event. */
import { combatantById, type WritableSkirmish, writableSkirmish, writableSkirmishes } from "../draft.js";
import { entry, type LogEntry } from "../log.js";
import { pairOf } from "../sections-and-mounts/mounts.js";
import { canFight, headcount } from "../sections-and-mounts/sections.js";
import type { BattleState, Combatant } from "../types.js";
import {
  distance,
  EPSILON,
  inDisc,
  inPolygon,
  midpointRoundedUp,
  type Point,
  roundPoint,
  samePoint,
} from "./geometry.js";
import {
  hostilesAt,
  isIndependentIn,
  meleeCount,
  meleeOf,
  meleeRoomFor,
  metricOf,
  pointOf,
  radiusFor,
  setPoint,
  skirmishOf,
  std,
  stdDraft,
} from "./model.js";
import type { Skirmish } from "./standard-state.js";

const byId = combatantById;

/**
 * STD-08/09/11: `c` joins the melee of `s`; its coordinates become the centre. A rider and its mount share
 * coordinates (MOUNT-01), so the pair enters together (our reading, as sections do: SECT-05).
 * STD-06: never more than 20 in one melee. Where the pair does not fit, nobody of it joins: it stays where it
 * stands, outside the melee, and `meleeFull` says so (the actions a player chooses are refused before this:
 * a join at the centre, a skirmish's block, mounting up; the pull-ins the rules make leave the 21st out).
 */
export function joinMelee(draft: BattleState, stale: Skirmish, c: Combatant): LogEntry[] {
  const log: LogEntry[] = [];
  // `stale` may be a reference read before an earlier join of this event took the skirmishes for writing
  // (draft.ts): its melee would miss who joined since. Room is counted on the skirmish as the draft has it.
  const skirmishes = stdDraft(draft).skirmishes;
  const s = skirmishes.find((x) => x === stale) ?? skirmishes.find((x) => x.id === stale.id) ?? stale;
  const entering = pairOf(draft, c).filter((m) => m === c || canFight(m));
  if (!meleeRoomFor(draft, s, entering)) return [entry("meleeFull", { combatantId: c.id, skirmishId: s.id })];
  // The draft's own skirmishes (draft.ts): `s` may be the shared one.
  const list = writableSkirmishes(draft);
  const mine = writableSkirmish(draft, s);
  for (const member of pairOf(draft, c)) {
    if (mine.melee.includes(member.id) || (member !== c && !canFight(member))) continue;
    for (const other of list)
      if (other.melee.includes(member.id)) other.melee = other.melee.filter((id) => id !== member.id);
    // A new list (the draft shares the previous state's melee lists, draft.ts).
    mine.melee = [...mine.melee, member.id];
    setPoint(draft, member, mine.centre);
    log.push(entry("joinedMelee", { combatantId: member.id, skirmishId: mine.id }));
  }
  return log;
}

/**
 * STD-05: hostile characters at the same coordinates, one attacking, casting or using a unique skill:
 * a skirmish breaks out there with the actor and the hostiles at its coordinates in melee. Where the
 * actor already stands in a skirmish, no new one breaks out, and nobody joins by this (STD-11: an
 * independent joins when a melee participant attacks it, `pullIntoMelee`, or at the start of the round
 * after its turn inside, `joinPending`; a bystander at the centre is not pulled in by another's attack).
 * SECT-05: a combatant is one entry, so all of a monster's sections enter together.
 * STD-06: the actor first, then the one it attacked (`target`), then the others in roster order, up to 20.
 */
export function outbreak(draft: BattleState, actor: Combatant, target?: Combatant | null): LogEntry[] {
  const foes = hostilesAt(draft, actor);
  if (foes.length === 0 || !canFight(actor) || skirmishOf(draft, actor)) return [];
  const st = stdDraft(draft);
  const centre = pointOf(actor) as Point;
  const s: WritableSkirmish = { id: `s${st.nextId++}`, centre, melee: [], radius: 3, independents: [] };
  writableSkirmishes(draft).push(s);
  const log: LogEntry[] = [entry("skirmishBroke", { skirmishId: s.id, x: centre.x, y: centre.y })];
  const first = target ? foes.filter((f) => f.id === target.id) : [];
  for (const c of [actor, ...first, ...foes.filter((f) => !first.includes(f))])
    if (!s.melee.includes(c.id)) log.push(...joinMelee(draft, s, c));
  s.radius = radiusFor(meleeCount(draft, s));
  return log;
}

/**
 * STD-11: a melee participant attacking an independent of its skirmish pulls it into the melee at once
 * (not when the melee is full, STD-06: the attack stands and the target stays outside, `joinMelee`).
 */
export function pullIntoMelee(draft: BattleState, attacker: Combatant, target: Combatant): LogEntry[] {
  const s = meleeOf(draft, attacker.id);
  if (!s || target.side === attacker.side || !canFight(target) || !isIndependentIn(draft, target, s))
    return [];
  return joinMelee(draft, s, target);
}

/**
 * STD-08/11 (seed 000: "characters that are attacking each other are 'in melee'"; the worked example's C "moves
 * to the center of the skirmish and declares their intent to join ..., making a melee attack on Character A"):
 * an independent standing at its skirmish's centre that makes a melee attack on a hostile in that melee joins
 * it: the attack is its declaration. The skirmish it joins, or null (bystanders at the centre are not pulled in
 * by someone else's attack: `pullIntoMelee`).
 */
export function attackJoins(state: BattleState, attacker: Combatant, target: Combatant): Skirmish | null {
  if (target.side === attacker.side || meleeOf(state, attacker.id)) return null;
  const s = meleeOf(state, target.id);
  const p = pointOf(attacker);
  return s && p && samePoint(p, s.centre) && isIndependentIn(state, attacker, s) ? s : null;
}

/**
 * After every action (STD-14: never in the middle of one), bring the skirmishes up to date:
 * STD-12 those who cannot act leave the melee and stay at the centre as independents; STD-16 a skirmish
 * with a side unable to fight disappears; STD-06 the radius follows the melee's headcount; STD-15 a
 * skirmish whose centre lies in another's disc merges with it at the midpoint rounded up.
 */
export function settleSkirmishes(draft: BattleState): LogEntry[] {
  const st = stdDraft(draft);
  const log: LogEntry[] = [];
  const fights = (id: string) => {
    const c = byId(draft, id);
    return !!c && canFight(c);
  };
  // One look at each melee (issue 21): who cannot fight leaves it (STD-12), and of those who stay, whether
  // both sides are there (STD-16) and how many count (STD-06). Nothing is written between this look and
  // the passes that use it, so they read what it found. The skirmishes are taken for writing (draft.ts)
  // only when one changes: most events change none.
  const count = st.skirmishes.length;
  const bothSides: boolean[] = new Array(count);
  const heads: number[] = new Array(count);
  let allAlive = true;
  for (let k = 0; k < count; k++) {
    let s = st.skirmishes[k] as Skirmish;
    // (Most events change no melee: the list is rebuilt only when someone leaves it.)
    if (!s.melee.every(fights)) {
      const mine = writableSkirmish(draft, s);
      mine.melee = s.melee.filter((id) => {
        if (fights(id)) return true;
        log.push(entry("leftMelee", { combatantId: id, skirmishId: s.id }));
        return false;
      });
      s = mine;
    }
    let pc = false;
    let enemy = false;
    let n = 0;
    for (const id of s.melee) {
      const c = byId(draft, id);
      if (!c) continue;
      if (c.side === "pc") pc = true;
      else if (c.side === "enemy") enemy = true;
      n += headcount(c);
    }
    bothSides[k] = pc && enemy;
    heads[k] = n;
    if (!(pc && enemy)) allAlive = false;
  }
  const resize = (s: Skirmish, participants = meleeCount(draft, s)) => {
    const radius = radiusFor(participants);
    if (radius === s.radius) return;
    log.push(entry("skirmishResized", { skirmishId: s.id, radius }));
    writableSkirmish(draft, s).radius = radius;
  };
  if (!allAlive) {
    // STD-16: the skirmishes with a side unable to fight end (a new list of the same, shared skirmishes).
    const kept: Skirmish[] = [];
    const keptHeads: number[] = [];
    for (let k = 0; k < count; k++) {
      const s = st.skirmishes[k] as Skirmish;
      if (bothSides[k]) {
        kept.push(s);
        keptHeads.push(heads[k] as number);
      } else log.push(entry("skirmishEnded", { skirmishId: s.id }));
    }
    st.skirmishes = kept;
    for (let k = 0; k < kept.length; k++) heads[k] = keptHeads[k] as number;
    // STD-11: a join pending in a skirmish that disappeared goes with it (a new list: the draft shares it).
    if (st.pendingJoins.some((p) => !kept.some((s) => s.id === p.skirmishId)))
      st.pendingJoins = st.pendingJoins.filter((p) => kept.some((s) => s.id === p.skirmishId));
  }
  // (Resizing may take the list for writing: each skirmish is read from the list as it is then.)
  for (let k = 0; k < st.skirmishes.length; k++) resize(st.skirmishes[k] as Skirmish, heads[k] as number);
  const metric = metricOf(draft);
  for (let merged = true; merged; ) {
    merged = false;
    const n = st.skirmishes.length;
    outer: for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const a0 = st.skirmishes[i] as Skirmish;
        const b = st.skirmishes[j] as Skirmish;
        if (i === j || !inDisc(b.centre, a0.centre, a0.radius, metric)) continue;
        const list = writableSkirmishes(draft);
        const a = list[i] as WritableSkirmish;
        a.centre = midpointRoundedUp(a.centre, b.centre);
        const everyone = [...a.melee, ...b.melee];
        st.skirmishes = list.filter((_, k) => k !== j);
        for (const id of everyone) {
          const c = byId(draft, id);
          if (c) setPoint(draft, c, a.centre);
        }
        // STD-11: a join pending in the absorbed skirmish is pending in the merged one (new entries: the
        // draft shares the previous state's).
        if (st.pendingJoins.some((p) => p.skirmishId === b.id))
          st.pendingJoins = st.pendingJoins.map((p) =>
            p.skirmishId === b.id ? { ...p, skirmishId: a.id } : p,
          );
        log.push(
          entry("skirmishesMerged", { skirmishId: a.id, mergedId: b.id, x: a.centre.x, y: a.centre.y }),
        );
        // STD-06 (our reading): the merged melee keeps 20, in order (the absorbing melee's, then the
        // other's); a pair that no longer fits stays at the new centre as independents (as STD-12 leaves
        // those who drop out of a melee at its centre).
        const melee: string[] = [];
        a.melee = melee;
        const left = new Set<string>();
        for (const id of everyone) {
          const c = byId(draft, id);
          if (!c || melee.includes(id) || left.has(id)) continue;
          const pair = pairOf(draft, c).filter((m) => everyone.includes(m.id));
          if (meleeRoomFor(draft, a, pair)) {
            for (const m of pair) if (!melee.includes(m.id)) melee.push(m.id);
          } else {
            for (const m of pair) left.add(m.id);
            log.push(entry("meleeFull", { combatantId: id, skirmishId: a.id }));
          }
        }
        resize(a);
        merged = true;
        break outer;
      }
  }
  return log;
}

/** How far (metres, each way) `landingPoint` looks for a free point before giving up. */
const LANDING_SEARCH = 100;

/**
 * ENV-04 (our reading, docs/standard-combat.md): where a faller forced out of a skirmish lands: the nearest
 * whole-metre point to `from` outside every skirmish and every forbidden polygon (STD-03), nearest by the
 * battle's metric, then by straight distance, then by angle counter-clockwise from +x (east). Null when
 * nothing within 100 m is free.
 */
export function landingPoint(state: BattleState, from: Point): Point | null {
  const st = std(state);
  const metric = metricOf(state);
  const free = (p: Point) =>
    !st.skirmishes.some((s) => inDisc(p, s.centre, s.radius, metric)) &&
    !st.forbidden.some((f) => inPolygon(p, f.polygon));
  const origin = roundPoint(from);
  let best: { p: Point; key: [number, number, number] } | null = null;
  for (let k = 1; k <= LANDING_SEARCH; k++) {
    if (best && k > best.key[0] + EPSILON) break;
    for (let dx = -k; dx <= k; dx++)
      for (let dy = -k; dy <= k; dy++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== k) continue;
        const p = { x: origin.x + dx, y: origin.y + dy };
        if (!free(p)) continue;
        const angle = (Math.atan2(dy, dx) + 2 * Math.PI) % (2 * Math.PI);
        const key: [number, number, number] = [distance(origin, p, metric), Math.hypot(dx, dy), angle];
        const better =
          !best ||
          key[0] < best.key[0] - EPSILON ||
          (Math.abs(key[0] - best.key[0]) <= EPSILON &&
            (key[1] < best.key[1] - EPSILON ||
              (Math.abs(key[1] - best.key[1]) <= EPSILON && key[2] < best.key[2])));
        if (better) best = { p, key };
      }
  }
  return best?.p ?? null;
}

/**
 * ENV-04: "Falling from the sky forces a character out of a skirmish, regardless of all other conditions":
 * the faller leaves its melee and, standing in a skirmish (in melee or as an independent), lands at the
 * `landingPoint` outside it, its mounted pair with it (they share coordinates, MOUNT-01).
 */
export function forceOutOfSkirmish(draft: BattleState, c: Combatant): LogEntry[] {
  const log: LogEntry[] = [];
  const pair = pairOf(draft, c);
  for (const m of pair) {
    const s = meleeOf(draft, m.id);
    if (!s) continue;
    writableSkirmish(draft, s).melee = s.melee.filter((id) => id !== m.id);
    log.push(entry("leftMelee", { combatantId: m.id, skirmishId: s.id }));
  }
  const p = pointOf(c);
  if (!p || !skirmishOf(draft, c)) return log;
  const to = landingPoint(draft, p);
  if (!to) return log;
  for (const m of pair)
    if (m.id === c.id || (pointOf(m) && samePoint(pointOf(m) as Point, p))) setPoint(draft, m, to);
  log.push(entry("forcedOutOfSkirmish", { combatantId: c.id, x: to.x, y: to.y }));
  return log;
}

/** STD-11 (1): at the end of its turn a conscious independent still inside a skirmish is noted. */
export function noteIndependentTurn(draft: BattleState, actorId: string): void {
  const c = byId(draft, actorId);
  if (!c || !canFight(c) || meleeOf(draft, c.id)) return;
  const s = skirmishOf(draft, c);
  if (!s) return;
  // A new list: the draft shares the previous state's.
  const st = stdDraft(draft);
  st.pendingJoins = [...st.pendingJoins, { combatantId: c.id, skirmishId: s.id }];
}

/** STD-11 (1): at the start of the next round those still inside (and conscious) join the melee. */
export function joinPending(draft: BattleState): LogEntry[] {
  const st = stdDraft(draft);
  const log: LogEntry[] = [];
  for (const p of st.pendingJoins) {
    const c = byId(draft, p.combatantId);
    const s = st.skirmishes.find((x) => x.id === p.skirmishId);
    if (c && s && canFight(c) && isIndependentIn(draft, c, s)) log.push(...joinMelee(draft, s, c));
  }
  st.pendingJoins = [];
  return log;
}

/** STD-09: one whose coordinates are no longer its skirmish's centre is no longer in that melee. */
export function leaveMeleeAwayFromCentre(draft: BattleState, c: Combatant): LogEntry[] {
  const s = meleeOf(draft, c.id);
  const p = pointOf(c);
  if (!s || (p && samePoint(p, s.centre))) return [];
  writableSkirmish(draft, s).melee = s.melee.filter((id) => id !== c.id);
  return [entry("leftMelee", { combatantId: c.id, skirmishId: s.id })];
}
