import { entry, type LogEntry } from "../log.js";
import { pairOf } from "../mounts.js";
import { canFight } from "../sections.js";
import type { BattleState, Combatant } from "../types.js";
import { inDisc, midpointRoundedUp, type Point } from "./geometry.js";
import {
  hostilesAt,
  isIndependentIn,
  meleeCount,
  meleeOf,
  metricOf,
  pointOf,
  radiusFor,
  type Skirmish,
  setPoint,
  skirmishOf,
  stdDraft,
} from "./model.js";

const byId = (state: BattleState, id: string) => state.combatants.find((c) => c.id === id);

/**
 * STD-08/09/11: `c` joins the melee of `s`; its coordinates become the centre. A rider and its mount share
 * coordinates (MOUNT-01), so the pair enters together (our reading, as sections do: SECT-05).
 */
export function joinMelee(draft: BattleState, s: Skirmish, c: Combatant): LogEntry[] {
  const log: LogEntry[] = [];
  for (const member of pairOf(draft, c)) {
    if (s.melee.includes(member.id) || (member !== c && !canFight(member))) continue;
    for (const other of stdDraft(draft).skirmishes)
      other.melee = other.melee.filter((id) => id !== member.id);
    s.melee.push(member.id);
    setPoint(member, s.centre);
    log.push(entry("joinedMelee", { combatantId: member.id, skirmishId: s.id }));
  }
  return log;
}

/**
 * STD-05: hostile characters at the same coordinates, one attacking, casting or using a unique skill:
 * a skirmish breaks out there with the actor and the hostiles at its coordinates in melee. Where the
 * actor already stands in a skirmish, no new one breaks out: the actor (and those hostiles) join its melee.
 * SECT-05: a combatant is one entry, so all of a monster's sections enter together.
 */
export function outbreak(draft: BattleState, actor: Combatant): LogEntry[] {
  const foes = hostilesAt(draft, actor);
  if (foes.length === 0 || !canFight(actor)) return [];
  const existing = skirmishOf(draft, actor);
  const log: LogEntry[] = [];
  if (existing) {
    for (const c of [actor, ...foes])
      if (!existing.melee.includes(c.id) && canFight(c)) log.push(...joinMelee(draft, existing, c));
    return log;
  }
  const st = stdDraft(draft);
  const centre = pointOf(actor) as Point;
  const s: Skirmish = { id: `s${st.nextId++}`, centre, melee: [], radius: 3, independents: [] };
  st.skirmishes.push(s);
  log.push(entry("skirmishBroke", { skirmishId: s.id, x: centre.x, y: centre.y }));
  for (const c of [actor, ...foes]) log.push(...joinMelee(draft, s, c));
  s.radius = radiusFor(meleeCount(draft, s));
  return log;
}

/** STD-11: a melee participant attacking an independent of its skirmish pulls it into the melee at once. */
export function pullIntoMelee(draft: BattleState, attacker: Combatant, target: Combatant): LogEntry[] {
  const s = meleeOf(draft, attacker.id);
  if (!s || target.side === attacker.side || !canFight(target) || !isIndependentIn(draft, target, s))
    return [];
  return joinMelee(draft, s, target);
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
  for (const s of st.skirmishes) {
    s.melee = s.melee.filter((id) => {
      const c = byId(draft, id);
      if (c && canFight(c)) return true;
      log.push(entry("leftMelee", { combatantId: id, skirmishId: s.id }));
      return false;
    });
  }
  const alive = (s: Skirmish) => {
    const sides = new Set(s.melee.map((id) => byId(draft, id)?.side));
    return sides.has("pc") && sides.has("enemy");
  };
  st.skirmishes = st.skirmishes.filter((s) => {
    if (alive(s)) return true;
    log.push(entry("skirmishEnded", { skirmishId: s.id }));
    return false;
  });
  const resize = (s: Skirmish) => {
    const radius = radiusFor(meleeCount(draft, s));
    if (radius !== s.radius) log.push(entry("skirmishResized", { skirmishId: s.id, radius }));
    s.radius = radius;
  };
  for (const s of st.skirmishes) resize(s);
  const metric = metricOf(draft);
  for (let merged = true; merged; ) {
    merged = false;
    outer: for (const a of st.skirmishes)
      for (const b of st.skirmishes) {
        if (a === b || !inDisc(b.centre, a.centre, a.radius, metric)) continue;
        a.centre = midpointRoundedUp(a.centre, b.centre);
        a.melee = [...a.melee, ...b.melee];
        st.skirmishes = st.skirmishes.filter((s) => s !== b);
        for (const id of a.melee) {
          const c = byId(draft, id);
          if (c) setPoint(c, a.centre);
        }
        log.push(
          entry("skirmishesMerged", { skirmishId: a.id, mergedId: b.id, x: a.centre.x, y: a.centre.y }),
        );
        resize(a);
        merged = true;
        break outer;
      }
  }
  return log;
}

/** STD-11 (1): at the end of its turn a conscious independent still inside a skirmish is noted. */
export function noteIndependentTurn(draft: BattleState, actorId: string): void {
  const c = byId(draft, actorId);
  if (!c || !canFight(c) || meleeOf(draft, c.id)) return;
  const s = skirmishOf(draft, c);
  if (s) stdDraft(draft).pendingJoins.push({ combatantId: c.id, skirmishId: s.id });
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
