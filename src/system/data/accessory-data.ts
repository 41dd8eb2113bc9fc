/**
 * Accessory item data (facts §1). Fields:
 * slot (head/face/ear/neck/back/rightHand/leftHand/waist/feet/other), equipped, price,
 * description (HTML). Its numeric effects are Active Effects on the item targeting the actor's bonuses.
 */
import { ACCESSORY_SLOTS } from "../../rules/character/vocabulary.js";
import { choiceField, flagField, htmlField, intField } from "./fields.js";

function defineAccessorySchema() {
  return {
    slot: choiceField(ACCESSORY_SLOTS, "other"),
    equipped: flagField(),
    price: intField(0, { min: 0 }),
    description: htmlField(),
  };
}
export type AccessorySchema = ReturnType<typeof defineAccessorySchema>;

export class AccessoryData extends foundry.abstract.TypeDataModel<AccessorySchema, Item.Implementation> {
  static override defineSchema(): AccessorySchema {
    return defineAccessorySchema();
  }
}
