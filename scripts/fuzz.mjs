#!/usr/bin/env node
/**
 * `npm run fuzz [-- --times N]`: the property tests (every test file that calls `fc.assert`) with fresh
 * random seeds, N times over (default 5). `npm test` runs them with one fixed seed (test/fc.ts),
 * so its verdict does not depend on chance; this looks for the inputs that seed never draws. A failure
 * prints fast-check's seed and path: put them in that assert's parameters to replay it, fix the code, and
 * add the input to an ordinary test. The tests that name their own seed keep it here too.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const cwd = join(dirname(fileURLToPath(import.meta.url)), "..");
const at = process.argv.indexOf("--times");
const times = at === -1 ? 5 : Number(process.argv[at + 1]);
if (!Number.isInteger(times) || times < 1) {
  console.error("usage: npm run fuzz [-- --times N]  (N a whole number from 1)");
  process.exit(2);
}

const files = readdirSync(join(cwd, "test"), { recursive: true, withFileTypes: true })
  .filter((f) => f.isFile() && f.name.endsWith(".test.ts"))
  .map((f) => join(f.parentPath, f.name))
  .filter((file) => readFileSync(file, "utf8").includes("fc.assert("))
  .map((file) => relative(cwd, file));

let failed = 0;
for (let round = 1; round <= times; round++) {
  console.log(`── fuzz round ${round} of ${times}: ${files.length} property test files, fresh seeds ──`);
  const run = spawnSync(join(cwd, "node_modules", ".bin", "vitest"), ["run", ...files], {
    cwd,
    stdio: "inherit",
    env: { ...process.env, SW25_FUZZ: "1" },
  });
  if (run.status !== 0) failed++;
}
console.log(failed === 0 ? `fuzz: ${times} rounds passed` : `fuzz: ${failed} of ${times} rounds failed`);
process.exit(failed === 0 ? 0 : 1);
