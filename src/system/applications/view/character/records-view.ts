/**
 * The records tab's view: session records and their totals, the money ledger with its running balance, the
 * experience warning and the chat palette (stored, or generated from the sheet while none is stored). Every
 * number comes from src/rules/character/records.ts and palette.ts; this only shapes it for the template.
 */

import {
  experienceStatus,
  type LedgerEntry,
  ledgerBalance,
  type RecordTotals,
  recordTotals,
  type SessionRecord,
} from "../../../../rules/character/creation/records.js";
import type { CharacterDerived } from "../../../../rules/character/derivation/character-derived.js";
import {
  defaultPalette,
  type PaletteClassLevel,
  type PaletteEntry,
  type PaletteValues,
  paletteLine,
  paletteText,
  paletteValues,
  paletteVariables,
  resolvePalette,
} from "../../../../rules/character/palette/palette.js";
import { budgetedOdds, OddsBudget } from "../../../../rules/character/palette/palette-odds.js";
import { CLASS_IDS, type ClassId } from "../../../../rules/character/vocabulary.js";
import { parseNotation } from "../../../../rules/dice/notation.js";
import { notationOdds } from "../../../../rules/dice/notation-odds.js";
import { memoByText } from "../../../../rules/memo.js";
import { type Bag, bag, list, num, text } from "../read.js";

export interface PaletteButton {
  readonly index: number;
  /** A roll's name, a heading's or a text line's text. */
  readonly name: string;
  readonly formula: string;
  /** What the line is (ytsheet2's palette lines): a roll, a `###` heading, a `//name=value` variable, text. */
  readonly isRoll: boolean;
  readonly isHeading: boolean;
  readonly isVariable: boolean;
  readonly isText: boolean;
  /** The notation after references are resolved; "" when a reference is unknown. */
  readonly notation: string;
  /** The unknown reference's name, "" when every reference resolved. */
  readonly unknown: string;
  /** Why the line cannot roll, localized, shown on the line; "" when it rolls (or is no roll). */
  readonly message: string;
  /** A roll line whose notation the engine reads. */
  readonly rollable: boolean;
  /** "expected 12.0" / "success 58%" text parts, empty when the odds are not computed. */
  readonly expected: string;
  readonly success: string;
  /** The odds were left out of this render (too costly to compute with the rest): offered on demand. */
  readonly oddsDeferred: boolean;
}

export interface RecordsView {
  readonly totals: RecordTotals;
  readonly sessions: readonly (SessionRecord & { readonly index: number; readonly members: string })[];
  readonly ledger: readonly ReturnType<typeof ledgerBalance>[number][];
  readonly opening: number;
  readonly experience: ReturnType<typeof experienceStatus>;
  readonly palette: readonly PaletteButton[];
  /** No palette is stored: the buttons are the generated default. */
  readonly paletteIsDefault: boolean;
  /** The palette in ytsheet2's text form, for copying out. */
  readonly paletteText: string;
  readonly dishonor: number;
}

/** Foundry's localize/format, or a stand-in in tests. */
export type Localizer = (key: string, data?: Record<string, string>) => string;

/** The default palette's line names: "Accuracy (1)", a package as "Scout Technique". */
export function paletteLabel(t: Localizer): (key: string, n?: string) => string {
  return (key, n) => {
    if (key.startsWith("package:")) {
      const [classId, packageId] = key.slice("package:".length).split(".");
      return `${t(`SW25.Class.${classId}`)} ${t(`SW25.Package.${packageId}`)}`;
    }
    return t(`SW25.Palette.Default.${key}`, { n: n ?? "" });
  };
}

function sessionOf(raw: unknown): SessionRecord {
  const s = bag(raw);
  return {
    date: text(s.date),
    title: text(s.title),
    gm: text(s.gm),
    experience: num(s.experience),
    money: num(s.money),
    honor: num(s.honor),
    growth: text(s.growth),
    notes: text(s.notes),
  };
}

function ledgerOf(raw: unknown): LedgerEntry {
  const l = bag(raw);
  return { date: text(l.date), item: text(l.item), amount: num(l.amount) };
}

export function storedPalette(system: Bag): PaletteEntry[] {
  return list(system.palette).map((raw) => ({ name: text(bag(raw).name), formula: text(bag(raw).formula) }));
}

function percent(p: number): string {
  return `${(p * 100).toFixed(1)}%`;
}

/**
 * The odds of a notation never change, and a sheet renders its palette on every change of the actor: the
 * exact odds (a renewal equation per power roll) are kept per notation text, at most ODDS_CACHE_SIZE of
 * them, the oldest forgotten first. A render computes only the odds that fit in its work budget
 * (`budgetedOdds`); the others are computed when the player asks (`cachedNotationOdds`).
 */
const ODDS_CACHE_SIZE = 256;
const oddsCache = new Map<string, ReturnType<typeof notationOdds>>();

function remember(notation: string, odds: ReturnType<typeof notationOdds>): void {
  if (oddsCache.size >= ODDS_CACHE_SIZE) {
    const oldest = oddsCache.keys().next().value;
    if (oldest !== undefined) oddsCache.delete(oldest);
  }
  oddsCache.set(notation, odds);
}

/** The exact odds of a notation, however long they take (asked for on demand), kept for the next renders. */
export function cachedNotationOdds(notation: string): ReturnType<typeof notationOdds> {
  const known = oddsCache.get(notation);
  if (known) return known;
  const odds = notationOdds(notation);
  remember(notation, odds);
  return odds;
}

/** The odds known for a notation: cached, or computed now when they fit in `budget`; null = left for later. */
function knownOdds(notation: string, budget: OddsBudget): ReturnType<typeof notationOdds> | null {
  const known = oddsCache.get(notation);
  if (known) return known;
  const odds = budgetedOdds(notation, budget);
  if (odds) remember(notation, odds);
  return odds;
}

/** Why the engine refuses a notation, or null when it reads it: remembered per text, as the odds are. */
const notationRefusal = memoByText((notation) => {
  const parsed = parseNotation(notation);
  return parsed.ok ? null : parsed.error;
});

/** What the view needs besides the line: the palette's own variables, the odds budget, the localizer. */
export interface PaletteContext {
  readonly variables?: ReadonlyMap<string, string>;
  readonly oddsBudget?: OddsBudget;
  readonly t?: Localizer;
}

const keyOnly: Localizer = (key) => key;

/**
 * One palette line ready to show: a roll resolved against the actor's values (and the palette's variables), with
 * its odds when they fit in the render's budget; a heading, a variable or a text line as it stands.
 */
export function paletteButton(
  entry: PaletteEntry,
  index: number,
  values: PaletteValues,
  context: PaletteContext = {},
): PaletteButton {
  const t = context.t ?? keyOnly;
  const line = paletteLine(entry);
  // Every button is one object literal of one shape (no `{ ...base }` spread): the spread of a 13-field
  // object per line went megamorphic in V8 and was the sheet view's largest cost (issue 21's budget).
  const button = (
    name: string,
    notation = "",
    unknown = "",
    message = "",
    rollable = false,
    expected = "",
    success = "",
    oddsDeferred = false,
  ): PaletteButton => ({
    index,
    formula: entry.formula,
    isRoll: line.kind === "roll",
    isHeading: line.kind === "heading",
    isVariable: line.kind === "variable",
    isText: line.kind === "text",
    notation,
    unknown,
    message,
    rollable,
    expected,
    success,
    oddsDeferred,
    name,
  });
  if (line.kind === "heading" || line.kind === "text") return button(line.text);
  if (line.kind === "variable") return button(line.variable);
  const name = entry.name || entry.formula;
  const resolved = resolvePalette(line.formula, values, context.variables);
  if (!resolved.ok) {
    const ref = String(resolved.error.params?.name ?? "");
    const loop = resolved.error.code === "PaletteVariableLoop";
    return button(
      name,
      "",
      loop ? "" : ref,
      t(loop ? "SW25.Palette.Loop" : "SW25.Palette.Unknown", { name: ref }),
    );
  }
  const notation = resolved.value;
  const refused = notationRefusal(notation);
  if (refused) {
    const params = Object.fromEntries(Object.entries(refused.params ?? {}).map(([k, v]) => [k, String(v)]));
    return button(name, notation, "", t(`SW25.Error.${refused.code}`, params));
  }
  const odds = knownOdds(notation, context.oddsBudget ?? new OddsBudget());
  return button(
    name,
    notation,
    "",
    "",
    true,
    odds?.ok ? odds.value.expected.toFixed(1) : "",
    odds?.ok && odds.value.successChance !== null ? percent(odds.value.successChance) : "",
    odds === null,
  );
}

/** The class levels the palette names (ytsheet2's `{ファイター}`, `{FIG}`), from the actor's class items. */
export function paletteClasses(items: unknown): PaletteClassLevel[] {
  const known = new Set<string>(CLASS_IDS);
  return list(items).flatMap((raw) => {
    const item = bag(raw);
    const system = bag(item.system);
    const classId = text(system.classId);
    if (item.type !== "class" || !known.has(classId)) return [];
    return [{ classId: classId as ClassId, level: num(system.level) }];
  });
}

/** The palette's lines for a view: every line with its values, variables, odds budget and messages. */
export function paletteButtons(
  entries: readonly PaletteEntry[],
  values: PaletteValues,
  t: Localizer = keyOnly,
  oddsBudget: OddsBudget = new OddsBudget(),
): PaletteButton[] {
  const variables = paletteVariables(entries);
  return entries.map((e, i) => paletteButton(e, i, values, { variables, oddsBudget, t }));
}

/** The palette a sheet rolls from: the stored one, or the default generated from the derived values. */
export function actorPalette(
  system: Bag,
  derived: CharacterDerived,
  label: (key: string, n?: string) => string,
): { entries: PaletteEntry[]; isDefault: boolean } {
  const stored = storedPalette(system);
  return stored.length > 0
    ? { entries: stored, isDefault: false }
    : { entries: defaultPalette(derived, label), isDefault: true };
}

/** What the records view may be given besides the actor's data. */
export interface RecordsViewOptions {
  /** Messages on palette lines; keys as they are without it. */
  readonly t?: Localizer;
  /** The actor's class levels, for the palette's class variables. */
  readonly classes?: readonly PaletteClassLevel[];
  /** The odds work this render may spend (a fresh budget when not given). */
  readonly oddsBudget?: OddsBudget;
}

export function recordsView(
  system: Bag,
  derived: CharacterDerived | null,
  label: (key: string, n?: string) => string,
  options: RecordsViewOptions = {},
): RecordsView {
  const records = bag(system.records);
  const sessions = list(records.sessions).map(sessionOf);
  const ledger = list(records.ledger).map(ledgerOf);
  const honor = bag(system.honor);
  const totals = recordTotals(
    { experience: num(bag(system.experience).earned), money: num(system.money), honor: num(honor.points) },
    sessions,
    ledger,
  );
  // The ledger's balance starts from the money before it: the start plus the sessions.
  const opening = totals.money.start + totals.money.sessions;
  const exp = bag(derived?.experience);
  const palette = derived ? actorPalette(system, derived, label) : { entries: [], isDefault: true };
  const values = derived ? paletteValues(derived, options.classes) : {};
  const dishonorItems = list(honor.dishonorItems).reduce<number>((sum, raw) => sum + num(bag(raw).points), 0);
  return {
    totals,
    sessions: sessions.map((s, index) => ({
      ...s,
      index,
      members: text(bag(list(records.sessions)[index]).members),
    })),
    ledger: ledgerBalance(opening, ledger),
    opening,
    experience: experienceStatus(num(exp.total, totals.experience.total), num(exp.spent)),
    palette: paletteButtons(palette.entries, values, options.t, options.oddsBudget),
    paletteIsDefault: palette.isDefault,
    paletteText: paletteText(palette.entries, values),
    dishonor: num(honor.dishonor) + dishonorItems,
  };
}
