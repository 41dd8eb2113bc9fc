/** The bonus a herb's or potion's power roll adds (Ranger level + an ability modifier). */
import { type ClassEntry, classLevel } from "../derivation/classes.js";
import type { GearKind } from "../vocabulary.js";

export interface ConsumableModifiers {
  readonly dexterity: number;
  readonly intelligence: number;
}

/**
 * Extra value added to a herb's or potion's power roll. DMG-02
 * Herbs: Ranger + Dex modifier; potions: Ranger + Int modifier; no Ranger levels → 0.
 * Other gear has no such formula (null).
 */
export function consumableBonus(
  kind: GearKind,
  classes: readonly ClassEntry[],
  modifiers: ConsumableModifiers,
): number | null {
  if (kind !== "herb" && kind !== "potion") return null;
  const ranger = classLevel(classes, "ranger");
  if (ranger === 0) return 0;
  return ranger + (kind === "herb" ? modifiers.dexterity : modifiers.intelligence);
}
