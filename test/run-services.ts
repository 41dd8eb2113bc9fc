/**
 * What a test run makes once and every test file shares (test/global-setup.ts serves it, on 127.0.0.1, made on
 * the first request only, so a run that needs none of it pays nothing):
 * - `chromium`: the ws endpoint of the run's one Chromium (playwright's `launchServer`); browser test files
 *   connect to it instead of launching their own (test/browser/chromium-suite.ts);
 * - `bundle`: a folder holding a build of the sources (swordworld25.mjs and chunks/), made as load-bundle.ts
 *   makes it; the fake-Foundry boots copy it instead of building again (test/system/boot/load-bundle.ts).
 * And what a file can make synchronously (the compiled stylesheet) is made by the first file that needs it and
 * kept in the run's temp folder for the others (`runCached`); the same server serves those files at
 * `/run/<name>` (`runFileUrl`), for Chromium to fetch, parse and keep once instead of once per page.
 * Outside such a run (another config, a script) `askRunService` answers null and `runCached` makes its value
 * each time: the caller does the work itself.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";

export type RunService = "chromium" | "bundle";

declare module "vitest" {
  interface ProvidedContext {
    /** The base URL of the run's services (http://127.0.0.1:<port>). */
    sw25Services: string;
    /** A temp folder for this run (removed when it ends): what `runCached` keeps. */
    sw25RunDir: string;
  }
}

function provided(key: "sw25Services" | "sw25RunDir"): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined; // Not in a test worker.
  }
}

/** The service's answer (an endpoint or a path), or null when this run has no services. */
export async function askRunService(name: RunService): Promise<string | null> {
  const base = provided("sw25Services");
  if (!base) return null;
  const response = await fetch(`${base}/${name}`);
  const text = await response.text();
  if (!response.ok) throw new Error(`the test run's ${name} failed to start: ${text}`);
  return text;
}

/** A digest of every file under `dir` (names and contents): a cache key that changes when any of them does. */
export function folderDigest(dir: string): string {
  const hash = createHash("sha256");
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(`${full}\0`).update(readFileSync(full)).update("\0");
    }
  };
  walk(dir);
  return hash.digest("hex").slice(0, 16);
}

/**
 * The text `make` makes, made once per run under `name` (which must change when the text would: put a
 * `folderDigest` in it): read from the run's folder when another file made it, else made and kept there
 * (written whole, then renamed, so a file never reads half of it).
 */
export function runCached(name: string, make: () => string): string {
  const dir = provided("sw25RunDir");
  if (!dir) return make();
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, "utf8");
  return keep(file, make());
}

/** Writes `text` whole to `file`, then renames it there, so a reader never sees half of it. */
function keep(file: string, text: string): string {
  const partial = `${file}.${randomUUID()}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
  return text;
}

/**
 * The URL the run's server serves `runCached(name, make)`'s text at (made first when no file made it yet), with
 * a year's `immutable` cache: `name` carries a digest of what the text is made from, so a changed text gets a
 * new URL. Null outside a run: the caller uses the text itself.
 */
export function runFileUrl(name: string, make: () => string): string | null {
  const base = provided("sw25Services");
  const dir = provided("sw25RunDir");
  if (!base || !dir) return null;
  const file = join(dir, name);
  if (!existsSync(file)) keep(file, make());
  return `${base}/run/${name}`;
}
