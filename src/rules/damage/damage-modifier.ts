/** Damage modifiers: which damage each works on, and a target's element affinities turned into modifiers. */
import { type EffectKind, isMagicalDamage } from "./damage-kind.js";
import type { Element, ElementAffinity } from "./elements.js";

/**
 * Which damage a modifier works on. "all" = any damage (not healing, never certain damage);
 * "physical" = Defense-like; "magical" = magic and guns; `{ element }` = damage carrying that element;
 * "healing" = recovery only. DMG-01, DMG-11
 */
export type DamageFilter = "all" | "physical" | "magical" | "healing" | { readonly element: Element };

/** One increase (feat, enchantment, weakness) or reduction (Defense, Armor Proficiency, Protection). */
export interface DamageModifier {
  readonly source: string;
  readonly amount: number;
  /** Defaults to "all". */
  readonly appliesTo?: DamageFilter;
}

/** Certain damage ignores every modifier; healing only takes healing modifiers. DMG-01 */
export function filterMatches(filter: DamageFilter, kind: EffectKind, elements: readonly Element[]): boolean {
  if (kind === "certain") return false;
  if (filter === "healing") return kind === "healing";
  if (kind === "healing") return false;
  if (filter === "all") return true;
  if (filter === "physical") return kind === "physical";
  if (filter === "magical") return isMagicalDamage(kind);
  return elements.includes(filter.element);
}

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
