/** The token overlay painted from the layout, with a recording stand-in for PIXI.Graphics. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetSectionBars, refreshSectionBars } from "../../../src/system/tokens/section-bars.js";
import { GOBLIN, THORNBACK } from "../fixtures/sample-actors.js";

class FakeGraphics {
  name = "";
  visible = true;
  destroyed = false;
  calls: string[] = [];
  clear() {
    this.calls = [];
    return this;
  }
  lineStyle(width: number, color = 0) {
    this.calls.push(`line ${width} ${color.toString(16)}`);
    return this;
  }
  beginFill(color: number, alpha = 1) {
    this.calls.push(`fill ${color.toString(16)} ${alpha}`);
    return this;
  }
  drawRect(x: number, y: number, w: number, h: number) {
    this.calls.push(`rect ${x} ${y} ${w} ${h}`);
    return this;
  }
  endFill() {
    return this;
  }
  destroy() {
    this.destroyed = true;
  }
}

function fakeToken(input: typeof THORNBACK, barsVisible: boolean) {
  const actor = {
    type: "monster",
    id: input.id,
    name: input.name,
    img: "",
    prototypeToken: null,
    system: input.system,
    copies: 0,
    toObject: () => {
      actor.copies += 1;
      return { system: input.system };
    },
    items: { contents: [] },
  };
  const children: FakeGraphics[] = [];
  return {
    actor,
    w: 100,
    h: 100,
    bars: { visible: barsVisible },
    children,
    addChild(child: FakeGraphics) {
      children.push(child);
      return child;
    },
  };
}

const refresh = (token: ReturnType<typeof fakeToken>) => refreshSectionBars(token as never);

beforeEach(() => {
  Object.assign(globalThis, { PIXI: { Graphics: FakeGraphics } });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "PIXI");
});

describe("the token's section bars", () => {
  it("[SECT-04] Thornback's token gets one overlay: a dark frame and an HP fill per section, the core outlined white", () => {
    const token = fakeToken(THORNBACK, true);
    refresh(token);
    refresh(token);
    expect(token.children).toHaveLength(1);
    const overlay = token.children[0];
    expect(overlay?.name).toBe("sw25-section-bars");
    expect(overlay?.visible).toBe(true);
    expect(overlay?.calls).toEqual([
      "line 2 ffffff",
      "fill 0 0.6",
      "rect 0 -14 100 6",
      "line 0 0",
      "fill 8fe000 1",
      "rect 0 -14 88 6",
      "line 1 0",
      "fill 0 0.6",
      "rect 0 -7 100 6",
      "line 0 0",
      "fill da4a00 1",
      "rect 0 -7 29 6",
    ]);
  });

  it("[SECT-04] hidden whenever the token's own bars are hidden (Display Bars)", () => {
    const token = fakeToken(THORNBACK, false);
    refresh(token);
    expect(token.children[0]?.visible).toBe(false);
  });

  it("[SECT-04] a one-section monster gets none, and an overlay left from before is destroyed", () => {
    const token = fakeToken(GOBLIN, true);
    refresh(token);
    expect(token.children).toEqual([]);
    const stale = new FakeGraphics();
    stale.name = "sw25-section-bars";
    token.children.push(stale);
    refresh(token);
    expect(stale.destroyed).toBe(true);
  });

  it("[SECT-04] no per-frame work: refreshing every frame copies the actor once, until a document changes", () => {
    forgetSectionBars();
    const token = fakeToken(THORNBACK, true);
    for (let frame = 0; frame < 60; frame++) refresh(token);
    expect(token.actor.copies).toBe(1);
    forgetSectionBars();
    refresh(token);
    expect(token.actor.copies).toBe(2);
  });
});
