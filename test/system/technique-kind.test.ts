/** A technique's kind changed by an update: the defaults the Item's _preUpdate adds (technique-kind.ts). */
import { describe, expect, it, vi } from "vitest";
import { withKindDefaults } from "../../src/system/techniques/technique-kind.js";

const fresh = {
  kind: "enhancer",
  classId: "enhancer",
  level: 1,
  cost: { amount: 0, resource: "none", cardColour: "red", cardRank: "B" },
  gain: { amount: 0, resource: "none" },
};

describe("a technique's kind change adds the new kind's defaults to the update", () => {
  it("a new technique made a 呪歌 (the sheet submits the whole form): class bard, gains 1 楽素⤴", () => {
    const changes = { name: "Lullaby", system: { ...structuredClone(fresh), kind: "song" } };
    const out = withKindDefaults(fresh, changes);
    expect(out).toBe(changes);
    expect(out).toEqual({
      name: "Lullaby",
      system: { ...fresh, kind: "song", classId: "bard", gain: { amount: 1, resource: "songUp" } },
    });
  });

  it("a differential update ({ system: { kind } }) gets only the moved fields, nested", () => {
    expect(withKindDefaults(fresh, { system: { kind: "formation" } })).toEqual({
      system: { kind: "formation", classId: "tactician", cost: { resource: "morale", amount: 1 } },
    });
  });

  it("no kind change, or a field the same update sets: nothing of it is touched", () => {
    const same = { system: { kind: "enhancer", gain: { amount: 3 } } };
    expect(withKindDefaults(fresh, same)).toEqual({ system: { kind: "enhancer", gain: { amount: 3 } } });
    const typed = { system: { kind: "song", gain: { amount: 3, resource: "none" } } };
    expect(withKindDefaults(fresh, typed)).toEqual({
      system: { kind: "song", classId: "bard", gain: { amount: 3, resource: "songUp" } },
    });
    expect(withKindDefaults(fresh, { name: "x" })).toEqual({ name: "x" });
  });
});

describe("the Item's _preUpdate (documents/item.ts) adds them", () => {
  it("a technique's kind change from its sheet: the update it is given gains the new kind's defaults", async () => {
    // Only what _preUpdate reads of Foundry's Item: a base _preUpdate that lets the update go on
    // (https://foundryvtt.com/api/functions/hookEvents.preUpdateDocument.html: hooked functions may modify the
    // differential data, or return false to prevent it).
    vi.stubGlobal(
      "Item",
      class {
        async _preUpdate(): Promise<boolean | undefined> {
          return undefined;
        }
      },
    );
    try {
      const { SW25Item } = await import("../../src/system/documents/item.js");
      const item = Object.assign(Object.create(SW25Item.prototype), {
        type: "technique",
        _source: { system: structuredClone(fresh) },
      }) as { _preUpdate(c: unknown, o: unknown, u: unknown): Promise<boolean | undefined> };
      const changes = { system: { kind: "command" } };
      expect(await item._preUpdate(changes, {}, {})).toBeUndefined();
      expect(changes).toEqual({
        system: { kind: "command", classId: "tactician", gain: { resource: "morale", amount: 1 } },
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
