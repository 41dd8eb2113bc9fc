/**
 * The character sheet's inventory: every carried item with its price and quantity, and the gear's recovery
 * rolls.
 */
import type { ItemRow } from "../item-rows.js";
import { type Bag, bag, flag, maybeNum, num } from "../read.js";

/** Gear; herbs and potions with a power roll recover HP with the Ranger bonus (DMG-02). */
export interface GearView extends ItemRow {
  readonly power: number | null;
  /** Ranger + Dex (herb) / Int (potion) modifier; null for gear that does not recover. */
  readonly recoveryBonus: number | null;
}

/** One row of the inventory tab: every carried item with its price (and quantity for gear). */
export interface InventoryRow extends ItemRow {
  readonly equippable: boolean;
  readonly equipped: boolean;
  readonly hasQuantity: boolean;
  readonly quantity: number;
  readonly price: number;
  /** A herb or potion with a power roll: the row has a recovery roll button (DMG-02). */
  readonly recovery: boolean;
  /** A 魔晶石 or マナチャージクリスタル: its points, and whether a crystal is spent (it offers Recharge). */
  readonly stone: { readonly points: number; readonly spent: boolean } | null;
}

/** Every weapon, armour, shield, accessory and gear row (the caller picks them), in the inventory tab's shape. */
export function inventoryRows(items: readonly ItemRow[], derived: Bag): InventoryRow[] {
  const bonus = bag(derived.recoveryBonus);
  return items.map((i) => {
    const hasQuantity = i.type === "gear";
    const kind = i.system.gearKind;
    return {
      id: i.id,
      name: i.name,
      img: i.img,
      type: i.type,
      system: i.system,
      equippable: !hasQuantity,
      equipped: flag(i.system.equipped),
      hasQuantity,
      quantity: hasQuantity ? num(i.system.quantity, 1) : 1,
      price: num(i.system.price),
      recovery:
        (kind === "herb" || kind === "potion") &&
        maybeNum(i.system.power) !== null &&
        maybeNum(bonus[kind]) !== null,
      stone:
        kind === "manaStone" || kind === "manaCrystal"
          ? { points: num(i.system.points), spent: kind === "manaCrystal" && i.system.charged === false }
          : null,
    };
  });
}

/** The gear rows; herbs and potions with the Ranger bonus of their kind (DMG-02). */
export function gearRows(gear: readonly ItemRow[], derived: Bag): GearView[] {
  return gear.map((g) => {
    const kind = g.system.gearKind;
    const bonus = bag(derived.recoveryBonus);
    const recoveryBonus = kind === "herb" || kind === "potion" ? (maybeNum(bonus[kind]) ?? 0) : null;
    return {
      id: g.id,
      name: g.name,
      img: g.img,
      type: g.type,
      system: g.system,
      power: maybeNum(g.system.power),
      recoveryBonus,
    };
  });
}
