/**
 * The GM's forced-move dialog in Chromium (en and ja): the real template and stylesheet, framed the way a
 * DialogV2 frames its content (a form holding the content and the footer's Move button), and the very
 * live check board-prompts.ts wires in on render (forced-move-form.ts, bundled with esbuild). The GM types
 * bad coordinates, reads what is wrong inside the dialog, cannot press Move, fixes them, and can.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { translator } from "../system/combat/helpers.js";
import { hasChromium, OUT, pageCss } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { lowContrast } from "./contrast.js";
import { FORM_SCRIPT as SCRIPT, translatorScript } from "./point-dialog-page.js";
import { renderer } from "./render-harness.js";

function dialogPage(lang: "en" | "ja", partner: string): string {
  const r = renderer(lang);
  const content = r.render("combat/forced-move.hbs", { name: "Kay", x: 2, y: 3, partner });
  expect([...r.missing]).toEqual([]);
  const t = translator(lang);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}
    body { margin: 0; background: #e8e3d9; } .application { width: 420px; padding: 8px; }</style></head>
    <body class="theme-light"><div class="application dialog swordworld25 sw25-env-dialog sw25-forced-dialog">
      <header class="window-header"><h1 class="window-title">${t("SW25.Board.ForcedMove.Title", { name: "Kay" })}</h1></header>
      <form class="window-content"><div class="dialog-content standard-form">${content}</div>
        <footer class="form-footer"><button type="submit" data-action="ok">${t("SW25.Board.ForcedMove.Apply")}</button></footer>
      </form></div></body></html>`;
}

/** Opens the dialog and wires the live check, as the dialog's render callback does. */
async function open(tab: Page, lang: "en" | "ja", partner = "Ironhorn Stag"): Promise<void> {
  await tab.setContent(dialogPage(lang, partner));
  await tab.addScriptTag({ content: `${translatorScript(lang)}\n${SCRIPT}` });
  await tab.evaluate(() => {
    const w = window as unknown as {
      __forced: { watch: (root: ParentNode, t: unknown) => void };
      __t: unknown;
    };
    w.__forced.watch(document.querySelector(".application") as HTMLElement, w.__t);
  });
}

const state = (tab: Page) =>
  tab.evaluate(() => ({
    errors: [...document.querySelectorAll(".sw25-forced-errors li")].map((li) => li.textContent),
    listVisible: (document.querySelector(".sw25-forced-errors") as HTMLElement).offsetHeight > 0,
    invalid: [...document.querySelectorAll("input[aria-invalid='true']")].map((i) => i.getAttribute("name")),
    moveDisabled: (document.querySelector("button[data-action='ok']") as HTMLButtonElement).disabled,
  }));

describe.skipIf(!hasChromium)("the forced-move dialog in Chromium", () => {
  const chrome = chromiumSuite();

  for (const lang of ["en", "ja"] as const)
    it(`[MOUNT-08] ${lang}: bad coordinates are said in the dialog while typed, and Move waits until they are right`, async () => {
      const t = translator(lang);
      const tab = await chrome.browser.newPage({ viewport: { width: 460, height: 420 } });
      await open(tab, lang);
      // Prefilled with Kay's point: nothing to say, Move ready.
      expect(await tab.inputValue('input[name="x"]')).toBe("2");
      expect(await tab.inputValue('input[name="y"]')).toBe("3");
      expect(await state(tab)).toEqual({ errors: [], listVisible: false, invalid: [], moveDisabled: false });

      await tab.fill('input[name="x"]', "");
      await tab.fill('input[name="y"]', "abc");
      expect(await state(tab)).toEqual({
        errors: [
          t("SW25.Board.ForcedMove.Error.Empty", { axis: "x" }),
          t("SW25.Board.ForcedMove.Error.NotNumber", { axis: "y" }),
        ],
        listVisible: true,
        invalid: ["x", "y"],
        moveDisabled: true,
      });
      // The messages, the hint and the intro stay readable (WCAG AA) on the window.
      expect(
        await lowContrast(tab, ".sw25-forced-errors li, .sw25-forced-hint, .sw25-forced-intro, label"),
      ).toEqual([]);
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `forced-move-dialog-errors.${lang}.png`), fullPage: true });

      await tab.fill('input[name="x"]', "12");
      await tab.fill('input[name="y"]', "10001");
      expect(await state(tab)).toEqual({
        errors: [t("SW25.Board.ForcedMove.Error.Range", { axis: "y", min: -10000, max: 10000 })],
        listVisible: true,
        invalid: ["y"],
        moveDisabled: true,
      });

      await tab.fill('input[name="y"]', "4");
      expect(await state(tab)).toEqual({ errors: [], listVisible: false, invalid: [], moveDisabled: false });
      await tab
        .getByLabel(t("SW25.Board.ForcedMove.Together", { name: "Kay", partner: "Ironhorn Stag" }))
        .check();
      const fields = await tab.evaluate(() => {
        const w = window as unknown as { __forced: { fields: (root: ParentNode) => unknown } };
        return w.__forced.fields(document);
      });
      expect(fields).toEqual({ x: "12", y: "4", together: true });
      // Nothing in the dialog spills out of it.
      const overflowing = await tab.$$eval(
        ".sw25-forced-form, .sw25-forced-point, .sw25-forced-together",
        (els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className),
      );
      expect(overflowing).toEqual([]);
      await tab.screenshot({ path: join(OUT, `forced-move-dialog.${lang}.png`), fullPage: true });
      await tab.close();
    });

  it("[MOUNT-08] someone on foot: no pair checkbox, and the fields read `together: false`", async () => {
    const tab = await chrome.browser.newPage({ viewport: { width: 460, height: 360 } });
    await open(tab, "en", "");
    expect(await tab.$$eval("input[name='together'], .sw25-forced-hint", (els) => els.length)).toBe(0);
    const fields = await tab.evaluate(() => {
      const w = window as unknown as { __forced: { fields: (root: ParentNode) => unknown } };
      return w.__forced.fields(document);
    });
    expect(fields).toEqual({ x: "2", y: "3", together: false });
    await tab.close();
  });
});
