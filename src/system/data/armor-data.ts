/**
 * Body armour item data (facts §4). Fields:
 * armorKind (nonMetal/metal), rank (B/A/S/SS), minStrength (必筋), evasion (回避 mod), defense (防護点),
 * grapplerMay (a Grappler may wear it), equipped, price, description (HTML).
 */
import { ARMOR_KINDS, EQUIPMENT_RANKS } from "../../rules/character/vocabulary.js";
import { choiceField, flagField, htmlField, intField } from "./fields.js";

function defineArmorSchema() {
  return {
    armorKind: choiceField(ARMOR_KINDS, "nonMetal"),
    rank: choiceField(EQUIPMENT_RANKS, "B"),
    minStrength: intField(1, { min: 0 }),
    evasion: intField(0),
    defense: intField(0, { min: 0 }),
    grapplerMay: flagField(),
    equipped: flagField(),
    price: intField(0, { min: 0 }),
    description: htmlField(),
  };
}
export type ArmorSchema = ReturnType<typeof defineArmorSchema>;

export class ArmorData extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  static override defineSchema(): ArmorSchema {
    return defineArmorSchema();
  }
}
