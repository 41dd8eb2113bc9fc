/**
 * The `sw25` system's words matched to ours. Its class items (`skill`) carry only a name the player typed,
 * so a class is found by its name in Japanese, English or Korean (the three languages that system ships);
 * spacing, "・" and letter case are ignored. Everything else is a fixed key of its template.json.
 */
import type { TechniqueKind } from "../../character/techniques/techniques.js";
import type {
  AccessorySlot,
  ClassId,
  MagicSchool,
  MonsterType,
  Resistance,
  WeaponCategory,
  WeaponUsage,
} from "../../character/vocabulary.js";
import type { Element } from "../../damage/elements.js";

type KnownClass = Exclude<ClassId, "custom">;

/**
 * A lookup table that has no prototype: `table["constructor"]`, `table["__proto__"]` or `table["toString"]`
 * read from a file is undefined, as any word the table does not hold, wherever the table is read.
 */
export function ownTable<T extends object>(entries: T): Readonly<T> {
  return Object.freeze(Object.assign(Object.create(null) as T, entries));
}

/** Each class's names as players of that system write them (ja, en including the older English names, ko). */
const CLASS_NAMES: Readonly<Record<KnownClass, readonly string[]>> = {
  fighter: ["ファイター", "Fighter", "파이터"],
  grappler: ["グラップラー", "Grappler", "그래플러"],
  battleDancer: ["バトルダンサー", "Battle Dancer", "배틀 댄서"],
  fencer: ["フェンサー", "Fencer", "펜서"],
  marksman: ["シューター", "Marksman", "Shooter", "슈터"],
  sorcerer: ["ソーサラー", "Sorcerer", "소서러"],
  conjurer: ["コンジャラー", "Conjurer", "컨저러", "콘저러"],
  priest: ["プリースト", "Priest", "프리스트"],
  artificer: ["マギテック", "Artificer", "Magitech", "Magitek", "마기테크", "매지테크"],
  fairyTamer: ["フェアリーテイマー", "Fairy Tamer", "Fairytamer", "페어리 테이머"],
  druid: ["ドルイド", "Druid", "드루이드"],
  daemonRuler: ["デーモンルーラー", "Daemon Ruler", "Demon Ruler", "데몬 룰러"],
  abyssGazer: ["アビスゲイザー", "Abyss Gazer", "어비스 게이저"],
  scout: ["スカウト", "Scout", "스카우트"],
  ranger: ["レンジャー", "Ranger", "레인저"],
  sage: ["セージ", "Sage", "세이지"],
  enhancer: ["エンハンサー", "Enhancer", "인핸서"],
  bard: ["バード", "Bard", "바드"],
  rider: ["ライダー", "Rider", "라이더"],
  alchemist: ["アルケミスト", "Alchemist", "알케미스트"],
  geomancer: ["ジオマンサー", "Geomancer", "지오맨서"],
  tactician: ["ウォーリーダー", "Tactician", "War Leader", "Warleader", "워리더", "워 리더"],
  darkHunter: ["ダークハンター", "Dark Hunter", "다크 헌터"],
  grimoire: ["グリモワール", "Grimoire"],
  physicalMaster: ["フィジカルマスター", "Physical Master"],
  mystic: ["ミスティック", "Mystic"],
  artisan: ["アーティザン", "Artisan"],
  aristocrat: ["アリストクラシー", "アリストクラット", "Aristocracy", "Aristocrat"],
};

export const normalName = (name: string): string =>
  name
    .normalize("NFKC")
    .replace(/[\s・･·]/g, "")
    .toLowerCase();

const CLASS_BY_NAME: ReadonlyMap<string, KnownClass> = new Map(
  (Object.entries(CLASS_NAMES) as [KnownClass, readonly string[]][]).flatMap(([id, names]) =>
    names.map((n) => [normalName(n), id] as const),
  ),
);

/** Our class for one of their class items' names, or null (then a custom class). */
export function classByName(name: string): KnownClass | null {
  return CLASS_BY_NAME.get(normalName(name)) ?? null;
}

export const WEAPON_CATEGORY: Readonly<Record<string, WeaponCategory>> = ownTable({
  sword: "sword",
  axe: "axe",
  spear: "spear",
  mace: "mace",
  staff: "staff",
  flail: "flail",
  warhammer: "warhammer",
  grapple: "wrestling",
  throw: "thrown",
  bow: "bow",
  crossbow: "crossbow",
  gun: "gun",
});

export const WEAPON_USAGE: Readonly<Record<string, WeaponUsage>> = ownTable({
  "1H": "1H",
  "1HB": "1H-versatile",
  "1HR": "1H-mounted",
  "1HT": "1H-throwable",
  "1HN": "1H-fist",
  "1H#": "1H#",
  "2H": "2H",
  S2H: "2H-swing",
  P2H: "2H-thrust",
  "2HT": "2H-throwable",
  "2H#": "2H#",
});

export const ACCESSORY_PART: Readonly<Record<string, AccessorySlot>> = ownTable({
  head: "head",
  face: "face",
  ear: "ear",
  neck: "neck",
  back: "back",
  rhand: "rightHand",
  lhand: "leftHand",
  waist: "waist",
  leg: "feet",
  other: "other",
});

export const SPELL_SCHOOL: Readonly<Record<string, MagicSchool>> = ownTable({
  sorcerer: "truespeech",
  conjurer: "spiritualism",
  wizard: "deepMagic",
  priest: "divine",
  magitech: "magitech",
  fairy: "fairy",
  druid: "nature",
  daemon: "summoning",
  abyssal: "abyssal",
});

/** Resistance words of their spells: 必中 (decide), 任意, なし, 消滅, 半減, 短縮. */
export const SPELL_RESIST: Readonly<Record<string, Resistance>> = ownTable({
  decide: "cannot",
  any: "optional",
  none: "none",
  disappear: "negates",
  halving: "half",
  shortening: "temporary",
});

export const SPELL_ELEMENT: Readonly<Record<string, Element>> = ownTable({
  earth: "earth",
  ice: "waterIce",
  fire: "fire",
  wind: "wind",
  thunder: "lightning",
  energy: "energy",
  cut: "slashing",
  impact: "bludgeoning",
  poison: "poison",
  disease: "disease",
  mental: "psychic",
  mentalw: "psychicWeak",
  curse: "curse",
});

/** Their technique item types and the kind each becomes (鼓咆/陣率 and 呪歌/終律 split by `system.type`). */
export const TECHNIQUE_TYPES: Readonly<Record<string, TechniqueKind>> = ownTable({
  enhancearts: "enhancer",
  magicalsong: "song",
  ridingtrick: "riding",
  alchemytech: "alchemy",
  phasearea: "geomancy",
  tactics: "command",
  essenceweave: "potential",
  infusion: "other",
  barbarousskill: "other",
  otherfeature: "other",
});

/** Their monster classification keys (SW25.Actor.Class.*). */
export const MONSTER_TYPE: Readonly<Record<string, MonsterType>> = ownTable({
  Barbarous: "barbarous",
  Animal: "animal",
  Plant: "plant",
  Undead: "undead",
  MagicCreature: "construct",
  Machine: "magitech",
  Eidolon: "mythicalBeast",
  Fairie: "fairy",
  Daemon: "daemon",
  Human: "humanoid",
  Other: "other",
});

/**
 * A name in ja / en / ko / ru of one of the labels their system writes (their lang files' SW25.Config.*; the
 * Russian ones are the `sw25-ru` fork's lang/ru.json, which its monster generator writes into a Russian world).
 */
const LABELS = {
  resVit: ["生命抵抗力", "Fortitude", "생명저항력", "Стойкость"],
  resMnd: ["精神抵抗力", "Willpower", "정신저항력", "Воля"],
  init: ["先制", "先制力", "Initiative", "선제", "Инициатива"],
  mKnow: ["魔物知識", "Monster Knowledge", "몬스터 지식", "Знание монстров"],
  monHit: ["命中", "命中力", "Accuracy", "명중", "Точность"],
  monDmg: ["打撃", "打撃点", "Damage", "타격", "Урон"],
  monDge: ["回避", "回避力", "Evasion", "회피", "Уклонение"],
  monResVit: ["生命", "生命抵抗力", "Fortitude", "생명", "Стойкость"],
  monResMnd: ["精神", "精神抵抗力", "Willpower", "정신", "Воля"],
} as const;

export type Label = keyof typeof LABELS;

export function isLabel(text: string, label: Label): boolean {
  const n = normalName(text);
  return LABELS[label].some((l) => normalName(l) === n);
}

/**
 * `table[key]` when the table has that key itself, else undefined: a key read from a file ("constructor",
 * "toString", "__proto__") never reaches what every object inherits.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
