/**
 * Registers the user interface: sheets, chat cards and their buttons, the /sw command, token bars and
 * integrations.
 */
import { registerImageFallback } from "./applications/image-fallback.js";
import { CharacterSheet } from "./applications/sheets/character-sheet.js";
import { SwordWorldItemSheet } from "./applications/sheets/item-sheet.js";
import { MonsterSheet, MountSheet } from "./applications/sheets/monster-sheet.js";
import { PartySheet } from "./applications/sheets/party-sheet.js";
import { TEMPLATE_HELPERS } from "./applications/template-helpers.js";
import { applyCardToTargets, notifyError, registerApplyRelay } from "./chat/apply-card.js";
import { changeFateOnCard, decorateChangeFate } from "./chat/change-fate.js";
import { decorateCard } from "./chat/decorate-card.js";
import { swCommandNotation } from "./chat/sw-command.js";
import { swRoll } from "./chat/sw-roll.js";
import { registerUndoRelay, undoFromCard } from "./chat/undo-apply.js";
import { foundryDice } from "./dice/engine-roll.js";
import { registerYtsheetImport } from "./import/ytsheet-import-ui.js";
import { registerDiceSoNice } from "./integrations/dice-so-nice.js";
import { decorateLootCard, registerItemPiles } from "./integrations/item-piles.js";
import { registerTokenActionHud } from "./integrations/token-action-hud.js";
import { hideRelayRequest, registerRelay } from "./relay/relay.js";
import { registerTechniqueRelay } from "./techniques/technique-relay.js";
import { registerSectionBars } from "./tokens/section-bars.js";

const SYSTEM = "swordworld25";

function registerSheets(): void {
  const sheet = foundry.applications.apps.DocumentSheetConfig;
  // Core's v1 sheets cannot show this system's data: they must not be offered as alternatives.
  sheet.unregisterSheet(Actor, "core", foundry.appv1.sheets.ActorSheet);
  sheet.unregisterSheet(Item, "core", foundry.appv1.sheets.ItemSheet);
  const actorSheet = (cls: unknown, type: string, label: string) =>
    sheet.registerSheet(Actor, SYSTEM, cls as never, { types: [type], makeDefault: true, label });
  actorSheet(CharacterSheet, "character", "SW25.SheetLabel.Character");
  actorSheet(MonsterSheet, "monster", "SW25.SheetLabel.Monster");
  actorSheet(MountSheet, "mount", "SW25.SheetLabel.Mount");
  actorSheet(PartySheet, "party", "SW25.SheetLabel.Party");
  sheet.registerSheet(Item, SYSTEM, SwordWorldItemSheet as never, {
    makeDefault: true,
    label: "SW25.SheetLabel.Item",
  });
}

/** A chat action that failed inside Foundry: logged, and the user is told instead of nothing happening. */
function reportFailure(error: unknown): void {
  console.error(error);
  ui.notifications?.error(game.i18n?.localize("SW25.Relay.Failed") ?? "");
}

/** `/sw <notation>` rolls through the engine; returning false stops Foundry's own handling. */
function onChatMessage(_log: unknown, message: string): boolean {
  const notation = swCommandNotation(message);
  if (notation === null) return true;
  swRoll(notation, null).catch(reportFailure);
  return false;
}

function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  hideRelayRequest(message, html);
  decorateCard(message, html);
  decorateLootCard(message, html);
  for (const button of html.querySelectorAll<HTMLElement>("[data-sw25-apply]"))
    button.addEventListener("click", () => {
      applyCardToTargets(message, button).catch(reportFailure);
    });
  for (const button of html.querySelectorAll<HTMLElement>("[data-sw25-undo]"))
    button.addEventListener("click", () => {
      undoFromCard(message, button.dataset.sw25Undo ?? "").catch(reportFailure);
    });
  // Change Fate (運命変転): the roller's owner turns the card's dice over, once a day.
  decorateChangeFate(message, html)?.addEventListener("click", () => {
    changeFateOnCard(message, foundryDice())
      .then((error) => error && notifyError(error))
      .catch(reportFailure);
  });
}

/**
 * Sheets, Handlebars helpers, chat cards, the `/sw` command, the player → GM relay, the tokens' section
 * bars and the integrations with Token Action HUD, Item Piles and Dice So Nice. Called by the lead in init.
 */
export function registerUI(): void {
  registerSheets();
  Handlebars.registerHelper(TEMPLATE_HELPERS);
  // A sheet's image that is empty or fails to load shows our placeholder (assets/), not a broken image.
  if (typeof document !== "undefined") registerImageFallback(document);
  registerRelay();
  registerApplyRelay();
  registerUndoRelay();
  registerTechniqueRelay();
  Hooks.on("chatMessage", onChatMessage as never);
  Hooks.on("renderChatMessageHTML", onRenderChatMessage as never);
  registerYtsheetImport();
  registerSectionBars();
  // Modules a table may run: each registers through the module's own public hooks, inert without it.
  registerTokenActionHud();
  registerItemPiles();
  registerDiceSoNice();
}
