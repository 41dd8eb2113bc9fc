/**
 * The rulebook's words, one per concept (the project's Japanese glossary): what a Japanese SW2.5 player reads on
 * ytsheet2 and in the rulebooks is what lang/ja.json and the Japanese compendia say, and the variants a
 * translation once drifted to (標準戦闘, 固有能力, マークスマン, コマ, 後退, 強行 …) are gone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { saysVariant, VARIANTS } from "./glossary-variants.js";

const root = join(import.meta.dirname, "..");

function flatten(obj: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (obj && typeof obj === "object" && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, String(obj));
  return out;
}

const en = flatten(JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")));
const ja = flatten(JSON.parse(readFileSync(join(root, "lang/ja.json"), "utf8")));

/** Every text of the Japanese packs: the translation table and the generated sources. */
function jaPackTexts(): { file: string; text: string }[] {
  const files = [join(root, "packs/_i18n/ja.json")];
  const packs = join(root, "packs/_source");
  for (const dir of readdirSync(packs).filter((d) => d.endsWith("-ja")))
    for (const f of readdirSync(join(packs, dir))) files.push(join(packs, dir, f));
  return files.map((file) => ({ file: file.slice(root.length + 1), text: readFileSync(file, "utf8") }));
}

/**
 * The glossary: each concept, the one Japanese term, the lang keys that name it alone, and the English words
 * that, wherever a lang value uses them, must come out as that term in Japanese.
 */
const GLOSSARY: readonly {
  concept: string;
  term: string;
  keys: readonly string[];
  english?: RegExp;
}[] = [
  {
    concept: "C value",
    term: "C値",
    keys: ["SW25.Derived.criticalValue", "SW25.Dice.CriticalValue", "SW25.Sheet.Critical"],
    english: /\bC value\b|Critical Value|\(C [+−-]1\)/i,
  },
  {
    concept: "the aimed attack feat",
    term: "牽制攻撃",
    keys: ["SW25.FeatEffect.aimedAttack"],
    english: /Aimed Attack/,
  },
  {
    concept: "the Critical Bullet spell",
    term: "【クリティカル・バレット】",
    keys: [],
    english: /Critical Bullet/,
  },
  {
    concept: "the allies' rear area",
    term: "自軍後方エリア",
    keys: ["SW25.Combat.Area.pcRear"],
    english: /Allies' Rearguard|your own Rearguard|to your (?:own|Rearguard)/,
  },
  {
    concept: "the enemies' rear area",
    term: "敵軍後方エリア",
    keys: ["SW25.Combat.Area.enemyRear"],
    english: /Enemies' Rearguard|enemy Rearguard|from theirs/,
  },
  {
    concept: "leaving the battle (not a retreat from a melee)",
    term: "退場",
    keys: [],
    english: /\bleav(?:es|ing) the battle/,
  },
  {
    concept: "class resources",
    term: "技能のリソース",
    keys: ["SW25.Party.Resources", "SW25.Technique.Sheet.Resources"],
  },
  {
    concept: "a class our rules do not know",
    term: "その他の技能",
    keys: ["SW25.Class.custom", "SW25.Technique.Class.custom"],
    english: /custom class|^Other class$/i,
  },
  {
    concept: "the experience tables A/B",
    term: "経験点表",
    keys: ["SW25.Field.tier"],
    english: /tables? A\/B|EXP table/,
  },
  {
    concept: "the Toughness feat",
    term: "タフネス",
    keys: ["SW25.FeatEffect.toughness"],
    english: /Toughness/,
  },
  {
    concept: "a monster's name before identification",
    term: "識別前の名前",
    keys: ["SW25.Monster.unidentifiedName"],
    english: /unidentified name|Name before identification/i,
  },
  {
    concept: "a class technique (ytsheet2's 技芸)",
    term: "技芸",
    keys: [
      "SW25.ItemType.technique",
      "SW25.Item.Type.technique",
      "TYPES.Item.technique",
      "SW25.Technique.Sheet.Techniques",
      "SW25.Hud.Tab.techniques",
    ],
  },
  {
    concept: "gear (the item type)",
    term: "道具",
    keys: ["SW25.ItemType.gear", "SW25.Item.Type.gear", "TYPES.Item.gear"],
  },
  {
    concept: "attack kind",
    term: "攻撃の種類",
    keys: ["SW25.Field.attackKind", "SW25.Item.Field.attackKind"],
  },
  {
    concept: "a feat a class grants",
    term: "自動習得",
    keys: ["SW25.Field.automatic", "SW25.Item.Field.automatic"],
  },
  {
    concept: "quantity",
    term: "数量",
    keys: ["SW25.Field.quantity", "SW25.Item.Field.quantity"],
    english: /\bQuantity\b/i,
  },
  {
    concept: "Simplified Combat method",
    term: "簡易戦闘",
    keys: ["SW25.Combat.Method.simplified"],
    english: /Simplified Combat/,
  },
  {
    concept: "Standard Combat method",
    term: "基本戦闘",
    keys: ["SW25.Combat.Method.standard"],
    english: /Standard Combat/,
  },
  { concept: "Frontline area", term: "前線エリア", keys: [], english: /Frontline/ },
  { concept: "rear areas", term: "後方エリア", keys: [], english: /Rearguard/ },
  { concept: "skirmish", term: "乱戦", keys: [], english: /skirmish/i },
  { concept: "Full Move", term: "全力移動", keys: ["SW25.Derived.fullMove"], english: /Full Move/ },
  { concept: "Normal Move", term: "通常移動", keys: [], english: /Normal Move/ },
  { concept: "Limited Move", term: "制限移動", keys: [], english: /Limited Move/ },
  {
    concept: "retreat from a melee",
    term: "離脱",
    keys: ["SW25.Combat.Retreat", "SW25.Combat.Event.declareRetreat", "SW25.Penalty.retreat"],
    english: /retreat/i,
  },
  { concept: "area shape: Line", term: "貫通", keys: ["SW25.SpellArea.line"] },
  {
    concept: "area shape: Breakthrough",
    term: "突破",
    keys: ["SW25.SpellArea.breakthrough"],
    english: /Breakthrough/,
  },
  { concept: "accuracy", term: "命中力", keys: ["SW25.Derived.accuracy"] },
  { concept: "fortitude", term: "生命抵抗力", keys: ["SW25.Derived.fortitude"] },
  { concept: "a character's initiative", term: "先制力", keys: ["SW25.Derived.initiative"] },
  { concept: "a monster's fixed initiative", term: "先制値", keys: ["SW25.Monster.initiative"] },
  {
    concept: "monster knowledge",
    term: "魔物知識",
    keys: ["SW25.Derived.monsterKnowledge"],
    english: /Monster Knowledge/i,
  },
  { concept: "reputation", term: "知名度", keys: ["SW25.Monster.reputation"] },
  { concept: "weakness value", term: "弱点値", keys: ["SW25.Monster.weakness"] },
  {
    concept: "automatic success",
    term: "自動成功",
    keys: ["SW25.Dice.AutomaticSuccess", "SW25.Card.AutoSuccess"],
    english: /automatic success/i,
  },
  {
    concept: "automatic failure",
    term: "自動失敗",
    keys: ["SW25.Dice.AutomaticFailure", "SW25.Attack.Fumble"],
    english: /automatic failure/i,
  },
  {
    concept: "a monster's or mount's abilities",
    term: "特殊能力",
    keys: ["SW25.Monster.skills", "SW25.Sheet.Skills"],
    english: /unique skill/i,
  },
  { concept: "core section", term: "コア部位", keys: ["SW25.Monster.core"] },
  { concept: "loot", term: "戦利品", keys: ["SW25.Monster.loot"], english: /\bloot\b/i },
  {
    concept: "Shooter (class)",
    term: "シューター",
    keys: ["SW25.Class.marksman", "SW25.CombatClass.marksman", "SW25.Technique.Class.marksman"],
    english: /Marksman/,
  },
  { concept: "token", term: "トークン", keys: [], english: /\btokens?\b/i },
  {
    concept: "the GM's override of a rule",
    term: "GM裁定",
    keys: ["SW25.Combat.Event.override"],
    english: /overrid/i,
  },
  { concept: "enhancer techniques", term: "練技", keys: ["SW25.Technique.Kind.enhancer"] },
  { concept: "spellsongs", term: "呪歌", keys: ["SW25.Technique.Kind.song"] },
  { concept: "finales", term: "終律", keys: ["SW25.Technique.Kind.finale"] },
  { concept: "riding stunts", term: "騎芸", keys: ["SW25.Technique.Kind.riding"] },
  { concept: "alchemy", term: "賦術", keys: ["SW25.Technique.Kind.alchemy"] },
  { concept: "stratagems", term: "鼓咆", keys: ["SW25.Technique.Kind.command"] },
  { concept: "maneuvers", term: "陣率", keys: ["SW25.Technique.Kind.formation"] },
  { concept: "geomancy", term: "相域", keys: ["SW25.Technique.Kind.geomancy"] },
  { concept: "divination", term: "占瞳", keys: ["SW25.Technique.Kind.divination"] },
  { concept: "essence weaving", term: "操気", keys: ["SW25.Technique.Kind.potential"] },
];

/**
 * Japanese text with ASCII `( ) : !` in it: full-width （）：！ read as Japanese. A URL, a point's coordinates
 * `({x}, {y})` (written as the scenario report and the Battle Board write them) and ytsheet2's own ledger marks
 * (`:>` `:<`) are notation, not prose, and stay ASCII.
 */
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/;
function halfWidthInJapanese(value: string): boolean {
  if (!JAPANESE.test(value)) return false;
  const prose = value
    .replace(/:[<>]/g, "")
    .replace(/https?:\/\/\S+/g, "")
    .replace(/\(\{x\}, \{y\}\)/g, "");
  return /[():!]/.test(prose);
}

describe("the Japanese glossary", () => {
  it.each(GLOSSARY.filter((g) => g.keys.length > 0))("$concept is named $term", ({ term, keys }) => {
    for (const key of keys) expect(ja.get(key), key).toBe(term);
  });

  it.each(GLOSSARY.filter((g) => g.english))(
    "wherever the English says $english, the Japanese says $term",
    ({ term, english }) => {
      const missing: string[] = [];
      for (const [key, value] of en)
        if (english?.test(value) && !ja.get(key)?.includes(term)) missing.push(`${key}: ${ja.get(key)}`);
      expect(missing).toEqual([]);
    },
  );

  it("the Breakthrough shape is never called 貫通 (the Line's word)", () => {
    const wrong = [...en].filter(
      ([key, value]) => /Breakthrough/.test(value) && ja.get(key)?.includes("貫通"),
    );
    expect(wrong).toEqual([]);
  });

  it.each(VARIANTS)("no lang value or Japanese pack says $variant (it is $instead)", ({ variant }) => {
    const found = [...ja]
      .filter(([, value]) => variant.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    for (const { file, text } of jaPackTexts())
      for (const line of text.split("\n")) if (variant.test(line)) found.push(`${file}: ${line.trim()}`);
    expect(found).toEqual([]);
  });

  it("the banned patterns (lang, packs and the Japanese docs) catch the variants and spare the words that contain them", () => {
    const hits = saysVariant;
    for (const s of [
      "標準戦闘",
      "固有能力…",
      "コマを動かす",
      "後退を宣言",
      "GMの強行",
      "自動的成功",
      "クリティカル値",
      "狙い撃ち（C値+1）",
      "クリティカルバレット",
      "味方後方エリア",
      "敵後方エリア",
      "自陣の後方エリア",
      "自軍の後方エリア",
      "敵の後方エリア",
      "戦闘離脱",
      "戦闘から離脱した",
      "スタンダード戦闘",
      "クラスの資源",
      "クラスアイテム",
      "カスタム技能",
      "Bテーブル",
      "A/Bテーブル",
      "未識別時の名前",
      "未鑑定名",
      "技能の技",
      "攻撃種別",
      "自動取得",
      "個数",
      "魔法・技・アイテム",
      "技のカードに",
      "キャラクターの技は",
      "模型",
      "自動的失敗",
    ])
      expect(hits(s), s).toBe(true);
    for (const s of [
      "ダイスコマンド",
      "基本戦闘",
      "離脱を宣言",
      "GM裁定",
      "自動成功",
      "C値",
      "《牽制攻撃》",
      "【クリティカル・バレット】",
      "自軍後方エリア",
      "敵軍後方エリア",
      "戦闘から退場した",
      "技能のリソース",
      "その他の技能",
      "経験点表A/B",
      "識別前の名前",
      "技芸",
      "攻撃の種類",
      "自動習得",
      "数量",
      "アイテム6個",
      "技",
      "技・体・心",
      "技 / 体 / 心",
      "技、体、心",
      "技 / 体 / 心（`base`）",
      "技、体、心の順",
      "コマンド",
      "自動失敗",
      "特技",
      "戦闘特技",
      "練技",
      "組み技",
      "必殺技",
      "技能",
      "技術",
    ])
      expect(hits(s), s).toBe(false);
  });

  it("no Japanese lang value or pack text mixes ASCII ( ) : ! into Japanese (they are （）：！)", () => {
    const found = [...ja].filter(([, value]) => halfWidthInJapanese(value)).map(([k, v]) => `${k}: ${v}`);
    const table = JSON.parse(readFileSync(join(root, "packs/_i18n/ja.json"), "utf8")) as {
      text: Record<string, string>;
      fragments: [string, string][];
    };
    const packTexts = [...Object.values(table.text), ...table.fragments.map(([, to]) => to)];
    // HTML tags and inline code are markup, not prose.
    for (const text of packTexts)
      if (halfWidthInJapanese(text.replace(/<code>.*?<\/code>|<[^>]*>/g, ""))) found.push(`pack: ${text}`);
    expect(found).toEqual([]);
  });

  it("the width check catches ASCII marks in Japanese and spares ASCII text, notation and full-width", () => {
    for (const s of ["射程(m)", "手番:", "不意打ち!", "知名度:はい", "({x}, {y})で止まった(HP 3)"])
      expect(halfWidthInJapanese(s), s).toBe(true);
    for (const s of [
      "Range (m)",
      "射程（m）",
      "知名度：はい、弱点：いいえ。",
      "預入（:>）と借入（:<）",
      "{a}: {b}",
      "({x}, {y})で止まった（HP 3）",
    ])
      expect(halfWidthInJapanese(s), s).toBe(false);
  });
});
