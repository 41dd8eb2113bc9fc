/** The README and docs/ hold together: every relative link resolves to a file inside the repository. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const docs = [
  "README.md",
  "README.ja.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
  ...readdirSync(join(root, "docs/ja"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/ja/${f}`),
];

/** Markdown link and image targets: `[text](target)` and `![alt](target "title")`. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => m[1] as string,
  );
}

/** Where a relative link points, or null for web links and in-page anchors. */
function localTarget(doc: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) return null;
  const path = decodeURIComponent(target.replace(/[#?].*$/, ""));
  return resolve(root, dirname(doc), path);
}

describe("documentation links", () => {
  it("finds links and images, and skips web links and anchors", () => {
    expect(linkTargets('See [a](docs/a.md#x), ![b](img/b.png "B") and [c](https://x.org).')).toEqual([
      "docs/a.md#x",
      "img/b.png",
      "https://x.org",
    ]);
    expect(localTarget("docs/a.md", "https://example.org")).toBeNull();
    expect(localTarget("docs/a.md", "#section")).toBeNull();
    expect(localTarget("docs/a.md", "../README.md#top")).toBe(join(root, "README.md"));
  });

  it.each(docs)("every relative link in %s resolves to a file inside the repository", (doc) => {
    const broken: string[] = [];
    for (const target of linkTargets(readFileSync(join(root, doc), "utf8"))) {
      const file = localTarget(doc, target);
      if (file === null) continue;
      const inside = !relative(root, file).startsWith("..");
      if (!inside || !existsSync(file)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it.each(docs)("%s names no file outside the repository", (doc) => {
    const text = readFileSync(join(root, doc), "utf8");
    expect(text.match(/(?:^|[\s`(])(?:\/work\/|\/home\/|\/tmp\/|~\/)\S*/gm) ?? []).toEqual([]);
  });

  it.each([
    "docs/players.md",
    "docs/playing-standard.md",
    "docs/playing-simplified.md",
    "docs/ja/players.md",
    "docs/ja/playing-simplified.md",
    "docs/ja/playing-standard.md",
  ])("%s is in plain words: no rule IDs, no source files", (doc) => {
    const text = readFileSync(join(root, doc), "utf8");
    expect(text.match(/\b[A-Z]{2,6}-\d{2}\b/g) ?? []).toEqual([]);
    expect(text.match(/\b(?:src|test|templates|styles|lang|scripts)\/\S*/g) ?? []).toEqual([]);
    expect(text.match(/\S+\.(?:ts|hbs|scss|mjs|json)\b/g) ?? []).toEqual([]);
    // The walkthroughs show the product: their screenshots exist (checked by the link test above).
    expect(text).toMatch(/!\[[^\]]+\]\((?:\.\.\/)?screenshots\/[\w.-]+\.png\)/);
  });

  // References a contributor cannot open (the project's private source documents, a line number in one of
  // them, its issue tracker) are named in words instead: the rule, or the rules' section it comes from.
  const privateReference = /\bseed 00\d|\bthe seed\b|facts §|\bFACTS-\d|\bissues? \d+|\bl\.\s?\d+/gi;

  it("recognises the private references and spares the words around them", () => {
    const found = (s: string) => s.match(privateReference) ?? [];
    for (const s of ["Seed 000, l.526", "the seed's example", "issue 17", "facts §3", "(l. 713)"])
      expect(found(s), s).not.toEqual([]);
    for (const s of ["seed-rules.test.ts", "the combat rules' example", "tool.12", "ll. of text", "issued"])
      expect(found(s), s).toEqual([]);
  });

  it.each(docs)("%s names no private source document or issue number", (doc) => {
    const text = readFileSync(join(root, doc), "utf8");
    expect(text.match(privateReference) ?? []).toEqual([]);
  });

  // A clone holds only the repository: no doc sends its reader to a folder beside it (the project's source
  // documents in ../shared) or to a path on a maintainer's machine.
  it.each(docs)("%s names no path outside the repository", (doc) => {
    const text = readFileSync(join(root, doc), "utf8");
    expect(text.match(/(?:\.\.\/)+shared\b\S*|\/work\/\S*/g) ?? []).toEqual([]);
  });
});
