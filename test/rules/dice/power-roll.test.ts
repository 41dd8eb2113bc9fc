import { describe, expect, it } from "vitest";
import { fixedDice, randomDice } from "../../../src/rules/dice/dice-source.js";
import { powerRoll, powerTableValue } from "../../../src/rules/dice/power-roll.js";
import { fc } from "../../fc.js";

describe("powerRoll", () => {
  it("[ROLL-06] the seed's worked example: power 17, 5-5 then 4-3, C 10, extra damage 5 = 17", () => {
    const r = powerRoll({ power: 17, criticalValue: 10, extraDamage: 5 }, fixedDice([5, 5, 4, 3]));
    expect(r.steps.map((s) => s.value)).toEqual([7, 5]);
    expect(r.tableTotal).toBe(12);
    expect(r.total).toBe(17);
    expect(r.criticals).toBe(1);
    expect(r.fumble).toBe(false);
    expect(r.experience).toBe(0);
  });

  it("[ROLL-05] reads the row of the power and the column of the 2d", () => {
    expect(powerTableValue(20, 7)).toBe(5);
    expect(powerTableValue(100, 12)).toBe(30);
    expect(powerTableValue(0, 3)).toBe(0);
    const r = powerRoll({ power: 20, criticalValue: 10 }, fixedDice([2, 1]));
    expect(r.total).toBe(1);
  });

  it("[ROLL-05] a first 1-1 is an automatic failure: total 0 even with extra damage, 50 experience", () => {
    const r = powerRoll({ power: 50, criticalValue: 10, extraDamage: 9 }, fixedDice([1, 1]));
    expect(r).toMatchObject({ fumble: true, total: 0, tableTotal: 0, criticals: 0, experience: 50 });
    expect(r.steps).toHaveLength(1);
  });

  it("[ROLL-07] a 1-1 after a critical only ends the chain: no failure, no experience", () => {
    const r = powerRoll({ power: 20, criticalValue: 10, extraDamage: 4 }, fixedDice([5, 5, 1, 1]));
    expect(r.steps.map((s) => s.value)).toEqual([8, 0]);
    expect(r).toMatchObject({ fumble: false, total: 12, criticals: 1, experience: 0 });
  });

  it("[ROLL-06] extra damage is added once, however many criticals", () => {
    const r = powerRoll(
      { power: 10, criticalValue: 10, extraDamage: 3 },
      fixedDice([6, 6, 6, 6, 4, 6, 2, 3]),
    );
    expect(r.steps.map((s) => s.value)).toEqual([7, 7, 5, 2]);
    expect(r.criticals).toBe(3);
    expect(r.total).toBe(7 + 7 + 5 + 2 + 3);
  });

  it("[ROLL-09] C 12 criticals only on 6-6; C 13 and null never", () => {
    expect(powerRoll({ power: 10, criticalValue: 12 }, fixedDice([6, 5])).criticals).toBe(0);
    expect(powerRoll({ power: 10, criticalValue: 12 }, fixedDice([6, 6, 3, 4])).criticals).toBe(1);
    expect(powerRoll({ power: 10, criticalValue: 13 }, fixedDice([6, 6])).criticals).toBe(0);
    expect(powerRoll({ power: 10, criticalValue: null }, fixedDice([6, 6])).total).toBe(7);
  });

  it("[ROLL-09] C 8 (the lowest usable): an 8 criticals, a 7 does not; C 10: a 9 does not", () => {
    expect(powerRoll({ power: 20, criticalValue: 8 }, fixedDice([4, 4, 3, 4])).criticals).toBe(1);
    expect(powerRoll({ power: 20, criticalValue: 8 }, fixedDice([3, 4])).criticals).toBe(0);
    const nine = powerRoll({ power: 17, criticalValue: 10, extraDamage: 5 }, fixedDice([5, 4]));
    expect(nine).toMatchObject({ criticals: 0, tableTotal: 6, total: 11 });
  });

  it("[ROLL-07] a 1-1 after two criticals keeps what was rolled and adds extra damage once", () => {
    const r = powerRoll({ power: 17, criticalValue: 10, extraDamage: 5 }, fixedDice([5, 5, 6, 4, 1, 1]));
    expect(r.steps.map((s) => s.value)).toEqual([7, 7, 0]);
    expect(r).toMatchObject({ criticals: 2, fumble: false, tableTotal: 14, total: 19, experience: 0 });
  });

  it("[ROLL-08] Lethal Strike's +1 turns a 9 into a 10, which criticals at C 10; a 1-1 stays a 1-1", () => {
    const r = powerRoll({ power: 10, criticalValue: 10, rollBonus: 1 }, fixedDice([5, 4, 1, 1]));
    expect(r.steps.map((s) => s.sum)).toEqual([10, 2]);
    expect(r.total).toBe(5);
    const fumble = powerRoll({ power: 10, criticalValue: 10, rollBonus: 1 }, fixedDice([1, 1]));
    expect(fumble.fumble).toBe(true);
  });

  it("[ROLL-06] invariants over random dice: chain shape, totals, fumble", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 8, max: 13 })),
        fc.integer({ min: -5, max: 20 }),
        fc.integer(),
        (power, c, extra, seed) => {
          let s = seed >>> 0;
          const dice = randomDice(() => {
            s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
            return s / 4294967296;
          });
          const r = powerRoll({ power, criticalValue: c, extraDamage: extra }, dice);
          const last = r.steps.length - 1;
          r.steps.forEach((step, i) => {
            if (i < last) expect(step.sum).toBeGreaterThanOrEqual(c ?? 13);
            expect(step.value).toBe(powerTableValue(power, step.sum));
          });
          // The chain stops exactly when a roll is below C, or on a 1-1.
          const end = r.steps[last];
          const oneOne = end?.dice[0] === 1 && end.dice[1] === 1;
          expect(oneOne || (end?.sum ?? 0) < (c ?? 13)).toBe(true);
          expect(r.criticals).toBe(last);
          const first = r.steps[0]?.dice;
          expect(r.fumble).toBe(first?.[0] === 1 && first[1] === 1);
          expect(r.total).toBe(r.fumble ? 0 : r.tableTotal + extra);
          expect(r.experience).toBe(r.fumble ? 50 : 0);
        },
      ),
      { seed: 17 },
    );
  });
});
