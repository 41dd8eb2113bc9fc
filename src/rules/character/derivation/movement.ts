/** Movement speeds (normal, full, limited) from Agility and move bonuses. */
import { wholeNumber } from "../numbers.js";

export interface MovementSpeeds {
  readonly normal: number;
  readonly full: number;
  readonly limited: number;
}

/** Limited Move distance in metres, unless the move speed is lower. MOVE-05 */
export const LIMITED_MOVE = 3;

/**
 * Normal = Agility m (or the given move speed), Full = 3 × Normal, Limited = 3 m or Normal if lower.
 * `bonus` changes the move speed independently of Agility (MOVE-05). Never negative.
 */
export function movementSpeeds(agility: number, bonus = 0): MovementSpeeds {
  const normal = Math.max(0, wholeNumber(agility, 0) + wholeNumber(bonus));
  return { normal, full: normal * 3, limited: Math.min(LIMITED_MOVE, normal) };
}
