import type { DamageFilter } from "./damage-modifier.js";

/** Elemental attributes a damage may carry. DMG-11 */
export const ELEMENTS = [
  "earth",
  "waterIce",
  "fire",
  "wind",
  "lightning",
  "energy",
  "slashing",
  "bludgeoning",
  "poison",
  "disease",
  "psychic",
  "psychicWeak",
  "curse",
] as const;
export type Element = (typeof ELEMENTS)[number];

/**
 * How a target reacts to one element. DMG-11
 * weakness: "fire damage +3" (an increase, never halved); resistance: a reduction by `amount`;
 * immunity: that element's damage becomes 0.
 */
export type ElementAffinity =
  | { readonly element: Element; readonly kind: "weakness"; readonly amount: number }
  | { readonly element: Element; readonly kind: "resistance"; readonly amount: number }
  | { readonly element: Element; readonly kind: "immunity" };

export interface TargetModifiers {
  readonly increases: readonly { source: string; amount: number; appliesTo: DamageFilter }[];
  readonly reductions: readonly { source: string; amount: number; appliesTo: DamageFilter }[];
  readonly immunities: readonly { source: string; appliesTo: DamageFilter }[];
}

/**
 * Turns a target's element affinities into the pipeline's modifiers, so a weakness lands in the
 * increase step (after halving) and a resistance in the reduction step. DMG-11, DMG-04, DMG-06
 */
export function elementModifiers(affinities: readonly ElementAffinity[]): TargetModifiers {
  const increases: { source: string; amount: number; appliesTo: DamageFilter }[] = [];
  const reductions: { source: string; amount: number; appliesTo: DamageFilter }[] = [];
  const immunities: { source: string; appliesTo: DamageFilter }[] = [];
  for (const affinity of affinities) {
    const appliesTo: DamageFilter = { element: affinity.element };
    const source = `${affinity.kind}:${affinity.element}`;
    if (affinity.kind === "weakness") increases.push({ source, amount: affinity.amount, appliesTo });
    else if (affinity.kind === "resistance") reductions.push({ source, amount: affinity.amount, appliesTo });
    else immunities.push({ source, appliesTo });
  }
  return { increases, reductions, immunities };
}
