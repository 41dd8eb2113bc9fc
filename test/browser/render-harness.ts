// Renders our Handlebars templates outside Foundry: the lang files, a `localize` helper that
// records every missing key, our own helpers and every template as a partial. Used by the browser tests.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { TEMPLATE_HELPERS } from "../../src/system/applications/template-helpers.js";

export const ROOT = join(import.meta.dirname, "..", "..");

type Tree = { [key: string]: string | Tree };

/** The system's language file, as Foundry loads it. */
export function mergedLang(lang: "en" | "ja"): Tree {
  return JSON.parse(readFileSync(join(ROOT, "lang", `${lang}.json`), "utf8")) as Tree;
}

function lookup(tree: Tree, key: string): string | null {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return null;
    node = node[part];
  }
  return typeof node === "string" ? node : null;
}

export interface Renderer {
  render(template: string, context: object): string;
  /** Foundry's `game.i18n.format` on the lang file (the key itself when missing). */
  localize(key: string, data?: Record<string, string>): string;
  readonly missing: Set<string>;
}

export function renderer(lang: "en" | "ja"): Renderer {
  const tree = mergedLang(lang);
  const missing = new Set<string>();
  const hbs = Handlebars.create();
  // Foundry's helper: `{{localize key name=value}}` formats the `{name}` placeholders from the hash.
  hbs.registerHelper("localize", (key: unknown, options?: { hash?: Record<string, unknown> }) => {
    const text = typeof key === "string" ? lookup(tree, key) : null;
    if (text === null) {
      missing.add(String(key));
      return String(key);
    }
    const hash = options?.hash ?? {};
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in hash ? String(hash[name]) : whole));
  });
  hbs.registerHelper(TEMPLATE_HELPERS);
  // Every template is a partial under its Foundry path, as Foundry's loadTemplates registers them.
  for (const file of readdirSync(join(ROOT, "templates"), { recursive: true, encoding: "utf8" }))
    if (file.endsWith(".hbs"))
      hbs.registerPartial(
        `systems/swordworld25/templates/${file}`,
        readFileSync(join(ROOT, "templates", file), "utf8"),
      );
  const cache = new Map<string, HandlebarsTemplateDelegate>();
  return {
    missing,
    localize(key, data = {}) {
      const text = lookup(tree, key);
      if (text === null) return key;
      return text.replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
    },
    render(template, context) {
      let compiled = cache.get(template);
      if (!compiled) {
        compiled = hbs.compile(readFileSync(join(ROOT, "templates", template), "utf8"), { strict: false });
        cache.set(template, compiled);
      }
      return compiled(context);
    },
  };
}

/**
 * Font Awesome Free's CSS with its solid and regular fonts inlined as data URLs, so a page set with
 * `setContent` (no base URL) renders the sheets' icon buttons as Foundry would.
 */
export function fontAwesomeCss(): string {
  const dir = join(ROOT, "node_modules", "@fortawesome", "fontawesome-free");
  return readFileSync(join(dir, "css", "all.min.css"), "utf8").replace(
    /url\(\.\.\/webfonts\/([\w-]+\.woff2)\)/g,
    (_whole, file: string) =>
      /brands|v4compat/.test(file)
        ? "url(about:blank)"
        : `url(data:font/woff2;base64,${readFileSync(join(dir, "webfonts", file)).toString("base64")})`,
  );
}
