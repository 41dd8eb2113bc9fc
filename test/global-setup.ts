/**
 * The run's global set-up (vitest.config.ts, root project only, so once per run):
 * - a skip log the test files note their skips in (test/skip-notice.ts), printed once, one loud line per
 *   reason, when the run ends;
 * - the run's shared services (test/run-services.ts) on 127.0.0.1: one Chromium for every browser test file,
 *   one build of the sources for every fake-Foundry boot. Each is made on its first request, so a quick run
 *   of a few rule tests starts neither;
 * - the files the test files keep in the run's folder (test/run-services.ts `runFileUrl`, the compiled
 *   stylesheet), served at /run/<name> for Chromium to cache.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
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
  /** What a kept file is served as, by its extension. */
  const TYPES: Record<string, string> = { css: "text/css; charset=utf-8", txt: "text/plain; charset=utf-8" };
  const server = createServer((request, response) => {
    const kept = /^\/run\/([\w-]+(?:\.[\w-]+)*)$/.exec(request.url ?? "")?.[1];
    if (kept !== undefined) {
      const file = join(dir, kept);
      if (!existsSync(file)) {
        response.writeHead(404).end(`no file ${kept}`);
        return;
      }
      response
        .writeHead(200, {
          "content-type": TYPES[kept.split(".").at(-1) ?? ""] ?? "application/octet-stream",
          "cache-control": "max-age=31536000, immutable",
        })
        .end(readFileSync(file));
      return;
    }
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
