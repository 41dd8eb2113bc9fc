/** Fall damage: the metres that count, the Tumble that reduces it, and a catcher who shares it. */
import { finiteNumber } from "../character/numbers.js";
import { type CheckResult, check2d, fixedValue } from "../dice/check.js";
import type { DiceSource } from "../dice/dice-source.js";
import { fail, ok, type Result } from "../errors.js";
import type { DamageModifier } from "./damage-modifier.js";
import { type DamageSteps, resolveDamage } from "./damage-pipeline.js";
import { withDice } from "./dice-guard.js";

/** Situations that change the distance used for fall damage, in metres. ENV-02 */
export type FallSituation = "canFly" | "forest" | "water" | "cliffSlide" | "hardGround";

export const FALL_SITUATION_METRES: Readonly<Record<FallSituation, number>> = {
  canFly: -10,
  forest: -10,
  water: -5,
  cliffSlide: -10,
  hardGround: 5,
};

/** Fall damage is 3 per metre. ENV-01 */
export const FALL_DAMAGE_PER_METRE = 3;

/** The distance after situational modifiers; 0 or less means no fall damage. ENV-02 */
export function effectiveFallDistance(metres: number, situations: readonly FallSituation[]): number {
  // A corrupt height (NaN, ±Infinity) counts as 0 m.
  return situations.reduce((d, s) => d + (FALL_SITUATION_METRES[s] ?? 0), finiteNumber(metres));
}

/** 3 × effective metres, never negative. ENV-01, ENV-02 */
export function fallDamage(metres: number, situations: readonly FallSituation[] = []): number {
  return FALL_DAMAGE_PER_METRE * Math.max(0, effectiveFallDistance(metres, situations));
}

/**
 * A faller's or catcher's Tumble: a character's check (its Tumble modifier), a monster's Evasion used
 * as Tumble, rolled or as its fixed value base + 7 (ENV-03, ROLL-04), or none (unconscious, ENV-04).
 */
export type TumbleInput =
  | { readonly kind: "check"; readonly modifier: number }
  | { readonly kind: "monsterEvasion"; readonly evasionBase: number; readonly fixed: boolean }
  | { readonly kind: "unable" };

export interface TumbleResult {
  readonly check: CheckResult | null;
  /** How much fall damage the Tumble removes: the check's result; 0 on a 1-1 or when unable. */
  readonly reduction: number;
  readonly experience: number;
}

/** Our reading: the Tumble result is subtracted from the fall damage; a 1-1 (automatic failure) removes nothing. ENV-01 */
export function rollTumble(input: TumbleInput, dice: DiceSource): TumbleResult {
  if (input.kind === "unable") return { check: null, reduction: 0, experience: 0 };
  const bad = input.kind === "check" ? input.modifier : input.evasionBase;
  if (!Number.isFinite(bad)) return { check: null, reduction: 0, experience: 0 };
  if (input.kind === "monsterEvasion" && input.fixed)
    return { check: null, reduction: fixedValue(input.evasionBase), experience: 0 };
  const modifier = input.kind === "check" ? input.modifier : input.evasionBase;
  const check = check2d({ modifier }, dice);
  return {
    check,
    reduction: check.autoFailure ? 0 : Math.max(0, check.total),
    experience: check.experience,
  };
}

export interface FallInput {
  readonly metres: number;
  readonly situations?: readonly FallSituation[];
  readonly faller: TumbleInput;
  /** The faller's own reductions (Defense, Armor Proficiency…): fall damage is physical. ENV-01 */
  readonly fallerReductions?: readonly DamageModifier[];
  /** Someone trying to catch the faller. ENV-03 */
  readonly catcher?: { readonly tumble: TumbleInput; readonly reductions?: readonly DamageModifier[] };
}

export interface FallResult {
  readonly distance: number;
  /** 3 × effective metres. */
  readonly fallDamage: number;
  readonly fallerTumble: TumbleResult;
  readonly catcherTumble: TumbleResult | null;
  readonly faller: DamageSteps;
  readonly catcher: DamageSteps | null;
}

/**
 * Falling: 3 × metres after situations (ENV-01, ENV-02), physical damage through the pipeline, minus the
 * Tumble result; a catcher also rolls Tumble, the sum is subtracted and both take what is left, each
 * then reduced by its own Defense (ENV-03). Dice order: faller's Tumble, then catcher's.
 */
export function resolveFall(input: FallInput, dice: DiceSource): Result<FallResult> {
  if (!Number.isFinite(input.metres) || input.metres < 0)
    return fail("FallInvalidDistance", `a fall of ${input.metres} m is not possible`, {
      rule: "ENV-01",
      params: { metres: String(input.metres) },
    });
  return withDice(() => {
    const situations = input.situations ?? [];
    const distance = Math.max(0, effectiveFallDistance(input.metres, situations));
    const damage = fallDamage(input.metres, situations);
    const fallerTumble = rollTumble(input.faller, dice);
    const catcherTumble = input.catcher ? rollTumble(input.catcher.tumble, dice) : null;
    const tumble: DamageModifier[] = [{ source: "tumble", amount: fallerTumble.reduction }];
    if (catcherTumble) tumble.push({ source: "catcherTumble", amount: catcherTumble.reduction });
    const steps = (own: readonly DamageModifier[]) =>
      resolveDamage({ calculated: damage, kind: "physical", reductions: [...tumble, ...own] });
    const faller = steps(input.fallerReductions ?? []);
    if (!faller.ok) return faller;
    let catcher: DamageSteps | null = null;
    if (input.catcher) {
      const caught = steps(input.catcher.reductions ?? []);
      if (!caught.ok) return caught;
      catcher = caught.value;
    }
    return ok({ distance, fallDamage: damage, fallerTumble, catcherTumble, faller: faller.value, catcher });
  });
}

/**
 * A flier knocked out of the air more than 10 m up may recover flight 10 m lower instead of falling;
 * one knocked unconscious always falls and cannot Tumble. ENV-04
 */
export function flightRecovery(
  heightAboveGround: number,
  unconscious: boolean,
): { readonly recovers: boolean; readonly height: number } {
  const height = finiteNumber(heightAboveGround);
  if (!unconscious && height > 10) return { recovers: true, height: height - 10 };
  return { recovers: false, height };
}
