/**
 * The chat palette: named rolls in BCDice notation whose `{reference}`s name the actor's values, in English
 * (`{accuracy}`) or as ytsheet2 writes them (`{命中}`, `{器用}`, `{冒険者}`). Resolving turns a line into plain
 * notation; an unknown reference is an error value naming it. The default palette is generated from the sheet's
 * derived values, and the palette is written out (and read back) in ytsheet2's palette text form.
 */
import { fail, ok, type Result } from "../errors.js";
import type { CharacterDerived } from "./character-derived.js";
import { ABILITIES, type Ability } from "./vocabulary.js";

export interface PaletteEntry {
  readonly name: string;
  readonly formula: string;
}

/** Reference name → value. Names are matched as written, and English ones case-insensitively. */
export type PaletteValues = Readonly<Record<string, number>>;

const ABILITY_JA: Readonly<Record<Ability, string>> = {
  dexterity: "器用",
  agility: "敏捷",
  strength: "筋力",
  vitality: "生命",
  intelligence: "知力",
  spirit: "精神",
};

/** ytsheet2's names for the same values (its palette variables), each an alias of an English key. */
export const PALETTE_ALIASES: Readonly<Record<string, string>> = {
  冒険者: "adventurerLevel",
  冒険者レベル: "adventurerLevel",
  命中: "accuracy",
  命中力: "accuracy",
  威力: "power",
  C値: "crit",
  追加ダメージ: "extraDamage",
  回避: "evasion",
  回避力: "evasion",
  防護: "defense",
  防護点: "defense",
  生命抵抗: "fortitude",
  生命抵抗力: "fortitude",
  精神抵抗: "willpower",
  精神抵抗力: "willpower",
  先制: "initiative",
  先制力: "initiative",
  魔物知識: "monsterKnowledge",
  最大HP: "hp",
  最大MP: "mp",
  ...Object.fromEntries(ABILITIES.map((a) => [ABILITY_JA[a], a])),
  ...Object.fromEntries(ABILITIES.map((a) => [`${ABILITY_JA[a]}B`, `${a}Bonus`])),
};

/**
 * The values a palette may name, from the derived sheet: the first equipped weapon's accuracy, power, C and
 * extra damage (weapons numbered from 1 add accuracy1, power1, …), checks and ability scores and bonuses.
 */
export function paletteValues(d: CharacterDerived): Record<string, number> {
  const values: Record<string, number> = {
    adventurerLevel: d.adventurerLevel,
    fortitude: d.fortitude,
    willpower: d.willpower,
    evasion: d.evasion,
    defense: d.defense,
    hp: d.hpMax,
    mp: d.mpMax,
  };
  if (d.initiative !== null) values.initiative = d.initiative;
  if (d.monsterKnowledge !== null) values.monsterKnowledge = d.monsterKnowledge;
  for (const a of ABILITIES) {
    values[a] = d.scores[a];
    values[`${a}Bonus`] = d.modifiers[a];
  }
  d.weapons.forEach((w, i) => {
    const n = i + 1;
    values[`accuracy${n}`] = w.accuracy;
    values[`power${n}`] = w.power;
    values[`extraDamage${n}`] = w.extraDamage + w.proficiency;
    if (w.criticalValue !== null) values[`crit${n}`] = w.criticalValue;
  });
  for (const key of ["accuracy", "power", "extraDamage", "crit"]) {
    const first = values[`${key}1`];
    if (first !== undefined) values[key] = first;
  }
  for (const p of d.packages) values[p.key] = p.value;
  return values;
}

function lookup(name: string, values: PaletteValues): number | undefined {
  const key = PALETTE_ALIASES[name] ?? name;
  if (key in values) return values[key];
  const lower = key.toLowerCase();
  const found = Object.keys(values).find((k) => k.toLowerCase() === lower);
  return found === undefined ? undefined : values[found];
}

/**
 * The formula with every `{name}` replaced by its value (a negative value in parentheses reads as BCDice
 * expects after a `+`). `PaletteUnknownReference` names the first reference the actor does not have.
 */
export function resolvePalette(formula: string, values: PaletteValues): Result<string> {
  let missing: string | null = null;
  const text = formula.replace(/[{｛]([^{}｛｝]+)[}｝]/g, (whole, raw: string) => {
    const value = lookup(raw.trim(), values);
    if (value === undefined) {
      missing ??= raw.trim();
      return whole;
    }
    return value < 0 ? `(${value})` : String(value);
  });
  if (missing !== null)
    return fail("PaletteUnknownReference", `the palette names {${missing}}, which this actor does not have`, {
      params: { name: missing },
    });
  return ok(text.replace(/\+\((-\d+)\)/g, "$1"));
}

export interface DefaultPaletteLabels {
  /** A label per key: accuracy, extraDamage, evasion, fortitude, willpower, initiative, monsterKnowledge. */
  readonly [key: string]: string;
}

/**
 * The palette a sheet offers before the player writes one: a line per equipped weapon (accuracy and damage),
 * evasion, the two resistances, initiative and monster knowledge where the character has them, and each skill
 * package. Labels come from the caller (localized), formulas reference the values by English name.
 */
export function defaultPalette(
  d: CharacterDerived,
  label: (key: string, n?: string) => string,
): PaletteEntry[] {
  const out: PaletteEntry[] = [];
  d.weapons.forEach((w, i) => {
    const n = i + 1;
    out.push({ name: label("accuracy", String(n)), formula: `2d6+{accuracy${n}}` });
    const crit = w.criticalValue === null ? "@13" : `@{crit${n}}`;
    out.push({ name: label("damage", String(n)), formula: `k{power${n}}+{extraDamage${n}}${crit}` });
  });
  out.push({ name: label("evasion"), formula: "2d6+{evasion}" });
  out.push({ name: label("fortitude"), formula: "2d6+{fortitude}" });
  out.push({ name: label("willpower"), formula: "2d6+{willpower}" });
  if (d.initiative !== null) out.push({ name: label("initiative"), formula: "2d6+{initiative}" });
  if (d.monsterKnowledge !== null)
    out.push({ name: label("monsterKnowledge"), formula: "2d6+{monsterKnowledge}" });
  for (const p of d.packages) out.push({ name: label(`package:${p.key}`), formula: `2d6+{${p.key}}` });
  return out;
}

/** ytsheet2's palette text: one roll a line, the notation then a blank and the name (BCDice's comment). */
export function paletteText(entries: readonly PaletteEntry[]): string {
  return entries
    .map((e) => (e.name.trim() === "" ? e.formula.trim() : `${e.formula.trim()} ${e.name.trim()}`))
    .join("\n");
}

/** ytsheet2's palette text back to entries (lines with `<br>` too); blank lines are dropped. */
export function parsePaletteText(text: string): PaletteEntry[] {
  return text
    .split(/<br\s*\/?>|\r\n?|\n/i)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const at = line.search(/\s/);
      return at < 0
        ? { name: "", formula: line }
        : { name: line.slice(at).trim(), formula: line.slice(0, at) };
    });
}
