/**
 * An Actor source back to a ytsheet2-shaped flat object of strings: importing the result gives the same
 * Actor source again (test/rules/import/round-trip.test.ts). Totals are written from our derived values.
 */

import { type PaletteClassLevel, paletteValues } from "../character/palette/palette.js";
import { raceFacts } from "../character/races/race-data.js";
import { CLASS_IDS, type ClassId, type WeaponUsage } from "../character/vocabulary.js";
import { ABILITY_LETTERS } from "./character.js";
import { type Derived, deriveSource, sourceTotals } from "./derive.js";
import { CLASS_NAMES_JA_BY_CODE, exportRecords, MYSTIC_ART_ITEM } from "./records.js";
import { htmlToSheetText, sheetLines } from "./sheet.js";
import {
  ACCESSORY_SLOT_CODES,
  CLASS_CODES,
  DISPOSITION_JA,
  INTELLIGENCE_JA,
  MONSTER_TYPE_JA,
  PERCEPTION_JA,
  SPECIAL_MOVEMENT_JA,
  TIMING_EXPORT,
  WEAK_POINT_ELEMENTS_JA,
  WEAPON_CATEGORY_JA,
} from "./tables.js";
import { exportTechniques } from "./techniques.js";
import type { ActorSource, ItemSource } from "./types.js";

type Obj = Record<string, unknown>;
type Out = Record<string, string>;

/** A table's value for a key from the actor (user data): own keys only, so "constructor" finds nothing. */
function ownValue(table: Readonly<Record<string, string>>, key: unknown): string | undefined {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}

const str = (value: unknown) => (value === null || value === undefined ? "" : String(value));

function yt(doc: { flags?: Obj }): Obj {
  const sw = (doc.flags?.swordworld25 ?? {}) as Obj;
  return (sw.ytsheet2 ?? {}) as Obj;
}

/** HTML notes back to ytsheet2's text with <br> line breaks. */
function noteText(html: unknown): string {
  return htmlToSheetText(str(html));
}

const USAGE_JA: Record<WeaponUsage, string> = {
  "1H": "1H",
  "1H-versatile": "1H両",
  "1H-mounted": "1H騎",
  "1H-throwable": "1H投",
  "1H-fist": "1H拳",
  "1H#": "1H#",
  "2H": "2H",
  "2H-swing": "2H振",
  "2H-thrust": "2H突",
  "2H-throwable": "2H投",
  "2H#": "2H#",
};

function exportCharacter(actor: ActorSource, derived: Derived): Out {
  const s = actor.system as Obj;
  const d = derived.kind === "character" ? derived.values : null;
  const base = s.base as Record<string, number>;
  const abilities = s.abilities as Record<string, { race: number; growth: number; bonus: number }>;
  const out: Out = { result: "OK", gameVersion: "2.5", characterName: actor.name };
  out.sttBaseTec = str(base.technique);
  out.sttBasePhy = str(base.body);
  out.sttBaseSpi = str(base.mind);
  const names: Record<string, string> = { A: "Dex", B: "Agi", C: "Str", D: "Vit", E: "Int", F: "Mnd" };
  // A variant's score change is in our race part (the import put it there); ytsheet2 adds it itself.
  const facts = raceFacts(actor.items.find((i) => i.type === "race")?.name ?? "");
  for (const [letter, ability] of ABILITY_LETTERS) {
    const a = abilities[ability] ?? { race: 0, growth: 0, bonus: 0 };
    out[`sttBase${letter}`] = str(a.race - (facts?.statusMod?.[ability] ?? 0));
    out[`sttGrow${letter}`] = str(a.growth);
    out[`sttAdd${letter}`] = str(a.bonus);
    if (d) {
      out[`stt${names[letter]}`] = str(d.scores[ability] - a.bonus);
      out[`bonus${names[letter]}`] = str(d.modifiers[ability]);
    }
  }
  const flags = yt(actor);
  const race = actor.items.find((i) => i.type === "race");
  if (race) {
    out.race = race.name;
    out.raceAbility = str((race.system as Obj).abilities);
  }
  for (const item of actor.items.filter((i) => i.type === "class")) {
    const code = str(yt(item).code) || CLASS_CODES.find(([, id]) => id === (item.system as Obj).classId)?.[0];
    if (code) out[`lv${code}`] = str((item.system as Obj).level);
  }
  const feats = actor.items.filter((i) => i.type === "feat");
  const auto: string[] = [];
  for (const feat of feats) {
    const field = str(yt(feat).field);
    if ((feat.system as Obj).automatic || field === "combatFeatsAuto" || field === "") auto.push(feat.name);
    else out[field] = feat.name;
  }
  if (auto.length > 0) out.combatFeatsAuto = auto.join(",");
  // Secret arts: their honour cost is the honour item "秘伝：name" (records.ts), written back as `…Pt`.
  const honorItems = (((s.honor ?? {}) as Obj).items ?? []) as Obj[];
  let arts = 0;
  for (const feat of feats) {
    const field = str(yt(feat).field);
    const m = /^(mysticArts|mysticMagic)(\d+)$/.exec(field);
    if (!m) continue;
    arts = Math.max(arts, Number(m[2]));
    out[`${m[1]}Num`] = str(Math.max(Number(out[`${m[1]}Num`] ?? 0), Number(m[2])));
    const cost = honorItems.find((i) => str(i.name) === `${MYSTIC_ART_ITEM}${feat.name}`);
    out[`${field}Pt`] = str(cost?.points ?? 0);
  }
  exportWeapons(actor.items, out, d);
  exportArmour(actor.items, out, d);
  exportAccessories(actor.items, out);
  exportTechniques(actor.items, s, out);
  const exp = s.experience as { earned: number; spent: number; fumbles: number };
  // Issue 19: experience, money and honour are the start values plus the records (derive.ts sourceTotals).
  const totals = sourceTotals(actor);
  const earned = totals.experience.total;
  out.expTotal = str(earned + 50 * exp.fumbles);
  out.expRest = str(earned + 50 * exp.fumbles - (d ? d.experience.spent : exp.spent));
  out.moneyTotal = str(totals.money.total);
  out.sin = str(s.soulscars);
  exportRecords(
    s,
    (flags.identity ?? {}) as Record<string, string>,
    { experience: earned, money: totals.money.total, honor: totals.honor.total },
    out,
    d ? paletteValues(d, paletteClassLevels(actor.items)) : null,
  );
  // The class ytsheet2 takes evasion from (kept as our class id): back to ytsheet2's class name.
  const evasion = str(flags.evasionClass);
  if (evasion !== "") {
    const code = CLASS_CODES.find(([, id]) => id === evasion)?.[0];
    out.evasionClass1 = (code !== undefined ? CLASS_NAMES_JA_BY_CODE[code] : undefined) ?? evasion;
  }
  const b = s.bonuses as Record<string, number>;
  const add = (key: string, value: number) => {
    if (value) out[key] = str(value);
  };
  add("hpAdd", b.hp ?? 0);
  add("mpAdd", b.mp ?? 0);
  add("vitResistAdd", b.fortitude ?? 0);
  add("mndResistAdd", b.willpower ?? 0);
  add("initiativeAdd", b.initiative ?? 0);
  add("monsterLoreAdd", b.monsterKnowledge ?? 0);
  add("magicPowerAdd", b.magicPower ?? 0);
  add("mobilityAdd", b.movement ?? 0);
  if (d) {
    out.level = str(d.adventurerLevel);
    out.hpTotal = str(d.hpMax);
    out.mpTotal = str(d.mpMax);
    out.vitResistTotal = str(d.fortitude);
    out.mndResistTotal = str(d.willpower);
    out.initiative = str(d.initiative ?? 0);
    out.monsterLore = str(d.monsterKnowledge ?? 0);
    out.mobilityTotal = str(d.movement.normal);
    out.mobilityFull = str(d.movement.full);
    out.mobilityLimited = str(d.movement.limited);
    out.defenseTotal1Eva = str(d.evasion);
    out.defenseTotal1Def = str(d.defense);
  }
  return out;
}

function exportWeapons(
  items: readonly ItemSource[],
  out: Out,
  d: { weapons: readonly { accuracy: number; extraDamage: number; proficiency: number }[] } | null,
) {
  const weapons = items.filter((i) => i.type === "weapon");
  out.weaponNum = str(weapons.length);
  let equipped = 0;
  weapons.forEach((item, index) => {
    const w = item.system as Obj;
    const k = (f: string) => `weapon${index + 1}${f}`;
    out[k("Name")] = item.name;
    out[k("Category")] = ownValue(WEAPON_CATEGORY_JA, w.category) ?? "";
    out[k("Usage")] = ownValue(USAGE_JA, w.usage) ?? "1H";
    out[k("Reqd")] = str(w.minStrength);
    out[k("Acc")] = str(w.accuracy);
    out[k("Rate")] = str(w.power);
    // A typed Fencer C value was stored one higher (index.ts): written back as typed.
    out[k("Crit")] = str(Number(w.criticalValue) - (yt(item).fencerTypedCritical ? 1 : 0));
    out[k("Dmg")] = str(w.extraDamage);
    const weaponClass = str(yt(item).weaponClass);
    if (weaponClass) out[k("Class")] = weaponClass;
    if (w.description) out[k("Note")] = noteText(w.description);
    if (w.equipped && d) {
      const values = d.weapons[equipped];
      equipped++;
      if (values) {
        out[k("AccTotal")] = str(values.accuracy);
        out[k("DmgTotal")] = str(values.extraDamage + values.proficiency);
      }
    }
  });
}

function exportArmour(items: readonly ItemSource[], out: Out, _d: unknown) {
  const armour = items.filter((i) => i.type === "armor" || i.type === "shield");
  out.armourNum = str(armour.length);
  armour.forEach((item, index) => {
    const a = item.system as Obj;
    const k = (f: string) => `armour${index + 1}${f}`;
    out[k("Name")] = item.name;
    out[k("Category")] = item.type === "shield" ? "盾" : a.armorKind === "metal" ? "金属鎧" : "非金属鎧";
    out[k("Reqd")] = str(a.minStrength);
    out[k("Eva")] = str(a.evasion);
    out[k("Def")] = str(a.defense);
    if (a.description) out[k("Note")] = noteText(a.description);
  });
}

function exportAccessories(items: readonly ItemSource[], out: Out) {
  const used = new Set<string>();
  for (const item of items.filter((i) => i.type === "accessory")) {
    const slot = (item.system as Obj).slot;
    const flagged = str(yt(item).slotCode);
    const candidates = ACCESSORY_SLOT_CODES.filter(([, s]) => s === slot).flatMap(([code]) => [
      code,
      `${code}_`,
      `${code}__`,
    ]);
    const code = flagged && !used.has(flagged) ? flagged : candidates.find((c) => !used.has(c));
    if (!code) continue;
    used.add(code);
    out[`accessory${code}Name`] = item.name;
    const own = str(yt(item).own);
    if (own) out[`accessory${code}Own`] = own;
    const note = (item.system as Obj).description;
    if (note) out[`accessory${code}Note`] = noteText(note);
  }
}

function damageText(x: unknown): string {
  if (x === null || x === undefined) return "-";
  const n = Number(x);
  return n === 0 ? "2d" : n > 0 ? `2d+${n}` : `2d${n}`;
}

const orDash = (v: unknown) => (v === null || v === undefined ? "-" : str(v));

function styleText(section: Obj): string {
  return section.name ? `${str(section.attackMethod)}（${str(section.name)}）` : str(section.attackMethod);
}

/** Movement as ytsheet2 users write it (monster.ts `parseMovement` reads it back): `8(蠕動)/25(水中)`. */
function movementText(m: Obj): string {
  const ground = orDash(m.ground);
  const note = str(m.note);
  if (m.special === null || m.special === undefined) return note === "" ? ground : `${ground}(${note})`;
  if (m.specialKind === "other" || m.specialKind === "none") return `${ground}/${str(m.special)}(${note})`;
  const kind = ownValue(SPECIAL_MOVEMENT_JA, m.specialKind) ?? "";
  return `${ground}${note === "" ? "" : `(${note})`}/${str(m.special)}(${kind})`;
}

/**
 * The weak point of a monster that came from elsewhere (no ytsheet2 text kept) in the words ytsheet2's sheets
 * use, so importing the export reads the same weak point back; its amount is not stored, so none is written.
 */
function weakPointText(weakPoint: unknown, element: unknown): string {
  const words: Readonly<Record<string, string>> = {
    accuracy: "命中力",
    physicalDamage: "物理ダメージ",
    magicDamage: "魔法ダメージ",
    healing: "回復効果ダメージ",
  };
  if (weakPoint === "elementDamage") {
    const ja = WEAK_POINT_ELEMENTS_JA.find(([, id]) => id === element)?.[0];
    return ja === undefined ? "" : `${ja}属性ダメージ`;
  }
  return ownValue(words, weakPoint) ?? "";
}

function monsterCommon(actor: ActorSource, out: Out) {
  const s = actor.system as Obj;
  const flags = yt(actor);
  out.monsterName = actor.name;
  out.intellect = ownValue(INTELLIGENCE_JA, s.intelligence) ?? "";
  out.perception = ownValue(PERCEPTION_JA, s.perception) ?? "";
  out.language = str(s.language);
  out.mobility = movementText(s.movement as Obj);
  if (flags.weaknessText) out.weakness = str(flags.weaknessText);
  else {
    const weakness = weakPointText(s.weakPoint, s.weakPointElement);
    if (weakness !== "") out.weakness = weakness;
  }
  if (flags.parts) out.parts = str(flags.parts);
}

/** Unique skills back to ytsheet2's text: "●section" headings, a timing mark before each skill. */
function skillsText(skills: readonly Obj[]): string {
  const lines: string[] = [];
  let current = "";
  for (const skill of skills) {
    if (skill.section !== current || lines.length === 0) {
      lines.push(`●${skill.section === "" ? "全身" : str(skill.section)}`);
      current = str(skill.section);
    }
    const value =
      skill.value === null || skill.value === undefined
        ? ""
        : `／${skill.value}（${Number(skill.value) + 7}）／${str(skill.resistedBy)}`;
    lines.push(`${ownValue(TIMING_EXPORT, skill.timing) ?? "○"}${str(skill.name)}${value}`);
    if (skill.effect) lines.push(...str(skill.effect).split("\n"));
  }
  return lines.join("<br>");
}

function exportMonster(actor: ActorSource, derived: Derived): Out {
  const s = actor.system as Obj;
  const out: Out = { result: "OK", type: "m", gameVersion: "2.5" };
  monsterCommon(actor, out);
  out.lv = str(s.level);
  out.taxa = ownValue(MONSTER_TYPE_JA, s.monsterType) ?? "";
  out.disposition = ownValue(DISPOSITION_JA, s.disposition) ?? "";
  out.sin = str(s.soulscars);
  out.habitat = str(s.habitat);
  out.reputation = str(s.reputation);
  out["reputation+"] = str(s.weakness);
  out.initiative = str(s.initiative);
  out.vitResist = str(s.fortitude);
  out.mndResist = str(s.willpower);
  const d = derived.kind === "monster" ? derived.values : null;
  if (d) {
    out.vitResistFix = str(d.fortitude.fixed);
    out.mndResistFix = str(d.willpower.fixed);
  }
  const sections = s.sections as Obj[];
  out.statusNum = str(sections.length);
  out.partsNum = str(sections.length);
  sections.forEach((section, i) => {
    const k = (f: string) => `status${i + 1}${f}`;
    out[k("Style")] = styleText(section);
    out[k("Accuracy")] = orDash(section.accuracy);
    out[k("Damage")] = damageText(section.damage);
    out[k("Evasion")] = orDash(section.evasion);
    out[k("Defense")] = str(section.defense);
    out[k("Hp")] = str((section.hp as Obj).max);
    out[k("Mp")] = orDash((section.mp as Obj).max);
    const ds = d?.sections[i];
    if (ds?.accuracy) out[k("AccuracyFix")] = str(ds.accuracy.fixed);
    if (ds?.evasion) out[k("EvasionFix")] = str(ds.evasion.fixed);
    if (section.core) out.coreParts = str(section.name);
  });
  out.skills = skillsText(s.skills as Obj[]);
  const loot = s.loot as Obj[];
  out.lootsNum = str(loot.length);
  loot.forEach((row, i) => {
    const roll = str(row.roll);
    out[`loots${i + 1}Num`] = roll === "always" ? "自動" : roll.replace(/\+$/, "～").replace("-", "～");
    out[`loots${i + 1}Item`] = str(row.item);
  });
  return out;
}

function exportMount(actor: ActorSource): Out {
  const s = actor.system as Obj;
  const out: Out = { result: "OK", type: "m", mount: "1", gameVersion: "2.5" };
  monsterCommon(actor, out);
  const flags = yt(actor);
  if (flags.taxa) out.taxa = str(flags.taxa);
  const range = s.levelRange as { min: number; max: number };
  out.lvMin = str(range.min);
  out.lvMax = str(range.max);
  const prices = s.prices as Obj;
  for (const [key, value] of [
    ["reputation", s.reputation],
    ["reputation+", s.weakness],
    ["initiative", s.initiative],
  ] as const)
    if (typeof value === "number") out[key] = str(value);
  out.price = str(prices.purchase);
  out.priceRental = str(prices.rental);
  const skills = (s.skills ?? []) as Obj[];
  if (skills.length > 0) out.skills = skillsText(skills);
  const levels = s.levels as { level: number; sections: Obj[] }[];
  const first = levels[0]?.sections ?? [];
  out.statusNum = str(first.length);
  out.partsNum = str(first.length);
  for (const block of levels) {
    const row = block.level - range.min + 1;
    block.sections.forEach((section, i) => {
      const k = (f: string) => (row === 1 ? `status${i + 1}${f}` : `status${i + 1}-${row}${f}`);
      if (row === 1) out[`status${i + 1}Style`] = styleText(section);
      out[k("Accuracy")] = orDash(section.accuracy);
      out[k("Damage")] = damageText(section.damage);
      out[k("Evasion")] = orDash(section.evasion);
      out[k("Defense")] = str(section.defense);
      out[k("Hp")] = str(section.hpMax);
      out[k("Mp")] = orDash(section.mpMax);
      out[k("Vit")] = str(section.fortitude);
      out[k("Mnd")] = str(section.willpower);
      if (section.core) out.coreParts = str(section.name);
    });
  }
  return out;
}

/** The class levels a palette names (`{ファイター}`), from the actor's class items. */
function paletteClassLevels(items: readonly ItemSource[]): PaletteClassLevel[] {
  const known = new Set<string>(CLASS_IDS);
  return items.flatMap((item) => {
    const classId = str((item.system as Obj).classId);
    if (item.type !== "class" || !known.has(classId)) return [];
    return [{ classId: classId as ClassId, level: Number((item.system as Obj).level) || 0 }];
  });
}

/** A ytsheet2 sheet as the export writes it: text fields, and the chat-tool list `unitStatus`. */
export type YtsheetSheet = Record<string, string | readonly Readonly<Record<string, string>>[]>;

/**
 * ytsheet2's chat-tool status of a character, `[{HP: "30/39"}, {MP: "20/20"}, {防護: "3"}]`: the current HP
 * and MP stored on the actor (its maximum when none is stored or it is not a whole number).
 */
function unitStatus(actor: ActorSource, derived: Derived): Readonly<Record<string, string>>[] | null {
  if (derived.kind !== "character") return null;
  const d = derived.values;
  const current = (field: unknown, max: number, min: number) => {
    const value = typeof field === "object" && field !== null ? (field as Obj).value : undefined;
    return typeof value === "number" && Number.isSafeInteger(value)
      ? Math.max(min, Math.min(value, max))
      : max;
  };
  const s = actor.system as Obj;
  return [
    { HP: `${current(s.hp, d.hpMax, -d.hpMax)}/${d.hpMax}` },
    { MP: `${current(s.mp, d.mpMax, 0)}/${d.mpMax}` },
    { 防護: String(d.defense) },
  ];
}

/**
 * The ytsheet2 JSON object of an Actor source (its `system` as our data models store it), unchecked: index.ts's
 * `exportYtsheet2` makes sure our own import reads it.
 */
export function exportYtsheet2Unchecked(actor: ActorSource): YtsheetSheet {
  const derived = deriveSource(actor);
  const out =
    actor.type === "character"
      ? exportCharacter(actor, derived)
      : actor.type === "monster"
        ? exportMonster(actor, derived)
        : exportMount(actor);
  // Imported sheets keep their own free text in flags (the notes also show identity, honour and history).
  const flags = yt(actor);
  const keep = actor.type === "character" ? ["freeNote", "freeHistory", "items"] : ["description"];
  if (keep.some((key) => key in flags)) {
    // Kept decoded (line breaks as "\n"); ytsheet2 writes a text area's line breaks as <br>.
    for (const key of keep) if (str(flags[key]) !== "") out[key] = sheetLines(str(flags[key])).join("<br>");
  } else {
    const notes = noteText((actor.system as Obj).notes);
    if (notes) out[keep[0] as string] = notes;
  }
  // ytsheet2's fields are text: a value an actor file holds in another shape (an object for a name) is none.
  for (const [key, value] of Object.entries(out))
    if (typeof value !== "string")
      out[key] = typeof value === "number" && Number.isFinite(value) ? String(value) : "";
  const status = unitStatus(actor, derived);
  return status === null ? out : { ...out, unitStatus: status };
}
