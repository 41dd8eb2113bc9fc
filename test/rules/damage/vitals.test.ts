import { describe, expect, it } from "vitest";
import {
  applyHealing,
  applyHpDamage,
  applyMpDamage,
  awaken,
  barValue,
  downOnSheet,
  spendMp,
  unconsciousAfter,
} from "../../../src/rules/damage/vitals.js";
import { fc } from "../../fc.js";

describe("HP and MP", () => {
  it("[DMG-09] HP exactly 0 is unconscious and needs a Death Check", () => {
    const r = applyHpDamage({ hp: 16, maxHp: 16 }, 16);
    expect(r).toEqual({ before: 16, hp: 0, lost: 16, unconscious: true, needsDeathCheck: true });
  });

  it("[DMG-09] HP 1 stays conscious; HP below 0 is kept (the Death Check reads it)", () => {
    expect(applyHpDamage({ hp: 16, maxHp: 16 }, 15).unconscious).toBe(false);
    expect(applyHpDamage({ hp: 16, maxHp: 16 }, 15).needsDeathCheck).toBe(false);
    expect(applyHpDamage({ hp: 5, maxHp: 16 }, 12).hp).toBe(-7);
  });

  it("[DMG-09] 0 damage to someone already down asks for no new Death Check; more damage does", () => {
    expect(applyHpDamage({ hp: -2, maxHp: 16 }, 0).needsDeathCheck).toBe(false);
    expect(applyHpDamage({ hp: -2, maxHp: 16 }, 3)).toMatchObject({ hp: -5, needsDeathCheck: true });
  });

  it("[DMG-10] MP damage stops at 0", () => {
    expect(applyMpDamage(3, 5)).toBe(0);
    expect(applyMpDamage(8, 5)).toBe(3);
  });

  it("[DMG-10] spending more MP than you have is refused; spending all of it is fine", () => {
    const refused = spendMp(3, 5);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe("MpInsufficient");
      expect(refused.error.rule).toBe("DMG-10");
    }
    expect(spendMp(5, 5)).toEqual({ ok: true, value: 0 });
  });

  it("[DMG-10] MP never goes negative", () => {
    fc.assert(
      fc.property(fc.nat(100), fc.integer({ min: -20, max: 200 }), (mp, amount) => {
        expect(applyMpDamage(mp, amount)).toBeGreaterThanOrEqual(0);
        const spent = spendMp(mp, amount);
        if (spent.ok) expect(spent.value).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("[ROLL-11] healing is capped at maximum HP", () => {
    expect(applyHealing({ hp: 5, maxHp: 20, unconscious: false }, 10)).toMatchObject({ hp: 15, healed: 10 });
    expect(applyHealing({ hp: 15, maxHp: 20, unconscious: false }, 10)).toMatchObject({ hp: 20, healed: 5 });
  });

  it("[DMG-09] healing an unconscious character: stays down by default, wakes above 0 with the option", () => {
    const down = { hp: -3, maxHp: 20, unconscious: true };
    expect(applyHealing(down, 10)).toMatchObject({ hp: 7, unconscious: true });
    expect(applyHealing(down, 10, "wakeAboveZero")).toMatchObject({ hp: 7, unconscious: false });
    expect(applyHealing({ ...down, hp: -12 }, 10, "wakeAboveZero")).toMatchObject({
      hp: -2,
      unconscious: true,
    });
  });

  it("[DMG-09] Awaken wakes at 1 HP", () => {
    expect(awaken({ hp: -4, maxHp: 20 })).toEqual({ before: -4, hp: 1, healed: 5, unconscious: false });
  });
});

describe("token bars", () => {
  it("[DMG-09] an HP bar may go below 0 (the Death Check needs how far) but never above the maximum", () => {
    expect(barValue("hp", { value: 5, max: 20 }, -12, true)).toBe(-7);
    expect(barValue("hp", { value: 5, max: 20 }, -3, false)).toBe(-3);
    expect(barValue("hp", { value: 18, max: 20 }, 5, true)).toBe(20);
  });

  it("[DMG-10] an MP bar stops at 0 and at the maximum", () => {
    expect(barValue("mp", { value: 4, max: 12 }, -9, true)).toBe(0);
    expect(barValue("mp", { value: 4, max: 12 }, 30, false)).toBe(12);
    expect(barValue("mp", { value: 4, max: 12 }, -1, true)).toBe(3);
  });
});

describe("consciousness after applying", () => {
  it("[DMG-09] damage never wakes; damage to 0 or below knocks out; healing follows its wake rule", () => {
    const hit = (hp: number, wasDown: boolean) =>
      unconsciousAfter(wasDown, { kind: "damage", hp: applyHpDamage({ hp, maxHp: 20 }, 5) });
    expect([hit(10, false), hit(5, false), hit(10, true)]).toEqual([false, true, true]);
    const heal = (rule: "stayUnconscious" | "wakeAboveZero") =>
      unconsciousAfter(true, {
        kind: "healing",
        healed: applyHealing({ hp: -2, maxHp: 20, unconscious: true }, 8, rule),
      });
    expect([heal("stayUnconscious"), heal("wakeAboveZero")]).toEqual([true, false]);
  });
});

describe("[DMG-09] a Death Check on the sheet", () => {
  it("at 0 HP or below with HP to lose, yes; a character not made yet (max 0), no", () => {
    expect(downOnSheet({ value: 0, max: 24 })).toBe(true);
    expect(downOnSheet({ value: -3, max: 24 })).toBe(true);
    expect(downOnSheet({ value: 1, max: 24 })).toBe(false);
    expect(downOnSheet({ value: 0, max: 0 })).toBe(false);
    expect(downOnSheet({ value: Number.NaN, max: 24 })).toBe(true);
  });
});
