/**
 * A ytsheet2 item sheet (`type` "i") → our weapons (one per usage row), armour, shields, accessory or gear.
 */
import type { AccessorySlot, GearKind, WeaponCategory, WeaponUsage } from "../character/vocabulary.js";
import { type LibraryImport, normal, paragraphs, rangeOf, refused, TextFields } from "./library-fields.js";
import { hasJapanese, parseWholeNumber, type SheetReader } from "./sheet.js";
import { categoryFromJa } from "./tables.js";
import type { ItemSource } from "./types.js";

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
      name: rows.length > 1 ? rowName(head.name, r.text(k("Usage")) || String(i)) : head.name,
      type: "weapon",
      system,
      flags: { swordworld25: { ytsheet2: { itemRow: k("") } } },
    });
  }
  return items;
}

/** One row's item of a sheet with several usage rows: the name and the usage, in brackets of the name's script. */
function rowName(name: string, usage: string): string {
  return hasJapanese(name) ? `${name}（${usage}）` : `${name} (${usage})`;
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
    const name = rows.length > 1 ? rowName(head.name, r.text(k("Usage")) || String(i)) : head.name;
    items.push(
      kind === "shield"
        ? { name, type: "shield", system: { ...common, metal: false } }
        : { name, type: "armor", system: { ...common, armorKind: kind } },
    );
  }
  return items;
}

export function itemSheet(r: SheetReader): LibraryImport {
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
