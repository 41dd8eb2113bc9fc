/** Schema pieces shared by monsters and mounts: stat-block sections, unique skills, movement. */
import { SKILL_TIMINGS, SPECIAL_MOVEMENTS } from "../../rules/character/vocabulary.js";
import { choiceField, flagField, intField, optionalIntField, textField } from "./fields.js";

const fields = foundry.data.fields;

/**
 * What every stat-block section has, monster or mount: accuracy/evasion are base values (fixed = base + 7,
 * ROLL-04), damage is the X of 2d+X; null is the stat block's "-".
 */
function sectionCombatFields() {
  return {
    name: textField(),
    attackMethod: textField(),
    accuracy: optionalIntField(),
    damage: optionalIntField(),
    evasion: optionalIntField(),
    defense: intField(0, { min: 0 }),
  };
}

/** One monster section, with its current HP/MP. */
export function monsterSectionField() {
  return new fields.SchemaField({
    ...sectionCombatFields(),
    hp: new fields.SchemaField({ value: intField(0), max: intField(0, { min: 0 }) }),
    mp: new fields.SchemaField({ value: optionalIntField({ min: 0 }), max: optionalIntField({ min: 0 }) }),
    core: flagField(),
  });
}

/** One section of a mount at one level: mounts have Fortitude and Willpower per section (facts §6). */
export function mountSectionField() {
  return new fields.SchemaField({
    ...sectionCombatFields(),
    hpMax: intField(0, { min: 0 }),
    mpMax: optionalIntField({ min: 0 }),
    fortitude: intField(0),
    willpower: intField(0),
    core: flagField(),
  });
}

/** A unique skill: section "" means "all sections"; value is a base value (null when there is no check). */
export function uniqueSkillField() {
  return new fields.SchemaField({
    name: textField(),
    section: textField(),
    timing: choiceField(SKILL_TIMINGS, "major"),
    value: optionalIntField(),
    resistedBy: textField(),
    effect: textField(),
  });
}

/** Movement written as "ground/special (kind)": null speed is the stat block's "-". */
export function movementField() {
  return new fields.SchemaField({
    ground: optionalIntField({ min: 0 }),
    special: optionalIntField({ min: 0 }),
    specialKind: choiceField(SPECIAL_MOVEMENTS, "none"),
    note: textField(),
  });
}
