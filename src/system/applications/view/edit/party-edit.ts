/** Edit mode of the party sheet: its session summaries as a list editor. */

import type { FieldSpec } from "../field-spec.js";
import type { Bag } from "../read.js";
import { check, type EditList, editList, int, longText, str } from "./actor-edit.js";

/** A party's session summary (PartyData.sessions): every column the end of a session writes, editable after. */
const PARTY_SESSION: readonly FieldSpec[] = [
  str("date", "SW25.Records.Date"),
  str("title", "SW25.Records.Title"),
  check("goalMet", "SW25.Party.End.GoalMet"),
  longText("monsters", "SW25.Party.End.Monsters"),
  int("lootSold", "SW25.Party.End.LootSold", { min: 0 }),
  int("shardHonor", "SW25.Party.End.ShardHonor", { min: 0 }),
  str("members", "SW25.Party.Members"),
];

/** The blank summary a party's Sessions list adds (the schema's initial values). */
export const NEW_PARTY_SESSION = Object.freeze({
  date: "",
  title: "",
  goalMet: true,
  monsters: "",
  lootSold: 0,
  shardHonor: 0,
  members: "",
});

export interface PartyEdit {
  readonly sessions: EditList;
}

/** Edit mode of the party sheet: the session summaries as a list editor (fund, loot and notes always have controls). */
export function partyEdit(system: Bag): PartyEdit {
  return { sessions: editList(system, "sessions", "SW25.Party.Sessions", PARTY_SESSION) };
}
