/** The system's `init` hook: everything Foundry needs registered before a world loads. */
import { registerCombat } from "../combat/register.js";
import { registerDataModels } from "../register-data.js";
import { registerUI } from "../register-ui.js";
import { registerDocumentLanguage } from "./document-language.js";
import { registerReadyHooks } from "./ready.js";

export const SYSTEM_ID = "swordworld25";

/** Registers everything Foundry needs during `init`: data models, sheets, chat and combat; the page's language at `i18nInit`. */
export function registerInitHooks(): void {
  Hooks.once("init", () => {
    console.log(`${SYSTEM_ID} | Initializing Sword World 2.5`);
    registerDataModels();
    registerUI();
    registerCombat();
  });
  registerDocumentLanguage();
  registerReadyHooks();
}
