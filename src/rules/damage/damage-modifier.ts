import { type EffectKind, isMagicalDamage } from "./damage-kind.js";
import type { Element } from "./elements.js";

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
