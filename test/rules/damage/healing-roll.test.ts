import { describe, expect, it } from "vitest";
import { resolveDamage } from "../../../src/rules/damage/damage-pipeline.js";
import { rollHealing } from "../../../src/rules/damage/healing-roll.js";
import { applyHealing } from "../../../src/rules/damage/vitals.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";

describe("healing roll", () => {
  it("[ROLL-10] healing never criticals: a 6-6 reads once and stops", () => {
    const dice = fixedDice([6, 6, 6, 6]);
    const r = rollHealing({ power: 10, extraHealing: 3 }, dice);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.powerRoll.criticals).toBe(0);
    expect(r.value.calculated).toBe(10);
    expect(dice.used).toBe(2);
  });

  it("[ROLL-11] a 1-1 recovers nothing, still spends resources and earns 50 exp", () => {
    const r = rollHealing({ power: 30, extraHealing: 5 }, fixedDice([1, 1]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({
      automaticFailure: true,
      calculated: 0,
      experience: 50,
      resourcesSpent: true,
    });
  });

  it("[ROLL-11] a negative bonus never turns a recovery into damage: calculated stops at 0", () => {
    const r = rollHealing({ power: 0, extraHealing: -3 }, fixedDice([2, 2]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.powerRoll.total).toBe(-3);
    expect(r.value).toMatchObject({ automaticFailure: false, calculated: 0, experience: 0 });
    expect(resolveDamage({ calculated: r.value.calculated, kind: "healing" }).ok).toBe(true);
  });

  it("[ROLL-11] recovery reads the power table and is capped at max HP when applied (power 10, 7 → 3, +3)", () => {
    const r = rollHealing({ power: 10, extraHealing: 3 }, fixedDice([3, 4]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.calculated).toBe(6);
    const steps = resolveDamage({ calculated: r.value.calculated, kind: "healing" });
    if (!steps.ok) throw new Error(steps.error.message);
    expect(applyHealing({ hp: 10, maxHp: 15, unconscious: false }, steps.value.applied).hp).toBe(15);
  });
});
