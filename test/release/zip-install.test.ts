/**
 * The release zip installs: unpacked as Foundry's "Install System" reads it, its files straight into the
 * system's folder (Data/systems/swordworld25/), the manifest at the archive's root as dnd5e's release zips have it
 * (no public page says the installer looks inside a wrapping folder), every path its system.json names exists (esmodules and the chunks they import, styles, languages, packs), every template
 * and asset path the code names is there, and each compendium opens with the official CLI and holds the
 * documents of its source folder.
 *
 * The zip is dist/swordworld25.zip when it is newer than every source (CI builds first); otherwise the build
 * runs into a temporary folder (`node scripts/build.mjs --out`), so dist/ stays as other tests read it.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
// @ts-expect-error: the official CLI ships no type declarations
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const SOURCES = ["src", "templates", "lang", "styles", "packs", "assets", "system.json", "scripts/build.mjs"];

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), stat.mtimeMs);
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** The zip to test: dist's when it is up to date, else a fresh build's. */
function releaseZip(): string {
  const zip = join(ROOT, "dist", "swordworld25.zip");
  const sourcesChanged = Math.max(
    ...SOURCES.map((s) => join(ROOT, s))
      .filter(existsSync)
      .map(newest),
  );
  if (existsSync(zip) && statSync(zip).mtimeMs >= sourcesChanged) return zip;
  const out = mkdtempSync(join(tmpdir(), "sw25-release-"));
  execFileSync(process.execPath, [join(ROOT, "scripts/build.mjs"), "--out", out], {
    cwd: ROOT,
    stdio: "pipe",
  });
  return join(out, "swordworld25.zip");
}

type Manifest = {
  id: string;
  version: string;
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
  packs: { name: string; path: string; type: string }[];
};

let installed: string;
let manifest: Manifest;
let entries: string[];

beforeAll(() => {
  const unpacked = unzipSync(readFileSync(releaseZip()));
  entries = Object.keys(unpacked);
  // The installer extracts the archive into the package's own folder, Data/systems/<id>/.
  installed = join(mkdtempSync(join(tmpdir(), "sw25-install-")), "Data", "systems", "swordworld25");
  for (const [name, bytes] of Object.entries(unpacked)) {
    if (name.endsWith("/")) continue;
    const file = join(installed, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  manifest = JSON.parse(readFileSync(join(installed, "system.json"), "utf8")) as Manifest;
}, 300_000);

describe("the release zip installs", () => {
  it("holds system.json at the archive's root (no wrapping folder), the manifest of this version", () => {
    expect(entries).toContain("system.json");
    expect(entries.filter((e) => e.startsWith("swordworld25/"))).toEqual([]);
    expect(entries.filter((e) => e.endsWith("system.json"))).toEqual(["system.json"]);
    // The top level is what dist/ holds: the manifest, the entry module, its style, and the folders.
    expect(entries.filter((e) => !e.includes("/")).sort()).toEqual(
      expect.arrayContaining(["swordworld25.css", "swordworld25.mjs", "system.json"]),
    );
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
    const source = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as Manifest;
    expect(manifest.id).toBe("swordworld25");
    expect(manifest.version).toBe(source.version);
    expect(manifest.version).toBe(pkg.version);
  });

  it("every esmodule, the chunks it imports, its source map, styles and languages exist", () => {
    expect(manifest.esmodules.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      expect(existsSync(file), relative(installed, file)).toBe(true);
      seen.add(file);
      const code = readFileSync(file, "utf8");
      const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
      if (map)
        expect(existsSync(join(dirname(file), map)), `${relative(installed, file)} → ${map}`).toBe(true);
      for (const m of code.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.mjs)["']/g))
        visit(join(dirname(file), m[1] as string));
    };
    for (const module of manifest.esmodules) visit(join(installed, module));
    // Every module the zip ships is reachable from an esmodule (the chunks loaded on demand included).
    const shipped = files(installed).filter((f) => f.endsWith(".mjs"));
    expect([...seen].sort()).toEqual(shipped.sort());
    for (const style of manifest.styles)
      expect(statSync(join(installed, style)).size, style).toBeGreaterThan(0);
    for (const lang of manifest.languages) {
      const text = readFileSync(join(installed, lang.path), "utf8");
      expect(() => JSON.parse(text), lang.path).not.toThrow();
    }
  });

  it("the entry module imports no chunk statically; every chunk is loaded on demand, by name", () => {
    // What every client downloads when a world loads is the entry module alone (scripts/bench/bundle.mjs).
    const entry = readFileSync(join(installed, manifest.esmodules[0] as string), "utf8");
    const statics = [
      ...entry.matchAll(/(?:^|[;}\s])(?:import|export)\s*[\w$*{}\s,]*?from\s*["']([^"']+)["']/g),
    ];
    expect(statics.map((m) => m[1])).toEqual([]);
    const shipped = files(installed).filter((f) => f.endsWith(".mjs"));
    const chunks = shipped.filter((f) => f.startsWith(join(installed, "chunks")));
    // Loaded on demand: named by an import() anywhere, or imported by a chunk (which loads on demand itself).
    const onDemand = new Set(
      shipped.flatMap((file) => {
        const code = readFileSync(file, "utf8");
        const dynamic = [...code.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+\.mjs)["']\s*\)/g)];
        const fromChunk = chunks.includes(file)
          ? [...code.matchAll(/from\s*["'](\.\/[^"']+\.mjs)["']/g)]
          : [];
        return [...dynamic, ...fromChunk].map((m) => join(dirname(file), m[1] as string));
      }),
    );
    expect([...onDemand].sort()).toEqual(chunks.sort());
    // The battle engine (src/system/combat/battle-engine.ts), the Battle Board loaded after it when the board
    // opens (battle-tracker.ts), what the two share (the reducer and who may send an event: battle-rules,
    // named in scripts/build.mjs),
    // and the importers' (src/rules/import/: index.ts, source-check.ts, techniques.ts,
    // library.ts for ytsheet2's arts and item sheets, and foundry-sw25/merge.ts for a monster of several
    // parts), the import and export flows (ytsheet-import.ts: the buttons that load them stay in the entry),
    // the sheet's roll code (roll-from-sheet.ts), a technique's use (use-technique.ts) and the character
    // sheet's Records and race ability actions (records-actions.ts, race-actions.ts), each loaded on the first
    // click; the water rules (rules/combat/environment/underwater.ts, named in scripts/build.mjs), shared by the
    // battle engine, the Battle Board and the sheet's roll code; the world migration (migrate-world.ts), loaded at ready by the
    // active GM when it is due. A new chunk is named here on purpose.
    expect(chunks.map((f) => /([^/]+)-[\w-]{8}\.mjs$/.exec(f)?.[1]).sort()).toEqual([
      "battle-engine",
      "battle-rules",
      "battle-tracker",
      "index",
      "library",
      "merge",
      "migrate-world",
      "race-actions",
      "records-actions",
      "roll-from-sheet",
      "source-check",
      "techniques",
      "underwater",
      "use-technique",
      "ytsheet-import",
    ]);
  });

  it("every template and asset path the code names is in the zip, and every template ships", () => {
    // The entry module and every chunk (the Battle Board's templates are named in the battle engine's).
    const code = files(installed)
      .filter((f) => f.endsWith(".mjs"))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const named = [...code.matchAll(/systems\/swordworld25\/((?:templates|assets)\/[\w\-/.]+\.\w+)/g)].map(
      (m) => m[1] as string,
    );
    expect(named.length).toBeGreaterThan(10);
    for (const path of named) expect(existsSync(join(installed, path)), path).toBe(true);
    for (const template of files(join(ROOT, "templates")))
      expect(existsSync(join(installed, relative(ROOT, template))), relative(ROOT, template)).toBe(true);
  });

  it("every asset ships, and so does each one the templates and the stylesheet name", () => {
    // The placeholders an empty or broken image falls back to (src/system/applications/image-fallback.ts).
    for (const asset of ["assets/item-placeholder.svg", "assets/portrait-placeholder.svg"])
      expect(statSync(join(installed, asset)).size, asset).toBeGreaterThan(0);
    for (const asset of files(join(ROOT, "assets")))
      expect(existsSync(join(installed, relative(ROOT, asset))), relative(ROOT, asset)).toBe(true);
    const shipped = [
      ...files(join(installed, "templates")),
      ...manifest.styles.map((style) => join(installed, style)),
    ]
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    for (const m of shipped.matchAll(/systems\/swordworld25\/(assets\/[\w\-/.]+\.\w+)/g))
      expect(existsSync(join(installed, m[1] as string)), m[1]).toBe(true);
  });

  it("each compendium opens with the official CLI and holds its source documents", async () => {
    expect(manifest.packs.length).toBeGreaterThan(0);
    for (const pack of manifest.packs) {
      const out = mkdtempSync(join(tmpdir(), `sw25-pack-${pack.name}-`));
      await extractPack(join(installed, pack.path), out, { log: false });
      const names = (dir: string) =>
        readdirSync(dir)
          .map((f) => (JSON.parse(readFileSync(join(dir, f), "utf8")) as { name: string }).name)
          .sort();
      expect(names(out), pack.name).toEqual(names(join(ROOT, "packs/_source", pack.name)));
    }
  }, 120_000);
});
