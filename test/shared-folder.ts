/**
 * The project's source documents in `../shared/` beside the repository (never copied into it): among them the
 * real ytsheet2 exports some import tests read in place. A clone from the public repository has no such
 * folder: those tests skip, and the run says so once (test/skip-notice.ts).
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { noteSkipped } from "./skip-notice.js";

/** `../shared/data/ytsheet2-real` beside the repository: ytsheet2 sheets as ytsheet2 itself exported them. */
export const REAL_SHEETS_DIR = resolve(import.meta.dirname, "..", "..", "shared", "data", "ytsheet2-real");

/**
 * Whether the real ytsheet2 exports are there; when they are not, notes the skip (once per run is printed).
 * Use as `describe.skipIf(!hasRealSheets())` or `it.skipIf(!hasRealSheets())`.
 */
export function hasRealSheets(): boolean {
  if (existsSync(REAL_SHEETS_DIR)) return true;
  noteSkipped("shared", `../shared/data/ytsheet2-real (${REAL_SHEETS_DIR})`);
  return false;
}

/** The path of one real export, by its file name without `.json`. */
export function realSheetPath(name: string): string {
  return join(REAL_SHEETS_DIR, `${name}.json`);
}
