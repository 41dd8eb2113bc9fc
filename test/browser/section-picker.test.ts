/**
 * Renders the apply buttons' section picker (templates/chat/section-picker.hbs) with the built CSS in
 * Chromium, en and ja: the Thornback Crawler's Head 30/34 and Tail 8/28, the core one checked, each bar as
 * wide as its HP; an unidentified monster's rows numbered, without HP.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sectionChoices } from "../../src/system/chat/damage-plan.js";
import { sectionPickerView } from "../../src/system/chat/section-picker.js";
import { translator } from "../system/combat/helpers.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { THORNBACK } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, pageCss } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";

function pickerPage(lang: "en" | "ja", identified: boolean, isGM: boolean) {
  const monster = inLanguage(THORNBACK, lang);
  const actor = { ...monster, system: { ...(monster.system as object), identified } };
  const r = renderer(lang);
  const body = r.render("chat/section-picker.hbs", sectionPickerView(sectionChoices("monster", actor, isGM)));
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}</style></head><body><div class="swordworld25 dialog sw25-section-dialog" style="width:360px;padding:8px"><form>${body}</form></div></body></html>`;
  return { html, missing: r.missing };
}

describe.skipIf(!hasChromium)("the section picker in Chromium", () => {
  // One tab for the file's tests (a new tab costs Chromium more than all a test does in it): each test has it
  // made new (`fresh`: its size, a new document and window) and sets its own page.
  const chrome = chromiumSuite({ width: 380, height: 160 });

  for (const lang of ["en", "ja"] as const) {
    it(`[SECT-04] ${lang}: each section with its current/max HP and bar, the core section checked`, async () => {
      const t = translator(lang);
      const { html, missing } = pickerPage(lang, true, false);
      const tab = await chrome.fresh({ width: 380, height: 160 });
      await tab.setContent(html);
      const rows = await tab.$$eval(".sw25-section-choice", (els) =>
        els.map((el) => el.textContent?.replace(/\s+/g, " ").trim()),
      );
      expect(rows).toEqual([`${inLanguage("Head", lang)} HP 30/34`, `${inLanguage("Tail", lang)} HP 8/28`]);
      expect(await tab.locator("legend").textContent()).toBe(t("SW25.Card.PickSection"));
      expect(
        await tab.$$eval("input[name=section]", (els) => els.map((e) => (e as HTMLInputElement).checked)),
      ).toEqual([true, false]);
      // Each fill is its share of the bar: 30/34 → 88 %, 8/28 → 29 %.
      const shares = await tab.$$eval(".sw25-section-choice-bar", (bars) =>
        bars.map((bar) => {
          const fill = bar.firstElementChild as HTMLElement;
          return Math.round((fill.getBoundingClientRect().width / bar.clientWidth) * 100);
        }),
      );
      expect(shares).toEqual([88, 29]);
      // Clicking the Tail row's text picks it (the whole row is the radio's label).
      await tab.getByText(inLanguage("Tail", lang)).click();
      expect(await tab.$eval("form", (f) => new FormData(f as HTMLFormElement).get("section"))).toBe("1");
      expect([...missing]).toEqual([]);
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `section-picker.${lang}.png`), fullPage: true });
    });
  }

  it("[FACTS-5] a player facing an unidentified monster sees numbered sections and no HP", async () => {
    const { html } = pickerPage("en", false, false);
    const tab = await chrome.fresh({ width: 380, height: 160 });
    await tab.setContent(html);
    const rows = await tab.$$eval(".sw25-section-choice", (els) =>
      els.map((el) => el.textContent?.replace(/\s+/g, " ").trim()),
    );
    expect(rows).toEqual(["Section 1 HP ?", "Section 2 HP ?"]);
    expect(await tab.$$eval(".sw25-section-choice-bar", (els) => els.length)).toBe(0);
    await tab.screenshot({ path: join(OUT, "section-picker-unidentified.en.png"), fullPage: true });
  });
});
