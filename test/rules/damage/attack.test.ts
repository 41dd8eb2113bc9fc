import { describe, expect, it } from "vitest";
import { type AttackInput, resolveAttack } from "../../../src/rules/damage/attack.js";
import { applyHpDamage } from "../../../src/rules/damage/vitals.js";
import { fixedValue } from "../../../src/rules/dice/check.js";
import { criticalValue } from "../../../src/rules/dice/critical-value.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";

const defense = (amount: number) => ({ source: "defense", amount, appliesTo: "physical" as const });

function attack(input: AttackInput, values: number[]) {
  const dice = fixedDice(values);
  const r = resolveAttack(input, dice);
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.value, used: dice.used };
}

const wolf: AttackInput = {
  accuracy: { kind: "rolled", modifier: 5 },
  evasion: { kind: "fixed", value: fixedValue(3) },
  damageRoll: { kind: "powerRoll", options: { power: 17, criticalValue: 10, extraDamage: 5 } },
  damage: { kind: "physical", reductions: [defense(1)] },
};

describe("resolveAttack", () => {
  it("[DMG-12] Wolf vs Goblin, the seed's worked example end to end", () => {
    const r = attack(wolf, [4, 2, 5, 5, 4, 3]);
    expect(r.accuracy).toMatchObject({ kind: "rolled", check: { total: 11 } });
    expect(r.evasion).toEqual({ kind: "fixed", value: 10 });
    expect(r.hit).toBe(true);
    expect(r.powerRoll?.steps.map((s) => s.value)).toEqual([7, 5]);
    expect(r.powerRoll?.criticals).toBe(1);
    expect(r.powerRoll?.tableTotal).toBe(12);
    expect(r.damage).toMatchObject({ calculated: 17, afterResistance: 17, total: 17, applied: 16 });
    const goblin = applyHpDamage({ hp: 16, maxHp: 16 }, r.damage?.applied ?? 0);
    expect(goblin).toMatchObject({ hp: 0, unconscious: true, needsDeathCheck: true });
    expect(r.used).toBe(6);
  });

  it("[ROLL-04] a monster's fixed value is base + 7 and takes no dice", () => {
    expect(fixedValue(3)).toBe(10);
    const r = attack({ ...wolf, damageRoll: { kind: "flat", amount: 4 } }, [4, 3]);
    expect(r.used).toBe(2);
    expect(r.hit).toBe(true);
  });

  it("[ROLL-02] a tie goes to the defender: 10 vs fixed 10 misses and rolls no damage", () => {
    const r = attack(wolf, [3, 2]);
    expect(r.hit).toBe(false);
    expect(r.contest.reason).toBe("tieToDefender");
    expect(r.damage).toBeNull();
    expect(r.used).toBe(2);
  });

  it("[ROLL-02] rolled evasion: tie misses, one more hits", () => {
    const input: AttackInput = {
      ...wolf,
      accuracy: { kind: "rolled", modifier: 2 },
      evasion: { kind: "rolled", modifier: 3 },
    };
    expect(attack(input, [4, 4, 3, 4]).hit).toBe(false);
    expect(attack(input, [4, 5, 3, 4, 2, 2]).hit).toBe(true);
  });

  it("[ROLL-02] pre-rolled dice from the screen are read, not re-rolled", () => {
    const r = attack({ ...wolf, accuracy: { kind: "rolled", modifier: 5, dice: [4, 2] } }, [5, 5, 4, 3]);
    expect(r.damage?.applied).toBe(16);
  });

  it("[ROLL-02] an attacker's 1-1 misses with 50 exp; a defender's 1-1 is hit and earns 50 exp", () => {
    const miss = attack({ ...wolf, accuracy: { kind: "rolled", modifier: 30 } }, [1, 1]);
    expect(miss.hit).toBe(false);
    expect(miss.experience).toEqual({ attacker: 50, defender: 0 });
    const input: AttackInput = {
      ...wolf,
      accuracy: { kind: "rolled", modifier: 0 },
      evasion: { kind: "rolled", modifier: 20 },
    };
    const hit = attack(input, [2, 1, 1, 1, 3, 3]);
    expect(hit.hit).toBe(true);
    expect(hit.experience).toEqual({ attacker: 0, defender: 50 });
  });

  it("[ROLL-05] a power roll fumble (1-1) deals no damage and gives the attacker 50 exp", () => {
    const r = attack(wolf, [4, 2, 1, 1]);
    expect(r.hit).toBe(true);
    expect(r.powerRoll?.fumble).toBe(true);
    expect(r.damage).toBeNull();
    expect(r.experience.attacker).toBe(50);
  });

  it("[DMG-07] a monster's 2d+X attack: no critical, physical, reduced by Defense", () => {
    const r = attack(
      {
        accuracy: { kind: "fixed", value: 12 },
        evasion: { kind: "rolled", modifier: 4 },
        damageRoll: { kind: "monster", bonus: 3 },
        damage: { kind: "physical", reductions: [defense(4)] },
      },
      [3, 4, 6, 6],
    );
    expect(r.monsterRoll?.calculated).toBe(15);
    expect(r.damage?.applied).toBe(11);
    expect(r.used).toBe(4);
  });

  it("[DMG-07] flat unique-skill damage is already calculated damage", () => {
    const r = attack(
      { ...wolf, accuracy: { kind: "fixed", value: 20 }, damageRoll: { kind: "flat", amount: 12 } },
      [],
    );
    expect(r.damage).toMatchObject({ calculated: 12, applied: 11 });
  });

  it("[DMG-08] a gun ignores metal armour's C +1 and Defense; a sword does not", () => {
    const gunC = criticalValue({ base: 10, attack: "gun", targetInMetalArmour: true });
    const swordC = criticalValue({ base: 10, attack: "melee", targetInMetalArmour: true });
    const shot = attack(
      {
        accuracy: { kind: "fixed", value: 20 },
        evasion: { kind: "fixed", value: 10 },
        damageRoll: { kind: "powerRoll", options: { power: 20, criticalValue: gunC, extraDamage: 4 } },
        damage: { kind: "gun", reductions: [defense(5)] },
      },
      [5, 5, 2, 1],
    );
    expect(shot.powerRoll?.criticals).toBe(1);
    expect(shot.damage).toMatchObject({ calculated: 13, applied: 13 });
    const cut = attack(
      {
        accuracy: { kind: "fixed", value: 20 },
        evasion: { kind: "fixed", value: 10 },
        damageRoll: { kind: "powerRoll", options: { power: 20, criticalValue: swordC, extraDamage: 4 } },
        damage: { kind: "physical", reductions: [defense(5)] },
      },
      [5, 5],
    );
    expect(cut.criticalValue).toBe(11);
    expect(cut.damage).toMatchObject({ calculated: 12, applied: 7 });
  });

  it("[ROLL-10] a resisted Half effect does not critical and is halved", () => {
    const r = attack(
      {
        accuracy: { kind: "fixed", value: 20 },
        evasion: { kind: "fixed", value: 10 },
        damageRoll: { kind: "powerRoll", options: { power: 20, criticalValue: 10, extraDamage: 0 } },
        damage: { kind: "magical", resisted: true },
      },
      [5, 5, 6, 6],
    );
    expect(r.criticalValue).toBeNull();
    expect(r.powerRoll?.criticals).toBe(0);
    expect(r.damage).toMatchObject({ calculated: 8, afterResistance: 4 });
    expect(r.used).toBe(2);
  });

  it("[DMG-06] a penalty pushing the roll below 0 deals no damage instead of failing the attack", () => {
    const sure = { accuracy: { kind: "fixed", value: 20 }, evasion: { kind: "fixed", value: 10 } } as const;
    const weak = attack(
      {
        ...sure,
        damageRoll: { kind: "powerRoll", options: { power: 0, criticalValue: 10, extraDamage: -5 } },
        damage: { kind: "physical", reductions: [defense(1)] },
      },
      [1, 2],
    );
    expect(weak.powerRoll?.total).toBe(-5);
    expect(weak.damage).toMatchObject({ calculated: 0, total: 0, applied: 0 });
    const monster = attack(
      {
        ...sure,
        damageRoll: { kind: "monster", bonus: -4 },
        damage: { kind: "physical", increases: [{ source: "weakness", amount: 3 }] },
      },
      [1, 2],
    );
    expect(monster.monsterRoll?.calculated).toBe(-1);
    expect(monster.damage).toMatchObject({ calculated: 0, total: 3, applied: 3 });
  });

  it("[DMG-08] halving a gun hit is an error value; so is running out of dice", () => {
    const gun = resolveAttack(
      {
        ...wolf,
        accuracy: { kind: "fixed", value: 20 },
        damageRoll: { kind: "flat", amount: 5 },
        damage: { kind: "gun", resisted: true },
      },
      fixedDice([]),
    );
    expect(gun.ok).toBe(false);
    if (!gun.ok) expect(gun.error.code).toBe("DamageNotHalvable");
    const dry = resolveAttack(wolf, fixedDice([4, 2, 5]));
    expect(dry.ok).toBe(false);
    if (!dry.ok) expect(dry.error.code).toBe("DiceExhausted");
  });
});
