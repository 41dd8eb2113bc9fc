/** Safe readings of stored numbers (whole or finite, clamped) so derived data never crashes or overflows. */
import { fail, type Result } from "../errors.js";

/** No number in a character or stat block comes near this; larger input is clamped so sums stay finite. */
export const NUMBER_LIMIT = 1_000_000;

/**
 * Normalises numbers that reach the rules from stored documents: non-numbers and NaN become the
 * fallback, fractions are truncated, and the result is clamped to [min, NUMBER_LIMIT] (and above
 * -NUMBER_LIMIT). Derived data never crashes or overflows on bad input.
 */
export function wholeNumber(value: unknown, min = -NUMBER_LIMIT, fallback = 0): number {
  const n = typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(NUMBER_LIMIT, Math.max(min, -NUMBER_LIMIT, n));
}

/**
 * Like `wholeNumber` but keeps fractions: a non-number, NaN or ±Infinity becomes the fallback and the rest is
 * clamped to ±NUMBER_LIMIT, so sums of such numbers stay finite. The safe reading of corrupt input for the
 * engine functions that answer with a plain number.
 */
export function finiteNumber(value: unknown, fallback = 0, limit = NUMBER_LIMIT): number {
  const n = typeof value === "number" && Number.isFinite(value) ? value : fallback;
  return Math.min(limit, Math.max(-limit, n));
}

/** Dice notation takes numbers up to 1e9 (MAX_NOTATION_NUMBER); dice arithmetic clamps far above that. */
export const DICE_NUMBER_LIMIT = 1e12;

/** `finiteNumber` for dice arithmetic: any notation number passes unchanged, sums stay finite. */
export const diceNumber = (value: unknown): number => finiteNumber(value, 0, DICE_NUMBER_LIMIT);

/** Whether `value` is a number the engine computes with: finite and within ±NUMBER_LIMIT. */
export function isUsableNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= NUMBER_LIMIT;
}

/**
 * The first of the named inputs that is not a usable number (undefined ones are skipped: they are optional),
 * as the error value the engine functions that answer with a Result return.
 */
export function numberProblem(fields: Readonly<Record<string, unknown>>): Result<never> | null {
  for (const [field, value] of Object.entries(fields))
    if (value !== undefined && !isUsableNumber(value))
      return fail(
        "NumberInvalid",
        `${field} must be a finite number within ±${NUMBER_LIMIT}, not ${String(value)}`,
        {
          params: { field, limit: NUMBER_LIMIT },
        },
      );
  return null;
}
