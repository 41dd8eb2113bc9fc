/** Applying damage or healing to a target's HP or MP through the damage pipeline. */
import { numberProblem } from "../character/numbers.js";
import { ok, type Result } from "../errors.js";
import { type DamageInput, type DamageSteps, resolveDamage } from "./damage-pipeline.js";
import { applyHealing, applyHpDamage, applyMpDamage, type HealingWakeRule } from "./vitals.js";

export interface TargetVitals {
  readonly hp: number;
  readonly maxHp: number;
  readonly mp: number;
  readonly maxMp: number;
  readonly unconscious: boolean;
}

export interface ApplyOptions {
  /** Which pool the effect hits; damage and healing to MP exist too. DMG-10 */
  readonly pool?: "hp" | "mp";
  readonly wakeRule?: HealingWakeRule;
}

export interface ApplyResult {
  readonly steps: DamageSteps;
  readonly before: TargetVitals;
  readonly after: TargetVitals;
  /** DMG-09 */
  readonly needsDeathCheck: boolean;
}

/**
 * What an "apply damage / healing" button does: run the pipeline, then change HP or MP.
 * HP at 0 or below knocks out (DMG-09); MP stops at 0 (DMG-10); healing stops at the maximum (ROLL-11).
 */
export function applyEffect(
  vitals: TargetVitals,
  input: DamageInput,
  options: ApplyOptions = {},
): Result<ApplyResult> {
  const bad = numberProblem({ hp: vitals.hp, maxHp: vitals.maxHp, mp: vitals.mp, maxMp: vitals.maxMp });
  if (bad) return bad;
  const resolved = resolveDamage(input);
  if (!resolved.ok) return resolved;
  const steps = resolved.value;
  const amount = steps.applied;
  const pool = options.pool ?? "hp";
  let after: TargetVitals;
  let needsDeathCheck = false;
  if (input.kind === "healing") {
    if (pool === "mp")
      after = { ...vitals, mp: Math.max(vitals.mp, Math.min(vitals.maxMp, vitals.mp + amount)) };
    else {
      const healed = applyHealing(vitals, amount, options.wakeRule);
      after = { ...vitals, hp: healed.hp, unconscious: healed.unconscious };
    }
  } else if (pool === "mp") {
    after = { ...vitals, mp: applyMpDamage(vitals.mp, amount) };
  } else {
    const hit = applyHpDamage(vitals, amount);
    after = { ...vitals, hp: hit.hp, unconscious: vitals.unconscious || hit.unconscious };
    needsDeathCheck = hit.needsDeathCheck;
  }
  return ok({ steps, before: vitals, after, needsDeathCheck });
}
