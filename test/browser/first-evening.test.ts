// A Japanese GM's first evening (the rough edges it hit), each looked at in Chromium with the real templates and
// CSS: what the sheet, the cards and the board show, in both languages. Screenshots in test-output/browser/first-evening/.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { preparedCharacter } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";
import { actorSchemas, initialSource } from "./schema-walk.js";
import { renderCharacter } from "./sheet-pages.js";

const schemas = await actorSchemas();
const SHOTS = join(OUT, "first-evening");

/** A character just created from the Actors tab: the schema's defaults, no items. */
const EMPTY = () =>
  preparedCharacter({
    _id: "new",
    name: "New Actor",
    img: "icons/svg/mystery-man.svg",
    system: initialSource(schemas.character),
    items: [],
  } as never);

describe.skipIf(!hasChromium)("a first evening's rough edges", () => {
  const chrome = chromiumSuite({ width: 800, height: 700 });
  const show = async (html: string, width: number, lang: "en" | "ja", name: string) => {
    mkdirSync(SHOTS, { recursive: true });
    await chrome.page.setContent(sheetDocument(html, width, lang));
    await chrome.page.evaluate(() => document.fonts.ready);
    await chrome.page.locator("body > div").screenshot({ path: join(SHOTS, `${name}.${lang}.png`) });
  };

  it.each(["en", "ja"] as const)(
    "[DMG-09] %s: a new, empty character (HP 0 of 0) shows no death-check alarm",
    async (lang) => {
      const actor = EMPTY();
      expect((actor.system as { hp: { max: number } }).hp.max).toBe(0);
      await show(renderCharacter(renderer(lang), actor, "play", "abilities"), 760, lang, "empty-character");
      await expect(chrome.page.locator(".sw25-summary .sw25-warning").count()).resolves.toBe(0);
      await expect(chrome.page.locator('[data-roll="deathCheck"]').count()).resolves.toBe(0);
    },
  );

  it("[DMG-09] a made character at 0 of 24 HP still does", async () => {
    const actor = EMPTY();
    (actor.system as { hp: { value: number; max: number } }).hp = { value: 0, max: 24 };
    await show(renderCharacter(renderer("en"), actor, "play", "abilities"), 760, "en", "down-character");
    await expect(chrome.page.locator(".sw25-summary .sw25-warning").count()).resolves.toBe(1);
    await expect(chrome.page.locator('[data-roll="deathCheck"]').count()).resolves.toBe(1);
  });
});
