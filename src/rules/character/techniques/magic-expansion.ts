/** Magic expansion (魔法拡大) of one cast: its factors, how they combine, and the MP multiplier on a spell. */
import { fail, ok, type Result } from "../../errors.js";
import { wholeNumber } from "../numbers.js";

/**
 * Magic expansion chosen for one cast: how many targets (数), how many times the distance (距離) and the
 * duration (時間), and certainty (確実化: roll twice, keep the better).
 */
export interface MagicExpansion {
  readonly targets: number;
  readonly distance: number;
  readonly time: number;
  readonly certainty: boolean;
}

export const NO_EXPANSION: MagicExpansion = { targets: 1, distance: 1, time: 1, certainty: false };

/**
 * How expansions combine, our reading (the facts give no text, [U]): "multiply" (default: targets × distance ×
 * time × 2 for certainty, each expansion a multiplier on the cost) or "add" (each expansion adds its extra
 * multiples of the base cost: 1 + (targets − 1) + (distance − 1) + (time − 1) + 1 for certainty).
 */
export const EXPANSION_COMBINE = ["multiply", "add"] as const;
export type ExpansionCombine = (typeof EXPANSION_COMBINE)[number];

/** Expansion factors are whole numbers 1..10 (a choice in a dialog, never more targets than a table holds). */
export const MAX_EXPANSION = 10;

/** The MP multiplier of an expansion, or an error for a factor outside 1..MAX_EXPANSION. */
export function expansionMultiplier(
  expansion: MagicExpansion,
  combine: ExpansionCombine = "multiply",
): Result<number> {
  const factors = [expansion.targets, expansion.distance, expansion.time];
  for (const f of factors)
    if (typeof f !== "number" || !Number.isInteger(f) || f < 1 || f > MAX_EXPANSION)
      return fail("ExpansionOutOfRange", `an expansion factor must be 1..${MAX_EXPANSION}`, {
        params: { max: MAX_EXPANSION },
      });
  const certainty = expansion.certainty === true ? 2 : 1;
  if (combine === "add") return ok(1 + factors.reduce((sum, f) => sum + (f - 1), 0) + (certainty - 1));
  return ok(factors.reduce((product, f) => product * f, 1) * certainty);
}

/** A spell's MP cost with magic expansion, paid from `mp`: the MP left, or MpInsufficient (DMG-10). */
export function spellCastCost(
  mpCost: number,
  expansion: MagicExpansion,
  combine: ExpansionCombine = "multiply",
): Result<number> {
  const multiplier = expansionMultiplier(expansion, combine);
  if (!multiplier.ok) return multiplier;
  return ok(wholeNumber(mpCost, 0) * multiplier.value);
}
