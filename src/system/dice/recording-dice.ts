/** A dice source that remembers the faces it gave, for the chat card's Roll. */
import type { DiceSource } from "../../rules/dice/dice-source.js";

/** A dice source that remembers every d6 it gave, so the same faces can be shown as a Foundry Roll. */
export interface RecordingDice extends DiceSource {
  readonly faces: readonly number[];
}

export function recordingDice(source: DiceSource): RecordingDice {
  const faces: number[] = [];
  return {
    d6() {
      const face = source.d6();
      faces.push(face);
      return face;
    },
    get faces() {
      return faces;
    },
  };
}
