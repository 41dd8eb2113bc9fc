/**
 * How each client shows a roll card: the buttons its user may not press removed, the targets applied to with
 * Undo.
 */
import { allowedDamageKinds } from "../../rules/damage/apply-legality.js";
import type { SW25Actor } from "../documents/actor.js";
import { type AppliedRecord, appliedRecords, offersUndo } from "../relay/relay-policy.js";
import { cardOf } from "./post-card.js";

/**
 * A card's HTML is rendered once, on the roller's client, for every reader: each client drops the buttons
 * its user may not press (certain damage is the GM's) and shows how many targets the card was applied to,
 * each with its Undo (for a GM and the target's owner) or "undone".
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
  const live = applied.filter((r) => r.undone !== true).length;
  marker.textContent = game.i18n?.format("SW25.Card.Applied", { count: String(live) }) ?? "";
  const list = document.createElement("ul");
  list.className = "sw25-card-applied-list";
  list.append(...applied.map(appliedEntry));
  (html.querySelector(".sw25-card") ?? html).append(marker, list);
}

/** The target as this client has it (v13 `fromUuidSync`), or null when it is gone or not an actor. */
function actorOf(uuid: string): SW25Actor | null {
  try {
    const found = fromUuidSync(uuid) as unknown;
    return found instanceof Actor ? (found as unknown as SW25Actor) : null;
  } catch {
    return null;
  }
}

/** One target the card was applied to: its name as this viewer may see it, and Undo or "undone". */
function appliedEntry(record: AppliedRecord): HTMLElement {
  const i18n = game.i18n;
  const isGM = game.user?.isGM === true;
  const actor = actorOf(record.target);
  const item = document.createElement("li");
  const name = document.createElement("span");
  // An unidentified monster keeps its disguise on the card as everywhere else (facts §5).
  name.textContent =
    (actor ? actor.monsterView(isGM).name : null) ?? i18n?.localize("SW25.Monster.unknown") ?? "";
  item.append(name, " ");
  if (record.undone === true) {
    const undone = document.createElement("span");
    undone.className = "sw25-card-undone";
    undone.textContent = i18n?.localize("SW25.Card.Undo.Undone") ?? "";
    item.append(undone);
  } else if (offersUndo(record, { isGM, ownsTarget: actor?.isOwner === true })) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.sw25Undo = record.target;
    button.textContent = i18n?.localize("SW25.Card.Undo.Button") ?? "";
    item.append(button);
  }
  return item;
}
