import { describe, expect, it } from "vitest";
import { deriveCharacter } from "../../../../src/rules/character/derivation/character-derived.js";
import { raceAbilitiesOf, raceAbility } from "../../../../src/rules/character/races/race-abilities.js";
import {
  convertHp,
  dailyLimit,
  formEffect,
  formsInEffect,
  raceElementAffinities,
  sixthSenseModifier,
  withFormBonuses,
} from "../../../../src/rules/character/races/race-ability-actions.js";
import { adventurer, cls, NO_BONUSES, weapon } from "../fixtures.js";

const runefolk = raceAbilitiesOf("ルーンフォーク", "");
const nightmare = raceAbilitiesOf("ナイトメア", "");
const lykant = raceAbilitiesOf("リカント", "");

describe("[35-1] HP変換 (HP Conversion): HP spent, the same MP gained, once a day", () => {
  const base = { hp: 20, mp: 3, mpMax: 12, used: 0, adventurerLevel: 3 };

  it("turns 5 HP into 5 MP and counts one use", () => {
    const r = convertHp(runefolk, { ...base, amount: 5 });
    expect(r).toEqual({ ok: true, value: { hp: 15, mp: 8, used: 1 } });
  });

  it("boundaries: up to the MP missing (9) and down to 1 HP left", () => {
    expect(convertHp(runefolk, { ...base, amount: 9 })).toEqual({
      ok: true,
      value: { hp: 11, mp: 12, used: 1 },
    });
    const over = convertHp(runefolk, { ...base, amount: 10 });
    expect(over.ok ? null : over.error).toMatchObject({ code: "HpConversionTooMuch", params: { max: 9 } });
    const low = { ...base, hp: 4 };
    expect(convertHp(runefolk, { ...low, amount: 3 })).toEqual({
      ok: true,
      value: { hp: 1, mp: 6, used: 1 },
    });
    const dying = convertHp(runefolk, { ...low, amount: 4 });
    expect(dying.ok ? null : dying.error).toMatchObject({ code: "HpConversionTooMuch", params: { max: 3 } });
  });

  it("refuses a used-up day, a full MP bar, 0, fractions and a race without it", () => {
    const used = convertHp(runefolk, { ...base, used: 1, amount: 1 });
    expect(used.ok ? null : used.error.code).toBe("RaceAbilityUsedUp");
    const full = convertHp(runefolk, { ...base, mp: 12, amount: 1 });
    expect(full.ok ? null : full.error).toMatchObject({ code: "HpConversionTooMuch", params: { max: 0 } });
    for (const amount of [0, -2, 1.5, Number.NaN]) {
      const bad = convertHp(runefolk, { ...base, amount });
      expect(bad.ok ? null : bad.error.code).toBe("HpConversionAmount");
    }
    const human = convertHp(raceAbilitiesOf("Human", ""), { ...base, amount: 1 });
    expect(human.ok ? null : human.error.code).toBe("RaceAbilityMissing");
  });

  it("twice a day from adventurer level 11 (the second use refused below it)", () => {
    const ability = raceAbility("hpConversion");
    expect(dailyLimit(ability, 10)).toBe(1);
    expect(dailyLimit(ability, 11)).toBe(2);
    expect(dailyLimit(raceAbility("changeFate"), 15)).toBe(1);
    expect(dailyLimit(raceAbility("darkvision"), 15)).toBeNull();
    const second = { ...base, used: 1, amount: 2 };
    expect(convertHp(runefolk, { ...second, adventurerLevel: 11 })).toEqual({
      ok: true,
      value: { hp: 18, mp: 5, used: 2 },
    });
    const refused = convertHp(runefolk, { ...second, adventurerLevel: 10 });
    expect(refused.ok ? null : refused.error.code).toBe("RaceAbilityUsedUp");
  });
});

describe("[35-1] 異貌 and 獣変貌: a form toggled on the sheet changes the totals while on", () => {
  it("異貌 adds nothing before level 6, +1 damage from 6, +1 Accuracy and Magic Power from 11", () => {
    expect(formEffect("alternateForm", 5)).toEqual({ bonuses: {}, modifiers: {} });
    expect(formEffect("alternateForm", 6)).toEqual({ bonuses: { extraDamage: 1 }, modifiers: {} });
    expect(formEffect("alternateForm", 11)).toEqual({
      bonuses: { extraDamage: 1, accuracy: 1, magicPower: 1 },
      modifiers: {},
    });
  });

  it("獣変貌 adds +2 to the Strength modifier, and +1 to the Agility modifier from level 11", () => {
    expect(formEffect("beastForm", 1)).toEqual({ bonuses: {}, modifiers: { strength: 2 } });
    expect(formEffect("beastForm", 11)).toEqual({ bonuses: {}, modifiers: { strength: 2, agility: 1 } });
  });

  it("only the race's own form counts, and only while it is on", () => {
    expect(formsInEffect(lykant, { beastForm: true, alternateForm: true }, 3)).toEqual({
      bonuses: {},
      modifiers: { strength: 2 },
    });
    expect(formsInEffect(lykant, { beastForm: false }, 3)).toEqual({ bonuses: {}, modifiers: {} });
    expect(formsInEffect(nightmare, { alternateForm: true }, 7)).toEqual({
      bonuses: { extraDamage: 1 },
      modifiers: {},
    });
    expect(formsInEffect(runefolk, { alternateForm: true, beastForm: true }, 12)).toEqual({
      bonuses: {},
      modifiers: {},
    });
  });

  it("the form's bonuses add to the typed ones", () => {
    const typed = { ...NO_BONUSES, accuracy: 2 };
    expect(withFormBonuses(typed, { extraDamage: 1, accuracy: 1 })).toEqual({
      ...NO_BONUSES,
      accuracy: 3,
      extraDamage: 1,
    });
  });

  it("a beast-form Lykant deals 2 more damage and an 11th-level one evades 1 better (derived totals)", () => {
    // Strength 12 (+2) → +4 in beast form; extra damage = Fighter level + Str mod: 5 → 7.
    const fighter = adventurer({ classes: [cls("fighter", 3)], weapons: [weapon()] });
    const human = deriveCharacter(fighter);
    const beast = deriveCharacter({ ...fighter, modifierBonus: { strength: 2 } });
    expect(human.weapons[0]?.extraDamage).toBe(5);
    expect(beast.modifiers.strength).toBe(4);
    expect(beast.weapons[0]?.extraDamage).toBe(7);
    expect(beast.scores.strength).toBe(human.scores.strength);
    const quick = deriveCharacter({ ...fighter, modifierBonus: { agility: 1 } });
    expect(quick.evasion).toBe(human.evasion + 1);
  });
});

describe("[35-1] 炎身 (Flame Body) and 第六感 (Sixth Sense)", () => {
  it("a Dwarf is immune to fire damage; other races are not", () => {
    expect(raceElementAffinities(raceAbilitiesOf("Dwarf", ""))).toEqual([
      { element: "fire", kind: "immunity" },
    ]);
    expect(raceElementAffinities(raceAbilitiesOf("Elf", ""))).toEqual([]);
  });

  it("第六感 rolls Danger Sense with adventurer level + Intelligence modifier", () => {
    const tabbit = raceAbilitiesOf("タビット", "");
    expect(sixthSenseModifier(tabbit, 4, 3)).toEqual({ ok: true, value: 7 });
    expect(sixthSenseModifier(tabbit, 0, 3)).toEqual({ ok: true, value: 3 });
    const none = sixthSenseModifier(raceAbilitiesOf("Human", ""), 4, 3);
    expect(none.ok ? null : none.error.code).toBe("RaceAbilityMissing");
  });
});
