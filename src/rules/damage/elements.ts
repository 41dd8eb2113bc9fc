/** The elements a damage may carry and how a target reacts to each (weakness, resistance, immunity). */

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
