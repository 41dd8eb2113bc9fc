/**
 * One `/sw <notation>` roll: parsed and rolled by the engine with Foundry's dice, posted as a notation card
 * (the real dice on the message). The chat command and the chat palette both roll through here.
 */
import { parseNotation, rollNotation } from "../../rules/dice/notation.js";
import { formatRoll } from "../../rules/dice/notation-format.js";
import { foundryDice } from "../dice/engine-roll.js";
import { notifyError } from "./apply-card.js";
import { postRollCard } from "./post-card.js";

/** Rolls `notation`; a notation the engine refuses is a localized error and nothing is posted. */
export async function swRoll(
  notation: string,
  speaker: Actor.Implementation | null,
  item: string | null = null,
): Promise<boolean> {
  const parsed = parseNotation(notation);
  if (!parsed.ok) {
    notifyError(parsed.error);
    return false;
  }
  const dice = foundryDice();
  const rolled = rollNotation(parsed.value, dice);
  if (!rolled.ok) {
    notifyError(rolled.error);
    return false;
  }
  await postRollCard(
    {
      kind: "notation",
      notation: rolled.value.notation,
      text: formatRoll(parsed.value, rolled.value),
      dice: dice.faces,
    },
    dice.faces,
    speaker,
    { secret: rolled.value.secret, item },
  );
  return true;
}
