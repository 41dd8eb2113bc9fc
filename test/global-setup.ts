/**
 * The run's global set-up (vitest.config.ts, root project only, so once per run):
 * - a skip log the test files note their skips in (test/skip-notice.ts), printed once, one loud line per
 *   reason, when the run ends;
 * - the run's shared services (test/run-services.ts) on 127.0.0.1: one Chromium for every browser test file,
 *   one build of the sources for every fake-Foundry boot. Each is made on its first request, so a quick run
 *   of a few rule tests starts neither.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { skipNotices } from "./skip-notice.js";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "sw25-run-"));
  const log = join(dir, "skips.log");
  project.provide("sw25SkipLog", log);
  project.provide("sw25RunDir", dir);

  let browser: Promise<BrowserServer> | null = null;
  /** The run's Chromium, launched on the first request (the flags and path the browser tests use). */
  const chromiumEndpoint = async () => {
    browser ??= (async () => {
      const { chromium } = await import("playwright-core");
      const { CHROMIUM, FLAGS } = await import("./browser/chromium-path.js");
      return chromium.launchServer({ executablePath: CHROMIUM, args: FLAGS });
    })();
    return (await browser).wsEndpoint();
  };

  let build: { source: number; done: Promise<string> } | null = null;
  /** The run's build of the sources, made again only if a source changed since (a watch run). */
  const bundleFolder = async () => {
    const { buildSourcesInto, newestSourceChange } = await import("./system/boot/load-bundle.js");
    const source = newestSourceChange();
    if (!build || build.source !== source) {
      const out = join(dir, `bundle-${source}`);
      mkdirSync(out, { recursive: true });
      build = { source, done: buildSourcesInto(out).then(() => out) };
    }
    return build.done;
  };

  const services: Record<string, () => Promise<string>> = {
    chromium: chromiumEndpoint,
    bundle: bundleFolder,
  };
  const server = createServer((request, response) => {
    const service = services[(request.url ?? "").slice(1)];
    if (!service) {
      response.writeHead(404).end(`no service ${request.url}`);
      return;
    }
    service().then(
      (answer) => response.writeHead(200, { "content-type": "text/plain" }).end(answer),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("sw25Services", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    if (browser) await (await browser.catch(() => null))?.close();
    const lines = skipNotices(log);
    if (lines.length > 0) {
      const bar = "!".repeat(70);
      console.warn(`\n${bar}\n${lines.join("\n")}\n${bar}\n`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
