/**
 * Class (技能) item data (facts §2). Fields:
 * classId (fighter, sorcerer, scout, ... or custom), level (0-17), tier (A/B), kind (warrior/wizard/other),
 * description (HTML). For a known classId the rules use their own tier and kind; the stored ones
 * matter for "custom" classes.
 */
import { CLASS_IDS, CLASS_KINDS, CLASS_TIERS } from "../../rules/character/vocabulary.js";
import { choiceField, htmlField, intField } from "./fields.js";

export const MAX_CLASS_LEVEL = 17;

function defineClassSchema() {
  return {
    classId: choiceField(CLASS_IDS, "custom"),
    level: intField(1, { min: 0, max: MAX_CLASS_LEVEL }),
    tier: choiceField(CLASS_TIERS, "B"),
    kind: choiceField(CLASS_KINDS, "other"),
    description: htmlField(),
  };
}
export type ClassSchema = ReturnType<typeof defineClassSchema>;

export class ClassData extends foundry.abstract.TypeDataModel<ClassSchema, Item.Implementation> {
  static override defineSchema(): ClassSchema {
    return defineClassSchema();
  }
}
