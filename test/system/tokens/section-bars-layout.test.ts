/** The token's section bars: where each bar goes, how full, which colour. */
import { describe, expect, it } from "vitest";
import { sectionHealth } from "../../../src/system/applications/view/section-health.js";
import { DOWN_COLOR, sectionBarLayout, shareColor } from "../../../src/system/tokens/section-bars-layout.js";
import { GOBLIN, THORNBACK } from "../fixtures/sample-actors.js";

describe("section bars on the token", () => {
  it("[SECT-04] a 100 × 100 token: Head 30/34 and Tail 8/28 as two 6 px bars just above its top edge", () => {
    expect(sectionBarLayout(sectionHealth("monster", THORNBACK), 100, 100)).toEqual([
      { index: 0, x: 0, y: -14, width: 100, height: 6, fillWidth: 88, color: shareColor(0.88), core: true },
      { index: 1, x: 0, y: -7, width: 100, height: 6, fillWidth: 29, color: shareColor(0.29), core: false },
    ]);
  });

  it("[SECT-04] a section at 0 HP is an empty grey bar; at 1 HP of 28 it keeps a sliver of red", () => {
    const sections = sectionHealth("monster", THORNBACK);
    const [head, tail] = sections;
    if (!head || !tail) throw new Error("fixture");
    const down = { ...tail, hp: { value: 0, max: 28, percent: 0 }, down: true };
    const one = { ...tail, hp: { value: 1, max: 28, percent: 4 }, down: false };
    const [, downBar] = sectionBarLayout([head, down], 100, 100);
    const [, oneBar] = sectionBarLayout([head, one], 100, 100);
    expect([downBar?.fillWidth, downBar?.color]).toEqual([0, DOWN_COLOR]);
    expect([oneBar?.fillWidth, oneBar?.color]).toEqual([4, shareColor(0.04)]);
  });

  it("[SECT-04] bar height follows the token: 3 px at least (small tokens), 8 px at most (huge ones)", () => {
    const sections = sectionHealth("monster", THORNBACK);
    expect(sectionBarLayout(sections, 20, 20).map((b) => [b.y, b.height])).toEqual([
      [-8, 3],
      [-4, 3],
    ]);
    expect(sectionBarLayout(sections, 400, 400).map((b) => [b.y, b.height])).toEqual([
      [-18, 8],
      [-9, 8],
    ]);
  });

  it("[SECT-04] colours: full green, half orange, empty red; garbage shares are clamped", () => {
    expect(shareColor(1)).toBe(0x80ff00);
    expect(shareColor(0.5)).toBe(0xbf8000);
    expect(shareColor(0)).toBe(0xff0000);
    expect(shareColor(2)).toBe(0x80ff00);
    expect(shareColor(Number.NaN)).toBe(0xff0000);
  });

  it("[SECT-04] no bars for one-section monsters, or a token without size", () => {
    expect(sectionBarLayout(sectionHealth("monster", GOBLIN), 100, 100)).toEqual([]);
    const sections = sectionHealth("monster", THORNBACK);
    expect(sectionBarLayout(sections, 0, 100)).toEqual([]);
    expect(sectionBarLayout(sections, 100, Number.NaN)).toEqual([]);
  });
});
