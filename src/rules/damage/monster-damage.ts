/** A monster's fixed 2d+X damage roll. */
import { finiteNumber } from "../character/numbers.js";
import { type DiceSource, roll2d } from "../dice/dice-source.js";

export interface MonsterDamageRoll {
  readonly dice: readonly [number, number];
  readonly bonus: number;
  /** 2d + X is already calculated damage. */
  readonly calculated: number;
}

/**
 * A monster's "2d+X" attack: calculated damage straight from the dice, no power table, so no
 * critical and no automatic failure (a 1-1 is simply 2 + X). DMG-07
 * Flat unique-skill damage needs no function: its number is already the calculated damage.
 */
export function rollMonsterDamage(rawBonus: number, dice: DiceSource): MonsterDamageRoll {
  const bonus = finiteNumber(rawBonus);
  const rolled = roll2d(dice);
  return { dice: rolled, bonus, calculated: rolled[0] + rolled[1] + bonus };
}
