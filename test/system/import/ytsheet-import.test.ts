import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { RULES } from "../../../src/rules/import/compare.js";
import { type ImportPorts, importFile } from "../../../src/system/import/ytsheet-import.js";
import { fixtureText, variant } from "../../rules/import/fixtures.js";

const root = join(import.meta.dirname, "../../..");
type Lang = { SW25: { Import: Record<string, Record<string, unknown>>; Error: Record<string, unknown> } };
/** Import warnings live in SW25.Import.Warning; errors, like every engine error, in SW25.Error. */
const lang = (file: string) => {
  const sw = (JSON.parse(readFileSync(join(root, "lang", file), "utf8")) as Lang).SW25;
  return { Warning: sw.Import.Warning, Error: sw.Error };
};
const en = lang("en.json");

/**
 * A translator over lang/<file> that fills {params}, as game.i18n.format does
 * (https://foundryvtt.com/api/classes/foundry.helpers.Localization.html#format).
 */
const translatorOf =
  (file: string) =>
  (key: string, data: Record<string, unknown> = {}): string => {
    const path = key.split(".");
    let node: unknown = JSON.parse(readFileSync(join(root, "lang", file), "utf8"));
    for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== "string") return key;
    return node.replace(/\{(\w+)\}/g, (_, name: string) => String(data[name] ?? `{${name}}`));
  };
const t = translatorOf("en.json");

function ports(create: ImportPorts["create"] = async () => ({}), translate = t) {
  const notes: [string, string][] = [];
  const whispers: string[] = [];
  const p: ImportPorts = {
    t: translate,
    create: vi.fn(create),
    notify: (level, message) => void notes.push([level, message]),
    whisper: async (html) => void whispers.push(html),
  };
  return { p, notes, whispers };
}

describe("Import into Foundry: all or nothing", () => {
  it("creates the actor and all its items in one create call", async () => {
    const { p, notes } = ports();
    expect(await importFile("rinka.json", fixtureText("character"), p)).toBe(true);
    expect(p.create).toHaveBeenCalledTimes(1);
    const source = (p.create as ReturnType<typeof vi.fn>).mock.calls[0]?.[0];
    expect(source.items).toHaveLength(11);
    expect(notes).toEqual([["info", "Imported Rinka Thornwell (Character) with 11 item(s)."]]);
  });

  it("a bad file creates nothing and names the problem", async () => {
    const { p, notes } = ports();
    expect(await importFile("rinka.json", variant("character", { lvFig: "99" }), p)).toBe(false);
    expect(p.create).not.toHaveBeenCalled();
    expect(notes).toEqual([
      ["error", "Nothing was imported from rinka.json: the field lvFig holds an impossible value (99)."],
    ]);
    const other = ports();
    expect(await importFile("sheet.txt", fixtureText("character"), other.p)).toBe(false);
    expect(other.notes[0]?.[1]).toBe(
      "Nothing was imported from sheet.txt: only .json files can be imported.",
    );
  });

  it("a monster's weakness and parts note lines are in the importing user's language", async () => {
    const created = async (translate: typeof t) => {
      const { p } = ports(async () => ({}), translate);
      expect(await importFile("m.json", fixtureText("monster"), p)).toBe(true);
      return String((p.create as ReturnType<typeof vi.fn>).mock.calls[0]?.[0].system.notes);
    };
    const ja = await created(translatorOf("ja.json"));
    expect(ja).toMatch(/^<p>弱点：命中力\+1<\/p><p>部位：頭部／胴体／尾<\/p>/);
    expect(ja).not.toMatch(/Weakness|Parts/);
    expect(await created(t)).toMatch(/^<p>Weakness: 命中力\+1<\/p><p>Parts: 頭部／胴体／尾<\/p>/);
  });

  it("a create Foundry refuses is reported, not thrown", async () => {
    const { p, notes } = ports(async () => {
      throw new Error("validation");
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await importFile("m.json", fixtureText("monster"), p)).toBe(false);
    expect(notes[0]?.[0]).toBe("error");
    expect(notes[0]?.[1]).toContain("Foundry refused to create the actor");
  });

  it("warnings are counted in a notification and listed, localized, in a whisper", async () => {
    const { p, notes, whispers } = ports();
    await importFile("c.json", variant("character", { hpTotal: "30", oddField: "x" }), p);
    expect(notes[1]).toEqual([
      "warn",
      "Rinka Thornwell: 2 warning(s); the details are whispered to you in the chat.",
    ]);
    // The rule our engine applies is named, from SW25.Import.Rule.<ruleKey>.
    expect(whispers[0]).toContain(
      "<li>hpTotal: ytsheet2 says 30, our rules give 23 (max HP = Vitality score + 3 × adventurer level + bonuses).</li>",
    );
    expect(whispers[0]).toContain("<li>The field oddField is not imported.</li>");
  });
});

describe("lang keys of the importer", () => {
  it("every rule a TotalMismatch names has an English and a Japanese text (SW25.Import.Rule)", () => {
    const rules = (file: string) =>
      (JSON.parse(readFileSync(join(root, "lang", file), "utf8")) as Lang).SW25.Import.Rule ?? {};
    for (const key of RULES.keys())
      expect([key, rules("en.json")[key] !== undefined, rules("ja.json")[key] !== undefined]).toEqual([
        key,
        true,
        true,
      ]);
  });

  it("every error and warning code the importer can give has an English and a Japanese text", () => {
    const ja = lang("ja.json");
    // Recursive: the sw25-system importer lives in src/rules/import/foundry-sw25/ (codes "Foundry.<Name>").
    const sources = [
      ...readdirSync(join(root, "src/rules/import"), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith(".ts"))
        .map((f) => join(root, "src/rules/import", f)),
      join(root, "src/cli/import-command.ts"),
      join(root, "src/system/import/ytsheet-import.ts"),
    ];
    const text = sources.map((f) => readFileSync(f, "utf8")).join("\n");
    const warnings = new Set([...text.matchAll(/warn\(\s*"([\w.]+)"/g)].map((m) => m[1] as string));
    const errors = new Set(
      [...text.matchAll(/(?:fail|failure)\(\s*"([\w.]+)"|code: "([\w.]+)"/g)].map(
        (m) => (m[1] ?? m[2]) as string,
      ),
    );
    expect(warnings.size).toBeGreaterThan(10);
    expect(errors.size).toBeGreaterThan(6);
    // A dotted code ("Foundry.WrongType") names a nested key.
    const has = (table: unknown, code: string) =>
      typeof code
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], table) === "string";
    for (const code of warnings)
      expect([code, has(en.Warning, code), has(ja.Warning, code)]).toEqual([code, true, true]);
    for (const code of errors)
      expect([code, has(en.Error, code), has(ja.Error, code)]).toEqual([code, true, true]);
  });
});
