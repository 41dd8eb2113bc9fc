/**
 * Change Fate (運命変転) on a roll's chat card: the card's owner or a GM, when the roller is a character whose
 * race has the ability and a use is left today, turns the card's dice over. The rules
 * (src/rules/dice/change-fate.ts) read the roll again; this file only finds the roller, spends the use and
 * writes the card again (its content and its data, so the apply buttons then apply the flipped damage).
 */
import {
  raceAbilitiesOf,
  raceAbility,
  spendUse,
  usesLeft,
} from "../../rules/character/races/race-abilities.js";
import type { DiceSource } from "../../rules/dice/dice-source.js";
import type { RuleError } from "../../rules/errors.js";
import { appliedRecords } from "../relay/relay-policy.js";
import { changeFateRow, flipCard } from "./change-fate-card.js";
import { CARD_TEMPLATE, cardOf } from "./post-card.js";
import { cardView, type RollCard } from "./roll-card.js";

export { changeFateRow, flipCard };

const FATE = raceAbility("changeFate");

/** The character who rolled the card: a power card names it; a check card is spoken by it. */
function rollerOf(message: ChatMessage.Implementation, card: RollCard): Actor.Implementation | null {
  if (card.kind === "power" && typeof card.source?.actorUuid === "string") {
    try {
      const found = fromUuidSync(card.source.actorUuid) as unknown;
      return found instanceof Actor ? (found as unknown as Actor.Implementation) : null;
    } catch {
      return null;
    }
  }
  return ChatMessage.getSpeakerActor(message.speaker) as unknown as Actor.Implementation | null;
}

/** Uses of Change Fate made today by a character (0 in a world from before the field). */
function usedToday(actor: Actor.Implementation): number {
  const used = (actor.system as { dailyUses?: { changeFate?: unknown } }).dailyUses?.changeFate;
  return typeof used === "number" ? used : 0;
}

/** Whether a character's race has Change Fate (the race item's ability text, else the core race's name). */
export function hasChangeFate(actor: Actor.Implementation): boolean {
  if (actor.type !== "character") return false;
  const race = actor.items.contents.find((i) => i.type === "race");
  if (!race) return false;
  const text = (race.system as { abilities?: unknown }).abilities;
  return raceAbilitiesOf(race.name ?? "", typeof text === "string" ? text : "").some(
    (a) => a.key === FATE.key,
  );
}

export interface ChangeFateOffer {
  readonly actor: Actor.Implementation;
  readonly left: number;
}

/**
 * Whether this client offers the flip on a card: a check or power card not yet flipped, whose roller is a
 * character with Change Fate, seen by the message's owner (its author or a GM) who may also update the
 * roller. `left`: the uses left today (0 shows a disabled button).
 */
export function changeFateOffer(message: ChatMessage.Implementation): ChangeFateOffer | null {
  const card = cardOf(message);
  if (!card || card.kind === "fixed" || card.flipped) return null;
  // Only a card the flip can read (two plain dice, not a certainty check): a dry run on dice that end any chain.
  if (!flipCard(card, { d6: () => 1 }).ok) return null;
  if (!message.isOwner) return null;
  const actor = rollerOf(message, card);
  if (!actor?.isOwner || !hasChangeFate(actor)) return null;
  return { actor, left: usesLeft(FATE, usedToday(actor)) ?? 0 };
}

/** Adds the Change Fate button under the card for whoever may press it, with the uses left today. */
export function decorateChangeFate(
  message: ChatMessage.Implementation,
  html: HTMLElement,
): HTMLElement | null {
  const offer = changeFateOffer(message);
  const i18n = game.i18n;
  if (!offer || !i18n) return null;
  const card = html.querySelector(".sw25-card") ?? html;
  card.insertAdjacentHTML("beforeend", changeFateRow(offer.left, i18n));
  return card.querySelector<HTMLElement>("[data-sw25-change-fate]");
}

/**
 * Turns the card's dice over: everything is checked and the new card computed before anything is written;
 * then one use is spent on the roller and the message gets the flipped card. A card already applied to a
 * target is refused (undo the application first), so no damage is counted twice.
 */
export async function changeFateOnCard(
  message: ChatMessage.Implementation,
  more: DiceSource,
): Promise<RuleError | null> {
  const card = cardOf(message);
  const offer = changeFateOffer(message);
  if (!card || !offer)
    return { code: "ChangeFateNotHere", message: "Change Fate cannot turn this card's dice over" };
  const applied = appliedRecords(
    (message.flags as Record<string, { applied?: unknown }>).swordworld25?.applied,
  );
  if (applied.some((r) => r.undone !== true))
    return { code: "ChangeFateApplied", message: "the card was applied to a target: undo that first" };
  const spent = spendUse(FATE, usedToday(offer.actor));
  if (!spent.ok)
    return {
      ...spent.error,
      params: { ability: game.i18n?.localize("SW25.RaceAbility.changeFate.Name") ?? "" },
    };
  const flipped = flipCard(card, more);
  if (!flipped.ok) return flipped.error;
  const content = await foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, {
    card: cardView(flipped.value),
  });
  await offer.actor.update({ "system.dailyUses.changeFate": spent.value } as Actor.UpdateData);
  await message.update({ content, "flags.swordworld25.card": flipped.value } as never);
  return null;
}
