/**
 * The page's language follows Foundry's: the stylesheet's Japanese line-breaking rules key on `:lang(ja)`, and
 * Foundry's API pages do not say that Foundry sets `<html lang>` itself. At `i18nInit` (translations loaded,
 * before setup: https://foundryvtt.com/api/functions/hookEvents.i18nInit.html) `game.i18n.lang` (the target
 * language, https://foundryvtt.com/api/classes/foundry.helpers.Localization.html) becomes
 * `document.documentElement.lang`. Nothing happens without a language or without a document.
 */
export function registerDocumentLanguage(): void {
  Hooks.once("i18nInit", () => {
    const lang = game.i18n?.lang;
    const html = (globalThis as { document?: { documentElement?: { lang: string } } }).document
      ?.documentElement;
    if (lang && html) html.lang = lang;
  });
}
