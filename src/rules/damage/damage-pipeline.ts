/** The damage pipeline: halving, increases, reductions and immunities, in the rulebook's order. */
import { finiteNumber, NUMBER_LIMIT, numberProblem } from "../character/numbers.js";
import { fail, ok, type Result } from "../errors.js";
import { canBeHalved, type EffectKind } from "./damage-kind.js";
import { type DamageFilter, type DamageModifier, filterMatches } from "./damage-modifier.js";
import type { Element } from "./elements.js";

/**
 * Everything the "apply damage" buttons know: the calculated damage (power table + extra damage,
 * or a monster's 2d+X, or a flat amount), its kind, whether the target resisted, and the modifiers
 * of both sides. Healing uses the same shape with kind "healing".
 */
export interface DamageInput {
  readonly calculated: number;
  readonly kind: EffectKind;
  readonly elements?: readonly Element[];
  /** A successful Willpower/Fortitude check against a "Resist: Half" effect. DMG-03 */
  readonly resisted?: boolean;
  readonly increases?: readonly DamageModifier[];
  readonly reductions?: readonly DamageModifier[];
  /** Immunities of the target (e.g. to an element): matching damage becomes 0. DMG-11 */
  readonly immunities?: readonly { readonly source: string; readonly appliesTo: DamageFilter }[];
}

export interface ModifierStep {
  readonly source: string;
  readonly amount: number;
  /** False when the modifier does not fit this damage (e.g. Defense against a gun); shown, not counted. */
  readonly counted: boolean;
}

/** Every intermediate value, so a chat card can show the steps. */
export interface DamageSteps {
  readonly kind: EffectKind;
  readonly elements: readonly Element[];
  readonly calculated: number;
  readonly resisted: boolean;
  /** Calculated damage after halving (rounded up), or as is. DMG-03 */
  readonly afterResistance: number;
  readonly increases: readonly ModifierStep[];
  /** afterResistance + counted increases. DMG-04 */
  readonly total: number;
  readonly reductions: readonly ModifierStep[];
  /** The source of a matching immunity, if any. DMG-11 */
  readonly immuneBy: string | null;
  /** What reaches HP (or MP): total − counted reductions, never below 0; healed amount for healing. DMG-06 */
  readonly applied: number;
}

/** Halving rounds up: 17 → 9. DMG-03 */
export function halveRoundUp(value: number): number {
  return Math.ceil(finiteNumber(value) / 2);
}

function badAmount(name: string, value: number): Result<never> | null {
  // Within NUMBER_LIMIT, so the sums below stay finite (1e308 + 1e308 would be Infinity).
  if (Number.isInteger(value) && value > NUMBER_LIMIT) return numberProblem({ [name]: value });
  if (Number.isFinite(value) && Number.isInteger(value) && value >= 0) return null;
  return fail("DamageInvalidAmount", `${name} must be a whole number of at least 0 (got ${value})`, {
    rule: "DMG-06",
    params: { name, value: String(value) },
  });
}

/**
 * The damage pipeline: calculated → halved if resisted (rounded up, DMG-03) → + increases, which are
 * never halved (DMG-04) → − reductions, floored at 0 (DMG-06). Defense-like reductions filtered to
 * "physical" do nothing against magic and guns (DMG-01, DMG-08); guns and certain damage cannot be
 * halved (DMG-08); certain damage skips every modifier.
 */
export function resolveDamage(input: DamageInput): Result<DamageSteps> {
  const elements = input.elements ?? [];
  const resisted = input.resisted ?? false;
  const invalid =
    badAmount("calculated", input.calculated) ??
    [...(input.increases ?? []), ...(input.reductions ?? [])]
      .map((m) => badAmount(m.source, m.amount))
      .find((e) => e !== null);
  if (invalid) return invalid;
  if (resisted && !canBeHalved(input.kind))
    return fail("DamageNotHalvable", `${input.kind} damage cannot be halved by resistance`, {
      rule: "DMG-08",
      params: { kind: input.kind },
    });

  const step = (m: DamageModifier): ModifierStep => ({
    source: m.source,
    amount: m.amount,
    counted: filterMatches(m.appliesTo ?? "all", input.kind, elements),
  });
  const sum = (steps: readonly ModifierStep[]) =>
    steps.reduce((acc, s) => (s.counted ? acc + s.amount : acc), 0);

  const afterResistance = resisted ? halveRoundUp(input.calculated) : input.calculated;
  const increases = (input.increases ?? []).map(step);
  const total = afterResistance + sum(increases);
  const reductions = (input.reductions ?? []).map(step);
  const immunity = (input.immunities ?? []).find((i) => filterMatches(i.appliesTo, input.kind, elements));
  const applied = immunity ? 0 : Math.max(0, total - sum(reductions));
  return ok({
    kind: input.kind,
    elements,
    calculated: input.calculated,
    resisted,
    afterResistance,
    increases,
    total,
    reductions,
    immuneBy: immunity?.source ?? null,
    applied,
  });
}
