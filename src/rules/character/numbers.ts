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
