/**
 * What the item sheet shows for each item type: one spec per editable `system` field, in sheet order.
 * Choice fields read the same word lists as the data models (src/system/data/*), so the sheet can only
 * offer values the schema accepts; test/system/item-view.test.ts checks every spec against the schema.
 */
import {
  ABILITIES,
  ACCESSORY_SLOTS,
  ARMOR_KINDS,
  ARMOR_PROFICIENCY_CATEGORIES,
  ATTACK_KINDS,
  BASE_STATS,
  CLASS_IDS,
  CLASS_KINDS,
  CLASS_TIERS,
  DAMAGE_TYPES,
  ELEMENT_CHOICES,
  EQUIPMENT_RANKS,
  FEAT_EFFECTS,
  FEAT_KINDS,
  GEAR_KINDS,
  MAGIC_SCHOOLS,
  RESIST_WITH,
  RESISTANCES,
  SPELL_AREAS,
  SPELL_RANGES,
  WEAPON_CATEGORIES,
  WEAPON_USAGES,
} from "../../../../rules/character/vocabulary.js";
import type { FieldSpec, NumberSpec, PlainSpec, SelectSpec, SpecBase } from "../field-spec.js";
import { TECHNIQUE_FIELDS } from "./technique-fields.js";

type Bounds = Omit<NumberSpec, "kind" | "path">;

const int = (path: string, bounds: Bounds = {}): NumberSpec => ({ kind: "number", path, ...bounds });
const check = (path: string): PlainSpec => ({ kind: "checkbox", path });
const str = (path: string, extra: Omit<SpecBase, "path"> = {}): PlainSpec => ({
  kind: "text",
  path,
  ...extra,
});
const choice = <const T extends readonly string[]>(
  path: string,
  choices: T,
  labels: string,
  fallback: T[number],
): SelectSpec => ({ kind: "select", path, choices, labels, fallback });

const PRICE = int("price", { min: 0 });
const EQUIPPED = check("equipped");
const MIN_STRENGTH = int("minStrength", { min: 0 });
const CRITICAL = int("criticalValue", { min: 2, max: 13 });
const RANK = choice("rank", EQUIPMENT_RANKS, "SW25.Rank", "B");
const ROLL_POWER = int("power", { min: 0, max: 100, nullable: true });
const RACE_DICE = [
  ...BASE_STATS.map((stat) =>
    str(`dice.${stat}`, { label: `SW25.BaseStat.${stat}`, group: "SW25.Item.Field.dice" }),
  ),
  ...ABILITIES.map((ability) =>
    str(`dice.${ability}`, { label: `SW25.Ability.${ability}`, group: "SW25.Item.Field.dice" }),
  ),
];

/** A birth's three starting class slots (level 0 = unused), its start values and fixed Technique/Body/Mind. */
const BIRTH_FIELDS: readonly FieldSpec[] = [
  ...[1, 2, 3].flatMap((n) => [
    {
      ...choice(`class${n}.classId`, CLASS_IDS, "SW25.Class", "fighter"),
      label: "SW25.Creation.BirthClass",
      group: "SW25.Creation.BirthClasses",
    },
    {
      ...int(`class${n}.level`, { min: 0, max: 17 }),
      label: "SW25.Creation.BirthLevel",
      group: "SW25.Creation.BirthClasses",
    },
  ]),
  { ...int("experience", { min: 0 }), label: "SW25.Creation.StartExperience" },
  { ...int("money", { min: 0 }), label: "SW25.Creation.StartMoney" },
  ...BASE_STATS.map((stat) => ({
    ...int(`base.${stat}`, { min: 0 }),
    label: `SW25.BaseStat.${stat}`,
    group: "SW25.Creation.BirthBase",
  })),
];

/** Which `system` fields each item type shows (description is the sheet's own text area). */
export const ITEM_FIELDS: Readonly<Record<string, readonly FieldSpec[]>> = {
  weapon: [
    choice("category", WEAPON_CATEGORIES, "SW25.WeaponCategory", "sword"),
    choice("usage", WEAPON_USAGES, "SW25.WeaponUsage", "1H"),
    choice("attackKind", ATTACK_KINDS, "SW25.AttackKind", "melee"),
    RANK,
    MIN_STRENGTH,
    int("accuracy"),
    int("power", { min: 0, max: 100 }),
    CRITICAL,
    int("extraDamage"),
    int("range", { min: 0, nullable: true }),
    choice("damageType", DAMAGE_TYPES, "SW25.DamageType", "edged"),
    check("isGun"),
    PRICE,
    EQUIPPED,
  ],
  armor: [
    choice("armorKind", ARMOR_KINDS, "SW25.ArmorKind", "nonMetal"),
    RANK,
    MIN_STRENGTH,
    int("evasion"),
    int("defense", { min: 0 }),
    check("grapplerMay"),
    PRICE,
    EQUIPPED,
  ],
  shield: [
    check("metal"),
    RANK,
    MIN_STRENGTH,
    int("evasion"),
    int("defense", { min: 0 }),
    check("grapplerMay"),
    PRICE,
    EQUIPPED,
  ],
  accessory: [choice("slot", ACCESSORY_SLOTS, "SW25.AccessorySlot", "other"), PRICE, EQUIPPED],
  class: [
    choice("classId", CLASS_IDS, "SW25.Class", "custom"),
    int("level", { min: 0, max: 17 }),
    choice("tier", CLASS_TIERS, "SW25.ClassTier", "B"),
    choice("kind", CLASS_KINDS, "SW25.ClassKind", "other"),
  ],
  race: [int("defense"), int("magicPower"), check("noMagicPoints"), str("abilities"), ...RACE_DICE],
  birth: BIRTH_FIELDS,
  feat: [
    choice("featKind", FEAT_KINDS, "SW25.FeatKind", "passive"),
    choice("effect", FEAT_EFFECTS, "SW25.FeatEffect", "none"),
    int("rank", { min: 1, max: 3 }),
    choice("weaponCategory", WEAPON_CATEGORIES, "SW25.WeaponCategory", "sword"),
    choice("armorCategory", ARMOR_PROFICIENCY_CATEGORIES, "SW25.ArmorCategory", "nonMetal"),
    choice("school", MAGIC_SCHOOLS, "SW25.MagicSchool", "truespeech"),
    check("automatic"),
  ],
  spell: [
    choice("school", MAGIC_SCHOOLS, "SW25.MagicSchool", "truespeech"),
    int("level", { min: 0, max: 17 }),
    int("mpCost", { min: 0 }),
    choice("element", ELEMENT_CHOICES, "SW25.Element", "none"),
    choice("rangeKind", SPELL_RANGES, "SW25.SpellRange", "distance"),
    int("range", { min: 0 }),
    choice("area", SPELL_AREAS, "SW25.SpellArea", "target"),
    int("radius", { min: 0 }),
    int("maxTargets", { min: 1, nullable: true }),
    choice("resistance", RESISTANCES, "SW25.Resistance", "none"),
    choice("resistWith", RESIST_WITH, "SW25.Check", "willpower"),
    ROLL_POWER,
    CRITICAL,
    check("healing"),
    str("target"),
    str("duration"),
  ],
  gear: [
    choice("gearKind", GEAR_KINDS, "SW25.GearKind", "gear"),
    int("quantity", { min: 0 }),
    PRICE,
    ROLL_POWER,
    CRITICAL,
    int("points", { min: 0, max: 100 }),
    check("charged"),
    int("shotMp", { min: 0, max: 100 }),
  ],
  technique: TECHNIQUE_FIELDS,
};
