// Issue 19: a ytsheet2 character's profile, languages, honour, history rows, cashbook and chat palette land in
// their own fields (not notes or flags), and the export writes them back so a round trip keeps them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CharacterDerived } from "../../../src/rules/character/derivation/character-derived.js";
import { exportYtsheet2, importYtsheet2 } from "../../../src/rules/import/index.js";
import { fixtureText, variant } from "./fixtures.js";

type Obj = Record<string, unknown>;
const text = readFileSync(
  join(import.meta.dirname, "../../fixtures/ytsheet2/character-records.json"),
  "utf8",
);
const result = importYtsheet2(text);
if (!result.actor) throw new Error(`fixture failed: ${result.error?.message}`);
const actor = result.actor;
const system = actor.system as Obj;
const derived = result.derived as CharacterDerived;

describe("ytsheet2 records import", () => {
  it("reads the sheet with one warning: the deposit that our ledger keeps as text, named with its reading", () => {
    // ytsheet2's historyMoneyTotal 3000 is the start and the sessions; ours holds the 300 deposited in the start.
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatchObject({
      code: "TotalMismatch",
      params: { field: "historyMoneyTotal", ytsheet: 3000, ours: 2700, ruleKey: "ledgerDeposit" },
    });
  });

  it("profile: birth, faith, age, gender, height, weight, player name", () => {
    expect(system.profile).toEqual({
      birth: "隊商護衛",
      faith: "なし",
      age: "21",
      gender: "男",
      height: "172cm",
      weight: "64kg",
      playerName: "見本プレイヤー",
    });
    expect(String(system.notes)).not.toContain("隊商護衛");
  });

  it('languages talk/read: "0" is false (language2Read "0" no longer imports as read)', () => {
    expect(system.languages).toEqual([
      { name: "交易共通語", speak: true, read: true },
      { name: "地方語", speak: true, read: false },
      { name: "魔動機文明語", speak: false, read: true },
    ]);
  });

  it("honour: earned from the history, honour items and dishonour with its items", () => {
    // historyHonorTotal 20 = the sessions' 12 + 8: nothing before play. 7 dishonour = 4 from the item + 3 typed.
    expect(system.honor).toEqual({
      points: 0,
      items: [{ name: "隊商の徽章", points: 5 }],
      dishonor: 3,
      dishonorItems: [{ name: "護衛失敗", points: 4 }],
    });
  });

  it("history rows are session records; row 0 is the start", () => {
    const records = system.records as { sessions: Obj[]; ledger: Obj[] };
    expect(records.sessions).toEqual([
      {
        date: "2026-01-10",
        title: "水車小屋の夜",
        gm: "ケイ",
        members: "ミナト、ソラ",
        experience: 2000,
        money: 1000,
        honor: 12,
        growth: "器用",
        notes: "初仕事",
      },
      {
        date: "2026-02-07",
        title: "灯籠祭の影",
        gm: "ケイ",
        members: "",
        experience: 1500,
        money: 800,
        honor: 8,
        growth: "敏捷×2",
        notes: "",
      },
    ]);
    // Start experience 3000 + 3500 from the sessions = expTotal 6500.
    expect(system.experience).toEqual({ earned: 3000, spent: 5500, fumbles: 0 });
    expect(derived.experience.total).toBe(6500);
  });

  it("the cashbook is the ledger; the money total is ytsheet2's", () => {
    const records = system.records as { ledger: Obj[] };
    expect(records.ledger).toEqual([
      { date: "", item: "冒険者セット", amount: -100 },
      { date: "", item: "剣のかけら売却", amount: 200 },
      { date: "", item: "預金 :>300", amount: 0 },
      { date: "", item: "覚え書き", amount: 0 },
    ]);
    // moneyTotal 2800 = start + sessions 1800 + ledger 100: the 300 deposited folds into the start (900).
    expect(system.money).toBe(900);
  });

  it("the chat palette lands in the palette", () => {
    expect(system.palette).toEqual([
      { name: "冒険者＋器用", formula: "2d6+{冒険者}+{器用}" },
      { name: "ダメージ", formula: "k{威力}+{追加ダメージ}@{C値}" },
      { name: "", formula: "1d6" },
    ]);
  });

  it("names stay in the file's language: ファイター for a Japanese sheet, class ids internal", () => {
    const classes = actor.items.filter((i) => i.type === "class");
    expect(classes.map((c) => [c.name, (c.system as Obj).classId])).toEqual([
      ["ファイター", "fighter"],
      ["スカウト", "scout"],
      ["セージ", "sage"],
    ]);
    const english = importYtsheet2(
      JSON.stringify({ characterName: "Plain", sttBaseTec: "8", lvFig: "1", race: "Human" }),
    );
    expect(english.actor?.items.filter((i) => i.type === "class").map((c) => c.name)).toEqual(["Fighter"]);
  });

  it("keeps the alias and tags for the export", () => {
    expect(((actor.flags as Obj).swordworld25 as Obj).ytsheet2).toMatchObject({
      identity: { aka: "港の灯", tags: "見本" },
    });
  });
});

describe("ytsheet2 records export and round trip", () => {
  const out = exportYtsheet2(actor);

  it("writes every records field back in ytsheet2's form", () => {
    expect(out).toMatchObject({
      birth: "隊商護衛",
      faith: "なし",
      height: "172cm",
      weight: "64kg",
      playerName: "見本プレイヤー",
      aka: "港の灯",
      languageNum: "3",
      language2: "地方語",
      language2Talk: "1",
      language2Read: "0",
      language3Talk: "0",
      honor: "15",
      dishonor: "7",
      honorItemsNum: "1",
      honorItem1: "隊商の徽章",
      honorItem1Pt: "5",
      dishonorItem1: "護衛失敗",
      dishonorItem1Pt: "4",
      historyNum: "2",
      history0Exp: "3000",
      history1Title: "水車小屋の夜",
      history1Member: "ミナト、ソラ",
      history1Grow: "器用",
      history2Grow: "敏捷×2",
      historyExpTotal: "6500",
      historyHonorTotal: "20",
      expTotal: "6500",
      moneyTotal: "2800",
      cashbook: "冒険者セット ::-100<br>剣のかけら売却 ::+200<br>預金 :>300<br>覚え書き",
      // Our Japanese aliases ({威力}: the first weapon's power) are written with ytsheet2's names, which
      // ytsheet2 defines itself; its own names ({冒険者}, {器用}) stay as they are.
      chatPalette: "2d6+{冒険者}+{器用} 冒険者＋器用<br>k{威力1}+{追加D1}@{C値1} ダメージ<br>1d6",
    });
  });

  it("a round trip keeps every field, without warnings (the palette in ytsheet2's names, the same rolls)", () => {
    const again = importYtsheet2(JSON.stringify(out));
    expect(again.warnings).toEqual([]);
    const palette = (system.palette as Obj[]).map((e) =>
      e.formula === "k{威力}+{追加ダメージ}@{C値}" ? { ...e, formula: "k{威力1}+{追加D1}@{C値1}" } : e,
    );
    expect(again.actor).toEqual({ ...actor, system: { ...system, palette } });
    // Exported again, nothing moves any more.
    expect(exportYtsheet2(again.actor as never)).toEqual(out);
  });
});

describe("the palette exported as ytsheet2 reads it", () => {
  it("our variable names become ytsheet2's; a value ytsheet2 has no name for is written as the number", () => {
    const palette = [
      { name: "Hit", formula: "2d6+{accuracy1}" },
      { name: "Damage", formula: "k{power1}+{extraDamage1}@{crit1}" },
      { name: "Evade", formula: "2d6+{evasion}" },
      { name: "Initiative", formula: "2d6+{initiative}" },
      { name: "", formula: "### Checks" },
      { name: "", formula: "//bonus=2" },
      { name: "Own", formula: "2d6+{bonus}" },
    ];
    const out = exportYtsheet2({ ...actor, system: { ...system, palette } });
    const initiative = derived.initiative;
    expect(out.chatPalette).toBe(
      [
        "2d6+{命中1} Hit",
        "k{威力1}+{追加D1}@{C値1} Damage",
        "2d6+{回避1} Evade",
        `2d6+${initiative === null ? "{initiative}" : initiative < 0 ? `(${initiative})` : initiative} Initiative`,
        "### Checks",
        "//bonus=2",
        "2d6+{bonus} Own",
      ].join("<br>"),
    );
  });
});

describe("a mount's unique skills", () => {
  const mount = importYtsheet2(fixtureText("mount"));
  const skills = ((mount.actor?.system ?? {}) as Obj).skills;

  it("are stored, by section and timing", () => {
    expect(skills).toEqual([
      {
        name: "Steady Stride",
        section: "",
        timing: "passive",
        value: null,
        resistedBy: "",
        effect: "Its rider takes no penalty on rough ground.",
      },
      {
        name: "Horn Sweep",
        section: "頭部",
        timing: "major",
        value: 6,
        resistedBy: "回避",
        effect: "Knocks a foe in the same area prone.",
      },
    ]);
  });

  it("are exported and survive a round trip; a mount without skills has none", () => {
    if (!mount.actor) throw new Error("mount fixture failed");
    const again = importYtsheet2(JSON.stringify(exportYtsheet2(mount.actor)));
    expect(((again.actor?.system ?? {}) as Obj).skills).toEqual(skills);
    const bare = importYtsheet2(variant("mount", { skills: undefined }));
    expect(((bare.actor?.system ?? {}) as Obj).skills).toEqual([]);
  });
});
