/** Loot tables: reading a row's roll range, and picking or rolling the loot for a 2d result. */
import { DiceExhaustedError, type DiceSource, roll2d } from "../../dice/dice-source.js";
import { fail, ok, type Result } from "../../errors.js";
import { wholeNumber } from "../numbers.js";

/** A loot row's roll range: "always", or inclusive bounds over the 2d total (max may be open). */
export type LootRange =
  | { readonly kind: "always" }
  | { readonly kind: "range"; readonly min: number; readonly max: number };

const ALWAYS = /^(always|自動)$/i;
const DIGITS = "０１２３４５６７８９";

function halfWidth(text: string): string {
  return text.replace(/[０-９]/g, (d) => String(DIGITS.indexOf(d))).replace(/[～〜~]/g, "-");
}

/**
 * Reads a loot row's range: "always" (or 自動), "7", "2-9", "10+"; full-width digits and "～" are accepted.
 * Anything else (e.g. "-9", "9-2") is an error value, never a guess. FLOW-07
 */
export function parseLootRange(text: string): Result<LootRange> {
  const t = halfWidth(text.trim()).replace(/\s+/g, "");
  if (ALWAYS.test(t)) return ok({ kind: "always" });
  let match = /^(\d+)$/.exec(t);
  if (match) return ok({ kind: "range", min: Number(match[1]), max: Number(match[1]) });
  match = /^(\d+)\+$/.exec(t);
  if (match) return ok({ kind: "range", min: Number(match[1]), max: Number.POSITIVE_INFINITY });
  match = /^(\d+)-(\d+)$/.exec(t);
  if (match && Number(match[1]) <= Number(match[2]))
    return ok({ kind: "range", min: Number(match[1]), max: Number(match[2]) });
  return fail("LootRangeInvalid", `"${text}" is not a loot range like "always", "7", "2-9" or "10+"`, {
    rule: "FLOW-07",
    params: { range: text },
  });
}

export interface LootRow {
  readonly roll: string;
}

export interface LootPick<T extends LootRow> {
  /** The "always" rows. */
  readonly always: readonly T[];
  /** The first row whose range holds the total, or null when none does. */
  readonly rolled: T | null;
  readonly total: number;
  /** Rows whose range could not be read (they are skipped). */
  readonly invalid: readonly T[];
}

/**
 * Picks the loot for one 2d result plus bonuses (Treasure Hunt, Keen Eyes, Treasure Master: +1 each).
 * The "always" rows are always given. FLOW-07
 */
export function pickLoot<T extends LootRow>(rows: readonly T[], rawTotal: number): LootPick<T> {
  // A corrupt total (NaN, ±Infinity) reads as 0, which no rolled row holds: only the "always" rows.
  const total = wholeNumber(rawTotal);
  const always: T[] = [];
  const invalid: T[] = [];
  let rolled: T | null = null;
  for (const row of rows) {
    const range = parseLootRange(row.roll);
    if (!range.ok) invalid.push(row);
    else if (range.value.kind === "always") always.push(row);
    else if (rolled === null && total >= range.value.min && total <= range.value.max) rolled = row;
  }
  return { always, rolled, total, invalid };
}

/** Rolls 2d + bonus on a loot table; a fixed dice source that runs out gives an error value. FLOW-07 */
export function rollLoot<T extends LootRow>(
  rows: readonly T[],
  bonus: number,
  dice: DiceSource,
): Result<LootPick<T> & { readonly dice: readonly [number, number] }> {
  try {
    const rolled = roll2d(dice);
    return ok({ ...pickLoot(rows, rolled[0] + rolled[1] + bonus), dice: rolled });
  } catch (error) {
    if (error instanceof DiceExhaustedError) return fail("DiceExhausted", error.message);
    throw error;
  }
}

/** One roll of a loot table per defeated monster. */
export type LootRoll<T extends LootRow> = LootPick<T> & { readonly dice: readonly [number, number] };

/**
 * Rolls the table once per defeated monster of this kind: 2d + bonus each (FLOW-07). A count that is not a
 * whole number from 1 to 99 is refused; a fixed dice source that runs out gives an error value.
 */
export function rollLootFor<T extends LootRow>(
  rows: readonly T[],
  bonus: number,
  defeated: number,
  dice: DiceSource,
): Result<readonly LootRoll<T>[]> {
  if (!Number.isInteger(defeated) || defeated < 1 || defeated > 99)
    return fail("LootCountInvalid", `${defeated} is not a number of defeated monsters (1-99)`, {
      rule: "FLOW-07",
      params: { count: String(defeated) },
    });
  const whole = Number.isInteger(bonus) ? bonus : 0;
  const out: LootRoll<T>[] = [];
  for (let i = 0; i < defeated; i++) {
    const one = rollLoot(rows, whole, dice);
    if (!one.ok) return one;
    out.push(one.value);
  }
  return ok(out);
}
