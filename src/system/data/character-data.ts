/**
 * Character (PC) data: `actor.system` for type "character".
 * Stored fields:
 * - base.{technique, body, mind}: the Background numbers (facts §1).
 * - abilities.<dexterity|agility|strength|vitality|intelligence|spirit>.{race, growth, bonus}:
 *   race = the rolled race dice value, growth = growth points, bonus = Active Effect target.
 * - hp.{value, max}, mp.{value, max}: value is current; max is recomputed every preparation.
 * - experience.{earned, spent, fumbles, spentOverride}: fumbles = count of 1-1 rolls (+50 each, ROLL-01);
 *   spent is the class levels' table cost (FACTS-2) unless spentOverride says the typed value counts.
 * - honor.{points, items[] {name, points}, dishonor, dishonorItems[] {name, points}}, languages[] {name, speak, read},
 *   profile.{birth, faith, age, gender, height, weight, playerName}.
 *   honor.points, experience.earned and money are the STARTING values (and anything outside the records): the
 *   sheet's totals add every session record (and for money the ledger) to them (src/rules/character/records.ts).
 * - records.sessions[] {date, title, gm, members, experience, money, honor, growth, notes}: one row per session;
 *   records.ledger[] {date, item, amount}: income (+) and expenses (-) with a running balance on the sheet.
 * - palette[] {name, formula}: the chat palette, BCDice notation with {references} to the actor's values.
 * - growthLog[] {first, second, ability}: each growth roll's two dice and the ability picked (FACTS-1).
 * - bonuses.*: modifiers added to derived values (see CharacterBonuses in the rules): typed in edit mode,
 *   and the targets of Active Effects, which add on top.
 * - elementAffinities[] {element, kind, amount}: e.g. a race's elemental trait, entered by hand (DMG-11).
 * - soulscars, money, notes (HTML).
 * - classResources: 楽素, 陣気, 命脈点 and alchemist cards (class-resources-field.ts; spent by techniques).
 * - dailyUses.{changeFate, hpConversion, windWings}: uses made today of the racial abilities with a daily limit
 *   (absent in older worlds: the schema's 0, so no migration); "A new day" sets them back to 0.
 * - raceForms.{alternateForm, beastForm}: the race form turned on (its modifiers enter the derived values;
 *   src/rules/character/race-ability-actions.ts says which, and only for a race that has the form).
 * Derived (not stored): `derived` (CharacterDerived from src/rules/character/character-derived.ts):
 *   scores, modifiers, adventurerLevel, hpMax, mpMax, fortitude, willpower, initiative,
 *   monsterKnowledge, magicPower, movement, evasion, defense, weapons, experience.
 * Classes, race, feats and equipment are embedded Items.
 */
import {
  CHARACTER_BONUS_KEYS,
  type CharacterDerived,
  deriveCharacter,
} from "../../rules/character/derivation/character-derived.js";
import { ABILITIES } from "../../rules/character/vocabulary.js";
import { migrateActorSource } from "../migrations/migrate-source.js";
import { characterInput } from "./character-input.js";
import { classResourcesField } from "./class-resources-field.js";
import { elementAffinitiesField } from "./element-affinity-field.js";
import { choiceField, flagField, htmlField, intField, textField } from "./fields.js";

const fields = foundry.data.fields;

function abilityField() {
  return new fields.SchemaField({
    race: intField(0, { min: 0 }),
    growth: intField(0, { min: 0 }),
    bonus: intField(0),
  });
}

function resourceField(min?: number) {
  return new fields.SchemaField({
    value: intField(0, min === undefined ? {} : { min }),
    max: intField(0),
  });
}

/** Session records, the money ledger and the chat palette (issue 19), kept in one block. */
function recordsSchema() {
  return {
    records: new fields.SchemaField({
      sessions: new fields.ArrayField(
        new fields.SchemaField({
          date: textField(),
          title: textField(),
          gm: textField(),
          members: textField(),
          experience: intField(0),
          money: intField(0),
          honor: intField(0),
          growth: textField(),
          notes: textField(),
        }),
      ),
      ledger: new fields.ArrayField(
        new fields.SchemaField({ date: textField(), item: textField(), amount: intField(0) }),
      ),
    }),
    palette: new fields.ArrayField(new fields.SchemaField({ name: textField(), formula: textField() })),
  };
}

/** Re-exported for the schema below and the sheet views. */
export const BONUS_KEYS = CHARACTER_BONUS_KEYS;

function defineCharacterSchema() {
  return {
    base: new fields.SchemaField({
      technique: intField(0, { min: 0 }),
      body: intField(0, { min: 0 }),
      mind: intField(0, { min: 0 }),
    }),
    abilities: new fields.SchemaField({
      dexterity: abilityField(),
      agility: abilityField(),
      strength: abilityField(),
      vitality: abilityField(),
      intelligence: abilityField(),
      spirit: abilityField(),
    }),
    hp: resourceField(),
    mp: resourceField(0),
    experience: new fields.SchemaField({
      earned: intField(0, { min: 0 }),
      spent: intField(0, { min: 0 }),
      fumbles: intField(0, { min: 0 }),
      spentOverride: flagField(),
    }),
    honor: new fields.SchemaField({
      points: intField(0),
      items: new fields.ArrayField(
        new fields.SchemaField({ name: textField(), points: intField(0, { min: 0 }) }),
      ),
      // Records (issue 19): dishonour typed and from dishonour items.
      dishonor: intField(0, { min: 0 }),
      dishonorItems: new fields.ArrayField(
        new fields.SchemaField({ name: textField(), points: intField(0, { min: 0 }) }),
      ),
    }),
    languages: new fields.ArrayField(
      new fields.SchemaField({ name: textField(), speak: flagField(), read: flagField() }),
    ),
    profile: new fields.SchemaField({
      birth: textField(),
      faith: textField(),
      age: textField(),
      gender: textField(),
      height: textField(),
      weight: textField(),
      playerName: textField(),
    }),
    growthLog: new fields.ArrayField(
      new fields.SchemaField({
        first: intField(1, { min: 1, max: 6 }),
        second: intField(1, { min: 1, max: 6 }),
        ability: choiceField(ABILITIES, "dexterity"),
      }),
    ),
    bonuses: new fields.SchemaField({
      hp: intField(0),
      mp: intField(0),
      fortitude: intField(0),
      willpower: intField(0),
      initiative: intField(0),
      monsterKnowledge: intField(0),
      magicPower: intField(0),
      accuracy: intField(0),
      evasion: intField(0),
      extraDamage: intField(0),
      defense: intField(0),
      movement: intField(0),
      criticalValue: intField(0),
    }),
    elementAffinities: elementAffinitiesField(),
    soulscars: intField(0, { min: 0 }),
    money: intField(0, { min: 0 }),
    notes: htmlField(),
    classResources: classResourcesField(),
    // Uses made today of the racial abilities with a daily limit (Change Fate, HP Conversion, Wind Wings); a new
    // day sets them to 0.
    dailyUses: new fields.SchemaField({
      changeFate: intField(0, { min: 0 }),
      hpConversion: intField(0, { min: 0 }),
      windWings: intField(0, { min: 0 }),
    }),
    // The race forms the player has turned on (Nightmare 異貌, Lykant 獣変貌): their modifiers count while on.
    raceForms: new fields.SchemaField({ alternateForm: flagField(), beastForm: flagField() }),
    ...recordsSchema(),
  };
}
export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

export class CharacterData extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation> {
  static override defineSchema(): CharacterSchema {
    return defineCharacterSchema();
  }

  /**
   * Old sources are upgraded here, before the schema cleans them (a flat `hp: 12` would otherwise be
   * dropped); the world migration then only has to store the result.
   */
  static override migrateData(source: Record<string, unknown>) {
    const migrated = migrateActorSource(source, 0);
    if (migrated) Object.assign(source, migrated);
    // biome-ignore lint/complexity/noThisInStatic: the parent's own migrations must run too (Foundry's chain).
    return super.migrateData(source);
  }

  declare derived: CharacterDerived;

  override prepareDerivedData(): void {
    const derived = deriveCharacter(characterInput(this));
    this.derived = derived;
    this.hp.max = derived.hpMax;
    this.mp.max = derived.mpMax;
  }
}
