/**
 * What the board's point dialogs (forced move, place) need in a Chromium page: the live check board-prompts.ts
 * wires in on render (forced-move-form.ts, bundled with esbuild as one browser script that sets
 * `window.__forced = { watch, fields }`), and the page's `game.i18n.format` over the real language file.
 */
import { buildSync } from "esbuild";
import { mergedLang, ROOT } from "./render-harness.js";

export const FORM_SCRIPT = buildSync({
  stdin: {
    contents: `import { forcedMoveFields, watchForcedMoveForm } from "./src/system/combat/forced-move-form.ts";
      window.__forced = { watch: watchForcedMoveForm, fields: forcedMoveFields };`,
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
