#!/usr/bin/env node
/**
 * `npm test`: lint (biome), the strict type-check (tsc) and the test files (vitest) at the same time, then the
 * quick benchmark.
 *
 * The test files' run keeps about one core and a fifth of two busy (one serial step feeds its workers), so the
 * type-check (one to two minutes, one core) and the lint (seconds) run beside it on the idle rest instead of
 * before it. Vitest's output is shown as it comes; the lint's and type-check's are held and printed as one
 * block each when the test files are done, so the three never interleave. The benchmark runs last, alone (it
 * times things), and only if the three passed. The exit code is non-zero when any step failed. Arguments go to
 * vitest (`npm test -- test/rules`).
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runSteps } from "./test-steps.mjs";

const cwd = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(cwd, "node_modules", ".bin", name);

const { code } = await runSteps({
  beside: [
    { label: "lint (biome check .)", command: bin("biome"), args: ["check", "."], cwd },
    {
      label: "type-check (tsc --noEmit)",
      command: bin("tsc"),
      args: ["--noEmit", "-p", "tsconfig.json"],
      cwd,
    },
  ],
  main: {
    label: "test files (vitest run)",
    command: bin("vitest"),
    args: ["run", ...process.argv.slice(2)],
    cwd,
  },
  last: {
    label: "quick benchmark",
    command: process.execPath,
    args: [join(cwd, "scripts", "bench.mjs"), "--quick"],
    cwd,
  },
});
process.exit(code);
