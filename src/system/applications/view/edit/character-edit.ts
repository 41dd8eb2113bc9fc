/**
 * Edit mode of the character sheet: background, abilities, experience, purse, profile, bonuses and the
 * records' lists.
 */
import { CHARACTER_BONUS_KEYS } from "../../../../rules/character/derivation/character-derived.js";
import { ABILITIES } from "../../../../rules/character/vocabulary.js";
import type { FieldSpec } from "../field-spec.js";
import { fieldView, type ItemField } from "../item/item-view.js";
import type { Bag } from "../read.js";
import { check, choice, type EditList, editList, fieldsOf, int, str } from "./actor-edit.js";

export interface AbilityEditRow {
  readonly key: string;
  readonly label: string;
  readonly race: ItemField;
  readonly growth: ItemField;
  /** A modifier typed by hand; Active Effects add on top of it. */
  readonly bonus: ItemField;
}

export interface CharacterEdit {
  readonly background: readonly ItemField[];
  readonly abilities: readonly AbilityEditRow[];
  readonly experience: readonly ItemField[];
  readonly purse: readonly ItemField[];
  readonly profile: readonly ItemField[];
  readonly bonuses: readonly ItemField[];
  readonly honorItems: EditList;
  readonly languages: EditList;
  readonly growthLog: EditList;
  /** Records (issue 19): dishonour, session records, the money ledger and the chat palette. */
  readonly records: RecordsEdit;
}

export interface RecordsEdit {
  readonly fields: readonly ItemField[];
  readonly dishonorItems: EditList;
  readonly sessions: EditList;
  readonly ledger: EditList;
  readonly palette: EditList;
}

export const CHARACTER_BACKGROUND: readonly FieldSpec[] = ["technique", "body", "mind"].map((k) =>
  int(`base.${k}`, `SW25.BaseStat.${k}`, { min: 0 }),
);

export const CHARACTER_EXPERIENCE: readonly FieldSpec[] = [
  // Issue 19: the start values; the session records add to them.
  int("experience.earned", "SW25.Records.StartExperience", { min: 0 }),
  int("experience.fumbles", "SW25.Field.fumbles", { min: 0 }),
  check("experience.spentOverride", "SW25.Edit.SpentOverride"),
  int("experience.spent", "SW25.Edit.SpentTyped", { min: 0 }),
];

export const CHARACTER_PURSE: readonly FieldSpec[] = [
  int("money", "SW25.Records.StartMoney", { min: 0 }),
  int("honor.points", "SW25.Records.StartHonor"),
  int("soulscars", "SW25.Field.soulscars", { min: 0 }),
];

export const CHARACTER_PROFILE: readonly FieldSpec[] = [
  ...["birth", "faith", "age", "gender"].map((k) => str(`profile.${k}`, `SW25.Edit.Profile.${k}`)),
  ...["height", "weight", "playerName"].map((k) => str(`profile.${k}`, `SW25.Records.Profile.${k}`)),
];

/** Records (issue 19): typed dishonour; the lists below. */
export const CHARACTER_RECORDS: readonly FieldSpec[] = [
  int("honor.dishonor", "SW25.Records.Dishonor", { min: 0 }),
];

const SESSION: readonly FieldSpec[] = [
  str("date", "SW25.Records.Date"),
  str("title", "SW25.Records.Title"),
  str("gm", "SW25.Records.Gm"),
  str("members", "SW25.Records.Members"),
  int("experience", "SW25.Records.Experience"),
  int("money", "SW25.Records.Money"),
  int("honor", "SW25.Records.Honor"),
  str("growth", "SW25.Records.Growth"),
  str("notes", "SW25.Records.Notes"),
];

const LEDGER: readonly FieldSpec[] = [
  str("date", "SW25.Records.Date"),
  str("item", "SW25.Records.Item"),
  int("amount", "SW25.Records.Amount"),
];

const PALETTE: readonly FieldSpec[] = [
  str("name", "SW25.Palette.Name"),
  str("formula", "SW25.Palette.Formula"),
];

function recordsEdit(system: Bag): RecordsEdit {
  return {
    fields: fieldsOf(system, CHARACTER_RECORDS),
    dishonorItems: editList(system, "honor.dishonorItems", "SW25.Records.DishonorItems", HONOR_ITEM),
    sessions: editList(system, "records.sessions", "SW25.Records.Sessions", SESSION),
    ledger: editList(system, "records.ledger", "SW25.Records.Ledger", LEDGER),
    palette: editList(system, "palette", "SW25.Palette.Title", PALETTE),
  };
}

/** Modifiers typed by hand, added to the derived values (Active Effects targeting the same keys add on top). */
export const CHARACTER_BONUSES: readonly FieldSpec[] = CHARACTER_BONUS_KEYS.map((k) =>
  int(`bonuses.${k}`, `SW25.Derived.${k}`),
);

const GROWTH_ROLL: readonly FieldSpec[] = [
  int("first", "SW25.Edit.GrowthFirst", { min: 1, max: 6 }),
  int("second", "SW25.Edit.GrowthSecond", { min: 1, max: 6 }),
  choice("ability", "SW25.Sheet.Ability", ABILITIES, "SW25.Ability", "dexterity"),
];

const HONOR_ITEM: readonly FieldSpec[] = [
  str("name", "SW25.Sheet.Name"),
  int("points", "SW25.Edit.HonorPoints", { min: 0 }),
];
const LANGUAGE: readonly FieldSpec[] = [
  str("name", "SW25.Edit.Language"),
  check("speak", "SW25.Edit.Speak"),
  check("read", "SW25.Edit.Read"),
];

export function characterEdit(system: Bag): CharacterEdit {
  return {
    background: fieldsOf(system, CHARACTER_BACKGROUND),
    abilities: ABILITIES.map((key) => ({
      key,
      label: `SW25.Ability.${key}`,
      race: fieldView(system, int(`abilities.${key}.race`, "SW25.Field.race", { min: 0 })),
      growth: fieldView(system, int(`abilities.${key}.growth`, "SW25.Field.growth", { min: 0 })),
      bonus: fieldView(system, int(`abilities.${key}.bonus`, "SW25.Field.bonus")),
    })),
    experience: fieldsOf(system, CHARACTER_EXPERIENCE),
    purse: fieldsOf(system, CHARACTER_PURSE),
    profile: fieldsOf(system, CHARACTER_PROFILE),
    bonuses: fieldsOf(system, CHARACTER_BONUSES),
    honorItems: editList(system, "honor.items", "SW25.Edit.HonorItems", HONOR_ITEM),
    languages: editList(system, "languages", "SW25.Edit.Languages", LANGUAGE),
    growthLog: editList(system, "growthLog", "SW25.Edit.GrowthLog", GROWTH_ROLL),
    records: recordsEdit(system),
  };
}
