/**
 * The water and terrain boxes added to a core config form, in Chromium: inserted into the form's first tab,
 * once, checked as stored, and submitted as the flag paths the set-up reads (a GM workflow: tick, submit).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  flagFieldset,
  insertFlagFieldset,
  regionBoxes,
} from "../../src/system/combat/canvas/terrain-config.js";
import { translator } from "../system/combat/helpers.js";
import { hasChromium, OUT, pageCss } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";

describe.skipIf(!hasChromium)("the Region config's Sword World boxes in Chromium", () => {
  const chrome = chromiumSuite();

  for (const lang of ["en", "ja"] as const) {
    it(`[STD-27][ENV-05] ${lang}: the GM ticks "blocks sight", and the form submits the flag`, async () => {
      const t = translator(lang);
      const stored = { swordworld25: { environment: { underwater: true } } };
      const fieldset = flagFieldset(t("SW25.Terrain.Legend"), regionBoxes(stored, t));
      const page = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}</style></head>
        <body><form class="region-config" style="width:480px;padding:8px">
          <div class="tab active" data-tab="identity"><div class="form-group"><label>Name</label><input name="name" value="Wall"></div></div>
          <footer class="form-footer"><button type="submit">Save</button></footer>
        </form></body></html>`;
      const tab = await chrome.browser.newPage({ viewport: { width: 500, height: 420 } });
      await tab.setContent(page);
      await tab.addScriptTag({
        content: `window.__insert = ${insertFlagFieldset.toString()}; window.__html = ${JSON.stringify(fieldset)};`,
      });
      // Inserted once, even when the sheet renders again.
      await tab.evaluate(() => {
        const w = window as unknown as { __insert: (r: HTMLElement, h: string) => void; __html: string };
        const form = document.querySelector("form") as HTMLElement;
        w.__insert(form, w.__html);
        w.__insert(form, w.__html);
      });
      expect(await tab.locator(".sw25-flag-fields").count()).toBe(1);
      expect(await tab.locator('.tab[data-tab="identity"] .sw25-flag-fields').count()).toBe(1);
      await tab.getByLabel(t("SW25.Terrain.BlocksSight"), { exact: true }).check({ timeout: 5000 });
      const submitted = await tab.$eval("form", (f) =>
        Object.fromEntries(new FormData(f as HTMLFormElement)),
      );
      expect(submitted).toEqual({
        name: "Wall",
        "flags.swordworld25.terrain.blocksSight": "on",
        "flags.swordworld25.environment.underwater": "on",
      });
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `terrain-config.${lang}.png`), fullPage: true });
      await tab.close();
    });
  }
});
