/**
 * The system bundle under test: dist/swordworld25.mjs when it is newer than every source file, otherwise a
 * fresh bundle of src/index.ts in a temp folder, made the way scripts/build.mjs makes it (running the
 * whole build here would delete dist/ under other test files that read it): the entry module and the chunks
 * it imports on demand in chunks/ beside it (the battle engine, the importers), as the release ships them.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { askRunService } from "../../run-services.js";

export const ROOT = join(import.meta.dirname, "..", "..", "..");

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** This process's own build, outside a run that shares one (a file booting several times builds once). */
let built: Promise<string> | null = null;

/**
 * Builds the sources into `dir` (swordworld25.mjs and chunks/) in a child process (build-sources.mjs): the
 * run's shared build (test/global-setup.ts), or this process's own.
 */
export async function buildSourcesInto(dir: string): Promise<void> {
  await promisify(execFile)(process.execPath, [join(import.meta.dirname, "build-sources.mjs"), dir], {
    cwd: ROOT,
  });
}

/** The newest change under src/, in ms (what decides whether a build is still current). */
export function newestSourceChange(): number {
  return newestChange(join(ROOT, "src"));
}

/**
 * A build of the sources, copied into a temp folder the caller removes: the test run's one build when the
 * run shares one (test/run-services.ts), else this process's own.
 */
async function bundleSources(): Promise<string> {
  let folder = await askRunService("bundle");
  if (!folder) {
    built ??= (async () => {
      const own = mkdtempSync(join(tmpdir(), "sw25-build-"));
      process.once("exit", () => rmSync(own, { recursive: true, force: true }));
      await buildSourcesInto(own);
      return own;
    })();
    folder = await built;
  }
  const dir = mkdtempSync(join(tmpdir(), "sw25-boot-"));
  cpSync(folder, dir, { recursive: true });
  return join(dir, "swordworld25.mjs");
}

/** The path of an up-to-date bundle and whether it is the built dist/ file. */
export async function currentBundle(): Promise<{ file: string; fromDist: boolean }> {
  const dist = join(ROOT, "dist", "swordworld25.mjs");
  let distTime = 0;
  try {
    distTime = statSync(dist).mtimeMs;
  } catch {
    // No build yet: bundle the sources.
  }
  if (distTime > newestSourceChange()) return { file: dist, fromDist: true };
  return { file: await bundleSources(), fromDist: false };
}

/**
 * Evaluates the bundle as Foundry does: one ES module, run for its side effects. It runs from a copy of its
 * own (a fresh folder per boot, so each boot evaluates it anew), imported by its plain path: a chunk imports
 * the entry module back by that path ("../swordworld25.mjs"), and must find this very instance, as in a
 * browser, not a second copy. The chunks are then imported too, which only puts them in the module cache
 * (a chunk's top level defines and runs nothing of the system): the system's own `import()` of a chunk, made
 * when the system decides (src/system/combat/engine-loader.ts), finds it there after the copy is deleted.
 */
export async function evaluateBundle(file: string): Promise<void> {
  const copy = mkdtempSync(join(tmpdir(), "sw25-eval-"));
  try {
    cpSync(file, join(copy, "swordworld25.mjs"));
    if (existsSync(`${file}.map`)) cpSync(`${file}.map`, join(copy, "swordworld25.mjs.map"));
    const chunks = join(dirname(file), "chunks");
    const names = existsSync(chunks) ? readdirSync(chunks).filter((name) => name.endsWith(".mjs")) : [];
    if (names.length > 0) cpSync(chunks, join(copy, "chunks"), { recursive: true });
    await import(/* @vite-ignore */ pathToFileURL(join(copy, "swordworld25.mjs")).href);
    for (const name of names) await import(/* @vite-ignore */ pathToFileURL(join(copy, "chunks", name)).href);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
