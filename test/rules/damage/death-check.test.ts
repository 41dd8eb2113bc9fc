import { describe, expect, it } from "vitest";
import { deathCheck } from "../../../src/rules/damage/death-check.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";

const base = { adventurerLevel: 3, vitalityModifier: 2 };

function run(hp: number, dice: number[], extra: { targetModifier?: number } = {}) {
  const r = deathCheck({ ...base, hp, ...extra }, fixedDice(dice));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("death check", () => {
  it("[DMG-09] 2d + Adventurer Level + Vitality modifier against |HP|: meeting the target lives", () => {
    const r = run(-9, [2, 2]);
    expect(r.target).toBe(9);
    expect(r.check.total).toBe(9);
    expect(r.outcome).toBe("alive");
  });

  it("[DMG-09] one short of the target dies", () => {
    expect(run(-9, [1, 2]).outcome).toBe("dead");
  });

  it("[DMG-09] at exactly 0 HP the target is 0", () => {
    const r = run(0, [1, 2]);
    expect(r.target).toBe(0);
    expect(r.outcome).toBe("alive");
  });

  it("[DMG-09] 1-1 always dies and earns 50 exp; 6-6 always lives", () => {
    const fumble = run(-1, [1, 1]);
    expect(fumble.outcome).toBe("dead");
    expect(fumble.experience).toBe(50);
    expect(run(-40, [6, 6]).outcome).toBe("alive");
  });

  it("[DMG-09] a target modifier (face-down in water, +1 a minute) raises the target", () => {
    const r = run(-4, [2, 2], { targetModifier: 2 });
    expect(r.target).toBe(6);
    expect(r.outcome).toBe("alive");
    expect(run(-4, [1, 2], { targetModifier: 5 }).outcome).toBe("dead");
  });

  it("[DMG-09] a conscious character needs no Death Check; running out of dice is an error value", () => {
    const r = deathCheck({ ...base, hp: 1 }, fixedDice([3, 3]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("DeathCheckNotNeeded");
    const dry = deathCheck({ ...base, hp: -1 }, fixedDice([3]));
    expect(dry.ok).toBe(false);
    if (!dry.ok) expect(dry.error.code).toBe("DiceExhausted");
  });
});
