/** Healing rolls: recovery read from the power table, never critical. */
import { numberProblem } from "../character/numbers.js";
import type { DiceSource } from "../dice/dice-source.js";
import { type PowerRollResult, powerRoll } from "../dice/power-roll.js";
import { ok, type Result } from "../errors.js";
import { withDice } from "./dice-guard.js";

export interface HealingRollInput {
  readonly power: number;
  /** Magic Power for spells, Ranger + Dex for herbs, Ranger + Int for potions (see `extraDamage`). DMG-02 */
  readonly extraHealing: number;
}

export interface HealingRollResult {
  readonly powerRoll: PowerRollResult;
  /** 1-1: nothing recovered. ROLL-11 */
  readonly automaticFailure: boolean;
  /** The calculated recovery, to feed `resolveDamage` with kind "healing". */
  readonly calculated: number;
  readonly experience: number;
  /** MP, herbs and potions are used up even on an automatic failure. ROLL-11 */
  readonly resourcesSpent: true;
}

/**
 * Recovery reads the power table like damage but never criticals (ROLL-10); a 1-1 recovers nothing,
 * still spends the resources and earns 50 experience (ROLL-11).
 */
export function rollHealing(input: HealingRollInput, dice: DiceSource): Result<HealingRollResult> {
  const bad = numberProblem({ power: input.power, extraHealing: input.extraHealing });
  if (bad) return bad;
  return withDice(() => {
    const roll = powerRoll(
      { power: input.power, criticalValue: null, extraDamage: input.extraHealing },
      dice,
    );
    return ok({
      powerRoll: roll,
      automaticFailure: roll.fumble,
      // A negative bonus cannot make a recovery hurt: below 0 counts as 0 (fed to the pipeline, which refuses < 0).
      calculated: Math.max(0, roll.total),
      experience: roll.experience,
      resourcesSpent: true,
    });
  });
}
