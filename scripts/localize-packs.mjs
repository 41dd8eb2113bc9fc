// Writes the Japanese compendium sources (packs/_source/<pack>-ja/) from the English ones and the
// translation table packs/_i18n/ja.json. Run `node scripts/localize-packs.mjs` after changing either;
// test/scripts/localize-packs.test.ts fails when the committed Japanese sources are out of date or a
// visible English text has no translation.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Keys whose string values players read (names, descriptions, notes, a skill's words, a spell's target, a
 * race's abilities).
 */
const TEXT_KEYS = new Set([
  "abilities",
  "name",
  "description",
  "notes",
  "attackMethod",
  "effect",
  "resistedBy",
  "section",
  "target",
  "item",
]);

/** A stored word of a list (`none`, `fiveSenses`, `1H-versatile`): data, never shown as it is. */
const isWordOfList = (text) => /^[a-z0-9][A-Za-z0-9-]*$/.test(text);

/** Whether `value` under `key` is text a player reads. */
export function isVisibleText(key, value) {
  return TEXT_KEYS.has(key) && typeof value === "string" && /[A-Za-z]/.test(value) && !isWordOfList(value);
}

/** `doc` with every visible text replaced from `table.text`, and journal page contents by `table.fragments`. */
export function localizeDocument(doc, table) {
  const walk = (value, key) => {
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    if (key === "content" && typeof value === "string")
      return table.fragments.reduce((text, [from, to]) => text.split(from).join(to), value);
    if (isVisibleText(key, value)) return table.text[value] ?? value;
    return value;
  };
  return walk(doc, "");
}

/** Every visible English text of `doc` that the table does not translate (journal contents included). */
export function untranslated(doc, table) {
  const out = [];
  const walk = (value, key) => {
    if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (key === "content" && typeof value === "string") {
      const left = localizeDocument({ content: value }, table)
        .content.replace(/<code>[^<]*<\/code>/g, "")
        .replace(/<[^>]+>/g, " ");
      for (const word of left.match(/[A-Za-z]{3,}/g) ?? []) out.push(word);
    } else if (isVisibleText(key, value) && !(value in table.text)) out.push(value);
  };
  walk(doc, "");
  return out;
}

export function readTable() {
  return JSON.parse(readFileSync(join(ROOT, "packs/_i18n/ja.json"), "utf8"));
}

/** The Japanese sources as `{ pack: { file: json text } }`, for every pack the table names. */
export function japaneseSources(table = readTable()) {
  const out = {};
  for (const pack of Object.keys(table.packs)) {
    const dir = join(ROOT, "packs/_source", pack);
    out[`${pack}-ja`] = Object.fromEntries(
      readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => [
          f,
          `${JSON.stringify(localizeDocument(JSON.parse(readFileSync(join(dir, f), "utf8")), table), null, 2)}\n`,
        ]),
    );
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [pack, files] of Object.entries(japaneseSources())) {
    const dir = join(ROOT, "packs/_source", pack);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    console.log(`localize-packs | ${pack}: ${Object.keys(files).length} documents`);
  }
}
