/** Posts roll cards to chat (speaker, whisper, the dice as a Roll) and reads a card back from its message. */
import { compat } from "../compat/index.js";
import { engineRoll } from "../dice/engine-roll.js";
import { SW25Actor } from "../documents/actor.js";
import { cardView, type RollCard } from "./roll-card.js";

export const CARD_TEMPLATE = "systems/swordworld25/templates/chat/roll-card.hbs";

/** Where a card's data lives on its message. */
export function cardOf(message: ChatMessage.Implementation): RollCard | null {
  const flags = message.flags as Record<string, { card?: unknown } | undefined>;
  const card = flags.swordworld25?.card;
  return card && typeof card === "object" && "kind" in card ? (card as RollCard) : null;
}

/**
 * Cards are public: an unidentified monster speaks under its alias or "unknown monster", never its name
 * (facts §5; the rules' monsterView decides what a player may see).
 */
function speakerOf(actor: Actor.Implementation | null) {
  const speaker = ChatMessage.getSpeaker(actor ? { actor } : {});
  if (!(actor instanceof SW25Actor)) return speaker;
  const seen = actor.monsterView(false);
  if (seen.showStats) return speaker;
  return { ...speaker, alias: seen.name ?? game.i18n?.localize("SW25.Monster.unknown") ?? "?" };
}

/**
 * Posts a roll card: the engine's result as content and flags, its dice as a real Roll for Dice So Nice.
 * A secret roll (BCDice's `S`) is whispered to the GMs and the roller; any other follows the user's chat mode.
 */
export async function postRollCard(
  card: RollCard,
  faces: readonly number[],
  speaker: Actor.Implementation | null,
  { secret = false, item }: { secret?: boolean; item?: string | null } = {},
): Promise<void> {
  const shown = speakerOf(speaker);
  // The title names the roller as the speaker does (an alias for an unidentified monster), and the item.
  const titled: RollCard = {
    ...card,
    ...(speaker && shown.alias ? { actor: shown.alias } : {}),
    ...(item ? { item } : {}),
  };
  const content = await foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, {
    card: cardView(titled),
  });
  const total = cardView(titled).total ?? 0;
  await compat.postChatCard({
    content,
    speaker: shown,
    rolls: faces.length > 0 ? [engineRoll(faces, total)] : [],
    flags: { swordworld25: { card: titled } },
    // The notation's secret wins; otherwise the mode the user picked in the chat (public, GM, blind, self).
    ...(secret
      ? { whisper: [...ChatMessage.getWhisperRecipients("GM"), game.user].map((u) => u?.id) }
      : { mode: compat.userCardMode() }),
  });
}
