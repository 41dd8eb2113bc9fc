import { engineRoll } from "../dice/engine-roll.js";
import { cardView, type RollCard } from "./roll-card.js";

export const CARD_TEMPLATE = "systems/swordworld25/templates/chat/roll-card.hbs";

/** Where a card's data lives on its message. */
export function cardOf(message: ChatMessage.Implementation): RollCard | null {
  const flags = message.flags as Record<string, { card?: unknown } | undefined>;
  const card = flags.swordworld25?.card;
  return card && typeof card === "object" && "kind" in card ? (card as RollCard) : null;
}

/**
 * Posts a roll card: the engine's result as content and flags, its dice as a real Roll for Dice So Nice.
 * A secret roll (BCDice's `S`) is whispered to the GMs and the roller.
 */
export async function postRollCard(
  card: RollCard,
  faces: readonly number[],
  speaker: Actor.Implementation | null,
  { secret = false }: { secret?: boolean } = {},
): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, {
    card: cardView(card),
  });
  const total = cardView(card).total ?? 0;
  await ChatMessage.create({
    content,
    speaker: ChatMessage.getSpeaker(speaker ? { actor: speaker } : {}),
    rolls: faces.length > 0 ? [engineRoll(faces, total)] : [],
    flags: { swordworld25: { card } },
    ...(secret ? { whisper: [...ChatMessage.getWhisperRecipients("GM"), game.user].map((u) => u?.id) } : {}),
  } as never);
}
