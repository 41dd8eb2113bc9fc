// Issue 38 items 1–2: a run that skips tests (no ../shared, no Chromium) or renders tofu (no CJK font) says so
// loudly, once: one line per reason, however many files noted it.
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { skipLine, skipNotices } from "./skip-notice.js";

describe("the run's skip notices", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const logWith = (text: string | null) => {
    dir = mkdtempSync(join(tmpdir(), "sw25-skip-test-"));
    const log = join(dir, "skips.log");
    if (text !== null) appendFileSync(log, text);
    return log;
  };

  it("nothing noted (or no log at all): nothing said", () => {
    expect(skipNotices(logWith(null))).toEqual([]);
    expect(skipNotices(logWith(""))).toEqual([]);
  });

  it("five files noting the same folder: one line naming it", () => {
    const line = "shared\t../shared/data/ytsheet2-real (/x/shared/data/ytsheet2-real)\n";
    expect(skipNotices(logWith(line.repeat(5)))).toEqual([
      "!! ../shared/data/ytsheet2-real (/x/shared/data/ytsheet2-real) is missing: the tests that read real ytsheet2 exports from it are SKIPPED.",
    ]);
  });

  it("every reason once, in a fixed order, whatever order the files noted them in", () => {
    const log = logWith(
      "cjk-font\tfc-list\nchromium\t/usr/bin/chromium\nshared\t../shared\nchromium\t/usr/bin/chromium\n",
    );
    expect(skipNotices(log)).toEqual([
      skipLine("shared", "../shared"),
      "!! /usr/bin/chromium is missing: the browser tests are SKIPPED (install Debian's chromium).",
      "!! No Noto Sans CJK font (fc-list): the Japanese screenshots render tofu (install fonts-noto-cjk).",
    ]);
  });

  it("a torn or unknown line is ignored, not printed", () => {
    expect(skipNotices(logWith("shared\n\tnothing\nbogus\tx\n"))).toEqual([]);
  });
});
