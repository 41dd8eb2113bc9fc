import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WEAPON_CATEGORIES, WEAPON_USAGES } from "../../src/rules/character/vocabulary.js";
import { fixedValue } from "../../src/rules/dice/check.js";
import { POWER_TABLE } from "../../src/rules/dice/power-table-data.js";

const root = join(import.meta.dirname, "..", "..");
const system = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as {
  packs: { name: string; path: string; type: string; system: string }[];
};

type Doc = Record<string, unknown> & { _id: string; _key: string; name: string };
function docs(pack: string): Doc[] {
  const dir = join(root, "packs/_source", pack);
  return readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Doc);
}
const byName = (pack: string, name: string) => docs(pack).find((d) => d.name === name) as Doc;

describe("compendium sources", () => {
  it("every pack in system.json has sources whose _key the CLI will read", () => {
    const prefix: Record<string, string> = {
      Actor: "actors",
      Item: "items",
      JournalEntry: "journal",
      Macro: "macros",
    };
    for (const pack of system.packs) {
      expect(pack.path).toBe(`packs/${pack.name}`);
      expect(pack.system).toBe("swordworld25");
      const all = docs(pack.name);
      expect(all.length, pack.name).toBeGreaterThan(0);
      for (const doc of all) {
        expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(doc._key).toBe(`!${prefix[pack.type]}!${doc._id}`);
        for (const item of (doc.items ?? []) as Doc[])
          expect(item._key).toBe(`!actors.items!${doc._id}.${item._id}`);
        for (const page of (doc.pages ?? []) as Doc[])
          expect(page._key).toBe(`!journal.pages!${doc._id}.${page._id}`);
      }
    }
  });

  it("[DMG-12] Wolf and the Goblin carry the worked example's numbers", () => {
    const wolf = byName("sample-actors", "Wolf");
    const sword = (wolf.items as Doc[]).find((i) => i.name === "Bastard Sword")?.system as Record<
      string,
      unknown
    >;
    expect([sword.power, sword.criticalValue]).toEqual([17, 10]);
    const goblin = byName("sample-actors", "Goblin").system as {
      sections: { evasion: number; defense: number; hp: { max: number } }[];
    };
    const body = goblin.sections[0];
    expect([fixedValue(body?.evasion ?? 0), body?.defense, body?.hp.max]).toEqual([10, 1, 16]);
  });

  it("weapons use only the words the schema accepts", () => {
    const weapons = [
      ...docs("sample-items"),
      ...docs("sample-actors").flatMap((a) => (a.items ?? []) as Doc[]),
    ].filter((d) => d.type === "weapon");
    for (const w of weapons) {
      const s = w.system as { category: string; usage: string };
      expect(WEAPON_CATEGORIES).toContain(s.category);
      expect(WEAPON_USAGES).toContain(s.usage);
    }
  });

  it("[ROLL-05] the rules journal's power table is the engine's table", () => {
    const journal = docs("rules-reference")[0] as unknown as {
      pages: { name: string; text: { content: string } }[];
    };
    const html = journal.pages.find((p) => p.name === "Power Table")?.text.content ?? "";
    const rows = [...html.matchAll(/<tr><th>(\d+)<\/th>((?:<td>\d+<\/td>){10})<\/tr>/g)].map((m) =>
      [...(m[2] ?? "").matchAll(/<td>(\d+)<\/td>/g)].map((c) => Number(c[1])),
    );
    expect(rows).toEqual(POWER_TABLE.map((r) => [...r]));
  });
});
