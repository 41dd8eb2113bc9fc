/**
 * ytsheet2's chat palette variables, read from our derived values. ytsheet2 writes its default palette with
 * `{name}` references (`{命中1}`, `{追加D1}`, `{回避1}`, `{スカウト技巧}`, `{真語魔法}`, …) and, when it hands the
 * palette to a dice tool, appends `//name=value` lines defining them from the sheet. A palette copied from
 * ytsheet2 without those lines (the `chatPalette` field of its export holds only the lines the player kept)
 * must still roll here: each of its names is given the value our rules derive for the same thing. The names
 * and what each stands for follow ytsheet2's own definitions (checked against its output for invented sheets,
 * test/fixtures/ytsheet2-palette/).
 */
import type { CharacterDerived } from "../derivation/character-derived.js";
import { magicPowerOf } from "../derivation/magic-power.js";
import { ABILITIES, type Ability, type ClassId } from "../vocabulary.js";

/** A class level as the palette reads it (classes the character has; a class listed twice counts once). */
export interface PaletteClassLevel {
  readonly classId: ClassId;
  readonly level: number;
}

/** ytsheet2's class name and its three-letter id (its `lv<Id>` field), per class of ours. */
export const YTSHEET_CLASS_NAMES: Readonly<Partial<Record<ClassId, readonly [string, string]>>> = {
  fighter: ["ファイター", "Fig"],
  grappler: ["グラップラー", "Gra"],
  battleDancer: ["バトルダンサー", "Bat"],
  fencer: ["フェンサー", "Fen"],
  marksman: ["シューター", "Sho"],
  sorcerer: ["ソーサラー", "Sor"],
  conjurer: ["コンジャラー", "Con"],
  priest: ["プリースト", "Pri"],
  artificer: ["マギテック", "Mag"],
  fairyTamer: ["フェアリーテイマー", "Fai"],
  druid: ["ドルイド", "Dru"],
  daemonRuler: ["デーモンルーラー", "Dem"],
  abyssGazer: ["アビスゲイザー", "Aby"],
  scout: ["スカウト", "Sco"],
  ranger: ["レンジャー", "Ran"],
  sage: ["セージ", "Sag"],
  enhancer: ["エンハンサー", "Enh"],
  bard: ["バード", "Bar"],
  rider: ["ライダー", "Rid"],
  alchemist: ["アルケミスト", "Alc"],
  geomancer: ["ジオマンサー", "Geo"],
  tactician: ["ウォーリーダー", "War"],
  darkHunter: ["ダークハンター", "Dar"],
  grimoire: ["グリモワール", "Gri"],
  physicalMaster: ["フィジカルマスター", "Phy"],
  mystic: ["ミスティック", "Mys"],
  artisan: ["アーティザン", "Art"],
  aristocrat: ["アリストクラシー", "Ari"],
};

/** ytsheet2's package names (class name + this), per package of ours. */
const PACKAGE_NAMES: Readonly<Record<string, string>> = {
  finesse: "技巧",
  movement: "運動",
  observation: "観察",
  knowledge: "知識",
  lore: "見識",
  initiative: "先制",
  monsterLore: "魔物知識",
};

/** ytsheet2's magic power variables: the school's name, cast with the class's magic power. */
const SCHOOL_NAMES: readonly (readonly [string, ClassId | "wizard"])[] = [
  ["真語魔法", "sorcerer"],
  ["操霊魔法", "conjurer"],
  ["深智魔法", "wizard"],
  ["神聖魔法", "priest"],
  ["魔動機術", "artificer"],
  ["妖精魔法", "fairyTamer"],
  ["森羅魔法", "druid"],
  ["召異魔法", "daemonRuler"],
  ["奈落魔法", "abyssGazer"],
  ["秘奥魔法", "grimoire"],
];

/**
 * ytsheet2's powers of the classes whose crafts roll like magic: class level + the named ability's bonus
 * (奏力 for Bard songs, 賦術 for Alchemist, 理力 for Dark Hunter, 占瞳 for Mystic).
 */
const CRAFT_POWERS: readonly (readonly [string, ClassId, Ability])[] = [
  ["奏力", "bard", "spirit"],
  ["賦術", "alchemist", "intelligence"],
  ["理力", "darkHunter", "spirit"],
  ["占瞳", "mystic", "intelligence"],
];

/** ytsheet2's ability names: score (two spellings), its increase (always 0: our scores include it), bonus. */
const ABILITY_NAMES: Readonly<Record<Ability, readonly [string, string, string]>> = {
  dexterity: ["器用度", "器用", "DEX"],
  agility: ["敏捷度", "敏捷", "AGI"],
  strength: ["筋力", "筋力", "STR"],
  vitality: ["生命力", "生命", "VIT"],
  intelligence: ["知力", "知力", "INT"],
  spirit: ["精神力", "精神", "MND"],
};

const ABILITY_SHORT: Readonly<Record<Ability, string>> = {
  dexterity: "dex",
  agility: "agi",
  strength: "str",
  vitality: "vit",
  intelligence: "int",
  spirit: "mnd",
};

/**
 * The modifiers ytsheet2's default palette defines on its own lines (`//命中修正=0` …) for the player to change
 * at the table, with their default text. A palette that uses one without its line still rolls (with the
 * default); a `//name=value` line in the palette wins, as in ytsheet2.
 */
export const YTSHEET_PRESET_DEFAULTS: ReadonlyMap<string, string> = new Map([
  ["命中修正", "0"],
  ["C修正", "0"],
  ["追加D修正", "0"],
  ["必殺効果", "0"],
  ["クリレイ", "0"],
  ["出目修正", "$+{クリレイ}#{必殺効果}"],
  ["ガン追加D修正", "0"],
  ["魔力修正", "0"],
  ["行使修正", "0"],
  ["魔法C", "10"],
  ["魔法D修正", "0"],
  ["物理魔法D修正", "0"],
  ["回復量修正", "0"],
  ["生命抵抗修正", "0"],
  ["精神抵抗修正", "0"],
  ["回避修正", "0"],
  ["打撃修正", "0"],
]);

function levelOf(classes: readonly PaletteClassLevel[], id: ClassId): number {
  let level = 0;
  for (const c of classes) if (c.classId === id && Number.isFinite(c.level)) level = Math.max(level, c.level);
  return level;
}

/**
 * Every ytsheet2 palette variable the character has, by ytsheet2's name: abilities (score, increase, bonus in
 * all of ytsheet2's spellings), adventurer and class levels (Japanese name and upper-case id), resistances,
 * max HP/MP, packages, magic powers, the crafts' powers, and per equipped weapon N (in sheet order)
 * `命中N` accuracy, `威力N` power, `C値N` C value and `追加DN` extra damage; `回避1` evasion, `防護1` defense.
 */
export function ytsheetValues(
  d: CharacterDerived,
  classes: readonly PaletteClassLevel[],
): Map<string, number> {
  const v = new Map<string, number>();
  for (const a of ABILITIES) {
    const [score, alias, upper] = ABILITY_NAMES[a];
    const bonus = d.modifiers[a];
    v.set(score, d.scores[a]);
    v.set(alias, d.scores[a]);
    v.set(upper, d.scores[a]);
    v.set(`${score}増強`, 0);
    v.set(`${alias}増強`, 0);
    v.set(`${alias}B`, bonus);
    v.set(`${ABILITY_SHORT[a]}B`, bonus);
  }
  v.set("冒険者レベル", d.adventurerLevel);
  v.set("冒険者", d.adventurerLevel);
  v.set("LV", d.adventurerLevel);
  for (const [id, names] of Object.entries(YTSHEET_CLASS_NAMES) as [ClassId, readonly [string, string]][]) {
    const level = levelOf(classes, id);
    if (level <= 0) continue;
    v.set(names[0], level);
    v.set(names[1].toUpperCase(), level);
  }
  const sorcerer = levelOf(classes, "sorcerer");
  const conjurer = levelOf(classes, "conjurer");
  if (sorcerer > 0 && conjurer > 0) {
    v.set("ウィザード", Math.max(sorcerer, conjurer));
    v.set("WIZ", Math.max(sorcerer, conjurer));
  }
  v.set("生命抵抗", d.fortitude);
  v.set("精神抵抗", d.willpower);
  v.set("最大HP", d.hpMax);
  v.set("最大MP", d.mpMax);
  for (const p of d.packages) {
    const cls = YTSHEET_CLASS_NAMES[p.classId];
    const pkg = PACKAGE_NAMES[p.packageId];
    if (cls && pkg) v.set(`${cls[0]}${pkg}`, p.value);
  }
  // ytsheet2 gives every War Leader a second initiative package on Int (its 軍師の知略 command).
  const tactician = levelOf(classes, "tactician");
  if (tactician > 0) v.set("ウォーリーダー先制(知)", tactician + d.modifiers.intelligence);
  for (const [name, source] of SCHOOL_NAMES)
    if (d.magicPowers.some((m) => m.source === source)) v.set(name, magicPowerOf(d.magicPowers, source));
  for (const [name, id, ability] of CRAFT_POWERS) {
    const level = levelOf(classes, id);
    if (level > 0) v.set(name, level + d.modifiers[ability]);
  }
  d.weapons.forEach((w, i) => {
    const n = i + 1;
    v.set(`命中${n}`, w.accuracy);
    v.set(`威力${n}`, w.power);
    if (w.criticalValue !== null) v.set(`C値${n}`, w.criticalValue);
    v.set(`追加D${n}`, w.extraDamage + w.proficiency);
  });
  v.set("回避1", d.evasion);
  v.set("防護1", d.defense);
  return v;
}

/** Our English value names → ytsheet2's, for writing a palette ytsheet2 reads back. */
const EXPORT_NAMES: Readonly<Record<string, string>> = {
  adventurerLevel: "冒険者",
  fortitude: "生命抵抗",
  willpower: "精神抵抗",
  evasion: "回避1",
  defense: "防護1",
  hp: "最大HP",
  mp: "最大MP",
  accuracy: "命中1",
  power: "威力1",
  crit: "C値1",
  extraDamage: "追加D1",
  // Our own Japanese aliases, to ytsheet2's numbered names.
  冒険者レベル: "冒険者",
  命中: "命中1",
  命中力: "命中1",
  威力: "威力1",
  C値: "C値1",
  追加ダメージ: "追加D1",
  回避: "回避1",
  回避力: "回避1",
  防護: "防護1",
  防護点: "防護1",
  生命抵抗力: "生命抵抗",
  精神抵抗力: "精神抵抗",
  ...Object.fromEntries(ABILITIES.map((a) => [a, ABILITY_NAMES[a][0]])),
  ...Object.fromEntries(ABILITIES.map((a) => [`${a}Bonus`, `${ABILITY_NAMES[a][1]}B`])),
};

/** Names ytsheet2 defines whatever the sheet holds (per weapon, per evasion row, numbered; its modifiers). */
const YTSHEET_NUMBERED = /^(命中|威力|C値|追加D|回避|防護|武器)\d+$/;

/** Every other name ytsheet2 may define: abilities, levels, classes, packages, magic and craft powers. */
const YTSHEET_NAMES: ReadonlySet<string> = new Set([
  ...ABILITIES.flatMap((a) => {
    const [score, alias, upper] = ABILITY_NAMES[a];
    return [score, alias, upper, `${score}増強`, `${alias}増強`, `${alias}B`, `${ABILITY_SHORT[a]}B`];
  }),
  "冒険者レベル",
  "冒険者",
  "LV",
  "ウィザード",
  "WIZ",
  "生命抵抗",
  "精神抵抗",
  "最大HP",
  "最大MP",
  "ウォーリーダー先制(知)",
  ...Object.values(YTSHEET_CLASS_NAMES).flatMap((names) => (names ? [names[0], names[1].toUpperCase()] : [])),
  ...Object.values(YTSHEET_CLASS_NAMES).flatMap((names) =>
    names ? Object.values(PACKAGE_NAMES).map((p) => `${names[0]}${p}`) : [],
  ),
  ...SCHOOL_NAMES.map(([name]) => name),
  ...CRAFT_POWERS.map(([name]) => name),
  ...YTSHEET_PRESET_DEFAULTS.keys(),
]);

/** Whether ytsheet2 itself defines `name` in a palette it outputs (so it is written as is). */
export function isYtsheetName(name: string): boolean {
  return YTSHEET_NAMES.has(name) || YTSHEET_NUMBERED.test(name);
}

/**
 * The ytsheet2 name for one of our reference names, or null when ytsheet2 has none. Numbered weapon names
 * (`accuracy2`) and package keys (`scout.finesse`) are mapped too.
 */
export function ytsheetName(name: string): string | null {
  if (Object.hasOwn(EXPORT_NAMES, name)) return EXPORT_NAMES[name] ?? null;
  const numbered = /^(accuracy|power|crit|extraDamage)(\d+)$/.exec(name);
  if (numbered) {
    const prefix = { accuracy: "命中", power: "威力", crit: "C値", extraDamage: "追加D" }[
      numbered[1] as "accuracy"
    ];
    return `${prefix}${numbered[2]}`;
  }
  const pkg = /^(\w+)\.(\w+)$/.exec(name);
  if (pkg) {
    const cls = Object.hasOwn(YTSHEET_CLASS_NAMES, pkg[1] ?? "")
      ? YTSHEET_CLASS_NAMES[pkg[1] as ClassId]
      : undefined;
    const part = Object.hasOwn(PACKAGE_NAMES, pkg[2] ?? "") ? PACKAGE_NAMES[pkg[2] ?? ""] : undefined;
    if (cls && part) return `${cls[0]}${part}`;
  }
  return null;
}
