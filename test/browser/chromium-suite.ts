// A headless Chromium for a describe block of browser tests: the test run's one Chromium (test/run-services.ts),
// connected to once per test worker, with the block's page taken from the worker's pool of idle tabs and given
// back clean after the block; outside such a run, one launched for the block and closed after it.
import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { askRunService, runFileUrl } from "../run-services.js";
import { CHROMIUM, FLAGS, OUT } from "./browser-page.js";

export interface ChromiumSuite {
  /** Opens a tab of the test's own (closed by the test, or after the block at the latest). */
  readonly browser: Pick<Browser, "newPage">;
  /** The one page opened at the viewport given to `chromiumSuite` (only then). */
  readonly page: Page;
  /**
   * That page made new for a test, as a tab of its own would be but cheaper: sized to `viewport`, on a new
   * blank document (a new window: no script, listener, focus or autofocus left from the test before, where
   * `setContent` alone keeps the window) and with the mouse off the page (nothing hovered).
   */
  fresh(viewport: { readonly width: number; readonly height: number }): Promise<Page>;
}

type Viewport = { readonly width: number; readonly height: number };

/**
 * The worker's connection to the run's Chromium and its idle tabs. A new tab costs Chromium half a second to a
 * second (a browser context and a renderer to start); a block's page given back here serves the next block of
 * this file or of the next file the worker runs (the browser tests share a worker's modules: vitest.config.ts).
 * The connection ends with the worker.
 */
let shared: Promise<Browser> | null = null;
const idleTabs: Page[] = [];

async function runBrowser(): Promise<Browser | null> {
  if (shared) return shared;
  const endpoint = await askRunService("chromium");
  if (!endpoint) return null;
  shared = chromium.connect(endpoint).then((browser) => {
    browser.on("disconnected", () => {
      shared = null;
      idleTabs.length = 0;
    });
    return browser;
  });
  return shared;
}

/** An idle tab of the worker at `viewport`, or a new one. */
async function takeTab(browser: Browser, viewport: Viewport): Promise<Page> {
  for (let tab = idleTabs.pop(); tab; tab = idleTabs.pop()) {
    if (tab.isClosed()) continue;
    await tab.setViewportSize(viewport);
    return tab;
  }
  return browser.newPage({ viewport });
}

/**
 * Where `fresh` and `giveBack` take the page: an empty file from the run's own server, whose pages may load
 * the stylesheet `pageCss` imports from that server (a page navigated to about:blank may not: Chromium's
 * private network access rules, which a new tab's first about:blank escapes); outside a run, where `pageCss`
 * is the text itself, about:blank.
 */
const BLANK = () => runFileUrl("blank.txt", () => "") ?? "about:blank";

/** The page on a new blank document (a new window) with the mouse off it (nothing hovered). */
async function blank(tab: Page): Promise<void> {
  await tab.mouse.move(-1, -1);
  await tab.goto(BLANK());
}

/**
 * A block's page made as a new tab is: no routes, no listeners, a new blank window. What cannot be undone on a
 * page (`exposeFunction`, `addInitScript`) is never done on the shared page: tests open a tab of their own for it.
 */
async function giveBack(tab: Page): Promise<void> {
  if (tab.isClosed()) return;
  try {
    await tab.unrouteAll({ behavior: "ignoreErrors" });
    tab.removeAllListeners();
    await blank(tab);
    idleTabs.push(tab);
  } catch {
    await tab.close().catch(() => undefined); // A tab that cannot be cleaned is not kept.
  }
}

/**
 * Call inside a describe: registers its beforeAll/afterAll. With a viewport, one page of that size is there
 * for the block's tests to share; without, `page` is not there and tests call `browser.newPage` themselves.
 */
export function chromiumSuite(viewport?: Viewport): ChromiumSuite {
  let browser: Browser | undefined;
  let own = false;
  let page: Page | undefined;
  const opened: Page[] = [];
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    const run = await runBrowser();
    own = run === null;
    browser = run ?? (await chromium.launch({ executablePath: CHROMIUM, args: FLAGS }));
    if (viewport) page = await takeTab(browser, viewport);
  });
  afterAll(async () => {
    for (const tab of opened) if (!tab.isClosed()) await tab.close();
    opened.length = 0;
    if (own) await browser?.close();
    else if (page) await giveBack(page);
    page = undefined;
  });
  return {
    browser: {
      newPage: async (options?: BrowserContextOptions) => {
        if (!browser) throw new Error("Chromium is not running: use it inside the describe's tests");
        const tab = await browser.newPage(options);
        opened.push(tab);
        return tab;
      },
    },
    get page() {
      if (!page) throw new Error("no shared page: give chromiumSuite a viewport");
      return page;
    },
    async fresh(size) {
      const tab = this.page;
      await blank(tab);
      await tab.setViewportSize(size);
      return tab;
    },
  };
}
