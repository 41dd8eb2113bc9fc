import { describe, expect, it } from "vitest";
import { movementSpeeds } from "../../../../src/rules/character/derivation/movement.js";
import { fc } from "../../../fc.js";

describe("movement", () => {
  it("[MOVE-05] Normal = Agility m, Full = 3 × Agility, Limited = 3 m", () => {
    expect(movementSpeeds(14)).toEqual({ normal: 14, full: 42, limited: 3 });
  });

  it("[MOVE-05] Limited is the move speed when that is below 3 m (boundary 2/3/4)", () => {
    expect(movementSpeeds(2).limited).toBe(2);
    expect(movementSpeeds(3).limited).toBe(3);
    expect(movementSpeeds(4).limited).toBe(3);
    expect(movementSpeeds(0)).toEqual({ normal: 0, full: 0, limited: 0 });
  });

  it("[MOVE-05] effects change the move speed independently of Agility, never below 0", () => {
    expect(movementSpeeds(14, 5)).toEqual({ normal: 19, full: 57, limited: 3 });
    expect(movementSpeeds(4, -10)).toEqual({ normal: 0, full: 0, limited: 0 });
    expect(movementSpeeds(Number.NaN)).toEqual({ normal: 0, full: 0, limited: 0 });
  });

  it("[MOVE-05] Limited ≤ Normal ≤ Full for every agility and bonus", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 100 }), fc.integer({ min: -50, max: 50 }), (agility, bonus) => {
        const m = movementSpeeds(agility, bonus);
        expect(m.limited).toBeLessThanOrEqual(m.normal);
        expect(m.normal).toBeLessThanOrEqual(m.full);
        expect(m.limited).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
