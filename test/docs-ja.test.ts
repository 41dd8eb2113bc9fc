/**
 * Every user doc has a Japanese twin. "User docs" are the pages a player or GM reads to play or to set a world
 * up: the README, the players' guide, the GMs' two battle walkthroughs, the battle rules as the system reads
 * them (standard-combat, scenarios), the import guide (ytsheet2 and the sw25 system) and the modules page. The
 * developer docs (architecture, foundry-versions) are English only. A twin links to its original and back, and
 * has the same sections: the same headings at the same levels in the same order, none of them empty where the
 * original's is not, each with the same number of code blocks and the same screenshots (the Japanese render
 * where one exists). A twin speaks the rulebook's Japanese (the project's glossary): none of the variants a
 * translation once drifted to.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { asciiMarksInJapanese } from "./browser/japanese-marks.js";
import { VARIANTS } from "./glossary-variants.js";

const root = resolve(import.meta.dirname, "..");

/** English user doc → its Japanese twin. */
const TWINS: readonly (readonly [string, string])[] = [
  ["README.md", "README.ja.md"],
  ["docs/players.md", "docs/ja/players.md"],
  ["docs/playing-simplified.md", "docs/ja/playing-simplified.md"],
  ["docs/playing-standard.md", "docs/ja/playing-standard.md"],
  ["docs/import.md", "docs/ja/import.md"],
  ["docs/modules.md", "docs/ja/modules.md"],
  ["docs/standard-combat.md", "docs/ja/standard-combat.md"],
  ["docs/scenarios.md", "docs/ja/scenarios.md"],
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

/** A doc cut at its headings (outside code blocks): each section's heading level and the text under it. */
function sections(text: string): { level: number; heading: string; body: string }[] {
  let fenced = false;
  const out: { level: number; heading: string; body: string }[] = [{ level: 0, heading: "", body: "" }];
  for (const line of text.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^(#{1,6})\s+(\S.*)$/.exec(line);
    if (m) out.push({ level: (m[1] as string).length, heading: m[2] as string, body: "" });
    else (out.at(-1) as { body: string }).body += `${line}\n`;
  }
  return out;
}

/** The fenced code blocks of a section: commands and formats, the same in both languages. */
const codeBlocks = (body: string) => [...body.matchAll(/^\s*```[^\n]*\n([\s\S]*?)^\s*```/gm)].length;

/** The screenshots a section shows, each as its Japanese render where one exists. */
function sectionShots(body: string, doc: string, japanese: boolean): string[] {
  return [...body.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)]
    .map((m) => relative(root, resolve(root, dirname(doc), m[1] as string)))
    .map((shot) => {
      const ja = shot.replace(/(?:\.en)?\.png$/, ".ja.png");
      return japanese && existsSync(join(root, ja)) ? ja : shot;
    })
    .filter((shot, i, all) => all.indexOf(shot) === i)
    .sort();
}

/** The relative link targets of a Markdown text, resolved from `doc`'s folder. */
function links(doc: string): string[] {
  const text = readFileSync(join(root, doc), "utf8");
  return [...text.matchAll(/\]\(\s*<?([^)\s>#]+)[^)]*\)/g)]
    .map((m) => m[1] as string)
    .filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t))
    .map((t) => relative(root, resolve(root, dirname(doc), t)));
}

/** Twins whose screenshots are not yet checked (none: every twin shows the same shots, in Japanese where one exists). */
const shotsExempt = new Set<string>([]);

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

  it("cuts a doc into sections and counts their code blocks", () => {
    const cut = sections("intro\n# A\ntext\n## B\n```sh\n# not a heading\n```\n### C\n");
    expect(cut.map((c) => [c.level, c.heading])).toEqual([
      [0, ""],
      [1, "A"],
      [2, "B"],
      [3, "C"],
    ]);
    expect(codeBlocks(cut[2]?.body ?? "")).toBe(1);
    expect(codeBlocks(cut[1]?.body ?? "")).toBe(0);
  });

  it.each(TWINS)(
    "%s and its twin %s have the same sections, each with text, code blocks and screenshots",
    (en, ja) => {
      const read = (doc: string) => sections(readFileSync(join(root, doc), "utf8"));
      const [a, b] = [read(en), read(ja)];
      expect(b.map((x) => x.level)).toEqual(a.map((x) => x.level));
      const problems: string[] = [];
      a.forEach((section, i) => {
        const twin = b[i];
        if (!twin) return;
        const where = `${en} "${section.heading}" / ${ja} "${twin.heading}"`;
        if (section.body.trim() !== "" && twin.body.trim() === "")
          problems.push(`${where}: the twin's section is empty`);
        if (codeBlocks(section.body) !== codeBlocks(twin.body))
          problems.push(
            `${where}: ${codeBlocks(section.body)} code blocks, the twin ${codeBlocks(twin.body)}`,
          );
        if (!shotsExempt.has(ja)) {
          const want = sectionShots(section.body, en, true);
          const got = sectionShots(twin.body, ja, true);
          if (JSON.stringify(want) !== JSON.stringify(got))
            problems.push(`${where}: screenshots ${JSON.stringify(want)}, the twin ${JSON.stringify(got)}`);
        }
      });
      expect(problems).toEqual([]);
    },
  );

  it.each(TWINS)("%s and its twin %s have the same heading structure", (en, ja) => {
    const read = (doc: string) => headingLevels(readFileSync(join(root, doc), "utf8"));
    expect(read(ja)).toEqual(read(en));
    expect(read(en).length).toBeGreaterThan(2);
  });

  it.each(TWINS.filter(([, ja]) => !shotsExempt.has(ja)))(
    "%s's screenshots appear in its twin %s, in Japanese where one exists",
    (en, ja) => {
      const shots = (doc: string) => links(doc).filter((l) => l.startsWith("docs/screenshots/"));
      const expected = shots(en).map((shot) => {
        // The Japanese render of shot.png or shot.en.png is shot.ja.png.
        const jaShot = shot.replace(/(?:\.en)?\.png$/, ".ja.png");
        return existsSync(join(root, jaShot)) ? jaShot : shot;
      });
      expect(new Set(shots(ja))).toEqual(new Set(expected));
    },
  );

  it("every Japanese doc in docs/ja is the twin of an English user doc", () => {
    const twins = new Set(TWINS.map(([, ja]) => ja));
    for (const f of readdirSync(join(root, "docs/ja"))) expect(twins.has(`docs/ja/${f}`), f).toBe(true);
  });

  it.each(TWINS)(
    "%s's twin %s puts no ASCII ( ) : next to Japanese in its prose (they are （）：)",
    (_en, ja) => {
      const found: string[] = [];
      let fenced = false;
      for (const line of readFileSync(join(root, ja), "utf8").split("\n")) {
        if (line.startsWith("```")) fenced = !fenced;
        // Code, link targets, addresses and a point's coordinates `(3, 1)` are notation, not prose.
        const prose = line
          .replace(/`[^`]*`/g, "")
          .replace(/\(-?[\d.]+, ?-?[\d.]+\)/g, "")
          .replace(/\]\([^)]*\)/g, "]")
          .replace(/https?:\/\/\S+/g, "");
        if (!fenced && asciiMarksInJapanese(prose)) found.push(line.trim());
      }
      expect(found).toEqual([]);
    },
  );

  it.each(TWINS)("%s's twin %s uses the glossary's words", (_en, ja) => {
    const found: string[] = [];
    for (const line of readFileSync(join(root, ja), "utf8").split("\n"))
      for (const { variant, instead } of VARIANTS)
        if (variant.test(line)) found.push(`${line.trim()} (say ${instead})`);
    expect(found).toEqual([]);
  });
});
