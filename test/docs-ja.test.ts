/**
 * Every user doc has a Japanese twin. "User docs" are the pages a player or GM reads to play: the README and
 * the players' and GMs' guides. The developer docs (architecture, scenarios, standard-combat, foundry-versions)
 * and the ytsheet2 import guide (still growing with each importer, its twin to follow) are English only. A
 * twin links to its original and back, and has the same heading structure: the same number of headings at
 * the same levels, in the same order.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");

/** English user doc → its Japanese twin. */
const TWINS: readonly (readonly [string, string])[] = [
  ["README.md", "README.ja.md"],
  ["docs/players.md", "docs/ja/players.md"],
  ["docs/playing-simplified.md", "docs/ja/playing-simplified.md"],
];

/** The levels of the Markdown headings outside code blocks: `# A`, `## B` → [1, 2]. */
function headingLevels(text: string): number[] {
  let fenced = false;
  const levels: number[] = [];
  for (const line of text.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) {
      const m = /^(#{1,6})\s+\S/.exec(line);
      if (m) levels.push((m[1] as string).length);
    }
  }
  return levels;
}

/** The relative link targets of a Markdown text, resolved from `doc`'s folder. */
function links(doc: string): string[] {
  const text = readFileSync(join(root, doc), "utf8");
  return [...text.matchAll(/\]\(\s*<?([^)\s>#]+)[^)]*\)/g)]
    .map((m) => m[1] as string)
    .filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t))
    .map((t) => relative(root, resolve(root, dirname(doc), t)));
}

describe("Japanese twins of the user docs", () => {
  it("reads heading levels and skips code blocks", () => {
    expect(headingLevels("# A\ntext\n## B\n```sh\n# not a heading\n```\n### C\n#no")).toEqual([1, 2, 3]);
  });

  it.each(TWINS)("%s has its twin %s", (en, ja) => {
    expect(existsSync(join(root, en)), en).toBe(true);
    expect(existsSync(join(root, ja)), ja).toBe(true);
  });

  it.each(TWINS)("%s and its twin %s link to each other", (en, ja) => {
    expect(links(en)).toContain(ja);
    expect(links(ja)).toContain(en);
  });

  it.each(TWINS)("%s and its twin %s have the same heading structure", (en, ja) => {
    const read = (doc: string) => headingLevels(readFileSync(join(root, doc), "utf8"));
    expect(read(ja)).toEqual(read(en));
    expect(read(en).length).toBeGreaterThan(2);
  });

  it("every Japanese doc in docs/ja is the twin of an English user doc", () => {
    const twins = new Set(TWINS.map(([, ja]) => ja));
    for (const f of readdirSync(join(root, "docs/ja"))) expect(twins.has(`docs/ja/${f}`), f).toBe(true);
  });
});
