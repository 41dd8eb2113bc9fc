/**
 * Race item data (facts §1). Fields:
 * dice.<ability>: the race dice formula rolled by "Roll starting abilities", e.g. "2d+6" (src/rules/character/creation.ts);
 * dice.<technique|body|mind>: the same for Technique/Body/Mind, "" = not rolled (given by the birth or typed);
 * noMagicPoints (a race whose max MP is always 0), defense (racial Defense bonus, e.g. scaly skin),
 * magicPower (racial magic power added to every magic power, e.g. a Highman's [魔法の申し子]),
 * abilities (short text of the racial abilities), description (HTML).
 */
import { htmlField, intField, textField } from "./fields.js";

const fields = foundry.data.fields;

function defineRaceSchema() {
  return {
    dice: new fields.SchemaField({
      technique: textField(""),
      body: textField(""),
      mind: textField(""),
      dexterity: textField("2d"),
      agility: textField("2d"),
      strength: textField("2d"),
      vitality: textField("2d"),
      intelligence: textField("2d"),
      spirit: textField("2d"),
    }),
    noMagicPoints: new fields.BooleanField({ required: true, initial: false }),
    defense: intField(0),
    magicPower: intField(0),
    abilities: textField(),
    description: htmlField(),
  };
}
export type RaceSchema = ReturnType<typeof defineRaceSchema>;

export class RaceData extends foundry.abstract.TypeDataModel<RaceSchema, Item.Implementation> {
  static override defineSchema(): RaceSchema {
    return defineRaceSchema();
  }
}
