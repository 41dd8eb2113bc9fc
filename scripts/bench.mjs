// Runs every benchmark module in scripts/bench/*.mjs in one process (each exports a default async function).
// Each figure prints against its aim and the previous figure (scripts/bench/previous.json); `--record` (a
// full run only) writes this run's figures there. `--quick` (the test command's run) exits non-zero when a
// figure is more than three times its aim: a guard against regressions, not a timing test.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { configure, GUARD, overGuard, PREVIOUS_FILE, recordPrevious } from "./bench-report.mjs";

const here = dirname(fileURLToPath(import.meta.url));
if (!existsSync(join(here, "../dist-rules/rules/index.js"))) {
  console.error("bench: dist-rules/ is missing; run `npm run build` first.");
  process.exit(1);
}

// `--quick` (the test command's run): every module once, fewer iterations; other arguments pick modules.
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const record = args.includes("--record");
if (quick && record) {
  console.error("bench: --record writes the figures of a full run; drop --quick.");
  process.exit(1);
}
const only = args.filter((a) => !a.startsWith("--"));
configure({ quick });
if (quick)
  console.log("quick bench: each figure is the best of its runs; it fails above three times its aim");
const modules = readdirSync(join(here, "bench"))
  .filter((f) => f.endsWith(".mjs"))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.mjs$/, "")))
  .sort();
for (const file of modules) {
  console.log(`\n== ${file}`);
  const module = await import(pathToFileURL(join(here, "bench", file)).href);
  if (typeof module.default === "function") await module.default({ quick });
}

const over = overGuard();
if (record) {
  recordPrevious();
  console.log(`\nbench: recorded this run's figures in ${PREVIOUS_FILE}`);
}
if (over.length > 0) {
  console.error(`\nbench: ${over.length} figure(s) more than ${GUARD} times their aim:`);
  for (const [key, f] of over)
    console.error(
      `  ${key} (${f.label}): ×${f.ratio.toFixed(2)} of the aim ${f.higher ? "≥" : "≤"} ${f.aim}${f.unit ? ` ${f.unit}` : ""}`,
    );
  // Only the quick bench (npm test) fails; a full run reports.
  if (quick) process.exit(1);
}
