/**
 * Issue 22: src/system/compat/ is the only place that knows which Foundry runs. Anywhere else in src/, a
 * read of the release or version, a comparison with a generation, or a version string is a defect: the
 * question belongs in compat/index.ts. Templates must not choose an editor engine (v14 has only ProseMirror).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..", "..");

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? files(full, ext) : ext.test(entry.name) ? [full] : [];
  });
}

/** What names or compares a Foundry version in code. */
const VERSION_PATTERNS: readonly [string, RegExp][] = [
  ["release.generation", /release\s*\??\.\s*generation/],
  ["game.release", /game\s*\??\.\s*release\b/],
  ["a generation comparison", /generation\s*(===?|!==?|>=?|<=?)/],
  ["a generation comparison", /(===?|!==?|>=?|<=?)\s*(game\.)?generation\b/],
  ["game.version", /game\s*\??\.\s*version\b/],
  ["isNewerVersion", /isNewerVersion/],
  ["a version string", /["'`]v?1[3-9](\.\d+)?["'`]/],
];

/** Code lines of a file: comments dropped, so a doc comment may still say which version behaves how. */
function codeLines(text: string): { line: number; code: string }[] {
  const out: { line: number; code: string }[] = [];
  let inBlock = false;
  text.split("\n").forEach((raw, i) => {
    let code = raw;
    if (inBlock) {
      const end = code.indexOf("*/");
      if (end < 0) return;
      code = code.slice(end + 2);
      inBlock = false;
    }
    code = code.replace(/\/\*.*?\*\//g, "");
    const start = code.indexOf("/*");
    if (start >= 0) {
      code = code.slice(0, start);
      inBlock = true;
    }
    code = code.replace(/(^|[^:])\/\/.*$/, "$1");
    if (code.trim() !== "") out.push({ line: i + 1, code });
  });
  return out;
}

function versionMentions(path: string, text: string): string[] {
  const found: string[] = [];
  for (const { line, code } of codeLines(text))
    for (const [what, pattern] of VERSION_PATTERNS)
      if (pattern.test(code)) found.push(`${path}:${line}: ${what}`);
  return found;
}

describe("[issue 22] only src/system/compat names a Foundry version", () => {
  it("no file of src/ outside compat/ reads the release, compares a generation or holds a version string", () => {
    const found = files(join(ROOT, "src"), /\.(ts|js|mjs)$/)
      .map((file) => relative(ROOT, file).split("\\").join("/"))
      .filter((path) => !path.startsWith("src/system/compat/"))
      .flatMap((path) => versionMentions(path, readFileSync(join(ROOT, path), "utf8")));
    expect(found).toEqual([]);
  });

  it("the check itself catches each form, and skips comments", () => {
    const bad = [
      "if (game.release.generation >= 14) x();",
      "const g = game?.release?.generation;",
      "if (generation === 14) y();",
      "if (14 <= generation) y();",
      'foundry.utils.isNewerVersion(game.version, "14");',
      'const v = "13.351";',
    ];
    for (const line of bad) expect(versionMentions("x.ts", line), line).not.toEqual([]);
    const fine = [
      "// v14 keeps elevation in grid units (game.release.generation)",
      "/** v13's API: `generation === 13` */",
      "const regeneration = 3;",
      "const hp = 13;",
      "/*\n game.release.generation\n*/ const x = 1;",
    ];
    for (const line of fine) expect(versionMentions("x.ts", line), line).toEqual([]);
    // The compat module itself does read it: the check would see it if it were elsewhere.
    const compat = readFileSync(join(ROOT, "src/system/compat/index.ts"), "utf8");
    expect(versionMentions("src/system/compat/index.ts", compat)).not.toEqual([]);
  });
});

describe("[issue 22] editors are ProseMirror only (v14 removed TinyMCE)", () => {
  it("no template uses the {{editor}} helper or names an engine; no source reads TinyMCE", () => {
    const templates = files(join(ROOT, "templates"), /\.hbs$/);
    expect(templates.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of templates) {
      const text = readFileSync(file, "utf8");
      if (/\{\{\s*editor\b/.test(text)) found.push(`${relative(ROOT, file)}: {{editor}}`);
      if (/engine\s*=|tinymce/i.test(text)) found.push(`${relative(ROOT, file)}: engine`);
    }
    // compat/index.ts says why there is no TinyMCE; no other source may mention it.
    for (const file of files(join(ROOT, "src"), /\.ts$/).filter((f) => !f.includes("compat")))
      if (/tinymce/i.test(readFileSync(file, "utf8"))) found.push(`${relative(ROOT, file)}: TinyMCE`);
    expect(found).toEqual([]);
    // The notes and descriptions are edited with the <prose-mirror> element.
    const htmlField = readFileSync(join(ROOT, "templates/actor/parts/html-field.hbs"), "utf8");
    expect(htmlField).toContain("<prose-mirror");
  });
});
