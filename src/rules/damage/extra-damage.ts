/** Extra damage: what a weapon, a spell or a monster adds to the power table's value. */
import { finiteNumber } from "../character/numbers.js";
/**
 * Where extra damage comes from. DMG-02
 * weapon: the warrior class used for the Accuracy check + Str modifier (+ the weapon's extra-damage mod).
 * gun / magic: Magic Power (class level + Int modifier + Magic Power bonuses); for guns the class is Artificer.
 * herb: Ranger + Dex modifier. potion: Ranger + Int modifier.
 * Ability scores changed by effects change the modifier here, so the change is part of the calculated
 * damage and is halved with it (DMG-05).
 */
export type ExtraDamageSource =
  | {
      readonly kind: "weapon";
      readonly warriorLevel: number;
      readonly strengthModifier: number;
      readonly weaponModifier?: number;
    }
  | {
      readonly kind: "gun" | "magic";
      readonly classLevel: number;
      readonly intelligenceModifier: number;
      readonly magicPowerBonus?: number;
    }
  | { readonly kind: "herb"; readonly rangerLevel: number; readonly dexterityModifier: number }
  | { readonly kind: "potion"; readonly rangerLevel: number; readonly intelligenceModifier: number };

/** Without a level in the right class the extra damage is 0, whatever the modifiers. DMG-02 */
export function extraDamage(raw: ExtraDamageSource): number {
  // Corrupt levels and modifiers (NaN, ±Infinity) count as 0: the bonus stays a finite number.
  const source = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, typeof v === "number" ? finiteNumber(v) : v]),
  ) as unknown as ExtraDamageSource;
  switch (source.kind) {
    case "weapon":
      return source.warriorLevel > 0
        ? source.warriorLevel + source.strengthModifier + (source.weaponModifier ?? 0)
        : 0;
    case "gun":
    case "magic":
      return source.classLevel > 0
        ? source.classLevel + source.intelligenceModifier + (source.magicPowerBonus ?? 0)
        : 0;
    case "herb":
      return source.rangerLevel > 0 ? source.rangerLevel + source.dexterityModifier : 0;
    case "potion":
      return source.rangerLevel > 0 ? source.rangerLevel + source.intelligenceModifier : 0;
  }
}
