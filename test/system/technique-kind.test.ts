/** A technique's kind changed by an update: the defaults the Item's _preUpdate adds (technique-kind.ts). */
import { describe, expect, it } from "vitest";
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
