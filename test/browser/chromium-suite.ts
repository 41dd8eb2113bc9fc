// A headless Chromium for a describe block of browser tests: the test run's one Chromium (test/run-services.ts),
// connected to before the block's tests (and test-output/browser made) and let go after them, closing the
// pages the block opened; outside such a run, one launched for the block and closed after it.
import { mkdirSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { askRunService, runFileUrl } from "../run-services.js";
import { CHROMIUM, FLAGS, OUT } from "./browser-page.js";

export interface ChromiumSuite {
  /** The running browser; tests open their own tabs from it. */
  readonly browser: Browser;
  /** The one page opened at the viewport given to `chromiumSuite` (only then). */
  readonly page: Page;
  /**
   * That page made new for a test, as a tab of its own would be but cheaper: sized to `viewport`, on a new
   * blank document (a new window: no script, listener, focus or autofocus left from the test before, where
   * `setContent` alone keeps the window) and with the mouse off the page (nothing hovered).
   */
  fresh(viewport: { readonly width: number; readonly height: number }): Promise<Page>;
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
    browser = await connectChromium();
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
    async fresh(size) {
      const tab = this.page;
      await tab.mouse.move(-1, -1);
      await tab.goto(BLANK());
      await tab.setViewportSize(size);
      return tab;
    },
  };
}

/**
 * Where `fresh` takes the page: an empty file from the run's own server, whose pages may load the stylesheet
 * `pageCss` imports from that server (a page navigated to about:blank may not: Chromium's private network
 * access rules, which a new tab's first about:blank escapes); outside a run, where `pageCss` is the text
 * itself, about:blank.
 */
const BLANK = () => runFileUrl("blank.txt", () => "") ?? "about:blank";

/**
 * The run's shared Chromium (playwright's `connect` to its ws endpoint), or one launched for the caller when
 * the run shares none. Either way `close()` when done: on a connected browser it closes the contexts and
 * pages this caller opened and disconnects, leaving the browser to the other files.
 */
export async function connectChromium(): Promise<Browser> {
  const endpoint = await askRunService("chromium");
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}
