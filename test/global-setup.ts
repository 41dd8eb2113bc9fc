/**
 * The run's global set-up (vitest.config.ts, root project only): a skip log the test files note their skips
 * in (test/skip-notice.ts), printed once, one loud line per reason, when the run ends.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { skipNotices } from "./skip-notice.js";

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), "sw25-run-"));
  const log = join(dir, "skips.log");
  project.provide("sw25SkipLog", log);
  return () => {
    const lines = skipNotices(log);
    if (lines.length > 0) {
      const bar = "!".repeat(70);
      console.warn(`\n${bar}\n${lines.join("\n")}\n${bar}\n`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
