/**
 * Weapon item data (facts §4). Fields:
 * category, usage (1H/2H and variants), rank (B/A/S/SS), minStrength (必筋), accuracy (命中 mod),
 * power (威力 0-100), criticalValue (C値, default 10), extraDamage (追加D mod), range (m, null = melee),
 * damageType (edged/blunt/silvered), attackKind (melee/thrown/shooting, ROLL-03), isGun (DMG-08),
 * equipped, price, description (HTML).
 */
import {
  ATTACK_KINDS,
  DAMAGE_TYPES,
  EQUIPMENT_RANKS,
  WEAPON_CATEGORIES,
  WEAPON_USAGES,
} from "../../rules/character/vocabulary.js";
import { choiceField, flagField, htmlField, intField, optionalIntField } from "./fields.js";

function defineWeaponSchema() {
  return {
    category: choiceField(WEAPON_CATEGORIES, "sword"),
    usage: choiceField(WEAPON_USAGES, "1H"),
    rank: choiceField(EQUIPMENT_RANKS, "B"),
    minStrength: intField(1, { min: 0 }),
    accuracy: intField(0),
    power: intField(0, { min: 0, max: 100 }),
    criticalValue: intField(10, { min: 2, max: 13 }),
    extraDamage: intField(0),
    range: optionalIntField({ min: 0 }),
    damageType: choiceField(DAMAGE_TYPES, "edged"),
    attackKind: choiceField(ATTACK_KINDS, "melee"),
    isGun: flagField(),
    equipped: flagField(),
    price: intField(0, { min: 0 }),
    description: htmlField(),
  };
}
export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;

export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override defineSchema(): WeaponSchema {
    return defineWeaponSchema();
  }
}
