/** ytsheet2 character sheet → our character Actor source with its embedded Items (docs/import.md). */

import { CREATION_KEYS } from "../character/creation/creation.js";
import { CLASS_TABLE } from "../character/derivation/classes.js";
import { raceDiceOf, raceFacts } from "../character/races/race-data.js";
import type { Ability, WeaponCategory, WeaponUsage } from "../character/vocabulary.js";
import { CLASS_NAMES_JA_BY_CODE, importRecords, isJapaneseSheet } from "./records.js";
import { htmlLines, type SheetReader } from "./sheet.js";
import { ACCESSORY_SLOT_CODES, CLASS_CODES, categoryFromJa, featEffect, featSystem } from "./tables.js";
import { cardCounts, techniqueItems } from "./techniques.js";
import type { ActorSource, ItemSource } from "./types.js";

/** A–F of ytsheet2, in our ability order. */
export const ABILITY_LETTERS: readonly (readonly [string, Ability])[] = [
  ["A", "dexterity"],
  ["B", "agility"],
  ["C", "strength"],
  ["D", "vitality"],
  ["E", "intelligence"],
  ["F", "spirit"],
];

export const MAX_LEVEL = 17;

/** ytsheet2's usage marks (a Map: a typed word never finds a built-in property). */
const USAGE_VARIANTS: ReadonlyMap<string, WeaponUsage> = new Map<string, WeaponUsage>([
  ["1H両", "1H-versatile"],
  ["1H騎", "1H-mounted"],
  ["1H投", "1H-throwable"],
  ["1H拳", "1H-fist"],
  ["2H振", "2H-swing"],
  ["2H突", "2H-thrust"],
  ["2H投", "2H-throwable"],
]);

/** Usage words: the first two characters say 1H/2H; a mark after them the variant (facts §4). */
function usage(text: string, reader: SheetReader, key: string): WeaponUsage {
  const t = text.replace(/Ｈ/g, "H").replace(/[１]/g, "1").replace(/[２]/g, "2");
  const hands = t.startsWith("2") ? "2H" : "1H";
  const rest = t.slice(2);
  if (rest === "") return hands;
  if (rest.includes("#") || rest.includes("＃")) return `${hands}#`;
  const found = USAGE_VARIANTS.get(`${hands}${rest}`);
  if (found) return found;
  reader.warn("UnknownUsage", `${key} "${text}" is read as ${hands}`, {
    field: key,
    value: text,
    read: hands,
  });
  return hands;
}

function weaponItems(r: SheetReader): ItemSource[] {
  const items: ItemSource[] = [];
  const count = r.int("weaponNum", 0, { min: 0, max: 100 });
  for (let i = 1; i <= count; i++) {
    const k = (f: string) => `weapon${i}${f}`;
    const name = r.text(k("Name"));
    if (name === "" && !r.has(k("Rate"))) continue;
    const categoryText = r.text(k("Category"));
    let category: WeaponCategory = categoryFromJa(categoryText) ?? "sword";
    if (categoryFromJa(categoryText) === null) {
      r.warn("UnknownWeaponCategory", `${k("Category")} "${categoryText}" is read as sword`, {
        field: k("Category"),
        value: categoryText,
      });
      category = "sword";
    }
    const reqd = r.text(k("Reqd"));
    const minStrength = r.int(k("Reqd"), 0, { min: 0, max: 200 });
    if (r.has(k("Own")))
      r.warn("DedicatedNotModelled", `${k("Own")}: a dedicated item's +2 is not modelled; add an effect`, {
        field: k("Own"),
      });
    const note = r.raw(k("Note"));
    items.push({
      name: name || `Weapon ${i}`,
      type: "weapon",
      system: {
        category,
        usage: usage(r.text(k("Usage")), r, k("Usage")),
        rank: "B",
        minStrength: reqd === "" ? 1 : minStrength,
        accuracy: r.int(k("Acc"), 0, { min: -100, max: 100 }),
        power: r.int(k("Rate"), 0, { min: 0, max: 100 }),
        criticalValue: r.int(k("Crit"), 10, { min: 2, max: 13 }),
        extraDamage: r.int(k("Dmg"), 0, { min: -100, max: 100 }),
        range: null,
        damageType: "edged",
        attackKind: category === "thrown" ? "thrown" : isShooting(category) ? "shooting" : "melee",
        isGun: category === "gun",
        equipped: true,
        price: 0,
        description: noteHtml(note),
      },
      flags: ytFlags({ weaponClass: r.text(k("Class")) }),
    });
    // The per-weapon totals are compared after the import (compare.ts); mark them read.
    r.text(k("AccTotal"));
    r.text(k("DmgTotal"));
  }
  return items;
}

function isShooting(category: WeaponCategory): boolean {
  return category === "bow" || category === "crossbow" || category === "blowgun" || category === "gun";
}

/**
 * ytsheet2 has no "Grappler may equip" mark; a sheet whose first defence set evades with Grappler or Battle
 * Dancer (`evasionClass1`) while wearing this armour or shield says it is one that class may use.
 */
function grapplerGear(r: SheetReader, i: number): boolean {
  const evading = evasionClass(r);
  return r.checkBox(`defTotal1CheckArmour${i}`) && (evading === "grappler" || evading === "battleDancer");
}

function armourItems(r: SheetReader): ItemSource[] {
  const items: ItemSource[] = [];
  const count = r.int("armourNum", 0, { min: 0, max: 100 });
  let bodyArmour = false;
  for (let i = 1; i <= count; i++) {
    const k = (f: string) => `armour${i}${f}`;
    const name = r.text(k("Name"));
    const category = r.text(k("Category"));
    if (name === "" && category === "") continue;
    const common = {
      minStrength: r.text(k("Reqd")) === "" ? 1 : r.int(k("Reqd"), 0, { min: 0, max: 200 }),
      evasion: r.int(k("Eva"), 0, { min: -100, max: 100 }),
      defense: r.int(k("Def"), 0, { min: 0, max: 200 }),
      rank: "B",
      price: 0,
      description: noteHtml(r.raw(k("Note"))),
    };
    if (r.has(k("Own")))
      r.warn("DedicatedNotModelled", `${k("Own")}: a dedicated item's +2 is not modelled; add an effect`, {
        field: k("Own"),
      });
    if (category === "盾") {
      items.push({
        name: name || `Shield ${i}`,
        type: "shield",
        system: { ...common, metal: false, grapplerMay: grapplerGear(r, i), equipped: true },
      });
      continue;
    }
    if (category !== "金属鎧" && category !== "非金属鎧")
      r.warn("UnknownArmourCategory", `${k("Category")} "${category}" is read as non-metal armour`, {
        field: k("Category"),
        value: category,
      });
    // Only one body armour is worn: the first one (our rules read one).
    items.push({
      name: name || `Armour ${i}`,
      type: "armor",
      system: {
        ...common,
        armorKind: category === "金属鎧" ? "metal" : "nonMetal",
        grapplerMay: grapplerGear(r, i),
        equipped: !bodyArmour,
      },
    });
    bodyArmour = true;
  }
  return items;
}

function accessoryItems(r: SheetReader): ItemSource[] {
  const items: ItemSource[] = [];
  for (const [code, slot] of ACCESSORY_SLOT_CODES)
    for (const extra of ["", "_", "__"]) {
      const k = (f: string) => `accessory${code}${extra}${f}`;
      const name = r.text(k("Name"));
      const own = r.text(k("Own"));
      const note = r.raw(k("Note"));
      if (r.has(k("Add")))
        r.warn("AccessoryAddSlot", `${k("Add")}: the extra slot flag is kept as a separate item`, {
          field: k("Add"),
        });
      if (name === "") continue;
      if (own !== "")
        r.warn("DedicatedNotModelled", `${k("Own")}: a dedicated item's +2 is not modelled; add an effect`, {
          field: k("Own"),
        });
      items.push({
        name,
        type: "accessory",
        system: { slot, equipped: true, price: 0, description: noteHtml(note) },
        flags: ytFlags({ slotCode: `${code}${extra}`, own }),
      });
    }
  return items;
}

/** "battleDancer" → "Battle Dancer": the item's name until the user renames it. */
function className(id: string): string {
  return id.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());
}

function classItems(r: SheetReader): ItemSource[] {
  const items: ItemSource[] = [];
  const japanese = isJapaneseSheet(r);
  for (const [code, classId] of CLASS_CODES) {
    const level = r.int(`lv${code}`, 0, { min: 0, max: MAX_LEVEL });
    if (level === 0) continue;
    const known = CLASS_TABLE[classId];
    items.push({
      // Names stay in the sheet's language (ファイター on a Japanese sheet); the class id stays internal.
      name: japanese ? (CLASS_NAMES_JA_BY_CODE[code] ?? code) : className(classId),
      type: "class",
      system: {
        classId,
        level,
        tier: known.tier,
        kind: known.kind,
        description: "",
      },
      flags: ytFlags({ code }),
    });
  }
  // Derived by ytsheet2 itself (Wizard = Sorcerer and Conjurer; caster and seeker summaries).
  for (const key of ["lvWiz", "lvCaster", "level"]) r.text(key);
  if (r.int("lvSeeker", 0) > 0)
    r.warn("UnmappedField", "lvSeeker: the Seeker's levels are not modelled", { field: "lvSeeker" });
  return items;
}

const FEAT_KEYS = [
  "combatFeatsLv1",
  "combatFeatsLv1bat",
  "combatFeatsLv3",
  "combatFeatsLv5",
  "combatFeatsLv7",
  "combatFeatsLv9",
  "combatFeatsLv11",
  "combatFeatsLv13",
  "combatFeatsLv15",
  "combatFeatsLv16",
  "combatFeatsLv17",
  "combatFeatsExcSco5",
  "combatFeatsExcSag5",
  "combatFeatsExcRan5",
];

function featItem(name: string, automatic: boolean, key: string, r: SheetReader): ItemSource {
  const known = featEffect(name);
  if (known === null)
    r.warn("FeatTextOnly", `${key} "${name}": imported as a feat our rules apply only as text`, {
      field: key,
      value: name,
    });
  return {
    name,
    type: "feat",
    system: featSystem(known, automatic, ""),
    flags: ytFlags({ field: key }),
  };
}

function featItems(r: SheetReader): ItemSource[] {
  const items: ItemSource[] = [];
  for (const key of FEAT_KEYS) {
    const name = r.text(key);
    if (name !== "") items.push(featItem(name, false, key, r));
  }
  for (const name of r.text("combatFeatsAuto").split(/[,、]/)) {
    const trimmed = name.trim();
    if (trimmed !== "") items.push(featItem(trimmed, true, "combatFeatsAuto", r));
  }
  return items;
}

/**
 * A Highman's ［魔法の申し子］: +1 to every magic power, +2 from adventurer level 11, as ytsheet2 computes
 * it (its raceAbilityMagicPower). The race item holds the number for the sheet's level.
 */
function raceMagicPower(abilities: string, level: number): number {
  if (!abilities.includes("［魔法の申し子］")) return 0;
  return level >= 11 ? 2 : 1;
}

/**
 * Secret arts and magic (`mysticArts{i}` 秘伝, `mysticMagic{i}` 秘伝魔法): feat items our rules apply as text only (no warning: no secret art has
 * an engine effect). The honour each cost (`mysticArts{i}Pt`) is spent honour, read in records.ts.
 */
function mysticArtItems(r: SheetReader): ItemSource[] {
  const items: ItemSource[] = [];
  for (const prefix of ["mysticArts", "mysticMagic"])
    for (let i = 1, count = r.int(`${prefix}Num`, 0, { min: 0, max: 100 }); i <= count; i++) {
      const key = `${prefix}${i}`;
      const name = r.text(key);
      if (name === "") continue;
      items.push({
        name,
        type: "feat",
        system: {
          featKind: "passive",
          effect: "none",
          rank: 1,
          weaponCategory: "sword",
          armorCategory: "nonMetal",
          automatic: false,
          description: "",
        },
        flags: ytFlags({ field: key, mysticArt: true }),
      });
    }
  return items;
}

/** `evasionClass1`: the class ytsheet2 takes evasion from, as our class id (its text when we have no such class). */
function evasionClass(r: SheetReader): string {
  const text = r.text("evasionClass1");
  if (text === "") return "";
  const code = Object.entries(CLASS_NAMES_JA_BY_CODE).find(([, ja]) => ja === text)?.[0];
  const id = code === undefined ? undefined : CLASS_CODES.find(([c]) => c === code)?.[1];
  return id ?? text;
}

/**
 * The race item. A race of ytsheet2's races file (race-table.ts) gets its dice there; a class the race is not
 * open to there is named in a `RaceClassRestricted` warning (ytsheet2 marks it and still computes).
 */
function raceItem(r: SheetReader): ItemSource[] {
  const race = r.text("race");
  if (race === "") return [];
  const abilities = r.text("raceAbility");
  const facts = raceFacts(race);
  // A race outside ytsheet2's table: no dice are invented. The abilities stay the sheet's (sttBase*), and
  // "Roll starting abilities" says the race sets no dice until the player types them. Only a sheet without
  // race values (nothing rolled yet) needs them: then the report says so.
  if (!facts && ABILITY_LETTERS.every(([letter]) => r.text(`sttBase${letter}`) === ""))
    r.warn(
      "RaceDiceUnknown",
      `race "${race}": its dice are not in our tables; set them on the race item to roll`,
      {
        value: race,
      },
    );
  for (const ja of facts?.restrictedClasses ?? []) {
    const code = Object.entries(CLASS_NAMES_JA_BY_CODE).find(([, name]) => name === ja)?.[0];
    if (code !== undefined && r.int(`lv${code}`, 0, { min: 0, max: 100 }) > 0)
      r.warn("RaceClassRestricted", `race "${race}": ytsheet2 does not open the class ${ja} to it`, {
        value: race,
        class: ja,
      });
  }
  const dice = facts ? raceDiceOf(facts) : Object.fromEntries(CREATION_KEYS.map((k) => [k, ""]));
  return [
    {
      name: race,
      type: "race",
      system: {
        dice,
        noMagicPoints: abilities.includes("［マナ不干渉］"),
        defense: abilities.includes("［鱗の皮膚］") ? 1 : 0,
        magicPower: raceMagicPower(abilities, Number(r.text("level")) || 0),
        abilities,
        description: "",
      },
    },
  ];
}

/** Free text ytsheet2 keeps outside any field of ours: shown in the notes and kept for the export. */
function freeText(r: SheetReader) {
  return { freeNote: r.raw("freeNote"), freeHistory: r.raw("freeHistory"), itemsText: r.raw("items") };
}

function notesHtml(kept: ReturnType<typeof freeText>): string {
  const parts: string[] = [];
  for (const text of [kept.itemsText, kept.freeNote, kept.freeHistory])
    if (text.trim() !== "") parts.push(`<p>${htmlLines(text)}</p>`);
  return parts.join("");
}

function noteHtml(text: string): string {
  return text.trim() === "" ? "" : `<p>${htmlLines(text)}</p>`;
}

export function ytFlags(data: Record<string, unknown>): Record<string, unknown> {
  return { swordworld25: { ytsheet2: data } };
}

/** The character Actor source; the reader collects warnings and the first impossible value. */
export function importCharacter(r: SheetReader): ActorSource {
  const name = r.text("characterName") || r.text("aka") || "Imported character";
  const base = {
    technique: r.int("sttBaseTec", 0, { min: 0, max: 100 }),
    body: r.int("sttBasePhy", 0, { min: 0, max: 100 }),
    mind: r.int("sttBaseSpi", 0, { min: 0, max: 100 }),
  };
  const abilities: Record<string, { race: number; growth: number; bonus: number }> = {};
  const race = raceFacts(r.text("race"));
  for (const [letter, ability] of ABILITY_LETTERS) {
    // sttPreGrow and the history's growth text are what sttGrow sums; we keep the sum.
    r.text(`sttPreGrow${letter}`);
    abilities[ability] = {
      // A variant's score change (ytsheet2's statusMod) is the race's part of the score here.
      race: r.int(`sttBase${letter}`, 0, { min: 0, max: 100 }) + (race?.statusMod?.[ability] ?? 0),
      growth: r.int(`sttGrow${letter}`, 0, { min: 0, max: 200 }),
      bonus:
        r.int(`sttAdd${letter}`, 0, { min: -100, max: 100 }) +
        r.int(`sttEquip${letter}`, 0, { min: -100, max: 100 }),
    };
  }
  const expTotal = r.int("expTotal", 0, { min: 0, max: 10_000_000 });
  const expRest = r.int("expRest", expTotal, { min: -10_000_000, max: 10_000_000 });
  const kept = freeText(r);
  const words = r.text("words");
  const items = [
    ...raceItem(r),
    ...classItems(r),
    ...featItems(r),
    ...mysticArtItems(r),
    ...weaponItems(r),
    ...armourItems(r),
    ...accessoryItems(r),
    ...techniqueItems(r),
  ];
  const soulscars = r.int("sin", 0, { min: 0, max: 5 });
  const moneyTotal = r.int("moneyTotal", 0, { min: -100_000_000, max: 100_000_000 });
  const rec = importRecords(r, expTotal, moneyTotal);
  // The start values: the totals minus every session (and the cashbook), so the sheet's totals match.
  const money = rec.start.money;
  if (money < 0) r.warn("NegativeMoney", `starting money ${money} is below 0: stored as 0`, { value: money });
  const earned = Math.max(0, rec.start.experience);
  return {
    name,
    type: "character",
    system: {
      base,
      abilities,
      hp: { value: 0, max: 0 },
      mp: { value: 0, max: 0 },
      experience: { earned, spent: Math.max(0, expTotal - expRest), fumbles: 0 },
      bonuses: {
        hp: r.expression("hpAdd"),
        mp: r.expression("mpAdd"),
        fortitude: r.expression("vitResistAdd"),
        willpower: r.expression("mndResistAdd"),
        initiative: r.expression("initiativeAdd"),
        monsterKnowledge: r.expression("monsterLoreAdd"),
        magicPower: r.expression("magicPowerAdd"),
        accuracy: 0,
        evasion: 0,
        extraDamage: 0,
        defense: 0,
        movement: r.expression("mobilityAdd"),
        criticalValue: 0,
      },
      elementAffinities: [],
      soulscars,
      money: Math.max(0, money),
      // 台詞 is a text area in ytsheet2: its line breaks stay line breaks.
      notes: (words === "" ? "" : `<p>${htmlLines(words)}</p>`) + notesHtml(kept),
      classResources: {
        songUp: 0,
        songDown: 0,
        songHeart: 0,
        morale: 0,
        lifePoints: 0,
        cards: cardCounts(r),
      },
      profile: rec.profile,
      languages: rec.languages,
      honor: rec.honor,
      records: rec.records,
      palette: rec.palette,
    },
    items,
    flags: ytFlags({
      identity: words === "" ? rec.identity : { ...rec.identity, words },
      ...(r.has("evasionClass1") ? { evasionClass: evasionClass(r) } : {}),
      freeNote: kept.freeNote,
      freeHistory: kept.freeHistory,
      items: kept.itemsText,
    }),
  };
}
