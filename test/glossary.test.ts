/**
 * The rulebook's words, one per concept (the project's Japanese glossary): what a Japanese SW2.5 player reads on
 * ytsheet2 and in the rulebooks is what lang/ja.json and the Japanese compendia say, and the variants a
 * translation once drifted to (標準戦闘, 固有能力, マークスマン, コマ, 後退, 強行 …) are gone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

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

/** Variants that must appear nowhere a Japanese player reads (each with the term that replaced it). */
const BANNED: readonly { variant: RegExp; instead: string }[] = [
  { variant: /標準戦闘/, instead: "基本戦闘" },
  { variant: /固有能力/, instead: "特殊能力" },
  { variant: /マークスマン/, instead: "シューター" },
  { variant: /自動的(?:成功|失敗)/, instead: "自動成功 / 自動失敗" },
  { variant: /コマ(?!ンド)/, instead: "トークン" },
  { variant: /後退/, instead: "離脱" },
  { variant: /強行|オーバーライド/, instead: "GM裁定" },
];

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

  it.each(BANNED)("no lang value or Japanese pack says $variant (it is $instead)", ({ variant }) => {
    const found = [...ja]
      .filter(([, value]) => variant.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    for (const { file, text } of jaPackTexts())
      for (const line of text.split("\n")) if (variant.test(line)) found.push(`${file}: ${line.trim()}`);
    expect(found).toEqual([]);
  });

  it("the banned patterns catch the variants and spare the words that contain them", () => {
    const hits = (s: string) => BANNED.some((b) => b.variant.test(s));
    for (const s of ["標準戦闘", "固有能力…", "コマを動かす", "後退を宣言", "GMの強行", "自動的成功"])
      expect(hits(s), s).toBe(true);
    for (const s of ["ダイスコマンド", "基本戦闘", "離脱を宣言", "GM裁定", "自動成功"])
      expect(hits(s), s).toBe(false);
  });
});
