/**
 * The chat palette: named rolls in BCDice notation whose `{reference}`s name the actor's values, in English
 * (`{accuracy}`) or as ytsheet2 writes them (`{命中1}`, `{器用B}`, `{冒険者}`, `{スカウト技巧}`, `{真語魔法}`).
 * A palette is ytsheet2's text: `### heading` lines, `//name=value` variable lines (usable anywhere in the
 * palette, before or after their line), rolls (`notation name`, or ゆとチャ's `name notation`) and plain text.
 * Resolving turns a roll line into plain notation; an unknown reference is an error value naming it. The default
 * palette is generated from the sheet's derived values, and the palette is written out in ytsheet2's text with
 * ytsheet2's own variable names, so ytsheet2 reads it back.
 */
import { evaluate, replaceParentheses } from "../../dice/notation-arithmetic.js";
import { fail, ok, type Result } from "../../errors.js";
import { memoByText } from "../../memo.js";
import type { CharacterDerived } from "../derivation/character-derived.js";
import { ABILITIES, type Ability } from "../vocabulary.js";
import {
  isYtsheetName,
  type PaletteClassLevel,
  YTSHEET_PRESET_DEFAULTS,
  ytsheetName,
  ytsheetValues,
} from "./palette-ytsheet.js";

export type { PaletteClassLevel } from "./palette-ytsheet.js";

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
 * extra damage (weapons numbered from 1 add accuracy1, power1, …), checks and ability scores and bonuses, and
 * every ytsheet2 variable (`ytsheetValues`; class levels come from `classes`).
 */
export function paletteValues(
  d: CharacterDerived,
  classes: readonly PaletteClassLevel[] = [],
): Record<string, number> {
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
  for (const [name, value] of ytsheetValues(d, classes))
    if (!Object.hasOwn(values, name)) values[name] = value;
  return values;
}

/** ytsheet2's lines: `### heading`, `//name=value` variables, rolls, and any other text. */
export type PaletteLine =
  | { readonly kind: "roll"; readonly formula: string; readonly name: string }
  | { readonly kind: "heading"; readonly text: string }
  | { readonly kind: "variable"; readonly variable: string; readonly value: string }
  | { readonly kind: "text"; readonly text: string };

/**
 * How ytsheet2 tells a command from a comment (when it swaps them for ゆとチャ): a command starts with a digit,
 * a Latin letter, `:`, a sign, `{` or `(`.
 */
const COMMAND_START = /^[0-9a-z:+\-{(｛（]/i;

const VARIABLE_LINE = /^\/\/([^=]+)=(.*)$/s;

/** What one stored palette line is. */
export function paletteLine(entry: PaletteEntry): PaletteLine {
  const formula = entry.formula.trim();
  const name = entry.name.trim();
  const whole = name === "" ? formula : `${formula} ${name}`;
  if (formula.startsWith("###")) return { kind: "heading", text: whole.slice(3).trim() };
  if (formula.startsWith("//")) {
    const v = VARIABLE_LINE.exec(whole);
    const variable = v?.[1]?.trim() ?? "";
    if (v && variable !== "") return { kind: "variable", variable, value: (v[2] ?? "").trim() };
  }
  if (formula !== "" && COMMAND_START.test(formula)) return { kind: "roll", formula, name };
  return { kind: "text", text: whole };
}

/**
 * The palette's own variables (`//name=value` lines), wherever they stand: a line may use a variable defined
 * below it, as on ytsheet2's dice tools. A name defined twice keeps its last value.
 */
export function paletteVariables(entries: readonly PaletteEntry[]): Map<string, string> {
  const vars = new Map<string, string>();
  for (const entry of entries) {
    const line = paletteLine(entry);
    if (line.kind === "variable") vars.set(line.variable, line.value);
  }
  return vars;
}

/** Expansion stops here: a variable that names itself, or grows past any real roll, is an error value. */
const MAX_EXPANSION_PASSES = 32;
const MAX_EXPANDED_LENGTH = 4096;

const REFERENCE = /[{｛]([^{}｛｝]*)[}｝]/g;

/** A lookup of own keys only: `constructor`, `__proto__` and `toString` are names like any other. */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Keys by their lower case (ytsheet2 and BCDice match variable names regardless of case); the first wins. */
function lowerIndex<T>(entries: Iterable<readonly [string, T]>): Map<string, T> {
  const index = new Map<string, T>();
  for (const [key, value] of entries) {
    const lower = key.toLowerCase();
    if (!index.has(lower)) index.set(lower, value);
  }
  return index;
}

/** What a `{name}` may stand for: the palette's variables, then the actor's values, then ytsheet2's defaults. */
class Scope {
  private valueIndex: Map<string, number> | null = null;
  private variableIndex: Map<string, string> | null = null;

  constructor(
    private readonly values: PaletteValues,
    private readonly variables: ReadonlyMap<string, string>,
  ) {}

  /** Text to put in place of `{name}`, or undefined when nothing defines it. */
  find(name: string): string | undefined {
    let variable = this.variables.get(name);
    if (variable === undefined && this.variables.size > 0) {
      this.variableIndex ??= lowerIndex(this.variables);
      variable = this.variableIndex.get(name.toLowerCase());
    }
    if (variable !== undefined) return variable;
    const key = own(PALETTE_ALIASES, name) ?? name;
    let value = own(this.values, key);
    if (value === undefined) {
      this.valueIndex ??= lowerIndex(Object.entries(this.values));
      value = this.valueIndex.get(key.toLowerCase());
    }
    if (typeof value === "number" && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
    return YTSHEET_PRESET_DEFAULTS.get(name);
  }
}

/**
 * The formula with every `{name}` replaced, as ytsheet2's dice tools do: by the palette's own `//name=value`
 * lines (their text, expanded in turn), else by the actor's values (English names, ours in Japanese,
 * ytsheet2's), else by the defaults of ytsheet2's modifier lines. `PaletteUnknownReference` names the first
 * reference nothing defines; `PaletteVariableLoop` one whose expansion never ends.
 */
function expand(formula: string, scope: Scope): Result<string> {
  let text = formula;
  const loop = (name: string) =>
    fail<string>("PaletteVariableLoop", `the palette's {${name}} never stops expanding`, {
      params: { name },
    });
  for (let pass = 0; ; pass++) {
    REFERENCE.lastIndex = 0;
    const first = REFERENCE.exec(text);
    if (!first)
      return text.length > MAX_EXPANDED_LENGTH
        ? fail("NotationTooLong", `the palette line is longer than ${MAX_EXPANDED_LENGTH} characters`, {
            params: { length: text.length, max: MAX_EXPANDED_LENGTH },
          })
        : ok(text);
    if (pass >= MAX_EXPANSION_PASSES || text.length > MAX_EXPANDED_LENGTH)
      return loop((first[1] ?? "").trim());
    let missing: string | null = null;
    let overflow: string | null = null;
    let length = text.length;
    text = text.replace(REFERENCE, (whole, raw: string) => {
      if (overflow !== null || missing !== null) return whole;
      const name = raw.trim();
      const found = scope.find(name);
      if (found === undefined) {
        missing = name;
        return whole;
      }
      // Stop growing as soon as the line is past any real roll: a doubling variable ends here, not in memory.
      length += found.length - whole.length;
      if (length > MAX_EXPANDED_LENGTH) {
        overflow = name;
        return whole;
      }
      return found;
    });
    if (missing !== null)
      return fail(
        "PaletteUnknownReference",
        `the palette names {${missing}}, which this actor does not have`,
        {
          params: { name: missing },
        },
      );
    if (overflow !== null) return loop(overflow);
  }
}

/**
 * The expanded text made plain BCDice notation: a negative value after a sign read as BCDice expects,
 * parenthesised arithmetic worked out (rounding down, as BCDice does), a C value written as arithmetic in
 * brackets (`[10+0]`) worked out, ゆとチャ's marks in a power roll written as BCDice writes them (`//` half
 * damage is `h`, 首切 is `r5`), and ytsheet2's neutral modifiers dropped (`+0`, `$+0`, `#0`).
 */
const tidy = memoByText(tidyText);

function tidyText(expanded: string): string {
  let text = expanded.replace(/-\((-\d+)\)/g, (_w, n: string) => `+${n.slice(1)}`);
  text = text.replace(/\+\((-\d+)\)/g, "$1");
  text = replaceParentheses(text);
  text = text.replace(/\[([^[\]]+)\]/g, (whole, expr: string) => {
    const value = evaluate(expr, { round: "ceil", roundingSuffixes: false });
    return value === null ? whole : `[${value}]`;
  });
  if (/^s?k/i.test(text.trim())) text = text.replace(/\/\//g, "h").replace(/首切/g, "r5");
  return text
    .replace(/\$\+0(?!\d)/g, "")
    .replace(/#0(?!\d)/g, "")
    .replace(/\+-/g, "-")
    .replace(/-\+/g, "-")
    .replace(SUMMED_TERMS, (run: string) => {
      const sum = [...run.matchAll(/[+-]\d+/g)].reduce((a, m) => a + Number(m[0]), 0);
      // Numbers past exact integers stay as written (the engine refuses them as too large).
      if (!Number.isSafeInteger(sum)) return run;
      return sum < 0 ? String(sum) : `+${sum}`;
    })
    .replace(/\+0(?!\d)/g, "");
}

/**
 * Two or more added numbers in a row (`+2+3-1`), not after a first-roll mark (`$+2` is no addition) or a
 * half-damage mark (`h+1` is added after halving), nor inside a product: ytsheet2 spells a value as its parts
 * (`{スカウト}+{器用B}`), and they read better summed.
 */
const SUMMED_TERMS = /(?<![$*/hH])(?:[+-]\d+){2,}(?![\d*/])/g;

/**
 * A roll line's formula with every `{name}` replaced by its value (see `expand`), as plain notation;
 * `variables` are the palette's own `//name=value` lines (`paletteVariables`).
 */
export function resolvePalette(
  formula: string,
  values: PaletteValues,
  variables: ReadonlyMap<string, string> = new Map(),
): Result<string> {
  const expanded = expand(formula, new Scope(values, variables));
  return expanded.ok ? ok(tidy(expanded.value)) : expanded;
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

/**
 * A roll formula with ytsheet2's variable names in place of ours (`{accuracy1}` → `{命中1}`), so ytsheet2 reads
 * it back and defines them itself. A name ytsheet2 has no variable for (initiative, monster knowledge) is
 * written as its value when `values` has it, else left as is; a name the palette defines itself (`defined`) stays.
 */
export function ytsheetFormula(
  formula: string,
  values: PaletteValues | null = null,
  defined: ReadonlyMap<string, string> = new Map(),
): string {
  // Without the palette's own variables the answer depends on the formula and the two values ytsheet2 has
  // no name for: the usual case (every line of a default palette) is remembered.
  if (defined.size === 0) {
    const initiative = values ? own(values, "initiative") : undefined;
    const knowledge = values ? own(values, "monsterKnowledge") : undefined;
    // Only a number is ever written in (anything else leaves the name as it is, as no value does).
    const number = (v: unknown) => (typeof v === "number" ? v : undefined);
    return knownYtsheetFormula(`${number(initiative)}\u0000${number(knowledge)}\u0000${formula}`);
  }
  return spellForYtsheet(formula, values, defined);
}

/** `ytsheetFormula` without variables, by `initiative \0 monsterKnowledge \0 formula`. */
const knownYtsheetFormula = memoByText((key) => {
  const first = key.indexOf("\u0000");
  const second = key.indexOf("\u0000", first + 1);
  const initiative = key.slice(0, first);
  const knowledge = key.slice(first + 1, second);
  const formula = key.slice(second + 1);
  const values: Record<string, number> = {};
  if (initiative !== "undefined") values.initiative = Number(initiative);
  if (knowledge !== "undefined") values.monsterKnowledge = Number(knowledge);
  return spellForYtsheet(formula, values, new Map());
});

function spellForYtsheet(
  formula: string,
  values: PaletteValues | null,
  defined: ReadonlyMap<string, string>,
): string {
  return formula.replace(REFERENCE, (whole, raw: string) => {
    const name = raw.trim();
    if (defined.has(name) || isYtsheetName(name)) return whole;
    const english = own(PALETTE_ALIASES, name) ?? name;
    const renamed = ytsheetName(name) ?? ytsheetName(english);
    if (renamed !== null) return `{${renamed}}`;
    const value = values && NO_YTSHEET_NAME.has(english) ? own(values, english) : undefined;
    if (value !== undefined && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
    return whole;
  });
}

/** Our values ytsheet2 has no palette variable for (its default palette writes a package instead). */
const NO_YTSHEET_NAME: ReadonlySet<string> = new Set(["initiative", "monsterKnowledge"]);

/**
 * ytsheet2's palette text: one line per entry, a roll as the notation, a blank and the name (BCDice's comment),
 * with ytsheet2's variable names (`ytsheetFormula`); headings, variable lines and text as written.
 */
export function paletteText(entries: readonly PaletteEntry[], values: PaletteValues | null = null): string {
  const defined = paletteVariables(entries);
  return entries
    .map((e) => {
      const line = paletteLine(e);
      const formula = line.kind === "roll" ? ytsheetFormula(line.formula, values, defined) : e.formula.trim();
      return e.name.trim() === "" ? formula : `${formula} ${e.name.trim()}`;
    })
    .join("\n");
}

/** One line of ytsheet2 text as an entry (see `parsePaletteText`). */
function entryOf(line: string): PaletteEntry {
  if (line.startsWith("###") || line.startsWith("//")) return { name: "", formula: line };
  const words = line.split(/\s+/);
  const first = words[0] ?? "";
  if (COMMAND_START.test(first)) {
    // BCDice's form: the command, then its comment. ytsheet2 glues a comment on with "／" at times.
    const slash = first.indexOf("／");
    const formula = slash > 0 ? first.slice(0, slash) : first;
    const rest = [slash > 0 ? first.slice(slash + 1) : "", ...words.slice(1)].filter((w) => w !== "");
    return { name: rest.join(" "), formula };
  }
  const last = words[words.length - 1] ?? "";
  // ゆとチャ's form, as ytsheet2 writes it for that tool: the name, then the command.
  if (words.length > 1 && COMMAND_START.test(last))
    return { name: words.slice(0, -1).join(" "), formula: last };
  return { name: "", formula: line };
}

/**
 * ytsheet2's palette text back to entries (lines split at line breaks and at `<br>`, also HTML-escaped as
 * ytsheet2 stores it); blank lines are dropped. Headings and variable lines are kept whole in the formula.
 */
export function parsePaletteText(text: string): PaletteEntry[] {
  return text
    .split(/<br\s*\/?>|&lt;br\s*\/?&gt;|\r\n?|\n/i)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map(entryOf);
}
