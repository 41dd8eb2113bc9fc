import { describe, expect, it } from "vitest";
import { honorTotals } from "../../../../src/rules/character/derivation/honor.js";

describe("honour", () => {
  it("honour items are paid from the honour points earned (reading: as ytsheet2 computes it)", () => {
    expect(honorTotals(40, [{ points: 10 }, { points: 5 }])).toEqual({
      earned: 40,
      spent: 15,
      remaining: 25,
    });
    expect(honorTotals(10, [{ points: 30 }])).toEqual({ earned: 10, spent: 30, remaining: -20 });
    expect(honorTotals(0, [])).toEqual({ earned: 0, spent: 0, remaining: 0 });
  });

  it("lost honour may make the total negative; bad numbers count as 0 and no item costs below 0", () => {
    expect(honorTotals(-5, [])).toEqual({ earned: -5, spent: 0, remaining: -5 });
    expect(honorTotals(Number.NaN, [{ points: -3 }, { points: Number.NaN }, { points: 2.9 }])).toEqual({
      earned: 0,
      spent: 2,
      remaining: -2,
    });
  });
});
