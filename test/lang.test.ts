import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

function flatten(obj: unknown, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (obj && typeof obj === "object" && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, obj);
  }
  return out;
}

const en = flatten(JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")));
const ja = flatten(JSON.parse(readFileSync(join(root, "lang/ja.json"), "utf8")));

function* files(dir: string, ext: RegExp): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full, ext);
    else if (ext.test(entry)) yield full;
  }
}

describe("localization", () => {
  it("en and ja have the same keys, both ways", () => {
    expect([...en.keys()].filter((k) => !ja.has(k))).toEqual([]);
    expect([...ja.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it("every value is a non-empty string", () => {
    for (const [lang, map] of [
      ["en", en],
      ["ja", ja],
    ] as const) {
      for (const [key, value] of map) {
        expect(typeof value === "string" && value.trim().length > 0, `${lang}: ${key}`).toBe(true);
      }
    }
  });

  it("every literal SW25.* key used in src/ and templates/ exists", () => {
    const missing: string[] = [];
    const sources = [...files(join(root, "src"), /\.ts$/), ...files(join(root, "templates"), /\.hbs$/)];
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/["'`](SW25(?:\.[A-Za-z0-9_-]+)+)["'`]/g)) {
        const key = match[1] as string;
        if (!en.has(key) && ![...en.keys()].some((k) => k.startsWith(`${key}.`)))
          missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every engine error code has a localized message (SW25.Error.<code>)", () => {
    // Error codes appear as the first string argument of fail()/malformed(), the second of violation(),
    // or as `code: "..."` literals; the Foundry layer localizes them as SW25.Error.<code>.
    const patterns = [
      /\b(?:fail|malformed)(?:<[^>]*>)?\(\s*"([A-Za-z][A-Za-z0-9.]*)"/g,
      /\bviolation\(\s*"[A-Z]+-\d+",\s*"([A-Za-z][A-Za-z0-9.]*)"/g,
      /\bcode: "([A-Za-z][A-Za-z0-9.]*)"/g,
    ];
    const codes = new Set<string>();
    for (const file of files(join(root, "src/rules"), /\.ts$/)) {
      const text = readFileSync(file, "utf8");
      for (const pattern of patterns) for (const m of text.matchAll(pattern)) codes.add(m[1] as string);
    }
    expect(codes.size).toBeGreaterThan(20);
    const missing = [...codes].filter((code) => !en.has(`SW25.Error.${code}`)).sort();
    expect(missing).toEqual([]);
  });
});
