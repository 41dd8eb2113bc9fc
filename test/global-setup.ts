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

import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { skipNotices } from "./skip-notice.js";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "sw25-run-"));
  const log = join(dir, "skips.log");
  project.provide("sw25SkipLog", log);
  project.provide("sw25RunDir", dir);

  let browser: Promise<{ child: ChildProcess; endpoint: string }> | null = null;
  /**
   * The run's Chromium, launched on the first request (the flags and path the browser tests use), behind a
   * playwright server in a process of its own (test/chromium-server.mjs): in this process, every message of
   * every browser test would wait behind the serving of sources to the test files (the whole run's test
   * time, summed over files, went from 755 to 644 s, its wall time from 466 to 400 s, in idle runs).
   */
  const chromiumEndpoint = async () => {
    browser ??= (async () => {
      const { CHROMIUM, FLAGS } = await import("./browser/chromium-path.js");
      const child = spawn(
        process.execPath,
        [join(import.meta.dirname, "chromium-server.mjs"), CHROMIUM, JSON.stringify(FLAGS)],
        { stdio: ["pipe", "pipe", "inherit"] },
      );
      let out = "";
      child.stdout?.setEncoding("utf8");
      const endpoint = await new Promise<string>((resolve, reject) => {
        child.stdout?.on("data", (chunk: string) => {
          out += chunk;
          const line = out.split("\n")[0];
          if (out.includes("\n") && line) resolve(line.trim());
        });
        child.once("error", reject);
        child.once("exit", (code) =>
          reject(new Error(`the Chromium server exited (${code}) before it started`)),
        );
      });
      return { child, endpoint };
    })();
    return (await browser).endpoint;
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
    const running = browser ? await browser.catch(() => null) : null;
    if (running && running.child.exitCode === null) {
      const exited = once(running.child, "exit");
      running.child.stdin?.end();
      await exited;
    }
    const lines = skipNotices(log);
    if (lines.length > 0) {
      const bar = "!".repeat(70);
      console.warn(`\n${bar}\n${lines.join("\n")}\n${bar}\n`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
