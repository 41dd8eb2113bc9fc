// The Battle Board as a page for the browser tests: the tracker template with its partials on bare Handlebars
// with the lang file's `localize`, and the real stylesheet, in a Foundry-like window of a given width.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import * as sass from "sass";
import { translator } from "../system/combat/helpers.js";
import { FOUNDRY_BASE_CSS } from "./browser-page.js";
import { ROOT } from "./render-harness.js";

const FOUNDRY_PATH = "systems/swordworld25/";
export type TrackerLang = "en" | "ja";

/** The tracker template, compiled for `lang`. */
export function trackerTemplate(lang: TrackerLang): HandlebarsTemplateDelegate {
  const hb = Handlebars.create();
  const t = translator(lang);
  hb.registerHelper("localize", (key: string, options?: { hash?: Record<string, string | number> }) =>
    t(key, options?.hash),
  );
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  for (const name of ["button", "chip"])
    hb.registerPartial(
      `${FOUNDRY_PATH}templates/combat/${name}.hbs`,
      readFileSync(join(ROOT, `templates/combat/${name}.hbs`), "utf8"),
    );
  return hb.compile(readFileSync(join(ROOT, "templates/combat/tracker.hbs"), "utf8"));
}

/** The theme and the board's own stylesheet, compiled once. */
export const TRACKER_CSS =
  sass.compile(join(ROOT, "styles/_theme.scss")).css +
  sass.compile(join(ROOT, "styles/combat/_tracker.scss")).css;

/** A whole page: the board rendered from `context` in a window `width` px wide on `background`. */
export function trackerPage(
  lang: TrackerLang,
  context: object,
  options: { theme: "light" | "dark"; background: string; width: number },
): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${TRACKER_CSS}
    ${FOUNDRY_BASE_CSS}
    body { margin: 0; } .window { width: ${options.width}px; padding: 8px; }</style></head>
    <body class="theme-${options.theme}" style="background: ${options.background}">
    <div class="swordworld25 sw25-battle window">${trackerTemplate(lang)(context)}</div></body></html>`;
}
