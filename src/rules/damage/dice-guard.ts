/** Turns a fixed dice source that runs dry into an error value. */
import { DiceExhaustedError } from "../dice/dice-source.js";
import { fail, type Result } from "../errors.js";

/** Entry points roll through this so a fixed dice source that runs dry becomes an error value. */
export function withDice<T>(roll: () => Result<T>): Result<T> {
  try {
    return roll();
  } catch (error) {
    if (error instanceof DiceExhaustedError)
      return fail("DiceExhausted", error.message, { params: { used: error.used } });
    throw error;
  }
}
