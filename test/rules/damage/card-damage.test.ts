import { describe, expect, it } from "vitest";
import { type CardRollSource, cardCriticalValue, cardDamage } from "../../../src/rules/damage/card-damage.js";
import { resolveDamage } from "../../../src/rules/damage/damage-pipeline.js";

const sword: CardRollSource = {
  kind: "power",
  power: 20,
  criticalBase: 10,
  attack: "melee",
  extraDamage: 5,
  increases: [{ source: "SW25.Feat.weaponProficiencyA", amount: 1 }],
  healing: false,
};
const bolt: CardRollSource = { ...sword, attack: "magic", increases: [], extraDamage: 4 };
const plain = { metalArmour: false };

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe("card damage recomputed for one target", () => {
  it("[ROLL-10] [DMG-03] a resisted application reads the first table roll only, then halves", () => {
    // Power 20: 5+5 = 10 reads 8, 4+3 = 7 reads 5. Unresisted: C 10 criticals, 8 + 5 + 4 = 17.
    const full = must(
      cardDamage(bolt, {}, plain, false, [
        [5, 5],
        [4, 3],
      ]),
    );
    expect([full.criticals, full.calculated]).toEqual([1, 17]);
    const half = must(
      cardDamage(bolt, {}, plain, true, [
        [5, 5],
        [4, 3],
      ]),
    );
    expect([half.criticalValue, half.criticals, half.calculated]).toEqual([null, 0, 12]);
    const steps = must(resolveDamage({ calculated: half.calculated, kind: "magical", resisted: true }));
    expect(steps.applied).toBe(6);
  });

  it("[DMG-04] Weapon Proficiency is added after halving, never halved", () => {
    const half = must(cardDamage(sword, {}, plain, true, [[4, 3]]));
    expect(half.calculated).toBe(10);
    const steps = must(
      resolveDamage({
        calculated: half.calculated,
        kind: "physical",
        resisted: true,
        increases: half.increases,
      }),
    );
    expect([steps.afterResistance, steps.total]).toEqual([5, 6]);
  });

  it("[ROLL-08] metal armour on the target: C 10 reads 11, so a 10 does not critical", () => {
    const vsMetal = must(
      cardDamage(sword, {}, { metalArmour: true }, false, [
        [5, 5],
        [4, 3],
      ]),
    );
    expect([vsMetal.criticalValue, vsMetal.criticals, vsMetal.calculated]).toEqual([11, 0, 13]);
    expect(cardCriticalValue({ ...sword, attack: "gun" }, {}, { metalArmour: true }, false)).toBe(10);
  });

  it("[ROLL-08] Aimed Attack +1 and Critical Bullet −1 (guns only) are declared options", () => {
    expect(cardCriticalValue(sword, { aimedAttack: true }, plain, false)).toBe(11);
    expect(cardCriticalValue({ ...sword, attack: "gun" }, { criticalBullet: true }, plain, false)).toBe(9);
    expect(cardCriticalValue(sword, { criticalBullet: true }, plain, false)).toBe(10);
  });

  it("[ROLL-09] the bounds apply once, after target modifiers: base 7 + metal armour reads 8, not 9", () => {
    const fencerBlade = { ...sword, criticalBase: 7 };
    expect(cardCriticalValue(fencerBlade, {}, { metalArmour: true }, false)).toBe(8);
    expect(cardCriticalValue(fencerBlade, {}, plain, false)).toBe(8);
    expect(cardCriticalValue({ ...sword, criticalBase: 12 }, {}, { metalArmour: true }, false)).toBeNull();
  });

  it("[ROLL-08] dice rolled against a higher C do not reach a lower one: refused", () => {
    // Rolled vs metal armour (C 11): 5+5 no critical, one die pair. Against C 10 the chain needs more.
    const result = cardDamage(sword, {}, plain, false, [[5, 5]]);
    expect(result.ok === false && result.error.code).toBe("ApplyCardOtherTarget");
  });

  it("[ROLL-10] healing never criticals; monster 2d+X stays 2d+X", () => {
    const herb = must(cardDamage({ ...sword, healing: true }, {}, plain, false, [[6, 6]]));
    expect([herb.criticals, herb.calculated]).toEqual([0, 15]);
    const claw = must(cardDamage({ kind: "monster", bonus: 4 }, {}, plain, false, [[3, 2]]));
    expect(claw.calculated).toBe(9);
  });

  it("refuses dice that are not d6 results", () => {
    expect(cardDamage(sword, {}, plain, false, [[7, 1]]).ok).toBe(false);
    expect(cardDamage(sword, {}, plain, false, []).ok).toBe(false);
  });
});
