/**
 * The compendia in Japanese: one pack per language (the simplest thing Foundry shows as it is, and the
 * build compiles like any other pack). The Japanese sources are generated from the English ones and the
 * translation table; this test fails when they are stale or a visible English text has no translation.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script without type declarations
import * as localize from "../../scripts/localize-packs.mjs";

const { ROOT, japaneseSources, localizeDocument, readTable, untranslated } = localize as {
  ROOT: string;
  japaneseSources: () => Record<string, Record<string, string>>;
  localizeDocument: (doc: unknown, table: unknown) => Record<string, unknown>;
  readTable: () => { packs: Record<string, string>; text: Record<string, string>; fragments: string[][] };
  untranslated: (doc: unknown, table: unknown) => string[];
};

const table = readTable();
const system = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  packs: { name: string; label: string; path: string; type: string }[];
};
const sourceFiles = (pack: string) =>
  readdirSync(join(ROOT, "packs/_source", pack))
    .filter((f) => f.endsWith(".json"))
    .sort();
const read = (pack: string, file: string) =>
  JSON.parse(readFileSync(join(ROOT, "packs/_source", pack, file), "utf8")) as Record<string, unknown>;

describe("compendia in Japanese", () => {
  it("every English pack has a Japanese twin in system.json, same type, labelled in Japanese", () => {
    const english = system.packs.filter((p) => !p.name.endsWith("-ja"));
    expect(Object.keys(table.packs).sort()).toEqual(english.map((p) => p.name).sort());
    for (const pack of english) {
      const twin = system.packs.find((p) => p.name === `${pack.name}-ja`);
      expect(twin, pack.name).toEqual({
        ...pack,
        name: `${pack.name}-ja`,
        path: `${pack.path}-ja`,
        label: table.packs[pack.name],
      });
      expect(twin?.label).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });

  it("every text a player reads in the English packs has a translation (names, descriptions, notes, journal)", () => {
    const missing: string[] = [];
    for (const pack of Object.keys(table.packs))
      for (const file of sourceFiles(pack))
        for (const text of untranslated(read(pack, file), table)) missing.push(`${pack}/${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it("the committed Japanese sources are what the table makes of the English ones", () => {
    for (const [pack, files] of Object.entries(japaneseSources())) {
      expect(existsSync(join(ROOT, "packs/_source", pack)), pack).toBe(true);
      expect(sourceFiles(pack), pack).toEqual(Object.keys(files));
      for (const [file, text] of Object.entries(files))
        expect(readFileSync(join(ROOT, "packs/_source", pack, file), "utf8"), `${pack}/${file}`).toBe(text);
    }
  });

  it("a race's abilities read in Japanese; the Japanese sample fighter is not named like the monster ウルフ", () => {
    const jaFile = (pack: string, prefix: string) =>
      read(pack, sourceFiles(pack).find((f) => f.startsWith(prefix)) ?? "") as {
        name: string;
        system: { abilities?: unknown; description?: string; notes?: string };
      };
    const emberkin = jaFile("sample-items-ja", "emberkin");
    expect(emberkin.system.abilities).toBe("［熾火の眼］");
    const fighter = jaFile("sample-actors-ja", "wolf");
    expect(fighter.name).toBe("ウォーレン");
    const macros = sourceFiles("macros-ja").map((f) => read("macros-ja", f).name);
    expect(macros).toContain("バスタードソード（ウォーレン）");
    // No Japanese pack names a character ウルフ, nor keeps an English bracketed ability or the old words.
    for (const pack of Object.keys(table.packs))
      for (const file of sourceFiles(`${pack}-ja`)) {
        const text = readFileSync(join(ROOT, "packs/_source", `${pack}-ja`, file), "utf8");
        expect(text, file).not.toMatch(/ウルフ|\[[A-Z][A-Za-z ]+\]|カスタム技能|[AB]テーブル/);
      }
  });

  it("translates what players read and nothing the rules read: ids, stored words, numbers, commands stay", () => {
    const thornback = read(
      "sample-actors",
      sourceFiles("sample-actors").find((f) => f.startsWith("thornback")) ?? "",
    );
    const ja = localizeDocument(thornback, table) as {
      _id: string;
      name: string;
      system: {
        sections: { name: string; hp: unknown }[];
        skills: { section: string; timing: string }[];
        weakPoint: string;
      };
    };
    const en = thornback as typeof ja;
    expect(ja._id).toBe(en._id);
    expect(ja.name).toBe("ソーンバック・クローラー");
    expect(ja.system.sections.map((s) => s.name)).toEqual(["頭部", "尻尾"]);
    // A skill names its section by name: translated the same way, it still finds it.
    expect(ja.system.skills[0]?.section).toBe("尻尾");
    expect(ja.system.skills[0]?.timing).toBe(en.system.skills[0]?.timing);
    expect(ja.system.weakPoint).toBe(en.system.weakPoint);
    expect(ja.system.sections.map((s) => s.hp)).toEqual(en.system.sections.map((s) => s.hp));
    const macro = read("macros", sourceFiles("macros")[0] ?? "") as { command: string };
    expect((localizeDocument(macro, table) as { command: string }).command).toBe(macro.command);
  });

  it("every entry of the table is used, so it cannot drift from the sources", () => {
    const all = Object.keys(table.packs).flatMap((pack) =>
      sourceFiles(pack).map((f) => JSON.stringify(read(pack, f))),
    );
    const unused = Object.keys(table.text).filter(
      (en) => !all.some((doc) => doc.includes(JSON.stringify(en))),
    );
    expect(unused).toEqual([]);
    const unusedFragments = table.fragments.filter(
      ([from]) => !all.some((doc) => doc.includes(JSON.stringify(from).slice(1, -1))),
    );
    expect(unusedFragments).toEqual([]);
  });
});
