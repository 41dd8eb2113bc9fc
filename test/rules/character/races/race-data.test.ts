import { describe, expect, it } from "vitest";
import {
  raceAbilityNamesAt,
  raceDiceOf,
  raceFacts,
  restrictedClassesOf,
} from "../../../../src/rules/character/races/race-data.js";
import type { RaceFacts } from "../../../../src/rules/character/races/race-facts.js";
import { RACE_FACTS } from "../../../../src/rules/character/races/race-table.js";

/** A race the table must hold (the test fails loudly when it does not). */
function known(name: string): RaceFacts {
  const race = raceFacts(name);
  if (!race) throw new Error(`no race ${name}`);
  return race;
}

describe("[36-3] every race ytsheet2 supports (its data-races.pl as facts)", () => {
  it("holds all 75 entries of ytsheet2's table: core, supplement and barbarous races and every variant", () => {
    expect(RACE_FACTS).toHaveLength(75);
    expect(new Set(RACE_FACTS.map((r) => r.name)).size).toBe(75);
    for (const name of [
      "人間",
      "ダークドワーフ",
      "メリア",
      "ティエンス",
      "レプラカーン",
      "アビスボーン",
      "魔動天使",
      "センティアン（イグニス）",
      "ウィークリング（マーマン）",
      "ドレイク",
      "ケンタウロス",
      "リザードマン",
      "ナイトメア（ソレイユ）",
      "ナイトメア",
    ])
      expect(raceFacts(name)?.name, name).toBe(name);
    expect(RACE_FACTS.filter((r) => r.barbarous)).toHaveLength(23);
  });

  it("finds a race by its English name, half-width brackets or stray blanks; an unknown race is null", () => {
    expect(raceFacts("Tabbit")?.name).toBe("タビット");
    expect(raceFacts(" lykant ")?.name).toBe("リカント");
    expect(raceFacts("エルフ(スノウエルフ)")?.name).toBe("エルフ（スノウエルフ）");
    expect(raceFacts("Emberkin")).toBeNull();
    expect(raceFacts("")).toBeNull();
  });

  it("dice per ability as ytsheet2 stores them (A–F d6 and the added number), as our race dice", () => {
    expect(raceDiceOf(known("人間"))).toEqual({
      technique: "",
      body: "",
      mind: "",
      dexterity: "2d",
      agility: "2d",
      strength: "2d",
      vitality: "2d",
      intelligence: "2d",
      spirit: "2d",
    });
    // マナフレア: A 2, B 1+6, C 2+6, D 2, E 2, F 1+6.
    expect(raceDiceOf(known("マナフレア"))).toMatchObject({
      dexterity: "2d",
      agility: "1d+6",
      strength: "2d+6",
      vitality: "2d",
      intelligence: "2d",
      spirit: "1d+6",
    });
    // A variant takes its race's dice.
    expect(raceDiceOf(known("リカント（小型草食獣リカント）"))).toMatchObject({
      agility: "1d+3",
      intelligence: "1d+6",
    });
    // 魔動天使's Technique, Body and Mind are fixed at 9.
    expect(raceDiceOf(known("魔動天使"))).toMatchObject({
      technique: "9",
      body: "9",
      mind: "9",
      agility: "1d+6",
      strength: "1d+6",
    });
  });

  it("a variant's changes to its scores (ytsheet2's statusMod)", () => {
    expect(raceFacts("タビット（パイカ種タビット）")?.statusMod).toEqual({
      dexterity: 3,
      agility: 3,
      strength: -3,
      vitality: -3,
    });
    expect(raceFacts("ウィークリング（マーマン）")?.statusMod).toEqual({ spirit: 3 });
    expect(raceFacts("タビット")?.statusMod).toBeUndefined();
    // In the creation dice, as the race's part of the score: A 1d, B 1d, C 1d, D 2d, E 2d+6, F 2d.
    expect(raceDiceOf(known("タビット（パイカ種タビット）"))).toMatchObject({
      dexterity: "1d+3",
      agility: "1d+3",
      strength: "1d-3",
      vitality: "2d-3",
      intelligence: "2d+6",
      spirit: "2d",
    });
  });

  it("class restrictions as ytsheet2 lists them", () => {
    expect(restrictedClassesOf("タビット")).toEqual(["プリースト"]);
    expect(restrictedClassesOf("タビット（リパス種タビット）")).toEqual(["プリースト"]);
    expect(restrictedClassesOf("ケンタウロス")).toEqual(["グラップラー"]);
    expect(restrictedClassesOf("マナフレア")).toHaveLength(8);
    expect(restrictedClassesOf("人間")).toEqual([]);
    expect(restrictedClassesOf("Emberkin")).toEqual([]);
  });
});

describe("[36-3] a race's abilities at an adventurer level, as ytsheet2 writes them", () => {
  const names = (race: string, level: number, chosen: string[] = []) =>
    raceAbilityNamesAt(known(race), level, chosen);

  it("abilities gained at level 6 come at 6, not 5", () => {
    expect(names("ダークトロール", 5)).toEqual(["暗視", "弱体化", "トロールの体躯"]);
    expect(names("ダークトロール", 6)).toEqual(["暗視", "弱体化", "トロールの体躯", "限定再生"]);
    expect(names("ウィークリング（マーマン）", 6)).toEqual([
      "蛮族の身体",
      "水中適性",
      "水・氷耐性",
      "バブルフォーム",
    ]);
  });

  it("an ability replaced from a level on (ドレイク's flight at 13, ディアボロ's at 11)", () => {
    expect(names("ドレイク", 12)).toContain("飛行（飛翔）");
    expect(names("ドレイク", 13)).toContain("飛行Ⅱ（飛翔Ⅱ）");
    expect(names("ドレイク", 13)).not.toContain("飛行（飛翔）");
    expect(names("ディアボロ", 10)).toContain("飛行（飛翔）");
    expect(names("ディアボロ", 11)).toContain("飛行Ⅱ（飛翔Ⅱ）");
  });

  it("chosen abilities in order; the same one chosen twice is written once with ＋", () => {
    expect(names("リザードマン", 11, ["仲間との連携", "仲間との連携"])).toEqual([
      "尻尾が武器",
      "水中活動",
      "無呼吸活動",
      "仲間との連携＋",
    ]);
    expect(names("リザードマン", 11, ["仲間との連携", "敵への憤怒"])).toEqual([
      "尻尾が武器",
      "水中活動",
      "無呼吸活動",
      "仲間との連携",
      "敵への憤怒",
    ]);
    // A choice not made (or not one of the options) is left out.
    expect(names("アビスボーン", 1, [])).toEqual(["奈落の落とし子"]);
    expect(names("アビスボーン", 1, ["奈落の身体／アビスアイ"])).toEqual([
      "奈落の落とし子",
      "奈落の身体／アビスアイ",
    ]);
    expect(names("アビスボーン", 1, ["剣の加護／運命変転"])).toEqual(["奈落の落とし子"]);
  });

  it("from level 16 every race has 剣の託宣／運命凌駕 first", () => {
    expect(names("人間", 15)).toEqual(["剣の加護／運命変転"]);
    expect(names("人間", 16)).toEqual(["剣の託宣／運命凌駕", "剣の加護／運命変転"]);
  });
});
