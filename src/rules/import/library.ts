/**
 * ytsheet2's sheets of things rather than beings: an arts sheet (魔法・技芸, `type` "a") of one spell or one class
 * technique, and an item sheet (`type` "i") of one weapon, armour, shield, accessory or piece of gear. Each becomes
 * items of ours (a weapon with two usage rows becomes two weapons). The field names are ytsheet2's own
 * (yutorize/ytsheet2, _core/lib/sw2/edit-arts.pl and edit-item.pl). A field with no place of ours is written into
 * the item's description as "label: value" and named in one warning; a field nobody reads is named as unmapped.
 * A god's or a school's arts sheet is refused in words saying what the file is and what is accepted.
 */
import type {
  AccessorySlot,
  GearKind,
  MagicSchool,
  Resistance,
  WeaponCategory,
  WeaponUsage,
} from "../character/vocabulary.js";
import type { RuleError } from "../errors.js";
import {
  escapeHtml,
  IMAGE_LAYOUT_FIELDS,
  objectFieldError,
  parseWholeNumber,
  SheetReader,
  sheetLines,
} from "./sheet.js";
import { categoryFromJa, WEAK_POINT_ELEMENTS_JA } from "./tables.js";
import { ARTS_CLASS_KIND, ARTS_SITE_FIELDS, importArtsSheet } from "./techniques.js";
import type { ItemSource } from "./types.js";

export type LibraryKind = "technique" | "spell" | "item";

export interface LibraryImport {
  readonly ok: boolean;
  readonly kind: LibraryKind | null;
  readonly items: readonly ItemSource[];
  readonly warnings: readonly RuleError[];
  readonly error: RuleError | null;
}

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

const refused = (code: string, message: string, params: Record<string, string> = {}): LibraryImport => ({
  ok: false,
  kind: null,
  items: [],
  warnings: [],
  error: { code, message, params },
});

/** A spell's arts sheet: ytsheet2's name of the magic (`magicClass`) and our school. */
const SPELL_SCHOOLS: readonly (readonly [RegExp, MagicSchool])[] = [
  [/^真語魔法$/, "truespeech"],
  [/^操霊魔法$/, "spiritualism"],
  [/^深智魔法$/, "deepMagic"],
  [/^神聖魔法$/, "divine"],
  [/^魔動機術$/, "magitech"],
  [/^(?:基本|属性|特殊)?妖精魔法/, "fairy"],
  [/^森羅魔法$/, "nature"],
  [/^召異魔法$/, "summoning"],
  [/^奈落魔法$/, "abyssal"],
];

/** ytsheet2's 抵抗 words (its datalist) and ours. */
const RESISTANCE_JA: readonly (readonly [string, Resistance])[] = [
  ["なし", "none"],
  ["任意", "optional"],
  ["消滅", "negates"],
  ["半減", "half"],
  ["短縮", "temporary"],
  ["必中", "cannot"],
];

/** 形状 (form) words and our area; a 1エリア(半径Nm) target is a radius. */
const FORM_JA: Readonly<Record<string, string>> = {
  起点指定: "target",
  射撃: "shot",
  貫通: "line",
  突破: "breakthrough",
};

const normal = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");

/** "label: value" lines for the description, and the fields they came from, for one warning. */
class TextFields {
  readonly lines: string[] = [];
  readonly fields: string[] = [];
  add(field: string, label: string, value: string): void {
    if (value.trim() === "") return;
    this.lines.push(`${label}: ${value.trim()}`);
    this.fields.push(field);
  }
  warn(r: SheetReader, name: string): void {
    if (this.fields.length === 0) return;
    r.warn(
      "FieldsAsText",
      `${name}: ${this.fields.join(", ")} have no field of ours and are kept as text in the description`,
      { name, fields: this.fields.join(", ") },
    );
  }
}

/** Paragraphs of text (ytsheet2's line breaks kept) as our description HTML. */
function paragraphs(...texts: readonly string[]): string {
  return texts
    .filter((t) => t.trim() !== "")
    .map((t) => `<p>${sheetLines(t.trim()).map(escapeHtml).join("<br>")}</p>`)
    .join("");
}

/** The element a 属性 names (its first word of ours), or none. */
function elementOf(text: string): string | null {
  const t = normal(text);
  if (t === "" || t === "なし" || t === "―" || t === "-") return "none";
  const found = WEAK_POINT_ELEMENTS_JA.filter(([word]) => t.includes(word)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  return found ? found[1] : null;
}

/** "2(30m)", "30m", "術者", "接触" → our range kind and metres; null when unreadable. */
function rangeOf(text: string): { rangeKind: string; range: number } | null {
  const t = normal(text);
  if (t === "" || t === "―" || t === "-") return null;
  if (t === "術者") return { rangeKind: "caster", range: 0 };
  if (t === "接触") return { rangeKind: "touch", range: 0 };
  const metres = /^(?:\d\()?(\d{1,5})m\)?$/.exec(t);
  return metres ? { rangeKind: "distance", range: Number(metres[1]) } : null;
}

/** ytsheet2's MP cost ("6", "MP6", "MP6+", "Ｍ Ｐ ６"): the MP, or null when it is no plain MP amount. */
function mpCostOf(text: string): number | null {
  const t = normal(text).toUpperCase();
  const m = /^(?:MP)?(\d{1,4})$/.exec(t);
  return m ? Number(m[1]) : null;
}

function spellItem(r: SheetReader, school: MagicSchool, magicClass: string): ItemSource {
  const name = r.text("magicName") || magicClass;
  const asText = new TextFields();
  const levelText = normal(r.text("magicLevel"));
  const level = /^\d{1,2}$/.test(levelText) && Number(levelText) <= 17 ? Number(levelText) : 1;
  if (levelText !== "" && String(level) !== levelText)
    asText.add("magicLevel", "習得レベル", r.text("magicLevel"));
  // A fairy spell's family (基本 / 属性(土) / 特殊) says more than our one school does.
  if (school === "fairy" && magicClass !== "妖精魔法") asText.add("magicClass", "系統", magicClass);
  const costText = r.text("magicCost");
  const mpCost = mpCostOf(costText);
  if (mpCost === null && costText !== "") asText.add("magicCost", "消費", costText);
  const rangeText = r.text("magicRange");
  const range = rangeOf(rangeText) ?? { rangeKind: "distance", range: 10 };
  if (rangeText !== "" && rangeOf(rangeText) === null) asText.add("magicRange", "射程", rangeText);
  const target = r.text("magicTarget");
  const radius = /半径(\d{1,3})m/.exec(normal(target));
  const maxTargets = /／(\d{1,3})$/.exec(target.normalize("NFKC").replace(/\//g, "／").trim());
  const formText = normal(r.text("magicForm"));
  let area = formText === "" || formText === "―" ? "target" : FORM_JA[formText];
  if (area === undefined) {
    asText.add("magicForm", "形状", r.text("magicForm"));
    area = "target";
  }
  if (radius && (area === "target" || formText === "起点指定")) area = "radius";
  const resistText = normal(r.text("magicResist"));
  const resistance = RESISTANCE_JA.find(([word]) => word === resistText)?.[1] ?? "none";
  if (resistText !== "" && !RESISTANCE_JA.some(([word]) => word === resistText))
    asText.add("magicResist", "抵抗", r.text("magicResist"));
  const element = elementOf(r.text("magicElement"));
  if (element === null) asText.add("magicElement", "属性", r.text("magicElement"));
  asText.add("magicSummary", "概要", r.text("magicSummary"));
  asText.add("magicMagisphere", "マギスフィア", r.text("magicMagisphere"));
  asText.add("magicType", "対応", r.text("magicType"));
  asText.add("magicPremise", "前提", r.text("magicPremise"));
  asText.add("magicCondition", "条件", r.text("magicCondition"));
  if (r.checkBox("magicMinor")) asText.add("magicMinor", "小魔法", "○");
  if (r.checkBox("magicActionTypeMinor")) asText.add("magicActionTypeMinor", "補助動作", "○");
  if (r.checkBox("magicActionTypeSetup")) asText.add("magicActionTypeSetup", "戦闘準備", "○");
  asText.warn(r, name);
  return {
    name,
    type: "spell",
    system: {
      school,
      level,
      mpCost: mpCost ?? 0,
      target,
      ...range,
      area,
      radius: area === "radius" && radius ? Number(radius[1]) : 0,
      maxTargets: maxTargets ? Number(maxTargets[1]) : null,
      duration: r.text("magicDuration"),
      resistance,
      resistWith: "willpower",
      element: element ?? "none",
      power: null,
      criticalValue: 10,
      healing: false,
      description: paragraphs(r.raw("magicEffect"), asText.lines.join("\n"), r.raw("magicDescription")),
    },
    flags: { swordworld25: { ytsheet2: { arts: true, magicClass } } },
  };
}

// ---------------------------------------------------------------- item sheets

/** 装飾品：<part> and our slot. */
const ACCESSORY_PART_JA: Readonly<Record<string, AccessorySlot>> = {
  頭: "head",
  顔: "face",
  耳: "ear",
  首: "neck",
  背中: "back",
  手: "rightHand",
  右手: "rightHand",
  左手: "leftHand",
  腰: "waist",
  足: "feet",
  その他: "other",
  任意: "other",
};

const GEAR_CATEGORY_JA: Readonly<Record<string, GearKind>> = {
  薬草類: "herb",
  ポーション類: "potion",
  "冒険道具類（消耗品）": "consumable",
  "冒険道具類(消耗品)": "consumable",
};

const USAGE_MARKS: ReadonlyMap<string, WeaponUsage> = new Map<string, WeaponUsage>([
  ["1H", "1H"],
  ["1H#", "1H#"],
  ["1H両", "1H-versatile"],
  ["1H騎", "1H-mounted"],
  ["1H投", "1H-throwable"],
  ["1H拳", "1H-fist"],
  ["2H", "2H"],
  ["2H#", "2H#"],
  ["振2H", "2H-swing"],
  ["2H振", "2H-swing"],
  ["突2H", "2H-thrust"],
  ["2H突", "2H-thrust"],
  ["2H投", "2H-throwable"],
]);

/** A number an item sheet holds ("+1", "８", "―"): the number, `fallback` for none, null when unreadable. */
function numberOf(text: string, fallback: number): number | null {
  const t = normal(text);
  if (t === "" || t === "―" || t === "-" || t === "－" || t === "—") return fallback;
  return parseWholeNumber(t);
}

interface ItemHead {
  readonly name: string;
  readonly categories: readonly string[];
  readonly price: number;
  readonly description: string;
}

/**
 * The number fields of one weapon or armour row (`k` names a field of the row): a field that is no number or
 * is out of [min, max] is kept as text under its label, and the fallback stands.
 */
function rowNumbers(r: SheetReader, asText: TextFields, k: (f: string) => string) {
  return (f: string, label: string, fallback: number, min: number, max: number): number => {
    const n = numberOf(r.text(k(f)), fallback);
    if (n === null || n < min || n > max) {
      asText.add(k(f), label, r.text(k(f)));
      return fallback;
    }
    return n;
  };
}

function weaponRows(r: SheetReader, head: ItemHead, category: WeaponCategory, rank: string): ItemSource[] {
  const items: ItemSource[] = [];
  const count = r.int("weaponNum", 0, { min: 0, max: 50 });
  const rows: number[] = [];
  for (let i = 1; i <= Math.max(count, 1); i++)
    if (["Usage", "Reqd", "Acc", "Rate", "Crit", "Dmg", "Note"].some((f) => r.has(`weapon${i}${f}`)))
      rows.push(i);
  for (const i of rows) {
    const k = (f: string) => `weapon${i}${f}`;
    const asText = new TextFields();
    const num = rowNumbers(r, asText, k);
    const usageText = normal(r.text(k("Usage"))).replace(/Ｈ/g, "H");
    const usage = USAGE_MARKS.get(usageText) ?? (usageText.startsWith("2") ? "2H" : "1H");
    if (usageText !== "" && !USAGE_MARKS.has(usageText)) asText.add(k("Usage"), "用法", r.text(k("Usage")));
    const rangeText = r.text(k("Range"));
    const range = rangeOf(rangeText);
    if (rangeText !== "" && range === null) asText.add(k("Range"), "射程", rangeText);
    const note = r.raw(k("Note"));
    const shooting = ["bow", "crossbow", "blowgun", "gun"].includes(category);
    const system = {
      category,
      usage,
      rank,
      minStrength: num("Reqd", "必筋", 1, 0, 200),
      accuracy: num("Acc", "命中", 0, -100, 100),
      power: num("Rate", "威力", 0, 0, 100),
      criticalValue: num("Crit", "C値", 10, 2, 13),
      extraDamage: num("Dmg", "追加D", 0, -100, 100),
      range: range?.rangeKind === "distance" ? range.range : null,
      damageType: /\[打\]/.test(note) ? "blunt" : "edged",
      attackKind: category === "thrown" ? "thrown" : shooting ? "shooting" : "melee",
      isGun: category === "gun",
      equipped: false,
      price: head.price,
      description: head.description + paragraphs(note, asText.lines.join("\n")),
    };
    asText.warn(r, head.name);
    items.push({
      name: rows.length > 1 ? `${head.name} (${r.text(k("Usage")) || i})` : head.name,
      type: "weapon",
      system,
      flags: { swordworld25: { ytsheet2: { itemRow: k("") } } },
    });
  }
  return items;
}

function armourRows(r: SheetReader, head: ItemHead, kind: "metal" | "nonMetal" | "shield", rank: string) {
  const items: ItemSource[] = [];
  const count = r.int("armourNum", 0, { min: 0, max: 50 });
  const rows: number[] = [];
  for (let i = 1; i <= Math.max(count, 1); i++)
    if (["Usage", "Reqd", "Eva", "Def", "Note"].some((f) => r.has(`armour${i}${f}`))) rows.push(i);
  for (const i of rows) {
    const k = (f: string) => `armour${i}${f}`;
    const asText = new TextFields();
    const num = rowNumbers(r, asText, k);
    asText.add(k("Usage"), "用法", r.text(k("Usage")));
    const common = {
      rank,
      minStrength: num("Reqd", "必筋", 1, 0, 200),
      evasion: num("Eva", "回避", 0, -100, 100),
      defense: num("Def", "防護", 0, 0, 200),
      grapplerMay: false,
      equipped: false,
      price: head.price,
      description: head.description + paragraphs(r.raw(k("Note")), asText.lines.join("\n")),
    };
    asText.warn(r, head.name);
    const name = rows.length > 1 ? `${head.name} (${r.text(k("Usage")) || i})` : head.name;
    items.push(
      kind === "shield"
        ? { name, type: "shield", system: { ...common, metal: false } }
        : { name, type: "armor", system: { ...common, armorKind: kind } },
    );
  }
  return items;
}

function itemSheet(r: SheetReader): LibraryImport {
  const name = r.text("itemName");
  if (name === "")
    return refused("ItemSheetEmpty", "the ytsheet2 item sheet has no name (itemName): nothing to import");
  const categoryText = r.text("category").normalize("NFKC");
  const categories = categoryText.split(/[\s]+/).filter((c) => c !== "");
  const asText = new TextFields();
  const priceText = r.text("price");
  const price = numberOf(priceText, 0);
  if (priceText !== "" && (price === null || price < 0)) asText.add("price", "基本取引価格", priceText);
  asText.add("reputation", "知名度", r.text("reputation"));
  asText.add("shape", "形状", r.text("shape"));
  asText.add("age", "製作時期", r.text("age"));
  asText.add("summary", "概要", r.text("summary"));
  if (r.checkBox("magic")) asText.add("magic", "魔法のアイテム", "○");
  if (categories.length > 1) asText.add("category", "カテゴリ", categoryText);
  const head: ItemHead = {
    name,
    categories,
    price: price !== null && price >= 0 ? price : 0,
    description: paragraphs(r.raw("effects"), asText.lines.join("\n"), r.raw("description")),
  };
  const items: ItemSource[] = [];
  let weaponCategory: WeaponCategory | null = null;
  let armourKind: "metal" | "nonMetal" | "shield" | null = null;
  let rank = "B";
  let slot: AccessorySlot | null = null;
  let gear: GearKind | null = null;
  for (const c of categories) {
    const bracket = /^[〈<]([^〉>]+)[〉>](SS|S|A|B)?$/.exec(c);
    if (bracket) {
      const word = bracket[1] ?? "";
      if (bracket[2]) rank = bracket[2];
      if (word === "金属鎧") armourKind ??= "metal";
      else if (word === "非金属鎧") armourKind ??= "nonMetal";
      else if (word === "盾") armourKind ??= "shield";
      else weaponCategory ??= categoryFromJa(word);
      continue;
    }
    const accessory = /^装飾品[：:](.+)$/.exec(c);
    if (accessory) slot ??= ACCESSORY_PART_JA[accessory[1] ?? ""] ?? "other";
    else gear ??= GEAR_CATEGORY_JA[c] ?? null;
  }
  if (weaponCategory) items.push(...weaponRows(r, head, weaponCategory, rank));
  if (armourKind) items.push(...armourRows(r, head, armourKind, rank));
  if (slot)
    items.push({
      name,
      type: "accessory",
      system: { slot, equipped: false, price: head.price, description: head.description },
    });
  if (items.length === 0) {
    // Gear: the weapon or armour rows of an item that is neither are kept as text.
    const rows = new TextFields();
    for (const key of Object.keys(r.sheet))
      if (/^(?:weapon|armour)\d+[A-Z][a-z]+$/.test(key)) rows.add(key, key, r.text(key));
    rows.warn(r, name);
    items.push({
      name,
      type: "gear",
      system: {
        gearKind: gear ?? "gear",
        quantity: 1,
        price: head.price,
        power: null,
        criticalValue: 10,
        description: head.description + paragraphs(rows.lines.join("\n")),
      },
    });
    if (categoryText !== "" && gear === null && !slot)
      r.warn("ItemCategoryAsGear", `${name}: the category "${categoryText}" is read as gear`, {
        name,
        value: categoryText,
      });
  }
  asText.warn(r, name);
  r.text("weaponNum");
  r.text("armourNum");
  return { ok: true, kind: "item", items, warnings: [], error: null };
}

// ---------------------------------------------------------------- the entry

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

const warn = (code: string, message: string, params: Record<string, string | number>): RuleError => ({
  code,
  message,
  params,
});

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

// ---------------------------------------------------------------- a character's techniques named on its sheet

/** A technique's name as matched between sheets: full-width and half-width alike, brackets and 終律：/陣率： off. */
const techniqueKey = (name: string) =>
  name
    .normalize("NFKC")
    .replace(/[【】《》「」\s]/g, "")
    .replace(/^(?:終律|陣率)[:：]/, "");

/**
 * ytsheet2's character sheet lists a 呪歌's, 終律's, 鼓咆's or 陣率's name only; its amounts are on the technique's
 * own arts sheet. For every technique of the actor that costs and gains nothing and has the name of a technique
 * among `arts` (imported at the same time), the arts sheet's level, timing, cost, gain, duration, target, mount and
 * text are taken. The warning that named the techniques without amounts then names only those still without,
 * and one warning names those filled. Returns the actor and warnings anew; the inputs are left as they were.
 */
export function fillTechniquesFromArts<T extends { items: ItemSource[] }>(
  actor: T,
  warnings: readonly RuleError[],
  arts: readonly ItemSource[],
): { actor: T; warnings: RuleError[]; filled: string[] } {
  const byName = new Map<string, ItemSource>();
  for (const item of arts) if (item.type === "technique") byName.set(techniqueKey(item.name), item);
  const filled: string[] = [];
  const items = actor.items.map((item) => {
    if (item.type !== "technique") return item;
    const s = item.system as Record<string, { resource?: unknown } | unknown>;
    const empty =
      (s.cost as { resource?: unknown } | undefined)?.resource === "none" &&
      (s.gain as { resource?: unknown } | undefined)?.resource === "none";
    const source = byName.get(techniqueKey(item.name));
    if (!empty || !source) return item;
    filled.push(item.name);
    const from = source.system;
    return {
      ...item,
      system: {
        ...item.system,
        level: from.level,
        timing: from.timing,
        cost: structuredClone(from.cost),
        gain: structuredClone(from.gain),
        duration: structuredClone(from.duration),
        target: from.target,
        mount: from.mount,
        description: from.description,
      },
    };
  });
  if (filled.length === 0) return { actor, warnings: [...warnings], filled };
  const out: RuleError[] = [];
  for (const w of warnings) {
    if (w.code !== "TechniqueAmountsNotOnSheet") {
      out.push(w);
      continue;
    }
    const left = String(w.params?.names ?? "")
      .split(", ")
      .filter((n) => n !== "" && !filled.includes(n));
    if (left.length > 0)
      out.push({
        ...w,
        message: `${left.length} technique(s) (${left.join(", ")}): ytsheet2's character sheet records only their names; they cost and gain no 楽素 or 陣気 until set on each technique`,
        params: { count: left.length, names: left.join(", ") },
      });
  }
  out.push(
    warn(
      "TechniqueAmountsFromArts",
      `${filled.join(", ")}: cost, gain and text taken from the arts sheet of the same name imported with it`,
      { count: filled.length, names: filled.join(", ") },
    ),
  );
  return { actor: { ...actor, items }, warnings: out, filled };
}
