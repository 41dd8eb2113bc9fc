/**
 * Class technique item data (練技, 呪歌, 終律, 騎芸, 賦術, 鼓咆, 陣率, 相域, 占瞳, 操気; rules in
 * src/rules/character/techniques.ts). Fields:
 * kind, classId + level (the class level it needs), timing (passive/declared/minor/major),
 * cost {amount, resource, cardColour, cardRank}, gain {amount, resource, threshold, bonus} (the class resource a
 * use adds after paying: a 呪歌's 楽素, a 鼓咆's 陣気; `bonus` more when the use's performance check total reaches
 * `threshold`, a 呪歌's 巧奏値 and 追加楽素; an older technique without them reads none, 0), duration {value, units}, mount (the mount a 騎芸 applies to,
 * free text), target (free text), description (HTML). Its effects are the item's Active Effects: copied onto the
 * chosen targets when used (applied to the owner directly only when passive).
 */
import {
  TECHNIQUE_CHOICE_FIELDS as C,
  TECHNIQUE_NUMBER_FIELDS as N,
  type TechniqueChoicePath,
  type TechniqueNumberPath,
} from "../../rules/character/techniques/techniques.js";
import { choiceField, htmlField, intField, textField } from "./fields.js";

const fields = foundry.data.fields;

const choice = <P extends TechniqueChoicePath>(path: P) => choiceField(C[path].choices, C[path].initial);
const whole = (path: TechniqueNumberPath) => {
  // Bounds only: `byKind` is a new technique's default (rules' techniqueKindDefaults), not the schema's.
  const { initial, min, ...rest } = N[path];
  return intField(initial, "max" in rest ? { min, max: rest.max } : { min });
};

function defineTechniqueSchema() {
  return {
    kind: choice("kind"),
    classId: choice("classId"),
    level: whole("level"),
    timing: choice("timing"),
    cost: new fields.SchemaField({
      amount: whole("cost.amount"),
      resource: choice("cost.resource"),
      cardColour: choice("cost.cardColour"),
      cardRank: choice("cost.cardRank"),
    }),
    gain: new fields.SchemaField({
      amount: whole("gain.amount"),
      resource: choice("gain.resource"),
      threshold: whole("gain.threshold"),
      bonus: whole("gain.bonus"),
    }),
    duration: new fields.SchemaField({
      value: whole("duration.value"),
      units: choice("duration.units"),
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
