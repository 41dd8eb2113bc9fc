/** A monster's weak point once known: the damage increases and the accuracy bonus it gives its attackers. */
import type { DamageModifier } from "../../damage/damage-modifier.js";
import { ELEMENTS } from "../../damage/elements.js";
import type { WeakPoint } from "../vocabulary.js";

export interface WeakPointInput {
  readonly weakPoint: WeakPoint;
  /** The element of an "element damage +3" weak point ("none" otherwise). */
  readonly element: string;
  /** The party beat the monster's Weakness number with Monster Knowledge (facts §5). */
  readonly known: boolean;
}

/**
 * A monster's weak point as damage increases for the pipeline (facts §5; DMG-04 increases are never
 * halved; DMG-11 elements): physical damage +2, magic damage +2 (guns included), element damage +3.
 * It counts only once the weakness is known. Accuracy +1 changes the check (`weakPointAccuracy`), not damage,
 * and healing +3 is left to the GM (our reading: not applied by the buttons).
 */
export function weakPointIncreases(input: WeakPointInput): DamageModifier[] {
  if (!input.known) return [];
  const source = `weakPoint:${input.weakPoint}`;
  switch (input.weakPoint) {
    case "physicalDamage":
      return [{ source, amount: 2, appliesTo: "physical" }];
    case "magicDamage":
      return [{ source, amount: 2, appliesTo: "magical" }];
    case "elementDamage": {
      const element = ELEMENTS.find((e) => e === input.element);
      return element === undefined ? [] : [{ source, amount: 3, appliesTo: { element } }];
    }
    default:
      return [];
  }
}

/**
 * The accuracy an attacker gains against a monster whose "Accuracy +1" weak point the party knows (facts §5).
 * It fits accuracy checks only: spellcasting and other contests against the monster are unchanged.
 */
export function weakPointAccuracy(input: Omit<WeakPointInput, "element">): number {
  return input.known && input.weakPoint === "accuracy" ? 1 : 0;
}
