/** Ability growth: the 2d growth roll, the ability each die names, and the player's pick of the two. */
import { DiceExhaustedError, type DiceSource, roll2d } from "../../dice/dice-source.js";
import { fail, ok, type Result } from "../../errors.js";
import { ABILITIES, type Ability } from "../vocabulary.js";

/** A growth roll: two d6, each naming an ability (1 Dex, 2 Agi, 3 Str, 4 Vit, 5 Int, 6 Spi). FACTS-1 */
export interface GrowthRoll {
  readonly dice: readonly [number, number];
  /** The abilities the two dice name, in dice order (the same ability twice on a double). */
  readonly choices: readonly [Ability, Ability];
}

/** The ability a d6 face names (facts §1: growth). FACTS-1 */
export function growthAbility(face: number): Ability | null {
  return Number.isInteger(face) && face >= 1 && face <= 6 ? (ABILITIES[face - 1] ?? null) : null;
}

/** Rolls 2d for growth; the player then picks one of the two abilities. FACTS-1 */
export function rollGrowth(dice: DiceSource): Result<GrowthRoll> {
  try {
    const rolled = roll2d(dice);
    const first = growthAbility(rolled[0]);
    const second = growthAbility(rolled[1]);
    if (first === null || second === null)
      return fail("DiceInvalid", `growth dice ${rolled.join(", ")} are not d6 faces`);
    return ok({ dice: rolled, choices: [first, second] });
  } catch (error) {
    if (error instanceof DiceExhaustedError) return fail("DiceExhausted", error.message);
    throw error;
  }
}

/** The pick must be one of the two rolled abilities; anything else is refused. FACTS-1 */
export function chooseGrowth(roll: GrowthRoll, pick: string): Result<Ability> {
  const chosen = roll.choices.find((ability) => ability === pick);
  return chosen
    ? ok(chosen)
    : fail("GrowthChoiceInvalid", `${pick} is not one of ${roll.choices.join(", ")}`, {
        params: { pick },
      });
}
