/**
 * `importYtsheet2(text)`: a ytsheet2 (ゆとシート2) SW2.5 JSON sheet → the Actor source Foundry would create,
 * the engine's derived values, and warnings for every field that could not be mapped and every total of
 * ytsheet2's that our rules compute differently. Never throws: bad files are an error value.
 */
import { importCharacter } from "./character.js";
import { compareCharacter, compareMonster } from "./compare.js";
import { deriveSource } from "./derive.js";
import { exportYtsheet2Unchecked, type YtsheetSheet } from "./export.js";
import { importFoundrySw25, isFoundryExport } from "./foundry-sw25/index.js";
import type { ImportKind, ImportResult } from "./import-result.js";
import { importMonster, importMount, type NoteLines } from "./monster.js";
import {
  IMAGE_LAYOUT_FIELDS,
  objectFieldError,
  type Sheet,
  SheetReader,
  YTSHEET_SITE_FIELDS,
} from "./sheet.js";
import type { ActorSource } from "./types.js";

export type { YtsheetSheet } from "./export.js";
export type { ImportKind, ImportResult } from "./import-result.js";
export type { NoteLines } from "./monster.js";
export type { ActorSource, ItemSource } from "./types.js";

/** Fields that describe the sheet or the site, not the character: read and left out on purpose. */
const SITE_FIELDS = [
  ...YTSHEET_SITE_FIELDS,
  ...IMAGE_LAYOUT_FIELDS,
  "paletteUseVar",
  "paletteTool",
  "chatPaletteInsertNum",
  "chatPaletteUnusedHidden",
  "unitStatusNum",
];

/**
 * ytsheet2's own arithmetic, written next to the fields it came from: package values (`pack*`, compared in
 * compare.ts where our rules have the package), proficiency bonuses (`mastery*`, inside the compared weapon and
 * defense totals), racial bonuses (`raceAbility*` besides `raceAbility`, inside the compared HP/MP/Willpower/
 * magic power/defense), the other equipment sets' totals and their check boxes (`defTotal*`, `defenseNum`), the
 * count of 回避行動 (`evasiveManeuver`, inside the compared evasion) and what the Physical Master's 魔装 add to
 * parts (`partEnhance`, `partEnduranceEnhance`, `coreEnduranceEnhance`, `partDefAuto`, `partHpAuto`, `coreDefAuto`,
 * `coreHpAuto`: calc-chara.pl; the 魔装 themselves import as techniques).
 */
const COMPUTED_FIELD =
  /^(?:pack[A-Z]|mastery[A-Z]|magicPower[A-Z]|raceAbility[A-Z]|defTotal\d|defenseTotal\d|defenseNum$|defense\d|evasiveManeuver$|(?:part|core)(?:Enhance|EnduranceEnhance|DefAuto|HpAuto)$)/;

/**
 * ytsheet2's sheet types that are neither a character nor a monster: an item sheet and an arts sheet (a spell,
 * a technique, a god or a school). They become items (library.ts): the refusal here says so in plain words.
 */
const OTHER_SHEET_TYPES: Readonly<Record<string, readonly [string, string]>> = {
  i: [
    "ItemSheetNotActor",
    "the file is a ytsheet2 item sheet: it becomes an item, not a character, monster or mount",
  ],
  a: [
    "ArtsSheetNotActor",
    "the file is a ytsheet2 arts sheet (a spell, a technique, a god or a school): it becomes an item, not a character, monster or mount",
  ],
};

function failure(code: string, message: string, params: Record<string, string | number> = {}): ImportResult {
  return {
    ok: false,
    kind: null,
    actor: null,
    derived: null,
    warnings: [],
    error: { code, message, params },
  };
}

function isSheet(value: unknown): value is Sheet {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Which kind of sheet this is, or null when it is no ytsheet2 SW2.5 sheet at all. */
function sheetKind(sheet: Sheet): ImportKind | null {
  const own = (key: string) => (Object.hasOwn(sheet, key) ? sheet[key] : undefined);
  const has = (key: string) => own(key) !== undefined && own(key) !== "";
  const mount = own("mount");
  if (own("type") === "m") {
    // A sheet that says it is a monster must hold one: a name, a level or a stat block.
    if (!has("monsterName") && !has("characterName") && !has("statusNum") && !has("lv") && !has("lvMin"))
      return null;
    return (typeof mount === "string" && mount !== "" && mount !== "0") || mount === 1 || mount === true
      ? "mount"
      : "monster";
  }
  if (has("sttBaseTec") || has("characterName") || has("lvFig") || has("race")) return "character";
  return null;
}

/**
 * ytsheet2 computes no C value: `weapon{i}Crit` is what its palette rolls, as typed. For a weapon our rules give
 * to the Fencer (ROLL-08: C value −1), the typed value is taken to include that −1 already, so the weapon's own
 * C value is stored one higher and our total is the typed one: never lowered twice. The report names each.
 */
function fencerTypedCritical(r: SheetReader, actor: ActorSource): void {
  const first = deriveSource(actor);
  if (first.kind !== "character") return;
  const weapons = actor.items.filter((i) => i.type === "weapon");
  first.values.weapons.forEach((values, i) => {
    const weapon = weapons[i];
    if (!weapon || values.classId !== "fencer") return;
    const typed = Number(weapon.system.criticalValue);
    if (!Number.isInteger(typed) || typed >= 13) return;
    weapon.system.criticalValue = typed + 1;
    weapon.flags = { swordworld25: { ytsheet2: { ...ytsheetFlags(weapon), fencerTypedCritical: true } } };
    r.warn(
      "FencerCriticalTyped",
      `${weapon.name}: ytsheet2 rolls the typed C value ${typed}; the Fencer's −1 is taken as already in it (weapon C ${typed + 1})`,
      { field: `weapon${i + 1}Crit`, value: typed, stored: typed + 1 },
    );
  });
}

function ytsheetFlags(item: { flags?: Record<string, unknown> }): Record<string, unknown> {
  const sw = item.flags?.swordworld25;
  const yt = typeof sw === "object" && sw !== null ? (sw as Record<string, unknown>).ytsheet2 : undefined;
  return typeof yt === "object" && yt !== null ? (yt as Record<string, unknown>) : {};
}

/** How an import is written: `noteLines`, the note lines above a monster's description (SW25.Import.Note). */
export interface ImportOptions {
  readonly noteLines?: NoteLines;
}

export function importYtsheetObject(sheet: unknown, options: ImportOptions = {}): ImportResult {
  // An actor exported from the sw25 Foundry system (docs/import.md, "Actors from the sw25 system").
  if (isFoundryExport(sheet)) return importFoundrySw25(sheet);
  if (!isSheet(sheet))
    return failure("NotYtsheet2", "the file holds no ytsheet2 sheet (expected one JSON object)");
  if (typeof sheet.result === "string" && sheet.result !== "OK")
    return failure("SheetError", `ytsheet2 answered "${sheet.result.slice(0, 80)}" instead of a sheet`, {
      value: sheet.result.slice(0, 80),
    });
  const type = Object.hasOwn(sheet, "type") ? sheet.type : undefined;
  const other =
    typeof type === "string" && Object.hasOwn(OTHER_SHEET_TYPES, type) ? OTHER_SHEET_TYPES[type] : null;
  if (other) return failure(other[0], other[1], { value: type as string });
  const kind = sheetKind(sheet);
  if (kind === null)
    return failure(
      "NotYtsheet2",
      "the file is JSON but not a ytsheet2 SW2.5 sheet (no character or monster fields)",
    );
  const objectError = objectFieldError(sheet);
  if (objectError) return failure(objectError.code, objectError.message, objectError.params);
  const r = new SheetReader(sheet);
  for (const key of SITE_FIELDS) r.used.add(key);
  for (const key of Object.keys(sheet)) if (COMPUTED_FIELD.test(key)) r.used.add(key);
  const actor =
    kind === "character"
      ? importCharacter(r)
      : kind === "monster"
        ? importMonster(r, options.noteLines)
        : importMount(r, options.noteLines);
  if (r.error) return { ...failure(r.error.code, r.error.message, { ...(r.error.params ?? {}) }), kind };
  if (kind === "character") fencerTypedCritical(r, actor);
  const derived = deriveSource(actor);
  // A new character starts at full HP and MP (the data model recomputes max on preparation), unless the
  // sheet's chat-tool status says it is wounded ("HP": "30/39", as our own export writes it).
  if (derived.kind === "character") {
    const { hpMax, mpMax } = derived.values;
    Object.assign(actor.system, {
      hp: { value: statusCurrent(sheet.unitStatus, "HP", -hpMax, hpMax) ?? hpMax, max: hpMax },
      mp: { value: statusCurrent(sheet.unitStatus, "MP", 0, mpMax) ?? mpMax, max: mpMax },
    });
  }
  if (derived.kind === "character") compareCharacter(r, actor, derived.values);
  else if (derived.kind === "monster") compareMonster(r, derived.values);
  for (const key of r.unusedKeys()) r.warn("UnmappedField", `field ${key} is not imported`, { field: key });
  r.typeWarnings();
  return { ok: true, kind, actor, derived: derived.values, warnings: r.warnings, error: null };
}

/**
 * The current value a ytsheet2 `unitStatus` list gives one label (`[{HP: "30/39"}, …]`) when it says the
 * character is below its maximum there ("current/maximum", current < maximum) and the current is within
 * min..max of ours; null otherwise (then the character starts full: a sheet at "36/36" starts at our maximum
 * even where our rules give another one).
 */
function statusCurrent(status: unknown, label: string, min: number, max: number): number | null {
  if (!Array.isArray(status)) return null;
  for (const entry of status) {
    if (typeof entry !== "object" || entry === null || !Object.hasOwn(entry, label)) continue;
    const text = (entry as Record<string, unknown>)[label];
    const m = typeof text === "string" ? /^\s*(-?\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(text) : null;
    if (!m) return null;
    const value = Number.parseInt(m[1] ?? "", 10);
    const theirMax = Number.parseInt(m[2] ?? "", 10);
    return value < theirMax && value >= min && value <= max ? value : null;
  }
  return null;
}

/** A file's text: not JSON, truncated JSON and JSON that is no ytsheet2 sheet are each a clear error. */
export function importYtsheet2(text: string, options: ImportOptions = {}): ImportResult {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (trimmed === "") return failure("EmptyFile", "the file is empty");
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    // A sheet cut short still starts like one: say "truncated" rather than "not JSON".
    const truncated = trimmed.startsWith("{") && !trimmed.endsWith("}");
    return truncated
      ? failure("Truncated", "the file ends before the JSON sheet does (truncated download?)")
      : failure("NotJson", "the file is not JSON (save the sheet with mode=json)");
  }
  return importYtsheetObject(parsed, options);
}

/**
 * The ytsheet2 JSON object of an Actor source, which our own import reads back: a field it would refuse (a
 * number past its bounds, text where a number belongs, as an actor file may hold them) is written empty, as
 * ytsheet2 writes a field nobody filled in, so importing the export never fails.
 */
export function exportYtsheet2(actor: ActorSource): YtsheetSheet {
  const sheet = { ...exportYtsheet2Unchecked(actor) };
  for (let attempt = 0; attempt < 200; attempt++) {
    const back = importYtsheetObject(sheet);
    if (back.ok) return sheet;
    const field = back.error?.params?.field;
    if (typeof field !== "string" || !Object.hasOwn(sheet, field) || sheet[field] === "") break;
    sheet[field] = "";
  }
  throw new Error("the export could not write a sheet that ytsheet2 import reads back");
}
