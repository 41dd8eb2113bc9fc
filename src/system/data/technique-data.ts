/**
 * Class technique item data (練技, 呪歌, 終律, 騎芸, 賦術, 鼓咆, 陣率, 相域, 占瞳, 操気; rules in
 * src/rules/character/techniques.ts). Fields:
 * kind, classId + level (the class level it needs), timing (passive/declared/minor/major),
 * cost {amount, resource, cardColour, cardRank}, duration {value, units}, mount (the mount a 騎芸 applies to,
 * free text), target (free text), description (HTML). Its effects are the item's Active Effects: copied onto the
 * chosen targets when used (applied to the owner directly only when passive).
 */
import {
  CARD_COLOURS,
  CARD_RANKS,
  COST_RESOURCES,
  DURATION_UNITS,
  TECHNIQUE_CLASSES,
  TECHNIQUE_KINDS,
  TECHNIQUE_TIMINGS,
} from "../../rules/character/techniques.js";
import { choiceField, htmlField, intField, textField } from "./fields.js";

const fields = foundry.data.fields;

function defineTechniqueSchema() {
  return {
    kind: choiceField(TECHNIQUE_KINDS, "enhancer"),
    classId: choiceField(TECHNIQUE_CLASSES, "enhancer"),
    level: intField(1, { min: 0, max: 17 }),
    timing: choiceField(TECHNIQUE_TIMINGS, "minor"),
    cost: new fields.SchemaField({
      amount: intField(0, { min: 0 }),
      resource: choiceField(COST_RESOURCES, "none"),
      cardColour: choiceField(CARD_COLOURS, "red"),
      cardRank: choiceField(CARD_RANKS, "B"),
    }),
    duration: new fields.SchemaField({
      value: intField(1, { min: 1 }),
      units: choiceField(DURATION_UNITS, "instant"),
    }),
    mount: textField(),
    target: textField(),
    description: htmlField(),
  };
}
export type TechniqueSchema = ReturnType<typeof defineTechniqueSchema>;

export class TechniqueData extends foundry.abstract.TypeDataModel<TechniqueSchema, Item.Implementation> {
  static override defineSchema(): TechniqueSchema {
    return defineTechniqueSchema();
  }
}
