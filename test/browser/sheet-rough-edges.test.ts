// The sheets' rough edges (issue 30), each looked at in Chromium with the real templates and CSS, in English and
// Japanese: the ability table's two "Bonus" columns told apart, the check grid's values drawn as buttons (not as
// text fields), and item and actor images that fall back to our placeholder when empty or broken.
// Screenshots in test-output/browser/rough-edges/.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as esbuild from "esbuild";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { itemView } from "../../src/system/applications/view/item/item-view.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { MAREN, preparedCharacter, RIVERSTRIDER, THORNBACK, WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, pageCssText, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { ROOT, renderer } from "./render-harness.js";
import { CHARACTER_TABS, renderCharacter, renderMonster, renderMount } from "./sheet-pages.js";

const SHOTS = join(OUT, "rough-edges");
const LANGS = ["en", "ja"] as const;

/** The header texts that appear twice in one header row of the tables matching `rows`. */
const doubledHeads = (page: Page, rows: string) =>
  page.$$eval(rows, (trs) =>
    trs.flatMap((row) => {
      const texts = Array.from(row.children)
        .map((th) => (th as HTMLElement).innerText.trim())
        .filter((t) => t !== "");
      return texts.filter((t, i) => texts.indexOf(t) !== i);
    }),
  );

describe.skipIf(!hasChromium)("the sheets' rough edges", () => {
  // One tab for the file's tests (a new tab costs Chromium more than most tests do in it): each test has it
  // made new (`chrome.fresh`: its size, a new document and window) and sets its own page (`setContent`, or
  // the images' `served`).
  const chrome = chromiumSuite({ width: 800, height: 900 });
  /** The test's new page at 800 × 900, the images' route gone. */
  const fresh = async () => {
    await unrouteGame();
    return chrome.fresh({ width: 800, height: 900 });
  };
  const show = async (html: string, lang: "en" | "ja", name: string, theme?: "light" | "dark") => {
    mkdirSync(SHOTS, { recursive: true });
    await (await fresh()).setContent(sheetDocument(html, 760, lang, theme));
    await chrome.page.evaluate(() => document.fonts.ready);
    await chrome.page.locator("body > div").screenshot({ path: join(SHOTS, `${name}.${lang}.png`) });
  };

  it.each(LANGS)(
    "%s: the ability table heads each column with its own name and says what it adds",
    async (lang) => {
      const r = renderer(lang);
      await show(renderCharacter(r, inLanguage(MAREN, lang), "edit", "abilities"), lang, "abilities-edit");
      const heads = chrome.page.locator("table.sw25-abilities thead th");
      const texts = (await heads.allInnerTexts()).map((t) => t.trim());
      expect(texts).toEqual(
        [
          "SW25.Sheet.Ability",
          "SW25.Field.race",
          "SW25.Field.growth",
          "SW25.Field.bonus",
          "SW25.Sheet.Score",
          "SW25.Sheet.Modifier",
        ].map((k) => r.localize(k)),
      );
      expect(new Set(texts).size).toBe(texts.length);
      // The typed adjustment and the ability bonus each say on hover what they are and what they add to.
      const titles = await heads.evaluateAll((ths) => ths.map((th) => th.getAttribute("title") ?? ""));
      expect(titles[3]).toBe(r.localize("SW25.AbilityTable.ExtraHint"));
      expect(titles[5]).toBe(r.localize("SW25.AbilityTable.BonusHint"));
      expect(titles[3]).not.toBe(titles[5]);
      expect(titles[3]).not.toMatch(/^SW25\./);
      expect(titles[5]).not.toMatch(/^SW25\./);
      // The typed field's accessible name is its column's, and names the ability, so six inputs are not all "Bonus".
      const labels = await chrome.page
        .locator('table.sw25-abilities input[name$=".bonus"]')
        .evaluateAll((inputs) => inputs.map((i) => i.getAttribute("aria-label")));
      expect(labels).toHaveLength(6);
      expect(new Set(labels).size).toBe(6);
      // "Dexterity: Bonus", 「器用度：修正」 (the language's colon).
      const named = (ability: string, field: string) =>
        r.localize("SW25.Format.LabelValue", {
          label: r.localize(`SW25.Ability.${ability}`),
          value: r.localize(`SW25.Field.${field}`),
        });
      expect(labels[0]).toBe(named("dexterity", "bonus"));
      await expect(
        chrome.page.locator('input[name="system.abilities.spirit.growth"]').getAttribute("aria-label"),
      ).resolves.toBe(named("spirit", "growth"));
      expect([...r.missing]).toEqual([]);
    },
  );

  it.each(LANGS)(
    "%s: no table of a character, monster or mount sheet heads two columns alike",
    async (lang) => {
      const r = renderer(lang);
      await fresh();
      for (const tab of CHARACTER_TABS) {
        await chrome.page.setContent(
          sheetDocument(renderCharacter(r, inLanguage(MAREN, lang), "edit", tab), 760, lang),
        );
        expect(await doubledHeads(chrome.page, `.sw25-tab[data-tab="${tab}"] table thead tr`), tab).toEqual(
          [],
        );
      }
      // The monster's and the mount's sheets, in edit mode and in play.
      for (const mode of ["edit", "play"] as const)
        for (const [name, html] of [
          ["monster", renderMonster(r, THORNBACK, mode)],
          ["mount", renderMount(r, RIVERSTRIDER, mode)],
        ] as const) {
          await chrome.page.setContent(sheetDocument(html, 860, lang));
          expect(await chrome.page.locator("table thead tr").count(), `${name} ${mode}`).toBeGreaterThan(0);
          expect(await doubledHeads(chrome.page, "table thead tr"), `${name} ${mode}`).toEqual([]);
        }
    },
  );

  for (const theme of ["light", "dark"] as const)
    it.each(LANGS)(`%s, ${theme}: the check grid's values are buttons, not text fields`, async (lang) => {
      const r = renderer(lang);
      await show(
        renderCharacter(r, inLanguage(MAREN, lang), "edit", "abilities"),
        lang,
        `check-grid-${theme}`,
        theme,
      );
      const look = (selector: string) =>
        chrome.page.$$eval(selector, (els) =>
          els.map((el) => {
            const s = getComputedStyle(el);
            return {
              background: s.backgroundColor,
              border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
              bordered: s.borderTopStyle !== "none" && Number.parseFloat(s.borderTopWidth) > 0,
              cursor: s.cursor,
            };
          }),
        );
      // The real inputs of the same sheet: a field's background and a solid border.
      const inputs = await look('table.sw25-abilities input[type="number"]');
      expect(inputs).toHaveLength(18);
      const input = inputs[0];
      expect(input?.bordered).toBe(true);
      expect(inputs.every((i) => i.background === input?.background && i.border === input?.border)).toBe(
        true,
      );
      // Every grid value: neither that background nor that border, and the pointer of a button.
      const cells = await look(".sw25-grid-cell:not(:disabled)");
      expect(cells.length).toBe(18); // Adventurer Level, Sorcerer and Sage × six abilities
      for (const cell of cells) {
        expect(cell.background).not.toBe(input?.background);
        expect(cell.bordered && cell.border === input?.border).toBe(false);
        expect(cell.cursor).toBe("pointer");
      }
      // Nor do the values beside the checks and the packages look like fields.
      const values = await look(".sw25-checks strong");
      for (const value of values) expect(value.bordered).toBe(false);
    });

  // ---------------------------------------------------------------- images
  // The sheet is served under a Foundry-like origin: `systems/swordworld25/assets/*` from this repository's
  // assets/ (the build copies the folder as it is: the release test checks the zip ships every asset path the
  // templates, styles and code name); every other path (Foundry's own icons, a deleted upload) answers 404.
  // As in Foundry, a test's game page is loaded once (its stylesheet, and the fallback registered once on its
  // document, as register-ui.ts does at init) and each sheet the test shows is rendered into it; a page whose
  // placeholder is to be missing is a game page of its own, loaded anew, so no placeholder loaded before can
  // stand in for it.
  const ORIGIN = "http://foundry.test";
  let script: string | undefined;
  /** The system's own image fallback (src/system/applications/image-fallback.ts), as the page's script. */
  const fallbackScript = () =>
    (script ??= esbuild.buildSync({
      entryPoints: [join(ROOT, "src/system/applications/image-fallback.ts")],
      bundle: true,
      format: "iife",
      globalName: "sw25Images",
      write: false,
    }).outputFiles[0]?.text);
  const sheetDiv = (html: string) =>
    `<div class="swordworld25 sheet" style="width:760px"><form>${html}</form></div>`;
  /** What the route serves: the game page's first sheet and language, and the asset that answers 404 too. */
  const game = { lang: "en" as "en" | "ja", html: "", missing: "", routed: false };
  /** The route gone (routing disables Chromium's cache, which the other pages' stylesheet is kept in). */
  const unrouteGame = async () => {
    if (game.routed) await chrome.page.unroute(`${ORIGIN}/**`);
    game.routed = false;
  };

  const served = async (page: Page, html: string, lang: "en" | "ja", name: string, missing = "") => {
    if (!game.routed) {
      await page.route(`${ORIGIN}/**`, async (route) => {
        const path = new URL(route.request().url()).pathname;
        if (path === "/game")
          return route.fulfill({
            contentType: "text/html",
            body: `<!doctype html><html lang="${game.lang}"><head><meta charset="utf-8"><style>${pageCssText()}</style>
            <script>${fallbackScript()}; sw25Images.registerImageFallback(document);</script></head>
            <body>${sheetDiv(game.html)}</body></html>`,
          });
        const asset = /^\/systems\/swordworld25\/(assets\/[\w-]+\.svg)$/.exec(path)?.[1];
        if (asset && asset !== game.missing)
          return route.fulfill({ contentType: "image/svg+xml", body: readFileSync(join(ROOT, asset)) });
        return route.fulfill({ status: 404, body: "" });
      });
      game.routed = true;
    }
    if (page.url() === `${ORIGIN}/game` && game.missing === missing)
      // The next sheet rendered into the game page, in its language.
      await page.evaluate(
        ([l, body]) => {
          document.documentElement.lang = l;
          document.body.innerHTML = body;
        },
        [lang, sheetDiv(html)] as const,
      );
    else {
      Object.assign(game, { lang, html, missing });
      await page.goto(`${ORIGIN}/game`);
    }
    await page.waitForFunction(() =>
      Array.from(document.images).every((i) => i.complete && (i.naturalWidth > 0 || i.dataset.sw25Failed)),
    );
    mkdirSync(SHOTS, { recursive: true });
    await page.locator("body > div").screenshot({ path: join(SHOTS, `${name}.${lang}.png`) });
  };
  const shown = (page: Page, selector: string) =>
    page.$$eval(selector, (imgs) =>
      imgs.map((img) => {
        const i = img as HTMLImageElement;
        return { src: new URL(i.currentSrc).pathname, loaded: i.naturalWidth > 0 };
      }),
    );
  const ITEM = { src: "/systems/swordworld25/assets/item-placeholder.svg", loaded: true };
  const PORTRAIT = { src: "/systems/swordworld25/assets/portrait-placeholder.svg", loaded: true };

  it.each(LANGS)(
    "%s: an item sheet whose image is missing or empty shows the item placeholder",
    async (lang) => {
      const r = renderer(lang);
      const tab = await chrome.fresh({ width: 800, height: 600 });
      for (const [name, img] of [
        ["item-broken", "worlds/gone/uploads/deleted-sword.webp"],
        ["item-empty", ""],
      ] as const) {
        const view = itemView({ _id: "w", name: "Sword", type: "weapon", img, system: {} });
        await served(tab, r.render("item/item.hbs", { view, canEdit: true, effects: [] }), lang, name);
        expect(await shown(tab, ".sw25-portrait"), name).toEqual([ITEM]);
        // No broken-image text: the placeholder is drawn at the small portrait's size (64 px and its border).
        const box = await tab.locator(".sw25-portrait").boundingBox();
        expect([box?.width, box?.height], name).toEqual([66, 66]);
      }
    },
  );

  it.each(LANGS)(
    "%s: a character's broken portrait and inventory images show the placeholders",
    async (lang) => {
      const r = renderer(lang);
      // The samples in the table's language (the shared sample set).
      const actor = preparedCharacter(
        inLanguage(
          {
            ...(WOLF as object),
            img: "worlds/gone/wolf.webp",
            items: [
              {
                _id: "rope",
                name: "Rope",
                type: "gear",
                img: "icons/svg/item-bag.svg",
                system: { quantity: 1 },
              },
              { _id: "torch", name: "Torch", type: "gear", img: "", system: { quantity: 2 } },
            ],
          },
          lang,
        ) as never,
      );
      const tab = await chrome.fresh({ width: 800, height: 600 });
      await served(tab, renderCharacter(r, actor, "play", "inventory"), lang, "inventory-broken");
      expect(await shown(tab, ".sw25-header .sw25-portrait")).toEqual([PORTRAIT]);
      expect(await shown(tab, ".sw25-inventory img")).toEqual([ITEM, ITEM]);
      // A monster's portrait too, and a party's.
      const monster = {
        ...(inLanguage(THORNBACK, lang) as object),
        img: "worlds/gone/crawler.webp",
      } as never;
      await served(tab, renderMonster(r, monster, "play"), lang, "monster-broken");
      expect(await shown(tab, ".sw25-portrait")).toEqual([PORTRAIT]);
      await served(
        tab,
        r.render("actor/party.hbs", { name: inLanguage("Party", lang), img: "", members: [] }),
        lang,
        "party-empty",
      );
      expect(await shown(tab, ".sw25-portrait")).toEqual([PORTRAIT]);
    },
  );

  it.each(LANGS)(
    "%s: an effect whose icon is gone shows the item placeholder in the Effects tab",
    async (lang) => {
      const r = renderer(lang);
      const actor = preparedCharacter(
        inLanguage(
          {
            ...(WOLF as object),
            effects: [
              {
                _id: "gone",
                name: "Blessing",
                img: "modules/removed-module/icons/bless.webp",
                disabled: false,
              },
              { _id: "kept", name: "Guard", img: "icons/svg/shield.svg", disabled: false },
            ],
          },
          lang,
        ) as never,
      );
      const tab = await chrome.fresh({ width: 800, height: 600 });
      await served(tab, renderCharacter(r, actor, "play", "effects"), lang, "effects-broken");
      // Core's icons/ are not served here, so the second falls back too (as the inventory test's core icon does).
      expect(await shown(tab, ".sw25-tab.active td img")).toEqual([ITEM, ITEM]);
    },
  );

  it("an image that loads keeps its own picture, and a failing placeholder is not retried forever", async () => {
    const tab = await chrome.fresh({ width: 400, height: 300 });
    const own = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString("base64")}`;
    await served(
      tab,
      `<img id="own" src="${own}" data-sw25-fallback="item"><img id="loop" src="nowhere.png" data-sw25-fallback="nowhere">`,
      "en",
      "image-loop",
    );
    await expect(tab.$eval("#own", (i) => (i as HTMLImageElement).src)).resolves.toBe(own);
    // An unknown fallback kind leaves the image alone: it stays failed, marked, and nothing loops.
    await expect(tab.$eval("#loop", (i) => (i as HTMLImageElement).dataset.sw25Failed)).resolves.toBe("true");
    await expect(tab.$eval("#loop", (i) => new URL((i as HTMLImageElement).src).pathname)).resolves.toBe(
      "/nowhere.png",
    );
    // The placeholder itself missing: tried once, then the image is marked failed and left alone.
    await served(
      tab,
      `<img id="gone" src="gone.png" data-sw25-fallback="item">`,
      "en",
      "placeholder-missing",
      "assets/item-placeholder.svg",
    );
    await expect(
      tab.$eval("#gone", (i) => [
        new URL((i as HTMLImageElement).src).pathname,
        (i as HTMLImageElement).dataset.sw25Failed,
      ]),
    ).resolves.toEqual(["/systems/swordworld25/assets/item-placeholder.svg", "true"]);
  });
});
