// The run's one Chromium, served by playwright's launchServer in a process of its own (test/global-setup.ts
// starts it): every message between a browser test and Chromium passes through this server, so it must not
// wait behind vitest's own process, which serves the transformed sources to every test file at the same time.
// Prints the ws endpoint as its first line; closes Chromium when its stdin ends or on SIGTERM.
import { chromium } from "playwright-core";

const [executablePath, flags] = process.argv.slice(2);
const server = await chromium.launchServer({ executablePath, args: JSON.parse(flags ?? "[]") });
process.stdout.write(`${server.wsEndpoint()}\n`);
let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await server.close().catch(() => {});
  process.exit(0);
};
process.stdin.on("end", close);
process.stdin.on("close", close);
process.stdin.resume();
process.on("SIGTERM", close);
process.on("SIGINT", close);
