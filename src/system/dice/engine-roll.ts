import { randomDice } from "../../rules/dice/dice-source.js";
import { type RecordingDice, recordingDice } from "./recording-dice.js";

/** Engine dice fed by Foundry's own generator (so world RNG settings apply), recorded for display. */
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
