/**
 * Gear and consumable item data (facts §1, DMG-02). Fields:
 * gearKind (gear/herb/potion/consumable), quantity, price, power (null = no power roll; herbs and potions
 * heal with the power table), criticalValue (healing never criticals, ROLL-10: kept for damage items),
 * description (HTML), points (a 魔晶石's or マナチャージクリスタル's points; 0 for other gear), charged (a
 * マナチャージクリスタル not yet used since its last recharge), shotMp (a bullet's magical-bullet MP per shot; issue 35). Herb extra damage = Ranger + Dex mod; potion = Ranger + Int mod (rules: consumables.ts).
 */
import { GEAR_KINDS } from "../../rules/character/vocabulary.js";
import { choiceField, flagField, htmlField, intField, optionalIntField } from "./fields.js";

function defineGearSchema() {
  return {
    gearKind: choiceField(GEAR_KINDS, "gear"),
    quantity: intField(1, { min: 0 }),
    price: intField(0, { min: 0 }),
    power: optionalIntField({ min: 0, max: 100 }),
    criticalValue: intField(10, { min: 2, max: 13 }),
    points: intField(0, { min: 0, max: 100 }),
    charged: flagField(true),
    shotMp: intField(0, { min: 0, max: 100 }),
    description: htmlField(),
  };
}
export type GearSchema = ReturnType<typeof defineGearSchema>;

export class GearData extends foundry.abstract.TypeDataModel<GearSchema, Item.Implementation> {
  static override defineSchema(): GearSchema {
    return defineGearSchema();
  }
}
