/**
 * Issue 38 item 10: the Japanese wrapping rules of the stylesheet key on `:lang(ja)`. Foundry's public API pages
 * do not say that Foundry sets `<html lang>` to the client's language, so the system sets it itself once the
 * translations are loaded: the `i18nInit` hook ("fires once after Localization translations have been loaded and
 * are ready for use. Runs after init but before setup", https://foundryvtt.com/api/functions/hookEvents.i18nInit.html)
 * copies `game.i18n.lang` ("The target language for localization",
 * https://foundryvtt.com/api/classes/foundry.helpers.Localization.html) to `document.documentElement.lang`.
 * The fakes below are only what those pages and the DOM standard say: `Hooks.once(name, fn)`, `game.i18n.lang`,
 * `document.documentElement.lang`.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerDocumentLanguage } from "../../src/system/hooks/document-language.js";
import { registerInitHooks } from "../../src/system/hooks/init.js";

// init.ts's other registrations need the whole fake Foundry (test/system/boot.test.ts boots them); here they are
// empty, so the test sees the wiring of the language hook alone.
vi.mock("../../src/system/combat/register.js", () => ({ registerCombat: () => {} }));
vi.mock("../../src/system/register-data.js", () => ({ registerDataModels: () => {} }));
vi.mock("../../src/system/register-ui.js", () => ({ registerUI: () => {} }));
vi.mock("../../src/system/hooks/ready.js", () => ({ registerReadyHooks: () => {} }));

type Fn = () => void;
const g = globalThis as unknown as Record<string, unknown>;
const saved = { Hooks: g.Hooks, game: g.game, document: g.document };

afterEach(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete g[k];
    else g[k] = v;
});

/** A fake Foundry with `Hooks.once`, `game.i18n.lang` and an `<html lang="en">` document; fires a hook by name. */
function fakeFoundry(lang: string | undefined, withDocument = true) {
  const once = new Map<string, Fn[]>();
  g.Hooks = { once: (name: string, fn: Fn) => once.set(name, [...(once.get(name) ?? []), fn]) };
  g.game = { i18n: lang === undefined ? undefined : { lang } };
  const html = { lang: "en" };
  if (withDocument) g.document = { documentElement: html };
  else delete g.document;
  const fire = (name: string) => {
    for (const fn of once.get(name) ?? []) fn();
  };
  return { html, fire };
}

describe("the page's language follows Foundry's (issue 38 item 10)", () => {
  it("sets <html lang> to game.i18n.lang at i18nInit, not before", () => {
    const foundry = fakeFoundry("ja");
    registerDocumentLanguage();
    expect(foundry.html.lang).toBe("en");
    foundry.fire("init");
    expect(foundry.html.lang).toBe("en");
    foundry.fire("i18nInit");
    expect(foundry.html.lang).toBe("ja");
  });

  it("the system's init registration wires it (registerInitHooks)", () => {
    const foundry = fakeFoundry("ja");
    registerInitHooks();
    foundry.fire("i18nInit");
    expect(foundry.html.lang).toBe("ja");
  });

  it("an English client keeps lang=en; a regional code is copied as it is", () => {
    const en = fakeFoundry("en");
    registerDocumentLanguage();
    en.fire("i18nInit");
    expect(en.html.lang).toBe("en");
    const pt = fakeFoundry("pt-BR");
    registerDocumentLanguage();
    pt.fire("i18nInit");
    expect(pt.html.lang).toBe("pt-BR");
  });

  it("without a language or a document (a Node boot) it changes nothing and throws nothing", () => {
    const none = fakeFoundry(undefined);
    registerDocumentLanguage();
    expect(() => none.fire("i18nInit")).not.toThrow();
    expect(none.html.lang).toBe("en");
    const empty = fakeFoundry("");
    registerDocumentLanguage();
    empty.fire("i18nInit");
    expect(empty.html.lang).toBe("en");
    const headless = fakeFoundry("ja", false);
    registerDocumentLanguage();
    expect(() => headless.fire("i18nInit")).not.toThrow();
  });
});
