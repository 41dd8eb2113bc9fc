/** One attack: Accuracy against Evasion, then the damage roll when it hits. */
import { numberProblem } from "../character/numbers.js";
import { type ContestResult, type ContestSide, contest, readCheck } from "../dice/check.js";
import { type DiceSource, roll2d } from "../dice/dice-source.js";
import { type PowerRollOptions, type PowerRollResult, powerRoll } from "../dice/power-roll.js";
import { fail, ok, type Result } from "../errors.js";
import type { DamageKind } from "./damage-kind.js";
import { type DamageInput, type DamageSteps, resolveDamage } from "./damage-pipeline.js";
import { withDice } from "./dice-guard.js";
import { type MonsterDamageRoll, rollMonsterDamage } from "./monster-damage.js";

/**
 * One side of Accuracy vs Evasion: a roll (2d + modifier; `dice` when already rolled on screen) or a
 * monster's fixed value, which the stat block prints as base + 7. ROLL-04
 */
export type CheckSideInput =
  | { readonly kind: "rolled"; readonly modifier: number; readonly dice?: readonly [number, number] }
  | { readonly kind: "fixed"; readonly value: number };

/** How the calculated damage is produced: a weapon's power roll, a monster's 2d+X, or a flat amount. DMG-07 */
export type DamageRollInput =
  /** `options.criticalValue` as computed by `criticalValue()` (dice/critical-value.ts: Fencer, metal armour…). */
  | { readonly kind: "powerRoll"; readonly options: PowerRollOptions }
  | { readonly kind: "monster"; readonly bonus: number }
  | { readonly kind: "flat"; readonly amount: number };

export interface AttackInput {
  readonly accuracy: CheckSideInput;
  readonly evasion: CheckSideInput;
  readonly damageRoll: DamageRollInput;
  /** The pipeline input minus the calculated damage, which the roll provides. */
  readonly damage: Omit<DamageInput, "calculated" | "kind"> & { readonly kind: DamageKind };
}

export interface AttackResult {
  readonly accuracy: ContestSide;
  readonly evasion: ContestSide;
  readonly contest: ContestResult;
  readonly hit: boolean;
  /** The C value actually used; null = no critical possible. */
  readonly criticalValue: number | null;
  readonly powerRoll: PowerRollResult | null;
  readonly monsterRoll: MonsterDamageRoll | null;
  /** null on a miss or when the power roll was an automatic failure (1-1). */
  readonly damage: DamageSteps | null;
  readonly experience: { readonly attacker: number; readonly defender: number };
}

function resolveSide(side: CheckSideInput, dice: DiceSource): ContestSide {
  if (side.kind === "fixed") return side;
  return { kind: "rolled", check: readCheck(side.dice ?? roll2d(dice), { modifier: side.modifier }) };
}

function sideExperience(side: ContestSide): number {
  return side.kind === "rolled" ? side.check.experience : 0;
}

/**
 * Accuracy vs Evasion (the attacker needs a strictly higher result, ROLL-02; monsters may use fixed
 * values, ROLL-04), then on a hit the damage roll and the pipeline (DMG-03..07). A resisted
 * "Resist: Half" effect cannot critical (ROLL-10). Dice are taken in order: accuracy, evasion, damage.
 */
/** The numbers of an attack that must be finite; dice shown on screen must be faces 1..6. */
function attackProblem(input: AttackInput): Result<never> | null {
  const side = (s: CheckSideInput, name: string) =>
    s.kind === "fixed"
      ? { [`${name}.value`]: s.value }
      : {
          [`${name}.modifier`]: s.modifier,
          [`${name}.dice.0`]: s.dice?.[0],
          [`${name}.dice.1`]: s.dice?.[1],
        };
  const roll = input.damageRoll;
  const bad = numberProblem({
    ...side(input.accuracy, "accuracy"),
    ...side(input.evasion, "evasion"),
    ...(roll.kind === "powerRoll"
      ? {
          power: roll.options.power,
          criticalValue: roll.options.criticalValue ?? undefined,
          extraDamage: roll.options.extraDamage,
          rollBonus: roll.options.rollBonus,
        }
      : roll.kind === "monster"
        ? { bonus: roll.bonus }
        : { amount: roll.amount }),
  });
  if (bad) return bad;
  for (const s of [input.accuracy, input.evasion])
    if (s.kind === "rolled" && s.dice && !s.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6))
      return fail("DiceValueInvalid", `dice faces must be 1..6, not ${s.dice.join(",")}`, {
        params: { value: s.dice.join(",") },
      });
  return null;
}

export function resolveAttack(input: AttackInput, dice: DiceSource): Result<AttackResult> {
  const bad = attackProblem(input);
  if (bad) return bad;
  return withDice<AttackResult>(() => {
    const accuracy = resolveSide(input.accuracy, dice);
    const evasion = resolveSide(input.evasion, dice);
    const outcome = contest(accuracy, evasion);
    const base: Omit<AttackResult, "experience"> = {
      accuracy,
      evasion,
      contest: outcome,
      hit: outcome.activeWins,
      criticalValue: null,
      powerRoll: null,
      monsterRoll: null,
      damage: null,
    };
    const attacker = sideExperience(accuracy);
    const defender = sideExperience(evasion);
    if (!outcome.activeWins) return ok({ ...base, experience: { attacker, defender } });

    const roll = input.damageRoll;
    let calculated: number;
    let rolled: PowerRollResult | null = null;
    let monsterRoll: MonsterDamageRoll | null = null;
    let criticalValue: number | null = null;
    if (roll.kind === "powerRoll") {
      criticalValue = input.damage.resisted ? null : roll.options.criticalValue;
      rolled = powerRoll({ ...roll.options, criticalValue }, dice);
      calculated = rolled.total;
    } else if (roll.kind === "monster") {
      monsterRoll = rollMonsterDamage(roll.bonus, dice);
      calculated = monsterRoll.calculated;
    } else {
      calculated = roll.amount;
    }
    const experience = { attacker: attacker + (rolled?.experience ?? 0), defender };
    const rolledParts = { ...base, criticalValue, powerRoll: rolled, monsterRoll, experience };
    if (rolled?.fumble) return ok(rolledParts);

    // Our reading: a penalty can push the roll below 0, but calculated damage below 0 counts as 0 (DMG-06).
    const damage = resolveDamage({ ...input.damage, calculated: Math.max(0, calculated) });
    if (!damage.ok) return damage;
    return ok({ ...rolledParts, damage: damage.value });
  });
}
