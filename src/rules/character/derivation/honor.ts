/** Honour points: what is left after the honour items bought with them. */
import { wholeNumber } from "../numbers.js";

export interface HonorTotals {
  /** Honour points earned (typed by the player). */
  readonly earned: number;
  /** Spent on honour items. */
  readonly spent: number;
  /** What is left; negative means overspent. */
  readonly remaining: number;
}

/**
 * Honour items are bought with honour points: what is left is the points earned minus every item's cost
 * (ytsheet2 `calc-chara.pl` subtracts each honour item the same way; see "Readings we chose"). Earned may be
 * negative (lost honour); a bad number counts as 0, an item never costs less than 0.
 */
export function honorTotals(earned: number, items: readonly { readonly points: number }[]): HonorTotals {
  const total = wholeNumber(earned);
  const spent = items.reduce((sum, item) => sum + Math.max(0, wholeNumber(item.points, 0)), 0);
  return { earned: total, spent, remaining: total - spent };
}
