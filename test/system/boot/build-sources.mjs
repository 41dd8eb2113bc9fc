// Builds src/index.ts into the folder given (swordworld25.mjs and chunks/), as scripts/build.mjs bundles it:
// the one build a test run's fake-Foundry boots share (test/system/boot/load-bundle.ts). A child process of
// its own, so the test runner's main process keeps serving the test files meanwhile.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { rollup } from "rollup";
import esbuild from "rollup-plugin-esbuild";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const out = process.argv[2];
if (!out) {
  console.error("build-sources: give the folder to build into");
  process.exit(2);
}
const bundle = await rollup({
  input: join(ROOT, "src/index.ts"),
  plugins: [esbuild({ target: "es2022", tsconfig: join(ROOT, "tsconfig.json") })],
});
// The chunks loaded on demand stay apart, as in dist/ (scripts/build.mjs names them alike).
const { output } = await bundle.generate({
  entryFileNames: "swordworld25.mjs",
  chunkFileNames: "chunks/[name]-[hash].mjs",
  format: "es",
});
await bundle.close();
for (const file of output) {
  if (file.type !== "chunk") continue;
  mkdirSync(dirname(join(out, file.fileName)), { recursive: true });
  writeFileSync(join(out, file.fileName), file.code);
}
