import { describe, expect, it } from "vitest";
import {
  newDayUses,
  raceAbilitiesOf,
  raceAbility,
  raceAbilityNamesOf,
  spendUse,
  usesLeft,
} from "../../../../src/rules/character/races/race-abilities.js";

const keys = (race: string, text: string) => raceAbilitiesOf(race, text).map((a) => a.key);

describe("[#35.1] race abilities found on the race item", () => {
  it("reads ytsheet2's bracketed names, full-width slash and all", () => {
    expect(keys("人間", "［剣の加護／運命変転］")).toEqual(["changeFate"]);
    expect(keys("リルドラケン", "［鱗の皮膚］［尻尾が武器］［剣の加護／風の翼］")).toEqual([
      "scalySkin",
      "tailWeapon",
      "windWings",
    ]);
    expect(keys("ルーンフォーク", "［暗視］［ＨＰ変換］")).toEqual(["darkvision", "hpConversion"]);
  });

  it("reads English names in any case", () => {
    expect(keys("Human", "[Sword's Grace/change fate]")).toEqual(["changeFate"]);
  });

  it("an empty text falls back to the core race by name; the text wins when it has one", () => {
    expect(keys("Human", "")).toEqual(["changeFate"]);
    expect(keys(" 人間 ", "")).toEqual(["changeFate"]);
    expect(keys("Dwarf", "")).toEqual(["darkvision", "flameBody"]);
    // A house-ruled Human whose sheet lists something else: the sheet is believed.
    expect(keys("Human", "[Ember Sight]")).toEqual([]);
    expect(keys("Emberkin", "")).toEqual([]);
  });
});

describe("[#35.1] per-day uses", () => {
  const fate = raceAbility("changeFate");

  it("Change Fate is once a day: one use left, spent, then refused", () => {
    expect(usesLeft(fate, 0)).toBe(1);
    expect(spendUse(fate, 0)).toEqual({ ok: true, value: 1 });
    expect(usesLeft(fate, 1)).toBe(0);
    expect(spendUse(fate, 1)).toMatchObject({ ok: false, error: { code: "RaceAbilityUsedUp" } });
  });

  it("a corrupt count reads as none used; an over-count as none left", () => {
    expect(usesLeft(fate, Number.NaN)).toBe(1);
    expect(usesLeft(fate, -3)).toBe(1);
    expect(usesLeft(fate, 5)).toBe(0);
  });

  it("an ability without a limit has no count", () => {
    expect(usesLeft(raceAbility("darkvision"), 3)).toBeNull();
    expect(spendUse(raceAbility("darkvision"), 3)).toEqual({ ok: true, value: 4 });
  });

  it("a new day sets every count back to 0", () => {
    expect(newDayUses({ changeFate: 1, other: 4 })).toEqual({ changeFate: 0, other: 0 });
  });
});

describe("[36-3] the races of ytsheet2's races file", () => {
  it("an empty text: a supplement or barbarous race has the catalogue's abilities its table names", () => {
    expect(keys("ダークドワーフ", "")).toEqual(["darkvision"]);
    expect(keys("ナイトメア（エルフ）", "")).toEqual(["alternateForm"]);
    expect(keys("リザードマン", "")).toEqual(["tailWeapon"]);
    expect(keys("ウィークリング（ミノタウロス）", "")).toEqual(["darkvision"]);
    expect(keys("メリア", "")).toEqual([]);
    // The core races keep their own list (リカント's darkvision is only in beast form).
    expect(keys("リカント", "")).toEqual(["beastForm"]);
  });

  it("every ability name at the character's adventurer level, the text's first", () => {
    expect(raceAbilityNamesOf("ダークトロール", "", 5)).toEqual(["暗視", "弱体化", "トロールの体躯"]);
    expect(raceAbilityNamesOf("ダークトロール", "", 6)).toEqual([
      "暗視",
      "弱体化",
      "トロールの体躯",
      "限定再生",
    ]);
    expect(raceAbilityNamesOf("バルカン", "", 6)).toContain("強制召喚");
    expect(raceAbilityNamesOf("ドレイク", "", 13)).toContain("飛行Ⅱ（飛翔Ⅱ）");
    expect(raceAbilityNamesOf("人間", "", 16)).toEqual(["剣の託宣／運命凌駕", "剣の加護／運命変転"]);
    // The sheet's own text wins, split at its brackets (full- or half-width).
    expect(raceAbilityNamesOf("人間", "［剣の加護／運命変転］［限定再生］", 1)).toEqual([
      "剣の加護／運命変転",
      "限定再生",
    ]);
    expect(raceAbilityNamesOf("Emberkin", "[Ember Sight] [Ash Skin]", 1)).toEqual([
      "Ember Sight",
      "Ash Skin",
    ]);
    // An unknown race without text: none. A core race without a table entry of its own (ナイトメア): the
    // catalogue's names.
    expect(raceAbilityNamesOf("Emberkin", "", 10)).toEqual([]);
    expect(raceAbilityNamesOf("ナイトメア", "", 1)).toEqual(["異貌"]);
  });
});
