/**
 * Party (パーティ) data: `actor.system` for type "party". Stored fields:
 * members[] (the ids of the world's character actors, in the order the party lists them), money (the
 * party's shared fund, in Gamels), loot (the shared loot, as text: one line per item), sessions[] {date, title,
 * goalMet, monsters, lootSold, shardHonor, members}: one summary per session the GM ended on this party (each
 * member's own record is on the member), notes (HTML).
 * A party has no derived values of its own: what each member has left is read from the members when the sheet
 * renders (party-view.ts).
 */
import { flagField, htmlField, intField, textField } from "./fields.js";

const fields = foundry.data.fields;

function definePartySchema() {
  return {
    members: new fields.ArrayField(textField()),
    money: intField(0, { min: 0 }),
    loot: textField(),
    sessions: new fields.ArrayField(
      new fields.SchemaField({
        date: textField(),
        title: textField(),
        goalMet: flagField(true),
        monsters: textField(),
        lootSold: intField(0, { min: 0 }),
        shardHonor: intField(0, { min: 0 }),
        members: textField(),
      }),
    ),
    notes: htmlField(),
  };
}
type PartySchema = ReturnType<typeof definePartySchema>;

export class PartyData extends foundry.abstract.TypeDataModel<PartySchema, Actor.Implementation> {
  static override defineSchema(): PartySchema {
    return definePartySchema();
  }
}
