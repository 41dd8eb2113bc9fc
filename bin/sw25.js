#!/usr/bin/env node
// The `sw25` command runs the compiled engine in dist-rules/; before a build there is none to run.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const main = new URL("../dist-rules/cli/main.js", import.meta.url);
if (!existsSync(fileURLToPath(main))) {
  console.error("sw25: the command is not built yet: run `npm run build` in the repository first.");
  process.exitCode = 1;
} else {
  const { main: run } = await import(main.href);
  // The environment's locale (LANG, LC_ALL, LC_MESSAGES) picks the language when --lang does not.
  process.exitCode = await run(process.argv.slice(2), undefined, process.env);
}
