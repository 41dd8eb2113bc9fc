/** `combatant.system`: the side, when the GM sets it by hand ("" = from the token's disposition). */
const fields = foundry.data.fields;

function defineCombatantSchema() {
  return {
    side: new fields.StringField({ required: true, blank: true, choices: ["", "pc", "enemy"], initial: "" }),
  };
}
export type CombatantSchema = ReturnType<typeof defineCombatantSchema>;

export class CombatantData extends foundry.abstract.TypeDataModel<CombatantSchema, Combatant.Implementation> {
  static override defineSchema(): CombatantSchema {
    return defineCombatantSchema();
  }
}
