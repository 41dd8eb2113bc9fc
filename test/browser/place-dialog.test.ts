/**
 * The GM's placement dialog in Chromium (en and ja, STD-04): the real template (place.hbs) and stylesheet,
 * framed the way a DialogV2 frames its content, and the very live check board-prompts.ts wires in on render
 * (forced-move-form.ts, quiet at first since the dialog opens empty). The GM sees an empty form with Place
 * waiting, types a bad coordinate, reads what is wrong, fixes it, and can press Place.
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

function dialogPage(lang: "en" | "ja", target: { x: string; y: string; partner: string }): string {
  const r = renderer(lang);
  const content = r.render("combat/place.hbs", {
    name: inLanguage("Cora", lang),
    ...target,
    pick: { ok: true, reason: "" },
  });
  expect([...r.missing]).toEqual([]);
  const t = translator(lang);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}
    body { margin: 0; background: #e8e3d9; } .application { width: 420px; padding: 8px; }</style></head>
    <body class="theme-light"><div class="application dialog swordworld25 sw25-env-dialog sw25-forced-dialog sw25-place-dialog">
      <header class="window-header"><h1 class="window-title">${t("SW25.Board.Place.Title", { name: inLanguage("Cora", lang) })}</h1></header>
      <form class="window-content"><div class="dialog-content standard-form">${content}</div>
        <footer class="form-footer"><button type="submit" data-action="ok">${t("SW25.Board.Place.Apply")}</button></footer>
      </form></div></body></html>`;
}

/** Opens the dialog and wires the live check as askPlace's render callback does (quiet when opened empty). */
async function open(tab: Page, lang: "en" | "ja", target = { x: "", y: "", partner: "" }): Promise<void> {
  await tab.setContent(dialogPage(lang, target));
  await tab.addScriptTag({ content: `${translatorScript(lang)}\n${SCRIPT}` });
  await tab.evaluate(
    (quiet) => {
      const w = window as unknown as {
        __forced: { watch: (root: ParentNode, t: unknown, quiet: boolean) => void };
        __t: unknown;
      };
      w.__forced.watch(document.querySelector(".application") as HTMLElement, w.__t, quiet);
    },
    target.x === "" || target.y === "",
  );
}

const state = (tab: Page) =>
  tab.evaluate(() => ({
    errors: [...document.querySelectorAll(".sw25-forced-errors li")].map((li) => li.textContent),
    listVisible: (document.querySelector(".sw25-forced-errors") as HTMLElement).offsetHeight > 0,
    invalid: [...document.querySelectorAll("input[aria-invalid='true']")].map((i) => i.getAttribute("name")),
    placeDisabled: (document.querySelector("button[data-action='ok']") as HTMLButtonElement).disabled,
  }));

describe.skipIf(!hasChromium)("the placement dialog in Chromium", () => {
  // One tab for the file's tests (a new tab costs Chromium more than all a test does in it): each test has it
  // made new (`fresh`: its size, a new document and window) and sets its own page.
  const chrome = chromiumSuite({ width: 460, height: 420 });

  for (const lang of ["en", "ja"] as const)
    it(`[STD-04] ${lang}: opens empty and quiet, Place waits for a point; bad input is said while typed`, async () => {
      const t = translator(lang);
      const tab = await chrome.fresh({ width: 460, height: 420 });
      await open(tab, lang);
      expect(await tab.inputValue('input[name="x"]')).toBe("");
      expect(await state(tab)).toEqual({ errors: [], listVisible: false, invalid: [], placeDisabled: true });
      await expect(tab.textContent(".sw25-forced-intro")).resolves.toBe(
        t("SW25.Board.Place.Intro", { name: inLanguage("Cora", lang) }),
      );
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `place-dialog-empty.${lang}.png`), fullPage: true });

      await tab.fill('input[name="x"]', "abc");
      expect(await state(tab)).toEqual({
        errors: [
          t("SW25.Board.ForcedMove.Error.NotNumber", { axis: "x" }),
          t("SW25.Board.ForcedMove.Error.Empty", { axis: "y" }),
        ],
        listVisible: true,
        invalid: ["x", "y"],
        placeDisabled: true,
      });
      expect(await lowContrast(tab, ".sw25-forced-errors li, .sw25-forced-intro, label")).toEqual([]);
      await tab.screenshot({ path: join(OUT, `place-dialog-errors.${lang}.png`), fullPage: true });

      await tab.fill('input[name="x"]', "２０");
      await tab.fill('input[name="y"]', "-3");
      expect(await state(tab)).toEqual({ errors: [], listVisible: false, invalid: [], placeDisabled: false });
      const fields = await tab.evaluate(() => {
        const w = window as unknown as { __forced: { fields: (root: ParentNode) => unknown } };
        return w.__forced.fields(document);
      });
      expect(fields).toEqual({ x: "２０", y: "-3", together: false });
      const overflowing = await tab.$$eval(".sw25-forced-form, .sw25-forced-point", (els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className),
      );
      expect(overflowing).toEqual([]);
      await tab.screenshot({ path: join(OUT, `place-dialog.${lang}.png`), fullPage: true });
    });

  it("[MOUNT-01] a rider joining a placed mount: prefilled with the mount's point, Place ready, the reason said", async () => {
    const t = translator("en");
    const tab = await chrome.fresh({ width: 460, height: 420 });
    await open(tab, "en", { x: "7", y: "2", partner: "Ironhorn Stag" });
    expect([await tab.inputValue('input[name="x"]'), await tab.inputValue('input[name="y"]')]).toEqual([
      "7",
      "2",
    ]);
    expect(await state(tab)).toEqual({ errors: [], listVisible: false, invalid: [], placeDisabled: false });
    await expect(tab.textContent(".sw25-forced-hint")).resolves.toBe(
      t("SW25.Board.Place.Partner", { partner: "Ironhorn Stag", x: "7", y: "2" }),
    );
    expect(await lowContrast(tab, ".sw25-forced-hint")).toEqual([]);
  });

  for (const lang of ["en", "ja"] as const)
    it(`[STD-04] ${lang}: opened empty, Pick on canvas fills both fields and Place is ready`, async () => {
      const t = translator(lang);
      const tab = await chrome.fresh({ width: 460, height: 460 });
      await open(tab, lang);
      await wirePick(tab);
      expect(await state(tab)).toEqual({ errors: [], listVisible: false, invalid: [], placeDisabled: true });
      await expect(tab.textContent("button.sw25-pick-button")).resolves.toContain(
        t("SW25.Board.Pick.Button"),
      );
      await tab.click("button.sw25-pick-button");
      await settlePick(tab, { kind: "outside" });
      // Outside the scene: still empty, still quiet about the fields, Place still waiting.
      expect(await state(tab)).toEqual({ errors: [], listVisible: false, invalid: [], placeDisabled: true });
      expect(await pickState(tab)).toMatchObject({ status: t("SW25.Board.Pick.Outside"), bad: true });
      await tab.click("button.sw25-pick-button");
      await settlePick(tab, { kind: "point", x: 7, y: 0 });
      expect([await tab.inputValue('input[name="x"]'), await tab.inputValue('input[name="y"]')]).toEqual([
        "7",
        "0",
      ]);
      expect(await state(tab)).toEqual({ errors: [], listVisible: false, invalid: [], placeDisabled: false });
      expect(await pickState(tab)).toMatchObject({
        picks: 2,
        buttonDisabled: false,
        status: t("SW25.Board.Pick.Picked", { x: 7, y: 0 }),
        bad: false,
      });
      expect(await lowContrast(tab, ".sw25-pick-status, button.sw25-pick-button")).toEqual([]);
      const fields = await tab.evaluate(() => {
        const w = window as unknown as { __forced: { fields: (root: ParentNode) => unknown } };
        return w.__forced.fields(document);
      });
      expect(fields).toEqual({ x: "7", y: "0", together: false });
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `place-dialog-pick.${lang}.png`), fullPage: true });
    });
});
