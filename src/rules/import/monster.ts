/** ytsheet2 monster and mount sheets (`type: "m"`) → our monster / mount Actor sources (docs/import.md). */
import type { SkillTiming, SpecialMovement, WeakPoint } from "../character/vocabulary.js";
import type { Element } from "../damage/elements.js";
import { ytFlags } from "./character.js";
import { escapeHtml, parseWholeNumber, type SheetReader, sheetLines } from "./sheet.js";
import {
  DISPOSITION_JA,
  INTELLIGENCE_JA,
  MONSTER_TYPE_JA,
  PERCEPTION_JA,
  reverseLookup,
  SPECIAL_MOVEMENT_JA,
  TIMING_MARKS,
} from "./tables.js";
import type { ActorSource } from "./types.js";

/** "牙（頭部）": attack method, then the section in brackets (ytsheet2's own reading of Style). */
export function splitStyle(style: string): { attackMethod: string; section: string } {
  const m = /^(.*?)[(（]([^()（）]+)[)）]\s*$/.exec(style);
  return m
    ? { attackMethod: (m[1] ?? "").trim(), section: (m[2] ?? "").trim() }
    : { attackMethod: style, section: "" };
}

/** "2d+8" (or "2d6+8", "2D+8") → 8; "-" → null. */
function damageBonus(r: SheetReader, key: string): number | null {
  const text = r.text(key).replace(/Ｄ|ｄ/g, "d").replace(/＋/g, "+").replace(/[－−]/g, "-");
  if (text === "" || text === "-" || text === "―") return null;
  const m = /^2[dD]6?\s*([+-]\s*\d+)?$/.exec(text);
  if (m) return m[1] ? Number.parseInt(m[1].replace(/\s+/g, ""), 10) : 0;
  const plain = parseWholeNumber(text);
  if (plain !== null) return plain;
  r.fail("ImpossibleValue", `field ${key} holds "${text}", not a 2d+X damage`, { field: key, value: text });
  return null;
}

function movement(r: SheetReader) {
  const text = r.text("mobility");
  const result = {
    ground: null as number | null,
    special: null as number | null,
    specialKind: "none" as SpecialMovement,
    note: "",
  };
  if (text === "" || text === "-") return result;
  const m =
    /^\s*([0-9０-９]+|[-－―])?\s*(?:[(（/／]\s*([^0-9０-９()（）]*)\s*([0-9０-９]+)\s*[)）]?)?\s*$/.exec(
      text,
    );
  if (!m) {
    r.warn("UnreadableMovement", `mobility "${text}" is kept as a note`, { field: "mobility", value: text });
    return { ...result, note: text };
  }
  result.ground = m[1] ? parseWholeNumber(m[1]) : null;
  if (m[3]) {
    result.special = parseWholeNumber(m[3]);
    result.specialKind = reverseLookup(SPECIAL_MOVEMENT_JA, (m[2] ?? "").trim()) ?? "other";
    if (result.specialKind === "other") result.note = (m[2] ?? "").trim();
  }
  return result;
}

/** "命中力+1", "物理ダメージ+2点", "炎属性ダメージ+3点", "回復効果ダメージ+3点". */
function weakPoint(r: SheetReader): { weakPoint: WeakPoint; weakPointElement: string } {
  const text = r.text("weakness");
  if (text === "" || text === "なし") return { weakPoint: "none", weakPointElement: "none" };
  if (text.startsWith("命中")) return { weakPoint: "accuracy", weakPointElement: "none" };
  if (text.startsWith("物理")) return { weakPoint: "physicalDamage", weakPointElement: "none" };
  if (text.startsWith("魔法")) return { weakPoint: "magicDamage", weakPointElement: "none" };
  if (text.startsWith("回復")) return { weakPoint: "healing", weakPointElement: "none" };
  const elementJa: readonly (readonly [string, Element])[] = [
    ["土", "earth"],
    ["水", "waterIce"],
    ["氷", "waterIce"],
    ["炎", "fire"],
    ["火", "fire"],
    ["風", "wind"],
    ["雷", "lightning"],
    ["純エネルギー", "energy"],
    ["斬撃", "slashing"],
    ["打撃", "bludgeoning"],
    ["毒", "poison"],
    ["病気", "disease"],
    ["精神効果（弱）", "psychicWeak"],
    ["精神", "psychic"],
    ["呪い", "curse"],
  ];
  for (const [ja, id] of elementJa)
    if (text.startsWith(ja)) return { weakPoint: "elementDamage", weakPointElement: id };
  r.warn("UnreadableWeakPoint", `weakness "${text}" is kept in the notes only`, {
    field: "weakness",
    value: text,
  });
  return { weakPoint: "none", weakPointElement: "none" };
}

function choice<K extends string>(
  r: SheetReader,
  key: string,
  table: Readonly<Record<K, string>>,
  fallback: K,
): K {
  const text = r.text(key);
  if (text === "") return fallback;
  const found = reverseLookup(table, text);
  if (found !== null) return found;
  r.warn("UnknownChoice", `${key} "${text}" is read as ${fallback}`, {
    field: key,
    value: text,
    read: fallback,
  });
  return fallback;
}

/** Unique skills from the free text: "●section" headings, then one skill per line starting with a timing mark. */
export function parseSkills(text: string) {
  const skills: {
    name: string;
    section: string;
    timing: SkillTiming;
    value: number | null;
    resistedBy: string;
    effect: string;
  }[] = [];
  let section = "";
  for (const rawLine of sheetLines(text)) {
    const line = rawLine.trim();
    if (line === "") continue;
    if (line.startsWith("●")) {
      const name = line.slice(1).trim();
      section = name === "全身" || name === "全部位" ? "" : name;
      continue;
    }
    const mark = TIMING_MARKS.find(([m]) => line.startsWith(m));
    if (mark) {
      const body = line.slice(mark[0].length).trim();
      const m = /^(.*?)／(\d+)(?:[(（]\d+[)）])?／(.+)$/.exec(body);
      skills.push({
        name: (m ? m[1] : body) ?? body,
        section,
        timing: mark[1],
        value: m ? Number.parseInt(m[2] ?? "0", 10) : null,
        resistedBy: m ? (m[3] ?? "") : "",
        effect: "",
      });
      continue;
    }
    const last = skills[skills.length - 1];
    if (last) last.effect = last.effect === "" ? line : `${last.effect}\n${line}`;
    else skills.push({ name: line, section, timing: "passive", value: null, resistedBy: "", effect: "" });
  }
  return skills;
}

function loot(r: SheetReader) {
  const rows: { roll: string; item: string; price: number }[] = [];
  const count = r.int("lootsNum", 0, { min: 0, max: 100 });
  for (let i = 1; i <= count; i++) {
    const num = r.text(`loots${i}Num`);
    const item = r.text(`loots${i}Item`);
    if (num === "" && item === "") continue;
    const roll =
      num === "自動" || num === "" ? "always" : num.replace(/[～〜~]$/, "+").replace(/[～〜~]/, "-");
    const price = /(\d+)\s*G/.exec(item);
    rows.push({ roll, item, price: price ? Number.parseInt(price[1] ?? "0", 10) : 0 });
  }
  return rows;
}

function commonMonsterFields(r: SheetReader) {
  return {
    intelligence: choice(r, "intellect", INTELLIGENCE_JA, "average"),
    perception: choice(r, "perception", PERCEPTION_JA, "fiveSenses"),
    language: r.text("language"),
    ...weakPoint(r),
    movement: movement(r),
  };
}

function notes(r: SheetReader): string {
  const text = r.raw("description");
  const extra = [
    r.text("weakness") && `Weakness: ${r.text("weakness")}`,
    r.text("parts") && `Parts: ${r.text("parts")}`,
  ]
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line as string)}</p>`);
  return [...extra, text.trim() === "" ? "" : `<p>${sheetLines(text).map(escapeHtml).join("<br>")}</p>`].join(
    "",
  );
}

/**
 * The columns a monster's section and a mount's per-level section share: name, attack method, accuracy,
 * damage, evasion and defense, read from the `status…` keys that `k` names (same bounds for both).
 */
function combatStats(
  r: SheetReader,
  k: (field: string) => string,
  style: { attackMethod: string; section: string },
  fallbackName: string,
) {
  return {
    name: style.section || fallbackName,
    attackMethod: style.attackMethod,
    accuracy: r.optionalInt(k("Accuracy"), { min: -100, max: 1000 }),
    damage: damageBonus(r, k("Damage")),
    evasion: r.optionalInt(k("Evasion"), { min: -100, max: 1000 }),
    defense: r.int(k("Defense"), 0, { min: 0, max: 1000 }),
  };
}

export function importMonster(r: SheetReader): ActorSource {
  const name = r.text("monsterName") || r.text("characterName") || "Imported monster";
  const count = r.int("statusNum", 0, { min: 0, max: 100 });
  const core = r.text("coreParts");
  const sections = [];
  for (let i = 1; i <= count; i++) {
    const k = (f: string) => `status${i}${f}`;
    const style = splitStyle(r.text(k("Style")));
    // The fixed values are ytsheet2's totals, compared after the import.
    r.text(k("AccuracyFix"));
    r.text(k("EvasionFix"));
    const hp = r.int(k("Hp"), 0, { min: 0, max: 100_000 });
    const mp = r.optionalInt(k("Mp"), { min: 0, max: 100_000 });
    sections.push({
      ...combatStats(r, k, style, count === 1 ? "" : `${i}`),
      hp: { value: hp, max: hp },
      mp: { value: mp, max: mp },
      core: core !== "" && style.section === core,
    });
  }
  if (core !== "" && !sections.some((s) => s.core))
    r.warn("CoreSectionMissing", `coreParts "${core}" names no section`, { value: core });
  r.text("partsNum");
  r.text("vitResistFix");
  r.text("mndResistFix");
  const common = commonMonsterFields(r);
  return {
    name,
    type: "monster",
    system: {
      level: r.int("lv", 1, { min: 0, max: 50 }),
      monsterType: choice(r, "taxa", MONSTER_TYPE_JA, "other"),
      intelligence: common.intelligence,
      perception: common.perception,
      disposition: choice(r, "disposition", DISPOSITION_JA, "hostile"),
      soulscars: r.int("sin", 0, { min: 0, max: 100 }),
      language: common.language,
      habitat: r.text("habitat"),
      reputation: r.int("reputation", 10, { min: 0, max: 1000 }),
      weakness: r.int("reputation+", 15, { min: 0, max: 1000 }),
      weakPoint: common.weakPoint,
      weakPointElement: common.weakPointElement,
      elementAffinities: [],
      initiative: r.int("initiative", 10, { min: -100, max: 1000 }),
      movement: common.movement,
      fortitude: r.int("vitResist", 0, { min: -100, max: 1000 }),
      willpower: r.int("mndResist", 0, { min: -100, max: 1000 }),
      useFixedValues: true,
      unidentifiedName: "",
      identified: false,
      weaknessKnown: false,
      sections,
      skills: parseSkills(r.raw("skills")),
      loot: loot(r),
      notes: notes(r),
    },
    items: [],
    flags: ytFlags({
      parts: r.text("parts"),
      weaknessText: r.text("weakness"),
      description: r.raw("description"),
    }),
  };
}

/** The per-level rows: row 1 is `status{i}X` (level lvMin), row n ≥ 2 is `status{i}-{n}X` (level lvMin + n − 1). */
export function importMount(r: SheetReader): ActorSource {
  const name = r.text("monsterName") || r.text("characterName") || "Imported mount";
  const min = r.int("lvMin", 1, { min: 0, max: 50 });
  const max = r.int("lvMax", min, { min: 0, max: 50 });
  if (max < min)
    r.fail("ImpossibleValue", `lvMax ${max} is below lvMin ${min}`, { field: "lvMax", value: max });
  const count = r.int("statusNum", 0, { min: 0, max: 100 });
  const core = r.text("coreParts");
  const levels = [];
  for (let level = min; level <= Math.max(min, max); level++) {
    const row = level - min + 1;
    const sections = [];
    for (let i = 1; i <= count; i++) {
      const k = (f: string) => (row === 1 ? `status${i}${f}` : `status${i}-${row}${f}`);
      const style = splitStyle(r.text(`status${i}Style`));
      sections.push({
        ...combatStats(r, k, style, count === 1 ? "" : `${i}`),
        hpMax: r.int(k("Hp"), 0, { min: 0, max: 100_000 }),
        mpMax: r.optionalInt(k("Mp"), { min: 0, max: 100_000 }),
        fortitude: r.int(k("Vit"), 0, { min: -100, max: 1000 }),
        willpower: r.int(k("Mnd"), 0, { min: -100, max: 1000 }),
        core: core !== "" && style.section === core,
      });
    }
    levels.push({ level, sections });
  }
  r.text("mount");
  r.text("partsNum");
  r.text("lv");
  const common = commonMonsterFields(r);
  return {
    name,
    type: "mount",
    system: {
      levelRange: { min, max: Math.max(min, max) },
      riderId: "",
      intelligence: common.intelligence,
      perception: common.perception,
      language: common.language,
      weakPoint: common.weakPoint,
      weakPointElement: common.weakPointElement,
      movement: common.movement,
      levels,
      current: [],
      // Issue 19: a mount's unique skills are stored (and edited) like a monster's.
      skills: parseSkills(r.raw("skills")),
      prices: {
        purchase: r.int("price", 0, { min: 0, max: 100_000_000 }),
        rental: r.int("priceRental", 0, { min: 0, max: 100_000_000 }),
        regeneration: 0,
      },
      notes: notes(r),
    },
    items: [],
    flags: ytFlags({
      parts: r.text("parts"),
      weaknessText: r.text("weakness"),
      description: r.raw("description"),
      taxa: r.text("taxa"),
    }),
  };
}
