import { describe, expect, it } from "vitest";
import {
  effectiveFallDistance,
  fallDamage,
  flightRecovery,
  resolveFall,
} from "../../../src/rules/damage/falling.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";

const defense = (amount: number) => ({ source: "defense", amount, appliesTo: "physical" as const });

describe("falling", () => {
  it("[ENV-01] fall damage is 3 × metres", () => {
    expect(fallDamage(5)).toBe(15);
    expect(fallDamage(0)).toBe(0);
  });

  it("[ENV-02] situations change the distance; 0 m or less means no damage", () => {
    expect(fallDamage(8, ["canFly"])).toBe(0);
    expect(fallDamage(10, ["canFly"])).toBe(0);
    expect(fallDamage(11, ["canFly"])).toBe(3);
    expect(fallDamage(4, ["hardGround"])).toBe(27);
    expect(fallDamage(5, ["water"])).toBe(0);
    expect(fallDamage(20, ["cliffSlide"])).toBe(30);
    expect(effectiveFallDistance(12, ["forest", "hardGround"])).toBe(7);
    expect(fallDamage(12, ["forest", "hardGround"])).toBe(21);
  });

  it("[ENV-01] fall damage is physical: Tumble result and Defense both reduce it", () => {
    const r = resolveFall(
      { metres: 5, faller: { kind: "check", modifier: 3 }, fallerReductions: [defense(2)] },
      fixedDice([2, 3]),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.fallDamage).toBe(15);
    expect(r.value.fallerTumble.reduction).toBe(8);
    expect(r.value.faller.applied).toBe(5);
    expect(r.value.catcher).toBeNull();
  });

  it("[ENV-01] a Tumble equal to the fall damage leaves 0; one short leaves 1", () => {
    const fall = (dice: number[]) => {
      const r = resolveFall({ metres: 4, faller: { kind: "check", modifier: 5 } }, fixedDice(dice));
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    expect(fall([3, 4])).toMatchObject({ fallDamage: 12, faller: { applied: 0 } });
    expect(fall([3, 3]).faller.applied).toBe(1);
  });

  it("[ENV-02] a distance reduced to exactly 0 deals no damage: flier from 10 m, 5 m into water, 10 m into a forest", () => {
    for (const [metres, situation] of [
      [10, "canFly"],
      [5, "water"],
      [10, "forest"],
    ] as const) {
      const r = resolveFall({ metres, situations: [situation], faller: { kind: "unable" } }, fixedDice([]));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value).toMatchObject({ distance: 0, fallDamage: 0, faller: { applied: 0 } });
    }
  });

  it("[ENV-01] a 1-1 Tumble reduces nothing and earns 50 exp", () => {
    const r = resolveFall({ metres: 5, faller: { kind: "check", modifier: 3 } }, fixedDice([1, 1]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.fallerTumble).toMatchObject({ reduction: 0, experience: 50 });
    expect(r.value.faller.applied).toBe(15);
  });

  it("[ENV-03] catching: both Tumble, the sum is subtracted, both take the rest (each after its Defense)", () => {
    const r = resolveFall(
      {
        metres: 10,
        faller: { kind: "check", modifier: 2 },
        fallerReductions: [defense(3)],
        catcher: { tumble: { kind: "check", modifier: 4 } },
      },
      fixedDice([3, 3, 4, 4]),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.fallDamage).toBe(30);
    expect(r.value.fallerTumble.reduction).toBe(8);
    expect(r.value.catcherTumble?.reduction).toBe(12);
    expect(r.value.faller.applied).toBe(7);
    expect(r.value.catcher?.applied).toBe(10);
  });

  it("[ENV-03] an unconscious faller cannot Tumble but the catcher still can", () => {
    const dice = fixedDice([5, 5]);
    const r = resolveFall(
      { metres: 6, faller: { kind: "unable" }, catcher: { tumble: { kind: "check", modifier: 0 } } },
      dice,
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(dice.used).toBe(2);
    expect(r.value.faller.applied).toBe(8);
    expect(r.value.catcher?.applied).toBe(8);
  });

  it("[ENV-03] a falling monster uses its Evasion as Tumble: fixed = base + 7, or rolled", () => {
    const fixed = resolveFall(
      { metres: 6, faller: { kind: "monsterEvasion", evasionBase: 3, fixed: true } },
      fixedDice([]),
    );
    if (!fixed.ok) throw new Error(fixed.error.message);
    expect(fixed.value.fallerTumble.reduction).toBe(10);
    expect(fixed.value.faller.applied).toBe(8);
    const rolled = resolveFall(
      { metres: 6, faller: { kind: "monsterEvasion", evasionBase: 3, fixed: false } },
      fixedDice([5, 4]),
    );
    if (!rolled.ok) throw new Error(rolled.error.message);
    expect(rolled.value.fallerTumble.reduction).toBe(12);
    expect(rolled.value.faller.applied).toBe(6);
  });

  it("[ENV-01] a negative distance is an error value; missing dice too", () => {
    const bad = resolveFall({ metres: -1, faller: { kind: "unable" } }, fixedDice([]));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe("FallInvalidDistance");
    const dry = resolveFall({ metres: 3, faller: { kind: "check", modifier: 0 } }, fixedDice([2]));
    expect(dry.ok).toBe(false);
    if (!dry.ok) expect(dry.error.code).toBe("DiceExhausted");
  });

  it("[ENV-04] above 10 m a conscious flier recovers flight 10 m lower; unconscious ones fall", () => {
    expect(flightRecovery(15, false)).toEqual({ recovers: true, height: 5 });
    expect(flightRecovery(10, false)).toEqual({ recovers: false, height: 10 });
    expect(flightRecovery(15, true)).toEqual({ recovers: false, height: 15 });
  });
});
