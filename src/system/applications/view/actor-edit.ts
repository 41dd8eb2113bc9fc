/**
 * Edit mode of the actor sheets: one form control per stored field, built from specs that read the same
 * word lists and bounds as the data models (src/system/data/*). Lists (sections, skills, loot, languages,
 * honour items, mount levels) are edited as tables whose every cell is named, so a submitted form always
 * carries whole rows; adding, removing and moving rows goes through `editedList`.
 */
import { CHARACTER_BONUS_KEYS } from "../../../rules/character/character-derived.js";
import {
  ABILITIES,
  ELEMENT_CHOICES,
  MONSTER_DISPOSITIONS,
  MONSTER_INTELLIGENCE,
  MONSTER_PERCEPTION,
  MONSTER_TYPES,
  SKILL_TIMINGS,
  SPECIAL_MOVEMENTS,
  WEAK_POINTS,
} from "../../../rules/character/vocabulary.js";
import type { FieldSpec, NumberSpec, PlainSpec, SelectSpec } from "./field-spec.js";
import { fieldView, type ItemField } from "./item-view.js";
import { type Bag, bag, list, num, text } from "./read.js";

type Bounds = Pick<NumberSpec, "min" | "max" | "nullable">;

const int = (path: string, label: string, bounds: Bounds = {}): NumberSpec => ({
  kind: "number",
  path,
  label,
  ...bounds,
});
const str = (path: string, label: string): PlainSpec => ({ kind: "text", path, label });
const longText = (path: string, label: string): PlainSpec => ({ kind: "longText", path, label });
const check = (path: string, label: string): PlainSpec => ({ kind: "checkbox", path, label });
const choice = (
  path: string,
  label: string,
  choices: readonly string[],
  labels: string,
  fallback: string,
): SelectSpec => ({ kind: "select", path, label, choices, labels, fallback });

/** A table of rows: `list` is the array's path under `system`, every cell a named input. */
export interface EditList {
  readonly list: string;
  readonly label: string;
  readonly columns: readonly string[];
  readonly rows: readonly EditRow[];
  /** False for lists whose length the data fixes (current HP/MP per section). */
  readonly editable: boolean;
}

export interface EditRow {
  readonly index: number;
  /** Shown before the cells (a section's name for current HP/MP); "" for none. */
  readonly label: string;
  readonly cells: readonly ItemField[];
  readonly first: boolean;
  readonly last: boolean;
}

/** The value at a dotted path, through objects and arrays ("levels.0.sections"). */
export function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const part of path.split(".")) {
    if (Array.isArray(node)) node = node[Number(part)];
    else node = bag(node)[part];
  }
  return node;
}

function editList(system: Bag, path: string, label: string, specs: readonly FieldSpec[], editable = true) {
  const rows = list(valueAt(system, path));
  return {
    list: path,
    label,
    columns: specs.map((s) => s.label ?? s.path),
    editable,
    rows: rows.map((raw, index) => ({
      index,
      label: "",
      cells: specs.map((spec) => fieldView(bag(raw), spec, `system.${path}.${index}.`)),
      first: index === 0,
      last: index === rows.length - 1,
    })),
  } satisfies EditList;
}

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

const fieldsOf = (system: Bag, specs: readonly FieldSpec[]) => specs.map((s) => fieldView(system, s));

// ---------------------------------------------------------------- character

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

// ---------------------------------------------------------------- monster and mount

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

// ---------------------------------------------------------------- party

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

// ---------------------------------------------------------------- list operations

export type ListOp =
  | { readonly kind: "add" }
  | { readonly kind: "remove"; readonly index: number }
  | { readonly kind: "move"; readonly index: number; readonly by: number };

/** The list edit a row button asks for: its `data-action` and `data-index` / `data-by`. */
export function listOp(action: string, data: { readonly index?: string; readonly by?: string }): ListOp {
  const index = Number(data.index);
  if (action === "removeRow") return { kind: "remove", index };
  if (action === "moveRow") return { kind: "move", index, by: Number(data.by) };
  return { kind: "add" };
}

const NEW_COMBAT = { name: "", attackMethod: "", accuracy: null, damage: null, evasion: null, defense: 0 };

/** The blank session record the records tab adds (one field per column of the data model's records.sessions). */
export const NEW_SESSION_RECORD = Object.freeze({
  date: "",
  title: "",
  gm: "",
  members: "",
  experience: 0,
  money: 0,
  honor: 0,
  growth: "",
  notes: "",
});

/** What a new row of each list holds: the schema's initial values. */
function newRow(path: string, system: Bag): unknown {
  if (path === "sections")
    return { ...NEW_COMBAT, hp: { value: 0, max: 0 }, mp: { value: null, max: null }, core: false };
  if (/^levels\.\d+\.sections$/.test(path))
    return { ...NEW_COMBAT, hpMax: 0, mpMax: null, fortitude: 0, willpower: 0, core: false };
  if (path === "levels") {
    const levels = list(system.levels).map((b) => num(bag(b).level));
    const next = levels.length > 0 ? Math.max(...levels) + 1 : num(bag(system.levelRange).min, 1);
    return { level: next, sections: [] };
  }
  if (path === "skills")
    return { name: "", section: "", timing: "major", value: null, resistedBy: "", effect: "" };
  if (path === "loot") return { roll: "always", item: "", price: 0 };
  if (path === "honor.items") return { name: "", points: 0 };
  if (path === "languages") return { name: "", speak: true, read: true };
  if (path === "growthLog") return { first: 1, second: 1, ability: "dexterity" };
  if (path === "honor.dishonorItems") return { name: "", points: 0 };
  if (path === "records.sessions") return { ...NEW_SESSION_RECORD };
  if (path === "sessions") return { ...NEW_PARTY_SESSION };
  if (path === "records.ledger") return { date: "", item: "", amount: 0 };
  if (path === "palette") return { name: "", formula: "2d6" };
  return null;
}

/** Paths `editedList` knows; anything else is refused (a button can only name these). */
export function isEditableList(path: string): boolean {
  return newRow(path, {}) !== null;
}

/**
 * The stored list at `path` after one edit, or null when the path or index is not one of ours.
 * Moving past either end leaves the list as it is.
 */
export function editedList(system: Bag, path: string, op: ListOp): unknown[] | null {
  const row = newRow(path, system);
  if (row === null) return null;
  const rows = [...list(valueAt(system, path))];
  if (op.kind === "add") return [...rows, row];
  if (!Number.isInteger(op.index) || op.index < 0 || op.index >= rows.length) return null;
  if (op.kind === "remove") return rows.filter((_, i) => i !== op.index);
  const to = op.index + op.by;
  if (to < 0 || to >= rows.length) return rows;
  const [moved] = rows.splice(op.index, 1);
  rows.splice(to, 0, moved);
  return rows;
}

/**
 * The actor update for one list edit: arrays inside arrays (a mount level's sections) are written through
 * their whole top-level array, since an update keyed by an index would replace the outer array.
 */
export function listUpdate(system: Bag, path: string, op: ListOp): Record<string, unknown> | null {
  const rows = editedList(system, path, op);
  if (rows === null) return null;
  const nested = /^levels\.(\d+)\.sections$/.exec(path);
  if (!nested) return { [`system.${path}`]: rows };
  const at = Number(nested[1]);
  const levels = list(system.levels).map((block, i) =>
    i === at ? { ...bag(block), sections: rows } : block,
  );
  return { "system.levels": levels };
}
