/** Critical values (C values): the floor, magic's default, and the power-roll options they give. */
import { finiteNumber, numberProblem } from "../character/numbers.js";
import { fail, ok, type Result } from "../errors.js";
import { NO_CRITICAL, type PowerRollOptions } from "./power-roll.js";

/** A computed C value below this counts as this. ROLL-09 */
export const MIN_CRITICAL_VALUE = 8;
/** Damage magic criticals on 10 unless its description says otherwise. ROLL-12 */
export const MAGIC_CRITICAL_VALUE = 10;

export type CriticalAttackKind = "melee" | "thrown" | "shooting" | "gun" | "magic";

export interface CriticalValueInput {
  /** The weapon's (or spell's) own C value. */
  readonly base: number;
  readonly attack: CriticalAttackKind;
  /** Attacking with Fencer levels: −1. ROLL-08 */
  readonly fencer?: boolean;
  /** The target wears metal armour: +1 against physical attacks that are not guns. ROLL-08 */
  readonly targetInMetalArmour?: boolean;
  /** 《Aimed Attack》: +1. ROLL-08 */
  readonly aimedAttack?: boolean;
  /** The spell Critical Bullet on a gun: −1. ROLL-08 */
  readonly criticalBullet?: boolean;
  /** Any other written modifier. */
  readonly other?: number;
  /** The target resisted an effect with "Resist: Half". ROLL-10 */
  readonly resistedHalf?: boolean;
  /** Healing never criticals. ROLL-10 */
  readonly healing?: boolean;
}

const PHYSICAL_NON_GUN: readonly CriticalAttackKind[] = ["melee", "thrown", "shooting"];

/**
 * The C value game automation uses, or null when no critical is possible.
 * ROLL-08 (modifiers), ROLL-09 (below 8 counts as 8, 13+ means none), ROLL-10 (resisted Half, healing).
 */
export function criticalValue(input: CriticalValueInput): number | null {
  if (input.healing || input.resistedHalf) return null;
  // A corrupt base or modifier (NaN, ±Infinity) means no critical rather than a critical on every roll.
  if (!Number.isFinite(input.base) || !Number.isFinite(input.other ?? 0)) return null;
  let c = input.base + (input.other ?? 0);
  if (input.fencer) c -= 1;
  if (input.targetInMetalArmour && PHYSICAL_NON_GUN.includes(input.attack)) c += 1;
  if (input.aimedAttack) c += 1;
  if (input.criticalBullet && input.attack === "gun") c -= 1;
  if (c >= NO_CRITICAL) return null;
  return Math.max(c, MIN_CRITICAL_VALUE);
}

/** 《Lethal Strike》: table rolls of 3..11 read one higher (a 1-1 stays a 1-1, 12 stays 12). ROLL-08 */
export const LETHAL_STRIKE_ROLL_BONUS = 1;

/** Recovery (healing) rolls use the power table, never critical; a first 1-1 fails with 50 exp. ROLL-11 */
export function recoveryRollOptions(power: number, bonus: number): PowerRollOptions {
  return { power: finiteNumber(power), criticalValue: null, extraDamage: finiteNumber(bonus) };
}

/**
 * Damage magic: power in steps of 10, C value 10 unless stated. ROLL-12
 * A power that is not a multiple of 10 is refused (it is not on a spell's table).
 */
export function magicDamageOptions(
  power: number,
  magicPower: number,
  critical: number | null = MAGIC_CRITICAL_VALUE,
): Result<PowerRollOptions> {
  const bad = numberProblem({ magicPower, critical: critical ?? undefined });
  if (bad) return bad;
  if (!Number.isInteger(power) || power < 0 || power > 100 || power % 10 !== 0)
    return fail("MagicPowerStep", `magic power ${power} is not a multiple of 10 between 0 and 100`, {
      rule: "ROLL-12",
      params: { power },
    });
  return ok({ power, criticalValue: critical, extraDamage: magicPower });
}
