/**
 * The engine's dice at a Foundry table: Foundry's configured random function, and the faces shown as a real
 * Roll.
 */
import { randomDice } from "../../rules/dice/dice-source.js";
import { type RecordingDice, recordingDice } from "./recording-dice.js";

/**
 * Engine dice fed by the random function Foundry is configured with (`CONFIG.Dice.randomUniform`, "A function used
 * to provide random uniform values"; a module may replace it), recorded so the card can carry them as a Roll.
 * Every die the system throws comes from here: sheet rolls, techniques, battles, growth and loot.
 */
export function foundryDice(): RecordingDice {
  return recordingDice(randomDice(() => CONFIG.Dice.randomUniform()));
}

/**
 * A finished Foundry Roll whose d6 results are exactly the faces the engine used, so the roll shows
 * in chat and Dice So Nice animates the real dice. Its total is the engine's: Foundry decides nothing.
 */
export function engineRoll(faces: readonly number[], total: number) {
  const count = Math.max(faces.length, 1);
  return Roll.fromData({
    class: "Roll",
    formula: `${count}d6`,
    terms: [
      {
        class: "Die",
        number: count,
        faces: 6,
        modifiers: [],
        results: faces.map((result) => ({ result, active: true })),
        evaluated: true,
      },
    ],
    total,
    evaluated: true,
    options: {},
    dice: [],
  } as unknown as Parameters<typeof Roll.fromData>[0]);
}
