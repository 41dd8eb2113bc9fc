// Runs every benchmark module in scripts/bench/*.mjs in one process (each exports a default async function).
// Prints figures only; nothing here asserts a time.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
if (!existsSync(join(here, "../dist-rules/rules/index.js"))) {
  console.error("bench: dist-rules/ is missing; run `npm run build` first.");
  process.exit(1);
}

// `--quick` (the test command's run): every module once, fewer iterations; other arguments pick modules.
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const only = args.filter((a) => !a.startsWith("--"));
const modules = readdirSync(join(here, "bench"))
  .filter((f) => f.endsWith(".mjs"))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.mjs$/, "")))
  .sort();
for (const file of modules) {
  console.log(`\n== ${file}`);
  const module = await import(pathToFileURL(join(here, "bench", file)).href);
  if (typeof module.default === "function") await module.default({ quick });
}
