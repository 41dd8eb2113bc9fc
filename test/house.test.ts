/**
 * The house stays sorted (docs/architecture.md, "Rooms"): read from the sources themselves, the imports of
 * `src/` form no circle (static, type-only and dynamic `import()` alike), no folder holds more than 20 files
 * directly, no source file runs over 600 lines, and every source file opens with a sentence saying what it is
 * for. The imports are read with TypeScript's own pre-processor, so an `import("…")` in a comment is not an edge.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const src = join(root, "src");

const MAX_FILES_PER_FOLDER = 20;
const MAX_LINES = 600;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const files = walk(src);
const sources = files.filter((f) => f.endsWith(".ts"));
const name = (f: string) => relative(src, f).split("\\").join("/");

/** The file a relative specifier names: `x.js` is `x.ts` or `x.d.ts`; a folder is its `index.ts`. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base];
  if (base.endsWith(".js")) candidates.push(base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".d.ts"));
  candidates.push(`${base}.ts`, join(base, "index.ts"));
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** Every file of `src/` a source file imports: `import`, `import type`, `export … from` and `import()`. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return info.importedFiles
    .map((ref) => ref.fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => resolveSpecifier(file, specifier))
    .filter((target): target is string => target !== undefined);
}

/** Strongly connected components of more than one file (Tarjan), or a file importing itself. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.map(name).sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the house", () => {
  const graph = new Map(sources.map((f) => [f, importsOf(f)] as const));

  it("[41-2] reads the imports it judges (the graph is not empty, and dynamic imports count)", () => {
    const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
    expect(edges).toBeGreaterThan(sources.length);
    // The battle engine is loaded on demand: that edge is an `import()`, and the graph has it.
    const loader = [...graph].find(([f]) => readFileSync(f, "utf8").includes('import("'));
    expect(loader, "some source loads a module on demand").toBeDefined();
    const dynamicTargets = ts
      .preProcessFile(readFileSync(loader?.[0] ?? "", "utf8"), true, true)
      .importedFiles.filter((r) => r.fileName.startsWith("."));
    expect(dynamicTargets.length).toBeGreaterThan(0);
  });

  it("[41-2] finds a circle when there is one (the detector itself)", () => {
    const a = "/a.ts";
    const b = "/b.ts";
    const c = "/c.ts";
    const made = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
    ]);
    expect(circles(made)).toHaveLength(1);
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, []],
        ]),
      ),
    ).toEqual([]);
    expect(circles(new Map([[a, [a]]]))).toHaveLength(1);
  });

  it("[41-2] has no import circle in src/", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("[41-1] the rooms of src/system/combat/ import downwards only (board, canvas, battle, engine, policy, scene)", () => {
    const order = ["", "tracker", "canvas", "battle", "engine", "policy", "scene"].map((room) =>
      room ? `system/combat/${room}` : "system/combat",
    );
    const upward = [...graph].flatMap(([file, targets]) => {
      const from = order.indexOf(name(dirname(file)));
      if (from < 0) return [];
      return targets
        .filter((target) => {
          const to = order.indexOf(name(dirname(target)));
          return to >= 0 && to < from;
        })
        .map((target) => `${name(file)} -> ${name(target)}`);
    });
    expect(upward).toEqual([]);
    // The order is real: the board imports the battle's documents, and the scene imports no other room.
    const imports = (fromRoom: string, toRoom: string) =>
      [...graph].some(
        ([file, targets]) =>
          name(dirname(file)) === fromRoom && targets.some((target) => name(dirname(target)) === toRoom),
      );
    expect(imports("system/combat/tracker", "system/combat/battle")).toBe(true);
    expect(imports("system/combat/battle", "system/combat/tracker")).toBe(false);
  });

  it(`[41-3] has no folder in src/ with more than ${MAX_FILES_PER_FOLDER} files directly`, () => {
    const perFolder = new Map<string, number>();
    for (const f of files) perFolder.set(name(dirname(f)), (perFolder.get(name(dirname(f))) ?? 0) + 1);
    const crowded = [...perFolder]
      .filter(([, n]) => n > MAX_FILES_PER_FOLDER)
      .map(([d, n]) => `${d || "."}: ${n}`);
    expect(crowded).toEqual([]);
  });

  it(`[41-3] has no source file over ${MAX_LINES} lines`, () => {
    const long = sources
      .map((f) => [name(f), readFileSync(f, "utf8").split("\n").length] as const)
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([f, lines]) => `${f}: ${lines}`);
    expect(long).toEqual([]);
  });

  it("[41-3] opens every source file with a sentence saying what it is for", () => {
    const silent = sources.filter((f) => {
      const head = readFileSync(f, "utf8").trimStart();
      const comment = /^\/\*\*?([\s\S]*?)\*\/|^((?:\/\/[^\n]*\n?)+)/.exec(head);
      const words = (comment?.[1] ?? comment?.[2] ?? "").replace(/[/*\s]+/g, " ").trim();
      return words.split(" ").length < 4;
    });
    expect(silent.map(name)).toEqual([]);
  });
});
