/** The Death Check of a character at 0 HP or below. */
import { numberProblem } from "../character/numbers.js";
import { type CheckResult, check2d } from "../dice/check.js";
import type { DiceSource } from "../dice/dice-source.js";
import { fail, ok, type Result } from "../errors.js";
import { withDice } from "./dice-guard.js";

export interface DeathCheckInput {
  readonly hp: number;
  readonly adventurerLevel: number;
  readonly vitalityModifier: number;
  /** Situational modifier to the roll (curses, feats). */
  readonly modifier?: number;
  /** Added to the target, e.g. +1 per minute unconscious face-down in water (ENV-06). */
  readonly targetModifier?: number;
}

export interface DeathCheckResult {
  readonly check: CheckResult;
  /** |current HP| (+ target modifiers): 0 HP gives target 0. */
  readonly target: number;
  /** Alive stays unconscious; dead is dead. */
  readonly outcome: "alive" | "dead";
  readonly experience: number;
}

/**
 * Death Check: 2d + Adventurer Level + Vitality modifier against |current HP|; meeting the target
 * succeeds (alive, unconscious), failing is death; 6-6 always lives, 1-1 always dies (+50 exp).
 * DMG-09, facts §9
 */
export function deathCheck(input: DeathCheckInput, dice: DiceSource): Result<DeathCheckResult> {
  const bad = numberProblem({
    hp: input.hp,
    adventurerLevel: input.adventurerLevel,
    vitalityModifier: input.vitalityModifier,
    modifier: input.modifier,
    targetModifier: input.targetModifier,
  });
  if (bad) return bad;
  if (input.hp > 0)
    return fail("DeathCheckNotNeeded", `a character with ${input.hp} HP needs no Death Check`, {
      rule: "DMG-09",
      params: { hp: input.hp },
    });
  const target = Math.abs(input.hp) + (input.targetModifier ?? 0);
  const modifier = input.adventurerLevel + input.vitalityModifier + (input.modifier ?? 0);
  return withDice(() => {
    const check = check2d({ modifier, target }, dice);
    return ok({
      check,
      target,
      outcome: check.success ? "alive" : "dead",
      experience: check.experience,
    });
  });
}
