/**
 * Birth (生まれ) item data (facts §1 "Where the numbers come from"): what choosing it on a character fills in.
 * class1..class3.{classId, level}: the starting classes (level 0 = slot unused);
 * experience, money: the starting experience and money; base.{technique, body, mind}: the birth's fixed
 * Technique/Body/Mind (0 = not given: rolled with the race dice or typed); description (HTML).
 */
import { BASE_STATS, CLASS_IDS } from "../../rules/character/vocabulary.js";
import { MAX_CLASS_LEVEL } from "./class-data.js";
import { choiceField, htmlField, intField } from "./fields.js";

const fields = foundry.data.fields;

function birthClassField() {
  return new fields.SchemaField({
    classId: choiceField(CLASS_IDS, "fighter"),
    level: intField(0, { min: 0, max: MAX_CLASS_LEVEL }),
  });
}

function defineBirthSchema() {
  return {
    class1: birthClassField(),
    class2: birthClassField(),
    class3: birthClassField(),
    experience: intField(3000, { min: 0 }),
    money: intField(1200, { min: 0 }),
    base: new fields.SchemaField(
      Object.fromEntries(BASE_STATS.map((k) => [k, intField(0, { min: 0 })])) as Record<
        (typeof BASE_STATS)[number],
        ReturnType<typeof intField>
      >,
    ),
    description: htmlField(),
  };
}
export type BirthSchema = ReturnType<typeof defineBirthSchema>;

export class BirthData extends foundry.abstract.TypeDataModel<BirthSchema, Item.Implementation> {
  static override defineSchema(): BirthSchema {
    return defineBirthSchema();
  }
}
