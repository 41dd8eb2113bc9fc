import { describe, expect, it } from "vitest";
import {
  criticalValue,
  LETHAL_STRIKE_ROLL_BONUS,
  magicDamageOptions,
  recoveryRollOptions,
} from "../../../src/rules/dice/critical-value.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { powerRoll } from "../../../src/rules/dice/power-roll.js";

describe("criticalValue", () => {
  it("[ROLL-08] Fencer −1, metal armour +1 against physical non-gun attacks, Aimed Attack +1, Critical Bullet −1 on guns", () => {
    expect(criticalValue({ base: 10, attack: "melee", fencer: true })).toBe(9);
    expect(criticalValue({ base: 10, attack: "melee", targetInMetalArmour: true })).toBe(11);
    expect(criticalValue({ base: 10, attack: "thrown", targetInMetalArmour: true })).toBe(11);
    expect(criticalValue({ base: 10, attack: "gun", targetInMetalArmour: true })).toBe(10);
    expect(criticalValue({ base: 10, attack: "magic", targetInMetalArmour: true })).toBe(10);
    expect(criticalValue({ base: 10, attack: "melee", aimedAttack: true })).toBe(11);
    expect(criticalValue({ base: 10, attack: "gun", criticalBullet: true })).toBe(9);
    expect(criticalValue({ base: 10, attack: "shooting", criticalBullet: true })).toBe(10);
  });

  it("[ROLL-09] 7 counts as 8, 8 stays 8, 12 stays 12, 13 means no critical", () => {
    expect(criticalValue({ base: 7, attack: "melee" })).toBe(8);
    expect(criticalValue({ base: 9, attack: "melee", fencer: true, other: -2 })).toBe(8);
    expect(criticalValue({ base: 8, attack: "melee" })).toBe(8);
    expect(criticalValue({ base: 12, attack: "melee" })).toBe(12);
    expect(criticalValue({ base: 12, attack: "melee", targetInMetalArmour: true })).toBeNull();
    expect(criticalValue({ base: 13, attack: "melee", fencer: true })).toBe(12);
  });

  it("[ROLL-10] a resisted Half effect and healing never critical", () => {
    expect(criticalValue({ base: 10, attack: "magic", resistedHalf: true })).toBeNull();
    expect(criticalValue({ base: 10, attack: "magic", healing: true })).toBeNull();
  });

  it("[ROLL-08] Lethal Strike reads 3..11 one higher", () => {
    const r = powerRoll(
      { power: 20, criticalValue: 13, rollBonus: LETHAL_STRIKE_ROLL_BONUS },
      fixedDice([3, 4]),
    );
    expect(r.steps[0]?.sum).toBe(8);
    expect(r.total).toBe(6);
    const top = powerRoll(
      { power: 20, criticalValue: 13, rollBonus: LETHAL_STRIKE_ROLL_BONUS },
      fixedDice([6, 6]),
    );
    expect(top.steps[0]?.sum).toBe(12);
  });
});

describe("recovery and magic", () => {
  it("[ROLL-11] recovery reads the table, never criticals, and a 1-1 fails with 50 experience", () => {
    const heal = recoveryRollOptions(10, 4);
    expect(powerRoll(heal, fixedDice([6, 6])).total).toBe(7 + 4);
    expect(powerRoll(heal, fixedDice([6, 6])).criticals).toBe(0);
    expect(powerRoll(heal, fixedDice([1, 1]))).toMatchObject({ fumble: true, total: 0, experience: 50 });
  });

  it("[ROLL-12] damage magic uses steps of 10 and C 10 by default", () => {
    const spell = magicDamageOptions(30, 5);
    if (!spell.ok) throw new Error(spell.error.message);
    expect(spell.value.criticalValue).toBe(10);
    const r = powerRoll(spell.value, fixedDice([5, 5, 2, 1]));
    expect(r.criticals).toBe(1);
    expect(r.total).toBe(10 + 2 + 5);
    const bad = magicDamageOptions(25, 5);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: "MagicPowerStep", rule: "ROLL-12" });
    expect(magicDamageOptions(110, 0).ok).toBe(false);
  });
});
