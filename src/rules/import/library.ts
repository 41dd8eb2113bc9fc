/**
 * ytsheet2's sheets of things rather than beings: an arts sheet (魔法・技芸, `type` "a") of one spell or one class
 * technique, and an item sheet (`type` "i") of one weapon, armour, shield, accessory or piece of gear. Each becomes
 * items of ours (a weapon with two usage rows becomes two weapons). The field names are ytsheet2's own
 * (yutorize/ytsheet2, _core/lib/sw2/edit-arts.pl and edit-item.pl). A field with no place of ours is written into
 * the item's description as "label：value" and named in one warning; a field nobody reads is named as unmapped.
 * A god's or a school's arts sheet is refused in words saying what the file is and what is accepted.
 */
import type { RuleError } from "../errors.js";
import { type LibraryImport, refused } from "./library-fields.js";
import { itemSheet } from "./library-item.js";
import { SPELL_SCHOOLS, spellItem } from "./library-spell.js";
import { IMAGE_LAYOUT_FIELDS, objectFieldError, SheetReader } from "./sheet.js";
import { ARTS_CLASS_KIND, ARTS_SITE_FIELDS, importArtsSheet } from "./techniques.js";

// The import flow (src/system/ytsheet-import.ts) loads this with the library sheets, in one chunk.
export { fillTechniquesFromArts } from "./fill-techniques.js";

/** The fields of the site, not of the spell or item: read and left out on purpose. */
const SITE_FIELDS = [...ARTS_SITE_FIELDS, ...IMAGE_LAYOUT_FIELDS];

/** Whether a parsed JSON value is one of ytsheet2's arts (`type` "a") or item (`type` "i") sheets. */
export function isLibrarySheet(sheet: unknown): boolean {
  if (typeof sheet !== "object" || sheet === null || Array.isArray(sheet)) return false;
  const s = sheet as Record<string, unknown>;
  return Object.hasOwn(s, "type") && (s.type === "a" || s.type === "i");
}

/** The same for a file's text (a file that is no JSON is none). */
export function isLibraryText(text: string): boolean {
  try {
    return isLibrarySheet(JSON.parse(text.replace(/^\uFEFF/, "")));
  } catch {
    return false;
  }
}

/**
 * One ytsheet2 arts or item sheet (already parsed) → our items. A technique's arts sheet is read by
 * importArtsSheet (its amounts); a spell's here; a god's or school's is refused, as is any other sheet.
 */
export function importLibrarySheet(sheet: unknown): LibraryImport {
  if (!isLibrarySheet(sheet)) return refused("NotLibrarySheet", "the file is no ytsheet2 arts or item sheet");
  const s = sheet as Record<string, unknown>;
  const objectError = objectFieldError(s);
  if (objectError) return refused(objectError.code, objectError.message, objectError.params);
  const r = new SheetReader(s);
  for (const key of SITE_FIELDS) r.used.add(key);
  let result: LibraryImport;
  if (s.type === "i") result = itemSheet(r);
  else {
    const category = r.text("category");
    if (category === "god")
      return refused(
        "ArtsGodSheet",
        "the file is a ytsheet2 arts sheet of a god and its special divine magic; a spell's or a class technique's arts sheet, an item sheet, or a character, monster or mount sheet is imported",
        { name: r.text("godName") },
      );
    if (category === "school")
      return refused(
        "ArtsSchoolSheet",
        "the file is a ytsheet2 arts sheet of a school (流派) and its secret arts; a spell's or a class technique's arts sheet, an item sheet, or a character, monster or mount sheet is imported",
        { name: r.text("schoolName") },
      );
    const magicClass = r.text("magicClass");
    if (Object.hasOwn(ARTS_CLASS_KIND, magicClass)) {
      const technique = importArtsSheet(s);
      return technique.ok && technique.item
        ? { ok: true, kind: "technique", items: [technique.item], warnings: technique.warnings, error: null }
        : refused(technique.error?.code ?? "NotArtsSheet", technique.error?.message ?? "no technique");
    }
    const school = SPELL_SCHOOLS.find(([pattern]) => pattern.test(magicClass))?.[1];
    if (!school)
      return refused(
        "ArtsFamilyUnknown",
        `the ytsheet2 arts sheet is of "${magicClass || "no family"}", which is neither one of our magic schools nor a class technique; a spell's or a class technique's arts sheet, an item sheet, or a character, monster or mount sheet is imported`,
        { value: magicClass },
      );
    result = {
      ok: true,
      kind: "spell",
      items: [spellItem(r, school, magicClass)],
      warnings: [],
      error: null,
    };
  }
  if (r.error) return refused(r.error.code, r.error.message, stringParams(r.error.params));
  for (const key of r.unusedKeys()) r.warn("UnmappedField", `field ${key} is not imported`, { field: key });
  r.typeWarnings();
  return { ...result, warnings: r.warnings };
}

const stringParams = (params: RuleError["params"]): Record<string, string> =>
  Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));

/** A file's text → its items, or null when it is no ytsheet2 arts or item sheet (the actor import reads it). */
export function importLibraryText(text: string): LibraryImport | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return null;
  }
  return isLibrarySheet(parsed) ? importLibrarySheet(parsed) : null;
}
