/**
 * Combat feat (戦闘特技) item data (facts §7). Fields:
 * featKind (active/passive), effect (a key the engine understands, or "none"), rank (I-III as 1-3),
 * weaponCategory (for weaponProficiencyA/S), armorCategory (for armorProficiencyA/S: nonMetal/metal/shield),
 * school (the magic school of mpReduction, 《ＭＰ軽減》),
 * automatic (granted by a class level, not chosen), description (HTML).
 */
import {
  ARMOR_PROFICIENCY_CATEGORIES,
  FEAT_EFFECTS,
  FEAT_KINDS,
  MAGIC_SCHOOLS,
  WEAPON_CATEGORIES,
} from "../../rules/character/vocabulary.js";
import { choiceField, flagField, htmlField, intField } from "./fields.js";

function defineFeatSchema() {
  return {
    featKind: choiceField(FEAT_KINDS, "passive"),
    effect: choiceField(FEAT_EFFECTS, "none"),
    rank: intField(1, { min: 1, max: 3 }),
    weaponCategory: choiceField(WEAPON_CATEGORIES, "sword"),
    armorCategory: choiceField(ARMOR_PROFICIENCY_CATEGORIES, "nonMetal"),
    // The magic school of 《ＭＰ軽減》 (effect mpReduction).
    school: choiceField(MAGIC_SCHOOLS, "truespeech"),
    automatic: flagField(),
    description: htmlField(),
  };
}
export type FeatSchema = ReturnType<typeof defineFeatSchema>;

export class FeatData extends foundry.abstract.TypeDataModel<FeatSchema, Item.Implementation> {
  static override defineSchema(): FeatSchema {
    return defineFeatSchema();
  }
}
