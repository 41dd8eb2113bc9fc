/**
 * Every race ytsheet2 supports, as facts from ytsheet2's own data file (yutorize/ytsheet2,
 * `_core/lib/sw2/data-races.pl` at commit 28d369527f5bc0963e28c37724a958cb2e41d062): the core races, the
 * supplements' races and the barbarous PC races, each variant under the name ytsheet2 gives it
 * ("エルフ（スノウエルフ）"), with its race's values where the variant does not change them (ytsheet2 builds
 * its variants the same way). Names and numbers only, never rulebook text:
 *
 * - `dice`: the d6 ytsheet2 rolls for A–F (Dexterity … Spirit), `plus` the number it adds (its `A+` … `F+`);
 * - `fixed`: Technique, Body and Mind the race fixes (ytsheet2's `birth`), else the birth gives them;
 * - `abilities`: the race's abilities; `lv6` / `lv11` / `lv16` those gained at that adventurer level; an inner
 *   list is a choice of one (ytsheet2's `raceAbilitySelect{i}` holds the choice);
 * - `replace`: an ability that becomes another from an adventurer level on (ytsheet2's `abilityReplace`);
 * - `statusMod`: what a variant adds to its scores (ytsheet2 adds it to the scores it shows);
 * - `restrictedClasses`: the classes ytsheet2 marks as not open to the race (Japanese class names).
 *
 * English names only where a source of ours gives one (the core races' names in race-abilities.ts).
 */
import type { CreationKey } from "./creation.js";
import type { Ability, ClassId } from "./vocabulary.js";

/** One ability, or a choice of one (an inner list). */
export type RaceAbilityEntry = string | readonly string[];

export interface RaceFacts {
  /** ytsheet2's name (its `race` field). */
  readonly name: string;
  readonly en?: string;
  /** ytsheet2's type 蛮族 (a barbarous PC race); else 人族. */
  readonly barbarous: boolean;
  /** d6 per ability, A–F. */
  readonly dice: readonly [number, number, number, number, number, number];
  /** Added per ability, A–F; absent = none. */
  readonly plus?: readonly [number, number, number, number, number, number];
  readonly fixed?: { readonly technique: number; readonly body: number; readonly mind: number };
  readonly abilities: readonly RaceAbilityEntry[];
  readonly lv6?: readonly RaceAbilityEntry[];
  readonly lv11?: readonly RaceAbilityEntry[];
  readonly lv16?: readonly RaceAbilityEntry[];
  readonly replace?: Readonly<Record<string, { readonly level: number; readonly name: string }>>;
  readonly statusMod?: Readonly<Partial<Record<Ability, number>>>;
  readonly restrictedClasses?: readonly string[];
}

/** ytsheet2's table, in the order of its race list (ナイトメア and ウィークリング alone, without a variant, last). */
export const RACE_FACTS: readonly RaceFacts[] = [
  {
    name: "人間",
    en: "Human",
    barbarous: false,
    dice: [2, 2, 2, 2, 2, 2],
    abilities: ["剣の加護／運命変転"],
  },
  {
    name: "エルフ",
    en: "Elf",
    barbarous: false,
    dice: [2, 2, 1, 2, 2, 2],
    abilities: ["暗視", "剣の加護／優しき水"],
  },
  {
    name: "エルフ（スノウエルフ）",
    barbarous: false,
    dice: [2, 2, 1, 2, 2, 2],
    abilities: ["暗視", "剣の加護／厳つき氷"],
  },
  {
    name: "エルフ（ミストエルフ）",
    barbarous: false,
    dice: [2, 2, 1, 2, 2, 2],
    abilities: ["暗視", "剣の加護／惑いの霧"],
  },
  {
    name: "ドワーフ",
    en: "Dwarf",
    barbarous: false,
    dice: [2, 1, 2, 2, 1, 2],
    plus: [6, 0, 0, 0, 0, 6],
    abilities: ["暗視", "剣の加護／炎身"],
  },
  {
    name: "ダークドワーフ",
    barbarous: false,
    dice: [2, 1, 2, 1, 1, 2],
    plus: [6, 0, 0, 0, 0, 6],
    abilities: ["暗視", "黒炎の遣い手"],
  },
  {
    name: "タビット",
    en: "Tabbit",
    barbarous: false,
    dice: [1, 1, 1, 2, 2, 2],
    plus: [0, 0, 0, 0, 6, 0],
    abilities: ["第六感"],
    restrictedClasses: ["プリースト"],
  },
  {
    name: "タビット（パイカ種タビット）",
    barbarous: false,
    dice: [1, 1, 1, 2, 2, 2],
    plus: [0, 0, 0, 0, 6, 0],
    abilities: ["第六感", "ホイッスル"],
    statusMod: { agility: 3, dexterity: 3, strength: -3, vitality: -3 },
    restrictedClasses: ["プリースト"],
  },
  {
    name: "タビット（リパス種タビット）",
    barbarous: false,
    dice: [1, 1, 1, 2, 2, 2],
    plus: [0, 0, 0, 0, 6, 0],
    abilities: ["第六感", "暗視"],
    statusMod: { agility: 3, intelligence: -3, spirit: -3, strength: 3 },
    restrictedClasses: ["プリースト"],
  },
  {
    name: "ルーンフォーク",
    en: "Runefolk",
    barbarous: false,
    dice: [2, 1, 2, 2, 2, 1],
    abilities: ["暗視", "HP変換"],
    restrictedClasses: ["プリースト", "フェアリーテイマー", "ドルイド"],
  },
  {
    name: "ルーンフォーク（護衛型ルーンフォーク）",
    barbarous: false,
    dice: [2, 1, 2, 2, 2, 1],
    abilities: ["暗視", "仲間との絆"],
    restrictedClasses: ["プリースト", "フェアリーテイマー", "ドルイド"],
  },
  {
    name: "ルーンフォーク（戦闘型ルーンフォーク）",
    barbarous: false,
    dice: [2, 1, 2, 2, 2, 1],
    abilities: ["暗視", "任務遂行の意志"],
    restrictedClasses: ["プリースト", "フェアリーテイマー", "ドルイド"],
  },
  { name: "ナイトメア（人間）", barbarous: false, dice: [2, 2, 1, 1, 2, 2], abilities: ["異貌", "弱点／土"] },
  {
    name: "ナイトメア（エルフ）",
    barbarous: false,
    dice: [2, 2, 1, 1, 2, 2],
    abilities: ["異貌", "弱点／水・氷"],
  },
  {
    name: "ナイトメア（ドワーフ）",
    barbarous: false,
    dice: [2, 2, 1, 1, 2, 2],
    abilities: ["異貌", "弱点／炎"],
  },
  {
    name: "ナイトメア（リルドラケン）",
    barbarous: false,
    dice: [2, 2, 1, 1, 2, 2],
    abilities: ["異貌", "弱点／風"],
  },
  {
    name: "ナイトメア（シャドウ）",
    barbarous: false,
    dice: [2, 2, 1, 1, 2, 2],
    abilities: ["異貌", "弱点／精神効果"],
  },
  {
    name: "ナイトメア（ソレイユ）",
    barbarous: false,
    dice: [2, 2, 1, 1, 2, 2],
    abilities: ["異貌", "弱点／純エネルギー"],
  },
  {
    name: "リカント",
    en: "Lykant",
    barbarous: false,
    dice: [1, 1, 2, 2, 1, 1],
    plus: [0, 3, 0, 0, 6, 0],
    abilities: ["暗視(獣変貌)", "獣変貌"],
  },
  {
    name: "リカント（大型草食獣リカント）",
    barbarous: false,
    dice: [1, 1, 2, 2, 1, 1],
    plus: [0, 3, 0, 0, 6, 0],
    abilities: ["暗視(獣変貌)", "獣変貌(大型草食獣)"],
  },
  {
    name: "リカント（小型草食獣リカント）",
    barbarous: false,
    dice: [1, 1, 2, 2, 1, 1],
    plus: [0, 3, 0, 0, 6, 0],
    abilities: ["暗視(獣変貌)", "獣変貌(小型草食獣)"],
  },
  {
    name: "リルドラケン",
    en: "Lildraken",
    barbarous: false,
    dice: [1, 2, 2, 2, 1, 2],
    plus: [0, 0, 0, 6, 0, 0],
    abilities: ["鱗の皮膚", "尻尾が武器", "剣の加護／風の翼"],
  },
  {
    name: "リルドラケン（小翼種リルドラケン）",
    barbarous: false,
    dice: [1, 2, 2, 2, 1, 2],
    plus: [0, 0, 0, 6, 0, 0],
    abilities: ["鱗の皮膚", "尻尾が武器", "剣の加護／竜の咆哮"],
  },
  {
    name: "リルドラケン（有毛種リルドラケン）",
    barbarous: false,
    dice: [1, 2, 2, 2, 1, 2],
    plus: [0, 0, 0, 6, 0, 0],
    abilities: ["暖かき風", "剣の加護／風の翼"],
  },
  {
    name: "グラスランナー",
    en: "Grassrunner",
    barbarous: false,
    dice: [2, 2, 1, 2, 1, 2],
    plus: [0, 0, 0, 6, 0, 6],
    abilities: ["マナ不干渉", "虫や植物との意思疎通"],
  },
  {
    name: "グラスランナー（アリーシャ）",
    barbarous: false,
    dice: [2, 2, 1, 2, 1, 2],
    plus: [0, 0, 0, 6, 0, 6],
    abilities: ["マナ不干渉", "虫や植物との意思疎通"],
  },
  {
    name: "グラスランナー（クリメノス）",
    barbarous: false,
    dice: [2, 2, 1, 2, 1, 2],
    plus: [0, 0, 0, 6, 0, 6],
    abilities: ["マナ不干渉", "虫や植物との意思疎通"],
  },
  {
    name: "メリア",
    barbarous: false,
    dice: [1, 1, 1, 2, 1, 1],
    plus: [0, 0, 0, 6, 0, 0],
    abilities: ["繁茂する生命"],
  },
  {
    name: "メリア（カーニバラスメリア）",
    barbarous: false,
    dice: [1, 1, 1, 2, 1, 1],
    plus: [0, 0, 0, 6, 0, 0],
    abilities: ["捕食する生命"],
  },
  {
    name: "メリア（ファンギーメリア）",
    barbarous: false,
    dice: [1, 1, 1, 2, 1, 1],
    plus: [0, 0, 0, 6, 0, 0],
    abilities: ["胞子散布"],
  },
  {
    name: "ティエンス",
    barbarous: false,
    dice: [2, 2, 1, 1, 2, 2],
    plus: [0, 0, 0, 3, 0, 3],
    abilities: ["通じ合う意識"],
  },
  {
    name: "ティエンス（ティエンス機解種）",
    barbarous: false,
    dice: [2, 2, 1, 1, 2, 2],
    plus: [0, 0, 0, 3, 0, 3],
    abilities: ["無生物と通じ合う意識"],
  },
  {
    name: "ティエンス（ティエンス魔解種）",
    barbarous: false,
    dice: [2, 2, 1, 1, 2, 2],
    plus: [0, 0, 0, 3, 0, 3],
    abilities: ["魔神と通じ合う意識"],
  },
  {
    name: "レプラカーン",
    barbarous: false,
    dice: [2, 1, 2, 2, 2, 2],
    abilities: ["暗視", "見えざる手", "姿なき職人"],
  },
  {
    name: "レプラカーン（放浪種レプラカーン）",
    barbarous: false,
    dice: [2, 1, 2, 2, 2, 2],
    abilities: ["暗視", "見えざる手", "姿消す職人"],
  },
  {
    name: "レプラカーン（探索種レプラカーン）",
    barbarous: false,
    dice: [2, 1, 2, 2, 2, 2],
    abilities: ["暗視", "見えざる手", "群れなす職人"],
  },
  {
    name: "アルヴ",
    barbarous: false,
    dice: [1, 1, 2, 2, 1, 1],
    plus: [0, 3, 3, 0, 6, 0],
    abilities: ["暗視", "吸精"],
  },
  { name: "シャドウ", barbarous: false, dice: [1, 1, 2, 2, 2, 2], abilities: ["暗視", "月光の守り"] },
  {
    name: "ソレイユ",
    barbarous: false,
    dice: [1, 2, 1, 2, 1, 2],
    plus: [0, 0, 6, 0, 0, 0],
    abilities: ["輝く肉体", "太陽の再生", "太陽の子"],
  },
  { name: "スプリガン", barbarous: false, dice: [1, 2, 1, 1, 2, 1], abilities: ["暗視", "巨人化"] },
  {
    name: "アビスボーン",
    barbarous: false,
    dice: [2, 1, 1, 2, 2, 1],
    plus: [0, 0, 6, 0, 0, 0],
    abilities: [
      "奈落の落とし子",
      ["奈落の身体／アビストランク", "奈落の身体／アビスアーム", "奈落の身体／アビスアイ"],
    ],
  },
  { name: "ハイマン", barbarous: false, dice: [2, 1, 2, 1, 1, 1], abilities: ["魔法の申し子", "デジャヴ"] },
  {
    name: "フロウライト",
    barbarous: false,
    dice: [2, 2, 2, 2, 1, 2],
    plus: [0, 0, 6, 0, 0, 6],
    abilities: ["魂の輝き", "鉱石の生命", "晶石の身体"],
    restrictedClasses: ["エンハンサー"],
  },
  {
    name: "フィー",
    barbarous: false,
    dice: [2, 2, 1, 1, 1, 2],
    plus: [0, 6, 0, 0, 0, 0],
    abilities: ["妖精の加護", "浮遊"],
    restrictedClasses: ["プリースト", "マギテック"],
  },
  {
    name: "ミアキス",
    barbarous: false,
    dice: [1, 2, 1, 2, 2, 2],
    plus: [0, 0, 0, 0, 6, 0],
    abilities: ["暗視", "猫変化", "獣性の発露"],
  },
  {
    name: "ヴァルキリー",
    barbarous: false,
    dice: [2, 1, 2, 2, 1, 1],
    plus: [0, 0, 0, 0, 0, 6],
    abilities: ["戦乙女の光羽", "戦乙女の祝福"],
  },
  {
    name: "センティアン（ルミエル）",
    barbarous: false,
    dice: [1, 2, 1, 2, 2, 2],
    abilities: ["刻まれし聖印", "神の恩寵", "神の御名と共に"],
  },
  {
    name: "センティアン（カルディア）",
    barbarous: false,
    dice: [1, 2, 1, 1, 1, 1],
    plus: [0, 0, 0, 0, 6, 6],
    abilities: ["刻まれし聖印", "神の庇護", "神への祈り"],
  },
  {
    name: "ノーブルエルフ",
    barbarous: false,
    dice: [2, 2, 1, 2, 2, 2],
    abilities: ["暗視", "剣の加護／水の申し子", "カリスマ", "痛みに弱い"],
  },
  {
    name: "マナフレア",
    barbarous: false,
    dice: [2, 1, 2, 2, 2, 1],
    plus: [0, 6, 6, 0, 0, 6],
    abilities: ["溢れるマナ", "マナの手"],
    restrictedClasses: [
      "ソーサラー",
      "コンジャラー",
      "プリースト",
      "フェアリーテイマー",
      "マギテック",
      "ドルイド",
      "デーモンルーラー",
      "グリモワール",
    ],
  },
  {
    name: "魔動天使",
    barbarous: false,
    dice: [2, 1, 1, 2, 2, 2],
    plus: [0, 6, 6, 0, 0, 0],
    fixed: { technique: 9, body: 9, mind: 9 },
    abilities: ["暗視", "造られし強さ", "鋼鉄の翼", ["契約の絆", "新たな契約の絆"]],
  },
  {
    name: "ウィークリング（ガルーダ）",
    barbarous: true,
    dice: [2, 2, 2, 2, 2, 2],
    abilities: ["蛮族の身体", "未熟な翼", "切り裂く風"],
    statusMod: { agility: 3 },
  },
  {
    name: "ウィークリング（タンノズ）",
    barbarous: true,
    dice: [2, 2, 2, 2, 2, 2],
    abilities: ["蛮族の身体", "水中適性", "甲殻の手"],
    statusMod: { spirit: 3 },
  },
  {
    name: "ウィークリング（バジリスク）",
    barbarous: true,
    dice: [2, 2, 2, 2, 2, 2],
    abilities: ["蛮族の身体", "石化の視線", "毒の血液"],
    statusMod: { intelligence: 3 },
  },
  {
    name: "ウィークリング（ミノタウロス）",
    barbarous: true,
    dice: [2, 2, 2, 2, 2, 2],
    abilities: ["蛮族の身体", "暗視", "剛力"],
    statusMod: { strength: 3 },
  },
  {
    name: "ウィークリング（マーマン）",
    barbarous: true,
    dice: [2, 2, 2, 2, 2, 2],
    abilities: ["蛮族の身体", "水中適性", "水・氷耐性"],
    lv6: ["バブルフォーム"],
    statusMod: { spirit: 3 },
  },
  {
    name: "ドレイク",
    barbarous: true,
    dice: [1, 1, 2, 2, 2, 2],
    plus: [0, 0, 0, 0, 6, 0],
    abilities: ["暗視", "魔剣の所持", "飛行（飛翔）", "竜化"],
    replace: { "飛行（飛翔）": { level: 13, name: "飛行Ⅱ（飛翔Ⅱ）" } },
  },
  {
    name: "ドレイクブロークン",
    barbarous: true,
    dice: [1, 1, 2, 2, 2, 2],
    plus: [0, 0, 0, 0, 6, 0],
    abilities: ["暗視", "限定竜化"],
  },
  {
    name: "バジリスク",
    barbarous: true,
    dice: [1, 2, 2, 2, 1, 1],
    plus: [6, 0, 0, 0, 0, 0],
    abilities: ["邪視と瞳石", "猛毒の血液", "魔物化"],
  },
  {
    name: "ディアボロ",
    barbarous: true,
    dice: [2, 2, 2, 2, 1, 1],
    plus: [0, 0, 6, 0, 0, 6],
    abilities: ["暗視", "飛行（飛翔）", "魔神の皮膚", "魔人化"],
    replace: { "飛行（飛翔）": { level: 11, name: "飛行Ⅱ（飛翔Ⅱ）" } },
  },
  {
    name: "ダークトロール",
    barbarous: true,
    dice: [2, 1, 2, 2, 1, 2],
    plus: [0, 0, 0, 6, 0, 0],
    abilities: ["暗視", "弱体化", "トロールの体躯"],
    lv6: ["限定再生"],
  },
  {
    name: "アルボル",
    barbarous: true,
    dice: [2, 2, 1, 1, 2, 2],
    plus: [0, 0, 0, 3, 0, 0],
    abilities: [["憤怒の炎／炎の武器", "憤怒の炎／炎の盾"]],
  },
  {
    name: "バーバヤガー",
    barbarous: true,
    dice: [2, 1, 1, 1, 2, 1],
    plus: [0, 0, 0, 0, 0, 6],
    abilities: ["魔女化", "魔女の火"],
  },
  {
    name: "ケンタウロス",
    barbarous: true,
    dice: [2, 1, 2, 2, 1, 2],
    plus: [6, 0, 0, 0, 0, 0],
    abilities: ["半馬半人", "馬人の武術"],
    restrictedClasses: ["グラップラー"],
  },
  {
    name: "シザースコーピオン",
    barbarous: true,
    dice: [1, 1, 2, 2, 2, 2],
    plus: [6, 0, 0, 0, 0, 0],
    abilities: ["暗視", "蠍人の身体", "蠍人の体術"],
  },
  {
    name: "ドーン",
    barbarous: true,
    dice: [2, 2, 1, 2, 2, 1],
    plus: [6, 0, 0, 0, 0, 0],
    abilities: ["暗視", "暗殺の心得", "親しき闇"],
  },
  {
    name: "コボルド",
    barbarous: true,
    dice: [2, 2, 1, 1, 2, 2],
    abilities: ["種の限界", "軽視", "小さな匠"],
  },
  {
    name: "ラミア",
    barbarous: true,
    dice: [1, 2, 1, 2, 2, 2],
    abilities: ["暗視", "ラミアの身体", "ラミアの吸血", "変化"],
  },
  {
    name: "ラルヴァ",
    barbarous: true,
    dice: [1, 2, 2, 1, 2, 1],
    plus: [0, 0, 6, 0, 0, 0],
    abilities: ["暗視", "吸血の祝福", "忌むべき血", "弱体化"],
  },
  {
    name: "リザードマン",
    barbarous: true,
    dice: [1, 2, 2, 2, 2, 1],
    abilities: ["尻尾が武器", "水中活動", "無呼吸活動"],
    lv6: [["仲間との連携", "敵への憤怒"]],
    lv11: [["仲間との連携", "敵への憤怒"]],
    lv16: [["仲間との連携", "敵への憤怒"]],
  },
  {
    name: "ライカンスロープ",
    barbarous: true,
    dice: [2, 2, 2, 2, 2, 2],
    plus: [0, 0, 0, 6, 0, 0],
    abilities: ["暗視", "獣人の力", "獣化"],
  },
  {
    name: "バルカン",
    barbarous: true,
    dice: [2, 1, 2, 2, 2, 1],
    plus: [0, 0, 0, 6, 0, 0],
    abilities: ["暗視", "炎無効", "バルカンの宝石"],
    lv6: ["強制召喚"],
    restrictedClasses: ["プリースト"],
  },
  {
    name: "センティアン（イグニス）",
    barbarous: true,
    dice: [1, 2, 2, 1, 2, 2],
    plus: [0, 0, 0, 6, 0, 0],
    abilities: ["刻まれし聖印", "暗視", "神の兵士", "神への礼賛"],
  },
  { name: "ウィークリング", barbarous: true, dice: [2, 2, 2, 2, 2, 2], abilities: [] },
  { name: "ナイトメア", en: "Nightmare", barbarous: false, dice: [2, 2, 1, 1, 2, 2], abilities: [] },
];

/** The ability every race gains at adventurer level 16 (ytsheet2 writes it first). */
export const LEVEL_16_ABILITY = "剣の託宣／運命凌駕";

const fold = (text: string) => text.normalize("NFKC").replace(/\s+/g, "").toLowerCase();
const BY_NAME = new Map<string, RaceFacts>();
for (const race of RACE_FACTS)
  for (const name of [race.name, race.en]) if (name) BY_NAME.set(fold(name), race);

/** A race by ytsheet2's name or its English one (any width, case or blanks); null when ytsheet2 has none. */
export function raceFacts(name: string): RaceFacts | null {
  const key = fold(name ?? "");
  return key === "" ? null : (BY_NAME.get(key) ?? null);
}

const ABILITY_ORDER: readonly Ability[] = [
  "dexterity",
  "agility",
  "strength",
  "vitality",
  "intelligence",
  "spirit",
];

/**
 * The race's dice as the creation roll reads them ("2d", "1d+6"; a fixed "9"; "" = not the race's). A
 * variant's score change is in its die ("2d+3", "1d-3"): our scores keep it in the race's part of the score.
 */
export function raceDiceOf(race: RaceFacts): Record<CreationKey, string> {
  const out = {
    technique: race.fixed ? String(race.fixed.technique) : "",
    body: race.fixed ? String(race.fixed.body) : "",
    mind: race.fixed ? String(race.fixed.mind) : "",
  } as Record<CreationKey, string>;
  ABILITY_ORDER.forEach((ability, i) => {
    const plus = (race.plus?.[i] ?? 0) + (race.statusMod?.[ability] ?? 0);
    out[ability] = `${race.dice[i]}d${plus > 0 ? `+${plus}` : plus < 0 ? `${plus}` : ""}`;
  });
  return out;
}

/** The classes ytsheet2 marks as not open to the race (Japanese names); none for a race it does not know. */
export function restrictedClassesOf(raceName: string): readonly string[] {
  return raceFacts(raceName)?.restrictedClasses ?? [];
}

/** The restricted classes ytsheet2 names that are classes of our rules (グリモワール is not). */
const CLASS_IDS_BY_NAME: Readonly<Record<string, ClassId>> = {
  グラップラー: "grappler",
  ソーサラー: "sorcerer",
  コンジャラー: "conjurer",
  プリースト: "priest",
  フェアリーテイマー: "fairyTamer",
  マギテック: "artificer",
  ドルイド: "druid",
  デーモンルーラー: "daemonRuler",
  エンハンサー: "enhancer",
};

/** Of our classes, those ytsheet2 marks as not open to the race. */
export function restrictedClassIdsOf(raceName: string): ClassId[] {
  return restrictedClassesOf(raceName).flatMap((name) => CLASS_IDS_BY_NAME[name] ?? []);
}

/**
 * The race's abilities at an adventurer level, as ytsheet2 writes them in `raceAbility`: the race's, then
 * those of levels 6, 11 and 16 reached; each choice filled from `chosen` in order (one not made, or not one of
 * the options, is left out); an ability replaced from a level on by its replacement; from level 16
 * 剣の託宣／運命凌駕 first; an ability that comes twice once, marked ＋.
 */
export function raceAbilityNamesAt(race: RaceFacts, level: number, chosen: readonly string[] = []): string[] {
  let choice = 0;
  const names: string[] = [];
  const take = (entries: readonly RaceAbilityEntry[] | undefined) => {
    for (const entry of entries ?? []) {
      if (typeof entry !== "string") {
        const pick = (chosen[choice++] ?? "").trim();
        if (entry.includes(pick)) names.push(pick);
        continue;
      }
      let name = entry;
      for (let step = 0; step < 5; step++) {
        const next = race.replace?.[name];
        if (!next || level < next.level || next.name === name) break;
        name = next.name;
      }
      names.push(name);
    }
  };
  take(race.abilities);
  if (level >= 6) take(race.lv6);
  if (level >= 11) take(race.lv11);
  if (level >= 16) {
    take(race.lv16);
    names.unshift(LEVEL_16_ABILITY);
  }
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count >= 2 ? `${name}＋` : name));
}

/** A new race item's dice (src/system/data/race-data.ts): 2d for A–F, Technique, Body and Mind unset. */
const NEW_ITEM_DICE: Readonly<Record<CreationKey, string>> = {
  technique: "",
  body: "",
  mind: "",
  dexterity: "2d",
  agility: "2d",
  strength: "2d",
  vitality: "2d",
  intelligence: "2d",
  spirit: "2d",
};

/**
 * The dice a starting roll uses: the race item's, or, when it sets none (every one empty, or a new item's dice
 * left as they came), those of ytsheet2's races table for the race's name. A race the table does not know
 * keeps the item's.
 */
export function creationDiceOf(
  itemDice: Partial<Record<CreationKey, string>>,
  raceName: string,
): Partial<Record<CreationKey, string>> {
  const die = (key: CreationKey) => (itemDice[key] ?? "").replace(/\s+/g, "").toLowerCase();
  const keys = Object.keys(NEW_ITEM_DICE) as CreationKey[];
  const unset = keys.every((k) => die(k) === "") || keys.every((k) => die(k) === NEW_ITEM_DICE[k]);
  const race = unset ? raceFacts(raceName) : null;
  return race ? raceDiceOf(race) : itemDice;
}
