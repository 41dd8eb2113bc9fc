// Chromium set-up shared by the sheet browser tests: the system CSS with Font Awesome, a sheet page, and the
// form collection ApplicationV2 performs on submit.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import * as sass from "sass";
import { expandFlat, formArrays } from "../../src/system/applications/view/form-data.js";
import { folderDigest, runCached, runFileUrl } from "../run-services.js";
import { noteSkipped } from "../skip-notice.js";
import { CHROMIUM } from "./chromium-path.js";
import { fontAwesomeCss, ROOT } from "./render-harness.js";

export { CHROMIUM, FLAGS } from "./chromium-path.js";
export const OUT = join(ROOT, "test-output", "browser");
/** Whether Chromium is there; without it the browser tests skip, and the run says so once (test/skip-notice.ts). */
export const hasChromium = existsSync(CHROMIUM);
// The Japanese renders need a CJK font (Noto Sans CJK, as FOUNDRY_BASE_CSS names it); without one they show tofu.
if (!hasChromium) noteSkipped("chromium", CHROMIUM);
else if (!hasCjkFont()) noteSkipped("cjk-font", "fc-list :lang=ja names none");

/** Whether fontconfig (which Chromium asks on Linux) knows a Noto Sans CJK font for Japanese. */
export function hasCjkFont(): boolean {
  try {
    return /noto sans cjk/i.test(execFileSync("fc-list", [":lang=ja", "family"], { encoding: "utf8" }));
  } catch {
    return false; // No fontconfig at all: no font Chromium could find either.
  }
}

/**
 * What Foundry's own stylesheet gives every page, as far as our renders need it: its sans-serif body font
 * (Signika where installed; else a locally available sans-serif of similar weight, and Noto Sans CJK for
 * Japanese) and controls that inherit it. No font is downloaded.
 */
export const FOUNDRY_BASE_CSS = `
  :root { --font-body: "Signika", "Liberation Sans", "DejaVu Sans", "Noto Sans CJK JP", sans-serif; }
  body { font-family: var(--font-body); font-size: 14px; }
  button, input, select, textarea { font-family: inherit; font-size: inherit; }
`;

/** The stylesheet's name in the run's folder: it changes when any file under styles/ does. */
const cssName = () => `page-${folderDigest(join(ROOT, "styles"))}.css`;
const makeCss = () =>
  FOUNDRY_BASE_CSS + sass.compile(join(ROOT, "styles/swordworld25.scss")).css + fontAwesomeCss();

let css: string | null = null;
/**
 * What a page's `<style>` holds: Foundry's base, the compiled system stylesheet and Font Awesome Free (icons
 * measure 0 px without it). In a test run, an `@import` of the run's one copy (test/run-services.ts
 * `runFileUrl`), compiled once per run while styles/ is unchanged: Chromium fetches and parses its 700 kB
 * once and reuses it for every page, where the text itself in each page cost a parse per page (ten times the
 * rest of a page's load). Outside a run, the text itself. A page served under another origin than
 * about:blank (a routed http://foundry.test page) may not load from 127.0.0.1: it uses `pageCssText`.
 */
export function pageCss(): string {
  css ??= (() => {
    const url = runFileUrl(cssName(), makeCss);
    return url ? `@import url("${url}");` : makeCss();
  })();
  return css;
}

let cssText: string | null = null;
/** The same stylesheet as text, compiled once per run (`runCached`), for a page that cannot import it. */
export function pageCssText(): string {
  cssText ??= runCached(cssName(), makeCss);
  return cssText;
}

/** Our own placeholder portrait (assets/), standing in for Foundry's default actor image. */
export const PORTRAIT = `data:image/svg+xml;base64,${readFileSync(join(ROOT, "assets/portrait-placeholder.svg")).toString("base64")}`;

/** Foundry's core icons are not in this repository: a page shows our placeholder in their place. */
export function withPortraits(html: string): string {
  return html.replace(/src="icons\/[^"]*"/g, `src="${PORTRAIT}"`);
}

/**
 * A sheet as Foundry frames it: `.swordworld25.sheet` around the form holding the parts; with a theme, the
 * window is marked as v13 marks a themed window (`.themed.theme-<x>`).
 */
export function sheetDocument(html: string, width: number, lang: string, theme?: "light" | "dark"): string {
  const themed = theme ? ` themed theme-${theme}` : "";
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}</style></head><body><div class="swordworld25 sheet${themed}" style="width:${width}px"><form>${withPortraits(html)}</form></div></body></html>`;
}

/**
 * The submitted form as ApplicationV2 reads it (FormDataExtended): every named control, checkboxes as
 * booleans, number inputs as numbers (empty = null), the rest as strings; then expanded into an object and
 * index-keyed objects turned into arrays, as our sheets' `_processFormData` does.
 */
export async function submittedForm(page: Page): Promise<Record<string, unknown>> {
  const flat = await page.locator("form").evaluate((form: HTMLFormElement) => {
    const out: Record<string, unknown> = {};
    for (const el of Array.from(form.elements) as HTMLInputElement[]) {
      if (!el.name || el.disabled) continue;
      if (el.type === "checkbox") out[el.name] = el.checked;
      else if (el.type === "number") out[el.name] = el.value === "" ? null : Number(el.value);
      else out[el.name] = el.value;
    }
    return out;
  });
  return formArrays(expandFlat(flat)) as Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** A document update on its source: objects merge, arrays and scalars are replaced (Foundry's rules). */
export function applyUpdate<T>(source: T, update: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...(source as Record<string, unknown>) };
  for (const [key, value] of Object.entries(update))
    out[key] = isObject(value) && isObject(out[key]) ? applyUpdate(out[key], value) : value;
  return out as T;
}

/** A dotted-key update ("system.sections": [...]) as a nested one. */
export function nestedUpdate(update: Record<string, unknown>): Record<string, unknown> {
  return expandFlat(update);
}
