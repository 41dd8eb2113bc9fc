/**
 * Monster data: `actor.system` for type "monster" (facts §5). Stored fields:
 * level, monsterType, intelligence, perception, disposition, soulscars, language, habitat,
 * reputation / weakness (知名度/弱点値), weakPoint (none/accuracy/physicalDamage/magicDamage/elementDamage/healing)
 * with weakPointElement, initiative (fixed value), movement.{ground, special, specialKind, note},
 * fortitude / willpower (base values), swordShards (剣のかけら, already added to the block), useFixedValues (ROLL-04), unidentifiedName, identified,
 * weaknessKnown, sections[] {name, attackMethod, accuracy, damage, evasion, defense, hp{value,max},
 * mp{value,max}, core}, skills[] {name, section ("" = all sections), timing, value, resistedBy, effect},
 * loot[] {roll ("always", "2-9", "10+", "7"), item, price}, notes (HTML).
 * Derived (not stored): `derived` (MonsterDerived from src/rules/character/monster.ts) and
 * hp/mp {value, max}: the core section's (or the first section's) numbers, for token bars.
 */
import { deriveMonster, type MonsterDerived } from "../../rules/character/monsters/monster.js";
import {
  ELEMENT_CHOICES,
  MONSTER_DISPOSITIONS,
  MONSTER_INTELLIGENCE,
  MONSTER_PERCEPTION,
  MONSTER_TYPES,
  WEAK_POINTS,
} from "../../rules/character/vocabulary.js";
import { elementAffinitiesField } from "./element-affinity-field.js";
import { choiceField, flagField, htmlField, intField, textField } from "./fields.js";
import { monsterSectionField, movementField, uniqueSkillField } from "./section-fields.js";

const fields = foundry.data.fields;

function defineMonsterSchema() {
  return {
    level: intField(1, { min: 0, max: 50 }),
    monsterType: choiceField(MONSTER_TYPES, "barbarous"),
    intelligence: choiceField(MONSTER_INTELLIGENCE, "average"),
    perception: choiceField(MONSTER_PERCEPTION, "fiveSenses"),
    disposition: choiceField(MONSTER_DISPOSITIONS, "hostile"),
    soulscars: intField(0, { min: 0 }),
    language: textField(),
    habitat: textField(),
    reputation: intField(10, { min: 0 }),
    // null: the weakness value is unknown (a ytsheet2 sheet without one); the knowledge check then never reveals it.
    weakness: new fields.NumberField({ required: true, nullable: true, integer: true, initial: 15, min: 0 }),
    weakPoint: choiceField(WEAK_POINTS, "none"),
    weakPointElement: choiceField(ELEMENT_CHOICES, "none"),
    elementAffinities: elementAffinitiesField(),
    initiative: intField(10),
    movement: movementField(),
    fortitude: intField(0),
    willpower: intField(0),
    // Sword shards (剣のかけら) the GM gave it: their HP, MP and resistances are in the stored block (monster-shards.ts).
    swordShards: intField(0, { min: 0, max: 1000 }),
    useFixedValues: flagField(true),
    unidentifiedName: textField(),
    identified: flagField(),
    weaknessKnown: flagField(),
    sections: new fields.ArrayField(monsterSectionField()),
    skills: new fields.ArrayField(uniqueSkillField()),
    loot: new fields.ArrayField(
      new fields.SchemaField({
        roll: textField("always"),
        item: textField(),
        price: intField(0, { min: 0 }),
      }),
    ),
    notes: htmlField(),
  };
}
export type MonsterSchema = ReturnType<typeof defineMonsterSchema>;

export class MonsterData extends foundry.abstract.TypeDataModel<MonsterSchema, Actor.Implementation> {
  static override defineSchema(): MonsterSchema {
    return defineMonsterSchema();
  }

  declare derived: MonsterDerived;
  declare hp: { value: number; max: number };
  declare mp: { value: number; max: number };

  override prepareDerivedData(): void {
    this.derived = deriveMonster(this);
    this.hp = this.derived.hp;
    this.mp = this.derived.mp;
  }
}
