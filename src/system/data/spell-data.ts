/**
 * Spell item data (facts §8). Fields:
 * school, level, mpCost, target (text), rangeKind (caster/touch/distance) and range (m),
 * area (target/shot/line/breakthrough/radius), radius (m, for "radius"), maxTargets (the "/N" cap, null = none),
 * duration (text), resistance (optional/negates/half/cannot/temporary/none), resistWith (willpower/fortitude),
 * element, power (null = no power roll), criticalValue (default 10, ROLL-12), healing (the power roll heals:
 * never critical, ROLL-10), description (HTML).
 */
import {
  ELEMENT_CHOICES,
  MAGIC_SCHOOLS,
  RESIST_WITH,
  RESISTANCES,
  SPELL_AREAS,
  SPELL_RANGES,
} from "../../rules/character/vocabulary.js";
import { choiceField, flagField, htmlField, intField, optionalIntField, textField } from "./fields.js";

function defineSpellSchema() {
  return {
    school: choiceField(MAGIC_SCHOOLS, "truespeech"),
    level: intField(1, { min: 0, max: 17 }),
    mpCost: intField(0, { min: 0 }),
    target: textField(),
    rangeKind: choiceField(SPELL_RANGES, "distance"),
    range: intField(10, { min: 0 }),
    area: choiceField(SPELL_AREAS, "target"),
    radius: intField(0, { min: 0 }),
    maxTargets: optionalIntField({ min: 1 }),
    duration: textField(),
    resistance: choiceField(RESISTANCES, "none"),
    resistWith: choiceField(RESIST_WITH, "willpower"),
    element: choiceField(ELEMENT_CHOICES, "none"),
    power: optionalIntField({ min: 0, max: 100 }),
    criticalValue: intField(10, { min: 2, max: 13 }),
    healing: flagField(),
    description: htmlField(),
  };
}
export type SpellSchema = ReturnType<typeof defineSpellSchema>;

export class SpellData extends foundry.abstract.TypeDataModel<SpellSchema, Item.Implementation> {
  static override defineSchema(): SpellSchema {
    return defineSpellSchema();
  }
}
