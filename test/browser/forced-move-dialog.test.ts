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
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { hasChromium, OUT, pageCss } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { lowContrast } from "./contrast.js";
import {
  pickState,
  FORM_SCRIPT as SCRIPT,
  settlePick,
  translatorScript,
  wirePick,
} from "./point-dialog-page.js";
import { renderer } from "./render-harness.js";

type PickView = { ok: boolean; reason: string };

function dialogPage(lang: "en" | "ja", partner: string, pick: PickView): string {
  const r = renderer(lang);
  // The names in the table's language (the shared sample set).
  const content = r.render("combat/forced-move.hbs", {
    name: inLanguage("Kay", lang),
    x: 2,
    y: 3,
    partner: inLanguage(partner, lang),
    pick,
  });
  expect([...r.missing]).toEqual([]);
  const t = translator(lang);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}
    body { margin: 0; background: #e8e3d9; } .application { width: 420px; padding: 8px; }</style></head>
    <body class="theme-light"><div class="application dialog swordworld25 sw25-env-dialog sw25-forced-dialog">
      <header class="window-header"><h1 class="window-title">${t("SW25.Board.ForcedMove.Title", { name: inLanguage("Kay", lang) })}</h1></header>
      <form class="window-content"><div class="dialog-content standard-form">${content}</div>
        <footer class="form-footer"><button type="submit" data-action="ok">${t("SW25.Board.ForcedMove.Apply")}</button></footer>
      </form></div></body></html>`;
}

/** Opens the dialog and wires the live check, as the dialog's render callback does. */
async function open(
  tab: Page,
  lang: "en" | "ja",
  partner = "Ironhorn Stag",
  pick: PickView = { ok: true, reason: "" },
): Promise<void> {
  await tab.setContent(dialogPage(lang, partner, pick));
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
  // One tab for the file's tests (a new tab costs Chromium more than all a test does in it): each test has it
  // made new (`fresh`: its size, a new document and window) and sets its own page.
  const chrome = chromiumSuite({ width: 460, height: 420 });

  for (const lang of ["en", "ja"] as const)
    it(`[MOUNT-08] ${lang}: bad coordinates are said in the dialog while typed, and Move waits until they are right`, async () => {
      const t = translator(lang);
      const tab = await chrome.fresh({ width: 460, height: 420 });
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
        .getByLabel(
          t("SW25.Board.ForcedMove.Together", {
            name: inLanguage("Kay", lang),
            partner: inLanguage("Ironhorn Stag", lang),
          }),
        )
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
    });

  it("[MOUNT-08] someone on foot: no pair checkbox, and the fields read `together: false`", async () => {
    const tab = await chrome.fresh({ width: 460, height: 360 });
    await open(tab, "en", "");
    expect(await tab.$$eval("input[name='together'], .sw25-forced-hint", (els) => els.length)).toBe(0);
    const fields = await tab.evaluate(() => {
      const w = window as unknown as { __forced: { fields: (root: ParentNode) => unknown } };
      return w.__forced.fields(document);
    });
    expect(fields).toEqual({ x: "2", y: "3", together: false });
  });

  for (const lang of ["en", "ja"] as const)
    it(`[MOUNT-08] ${lang}: Pick on canvas fills in the clicked metres and the live check judges them; outside or cancelled changes nothing`, async () => {
      const t = translator(lang);
      const tab = await chrome.fresh({ width: 460, height: 420 });
      await open(tab, lang, "");
      await wirePick(tab);
      await tab.evaluate(() => {
        const w = window as unknown as { __submits: number };
        w.__submits = 0;
        document.querySelector("form")?.addEventListener("submit", (e) => {
          e.preventDefault();
          w.__submits += 1;
        });
      });
      await expect(tab.textContent("button.sw25-pick-button")).resolves.toContain(
        t("SW25.Board.Pick.Button"),
      );
      expect(await pickState(tab)).toEqual({
        picks: 0,
        buttonDisabled: false,
        buttonType: "button",
        status: t("SW25.Board.Pick.Hint"),
        bad: false,
      });
      expect(await lowContrast(tab, ".sw25-pick-status, button.sw25-pick-button")).toEqual([]);
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `forced-move-pick-ready.${lang}.png`), fullPage: true });

      // The GM clicks outside the scene: said in the dialog, the fields stay as they were.
      await tab.click("button.sw25-pick-button");
      expect(await pickState(tab)).toMatchObject({
        picks: 1,
        buttonDisabled: true,
        status: t("SW25.Board.Pick.Waiting"),
      });
      await settlePick(tab, { kind: "outside" });
      expect(await pickState(tab)).toMatchObject({
        buttonDisabled: false,
        status: t("SW25.Board.Pick.Outside"),
        bad: true,
      });
      expect([await tab.inputValue('input[name="x"]'), await tab.inputValue('input[name="y"]')]).toEqual([
        "2",
        "3",
      ]);
      expect(await lowContrast(tab, ".sw25-pick-status")).toEqual([]);
      await tab.screenshot({ path: join(OUT, `forced-move-pick-outside.${lang}.png`), fullPage: true });

      // Escape or right-click: nothing changes.
      await tab.click("button.sw25-pick-button");
      await settlePick(tab, { kind: "cancelled" });
      expect(await pickState(tab)).toMatchObject({
        picks: 2,
        status: t("SW25.Board.Pick.Cancelled"),
        bad: false,
      });
      expect([await tab.inputValue('input[name="x"]'), await tab.inputValue('input[name="y"]')]).toEqual([
        "2",
        "3",
      ]);

      // A half-typed point, then a click on the map: the picked metres replace it and Move is ready.
      await tab.fill('input[name="x"]', "");
      expect(await state(tab)).toMatchObject({ moveDisabled: true, invalid: ["x"] });
      await tab.click("button.sw25-pick-button");
      await settlePick(tab, { kind: "point", x: 13, y: 6 });
      expect([await tab.inputValue('input[name="x"]'), await tab.inputValue('input[name="y"]')]).toEqual([
        "13",
        "6",
      ]);
      expect(await state(tab)).toEqual({ errors: [], listVisible: false, invalid: [], moveDisabled: false });
      expect(await pickState(tab)).toMatchObject({
        picks: 3,
        buttonDisabled: false,
        status: t("SW25.Board.Pick.Picked", { x: 13, y: 6 }),
      });
      // A click past the engine's 10,000 m is filled in too, and the live check refuses it as if typed.
      await tab.click("button.sw25-pick-button");
      await settlePick(tab, { kind: "point", x: 15000, y: 6 });
      expect(await state(tab)).toEqual({
        errors: [t("SW25.Board.ForcedMove.Error.Range", { axis: "x", min: -10000, max: 10000 })],
        listVisible: true,
        invalid: ["x"],
        moveDisabled: true,
      });
      await tab.click("button.sw25-pick-button");
      await settlePick(tab, { kind: "point", x: 13, y: 6 });
      const overflowing = await tab.$$eval(".sw25-forced-form, .sw25-pick", (els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className),
      );
      expect(overflowing).toEqual([]);
      await tab.screenshot({ path: join(OUT, `forced-move-pick.${lang}.png`), fullPage: true });
      // The pick button never submitted the dialog.
      expect(await tab.evaluate(() => (window as unknown as { __submits: number }).__submits)).toBe(0);
    });

  for (const lang of ["en", "ja"] as const)
    it(`[MOUNT-08] ${lang}: no canvas to pick on: the button is disabled and the reason is said; typing still works`, async () => {
      const t = translator(lang);
      const tab = await chrome.fresh({ width: 460, height: 420 });
      await open(tab, lang, "", { ok: false, reason: t("SW25.Board.Pick.Unavailable.NoCanvas") });
      await wirePick(tab);
      expect(await pickState(tab)).toEqual({
        picks: 0,
        buttonDisabled: true,
        buttonType: "button",
        status: t("SW25.Board.Pick.Unavailable.NoCanvas"),
        bad: false,
      });
      await tab.click("button.sw25-pick-button", { force: true });
      expect((await pickState(tab)).picks).toBe(0);
      expect(await lowContrast(tab, ".sw25-pick-status, button.sw25-pick-button")).toEqual([]);
      await tab.fill('input[name="x"]', "9");
      expect(await state(tab)).toEqual({ errors: [], listVisible: false, invalid: [], moveDisabled: false });
      await tab.screenshot({ path: join(OUT, `forced-move-pick-unavailable.${lang}.png`), fullPage: true });
    });

  it("[MOUNT-08] the scene changed since the dialog opened: the click says why and the button stays off", async () => {
    const t = translator("en");
    const tab = await chrome.fresh({ width: 460, height: 420 });
    await open(tab, "en", "");
    await wirePick(tab);
    await tab.click("button.sw25-pick-button");
    await settlePick(tab, { kind: "unavailable", message: t("SW25.Board.Pick.Unavailable.OtherScene") });
    expect(await pickState(tab)).toEqual({
      picks: 1,
      buttonDisabled: true,
      buttonType: "button",
      status: t("SW25.Board.Pick.Unavailable.OtherScene"),
      bad: true,
    });
    expect([await tab.inputValue('input[name="x"]'), await tab.inputValue('input[name="y"]')]).toEqual([
      "2",
      "3",
    ]);
  });
});
