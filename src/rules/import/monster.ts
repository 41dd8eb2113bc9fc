/** ytsheet2 monster and mount sheets (`type: "m"`) → our monster / mount Actor sources (docs/import.md). */
import type { SkillTiming, SpecialMovement, WeakPoint } from "../character/vocabulary.js";
import { ytFlags } from "./character.js";
import { clip, escapeHtml, htmlLines, parseWholeNumber, type SheetReader, sheetLines } from "./sheet.js";
import {
  DISPOSITION_JA,
  INTELLIGENCE_JA,
  MONSTER_TYPE_JA,
  PERCEPTION_JA,
  reverseLookup,
  SPECIAL_MOVEMENT_JA,
  TIMING_MARKS,
  WEAK_POINT_ELEMENTS_JA,
} from "./tables.js";
import type { ActorSource } from "./types.js";

/** Longest text a one-line parser (style, movement, a skill's name line) reads; longer text is kept as written. */
const PARSE_LIMIT = 400;

/**
 * "牙（頭部）": attack method, then the part in its (last) brackets; "(顎)" is a part without an attack method;
 * "武器" an attack method without a part; a trailing "×2" says the row stands for that many parts. Read from
 * the end without a regular expression, so a long style costs linear time.
 */
export function splitStyle(style: string): { attackMethod: string; section: string; times: number } {
  let text = style.trim();
  let times = 1;
  const timesMatch = /[×xX✕＊*]\s*([0-9０-９]{1,2})$/.exec(text.slice(-8));
  if (timesMatch) {
    times = parseWholeNumber(timesMatch[1] ?? "1") ?? 1;
    text = text.slice(0, text.length - (timesMatch[0]?.length ?? 0)).trim();
  }
  const close = text.endsWith(")") ? "(" : text.endsWith("）") ? "（" : null;
  if (close === null || text.length > PARSE_LIMIT) return { attackMethod: text, section: "", times };
  const open = Math.max(text.lastIndexOf("("), text.lastIndexOf("（"));
  if (open < 0) return { attackMethod: text, section: "", times };
  return {
    attackMethod: text.slice(0, open).trim(),
    section: text.slice(open + 1, -1).trim(),
    times: Math.max(1, times),
  };
}

/**
 * The sections' names as ytsheet2 names the parts: the part in brackets, else (several rows) the whole style;
 * a part that occurs more than once (two rows, or one row with ×2) gets A, B, … after its name.
 */
function sectionNames(
  styles: readonly { attackMethod: string; section: string; times: number }[],
  several: boolean,
): { name: string; part: string; row: number }[] {
  const rows = styles.flatMap((style, row) => {
    const part = style.section || (several ? style.attackMethod || `${row + 1}` : "");
    return Array.from({ length: style.times }, () => ({ part, row }));
  });
  const total = new Map<string, number>();
  for (const { part } of rows) total.set(part, (total.get(part) ?? 0) + 1);
  const seen = new Map<string, number>();
  return rows.map(({ part, row }) => {
    if ((total.get(part) ?? 0) < 2) return { name: part, part, row };
    const n = (seen.get(part) ?? 0) + 1;
    seen.set(part, n);
    return { name: `${part}${letterOf(n)}`, part, row };
  });
}

/** 1 → A … 26 → Z, 27 → AA (ytsheet2 stops at Z). */
function letterOf(n: number): string {
  let out = "";
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(65 + ((k - 1) % 26)) + out;
  return out;
}

/** Most sections one stat block may expand to (rows × their "×N"). */
const MAX_SECTIONS = 100;

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

type Movement = { ground: number | null; special: number | null; specialKind: SpecialMovement; note: string };

/**
 * ytsheet2's movement: segments split by "/", each a speed (or "-") with an optional kind in brackets, e.g.
 * `24`, `11/-`, `20(二足)`, `8(蠕動)/25(水中)`, `15/30(飛行)`, or the older `18（飛行24）`. The first segment
 * without a special kind is the ground speed (its bracket word goes to the note); the first with one
 * (飛行 flying, 浮遊 floating, 水中 swimming) is the special speed; another speed is kept in the note.
 */
export function parseMovement(text: string): Movement | null {
  const result: Movement = { ground: null, special: null, specialKind: "none", note: "" };
  if (text.length > PARSE_LIMIT) return null;
  const normal = text
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/（/g, "(")
    .replace(/）/g, ")")
    .replace(/／/g, "/")
    .replace(/[－―−]/g, "-");
  const notes: string[] = [];
  let first = true;
  for (const rawSegment of normal.split("/")) {
    const segment = rawSegment.trim();
    const m = /^(\d{1,4}|-)?\s*(?:\(([^()]*)\))?$/.exec(segment);
    if (!m || segment === "") return null;
    let speed = m[1] === undefined || m[1] === "-" ? null : Number.parseInt(m[1], 10);
    let word = (m[2] ?? "").trim();
    // "飛行24" inside the brackets: the kind, then its speed.
    const inner = word.length <= 40 ? /^(\D*?)\s*(\d{1,4})$/.exec(word) : null;
    if (inner) {
      if (speed !== null && first) result.ground = speed;
      else if (speed !== null) notes.push(`${speed}`);
      first = false;
      speed = Number.parseInt(inner[2] ?? "0", 10);
      word = (inner[1] ?? "").trim();
    }
    const kind = word === "" ? null : reverseLookup(SPECIAL_MOVEMENT_JA, word);
    if (kind !== null && kind !== "other" && result.specialKind === "none" && speed !== null) {
      result.special = speed;
      result.specialKind = kind;
    } else if (first && !inner) {
      result.ground = speed;
      if (word !== "") notes.push(word);
    } else if (speed !== null && result.specialKind === "none") {
      result.special = speed;
      result.specialKind = "other";
      notes.push(word);
    } else if (speed !== null || word !== "") notes.push(`${speed ?? ""}${word === "" ? "" : `(${word})`}`);
    first = false;
  }
  result.note = notes.filter((n) => n !== "").join(" / ");
  return result;
}

function movement(r: SheetReader): Movement {
  const text = r.text("mobility");
  if (text === "" || text === "-") return { ground: null, special: null, specialKind: "none", note: "" };
  const read = parseMovement(text);
  if (read !== null) return read;
  r.warn("UnreadableMovement", `mobility "${clip(text)}" is kept as a note`, {
    field: "mobility",
    value: clip(text),
  });
  return { ground: null, special: null, specialKind: "none", note: text.slice(0, PARSE_LIMIT) };
}

/** "命中力+1", "物理ダメージ+2点", "炎属性ダメージ+3点", "回復効果ダメージ+3点". */
function weakPoint(r: SheetReader): { weakPoint: WeakPoint; weakPointElement: string } {
  const text = r.text("weakness");
  if (text === "" || text === "なし") return { weakPoint: "none", weakPointElement: "none" };
  if (text.startsWith("命中")) return { weakPoint: "accuracy", weakPointElement: "none" };
  if (text.startsWith("物理")) return { weakPoint: "physicalDamage", weakPointElement: "none" };
  if (text.startsWith("魔法")) return { weakPoint: "magicDamage", weakPointElement: "none" };
  if (text.startsWith("回復")) return { weakPoint: "healing", weakPointElement: "none" };
  for (const [ja, id] of WEAK_POINT_ELEMENTS_JA)
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

type Skill = {
  name: string;
  section: string;
  timing: SkillTiming;
  value: number | null;
  resistedBy: string;
  effect: string;
};

/** The timing marks a line starts with (`[常][宣]魔法適正`): the first one's timing and the rest of the line. */
function leadingMarks(line: string): { timing: SkillTiming; rest: string } | null {
  let rest = line;
  let timing: SkillTiming | null = null;
  for (;;) {
    const mark = TIMING_MARKS.find(([m]) => rest.startsWith(m));
    if (!mark) break;
    timing ??= mark[1];
    rest = rest.slice(mark[0].length).trimStart();
  }
  return timing === null ? null : { timing, rest };
}

/**
 * A skill's first line: `name/value(fixed)/resistance` (half- or full-width slashes) gives its value and what
 * resists it; a line without a number after its first slash is all name ("剣の加護/運命変転"). Split, no
 * backtracking: linear in the line's length.
 */
function skillHead(body: string): Pick<Skill, "name" | "value" | "resistedBy"> {
  const parts = body.split(/[/／]/);
  let offset = (parts[0] ?? "").length;
  for (let i = 1; i + 1 < parts.length; i++) {
    const part = parts[i] ?? "";
    const m =
      part.length <= 24
        ? /^\s*([0-9０-９]{1,4})\s*(?:[(（]\s*[0-9０-９]{1,4}\s*[)）])?\s*$/.exec(part)
        : null;
    if (m) {
      return {
        name: body.slice(0, offset).trim(),
        value: parseWholeNumber(m[1] ?? "0"),
        resistedBy: body.slice(offset + 1 + part.length + 1).trim(),
      };
    }
    offset += 1 + part.length;
  }
  return { name: body.trim(), value: null, resistedBy: "" };
}

/**
 * Unique skills from the free text, split as ytsheet2 shows them. `●part` lines are headings (`●全身` /
 * `●全部位`: all sections). When any line starts with a timing mark (○ ▶ ≫ 🗨 △ ▽ … or ytsheet2's [常] [主]
 * [補] [宣] [準]), each such line starts a skill and the other lines are its effect. Text without any mark is
 * read in paragraphs (blank lines between them): in a paragraph with indented lines, each unindented line is a
 * skill's name and the indented lines its effect; otherwise the first line is the name and the rest the effect.
 */
export function parseSkills(text: string): Skill[] {
  const skills: Skill[] = [];
  const lines = sheetLines(text);
  const marked = lines.some((line) => leadingMarks(line.trim()) !== null);
  let section = "";
  let block: string[] = [];
  const newSkill = (head: string, timing: SkillTiming) =>
    skills.push({ ...skillHead(head), section, timing, effect: "" });
  const addEffect = (line: string) => {
    const last = skills[skills.length - 1];
    if (last) last.effect = last.effect === "" ? line : `${last.effect}\n${line}`;
  };
  const flushBlock = () => {
    const indented = block.slice(1).some((line) => /^[\s　]/.test(line));
    block.forEach((line, i) => {
      if (i === 0 || (indented && !/^[\s　]/.test(line))) newSkill(line.trim(), "passive");
      else addEffect(line.trim());
    });
    block = [];
  };
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (line.startsWith("●")) {
      flushBlock();
      const name = line.slice(1).trim();
      section = name === "全身" || name === "全部位" ? "" : name;
      continue;
    }
    if (!marked) {
      if (line === "") flushBlock();
      else block.push(rawLine);
      continue;
    }
    if (line === "") continue;
    const mark = leadingMarks(line);
    if (mark) newSkill(mark.rest, mark.timing);
    else if (skills.length > 0 && skills[skills.length - 1]?.section === section) addEffect(line);
    else newSkill(line, "passive");
  }
  flushBlock();
  // Effects are joined once per line above; the joined text is linear (string ropes), but a skill's effect
  // is built from its own lines only.
  return skills;
}

/**
 * The price in a loot item: the first number before a "G" ("銀の塊(3,600G/金S)" → 3600), thousands separators
 * allowed. Scans back from each "G" over the digits (no regular expression): linear in the item's length.
 */
export function lootPrice(item: string): number {
  for (let at = 0; at < item.length; at++) {
    if (item[at] !== "G" && item[at] !== "Ｇ") continue;
    let end = at;
    while (end > 0 && /[\s　]/.test(item[end - 1] ?? "")) end--;
    let start = end;
    while (start > 0 && /[0-9０-９,，]/.test(item[start - 1] ?? "")) start--;
    const digits = item.slice(start, end);
    if (/[0-9０-９]/.test(digits) && digits.length <= 16) {
      const n = parseWholeNumber(digits.replace(/，/g, ","));
      if (n !== null) return n;
    }
  }
  return 0;
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
    rows.push({ roll, item, price: lootPrice(item) });
  }
  return rows;
}

function commonMonsterFields(r: SheetReader) {
  // ytsheet2 writes a monster's chat palette only when one was typed; ours has none: named, not dropped in silence.
  if (r.text("chatPalette") !== "")
    r.warn("UnmappedField", "field chatPalette is not imported: a monster has no chat palette here", {
      field: "chatPalette",
    });
  return {
    intelligence: choice(r, "intellect", INTELLIGENCE_JA, "average"),
    perception: choice(r, "perception", PERCEPTION_JA, "fiveSenses"),
    language: r.text("language"),
    ...weakPoint(r),
    movement: movement(r),
  };
}

/**
 * The lines the importer writes above a monster's or mount's description, each a text whose `{value}` is the
 * sheet's field: the caller's language (SW25.Import.Note), English when none is given.
 */
export interface NoteLines {
  readonly weakness: string;
  readonly parts: string;
}

export const ENGLISH_NOTE_LINES: NoteLines = { weakness: "Weakness: {value}", parts: "Parts: {value}" };

function notes(r: SheetReader, lines: NoteLines): string {
  const text = r.raw("description");
  const line = (template: string, value: string) => value && template.replaceAll("{value}", () => value);
  const extra = [line(lines.weakness, r.text("weakness")), line(lines.parts, r.text("parts"))]
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line as string)}</p>`);
  return [...extra, text.trim() === "" ? "" : `<p>${htmlLines(text)}</p>`].join("");
}

/**
 * The columns a monster's section and a mount's per-level section share: name, attack method, accuracy,
 * damage, evasion and defense, read from the `status…` keys that `k` names (same bounds for both).
 */
function combatStats(r: SheetReader, k: (field: string) => string, attackMethod: string, name: string) {
  return {
    name,
    attackMethod,
    accuracy: r.optionalInt(k("Accuracy"), { min: -100, max: 1000 }),
    damage: damageBonus(r, k("Damage")),
    evasion: r.optionalInt(k("Evasion"), { min: -100, max: 1000 }),
    defense: r.int(k("Defense"), 0, { min: 0, max: 1000 }),
  };
}

/** `coreParts`: the core part's name; "なし" / "-" (none) and empty are no core part. */
function coreName(r: SheetReader): string {
  const core = r.text("coreParts");
  return core === "なし" || core === "-" || core === "―" || core === "－" ? "" : core;
}

/** Each row's style; a sheet whose rows expand (×N) beyond MAX_SECTIONS is refused. */
function readStyles(r: SheetReader, count: number) {
  const styles = [];
  let total = 0;
  for (let i = 1; i <= count; i++) {
    const style = splitStyle(r.text(`status${i}Style`));
    total += style.times;
    styles.push(style);
  }
  if (total > MAX_SECTIONS)
    r.fail("ImpossibleValue", `the stat block expands to ${total} sections (at most ${MAX_SECTIONS})`, {
      field: "statusNum",
      value: total,
    });
  return styles;
}

export function importMonster(r: SheetReader, lines: NoteLines = ENGLISH_NOTE_LINES): ActorSource {
  const name = r.text("monsterName") || r.text("characterName") || "Imported monster";
  const count = r.int("statusNum", 0, { min: 0, max: 100 });
  const core = coreName(r);
  const styles = readStyles(r, count);
  const sections = [];
  for (const { name: sectionName, part, row } of sectionNames(styles, count > 1)) {
    const k = (f: string) => `status${row + 1}${f}`;
    // The fixed values are ytsheet2's totals, compared after the import.
    r.text(k("AccuracyFix"));
    r.text(k("EvasionFix"));
    const hp = r.int(k("Hp"), 0, { min: 0, max: 100_000 });
    const mp = r.optionalInt(k("Mp"), { min: 0, max: 100_000 });
    r.sectionRows.push(row + 1);
    sections.push({
      ...combatStats(r, k, styles[row]?.attackMethod ?? "", sectionName),
      hp: { value: hp, max: hp },
      mp: { value: mp, max: mp },
      core: core !== "" && part === core,
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
      // An empty weakness value stays unknown (null), never a default.
      weakness: r.optionalInt("reputation+", { min: 0, max: 1000 }),
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
      notes: notes(r, lines),
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
export function importMount(r: SheetReader, lines: NoteLines = ENGLISH_NOTE_LINES): ActorSource {
  const name = r.text("monsterName") || r.text("characterName") || "Imported mount";
  const min = r.int("lvMin", 1, { min: 0, max: 50 });
  const max = r.int("lvMax", min, { min: 0, max: 50 });
  if (max < min)
    r.fail("ImpossibleValue", `lvMax ${max} is below lvMin ${min}`, { field: "lvMax", value: max });
  const count = r.int("statusNum", 0, { min: 0, max: 100 });
  const core = coreName(r);
  const styles = readStyles(r, count);
  const names = sectionNames(styles, count > 1);
  const levels = [];
  for (let level = min; level <= Math.max(min, max); level++) {
    const row = level - min + 1;
    const sections = [];
    for (const { name: sectionName, part, row: i0 } of names) {
      const i = i0 + 1;
      const k = (f: string) => (row === 1 ? `status${i}${f}` : `status${i}-${row}${f}`);
      sections.push({
        ...combatStats(r, k, styles[i0]?.attackMethod ?? "", sectionName),
        hpMax: r.int(k("Hp"), 0, { min: 0, max: 100_000 }),
        mpMax: r.optionalInt(k("Mp"), { min: 0, max: 100_000 }),
        fortitude: r.int(k("Vit"), 0, { min: -100, max: 1000 }),
        willpower: r.int(k("Mnd"), 0, { min: -100, max: 1000 }),
        core: core !== "" && part === core,
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
      // 知名度/弱点値 and 先制値 as ytsheet2's mount sheet has them; none typed stays none (null).
      reputation: r.optionalInt("reputation", { min: 0, max: 1000 }),
      weakness: r.optionalInt("reputation+", { min: 0, max: 1000 }),
      initiative: r.optionalInt("initiative", { min: -100, max: 1000 }),
      levels,
      current: [],
      // Issue 19: a mount's unique skills are stored (and edited) like a monster's.
      skills: parseSkills(r.raw("skills")),
      prices: {
        purchase: r.int("price", 0, { min: 0, max: 100_000_000 }),
        rental: r.int("priceRental", 0, { min: 0, max: 100_000_000 }),
        regeneration: 0,
      },
      notes: notes(r, lines),
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
