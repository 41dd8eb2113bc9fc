/**
 * What the board's point dialogs (forced move, place) need in a Chromium page: the live check and the "Pick on
 * canvas" wiring board-prompts.ts adds on render (forced-move-form.ts, bundled with esbuild as one browser
 * script that sets `window.__forced = { watch, fields, watchPick }`), and the page's `game.i18n.format` over
 * the real language file. The page has no canvas: `wirePick` hands the button a pick the test settles itself,
 * as board-prompts.ts `pickForDialog` settles it from one click on the map (pick-point.ts, tested on the fake
 * canvas in test/system/combat/canvas/pick-point.test.ts).
 */
import { buildSync } from "esbuild";
import type { Page } from "playwright-core";
import type { PickResult } from "../../src/system/combat/tracker/forced-move-form.js";
import { mergedLang, ROOT } from "./render-harness.js";

export const FORM_SCRIPT = buildSync({
  stdin: {
    contents: `import { forcedMoveFields, watchForcedMoveForm, watchPickButton } from "./src/system/combat/tracker/forced-move-form.ts";
      window.__forced = { watch: watchForcedMoveForm, fields: forcedMoveFields, watchPick: watchPickButton };`,
    resolveDir: ROOT,
    loader: "ts",
  },
  bundle: true,
  format: "iife",
  platform: "browser",
  write: false,
}).outputFiles[0]?.text;

/** The page's `game.i18n.format`: the language file, `{name}` placeholders filled. */
export function translatorScript(lang: "en" | "ja"): string {
  return `window.__lang = ${JSON.stringify(mergedLang(lang))};
    window.__t = (key, params) => {
      let node = window.__lang;
      for (const part of key.split(".")) node = node && typeof node === "object" ? node[part] : undefined;
      if (typeof node !== "string") return key;
      return node.replace(/\\{(\\w+)\\}/g, (m, n) => (params && n in params ? String(params[n]) : m));
    };`;
}

/**
 * Wires the dialog's "Pick on canvas" button as the render callback does, to a pick the test settles with
 * `settlePick`: each click of the button counts in `window.__picks` and waits for the test's result.
 */
export async function wirePick(tab: Page): Promise<void> {
  await tab.evaluate(() => {
    const w = window as unknown as {
      __forced: { watchPick: (root: ParentNode, t: unknown, pick: () => Promise<unknown>) => void };
      __t: unknown;
      __picks: number;
      __settle: ((result: unknown) => void) | null;
    };
    w.__picks = 0;
    w.__settle = null;
    w.__forced.watchPick(document.querySelector(".application") as HTMLElement, w.__t, () => {
      w.__picks += 1;
      return new Promise((resolve) => {
        w.__settle = resolve;
      });
    });
  });
}

/** The pick under way ends with `result` (the click's metres, outside, cancelled, or unavailable). */
export async function settlePick(tab: Page, result: PickResult): Promise<void> {
  await tab.evaluate((r) => {
    const w = window as unknown as { __settle: ((result: unknown) => void) | null };
    const settle = w.__settle;
    w.__settle = null;
    settle?.(r);
  }, result);
  // Let the button's handler run its continuation.
  await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The pick button and its status line as the GM sees them. */
export const pickState = (tab: Page) =>
  tab.evaluate(() => {
    const button = document.querySelector("button.sw25-pick-button") as HTMLButtonElement;
    const status = document.querySelector(".sw25-pick-status") as HTMLElement;
    return {
      picks: (window as unknown as { __picks?: number }).__picks ?? 0,
      buttonDisabled: button.disabled,
      buttonType: button.type,
      status: status.textContent,
      bad: status.dataset.tone === "bad",
    };
  });
