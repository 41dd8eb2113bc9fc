import { allowedDamageKinds } from "../../rules/damage/apply-legality.js";
import { appliedRecords } from "../relay/relay-policy.js";
import { cardOf } from "./post-card.js";

/**
 * A card's HTML is rendered once, on the roller's client, for every reader: each client drops the buttons
 * its user may not press (certain damage is the GM's) and shows how many targets the card was applied to.
 */
export function decorateCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const card = cardOf(message);
  if (card?.kind !== "power") return;
  const allowed: readonly string[] = allowedDamageKinds(card.damageKind, game.user?.isGM ?? false);
  for (const button of html.querySelectorAll<HTMLElement>("[data-damage-kind]"))
    if (!allowed.includes(button.dataset.damageKind ?? "")) button.remove();
  const applied = appliedRecords(
    (message.flags as Record<string, { applied?: unknown }>).swordworld25?.applied,
  );
  if (applied.length === 0) return;
  const marker = document.createElement("p");
  marker.className = "sw25-card-applied";
  marker.textContent = game.i18n?.format("SW25.Card.Applied", { count: String(applied.length) }) ?? "";
  (html.querySelector(".sw25-card") ?? html).append(marker);
}
