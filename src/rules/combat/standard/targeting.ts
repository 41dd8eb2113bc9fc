/** Standard Combat targeting: shields in the line of fire, misfire pools and the units an area covers. */
import type { DiceSource } from "../../dice/dice-source.js";
import type { RuleError } from "../../errors.js";
import { combatantById } from "../draft.js";
import type { EffectArea } from "../events.js";
import { violation } from "../log.js";
import { pickIndex, pickSome } from "../random-pick.js";
import { canFight, present } from "../sections-and-mounts/sections.js";
import type { TargetUnit } from "../simplified/misfire.js";
import type { BattleState, Combatant } from "../types.js";
import {
  between,
  EPSILON,
  inDisc,
  inPolygon,
  type PathSample,
  type Point,
  samePoint,
  samplePath,
} from "./geometry.js";
import { metricOf, pointOf, presentAt, skirmishOf, std } from "./model.js";
import type { Skirmish } from "./standard-state.js";

/** Why a shot from `shooter` to `to` is shielded: one entry per shield (STD-25/26/27). */
export interface Shield {
  readonly rule: "STD-25" | "STD-26" | "STD-27";
  readonly by: string;
}

/**
 * STD-25..27: what shields `to` (a point, or the target's coordinates) from `shooter`.
 * STD-25: a skirmish shields what lies beyond it when shooter and target are both outside it; shooting
 * into it is fine, and from inside nothing in it is shielded. STD-26: fighting hostiles of the shooter
 * between them shield, unless at the shooter's or the target's coordinates; friends never do; nobody
 * inside the shooter's own skirmish shields a target in it. STD-27: GM-marked terrain shields like a skirmish.
 * Hawk Eye is applied by the caller (it shoots through all three).
 */
export function shields(state: BattleState, shooter: Combatant, to: Point, targetId?: string): Shield[] {
  const from = pointOf(shooter);
  if (!from) return [];
  const metric = metricOf(state);
  const out: Shield[] = [];
  // The line of fire is sampled only when something could lie across it (issue 21): every sample lies in
  // the segment's box, and neither a disc (every metric measures at least the larger of |dx| and |dy|,
  // `inDisc`) nor a polygon lying off that box holds one.
  let samples: PathSample[] | null = null;
  const along = () => {
    samples ??= samplePath([from, to], metric);
    return samples;
  };
  const slack = 2 * EPSILON;
  const [minX, maxX] = from.x < to.x ? [from.x, to.x] : [to.x, from.x];
  const [minY, maxY] = from.y < to.y ? [from.y, to.y] : [to.y, from.y];
  const boxMeets = (x0: number, x1: number, y0: number, y1: number) =>
    x1 >= minX - slack && x0 <= maxX + slack && y1 >= minY - slack && y0 <= maxY + slack;
  for (const s of std(state).skirmishes) {
    if (inDisc(from, s.centre, s.radius, metric) || inDisc(to, s.centre, s.radius, metric)) continue;
    const { x, y } = s.centre;
    const r = s.radius + EPSILON;
    if (!boxMeets(x - r, x + r, y - r, y + r)) continue;
    if (along().some((p) => inDisc(p.point, s.centre, s.radius, metric)))
      out.push({ rule: "STD-25", by: s.id });
  }
  const own = skirmishOf(state, shooter);
  const target = targetId ? combatantById(state, targetId) : undefined;
  const targetInOwn = !!own && !!target && skirmishOf(state, target)?.id === own.id;
  for (const c of state.combatants) {
    if (c.side === shooter.side || c.id === targetId || !canFight(c)) continue;
    // The position itself (only read): no copy per combatant on every shot.
    const p = c.position;
    if (p.kind !== "point" || samePoint(p, from) || samePoint(p, to) || !between(p, from, to)) continue;
    if (targetInOwn && skirmishOf(state, c)?.id === own?.id) continue;
    out.push({ rule: "STD-26", by: c.id });
  }
  for (const b of std(state).sightBlockers) {
    if (inPolygon(from, b.polygon) || inPolygon(to, b.polygon)) continue;
    let [x0, x1, y0, y1] = [
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    for (const p of b.polygon) {
      x0 = Math.min(x0, p.x);
      x1 = Math.max(x1, p.x);
      y0 = Math.min(y0, p.y);
      y1 = Math.max(y1, p.y);
    }
    if (!boxMeets(x0, x1, y0, y1)) continue;
    if (along().some((x) => inPolygon(x.point, b.polygon))) out.push({ rule: "STD-27", by: b.id });
  }
  return out;
}

/** STD-25..27 as rule errors, unless the shooter has Hawk Eye. */
export function shieldErrors(
  state: BattleState,
  shooter: Combatant,
  to: Point,
  targetId?: string,
): RuleError[] {
  if (shooter.feats.includes("hawkEye")) return [];
  return shields(state, shooter, to, targetId).map((s) =>
    violation(s.rule, "Combat.Shielded", `the target is shielded (${s.by}); Hawk Eye shoots through`, {
      by: s.by,
    }),
  );
}

/** Every section of everyone present at `p`, in roster order (STD-24's pool). */
export function unitsAt(state: BattleState, p: Point): TargetUnit[] {
  return presentAt(state, p).flatMap((c) => c.sections.map((_, section) => ({ combatantId: c.id, section })));
}

/**
 * STD-24: a shot (or Area: Shot) at a target in a skirmish from outside that skirmish, with others at the
 * target's coordinates, picks among all at those coordinates (in melee: the centre). Never when shooter and
 * target are in the same skirmish; never with Targeting.
 */
export function misfirePool(state: BattleState, shooter: Combatant, target: Combatant): TargetUnit[] | null {
  if (shooter.feats.includes("targeting")) return null;
  const where = skirmishOf(state, target);
  const p = pointOf(target);
  if (!where || !p || skirmishOf(state, shooter)?.id === where.id) return null;
  const pool = unitsAt(state, p);
  return pool.length > 1 ? pool : null;
}

export function resolveStandardShot(
  state: BattleState,
  shooter: Combatant,
  target: Combatant,
  intended: TargetUnit,
  dice: DiceSource,
): { unit: TargetUnit; misfire: boolean } {
  const pool = misfirePool(state, shooter, target);
  if (!pool) return { unit: intended, misfire: false };
  return { unit: pool[pickIndex(pool.length, dice)] ?? intended, misfire: true };
}

/**
 * STD-28: a wide area (radius around `centre`) covers everyone whose own coordinates it covers: melee
 * participants stand at their skirmish's centre, so they are all in exactly when the centre is; an
 * independent only when its own point is. "/N" caps draw N at random among them.
 */
export function coveredBy(state: BattleState, centre: Point, radius: number): TargetUnit[] {
  const metric = metricOf(state);
  const units: TargetUnit[] = [];
  for (const c of state.combatants) {
    const p = pointOf(c);
    if (p && present(c) && inDisc(p, centre, radius, metric))
      units.push(...c.sections.map((_, section) => ({ combatantId: c.id, section })));
  }
  return units;
}

/** STD-29: everyone at coordinates between user and target, other than the target (the user only if it asks). */
export function lineCandidates(
  state: BattleState,
  user: Combatant,
  target: Combatant | null,
  to: Point,
  includeSelf: boolean,
): TargetUnit[] {
  const from = pointOf(user) as Point;
  const units: TargetUnit[] = [];
  for (const c of state.combatants) {
    const p = pointOf(c);
    if (!p || !present(c) || c.id === target?.id) continue;
    if (c.id === user.id && !includeSelf) continue;
    if (between(p, from, to)) units.push(...c.sections.map((_, section) => ({ combatantId: c.id, section })));
  }
  return units;
}

export interface StandardAreaResult {
  readonly affected: TargetUnit[];
  readonly misfire: boolean;
  readonly lineRolls: { unit: TargetUnit; roll: number; hit: boolean }[];
}

/** Who an effect touches in Standard Combat (STD-24, STD-28, STD-29), drawing chance from `dice`. */
export function resolveStandardArea(
  state: BattleState,
  user: Combatant,
  shape: EffectArea,
  target: Combatant | null,
  to: Point,
  includeSelf: boolean,
  dice: DiceSource,
): StandardAreaResult {
  const intended = target ? { combatantId: target.id, section: 0 } : null;
  switch (shape.shape) {
    case "target":
      return { affected: intended ? [intended] : [], misfire: false, lineRolls: [] };
    case "shot": {
      if (!target || !intended) return { affected: [], misfire: false, lineRolls: [] };
      const shot = resolveStandardShot(state, user, target, intended, dice);
      return { affected: [shot.unit], misfire: shot.misfire, lineRolls: [] };
    }
    case "radius": {
      // STD-28: a radius area affects everyone whose coordinates it covers, its user included (in melee or
      // independent, as in Simplified Combat: SIMP-15/16). Only Area: Line lets the user leave itself out
      // (STD-29), so `includeSelf` is not read here (an old stored event that has it still reads).
      const all = coveredBy(state, to, shape.radius);
      const affected =
        shape.cap !== undefined && all.length > shape.cap ? pickSome(all, shape.cap, dice) : all;
      return { affected, misfire: false, lineRolls: [] };
    }
    case "line":
    case "breakthrough": {
      const lineRolls = lineCandidates(state, user, target, to, includeSelf).map((unit) => {
        const roll = dice.d6();
        return { unit, roll, hit: roll <= 3 };
      });
      const affected = [
        ...(intended ? [intended] : []),
        ...lineRolls.filter((r) => r.hit).map((r) => r.unit),
      ];
      return { affected, misfire: false, lineRolls };
    }
  }
}

export type { Skirmish };
