/** The system's Item class: data helpers for sheets and chat cards; the numbers come from the rules. */

import type { WeaponValues } from "../../rules/character/derivation/weapon-values.js";
import { consumableBonus } from "../../rules/character/supplies/consumables.js";
import { renamedForClass } from "../applications/view/edit/creation-updates.js";
import { classEntries } from "../data/character-input.js";
import { withKindDefaults } from "../techniques/technique-kind.js";

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

  /**
   * A new class item is named for its class once the class is picked ("Class" becomes "Fighter"), while its
   * name is still the type's default or the previous class's name; a typed name is kept. A technique whose kind
   * changes takes the new kind's defaults in the fields still at the old kind's (a 呪歌 gains 楽素).
   */
  protected override async _preUpdate(
    changes: Parameters<Item["_preUpdate"]>[0],
    options: Parameters<Item["_preUpdate"]>[1],
    user: Parameters<Item["_preUpdate"]>[2],
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    const next = (changes as { system?: { classId?: unknown } }).system?.classId;
    const item = this as Item.Known;
    if (item.type === "technique") {
      withKindDefaults(item._source.system, changes as Record<string, unknown>);
      return undefined;
    }
    if (item.type !== "class" || typeof next !== "string" || next === item.system.classId) return undefined;
    if ((changes as { name?: unknown }).name !== undefined) return undefined;
    const t = (key: string) => game.i18n?.localize(key) ?? key;
    const name = renamedForClass(
      this.name ?? "",
      [t("SW25.ItemType.class"), t("TYPES.Item.class"), t(`SW25.Class.${item.system.classId}`)],
      t(`SW25.Class.${next}`),
    );
    if (name !== null) (changes as { name?: string }).name = name;
    return undefined;
  }
}
