/**
 * Edit mode of the monster and mount sheets: stats, movement, sections, skills and loot (a mount's levels and
 * rider).
 */
import {
  ELEMENT_CHOICES,
  MONSTER_DISPOSITIONS,
  MONSTER_INTELLIGENCE,
  MONSTER_PERCEPTION,
  MONSTER_TYPES,
  SKILL_TIMINGS,
  SPECIAL_MOVEMENTS,
  WEAK_POINTS,
} from "../../../../rules/character/vocabulary.js";
import type { FieldSpec } from "../field-spec.js";
import { fieldView, type ItemField } from "../item/item-view.js";
import { type Bag, bag, list, text } from "../read.js";
import { check, choice, type EditList, editList, fieldsOf, int, longText, str } from "./actor-edit.js";

/**
 * A loot row stored as "always" shows an empty roll with the localized "Always" as its placeholder, so no
 * language sees the stored English word; `lootRollFromForm` turns it back on submit.
 */
function lootRows(list: EditList): EditList {
  const shown = (cell: ItemField): ItemField =>
    cell.name.endsWith(".roll") && String(cell.value).trim().toLowerCase() === "always"
      ? { ...cell, value: "", placeholder: "SW25.Monster.lootAlways" }
      : cell.name.endsWith(".roll")
        ? { ...cell, placeholder: "SW25.Monster.lootAlways" }
        : cell;
  return { ...list, rows: list.rows.map((row) => ({ ...row, cells: row.cells.map(shown) })) };
}

/** A submitted loot roll: blank, "always" or the localized word for it (`always`, e.g. 自動) is stored as "always". */
export function lootRollFromForm(value: unknown, always: string): unknown {
  if (typeof value !== "string") return value;
  const typed = value.trim();
  const word = typed.toLowerCase();
  return typed === "" || word === "always" || word === always.trim().toLowerCase() ? "always" : typed;
}

/** The submitted update with every loot row's roll read by `lootRollFromForm`. */
export function withLootRolls(update: Record<string, unknown>, always: string): Record<string, unknown> {
  const system = update.system;
  if (!system || typeof system !== "object" || !Array.isArray((system as Bag).loot)) return update;
  const loot = ((system as Bag).loot as unknown[]).map((row) =>
    row && typeof row === "object" && "roll" in row
      ? { ...(row as Bag), roll: lootRollFromForm((row as Bag).roll, always) }
      : row,
  );
  return { ...update, system: { ...(system as Bag), loot } };
}

const COMBAT_CELLS: readonly FieldSpec[] = [
  str("name", "SW25.Sheet.Section"),
  str("attackMethod", "SW25.Monster.attackMethod"),
  int("accuracy", "SW25.Sheet.Accuracy", { nullable: true }),
  int("damage", "SW25.Monster.damage", { nullable: true }),
  int("evasion", "SW25.Check.evasion", { nullable: true }),
  int("defense", "SW25.Sheet.Defense", { min: 0 }),
];

export const MONSTER_SECTION: readonly FieldSpec[] = [
  ...COMBAT_CELLS,
  int("hp.value", "SW25.Edit.HpNow"),
  int("hp.max", "SW25.Edit.HpMax", { min: 0 }),
  int("mp.value", "SW25.Edit.MpNow", { min: 0, nullable: true }),
  int("mp.max", "SW25.Edit.MpMax", { min: 0, nullable: true }),
  check("core", "SW25.Monster.core"),
];

export const MOUNT_SECTION: readonly FieldSpec[] = [
  ...COMBAT_CELLS,
  int("hpMax", "SW25.Edit.HpMax", { min: 0 }),
  int("mpMax", "SW25.Edit.MpMax", { min: 0, nullable: true }),
  int("fortitude", "SW25.Check.fortitude"),
  int("willpower", "SW25.Check.willpower"),
  check("core", "SW25.Monster.core"),
];

const LOOT: readonly FieldSpec[] = [
  str("roll", "SW25.Edit.LootRoll"),
  str("item", "SW25.Edit.LootItem"),
  int("price", "SW25.Field.price", { min: 0 }),
];

/** The section a skill belongs to is stored by name ("" = all sections): the choices are the sections' names. */
function skillSpecs(sectionNames: readonly string[]): FieldSpec[] {
  return [
    str("name", "SW25.Sheet.Name"),
    choice("section", "SW25.Monster.section", ["", ...sectionNames], "", ""),
    choice("timing", "SW25.Edit.Timing", SKILL_TIMINGS, "SW25.SkillTiming", "major"),
    int("value", "SW25.Edit.SkillValue", { nullable: true }),
    str("resistedBy", "SW25.Edit.ResistedBy"),
    longText("effect", "SW25.Field.effect"),
  ];
}

export const MOVEMENT: readonly FieldSpec[] = [
  int("movement.ground", "SW25.Edit.MoveGround", { min: 0, nullable: true }),
  int("movement.special", "SW25.Edit.MoveSpecial", { min: 0, nullable: true }),
  choice("movement.specialKind", "SW25.Edit.MoveKind", SPECIAL_MOVEMENTS, "SW25.SpecialMovement", "none"),
  str("movement.note", "SW25.Edit.MoveNote"),
];

export const MONSTER_STATS: readonly FieldSpec[] = [
  int("level", "SW25.Monster.level", { min: 0, max: 50 }),
  choice("monsterType", "SW25.Monster.type", MONSTER_TYPES, "SW25.MonsterType", "barbarous"),
  choice(
    "intelligence",
    "SW25.Monster.intelligence",
    MONSTER_INTELLIGENCE,
    "SW25.MonsterIntelligence",
    "average",
  ),
  choice("perception", "SW25.Monster.perception", MONSTER_PERCEPTION, "SW25.MonsterPerception", "fiveSenses"),
  choice("disposition", "SW25.Monster.disposition", MONSTER_DISPOSITIONS, "SW25.Disposition", "hostile"),
  int("soulscars", "SW25.Field.soulscars", { min: 0 }),
  str("language", "SW25.Monster.language"),
  str("habitat", "SW25.Monster.habitat"),
  int("reputation", "SW25.Monster.reputation", { min: 0 }),
  int("weakness", "SW25.Monster.weakness", { min: 0, nullable: true }),
  choice("weakPoint", "SW25.Monster.weakPoint", WEAK_POINTS, "SW25.WeakPoint", "none"),
  choice("weakPointElement", "SW25.Edit.WeakPointElement", ELEMENT_CHOICES, "SW25.Element", "none"),
  int("initiative", "SW25.Monster.initiative"),
  int("fortitude", "SW25.Check.fortitude"),
  int("willpower", "SW25.Check.willpower"),
  int("swordShards", "SW25.Monster.swordShards", { min: 0, max: 1000 }),
  check("useFixedValues", "SW25.Monster.useFixedValues"),
];

export const MONSTER_IDENTITY: readonly FieldSpec[] = [
  str("unidentifiedName", "SW25.Monster.unidentifiedName"),
  check("identified", "SW25.Monster.identified"),
  check("weaknessKnown", "SW25.Monster.weaknessKnown"),
];

export interface MonsterEdit {
  readonly stats: readonly ItemField[];
  readonly movement: readonly ItemField[];
  readonly identity: readonly ItemField[];
  readonly sections: EditList;
  readonly skills: EditList;
  readonly loot: EditList;
}

const sectionNames = (sections: unknown) =>
  list(sections)
    .map((s) => text(bag(s).name))
    .filter((name) => name !== "");

/** The "" section choice of a skill reads "All sections". */
function allSectionsLabel(skills: EditList): EditList {
  const relabel = (cell: ItemField): ItemField =>
    cell.name.endsWith(".section")
      ? {
          ...cell,
          options: cell.options.map((o) =>
            o.value === "" ? { ...o, label: "SW25.Monster.allSections", plain: false } : o,
          ),
        }
      : cell;
  return { ...skills, rows: skills.rows.map((row) => ({ ...row, cells: row.cells.map(relabel) })) };
}

export function monsterEdit(system: Bag): MonsterEdit {
  // A skill naming a section that no longer exists keeps its name as a choice (nothing is lost on submit).
  const names = [
    ...new Set([...sectionNames(system.sections), ...list(system.skills).map((s) => text(bag(s).section))]),
  ];
  return {
    stats: fieldsOf(system, MONSTER_STATS),
    movement: fieldsOf(system, MOVEMENT),
    identity: fieldsOf(system, MONSTER_IDENTITY),
    sections: editList(system, "sections", "SW25.Monster.sections", MONSTER_SECTION),
    skills: allSectionsLabel(
      editList(system, "skills", "SW25.Monster.skills", skillSpecs(names.filter((n) => n !== ""))),
    ),
    loot: lootRows(editList(system, "loot", "SW25.Monster.loot", LOOT)),
  };
}

export const MOUNT_STATS: readonly FieldSpec[] = [
  int("levelRange.min", "SW25.Edit.LevelMin", { min: 0 }),
  int("levelRange.max", "SW25.Edit.LevelMax", { min: 0 }),
  choice(
    "intelligence",
    "SW25.Monster.intelligence",
    MONSTER_INTELLIGENCE,
    "SW25.MonsterIntelligence",
    "animal",
  ),
  choice("perception", "SW25.Monster.perception", MONSTER_PERCEPTION, "SW25.MonsterPerception", "fiveSenses"),
  str("language", "SW25.Monster.language"),
  int("reputation", "SW25.Monster.reputation", { min: 0, nullable: true }),
  int("weakness", "SW25.Monster.weakness", { min: 0, nullable: true }),
  choice("weakPoint", "SW25.Monster.weakPoint", WEAK_POINTS, "SW25.WeakPoint", "none"),
  choice("weakPointElement", "SW25.Edit.WeakPointElement", ELEMENT_CHOICES, "SW25.Element", "none"),
  int("initiative", "SW25.Monster.initiative", { nullable: true }),
];

export const MOUNT_PRICES: readonly FieldSpec[] = [
  int("prices.purchase", "SW25.Mount.purchase", { min: 0 }),
  int("prices.rental", "SW25.Mount.rental", { min: 0 }),
  int("prices.regeneration", "SW25.Mount.regeneration", { min: 0 }),
];

const CURRENT: readonly FieldSpec[] = [
  int("hp", "SW25.Edit.HpNow", { nullable: true }),
  int("mp", "SW25.Edit.MpNow", { min: 0, nullable: true }),
];

export interface MountLevelEdit {
  readonly index: number;
  readonly level: ItemField;
  readonly sections: EditList;
  readonly first: boolean;
  readonly last: boolean;
}

/** A character the user may pick as rider. */
export interface RiderOption {
  readonly id: string;
  readonly name: string;
}

export interface MountEdit {
  readonly stats: readonly ItemField[];
  readonly movement: readonly ItemField[];
  readonly prices: readonly ItemField[];
  readonly rider: ItemField;
  readonly levels: readonly MountLevelEdit[];
  /** Current HP/MP per section index (empty = full), named after the sections of the level in use. */
  readonly current: EditList;
  /** Unique skills (issue 19: stored and editable like a monster's). */
  readonly skills: EditList;
}

/**
 * `riders` are the characters the user owns; the stored rider stays a choice even when it is not among them
 * (another player's character), so a submit never clears it.
 */
export function mountEdit(system: Bag, riders: readonly RiderOption[], inUse: readonly string[]): MountEdit {
  const stored = text(system.riderId);
  const known =
    riders.some((r) => r.id === stored) || stored === "" ? riders : [...riders, { id: stored, name: stored }];
  const levels = list(system.levels).map(bag);
  const currentRows = Math.max(list(system.current).length, inUse.length);
  const padded = {
    ...system,
    current: Array.from({ length: currentRows }, (_, i) => list(system.current)[i] ?? {}),
  };
  const current = editList(padded, "current", "SW25.Edit.Current", CURRENT, false);
  return {
    stats: fieldsOf(system, MOUNT_STATS),
    movement: fieldsOf(system, MOVEMENT),
    prices: fieldsOf(system, MOUNT_PRICES),
    rider: {
      ...fieldView(system, choice("riderId", "SW25.Mount.rider", [], "", "")),
      options: [
        { value: "", label: "SW25.Mount.unridden", selected: stored === "" },
        ...known.map((r) => ({ value: r.id, label: r.name, selected: r.id === stored, plain: true })),
      ],
      value: stored,
    },
    levels: levels.map((block, index) => ({
      index,
      level: fieldView(block, int("level", "SW25.Monster.level", { min: 0 }), `system.levels.${index}.`),
      sections: editList(system, `levels.${index}.sections`, "SW25.Monster.sections", MOUNT_SECTION),
      first: index === 0,
      last: index === levels.length - 1,
    })),
    current: { ...current, rows: current.rows.map((row, i) => ({ ...row, label: inUse[i] ?? `#${i + 1}` })) },
    skills: mountSkills(system, levels),
  };
}

/** A mount's skills name a section of its stat blocks (any level's) or "" for all. */
function mountSkills(system: Bag, levels: readonly Bag[]): EditList {
  const names = [
    ...new Set([
      ...levels.flatMap((block) => sectionNames(block.sections)),
      ...list(system.skills).map((s) => text(bag(s).section)),
    ]),
  ];
  return allSectionsLabel(
    editList(system, "skills", "SW25.Monster.skills", skillSpecs(names.filter((n) => n !== ""))),
  );
}
