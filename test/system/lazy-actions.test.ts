// Sheet actions loaded on their first click (src/system/applications/sheets/lazy-actions.ts): one download for
// every click, the sheet, event and target passed on as ApplicationV2 passes them to a click action
// ((event, target) => Promise<void> with the application as `this`:
// https://foundryvtt.com/api/v12/types/foundry.applications.types.ApplicationClickAction.html, the same type in
// v13), and a failed download tried again on the next click.
import { describe, expect, it } from "vitest";
import { lazyActions } from "../../src/system/applications/sheets/lazy-actions.js";

type Seen = { self: unknown; event: unknown; target: unknown; name: string }[];

function module(seen: Seen) {
  return {
    onFirst: async function (this: unknown, event: PointerEvent, target: HTMLElement) {
      seen.push({ self: this, event, target, name: "first" });
    },
    onSecond: async function (this: unknown, event: PointerEvent, target: HTMLElement) {
      seen.push({ self: this, event, target, name: "second" });
    },
    notAnAction: 42,
  };
}

describe("lazyActions", () => {
  it("stands in for the named handlers only, loads nothing before a click, once for every click", async () => {
    const seen: Seen = [];
    let loads = 0;
    const actions = lazyActions(
      async () => {
        loads += 1;
        return module(seen);
      },
      { onFirst: true, onSecond: true },
    );
    expect(Object.keys(actions)).toEqual(["onFirst", "onSecond"]);
    expect(loads).toBe(0);
    const sheet = { actor: "Arle" };
    const event = { type: "click" } as unknown as PointerEvent;
    const target = { dataset: { index: "2" } } as unknown as HTMLElement;
    await Promise.all([
      actions.onFirst.call(sheet, event, target),
      actions.onSecond.call(sheet, event, target),
    ]);
    await actions.onFirst.call(sheet, event, target);
    expect(loads).toBe(1);
    expect(seen.map((s) => s.name)).toEqual(["first", "second", "first"]);
    for (const s of seen) {
      expect(s.self).toBe(sheet);
      expect(s.event).toBe(event);
      expect(s.target).toBe(target);
    }
  });

  it("a failed download fails that click and is tried again on the next", async () => {
    const seen: Seen = [];
    let loads = 0;
    const actions = lazyActions(
      async () => {
        loads += 1;
        if (loads === 1) throw new Error("network down");
        return module(seen);
      },
      { onFirst: true },
    );
    const event = {} as PointerEvent;
    const target = {} as HTMLElement;
    await expect(actions.onFirst.call({}, event, target)).rejects.toThrow("network down");
    expect(seen).toEqual([]);
    await actions.onFirst.call({}, event, target);
    expect(loads).toBe(2);
    expect(seen.map((s) => s.name)).toEqual(["first"]);
  });
});
