/** ytsheet2's Japanese words and class codes matched to our vocabulary (docs/import.md lists them). */
import type {
  AccessorySlot,
  ClassId,
  FeatEffect,
  MagicSchool,
  MonsterDisposition,
  MonsterIntelligence,
  MonsterPerception,
  MonsterType,
  SkillTiming,
  SpecialMovement,
  WeaponCategory,
} from "../character/vocabulary.js";
import type { Element } from "../damage/elements.js";

/** `lv{Code}` fields of ytsheet2 and our class ids: every class ytsheet2 knows (its data-class.pl). */
export const CLASS_CODES: readonly (readonly [string, Exclude<ClassId, "custom">])[] = [
  ["Fig", "fighter"],
  ["Gra", "grappler"],
  ["Bat", "battleDancer"],
  ["Fen", "fencer"],
  ["Sho", "marksman"],
  ["Sor", "sorcerer"],
  ["Con", "conjurer"],
  ["Pri", "priest"],
  ["Fai", "fairyTamer"],
  ["Mag", "artificer"],
  ["Dru", "druid"],
  ["Dem", "daemonRuler"],
  ["Aby", "abyssGazer"],
  ["Sco", "scout"],
  ["Ran", "ranger"],
  ["Sag", "sage"],
  ["Enh", "enhancer"],
  ["Bar", "bard"],
  ["Rid", "rider"],
  ["Alc", "alchemist"],
  ["Geo", "geomancer"],
  ["War", "tactician"],
  ["Dar", "darkHunter"],
  // Classes beyond the core rules, as ytsheet2's data-class.pl lists them (commit 28d36952).
  ["Gri", "grimoire"],
  ["Phy", "physicalMaster"],
  ["Mys", "mystic"],
  ["Art", "artisan"],
  ["Ari", "aristocrat"],
];

/** Class names as ytsheet2 writes them in `weapon{i}Class` (for the export only). */
export const CLASS_NAMES_JA: Readonly<Partial<Record<ClassId, string>>> = {
  fighter: "ファイター",
  grappler: "グラップラー",
  battleDancer: "バトルダンサー",
  fencer: "フェンサー",
  marksman: "シューター",
  scout: "スカウト",
  ranger: "レンジャー",
  sage: "セージ",
};

export const WEAPON_CATEGORY_JA: Readonly<Record<WeaponCategory, string>> = {
  sword: "ソード",
  axe: "アックス",
  spear: "スピア",
  mace: "メイス",
  staff: "スタッフ",
  flail: "フレイル",
  warhammer: "ウォーハンマー",
  entangle: "絡み",
  wrestling: "格闘",
  thrown: "投擲",
  bow: "ボウ",
  crossbow: "クロスボウ",
  blowgun: "ブロウガン",
  gun: "ガン",
};

/** Accessory slots: ytsheet2's slot word and ours; the extra slots repeat the word with "_". */
export const ACCESSORY_SLOT_CODES: readonly (readonly [string, AccessorySlot])[] = [
  ["Head", "head"],
  ["Face", "face"],
  ["Ear", "ear"],
  ["Neck", "neck"],
  ["Back", "back"],
  ["HandR", "rightHand"],
  ["HandL", "leftHand"],
  ["Waist", "waist"],
  ["Leg", "feet"],
  ["Other", "other"],
  ["Other2", "other"],
  ["Other3", "other"],
  ["Other4", "other"],
];

/** Combat feats by their Japanese name: the effect our engine applies, and its rank. */
export function featEffect(name: string): {
  effect: FeatEffect;
  rank: number;
  weaponCategory?: WeaponCategory;
  armor?: string;
  school?: MagicSchool;
} | null {
  const n = name.replace(/Ａ/g, "A").replace(/Ｓ/g, "S");
  const roman = (s: string) => (s.endsWith("Ⅲ") ? 3 : s.endsWith("Ⅱ") ? 2 : 1);
  if (/^全力攻撃/.test(n)) return { effect: "powerStrike", rank: roman(n) };
  if (/^必殺攻撃/.test(n)) return { effect: "lethalStrike", rank: roman(n) };
  if (/^牽制攻撃/.test(n)) return { effect: "aimedAttack", rank: roman(n) };
  if (/^挑発攻撃/.test(n)) return { effect: "tauntingStrike", rank: roman(n) };
  if (n === "鷹の目") return { effect: "hawkEye", rank: 1 };
  if (/^回避行動/.test(n)) return { effect: "evasiveManeuver", rank: roman(n) };
  if (/^魔力強化/.test(n)) return { effect: "magicPowerEnhance", rank: roman(n) };
  if (n === "ターゲッティング") return { effect: "targeting", rank: 1 };
  if (n === "タフネス" || n === "頑強" || n === "超頑強") return { effect: "toughness", rank: 1 };
  if (n === "武器の達人") return { effect: "weaponMaster", rank: 1 };
  // Magic expansion feats unlock their expansion in the spellcasting dialog (expansion-feats.ts); 範囲 and
  // 威力確実化 are not priced by this system and stay text only.
  const expansion = /^魔法拡大[／/](数|距離|時間|確実化)$/.exec(n)?.[1];
  if (expansion)
    return {
      effect: (
        {
          数: "magicExpansionTargets",
          距離: "magicExpansionDistance",
          時間: "magicExpansionTime",
          確実化: "magicExpansionCertainty",
        } as const
      )[expansion as "数" | "距離" | "時間" | "確実化"],
      rank: 1,
    };
  if (n === "魔法拡大すべて") return { effect: "magicExpansionAll", rank: 1 };
  const reduction = /^[ＭM][ＰP]軽減[／/](.+)$/.exec(n)?.[1];
  if (reduction) {
    const school = (
      {
        ソーサラー: "truespeech",
        コンジャラー: "spiritualism",
        プリースト: "divine",
        マギテック: "magitech",
        フェアリーテイマー: "fairy",
        ドルイド: "nature",
        デーモンルーラー: "summoning",
        アビスゲイザー: "abyssal",
      } as Record<string, MagicSchool>
    )[reduction];
    return school ? { effect: "mpReduction", rank: 1, school } : null;
  }
  if (n === "防具の達人") return { effect: "armorMaster", rank: 1 };
  const weapon = /^武器習熟([AS])／(.+)$/.exec(n);
  if (weapon) {
    const category = categoryFromJa(weapon[2] ?? "");
    if (category === null) return null;
    return {
      effect: weapon[1] === "S" ? "weaponProficiencyS" : "weaponProficiencyA",
      rank: 1,
      weaponCategory: category,
    };
  }
  const armor = /^防具習熟([AS])／(.+)$/.exec(n);
  if (armor) {
    const kind = { 金属鎧: "metal", 非金属鎧: "nonMetal", 盾: "shield" }[armor[2] ?? ""];
    if (kind === undefined) return null;
    return { effect: armor[1] === "S" ? "armorProficiencyS" : "armorProficiencyA", rank: 1, armor: kind };
  }
  return null;
}

/** A feat item's `system` for a feat known by `featEffect` (null: text only, "none"), as both importers store it. */
export function featSystem(
  known: ReturnType<typeof featEffect>,
  automatic: boolean,
  description: string,
): Record<string, unknown> {
  return {
    featKind:
      known &&
      (["powerStrike", "lethalStrike", "aimedAttack", "tauntingStrike"].includes(known.effect) ||
        known.effect.startsWith("magicExpansion"))
        ? "active"
        : "passive",
    effect: known?.effect ?? "none",
    rank: known?.rank ?? 1,
    weaponCategory: known?.weaponCategory ?? "sword",
    armorCategory: known?.armor ?? "nonMetal",
    ...(known?.school ? { school: known.school } : {}),
    automatic,
    description,
  };
}

export function categoryFromJa(text: string): WeaponCategory | null {
  for (const [id, ja] of Object.entries(WEAPON_CATEGORY_JA)) if (ja === text) return id as WeaponCategory;
  return null;
}

export const MONSTER_TYPE_JA: Readonly<Record<MonsterType, string>> = {
  barbarous: "蛮族",
  animal: "動物",
  plant: "植物",
  undead: "アンデッド",
  construct: "魔法生物",
  magitech: "魔動機",
  mythicalBeast: "幻獣",
  fairy: "妖精",
  daemon: "魔神",
  humanoid: "人族",
  divine: "神族",
  other: "その他",
};

export const INTELLIGENCE_JA: Readonly<Record<MonsterIntelligence, string>> = {
  none: "なし",
  animal: "動物並み",
  low: "低い",
  average: "人間並み",
  high: "高い",
  servant: "命令を聞く",
};

export const PERCEPTION_JA: Readonly<Record<MonsterPerception, string>> = {
  fiveSenses: "五感",
  darkvision: "五感（暗視）",
  magic: "魔法",
  mechanical: "機械",
};

export const DISPOSITION_JA: Readonly<Record<MonsterDisposition, string>> = {
  friendly: "友好的",
  neutral: "中立",
  hostile: "敵対的",
  hungry: "腹具合による",
  instructed: "命令による",
};

export const SPECIAL_MOVEMENT_JA: Readonly<Record<Exclude<SpecialMovement, "none">, string>> = {
  flying: "飛行",
  floating: "浮遊",
  swimming: "水中",
  other: "その他",
};

/** Skill timing marks as ytsheet2 users type them (several spellings of each). */
export const TIMING_MARKS: readonly (readonly [string, SkillTiming])[] = [
  ["○", "passive"],
  ["◯", "passive"],
  ["〇", "passive"],
  ["[常]", "passive"],
  ["▶", "major"],
  ["►", "major"],
  ["＞", "major"],
  ["〆", "major"],
  ["[主]", "major"],
  ["≫", "minor"],
  ["»", "minor"],
  [">>", "minor"],
  // ytsheet2 reads ☆ as a minor action (its `textToIcon`).
  ["☆", "minor"],
  ["[補]", "minor"],
  ["🗨", "declaration"],
  ["□", "declaration"],
  ["☐", "declaration"],
  ["☑", "declaration"],
  ["[宣]", "declaration"],
  ["△", "preparation"],
  ["[準]", "preparation"],
  ["▽", "conditional"],
  ["[条]", "conditional"],
];

// The marks written for each timing live in a small file of their own: the monster sheet shows them at world
// load without this file's tables.
export { TIMING_EXPORT } from "./timing-export.js";

export function reverseLookup<K extends string>(table: Readonly<Record<K, string>>, text: string): K | null {
  for (const [key, value] of Object.entries(table) as [K, string][]) if (value === text) return key;
  return null;
}

/**
 * The element a weak point names in Japanese ("炎属性ダメージ+3"): the first word found, longest first where one
 * contains another (精神効果（弱） before 精神). Shared by the ytsheet2 and the sw25-system importers.
 */
export const WEAK_POINT_ELEMENTS_JA: readonly (readonly [string, Element])[] = [
  ["土", "earth"],
  ["水", "waterIce"],
  ["氷", "waterIce"],
  ["炎", "fire"],
  ["火", "fire"],
  ["風", "wind"],
  ["雷", "lightning"],
  ["純エネルギー", "energy"],
  ["斬撃", "slashing"],
  ["打撃", "bludgeoning"],
  ["毒", "poison"],
  ["病気", "disease"],
  ["精神効果（弱）", "psychicWeak"],
  ["精神", "psychic"],
  ["呪い", "curse"],
];
