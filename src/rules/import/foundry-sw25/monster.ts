/**
 * A `sw25`-system monster (type "monster") → our monster Actor source. That system keeps a monster's
 * accuracy, damage and evasion in a "monster ability" item whose three checks are labelled 命中 / 打撃 / 回避
 * (Accuracy / Damage / Evasion), and its resistances in one labelled 生命 / 精神: each check's base value is
 * `checkbasemod + checkmod` and its fixed value base + 7, as ours. HP, MP and Defense are `hpbase + hpmod`,
 * `mpbase + mpmod`, `ppbase + ppmod`. The sw25-ru fork adds sections in `flags.sw25.sections`.
 */
import type { SkillTiming, SpecialMovement, WeakPoint } from "../../character/vocabulary.js";
import { clip } from "../sheet.js";
import {
  DISPOSITION_JA,
  INTELLIGENCE_JA,
  MONSTER_TYPE_JA,
  PERCEPTION_JA,
  reverseLookup,
  SPECIAL_MOVEMENT_JA,
  WEAK_POINT_ELEMENTS_JA,
} from "../tables.js";
import type { ActorSource } from "../types.js";
import { droppedEffects } from "./effects.js";
import type { ForeignItem } from "./foreign-item.js";
import { isLabel, type Label, MONSTER_TYPE, ownValue } from "./names.js";
import { type DocReader, htmlToText, isObj, type Obj } from "./reader.js";

interface Check {
  readonly base: number | null;
}

/** The base value of the check labelled `label` among an item's three, or undefined when none is. */
function labelledCheck(r: DocReader, item: ForeignItem, label: Label): Check | undefined {
  const s = item.system;
  for (let i = 1; i <= 3; i++) {
    if (!isLabel(r.text(s, `label${i}`, `${item.path}.label${i}`), label)) continue;
    if (!r.bool(s, `usedice${i}`, `${item.path}.usedice${i}`)) continue;
    const base =
      r.int(s, `checkbasemod${i}`, `${item.path}.checkbasemod${i}`, 0, { min: -100, max: 1000 }) +
      r.int(s, `checkmod${i}`, `${item.path}.checkmod${i}`, 0, { min: -100, max: 1000 });
    return { base };
  }
  return undefined;
}

interface MonsterSkill {
  name: string;
  section: string;
  timing: SkillTiming;
  value: number | null;
  resistedBy: string;
  effect: string;
}

const attackSkill = (a: { name: string; accuracy: number | null }): MonsterSkill => ({
  name: a.name,
  section: "",
  timing: "major",
  value: a.accuracy,
  resistedBy: "",
  effect: "",
});

/** Their resistance checks and results (SW25.Resist.*) in the rulebook's words, as a skill line writes them. */
const RESIST_CHECK: Readonly<Record<string, string>> = {
  Vitres: "生命抵抗力",
  Mndres: "精神抵抗力",
  Dodge: "回避力",
};
const RESIST_RESULT: Readonly<Record<string, string>> = {
  decide: "必中",
  any: "任意",
  none: "なし",
  disappear: "消滅",
  halving: "半減",
  shortening: "短縮",
};

/** `dice1.resist {type, result}` (the sw25-ru fork's abilities) → "生命抵抗力／半減"; none → "". */
function resistedBy(r: DocReader, item: ForeignItem): string {
  const dice = r.obj(item.system, "dice1", `${item.path}.dice1`);
  const resist = r.obj(dice, "resist", `${item.path}.dice1.resist`);
  const type = r.text(resist, "type", `${item.path}.dice1.resist.type`).trim();
  const result = r.text(resist, "result", `${item.path}.dice1.resist.result`).trim();
  if (type === "") return "";
  const check = ownValue(RESIST_CHECK, type) ?? type;
  const outcome = result === "" ? "" : (ownValue(RESIST_RESULT, result) ?? result);
  return outcome === "" ? check : `${check}／${outcome}`;
}

/** Their `part`: a number, or the free text the ytsheet2 import macro writes ("2 (頭部／胴体)"); "" is 0. */
function partCount(r: DocReader, value: unknown, path: string): number {
  if (value === undefined || value === null) return 0;
  const t =
    typeof value === "number"
      ? String(value)
      : typeof value === "string"
        ? value.normalize("NFKC").trim()
        : null;
  if (t === null) {
    r.fail("Foundry.WrongType", `field ${path} holds a ${typeof value} where a number belongs`, {
      field: path,
      value: typeof value,
    });
    return 0;
  }
  if (t === "" || t === "-") return 0;
  const m = /^(\d{1,3})(?![\d.])/.exec(t);
  if (m) return Number.parseInt(m[1] ?? "0", 10);
  r.fail("Foundry.NotNumber", `field ${path} holds "${clip(t)}", not a number of parts`, {
    field: path,
    value: clip(t),
  });
  return 0;
}

function skillTiming(r: DocReader, s: Obj, p: string): SkillTiming {
  if (r.bool(s, "main", `${p}.main`)) return "major";
  if (r.bool(s, "aux", `${p}.aux`)) return "minor";
  if (r.bool(s, "decla", `${p}.decla`)) return "declaration";
  if (r.bool(s, "prep", `${p}.prep`)) return "preparation";
  return "passive";
}

/** A cell's value past what any monster has: refused, naming the field (never a 1e20 or an Infinity). */
function bounded(r: DocReader, n: number, path: string): number | null {
  if (Number.isSafeInteger(n) && n >= CELL_MIN && n <= CELL_MAX) return n;
  const value = Number.isFinite(n) && Math.abs(n) < 1e15 ? n : n > 0 ? "9…" : "-9…";
  r.fail("Foundry.OutOfRange", `field ${path} holds ${value}, outside ${CELL_MIN}..${CELL_MAX}`, {
    field: path,
    value,
  });
  return null;
}
const CELL_MIN = -100;
const CELL_MAX = 1000;

/** "5 (12)" or "5" → 5; "-" or "" → null. The fork's section table cells. */
function cellBase(r: DocReader, value: unknown, path: string): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? bounded(r, value, path) : null;
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") {
    r.fail("Foundry.WrongType", `field ${path} holds a ${typeof value} where a number belongs`, {
      field: path,
      value: typeof value,
    });
    return null;
  }
  const t = value.normalize("NFKC").trim();
  if (t === "" || t === "-" || t === "―") return null;
  const m = /^([+-]?\d+)\s*(?:\(\s*[+-]?\d+\s*\))?$/.exec(t);
  if (m) return bounded(r, Number.parseInt(m[1] ?? "0", 10), path);
  r.fail("Foundry.NotNumber", `field ${path} holds "${clip(t)}", not a value like 5 (12)`, {
    field: path,
    value: t,
  });
  return null;
}

/** "2d+8", "2d6+8", "8" → 8; "-" → null. */
function damageCell(r: DocReader, value: unknown, path: string): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? bounded(r, value, path) : null;
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") {
    r.fail("Foundry.WrongType", `field ${path} holds a ${typeof value} where a damage belongs`, {
      field: path,
      value: typeof value,
    });
    return null;
  }
  const t = value.normalize("NFKC").replace(/\s+/g, "").toLowerCase();
  if (t === "" || t === "-" || t === "―") return null;
  const m = /^(?:2d6?)?([+-]?\d+)?$/.exec(t);
  if (m && t !== "") return m[1] ? bounded(r, Number.parseInt(m[1], 10), path) : 0;
  r.fail("Foundry.NotNumber", `field ${path} holds "${clip(t)}", not a 2d+X damage`, {
    field: path,
    value: clip(t),
  });
  return null;
}

function weakPoint(r: DocReader, text: string): { weakPoint: WeakPoint; weakPointElement: string } {
  const t = text.trim();
  if (t === "" || t === "なし") return { weakPoint: "none", weakPointElement: "none" };
  if (t.startsWith("命中")) return { weakPoint: "accuracy", weakPointElement: "none" };
  if (t.startsWith("物理")) return { weakPoint: "physicalDamage", weakPointElement: "none" };
  if (t.startsWith("魔法")) return { weakPoint: "magicDamage", weakPointElement: "none" };
  if (t.startsWith("回復")) return { weakPoint: "healing", weakPointElement: "none" };
  for (const [ja, id] of WEAK_POINT_ELEMENTS_JA)
    if (t.startsWith(ja)) return { weakPoint: "elementDamage", weakPointElement: id };
  r.warn("Foundry.WeakPoint", `the weak point "${t}" could not be read: it is in the notes only`, {
    value: t,
  });
  return { weakPoint: "none", weakPointElement: "none" };
}

/** "20", "-", "20/40(飛行)", "-/15(水中)". */
function movement(r: DocReader, text: string) {
  const result = {
    ground: null as number | null,
    special: null as number | null,
    specialKind: "none" as SpecialMovement,
    note: "",
  };
  const t = text.normalize("NFKC").trim();
  if (t === "" || t === "-") return result;
  const m = /^(\d+|-)?\s*(?:\/\s*(\d+)\s*\(([^()]+)\))?$/.exec(t);
  if (!m || (m[1] === undefined && m[2] === undefined)) {
    r.warn("Foundry.Movement", `the movement "${t}" could not be read: kept as a note`, { value: t });
    return { ...result, note: t };
  }
  result.ground = m[1] && m[1] !== "-" ? Number.parseInt(m[1], 10) : null;
  if (m[2]) {
    result.special = Number.parseInt(m[2], 10);
    result.specialKind = reverseLookup(SPECIAL_MOVEMENT_JA, (m[3] ?? "").trim()) ?? "other";
    if (result.specialKind === "other") result.note = (m[3] ?? "").trim();
  }
  return result;
}

function choice<K extends string>(
  r: DocReader,
  field: string,
  text: string,
  table: Readonly<Record<K, string>>,
  fallback: K,
): K {
  const t = text.trim();
  if (t === "") return fallback;
  const found = reverseLookup(table, t.replace(/\(/g, "（").replace(/\)/g, "）"));
  if (found !== null) return found;
  r.warn("Foundry.UnknownChoice", `${field} "${t}" is read as ${fallback}`, {
    field,
    value: t,
    read: fallback,
  });
  return fallback;
}

/** Their loot list: one "2-7：item" line each (自動 or anything without a range = always). */
function loot(html: string) {
  const rows: { roll: string; item: string; price: number }[] = [];
  for (const line of htmlToText(html).split("\n")) {
    const [rangePart, ...rest] = line.split(/[：:]/);
    const item = rest.join("：").trim();
    if (item === "" && (rangePart ?? "").trim() === "") continue;
    const range = (rangePart ?? "").normalize("NFKC").trim();
    const m = /^(\d+)?\s*[ー－～~〜-]\s*(\d+)?$/.exec(range);
    const roll = !m ? "always" : m[1] && m[2] ? `${m[1]}-${m[2]}` : m[1] ? `${m[1]}+` : `2-${m[2] ?? "12"}`;
    const price = /([\d,]+)\s*G/.exec(item);
    rows.push({
      roll,
      item: rest.length > 0 ? item : line.trim(),
      price: price ? Number.parseInt((price[1] ?? "0").replace(/,/g, ""), 10) : 0,
    });
  }
  return rows;
}

/** "牙（頭部）" → attack method 牙. */
function attackMethodOf(style: string): string {
  return style.replace(/[(（][^()（）]*[)）]\s*$/, "").trim();
}

export function importMonster(
  r: DocReader,
  name: string,
  system: Obj,
  items: readonly ForeignItem[],
  flags: Obj,
): ActorSource {
  const p = "system";
  const attributes = r.obj(system, "attributes", `${p}.attributes`);
  const hp = r.obj(system, "hp", `${p}.hp`);
  const mp = r.obj(system, "mp", `${p}.mp`);
  // A modifier larger than the base leaves no HP / no MP: our data model holds no maximum below 0.
  const hpMax = Math.max(
    0,
    r.int(system, "hpbase", `${p}.hpbase`, 0, { min: 0, max: 100_000 }) +
      r.int(hp, "hpmod", `${p}.hp.hpmod`, 0, { min: -100_000, max: 100_000 }),
  );
  const mpMax = Math.max(
    0,
    r.int(system, "mpbase", `${p}.mpbase`, 0, { min: 0, max: 100_000 }) +
      r.int(mp, "mpmod", `${p}.mp.mpmod`, 0, { min: -100_000, max: 100_000 }),
  );
  const hpNow = r.int(hp, "value", `${p}.hp.value`, hpMax, { min: -100_000, max: 100_000 });
  const mpNow = r.int(mp, "value", `${p}.mp.value`, mpMax, { min: -100_000, max: 100_000 });
  // As HP: a modifier larger than the base leaves 0, our data model holds no Defense below 0.
  const defense = Math.max(
    0,
    r.int(system, "ppbase", `${p}.ppbase`, 0, { min: 0, max: 1000 }) +
      r.int(attributes, "ppmod", `${p}.attributes.ppmod`, 0, { min: -1000, max: 1000 }),
  );
  for (const key of ["mppbase", "mppmod", "dreduce"]) {
    const where = key === "mppbase" ? system : attributes;
    const path = key === "mppbase" ? `${p}.${key}` : `${p}.attributes.${key}`;
    const v = r.int(where, key, path, 0);
    if (v !== 0)
      r.warn("Foundry.ModifierNotImported", `${path} (${v}) is not imported`, { field: path, value: v });
  }

  let fortitude = 0;
  let willpower = 0;
  const attacks: {
    name: string;
    accuracy: number | null;
    damage: number | null;
    evasion: number | null;
    item: ForeignItem;
  }[] = [];
  const skills: (MonsterSkill & { item: ForeignItem | null })[] = [];
  for (const item of items) {
    if (item.type !== "monsterability") {
      r.warn("Foundry.ItemNotImported", `${item.name} (a ${item.type}) is not imported`, {
        name: item.name,
        value: item.type,
      });
      continue;
    }
    // A monster ability becomes a section's numbers or a unique skill, not an item: nothing to hold them.
    droppedEffects(r, item);
    const vit = labelledCheck(r, item, "monResVit");
    const mnd = labelledCheck(r, item, "monResMnd");
    const hit = labelledCheck(r, item, "monHit");
    const dmg = labelledCheck(r, item, "monDmg");
    const dge = labelledCheck(r, item, "monDge");
    if (vit || mnd) {
      fortitude = vit?.base ?? fortitude;
      willpower = mnd?.base ?? willpower;
      continue;
    }
    // An attack row has an accuracy or an evasion; a unique skill may roll a damage labelled as one.
    if (hit || dge) {
      attacks.push({
        name: item.name,
        accuracy: hit?.base ?? null,
        damage: dmg?.base ?? null,
        evasion: dge?.base ?? null,
        item,
      });
      continue;
    }
    const s = item.system;
    const first = [1, 2, 3].find((i) => r.bool(s, `usedice${i}`, `${item.path}.usedice${i}`));
    const effect = [
      r.text(s, "remark", `${item.path}.remark`),
      htmlToText(r.text(s, "overview", `${item.path}.overview`)),
      htmlToText(r.text(s, "description", `${item.path}.description`)),
    ]
      .filter((t) => t.trim() !== "")
      .join("\n");
    skills.push({
      name: item.name,
      section: "",
      timing: skillTiming(r, s, item.path),
      value:
        first === undefined
          ? null
          : r.int(s, `checkbasemod${first}`, `${item.path}.checkbasemod${first}`, 0, {
              min: -100,
              max: 1000,
            }) + r.int(s, `checkmod${first}`, `${item.path}.checkmod${first}`, 0, { min: -100, max: 1000 }),
      resistedBy: resistedBy(r, item),
      effect,
      item,
    });
  }

  // Our monster holds no MP below 0 (their sheet lets it be typed): 0, and said.
  const mpOf = (max: number, value: number, path: string) => {
    if (max === 0) return { value: null, max: null };
    if (value < 0) r.warn("Foundry.NegativeMp", `${path} is ${value}: stored as 0`, { field: path, value });
    return { value: Math.max(0, value), max };
  };
  const sw25Flags = isObj(flags.sw25) ? flags.sw25 : {};
  const forkSections =
    Array.isArray(sw25Flags.sections) && sw25Flags.sections.length > 1 ? sw25Flags.sections : null;
  let sections: Record<string, unknown>[];
  if (forkSections) {
    // sw25-ru: one entry per section; the core section's HP/MP are the actor's own.
    sections = forkSections.map((raw, i) => {
      const path = `flags.sw25.sections[${i}]`;
      const sec = isObj(raw) ? raw : {};
      if (!isObj(raw))
        r.fail("Foundry.WrongType", `field ${path} holds no section`, { field: path, value: typeof raw });
      const core = r.bool(sec, "core", `${path}.core`);
      const sHp = r.obj(sec, "hp", `${path}.hp`);
      const sMp = r.obj(sec, "mp", `${path}.mp`);
      const max = core ? hpMax : r.int(sHp, "max", `${path}.hp.max`, 0, { min: 0, max: 100_000 });
      const mMax = core ? mpMax : r.int(sMp, "max", `${path}.mp.max`, 0, { min: 0, max: 100_000 });
      const style = r.text(sec, "style", `${path}.style`);
      return {
        name: r.text(sec, "name", `${path}.name`) || `${i + 1}`,
        attackMethod: attackMethodOf(style),
        accuracy: cellBase(r, sec.hit, `${path}.hit`),
        damage: damageCell(r, sec.dmg, `${path}.dmg`),
        evasion: cellBase(r, sec.dodge, `${path}.dodge`),
        defense: core ? defense : r.int(sec, "pp", `${path}.pp`, 0, { min: 0, max: 1000 }),
        hp: {
          value: core ? hpNow : r.int(sHp, "value", `${path}.hp.value`, max, { min: -100_000, max: 100_000 }),
          max,
        },
        mp: mpOf(
          mMax,
          core ? mpNow : r.int(sMp, "value", `${path}.mp.value`, mMax, { min: -100_000, max: 100_000 }),
          core ? `${p}.mp.value` : `${path}.mp.value`,
        ),
        core,
      };
    });
    // Its generator binds an attack row and an ability to a section (`flags.sw25.section`, else a name ending
    // in the section's name in brackets): the section holds the attack's numbers, the skill its section.
    const ids = forkSections.map((raw) => (isObj(raw) && typeof raw.id === "string" ? raw.id : ""));
    const names = sections.map((sec) => String(sec.name));
    const sectionAt = (item: ForeignItem): number => {
      const sw25 = isObj(item.flags.sw25) ? item.flags.sw25 : {};
      if (typeof sw25.section === "string" && sw25.section !== "") return ids.indexOf(sw25.section);
      const suffix = /[(（]([^()（）]+)[)）]\s*$/.exec(item.name)?.[1];
      const key = (t: string) => t.normalize("NFKC").toLowerCase().replace(/ё/g, "е").trim();
      return suffix === undefined ? -1 : names.findIndex((n) => key(n) === key(suffix));
    };
    for (const a of attacks) {
      const at = sectionAt(a.item);
      const section = sections[at];
      if (section === undefined) {
        r.warn(
          "Foundry.ExtraAttack",
          `${a.name}: an attack of no section became a unique skill (our monster has one per section)`,
          { name: a.name },
        );
        skills.push({ ...attackSkill(a), item: null });
        continue;
      }
      const theirs = [a.accuracy, a.damage, a.evasion];
      const ours = [section.accuracy, section.damage, section.evasion];
      if (theirs.some((v, k) => v !== null && v !== ours[k]))
        r.warn(
          "Foundry.SectionAttackDiffers",
          `${a.name} gives ${theirs.map((v) => v ?? "-").join("/")}, its section ${names[at]} ${ours.map((v) => v ?? "-").join("/")}: the section's are kept`,
          {
            name: a.name,
            section: names[at] as string,
            theirs: theirs.map((v) => v ?? "-").join("/"),
            ours: ours.map((v) => v ?? "-").join("/"),
          },
        );
    }
    for (const skill of skills) {
      const at = skill.item === null ? -1 : sectionAt(skill.item);
      if (at >= 0) skill.section = names[at] as string;
    }
  } else {
    const first = attacks[0];
    sections = [
      {
        name: "",
        attackMethod: first?.name ?? "",
        accuracy: first?.accuracy ?? null,
        damage: first?.damage ?? null,
        evasion: first?.evasion ?? null,
        defense,
        hp: { value: hpNow, max: hpMax },
        mp: mpOf(mpMax, mpNow, `${p}.mp.value`),
        core: false,
      },
    ];
    for (const extra of attacks.slice(1)) {
      r.warn(
        "Foundry.ExtraAttack",
        `${extra.name}: a second attack became a unique skill (our monster has one per section)`,
        { name: extra.name },
      );
      skills.push({ ...attackSkill(extra), item: null });
    }
    const parts = partCount(r, system.part, `${p}.part`);
    if (parts > 1)
      r.warn(
        "Foundry.Parts",
        `${parts} parts: that system keeps one actor per part, import each part's actor`,
        {
          count: parts,
        },
      );
  }

  // The sw25-ru fork keeps the classification in `classType` (its generator writes it there).
  const typeKey = (
    r.text(system, "type", `${p}.type`).trim() || r.text(system, "classType", `${p}.classType`)
  ).trim();
  // Before that system's 2.1.2 the type was stored as its Japanese (or English) word.
  const monsterType = ownValue(MONSTER_TYPE, typeKey) ?? reverseLookup(MONSTER_TYPE_JA, typeKey) ?? "other";
  if (
    typeKey !== "" &&
    ownValue(MONSTER_TYPE, typeKey) === undefined &&
    reverseLookup(MONSTER_TYPE_JA, typeKey) === null
  )
    r.warn("Foundry.UnknownChoice", `system.type "${typeKey}" is read as other`, {
      field: "system.type",
      value: typeKey,
      read: "other",
    });
  const weaknessText = r.text(system, "weakness", `${p}.weakness`);
  const lootText = r.text(system, "loot", `${p}.loot`);
  const notes = [
    r.text(system, "overview", `${p}.overview`),
    weaknessText.trim() === "" ? "" : `<p>${weaknessText}</p>`,
    r.text(system, "biography", `${p}.biography`),
    r.text(system, "gminfo", `${p}.gminfo`),
  ]
    .filter((t) => t.trim() !== "")
    .join("");
  const monster = {
    level: r.int(system, "monlevel", `${p}.monlevel`, 1, { min: 0, max: 50 }),
    monsterType,
    intelligence: choice(
      r,
      "system.intelligence",
      r.text(system, "intelligence", `${p}.intelligence`),
      INTELLIGENCE_JA,
      "average",
    ),
    perception: choice(
      r,
      "system.perception",
      r.text(system, "perception", `${p}.perception`),
      PERCEPTION_JA,
      "fiveSenses",
    ),
    disposition: choice(
      r,
      "system.reaction",
      r.text(system, "reaction", `${p}.reaction`),
      DISPOSITION_JA,
      "hostile",
    ),
    soulscars: r.int(system, "impurity", `${p}.impurity`, 0, { min: 0, max: 100 }),
    language: r.text(system, "language", `${p}.language`),
    habitat: r.text(system, "habitat", `${p}.habitat`),
    reputation: r.int(system, "popularity", `${p}.popularity`, 0, { min: 0, max: 1000 }),
    weakness: r.int(system, "weakpoint", `${p}.weakpoint`, 0, { min: 0, max: 1000 }),
    ...weakPoint(r, weaknessText),
    elementAffinities: [],
    initiative: r.int(system, "preemptive", `${p}.preemptive`, 0, { min: -100, max: 1000 }),
    movement: movement(r, r.text(system, "move", `${p}.move`)),
    fortitude,
    willpower,
    useFixedValues: true,
    unidentifiedName: r.text(system, "udname", `${p}.udname`),
    identified: false,
    weaknessKnown: false,
    sections,
    skills: skills.map(({ item: _item, ...skill }) => skill),
    loot: loot(lootText),
    notes,
  };
  return { name, type: "monster", system: monster, items: [] };
}
