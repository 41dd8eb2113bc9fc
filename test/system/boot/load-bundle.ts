/**
 * The system bundle under test: dist/swordworld25.mjs when it is newer than every source file, otherwise a
 * fresh bundle of src/index.ts in a temp folder, made the way scripts/build.mjs makes it (running the
 * whole build here would delete dist/ under other test files that read it).
 */
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { rollup } from "rollup";
import esbuild from "rollup-plugin-esbuild";

export const ROOT = join(import.meta.dirname, "..", "..", "..");

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

async function bundleSources(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), "sw25-boot-")), "swordworld25.mjs");
  const bundle = await rollup({
    input: join(ROOT, "src/index.ts"),
    plugins: [esbuild({ target: "es2022", tsconfig: join(ROOT, "tsconfig.json") })],
  });
  // One file: the chunks the import code is split into are inlined (the built dist/ keeps them apart).
  await bundle.write({ file, format: "es", inlineDynamicImports: true });
  await bundle.close();
  return file;
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
  if (distTime > newestChange(join(ROOT, "src"))) return { file: dist, fromDist: true };
  return { file: await bundleSources(), fromDist: false };
}

/** Evaluates the bundle as Foundry does: one ES module, run for its side effects. */
export async function evaluateBundle(file: string): Promise<void> {
  await import(/* @vite-ignore */ `${pathToFileURL(file).href}?boot=${Date.now()}`);
}
