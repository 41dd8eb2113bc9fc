/**
 * Tests that cannot run here (no Chromium, no folder of source documents beside the repository) are skipped,
 * and the run says so loudly, once: every skipping test file notes why through `noteSkipped`, and the global
 * set-up (test/global-setup.ts) prints each reason noted, one line each, when the run ends. A file run without
 * that set-up (another config) prints its own line at once.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { inject } from "vitest";

/** Why tests were skipped or will look wrong: each prints one line. */
export type SkipReason = "chromium" | "cjk-font" | "shared";

declare module "vitest" {
  interface ProvidedContext {
    /** The file the test workers append their skip reasons to (one per line); the global set-up reads it. */
    sw25SkipLog: string;
  }
}

/** The one loud line for a reason, naming what is missing and where. */
export function skipLine(reason: SkipReason, detail: string): string {
  switch (reason) {
    case "chromium":
      return `!! ${detail} is missing: the browser tests are SKIPPED (install Debian's chromium).`;
    case "cjk-font":
      return `!! No Noto Sans CJK font (${detail}): the Japanese screenshots render tofu (install fonts-noto-cjk).`;
    case "shared":
      return `!! ${detail} is missing: the tests that read real ytsheet2 exports from it are SKIPPED.`;
  }
}

function skipLog(): string | undefined {
  try {
    return inject("sw25SkipLog");
  } catch {
    return undefined; // Not in a test worker (the global set-up itself, a script).
  }
}

/** Notes that this test file skips (or degrades) for `reason`; `detail` names what is missing. */
export function noteSkipped(reason: SkipReason, detail: string): void {
  const log = skipLog();
  if (log) appendFileSync(log, `${reason}\t${detail}\n`);
  else console.warn(skipLine(reason, detail));
}

/** The lines to print for a skip log: one per reason noted, in a fixed order, however many files noted it. */
export function skipNotices(logFile: string): string[] {
  if (!existsSync(logFile)) return [];
  const noted = new Map<SkipReason, string>();
  for (const line of readFileSync(logFile, "utf8").split("\n")) {
    const [reason, detail] = line.split("\t");
    if (reason && detail) noted.set(reason as SkipReason, detail);
  }
  return (["shared", "chromium", "cjk-font"] as const).flatMap((reason) => {
    const detail = noted.get(reason);
    return detail === undefined ? [] : [skipLine(reason, detail)];
  });
}
