/**
 * The records tab's view: session records and their totals, the money ledger with its running balance, the
 * experience warning and the chat palette (stored, or generated from the sheet while none is stored). Every
 * number comes from src/rules/character/records.ts and palette.ts; this only shapes it for the template.
 */
import type { CharacterDerived } from "../../../rules/character/character-derived.js";
import {
  defaultPalette,
  type PaletteEntry,
  paletteText,
  paletteValues,
  resolvePalette,
} from "../../../rules/character/palette.js";
import {
  experienceStatus,
  type LedgerEntry,
  ledgerBalance,
  type RecordTotals,
  recordTotals,
  type SessionRecord,
} from "../../../rules/character/records.js";
import { notationOdds } from "../../../rules/dice/notation-odds.js";
import { type Bag, bag, list, num, text } from "./read.js";

export interface PaletteButton {
  readonly index: number;
  readonly name: string;
  readonly formula: string;
  /** The notation after references are resolved; "" when a reference is unknown. */
  readonly notation: string;
  /** The unknown reference's name, "" when every reference resolved. */
  readonly unknown: string;
  /** "expected 12.0" / "success 58%" text parts, empty when the odds are not computed. */
  readonly expected: string;
  readonly success: string;
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
 * them, the oldest forgotten first.
 */
const ODDS_CACHE_SIZE = 256;
const oddsCache = new Map<string, ReturnType<typeof notationOdds>>();

export function cachedNotationOdds(notation: string): ReturnType<typeof notationOdds> {
  const known = oddsCache.get(notation);
  if (known) return known;
  const odds = notationOdds(notation);
  if (oddsCache.size >= ODDS_CACHE_SIZE) {
    const oldest = oddsCache.keys().next().value;
    if (oldest !== undefined) oddsCache.delete(oldest);
  }
  oddsCache.set(notation, odds);
  return odds;
}

/** One palette line ready to roll: resolved against the actor's values, with its odds. */
export function paletteButton(
  entry: PaletteEntry,
  index: number,
  values: Record<string, number>,
): PaletteButton {
  const resolved = resolvePalette(entry.formula, values);
  const notation = resolved.ok ? resolved.value : "";
  const odds = notation ? cachedNotationOdds(notation) : null;
  return {
    index,
    name: entry.name || entry.formula,
    formula: entry.formula,
    notation,
    unknown: resolved.ok ? "" : String(resolved.error.params?.name ?? ""),
    expected: odds?.ok ? odds.value.expected.toFixed(1) : "",
    success: odds?.ok && odds.value.successChance !== null ? percent(odds.value.successChance) : "",
  };
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

export function recordsView(
  system: Bag,
  derived: CharacterDerived | null,
  label: (key: string, n?: string) => string,
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
  const values = derived ? paletteValues(derived) : {};
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
    palette: palette.entries.map((e, i) => paletteButton(e, i, values)),
    paletteIsDefault: palette.isDefault,
    paletteText: paletteText(palette.entries),
    dishonor: num(honor.dishonor) + dishonorItems,
  };
}
