/** The system's Item class: data helpers for sheets and chat cards; the numbers come from the rules. */
import { consumableBonus } from "../../rules/character/consumables.js";
import type { WeaponValues } from "../../rules/character/weapon-values.js";
import { classEntries } from "../data/character-input.js";

export class SW25Item extends Item {
  /** This weapon's accuracy, extra damage and C value on its owner, or null (not a weapon, unequipped, unowned). */
  get weaponValues(): WeaponValues | null {
    const owner = this.actor as Actor.Known | null;
    if (this.type !== "weapon" || !owner || owner.type !== "character") return null;
    return owner.system.derived?.weapons.find((weapon) => weapon.id === this.id) ?? null;
  }

  /** The extra value a herb or potion adds to its power roll on its owner (DMG-02), or null. */
  get consumableBonus(): number | null {
    const item = this as Item.Known;
    const owner = this.actor as Actor.Known | null;
    if (item.type !== "gear" || !owner || owner.type !== "character") return null;
    const modifiers = owner.system.derived?.modifiers;
    if (!modifiers) return null;
    return consumableBonus(item.system.gearKind, classEntries(owner), modifiers);
  }
}
