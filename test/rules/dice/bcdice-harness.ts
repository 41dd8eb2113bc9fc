// What the BCDice differential tests share: the `bcdice` package's SW2.5 system and one reproducible d6 stream,
// so both engines see the same dice however many they take.
import bcdice from "bcdice";
import { randomDice, seededRandom } from "../../../src/rules/dice/dice-source.js";

/** The part of a BCDice game system the tests use (the package ships no types for it). */
export type GameSystem = new (
  command: string,
) => {
  randomizer: object;
  eval(): {
    text: string;
    critical: boolean;
    fumble: boolean;
    success: boolean;
    failure: boolean;
    secret: boolean;
    rands: unknown[];
  } | null;
};

export async function loadSwordWorld25(): Promise<GameSystem> {
  return (await new bcdice.DynamicLoader().dynamicLoad("SwordWorld2.5")) as unknown as GameSystem;
}

/** A deterministic d6 stream (mulberry32 via `seededRandom`): the same seed gives both engines the same dice. */
export function stream(seed: number): () => number {
  const dice = randomDice(seededRandom(seed));
  return () => dice.d6();
}
