/** Simplified Combat area effects: which areas an effect covers and who in them it hits. */
import type { DiceSource } from "../../dice/dice-source.js";
import type { EffectArea } from "../events.js";
import { pickSome } from "../random-pick.js";
import type { Area, BattleState } from "../types.js";
import { AREAS, adjacentAreas } from "./areas.js";
import { resolveShot, type TargetUnit, unitsIn } from "./misfire.js";

/**
 * Areas an effect covers. SIMP-15: radius < 10 m → the target area. SIMP-16: 10–19 m → target area and
 * adjacent areas (from the Frontline that is all three); ≥ 20 m → all three. SIMP-17: Line always covers the
 * Frontline; from a Rearguard (or from outside the combat) all three; from the Frontline, the Frontline and the
 * targeted area. SIMP-18: Breakthrough covers the areas on its path. Areas come in the order the effect
 * passes them, so Line rolls are made area by area from the user outwards, in roster order within an area.
 */
export function affectedAreas(shape: EffectArea, from: Area | null, to: Area): Area[] {
  switch (shape.shape) {
    case "target":
    case "shot":
      return [to];
    case "radius":
      if (shape.radius < 10) return [to];
      if (shape.radius < 20) return [to, ...adjacentAreas(to)];
      return [...AREAS];
    case "line":
      if (from === "frontline") return to === "frontline" ? ["frontline"] : ["frontline", to];
      if (from === null) return [...AREAS];
      return [from, "frontline", from === "pcRear" ? "enemyRear" : "pcRear"];
    case "breakthrough":
      return pathAreas(from, to);
  }
}

/** Areas passed from `from` to `to`, both ends included. */
export function pathAreas(from: Area | null, to: Area): Area[] {
  if (from === null || from === to) return [to];
  if (from === "frontline" || to === "frontline") return [from, to];
  return [from, "frontline", to];
}

export interface AreaResolution {
  readonly affected: TargetUnit[];
  readonly misfire: boolean;
  /** The 1d rolled for each non-target in a Line or Breakthrough (SIMP-17), in roster order. */
  readonly lineRolls: { unit: TargetUnit; roll: number; hit: boolean }[];
}

export interface AreaRequest {
  readonly shape: EffectArea;
  readonly casterId: string | null;
  readonly from: Area | null;
  readonly to: Area;
  readonly target: TargetUnit | null;
  readonly targeting: boolean;
}

/** Resolves who an area effect touches (SIMP-14..18), drawing every random choice from `dice`. */
export function resolveArea(state: BattleState, request: AreaRequest, dice: DiceSource): AreaResolution {
  const { shape, from, to, target, casterId } = request;
  const none: AreaResolution["lineRolls"] = [];
  if (shape.shape === "target") return { affected: target ? [target] : [], misfire: false, lineRolls: none };
  if (shape.shape === "shot") {
    if (!target) return { affected: [], misfire: false, lineRolls: none };
    const shot = resolveShot(state, from, to, target, request.targeting, dice);
    return { affected: [shot.unit], misfire: shot.misfire, lineRolls: none };
  }
  if (shape.shape === "radius") {
    const units = affectedAreas(shape, from, to).flatMap((a) => unitsIn(state, a));
    const capped = shape.radius < 10 && shape.cap !== undefined && units.length > shape.cap;
    return {
      affected: capped ? pickSome(units, shape.cap ?? 0, dice) : units,
      misfire: false,
      lineRolls: none,
    };
  }
  // Line and Breakthrough: a Line fired from outside the combat misfires without Guided Magic (SIMP-17).
  let chosen = target;
  let misfire = false;
  if (shape.shape === "line" && from === null && target && !request.targeting) {
    const shot = resolveShot(state, null, to, target, false, dice);
    chosen = shot.unit;
    misfire = shot.misfire;
  }
  const affected: TargetUnit[] = chosen ? [chosen] : [];
  const lineRolls: { unit: TargetUnit; roll: number; hit: boolean }[] = [];
  for (const area of affectedAreas(shape, from, to)) {
    for (const unit of unitsIn(state, area)) {
      if (unit.combatantId === casterId) continue;
      if (chosen && unit.combatantId === chosen.combatantId && unit.section === chosen.section) continue;
      const roll = dice.d6();
      const hit = roll <= 3;
      lineRolls.push({ unit, roll, hit });
      if (hit) affected.push(unit);
    }
  }
  return { affected, misfire, lineRolls };
}
