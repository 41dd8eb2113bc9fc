/**
 * The READMEs' sheet screenshots, regenerated on every run: the character sheet in play and edit mode and a
 * monster with sections, in English in Foundry v13's light and dark themes (docs/screenshots/sheet-*-<theme>.png,
 * README.md) and in Japanese in the light theme (sheet-*-light.ja.png, README.ja.md). Each render also has
 * its texts and controls (their typed text, placeholders and colour scheme) checked for a 4.5:1 contrast in
 * that theme.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { MAREN, preparedMonster, THORNBACK, WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, pageCss, withPortraits } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { lowContrast, paintedControls } from "./contrast.js";
import { ROOT, renderer } from "./render-harness.js";
import { renderCharacter, renderMonster } from "./sheet-pages.js";

const SHOTS = join(ROOT, "docs", "screenshots");

/** A sheet framed as Foundry frames a themed window: `.themed.theme-<x>` around the sheet. */
function themedSheet(html: string, width: number, theme: "light" | "dark", lang: "en" | "ja"): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}</style></head>
    <body style="margin:0"><div class="swordworld25 sheet themed theme-${theme}" style="width:${width}px">
    <form>${withPortraits(html)}</form></div></body></html>`;
}

const monster = preparedMonster({
  ...THORNBACK,
  system: {
    ...(THORNBACK.system as object),
    elementAffinities: [{ element: "fire", kind: "weakness", amount: 3 }],
  },
} as never);

describe.skipIf(!hasChromium)("README screenshots of the sheets", () => {
  const chrome = chromiumSuite();

  for (const [lang, theme] of [
    ["en", "light"],
    ["en", "dark"],
    ["ja", "light"],
  ] as const)
    it(`${lang}, ${theme} theme: character (play, edit) and a monster with sections, readable and photographed`, async () => {
      const r = renderer(lang);
      const shots = [
        {
          name: "character-play",
          html: renderCharacter(r, inLanguage(WOLF, lang), "play", "combat"),
          width: 760,
        },
        {
          name: "character-edit",
          html: renderCharacter(r, inLanguage(MAREN, lang), "edit", "abilities"),
          width: 760,
        },
        { name: "monster-sections", html: renderMonster(r, inLanguage(monster, lang), "play"), width: 860 },
      ];
      expect([...r.missing]).toEqual([]);
      const tab = await chrome.browser.newPage({ viewport: { width: 900, height: 700 } });
      mkdirSync(SHOTS, { recursive: true });
      const suffix = lang === "en" ? "" : `.${lang}`;
      for (const shot of shots) {
        await tab.setContent(themedSheet(shot.html, shot.width, theme, lang));
        await tab.evaluate(() => document.fonts.ready);
        // A Japanese shot shows the samples' Japanese names: no English word of three letters or more is left
        // (the values typed in the fields included).
        if (lang === "ja")
          expect(
            await tab.evaluate(() => {
              const typed = Array.from(document.querySelectorAll("input, textarea"))
                .map((el) => (el as HTMLInputElement).value)
                .join(" ");
              return `${document.body.innerText} ${typed}`.match(/[A-Za-z]{3,}/g) ?? [];
            }),
            shot.name,
          ).toEqual([]);
        // The portrait is our placeholder, loaded (not a broken image).
        const portrait = await tab.$eval(".sw25-portrait", (img) => (img as HTMLImageElement).naturalWidth);
        expect(portrait, shot.name).toBeGreaterThan(0);
        // Section, heading and button texts keep 4.5:1 on what is behind them in this theme.
        expect(
          await lowContrast(
            tab,
            ".sw25-monster th, .sw25-monster td, .sheet-tabs .item, .sw25-sections th, h3",
          ),
          shot.name,
        ).toEqual([]);
        // Its inputs, selects and buttons too: their text and placeholders keep 4.5:1, drawn in this scheme.
        const controls = await paintedControls(tab, ".swordworld25");
        expect(controls.length, shot.name).toBeGreaterThan(3);
        expect(
          controls
            .filter((c) => c.ratio < 4.5 || (c.placeholder ?? 5) < 4.5 || c.scheme !== theme)
            .map((c) => `${c.control} ${c.ratio.toFixed(2)} ${c.placeholder?.toFixed(2)} ${c.scheme}`),
          shot.name,
        ).toEqual([]);
        await tab.locator("body > div").screenshot({
          path: join(SHOTS, `sheet-${shot.name}-${theme}${suffix}.png`),
          animations: "disabled",
        });
      }
      await tab.close();
    }, 120_000);
});
