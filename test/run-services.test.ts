// Issue 38 item 3: a test run shares one build of the sources and one Chromium between its test files instead
// of making one per file (test/global-setup.ts, test/run-services.ts).
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasChromium, pageCss } from "./browser/browser-page.js";
import { askRunService, folderDigest, runCached, runFileUrl } from "./run-services.js";

describe("the run's shared services", () => {
  it("one build of the sources: asked twice (at once and again), the same folder, with the entry and its chunks", async () => {
    const [first, second] = await Promise.all([askRunService("bundle"), askRunService("bundle")]);
    const again = await askRunService("bundle");
    expect(first).toMatch(/bundle-\d/);
    expect(second).toBe(first);
    expect(again).toBe(first);
    const folder = first as string;
    expect(existsSync(join(folder, "swordworld25.mjs"))).toBe(true);
    expect(
      readdirSync(join(folder, "chunks")).filter((name) => name.endsWith(".mjs")).length,
    ).toBeGreaterThan(0);
    // A build on a busy machine takes over the default 30 s (the boot tests wait as long for theirs).
  }, 180_000);

  it.skipIf(!hasChromium)(
    "one Chromium: the same endpoint twice, and a page opened through it renders",
    async () => {
      const [first, second] = await Promise.all([askRunService("chromium"), askRunService("chromium")]);
      expect(first).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);
      expect(second).toBe(first);
      const browser = await chromium.connect(first as string);
      try {
        const page = await browser.newPage();
        await page.setContent("<p id=x>一二三</p>");
        expect(await page.locator("#x").textContent()).toBe("一二三");
      } finally {
        await browser.close();
      }
      // Letting go of it leaves it running for the next file.
      expect(await askRunService("chromium")).toBe(first);
    },
  );

  it("what a file makes synchronously is made once per run and name: the next file reads it", () => {
    const name = `probe-${process.pid}-${Date.now()}.txt`;
    let made = 0;
    const make = (text: string) => () => {
      made += 1;
      return text;
    };
    expect(runCached(name, make("first"))).toBe("first");
    expect(runCached(name, make("second"))).toBe("first");
    expect(runCached(`other-${name}`, make("third"))).toBe("third");
    expect(made).toBe(2);
  });

  it("what a file makes is also served at a URL of the run, cached by the browser for the whole run", async () => {
    const name = `served-${process.pid}-${Date.now()}.css`;
    let made = 0;
    const make = () => {
      made += 1;
      return "p { color: red; }";
    };
    const url = runFileUrl(name, make);
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/run/${name}$`));
    expect(runFileUrl(name, make)).toBe(url);
    expect(made).toBe(1);
    const response = await fetch(url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("max-age=31536000, immutable");
    expect(await response.text()).toBe("p { color: red; }");
    // Only a plain name in the run's folder: no other path, no file not made.
    const base = (url as string).replace(/\/run\/.*$/, "");
    expect((await fetch(`${base}/run/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${base}/run/never-made.css`)).status).toBe(404);
  });

  it("a browser page imports the run's one compiled stylesheet instead of holding its 700 kB itself", async () => {
    const style = pageCss();
    const url = /^@import url\("(http:\/\/127\.0\.0\.1:\d+\/run\/page-[0-9a-f]{16}\.css)"\);$/.exec(
      style,
    )?.[1];
    expect(url, style.slice(0, 200)).toBeDefined();
    const css = await (await fetch(url as string)).text();
    expect(css.length).toBeGreaterThan(100_000);
    expect(css).toContain(".swordworld25");
    expect(css).toContain("url(data:font/woff2;base64,");
  });

  it("the cache key changes with any file's content or name in the folder, and only then", () => {
    const dir = mkdtempSync(join(tmpdir(), "sw25-digest-"));
    try {
      writeFileSync(join(dir, "a.scss"), "a { color: red; }");
      const before = folderDigest(dir);
      expect(folderDigest(dir)).toBe(before);
      writeFileSync(join(dir, "a.scss"), "a { color: blue; }");
      const edited = folderDigest(dir);
      expect(edited).not.toBe(before);
      writeFileSync(join(dir, "b.scss"), "");
      expect(folderDigest(dir)).not.toBe(edited);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("an unknown service is refused with its name, not answered", async () => {
    await expect(askRunService("nothing" as "bundle")).rejects.toThrow("nothing");
  });
});
