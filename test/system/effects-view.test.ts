import { describe, expect, it } from "vitest";
import {
  effectRows,
  plainEffects,
  suppressedByItem,
} from "../../src/system/applications/view/effects-view.js";

describe("effects list", () => {
  it("an item that can be equipped holds its effects back while unequipped; other items never do", () => {
    expect(suppressedByItem({ equipped: false })).toBe(true);
    expect(suppressedByItem({ equipped: true })).toBe(false);
    expect(suppressedByItem({ level: 3 })).toBe(false);
    expect(suppressedByItem(null)).toBe(false);
  });

  it("each row says whether it is active, disabled or suppressed, and where it comes from", () => {
    const own = plainEffects([{ _id: "a", name: "Blessed", disabled: false }]);
    const fromSword = plainEffects([{ _id: "b", name: "Keen edge" }], "sword", "Bastard Sword", true);
    const off = plainEffects([{ _id: "c", name: "Poisoned", disabled: true }]);
    expect(effectRows([...own, ...fromSword, ...off]).map((r) => [r.id, r.source, r.state])).toEqual([
      ["a", "", "SW25.Edit.EffectActive"],
      ["b", "Bastard Sword", "SW25.Edit.EffectSuppressed"],
      ["c", "", "SW25.Edit.EffectDisabled"],
    ]);
  });
});
