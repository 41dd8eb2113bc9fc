// Issue 38 item 3: a test run shares one build of the sources and one Chromium between its test files instead
// of making one per file (test/global-setup.ts, test/run-services.ts).
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasChromium } from "./browser/browser-page.js";
import { askRunService, folderDigest, runCached } from "./run-services.js";

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
