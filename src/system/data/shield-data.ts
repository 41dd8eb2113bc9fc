/**
 * Shield item data (facts §4). Fields:
 * metal (metal shield), grapplerMay (marked "Grappler may equip": a Grappler or Battle Dancer evades with it),
 * rank (B/A/S/SS), minStrength (必筋), evasion (回避 mod), defense (防護点),
 * equipped, price, description (HTML).
 */
import { EQUIPMENT_RANKS } from "../../rules/character/vocabulary.js";
import { choiceField, flagField, htmlField, intField } from "./fields.js";

function defineShieldSchema() {
  return {
    metal: flagField(),
    grapplerMay: flagField(),
    rank: choiceField(EQUIPMENT_RANKS, "B"),
    minStrength: intField(1, { min: 0 }),
    evasion: intField(0),
    defense: intField(0, { min: 0 }),
    equipped: flagField(),
    price: intField(0, { min: 0 }),
    description: htmlField(),
  };
}
export type ShieldSchema = ReturnType<typeof defineShieldSchema>;

export class ShieldData extends foundry.abstract.TypeDataModel<ShieldSchema, Item.Implementation> {
  static override defineSchema(): ShieldSchema {
    return defineShieldSchema();
  }
}
