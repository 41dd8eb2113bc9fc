/**
 * The language of the `sw25` command. Its words come from the system's own lang/en.json and lang/ja.json
 * (`SW25.*`, the same keys the sheets and the Battle Board read, so the CLI says 自動成功 where the sheet
 * does) and `SW25.Cli.*` for the command's own sentences.
 *
 * The language: `--lang en|ja` (anywhere before a bare `--`), else the locale of the environment
 * (LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them): a locale starting with `ja` is Japanese,
 * anything else (C, en_US, fr_FR...) English.
 */
import { readFileSync } from "node:fs";

export const LANGS = ["en", "ja"] as const;
export type Lang = (typeof LANGS)[number];

export type Params = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly lang: Lang;
  /** The text of `key` with its `{name}` placeholders filled, or `key` itself when the file has none. */
  t(key: string, params?: Params): string;
  has(key: string): boolean;
}

const cache = new Map<Lang, ReadonlyMap<string, string>>();

function flatten(obj: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (obj && typeof obj === "object" && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (typeof obj === "string") out.set(prefix, obj);
  return out;
}

/**
 * lang/<lang>.json, two folders up from this module: the repository's lang/ from src/cli/ (tests) and
 * from the built dist-rules/cli/ alike, so a fresh clone's `npm run build` needs no copy.
 */
function strings(lang: Lang): ReadonlyMap<string, string> {
  let map = cache.get(lang);
  if (!map) {
    const text = readFileSync(new URL(`../../lang/${lang}.json`, import.meta.url), "utf8");
    map = flatten(JSON.parse(text), "", new Map());
    cache.set(lang, map);
  }
  return map;
}

/** Fills `{name}` placeholders as Foundry's `game.i18n.format` does; an unknown name stays as written. */
export function fill(text: string, params: Params = {}): string {
  return text.replace(/\{([^{}]+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

export function translator(lang: Lang): Translator {
  const map = strings(lang);
  return {
    lang,
    t: (key, params) => {
      const text = map.get(key);
      return text === undefined ? key : fill(text, params);
    },
    has: (key) => map.has(key),
  };
}

export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/** The environment's language: the first set of LC_ALL, LC_MESSAGES, LANG; `ja...` is Japanese. */
export function envLang(env: Readonly<Record<string, string | undefined>>): Lang {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== "");
  return locale !== undefined && /^ja(?:[_.@-]|$)/i.test(locale) ? "ja" : "en";
}

export type LangChoice =
  | { readonly ok: true; readonly lang: Lang; readonly argv: string[] }
  | { readonly ok: false; readonly lang: Lang; readonly key: string; readonly params: Params };

/**
 * Takes `--lang X` / `--lang=X` out of the arguments (options end at a bare `--`). The last one given
 * wins; an unknown or missing value is an error, told in the environment's language.
 */
export function chooseLang(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): LangChoice {
  const fallback = envLang(env);
  const rest: string[] = [];
  let chosen: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg === "--lang" || arg.startsWith("--lang=")) {
      const value = arg === "--lang" ? argv[++i] : arg.slice("--lang=".length);
      if (value === undefined || value === "" || value.startsWith("--"))
        return { ok: false, lang: fallback, key: "SW25.Cli.Lang.Missing", params: {} };
      chosen = value;
      continue;
    }
    rest.push(arg);
  }
  if (chosen === undefined) return { ok: true, lang: fallback, argv: rest };
  const lang = chosen.toLowerCase();
  if (!isLang(lang))
    return { ok: false, lang: fallback, key: "SW25.Cli.Lang.Unknown", params: { lang: chosen } };
  return { ok: true, lang, argv: rest };
}
