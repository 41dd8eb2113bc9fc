import { describe, expect, it } from "vitest";
import { magicPowers } from "../../../../src/rules/character/derivation/magic-power.js";
import { weaponValues } from "../../../../src/rules/character/derivation/weapon-values.js";
import {
  hasRaceAbility,
  isTailName,
  racialDefense,
  TAIL_WEAPON_ID,
  tailWeaponInput,
  WIND_WINGS,
} from "../../../../src/rules/character/races/lildraken.js";
import { raceAbility, spendUse, usesLeft } from "../../../../src/rules/character/races/race-abilities.js";
import { cls } from "../fixtures.js";

const YTSHEET = "［鱗の皮膚］［尻尾が武器］［剣の加護／風の翼］";

describe("[35-1] the Lildraken's abilities", () => {
  it("are found by ytsheet2's text or, for an empty text, by the core race's name", () => {
    expect(hasRaceAbility("リルドラケン", YTSHEET, "tailWeapon")).toBe(true);
    expect(hasRaceAbility("Lildraken", "", "windWings")).toBe(true);
    // 有毛種リルドラケン: no scales, no tail (ytsheet2's variant list).
    expect(hasRaceAbility("有毛種リルドラケン", "［暖かき風］［剣の加護／風の翼］", "tailWeapon")).toBe(
      false,
    );
    expect(hasRaceAbility("人間", "", "tailWeapon")).toBe(false);
  });

  it("Scaly Skin: racial Defense at least 1, never added on top of an imported 1", () => {
    expect(racialDefense("Lildraken", "", 0)).toBe(1);
    expect(racialDefense("リルドラケン", YTSHEET, 1)).toBe(1);
    expect(racialDefense("リルドラケン", YTSHEET, 3)).toBe(3);
    expect(racialDefense("Human", "", 0)).toBe(0);
    expect(racialDefense("Human", "", 2)).toBe(2);
    expect(racialDefense("Lildraken", "", Number.NaN)).toBe(1);
  });

  it("Tail as Weapon: a Wrestling weapon, accuracy +1, power 11, C 12, extra damage +0; none for others", () => {
    expect(tailWeaponInput("Human", "")).toBeNull();
    const tail = tailWeaponInput("リルドラケン", YTSHEET);
    expect(tail).toEqual({
      id: TAIL_WEAPON_ID,
      category: "wrestling",
      rank: "B",
      attackKind: "melee",
      isGun: false,
      minStrength: 0,
      accuracy: 1,
      power: 11,
      criticalValue: 12,
      extraDamage: 0,
    });
  });

  it("a weapon item the player named 尻尾 or Tail is the tail: no second one", () => {
    expect(tailWeaponInput("Lildraken", "", ["Bastard Sword", "尻尾"])).toBeNull();
    expect(tailWeaponInput("Lildraken", "", [" TAIL "])).toBeNull();
    expect(tailWeaponInput("Lildraken", "", ["Tail Spike"])?.id).toBe("race-tail");
    expect(isTailName("ｔａｉｌ")).toBe(true);
    expect(isTailName("尻尾の棘")).toBe(false);
  });

  it("the tail is valued like any weapon: a Grappler 3 with Dex +2, Str +3 hits at 6 for 11, C 12, +6", () => {
    const tail = tailWeaponInput("Lildraken", "");
    if (!tail) throw new Error("no tail");
    const classes = [cls("grappler", 3), cls("fighter", 1)];
    const v = weaponValues(tail, {
      classes,
      feats: [],
      strength: 18,
      dexterityModifier: 2,
      strengthModifier: 3,
      magicPowers: magicPowers(classes, 0),
      accuracyBonus: 0,
      extraDamageBonus: 0,
      criticalValueBonus: 0,
    });
    expect(v).toMatchObject({
      id: "race-tail",
      classId: "grappler",
      classLevel: 3,
      accuracy: 6,
      extraDamage: 6,
      power: 11,
      criticalValue: 12,
      usable: true,
      error: null,
    });
  });

  it("Wind Wings: once a day, one minute (6 rounds); the sheet's list counts the same one use", () => {
    expect(WIND_WINGS).toEqual({ perDay: 1, rounds: 6 });
    expect(raceAbility("windWings").perDay).toBe(WIND_WINGS.perDay);
    expect(usesLeft(raceAbility("windWings"), 0)).toBe(1);
    expect(spendUse(raceAbility("windWings"), 1)).toMatchObject({
      ok: false,
      error: { code: "RaceAbilityUsedUp" },
    });
  });
});
