/**
 * Issue 40 item 2: the other system's importer reads Foundry's rich text (a monster's loot, an ability's
 * description) and merges a monster's parts in time that grows linearly with the input. Measured as a ratio in
 * one run (the input ×1 and ×4, best of three each), never as a time threshold: linear grows about ×4,
 * quadratic about ×16.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mergeMonsterParts } from "../../../src/rules/import/foundry-sw25/merge.js";
import { htmlToText } from "../../../src/rules/import/foundry-sw25/reader.js";
import { importYtsheet2 } from "../../../src/rules/import/index.js";

const dir = join(import.meta.dirname, "../../fixtures/foundry-sw25");
type Doc = Record<string, unknown> & { system: Record<string, unknown>; items: Record<string, unknown>[] };
const monster = () => JSON.parse(readFileSync(join(dir, "monster.json"), "utf8")) as Doc;

/** Below this many milliseconds a run is timer noise: the small size counts as at least this long. */
const FLOOR_MS = 4;
/** Linear is about 4, quadratic about 16: the bound leaves room for a busy machine. */
const RATIO = 9;

function best(work: () => unknown): number {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    work();
    least = Math.min(least, performance.now() - start);
  }
  return least;
}

function ratio(make: (n: number) => () => unknown, n: number): number {
  const small = make(n);
  const large = make(4 * n);
  small();
  large(); // warm up
  return best(large) / Math.max(FLOOR_MS, best(small));
}

describe("[issue 40 item 2] the other system's rich text and parts are read in linear time", () => {
  it("rich text of many '<' and no '>' (a loot list, an ability's description)", () => {
    expect(ratio((n) => () => htmlToText("<".repeat(n)), 20_000)).toBeLessThanOrEqual(RATIO);
    expect(ratio((n) => () => htmlToText("<p".repeat(n)), 20_000)).toBeLessThanOrEqual(RATIO);
    // And through the importer: a monster whose loot is 80,000 '<' imports, its loot kept as text.
    const doc = monster();
    doc.system.loot = "<".repeat(80_000);
    const r = importYtsheet2(JSON.stringify(doc));
    expect(r.ok).toBe(true);
    expect(
      ratio((n) => {
        const d = monster();
        d.system.loot = "<".repeat(n);
        const text = JSON.stringify(d);
        return () => importYtsheet2(text);
      }, 20_000),
    ).toBeLessThanOrEqual(RATIO);
  });

  it("tags are still removed and lines kept", () => {
    expect(htmlToText("<p>2-7：<b>Fang</b> (10G)</p><p>8-：Horn&amp;Hide</p>")).toBe(
      "2-7：Fang (10G)\n8-：Horn&Hide",
    );
    expect(htmlToText("a < b <i>and</i> c")).toBe("a < b and c");
  });

  it("merging two parts with many abilities each", () => {
    const part = (name: string, n: number) => {
      const doc = monster();
      doc.name = `Drake（${name}）`;
      Object.assign(doc.system, { part: "2", corepart: "頭部" });
      const ability = doc.items.find((i) => i.name === "Ember Breath") as Record<string, unknown>;
      for (let i = 0; i < n; i++) {
        const copy = structuredClone(ability) as { name: string; system: Record<string, unknown> };
        copy.name = `Ability ${i}`;
        copy.system.description = `<p>${name} ${i}</p>`;
        doc.items.push(copy as unknown as Record<string, unknown>);
      }
      return JSON.stringify(doc);
    };
    const r = mergeMonsterParts([
      { file: "a.json", text: part("頭部", 3) },
      { file: "b.json", text: part("胴体", 3) },
    ]);
    expect(r.ok).toBe(true);
    expect(
      ratio((n) => {
        const files = [
          { file: "a.json", text: part("頭部", n) },
          { file: "b.json", text: part("胴体", n) },
        ];
        return () => mergeMonsterParts(files);
      }, 400),
    ).toBeLessThanOrEqual(RATIO);
  });
});
