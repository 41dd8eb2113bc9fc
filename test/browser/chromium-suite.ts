// One headless Chromium per describe block, shared by the browser tests: launched (and test-output/browser made)
// before the block's tests, closed after them.
import { mkdirSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { CHROMIUM, FLAGS, OUT } from "./browser-page.js";

export interface ChromiumSuite {
  /** The running browser; tests open their own tabs from it. */
  readonly browser: Browser;
  /** The one page opened at the viewport given to `chromiumSuite` (only then). */
  readonly page: Page;
}

/**
 * Call inside a describe: registers its beforeAll/afterAll. With a viewport, one page of that size is opened
 * for the block's tests to share; without, `page` is not there and tests call `browser.newPage` themselves.
 */
export function chromiumSuite(viewport?: { readonly width: number; readonly height: number }): ChromiumSuite {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    if (viewport) page = await browser.newPage({ viewport });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error("Chromium is not running: use it inside the describe's tests");
      return browser;
    },
    get page() {
      if (!page) throw new Error("no shared page: give chromiumSuite a viewport");
      return page;
    },
  };
}
