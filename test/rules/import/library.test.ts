/**
 * ytsheet2's arts sheets (魔法・技芸, `type` "a") of spells and techniques of every family, and its item sheets
 * (`type` "i"), as our items. The sheets are our own invention, written field by field as ytsheet2's forms name
 * them (yutorize/ytsheet2, _core/lib/sw2/edit-arts.pl and edit-item.pl); no rulebook spell or item is reproduced.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fillTechniquesFromArts } from "../../../src/rules/import/fill-techniques.js";
import { importYtsheet2 } from "../../../src/rules/import/index.js";
import { importLibrarySheet, importLibraryText } from "../../../src/rules/import/library.js";
import { exportArtsSheet, importArtsSheet } from "../../../src/rules/import/techniques.js";
import { fixture } from "./fixtures.js";

const arts = (fields: Record<string, string>) => ({ result: "OK", type: "a", category: "magic", ...fields });
const item = (fields: Record<string, string>) => ({ result: "OK", type: "i", ...fields });

/** The spell: 真語魔法 level 4, MP 6, 30 m, 射撃, 半減, 雷. */
const bolt = arts({
  magicClass: "真語魔法",
  magicName: "Test Spark",
  magicLevel: "4",
  magicCost: "MP6",
  magicTarget: "1体",
  magicRange: "2(30m)",
  magicForm: "射撃",
  magicDuration: "一瞬",
  magicResist: "半減",
  magicElement: "雷",
  magicSummary: "a made-up bolt",
  magicEffect: "Deals damage.&lt;br&gt;Second line.",
});

/** The item: a magic rapier with a one-handed and a two-handed row, 命中+1, 必筋 8, 2400 G. */
const rapier = item({
  itemName: "Test Rapier",
  magic: "1",
  price: "2400",
  reputation: "12",
  category: "〈ソード〉A",
  age: "魔法文明",
  summary: "a made-up blade",
  effects: "Glows.",
  weaponNum: "2",
  weapon1Usage: "1H",
  weapon1Reqd: "8",
  weapon1Acc: "+1",
  weapon1Rate: "13",
  weapon1Crit: "9",
  weapon1Dmg: "+0",
  weapon2Usage: "2H",
  weapon2Reqd: "8",
  weapon2Acc: "+1",
  weapon2Rate: "23",
  weapon2Crit: "9",
  weapon2Dmg: "+1",
  weapon2Note: "[打] when swung flat",
  armourNum: "1",
  description: "Made for a test.",
});

describe("a ytsheet2 spell's arts sheet → our spell", () => {
  it("真語魔法 level 4, MP6, 2(30m), 射撃, 半減, 雷: school, level, MP, range, area, resistance, element", () => {
    const result = importLibrarySheet(bolt);
    expect(result).toMatchObject({ ok: true, kind: "spell", error: null });
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ name: "Test Spark", type: "spell" });
    expect(result.items[0]?.system).toEqual({
      school: "truespeech",
      level: 4,
      mpCost: 6,
      target: "1体",
      rangeKind: "distance",
      range: 30,
      area: "shot",
      radius: 0,
      maxTargets: null,
      duration: "一瞬",
      resistance: "half",
      resistWith: "willpower",
      element: "lightning",
      power: null,
      criticalValue: 10,
      healing: false,
      description: "<p>Deals damage.<br>Second line.</p><p>概要：a made-up bolt</p>",
    });
    // The summary has no field of ours: kept as text, named in a warning.
    expect(result.warnings).toEqual([
      {
        code: "FieldsAsText",
        message: expect.any(String),
        params: { name: "Test Spark", fields: "magicSummary" },
      },
    ]);
  });

  it("every school: 操霊 深智 神聖 魔動機術 妖精(属性) 森羅 召異 奈落", () => {
    const schools = {
      操霊魔法: "spiritualism",
      深智魔法: "deepMagic",
      神聖魔法: "divine",
      魔動機術: "magitech",
      "属性妖精魔法(炎)": "fairy",
      基本妖精魔法: "fairy",
      森羅魔法: "nature",
      召異魔法: "summoning",
      奈落魔法: "abyssal",
    };
    for (const [magicClass, school] of Object.entries(schools)) {
      const result = importLibrarySheet(
        arts({ magicClass, magicName: "X", magicLevel: "1", magicCost: "3" }),
      );
      expect(result.items[0]?.system).toMatchObject({ school, mpCost: 3, level: 1 });
    }
  });

  it("an area target 1エリア(半径3m)／5 with 起点指定: radius 3, at most 5 targets; 必中 → cannot", () => {
    const result = importLibrarySheet(
      arts({
        magicClass: "操霊魔法",
        magicName: "Area",
        magicTarget: "1エリア(半径3m)／5",
        magicRange: "2(30m)",
        magicForm: "起点指定",
        magicResist: "必中",
        magicElement: "炎",
      }),
    );
    expect(result.items[0]?.system).toMatchObject({
      area: "radius",
      radius: 3,
      maxTargets: 5,
      resistance: "cannot",
      element: "fire",
    });
  });

  it("an MP cost of text (MP＋魔晶石) and an unknown form are kept as text, named; nothing is guessed", () => {
    const result = importLibrarySheet(
      arts({ magicClass: "神聖魔法", magicName: "Odd", magicCost: "MP＋魔晶石5点", magicForm: "螺旋" }),
    );
    expect(result.items[0]?.system).toMatchObject({ mpCost: 0, area: "target" });
    expect(String(result.items[0]?.system.description)).toContain("消費：MP＋魔晶石5点");
    expect(result.warnings.map((w) => w.params?.fields)).toEqual(["magicCost, magicForm"]);
  });

  it("a field nobody reads is named as unmapped", () => {
    const result = importLibrarySheet({ ...bolt, magicSecretField: "x" });
    expect(result.warnings.map((w) => w.code)).toContain("UnmappedField");
    expect(result.warnings.find((w) => w.code === "UnmappedField")?.params).toEqual({
      field: "magicSecretField",
    });
  });
});

describe("a technique's arts sheet of every family", () => {
  it("賦術 with 赤A and 3ラウンド: cost one red A card, 3 rounds (not none and instant)", () => {
    const sheet = arts({
      magicClass: "賦術",
      magicName: "Test Card",
      magicCost: "赤A",
      magicTarget: "1体",
      magicRange: "1(10m)",
      magicDuration: "3ラウンド",
      magicResist: "任意",
    });
    const result = importLibrarySheet(sheet);
    expect(result).toMatchObject({ ok: true, kind: "technique" });
    expect(result.items[0]?.system).toMatchObject({
      kind: "alchemy",
      classId: "alchemist",
      cost: { amount: 1, resource: "card", cardColour: "red", cardRank: "A" },
      duration: { value: 3, units: "rounds" },
      target: "1体",
    });
    // ytsheet2's list form of the same: 30秒(3ラウンド)
    const listed = importArtsSheet({ ...sheet, magicDuration: "30秒(3ラウンド)", magicCost: "緑S" });
    expect(listed.item?.system).toMatchObject({
      duration: { value: 3, units: "rounds" },
      cost: { resource: "card", cardColour: "green", cardRank: "S" },
    });
    expect(result.warnings.map((w) => w.params?.fields)).toEqual(["magicResist, magicRange"]);
  });

  it("呪歌 with singing, pets, resistance and element: each kept as text and named (not dropped)", () => {
    const result = importLibrarySheet(
      arts({
        magicClass: "呪歌",
        magicName: "Test Tune",
        magicSongSing: "1",
        magicSongPetBird: "1",
        magicSongPetBug: "1",
        magicResist: "消滅",
        magicElement: "精神効果",
        magicSongBasePoint: "⤴1",
        magicEffect: "Cheers.",
      }),
    );
    const system = result.items[0]?.system;
    expect(system).toMatchObject({ kind: "song", gain: { amount: 1, resource: "songUp" } });
    expect(system?.description).toBe(
      "<p>Cheers.</p><p>歌唱：必要<br>ペット：小鳥、虫<br>抵抗：消滅<br>属性：精神効果</p>",
    );
    expect(result.warnings).toEqual([
      {
        code: "FieldsAsText",
        message: expect.any(String),
        params: {
          name: "Test Tune",
          fields: "magicSongSing, magicSongPetBird, magicSongPetBug, magicResist, magicElement",
        },
      },
    ]);
  });

  it("鼓咆 with rank and type: kept as text and named; its 陣気 as before", () => {
    const result = importLibrarySheet(
      arts({
        magicClass: "鼓咆",
        magicName: "Test Shout",
        magicType: "怒涛の攻陣",
        magicRank: "2",
        magicCommandCost: "1",
        magicCommandCharge: "2",
      }),
    );
    expect(result.items[0]?.system).toMatchObject({
      kind: "command",
      cost: { amount: 1, resource: "morale" },
      gain: { amount: 2, resource: "morale" },
    });
    expect(String(result.items[0]?.system.description)).toBe("<p>鼓咆の系統：怒涛の攻陣<br>ランク：2</p>");
    expect(result.warnings.map((w) => w.params?.fields)).toEqual(["magicType, magicRank"]);
  });

  it("騎芸's mount types and 練技's MP and duration; 魔装, 呪印, 貴格 as techniques of the kind Other", () => {
    const riding = importLibrarySheet(
      arts({ magicClass: "騎芸", magicName: "R", magicMountTypeAnimal: "1", magicMountTypeMachine: "1" }),
    );
    expect(riding.items[0]?.system).toMatchObject({ kind: "riding", mount: "動物、魔動機" });
    const enhancer = importLibrarySheet(
      arts({ magicClass: "練技", magicName: "E", magicCost: "MP3", magicDuration: "10秒(1ラウンド)" }),
    );
    expect(enhancer.items[0]?.system).toMatchObject({
      kind: "enhancer",
      cost: { amount: 3, resource: "mp" },
      duration: { value: 1, units: "rounds" },
    });
    for (const magicClass of ["魔装", "呪印", "貴格"])
      expect(importLibrarySheet(arts({ magicClass, magicName: "O" })).items[0]?.system).toMatchObject({
        kind: "other",
      });
  });

  it("a duration of 1時間 is kept as text and named; the technique stays instant", () => {
    const result = importLibrarySheet(arts({ magicClass: "練技", magicName: "E", magicDuration: "1時間" }));
    expect(result.items[0]?.system).toMatchObject({ duration: { value: 1, units: "instant" } });
    expect(result.warnings.map((w) => w.params?.fields)).toEqual(["magicDuration"]);
  });

  it("round trip of the kind Other keeps its family (呪印 stays 呪印, not another family of the kind)", () => {
    for (const magicClass of ["魔装", "呪印", "貴格"]) {
      const first = importArtsSheet(arts({ magicClass, magicName: "O", magicPremise: "なし" }));
      if (!first.item) throw new Error("import failed");
      const out = exportArtsSheet(first.item);
      expect([out.magicClass, out.magicPremise]).toEqual([magicClass, "なし"]);
      expect(importArtsSheet(out).item).toEqual(first.item);
    }
  });

  it("round trip: the alchemy card and duration, the song's text fields go back to their fields", () => {
    const sheet = arts({
      magicClass: "賦術",
      magicName: "Card",
      magicCost: "赤A",
      magicDuration: "3ラウンド",
      magicResist: "任意",
      magicEffect: "Effect.",
    });
    const first = importArtsSheet(sheet);
    if (!first.item) throw new Error("import failed");
    const out = exportArtsSheet(first.item);
    expect(out).toMatchObject({
      magicCost: "赤A",
      magicDuration: "3ラウンド",
      magicResist: "任意",
      magicEffect: "Effect.",
    });
    expect(importArtsSheet(out).item).toEqual(first.item);
  });

  it("a technique an earlier version imported (its kept lines 'label: value') exports as the same sheet", () => {
    const sheet = arts({
      magicClass: "賦術",
      magicName: "Card",
      magicResist: "任意",
      magicEffect: "Effect.",
    });
    const item = importArtsSheet(sheet).item;
    if (!item) throw new Error("import failed");
    const description = String(item.system.description);
    expect(description).toBe("<p>Effect.</p><p>抵抗：任意</p>");
    const old = { ...item, system: { ...item.system, description: description.replace("：", ": ") } };
    // The kept line is known as kept either way: it leaves the effect instead of becoming a second paragraph.
    expect(exportArtsSheet(old)).toEqual(exportArtsSheet(item));
    expect(exportArtsSheet(old)).toMatchObject({ magicResist: "任意", magicEffect: "Effect." });
    expect(exportArtsSheet(old).magicDescription).toBeUndefined();
  });
});

describe("a ytsheet2 item sheet → our items", () => {
  it("the magic rapier: two weapons (1H, 2H), 命中+1, 必筋 8, rank A, 2400 G; unkept fields as text, named", () => {
    const result = importLibrarySheet(rapier);
    expect(result).toMatchObject({ ok: true, kind: "item", error: null });
    expect(result.items.map((i) => [i.name, i.type])).toEqual([
      ["Test Rapier (1H)", "weapon"],
      ["Test Rapier (2H)", "weapon"],
    ]);
    const head =
      "<p>Glows.</p><p>知名度：12<br>製作時期：魔法文明<br>概要：a made-up blade<br>魔法のアイテム：○</p><p>Made for a test.</p>";
    expect(result.items[0]?.system).toEqual({
      category: "sword",
      usage: "1H",
      rank: "A",
      minStrength: 8,
      accuracy: 1,
      power: 13,
      criticalValue: 9,
      extraDamage: 0,
      range: null,
      damageType: "edged",
      attackKind: "melee",
      isGun: false,
      equipped: false,
      price: 2400,
      description: head,
    });
    expect(result.items[1]?.system).toMatchObject({
      usage: "2H",
      power: 23,
      extraDamage: 1,
      damageType: "blunt",
      description: `${head}<p>[打] when swung flat</p>`,
    });
    expect(result.warnings).toEqual([
      {
        code: "FieldsAsText",
        message: expect.any(String),
        params: { name: "Test Rapier", fields: "reputation, age, summary, magic" },
      },
    ]);
  });

  it("a bow's range 2(30m) → 30 m, shooting", () => {
    const result = importLibrarySheet(
      item({
        itemName: "Bow",
        category: "〈ボウ〉",
        weapon1Usage: "2H",
        weapon1Rate: "20",
        weapon1Range: "2(30m)",
      }),
    );
    expect(result.items[0]?.system).toMatchObject({ category: "bow", range: 30, attackKind: "shooting" });
  });

  it("armour, a shield, an accessory and gear of each kind", () => {
    const armour = importLibrarySheet(
      item({
        itemName: "Mail",
        category: "〈金属鎧〉S",
        armour1Reqd: "15",
        armour1Eva: "-1",
        armour1Def: "6",
        price: "1000",
      }),
    );
    expect(armour.items).toEqual([
      {
        name: "Mail",
        type: "armor",
        system: {
          rank: "S",
          minStrength: 15,
          evasion: -1,
          defense: 6,
          grapplerMay: false,
          equipped: false,
          price: 1000,
          description: "",
          armorKind: "metal",
        },
      },
    ]);
    const shield = importLibrarySheet(
      item({ itemName: "Buckler", category: "〈盾〉", armour1Eva: "+1", armour1Def: "0" }),
    );
    expect(shield.items[0]).toMatchObject({
      type: "shield",
      system: { evasion: 1, defense: 0, metal: false },
    });
    const ring = importLibrarySheet(item({ itemName: "Ring", category: "装飾品：手", price: "500" }));
    expect(ring.items[0]).toMatchObject({ type: "accessory", system: { slot: "rightHand", price: 500 } });
    const potion = importLibrarySheet(item({ itemName: "Potion", category: "ポーション類", price: "100" }));
    expect(potion.items[0]).toMatchObject({ type: "gear", system: { gearKind: "potion", price: 100 } });
    const tool = importLibrarySheet(item({ itemName: "Rope", category: "冒険道具類" }));
    expect(tool.items[0]).toMatchObject({ type: "gear", system: { gearKind: "gear" } });
    expect(tool.warnings.map((w) => w.code)).toEqual(["ItemCategoryAsGear"]);
  });

  it("a price that is no number (（非売品）) is kept as text, price 0, named", () => {
    const result = importLibrarySheet(
      item({ itemName: "Relic", category: "装飾品：首", price: "（非売品）" }),
    );
    expect(result.items[0]?.system).toMatchObject({ price: 0, slot: "neck" });
    expect(result.warnings.map((w) => w.params?.fields)).toEqual(["price"]);
  });
});

describe("refusals say what the file is and what is accepted", () => {
  it("a god's and a school's arts sheets, an unknown family, an item with no name", () => {
    expect(importLibrarySheet({ result: "OK", type: "a", category: "god", godName: "G" }).error?.code).toBe(
      "ArtsGodSheet",
    );
    expect(importLibrarySheet({ result: "OK", type: "a", category: "school" }).error?.code).toBe(
      "ArtsSchoolSheet",
    );
    expect(importLibrarySheet(arts({ magicClass: "秘奥魔法", magicName: "S" })).error).toMatchObject({
      code: "ArtsFamilyUnknown",
      params: { value: "秘奥魔法" },
    });
    expect(importLibrarySheet(item({ category: "〈ソード〉" })).error?.code).toBe("ItemSheetEmpty");
    expect(importLibrarySheet({ type: "m" }).error?.code).toBe("NotLibrarySheet");
    expect(importLibraryText("not json")).toBeNull();
    expect(importLibraryText(JSON.stringify({ type: "m" }))).toBeNull();
  });

  it("an object where ytsheet2 writes text is refused, naming the field; unitStatus (a list) is not", () => {
    const withObject = { ...rapier, weapon1Note: { text: "x" } };
    expect(importLibrarySheet(withObject)).toMatchObject({
      ok: false,
      items: [],
      error: { code: "ImpossibleValue", params: { field: "weapon1Note", value: "object" } },
    });
    expect(importLibrarySheet({ ...rapier, unitStatus: [{ HP: "1" }] }).ok).toBe(true);
  });

  it("the site's fields of an item sheet (picture placement, tags, colours) are read and raise nothing", () => {
    const site = {
      imageFit: "cover",
      imagePositionX: "50",
      imageCopyright: "me",
      tags: "t",
      colorHeadBgH: "1",
    };
    const result = importLibrarySheet({ ...rapier, ...site });
    expect(result.ok).toBe(true);
    const unmapped = result.warnings.filter((w) => w.code === "UnmappedField").map((w) => w.params?.field);
    expect(unmapped.filter((field) => String(field) in site)).toEqual([]);
    expect(
      importLibrarySheet({ ...rapier, notASiteField: "x" }).warnings.map((w) => w.params?.field),
    ).toContain("notASiteField");
  });

  it("the actor import refuses them with a word for the kind, never the raw type code", () => {
    const asItem = importYtsheet2(JSON.stringify(rapier));
    expect(asItem.error).toMatchObject({ code: "ItemSheetNotActor" });
    expect(asItem.error?.message).not.toMatch(/an item sheet|an arts/);
    expect(importYtsheet2(JSON.stringify(bolt)).error).toMatchObject({ code: "ArtsSheetNotActor" });
  });
});

describe("a character's techniques listed by name take their amounts from an arts sheet imported with it", () => {
  const character = importYtsheet2(
    JSON.stringify({
      ...fixture("character"),
      craftSong1: "Test Tune",
      craftCommand1: "Test Shout",
      craftSong2: "Other",
    }),
  );
  const tune = importLibrarySheet(
    arts({
      magicClass: "呪歌",
      magicName: "Test Tune",
      magicLevel: "3",
      magicSongBasePoint: "⤴1",
      magicSongSetPoint: "10",
      magicSongAddPoint: "⤴1",
    }),
  ).items;
  const shout = importLibrarySheet(
    arts({ magicClass: "鼓咆", magicName: "【Test Shout】", magicCommandCost: "1", magicCommandCharge: "2" }),
  ).items;

  it("the song and the stratagem of the same name gain their amounts; the one without an arts sheet is still named", () => {
    if (!character.actor) throw new Error("import failed");
    const before = structuredClone(character.actor);
    const { actor, warnings, filled } = fillTechniquesFromArts(character.actor, character.warnings, [
      ...tune,
      ...shout,
      ...importLibrarySheet(rapier).items,
    ]);
    expect(filled).toEqual(["Test Tune", "Test Shout"]);
    const system = (name: string) => actor.items.find((i) => i.name === name)?.system;
    expect(system("Test Tune")).toMatchObject({
      kind: "song",
      level: 3,
      gain: { amount: 1, resource: "songUp", threshold: 10, bonus: 1 },
    });
    expect(system("Test Shout")).toMatchObject({
      kind: "command",
      cost: { amount: 1, resource: "morale" },
      gain: { amount: 2, resource: "morale" },
    });
    expect(system("Other")).toMatchObject({ gain: { resource: "none" } });
    const named = warnings
      .filter((w) => w.code.startsWith("TechniqueAmounts"))
      .map((w) => [w.code, w.params?.names]);
    expect(named).toEqual([
      ["TechniqueAmountsNotOnSheet", "Other"],
      ["TechniqueAmountsFromArts", "Test Tune, Test Shout"],
    ]);
    // The inputs are not changed.
    expect(character.actor).toEqual(before);
  });

  it("no arts sheet of any of its names: the actor and its warnings are as they were", () => {
    if (!character.actor) throw new Error("import failed");
    const same = fillTechniquesFromArts(character.actor, character.warnings, importLibrarySheet(bolt).items);
    expect(same.actor).toBe(character.actor);
    expect(same.warnings).toEqual(character.warnings);
  });
});

describe("sheets ytsheet2 itself saved (test/fixtures/ytsheet2-oracle, made with scripts/ytsheet2-oracle)", () => {
  const oracle = (name: string) =>
    readFileSync(join(import.meta.dirname, "../../fixtures/ytsheet2-oracle", `${name}.json`), "utf8");

  it("the spell: its site fields (unitStatus, sheetDescription*, gameVersion) raise nothing; <br> is a line", () => {
    const result = importLibraryText(oracle("arts-spell"));
    expect(result?.error).toBeNull();
    expect(result?.items[0]?.system).toMatchObject({
      school: "truespeech",
      level: 4,
      mpCost: 6,
      range: 30,
      area: "shot",
      resistance: "half",
      element: "lightning",
      description: "<p>対象に魔法ダメージを与えます。<br>二行目の説明。</p><p>概要：試験用の雷撃</p>",
    });
    expect(result?.warnings.map((w) => w.code)).toEqual(["FieldsAsText"]);
  });

  it("the alchemy card: 赤A and 3ラウンド as ytsheet2 stores them", () => {
    const result = importLibraryText(oracle("arts-alchemy"));
    expect(result?.items[0]?.system).toMatchObject({
      kind: "alchemy",
      level: 3,
      cost: { amount: 1, resource: "card", cardColour: "red", cardRank: "A" },
      duration: { value: 3, units: "rounds" },
    });
    expect(result?.warnings.map((w) => w.code)).toEqual(["FieldsAsText"]);
  });

  it("the rapier: two weapons with ytsheet2's stored effects line break", () => {
    const result = importLibraryText(oracle("item-rapier"));
    expect(result?.error).toBeNull();
    expect(
      result?.items.map((i) => [
        i.name,
        i.system.usage,
        i.system.accuracy,
        i.system.minStrength,
        i.system.price,
        i.system.rank,
      ]),
    ).toEqual([
      ["オラクル・レイピア（1H）", "1H", 1, 8, 2400, "A"],
      ["オラクル・レイピア（2H）", "2H", 1, 8, 2400, "A"],
    ]);
    expect(String(result?.items[0]?.system.description)).toMatch(
      /^<p>刀身が淡く光ります。<br>二行目の効果。<\/p>/,
    );
    expect(result?.warnings.map((w) => w.code)).toEqual(["FieldsAsText"]);
  });
});
