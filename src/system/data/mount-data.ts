/**
 * Mount (騎獣) data: `actor.system` for type "mount" (facts §6). Stored fields:
 * levelRange.{min, max} (適正レベル), riderId (the rider Actor's id; "" = unridden),
 * intelligence, perception, language, weakPoint, weakPointElement, movement.{ground, special, specialKind, note},
 * reputation / weakness (知名度/弱点値) and initiative (先制値), each null when none is given,
 * levels[] {level, sections[] {name, attackMethod, accuracy, damage, evasion, defense, hpMax, mpMax,
 * fortitude, willpower, core}}: one stat block per level of the range,
 * current[] {hp, mp}: current HP/MP per section index (null = full), prices.{purchase, rental, regeneration},
 * skills[] {name, section ("" = all sections), timing, value, resistedBy, effect}: unique skills, as a monster's,
 * notes (HTML).
 * Derived (not stored): `derived` (MountDerived from src/rules/character/mount.ts: level, canRide, error,
 * sections with current values) and hp/mp {value, max} of the core (or first) section, for token bars.
 */
import { deriveMount, type MountDerived, type RiderLevels } from "../../rules/character/monsters/mount.js";
import {
  ELEMENT_CHOICES,
  MONSTER_INTELLIGENCE,
  MONSTER_PERCEPTION,
  WEAK_POINTS,
} from "../../rules/character/vocabulary.js";
import { mountLevelSource } from "../settings.js";
import { riderLevels } from "./character-input.js";
import { choiceField, htmlField, intField, optionalIntField, textField } from "./fields.js";
import { mountSectionField, movementField, uniqueSkillField } from "./section-fields.js";

const fields = foundry.data.fields;

function defineMountSchema() {
  return {
    levelRange: new fields.SchemaField({ min: intField(1, { min: 0 }), max: intField(1, { min: 0 }) }),
    riderId: textField(),
    intelligence: choiceField(MONSTER_INTELLIGENCE, "animal"),
    perception: choiceField(MONSTER_PERCEPTION, "fiveSenses"),
    language: textField(),
    weakPoint: choiceField(WEAK_POINTS, "none"),
    weakPointElement: choiceField(ELEMENT_CHOICES, "none"),
    movement: movementField(),
    // 知名度/弱点値 and 先制値 (a ytsheet2 mount sheet has them); null = none given.
    reputation: optionalIntField({ min: 0 }),
    weakness: optionalIntField({ min: 0 }),
    initiative: optionalIntField(),
    levels: new fields.ArrayField(
      new fields.SchemaField({
        level: intField(1, { min: 0 }),
        sections: new fields.ArrayField(mountSectionField()),
      }),
    ),
    current: new fields.ArrayField(
      new fields.SchemaField({ hp: optionalIntField(), mp: optionalIntField({ min: 0 }) }),
    ),
    prices: new fields.SchemaField({
      purchase: intField(0, { min: 0 }),
      rental: intField(0, { min: 0 }),
      regeneration: intField(0, { min: 0 }),
    }),
    skills: new fields.ArrayField(uniqueSkillField()),
    notes: htmlField(),
  };
}
export type MountSchema = ReturnType<typeof defineMountSchema>;

export class MountData extends foundry.abstract.TypeDataModel<MountSchema, Actor.Implementation> {
  static override defineSchema(): MountSchema {
    return defineMountSchema();
  }

  declare derived: MountDerived;
  declare hp: { value: number; max: number };
  declare mp: { value: number; max: number };

  /** The rider's levels, or null when unridden or the rider is not in this world. */
  get riderLevels(): RiderLevels | null {
    if (!this.riderId) return null;
    const rider = game.actors?.get(this.riderId);
    return rider ? riderLevels(rider) : null;
  }

  override prepareDerivedData(): void {
    this.derived = deriveMount(this, this.riderLevels, mountLevelSource());
    this.hp = this.derived.hp;
    this.mp = this.derived.mp;
  }
}
