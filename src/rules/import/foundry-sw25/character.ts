/**
 * A `sw25`-system character (type "character") → our character Actor source with its items. What is stored
 * there is read (abilities as base + dice + growth + modifier, class levels, equipment, techniques, money,
 * honour, current HP/MP); what that system derives (ability totals, levels, HP/MP max, check bases) is not
 * copied but recomputed by our engine, and compared in compare.ts.
 */
import { CLASS_TABLE } from "../../character/classes.js";
import type { FeatEntry } from "../../character/feats.js";
import { toughnessHp } from "../../character/feats.js";
import { TECHNIQUE_CLASS, type TechniqueKind } from "../../character/techniques.js";
import type { Ability, ClassKind, EquipmentRank, WeaponCategory } from "../../character/vocabulary.js";
import { featEffect, featSystem } from "../tables.js";
import type { ActorSource, EffectSource, ItemSource } from "../types.js";
import { CHARACTER_EFFECT_KEYS, convertEffects, droppedEffects } from "./effects.js";
import {
  ACCESSORY_PART,
  classByName,
  isLabel,
  ownValue,
  SPELL_ELEMENT,
  SPELL_RESIST,
  SPELL_SCHOOL,
  TECHNIQUE_TYPES,
  WEAPON_CATEGORY,
  WEAPON_USAGE,
} from "./names.js";
import type { DocReader, Obj } from "./reader.js";

/** Their ability keys (dex…mnd) and ours; Technique feeds dex/agi, Body str/vit, Mind int/mnd. */
export const ABILITY_KEYS: readonly (readonly [string, Ability])[] = [
  ["dex", "dexterity"],
  ["agi", "agility"],
  ["str", "strength"],
  ["vit", "vitality"],
  ["int", "intelligence"],
  ["mnd", "spirit"],
];

const MAX_LEVEL = 17;
const RANKS: readonly EquipmentRank[] = ["B", "A", "S", "SS"];

/** One embedded item as read: its name, type, system data, and a label for messages. */
export interface ForeignItem {
  readonly name: string;
  readonly type: string;
  readonly system: Obj;
  /** Its Active Effects as stored (converted by effects.ts where they map). */
  readonly effects: readonly unknown[];
  /** Its flags as stored (the `sw25-ru` fork binds a monster's item to a section in `flags.sw25.section`). */
  readonly flags: Obj;
  readonly path: string;
}

function rank(r: DocReader, s: Obj, path: string): EquipmentRank {
  const text = r.text(s, "rank", `${path}.rank`).trim().toUpperCase();
  return (RANKS as readonly string[]).includes(text) ? (text as EquipmentRank) : "B";
}

const escapeHtml = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The item's description, its one-line `overview` (the summary their lists show) first when it has one. */
function description(r: DocReader, s: Obj, path: string): string {
  const overview = r.text(s, "overview", `${path}.overview`).trim();
  const text = r.text(s, "description", `${path}.description`);
  if (overview === "") return text;
  return `${overview.startsWith("<") ? overview : `<p>${escapeHtml(overview)}</p>`}${text}`;
}

/** A dedicated item's +2 is not applied: asked for as an effect, unless the item brought one that was imported. */
function dedicated(r: DocReader, item: ForeignItem, made: ItemSource): void {
  if ((made.effects?.length ?? 0) > 0) return;
  if (r.bool(item.system, "dedicated", `${item.path}.dedicated`))
    r.warn("Foundry.Dedicated", `${item.name}: the +2 of a dedicated item is not applied; add an effect`, {
      name: item.name,
    });
}

function classItem(r: DocReader, item: ForeignItem): ItemSource | null {
  const s = item.system;
  const level = r.int(s, "skilllevel", `${item.path}.skilllevel`, 0, { min: 0, max: MAX_LEVEL });
  const type = r.text(s, "skilltype", `${item.path}.skilltype`);
  if (type === "commonskill") {
    r.warn("Foundry.GeneralSkill", `general skill ${item.name} (level ${level}) is not imported`, {
      name: item.name,
      level,
    });
    return null;
  }
  if (level === 0) return null;
  const id = classByName(item.name);
  if (id === null) {
    const kinds: Record<string, ClassKind> = {
      fighterskill: "warrior",
      magicuserskill: "wizard",
      otherskill: "other",
    };
    const table = r.text(s, "exptable", `${item.path}.exptable`);
    r.warn(
      "Foundry.UnknownClass",
      `class ${item.name} (level ${level}) is not in our rules: a custom class`,
      {
        name: item.name,
        level,
      },
    );
    return {
      name: item.name,
      type: "class",
      system: {
        classId: "custom",
        level,
        tier: table === "A" ? "A" : "B",
        kind: ownValue(kinds, type) ?? "other",
        description: description(r, s, item.path),
      },
    };
  }
  const known = CLASS_TABLE[id];
  return {
    name: item.name,
    type: "class",
    system: {
      classId: id,
      level,
      tier: known.tier,
      kind: known.kind,
      description: description(r, s, item.path),
    },
  };
}

/** 刃 / 打撃 / 銀製: `elements.physical.*` since 2.1.2, `type` (blade, blow, both) before it. */
function damageType(r: DocReader, item: ForeignItem): string {
  const s = item.system;
  const physical = r.obj(
    r.obj(s, "elements", `${item.path}.elements`),
    "physical",
    `${item.path}.elements.physical`,
  );
  const on = (key: string) => r.bool(physical, key, `${item.path}.elements.physical.${key}`);
  if (on("mithril")) return "silvered";
  if (Object.keys(physical).length > 0) return on("blow") && !on("blade") ? "blunt" : "edged";
  return r.text(s, "type", `${item.path}.type`) === "blow" ? "blunt" : "edged";
}

function weaponItem(r: DocReader, item: ForeignItem): ItemSource {
  const s = item.system;
  const p = item.path;
  const categoryKey = r.text(s, "category", `${p}.category`);
  let category: WeaponCategory = WEAPON_CATEGORY[categoryKey] ?? "sword";
  if (WEAPON_CATEGORY[categoryKey] === undefined) {
    r.warn("Foundry.UnknownCategory", `${item.name}: weapon category "${categoryKey}" is read as sword`, {
      name: item.name,
      value: categoryKey,
    });
    category = "sword";
  }
  const usageKey = r.text(s, "usage", `${p}.usage`);
  const usage = WEAPON_USAGE[usageKey] ?? (usageKey.startsWith("2") ? "2H" : "1H");
  if (usageKey !== "" && WEAPON_USAGE[usageKey] === undefined)
    r.warn("Foundry.UnknownUsage", `${item.name}: usage "${usageKey}" is read as ${usage}`, {
      name: item.name,
      value: usageKey,
    });
  const range = r.text(s, "range", `${p}.range`).trim();
  const rangeNumber = /^\d+/.exec(range.normalize("NFKC"));
  const shooting = category === "bow" || category === "crossbow" || category === "gun";
  const cvalue = r.int(s, "cvalue", `${p}.cvalue`, 0, { min: 0, max: 13 });
  return {
    name: item.name,
    type: "weapon",
    system: {
      category,
      usage,
      rank: rank(r, s, p),
      minStrength: r.int(s, "reqstr", `${p}.reqstr`, 1, { min: 0, max: 200 }),
      accuracy: r.int(s, "hit", `${p}.hit`, 0, { min: -100, max: 100 }),
      power: r.int(s, "power", `${p}.power`, 0, { min: 0, max: 100 }),
      // Their sheet reads an empty or 0 C value as 10.
      criticalValue: cvalue === 0 ? 10 : Math.max(2, cvalue),
      extraDamage: r.int(s, "dmod", `${p}.dmod`, 0, { min: -100, max: 100 }),
      range: rangeNumber ? Number.parseInt(rangeNumber[0], 10) : null,
      damageType: damageType(r, item),
      attackKind: category === "thrown" ? "thrown" : shooting ? "shooting" : "melee",
      isGun: category === "gun",
      equipped: r.bool(s, "equip", `${p}.equip`, true),
      price: r.int(s, "price", `${p}.price`, 0, { min: 0, max: 100_000_000 }),
      description: description(r, s, p),
    },
  };
}

function armourItem(r: DocReader, item: ForeignItem): ItemSource {
  const s = item.system;
  const p = item.path;
  const category = r.text(s, "category", `${p}.category`);
  if (r.int(s, "mpp", `${p}.mpp`, 0) !== 0)
    r.warn("Foundry.MagicProtection", `${item.name}: its magic protection is not imported`, {
      name: item.name,
    });
  const common = {
    minStrength: r.int(s, "reqstr", `${p}.reqstr`, 1, { min: 0, max: 200 }),
    evasion: r.int(s, "dodge", `${p}.dodge`, 0, { min: -100, max: 100 }),
    defense: r.int(s, "pp", `${p}.pp`, 0, { min: 0, max: 200 }),
    rank: rank(r, s, p),
    price: r.int(s, "price", `${p}.price`, 0, { min: 0, max: 100_000_000 }),
    description: description(r, s, p),
  };
  const equipped = r.bool(s, "equip", `${p}.equip`, true);
  if (category === "shield")
    return { name: item.name, type: "shield", system: { ...common, metal: false, equipped } };
  if (category !== "metalarmor" && category !== "nonmetalarmor")
    r.warn(
      "Foundry.UnknownArmour",
      `${item.name}: armour category "${category}" is read as non-metal armour`,
      {
        name: item.name,
        value: category,
      },
    );
  return {
    name: item.name,
    type: "armor",
    system: {
      ...common,
      armorKind: category === "metalarmor" ? "metal" : "nonMetal",
      grapplerMay: false,
      equipped,
    },
  };
}

function accessoryItem(r: DocReader, item: ForeignItem): ItemSource {
  const s = item.system;
  const part = r.text(s, "accpart", `${item.path}.accpart`);
  return {
    name: item.name,
    type: "accessory",
    system: {
      slot: ACCESSORY_PART[part] ?? "other",
      equipped: r.bool(s, "equip", `${item.path}.equip`, true),
      price: r.int(s, "price", `${item.path}.price`, 0, { min: 0, max: 100_000_000 }),
      description: description(r, s, item.path),
    },
  };
}

function gearItem(r: DocReader, item: ForeignItem): ItemSource {
  const s = item.system;
  const kind = r.text(s, "type", `${item.path}.type`);
  const usesPower = r.bool(s, "usepower", `${item.path}.usepower`);
  return {
    name: item.name,
    type: "gear",
    system: {
      gearKind:
        kind === "herb"
          ? "herb"
          : kind === "potion"
            ? "potion"
            : item.type === "resource"
              ? "consumable"
              : "gear",
      quantity: r.int(s, "quantity", `${item.path}.quantity`, 1, { min: 0, max: 1_000_000 }),
      price: r.int(s, "price", `${item.path}.price`, 0, { min: 0, max: 100_000_000 }),
      power: usesPower ? r.int(s, "power", `${item.path}.power`, 0, { min: 0, max: 100 }) : null,
      criticalValue: 10,
      description: description(r, s, item.path),
    },
  };
}

/**
 * A spell's element: since that system's 2.1.2 the `elements.magic.<key>` switches, before it one `prop`
 * word. One element is ours; more than one (an "and"/"or" pair) keeps the first and warns.
 */
function spellElement(r: DocReader, item: ForeignItem): string {
  const s = item.system;
  const elements = r.obj(s, "elements", `${item.path}.elements`);
  const magic = r.obj(elements, "magic", `${item.path}.elements.magic`);
  const on = Object.keys(magic).filter((key) => r.bool(magic, key, `${item.path}.elements.magic.${key}`));
  const keys =
    on.length > 0 ? on : [r.text(s, "prop", `${item.path}.prop`)].filter((k) => k !== "" && k !== "other");
  const known = keys.filter((k) => SPELL_ELEMENT[k] !== undefined);
  if (known.length !== keys.length || keys.length > 1)
    r.warn(
      "Foundry.UnknownElement",
      `spell ${item.name}: the type "${keys.join("+")}" is not one of our elements`,
      {
        name: item.name,
        value: keys.join("+"),
      },
    );
  return known[0] ? (SPELL_ELEMENT[known[0]] as string) : "none";
}

/** Resistance: `resistinfo.{type, result}` since 2.1.2 (type Vitres = Fortitude), before it `resist` / `hpresist`. */
function spellResistance(r: DocReader, item: ForeignItem): { resistance: string; resistWith: string } {
  const s = item.system;
  const info = r.obj(s, "resistinfo", `${item.path}.resistinfo`);
  const result =
    r.text(info, "result", `${item.path}.resistinfo.result`) || r.text(s, "resist", `${item.path}.resist`);
  const check = r.text(info, "type", `${item.path}.resistinfo.type`);
  const fortitude = check === "Vitres" || (check === "" && r.bool(s, "hpresist", `${item.path}.hpresist`));
  return { resistance: SPELL_RESIST[result] ?? "none", resistWith: fortitude ? "fortitude" : "willpower" };
}

function spellItem(r: DocReader, item: ForeignItem): ItemSource | null {
  const s = item.system;
  const p = item.path;
  const schoolKey = r.text(s, "type", `${p}.type`);
  const school = SPELL_SCHOOL[schoolKey];
  if (school === undefined) {
    r.warn(
      "Foundry.UnknownSchool",
      `spell ${item.name}: the magic "${schoolKey}" is not in our rules; not imported`,
      {
        name: item.name,
        value: schoolKey,
      },
    );
    return null;
  }
  const element = spellElement(r, item);
  const resist = spellResistance(r, item);
  const cvalue = r.int(s, "cvalue", `${p}.cvalue`, 0, { min: 0, max: 13 });
  return {
    name: item.name,
    type: "spell",
    system: {
      school,
      level: r.int(s, "level", `${p}.level`, 1, { min: 0, max: 17 }),
      mpCost: r.int(s, "basempcost", `${p}.basempcost`, 0, { min: 0, max: 1000 }),
      target: r.text(s, "target", `${p}.target`),
      ...rangeShape(r, item.name, r.text(s, "rangeshape", `${p}.rangeshape`)),
      maxTargets: null,
      duration: r.text(s, "time", `${p}.time`),
      ...resist,
      element,
      power: r.bool(s, "usepower", `${p}.usepower`)
        ? r.int(s, "power", `${p}.power`, 0, { min: 0, max: 100 })
        : null,
      criticalValue: cvalue === 0 ? 10 : Math.max(2, cvalue),
      healing: false,
      description: description(r, s, p),
    },
  };
}

/** "30m／起点指定", "術者", "接触／射撃", "10m/半径3m" → our range kind, range, area and radius. */
function rangeShape(r: DocReader, name: string, text: string) {
  const out = { rangeKind: "distance", range: 10, area: "target", radius: 0 };
  const t = text.normalize("NFKC").trim();
  if (t === "") return out;
  const [range = "", shape = ""] = t.split("/").map((x) => x.trim());
  const metres = /^(\d+)\s*m$/.exec(range);
  const areas: Record<string, string> = {
    起点指定: "target",
    射撃: "shot",
    貫通: "line",
    突破: "breakthrough",
  };
  const radius = /^半径\s*(\d+)\s*m$/.exec(shape);
  let read = true;
  if (range === "術者") out.rangeKind = "caster";
  else if (range === "接触") out.rangeKind = "touch";
  else if (metres) out.range = Number.parseInt(metres[1] ?? "10", 10);
  else read = false;
  if (radius) [out.area, out.radius] = ["radius", Number.parseInt(radius[1] ?? "0", 10)];
  else if (ownValue(areas, shape) !== undefined) out.area = areas[shape] as string;
  else if (shape !== "") read = false;
  if (!read)
    r.warn("Foundry.SpellRange", `spell ${name}: range/area "${t}" could not be read`, { name, value: t });
  return out;
}

/** Their five action-type check boxes → our technique timing (combat preparation counts as declared). */
function timing(r: DocReader, s: Obj, p: string): "passive" | "declared" | "minor" | "major" {
  if (r.bool(s, "main", `${p}.main`)) return "major";
  if (r.bool(s, "aux", `${p}.aux`)) return "minor";
  if (r.bool(s, "decla", `${p}.decla`) || r.bool(s, "prep", `${p}.prep`)) return "declared";
  if (r.bool(s, "constant", `${p}.constant`)) return "passive";
  return "minor";
}

/**
 * What using it costs, from the field each item type keeps it in: MP (練技 and others), the Bard's notes
 * (upcost / downcost / charmcost), the War Leader's 陣気 (cost), the Geomancer's 命脈点 (mincost), an
 * alchemist's cards (one count per colour; the rank is not stored there: B), HP (操気, basehpcost).
 */
function techniqueCost(r: DocReader, item: ForeignItem) {
  const s = item.system;
  const p = item.path;
  const num = (key: string) => r.int(s, key, `${p}.${key}`, 0, { min: 0, max: 1000 });
  const none = { amount: 0, resource: "none", cardColour: "red", cardRank: "B" };
  const of = (amount: number, resource: string, cardColour = "red") =>
    amount > 0 ? { amount, resource, cardColour, cardRank: "B" } : none;
  switch (item.type) {
    case "enhancearts":
    case "barbarousskill":
    case "otherfeature":
      return of(num("basempcost"), "mp");
    case "magicalsong": {
      const notes = [
        ["upcost", "songUp"],
        ["downcost", "songDown"],
        ["charmcost", "songHeart"],
      ] as const;
      const paid = notes.find(([key]) => num(key) > 0);
      return paid ? of(num(paid[0]), paid[1]) : none;
    }
    case "tactics":
      return of(num("cost"), "morale");
    case "phasearea":
      return of(num("mincost"), "lifePoints");
    case "essenceweave":
      return of(num("basehpcost"), "hp");
    case "alchemytech": {
      const colour = ["red", "green", "black", "white", "gold"].find((c) => num(c) > 0);
      return colour ? of(num(colour), "card", colour) : none;
    }
    default:
      return none;
  }
}

/**
 * Their free `time` text → our duration: "3ラウンド" 3 rounds, "10秒（1ラウンド）" 1 round, "1分" 1 minute,
 * "一瞬" / "" / 0 instant; anything else instant, named in a warning.
 */
function techniqueDuration(r: DocReader, item: ForeignItem): { value: number; units: string } {
  const raw = r.text(item.system, "time", `${item.path}.time`);
  const t = raw.normalize("NFKC").replace(/\s+/g, "");
  const instant = { value: 1, units: "instant" };
  if (t === "" || t === "0" || t === "-" || t === "一瞬" || t === "瞬間") return instant;
  const rounds = /(\d{1,3})ラウンド/.exec(t);
  if (rounds) return { value: Math.max(1, Number.parseInt(rounds[1] ?? "1", 10)), units: "rounds" };
  const minutes = /^(\d{1,3})分/.exec(t);
  if (minutes) return { value: Math.max(1, Number.parseInt(minutes[1] ?? "1", 10)), units: "minutes" };
  const seconds = /^(\d{1,4})秒$/.exec(t);
  if (seconds) {
    const n = Number.parseInt(seconds[1] ?? "0", 10);
    if (n >= 10 && n % 10 === 0) return { value: n / 10, units: "rounds" };
  }
  if (/^次の手番/.test(t)) return { value: 1, units: "untilNextTurn" };
  if (/^(?:1)?シーン/.test(t)) return { value: 1, units: "scene" };
  r.warn(
    "Foundry.TechniqueDuration",
    `${item.name}: the duration "${raw.trim()}" could not be read: instant`,
    {
      name: item.name,
      value: raw.trim(),
    },
  );
  return instant;
}

/** What using it gains: a 呪歌's notes (up/down/charm get, add, cond), a 鼓咆's 陣気 (get). */
function techniqueGain(r: DocReader, item: ForeignItem) {
  const s = item.system;
  const p = item.path;
  const num = (key: string) => r.int(s, key, `${p}.${key}`, 0, { min: 0, max: 1000 });
  const none = { amount: 0, resource: "none", threshold: 0, bonus: 0 };
  if (item.type === "magicalsong") {
    const kinds = [
      ["up", "songUp"],
      ["down", "songDown"],
      ["charm", "songHeart"],
    ] as const;
    const got = kinds.find(([k]) => num(`${k}get`) > 0);
    return got
      ? {
          amount: num(`${got[0]}get`),
          resource: got[1],
          threshold: num(`${got[0]}cond`),
          bonus: num(`${got[0]}add`),
        }
      : none;
  }
  if (item.type === "tactics" && num("get") > 0)
    return { amount: num("get"), resource: "morale", threshold: 0, bonus: 0 };
  return none;
}

function techniqueItem(r: DocReader, item: ForeignItem): ItemSource {
  const s = item.system;
  const p = item.path;
  let kind: TechniqueKind = TECHNIQUE_TYPES[item.type] ?? "other";
  const sub = r.text(s, "type", `${p}.type`);
  if (item.type === "magicalsong" && sub === "final") kind = "finale";
  if (item.type === "tactics" && sub === "camp") kind = "formation";
  const cost = techniqueCost(r, item);
  if (kind === "other")
    r.warn("Foundry.TechniqueOther", `${item.name}: a ${item.type} is kept as an "other" technique`, {
      name: item.name,
      value: item.type,
    });
  return {
    name: item.name,
    type: "technique",
    system: {
      kind,
      classId: TECHNIQUE_CLASS[kind],
      level: r.int(s, "level", `${p}.level`, 0, { min: 0, max: MAX_LEVEL }),
      timing: timing(r, s, p),
      cost,
      gain: techniqueGain(r, item),
      duration: techniqueDuration(r, item),
      mount: "",
      target: r.text(s, "target", `${p}.target`),
      description: description(r, s, p),
    },
  };
}

function featItem(r: DocReader, item: ForeignItem): ItemSource {
  const known = featEffect(item.name.normalize("NFKC").replace(/\//g, "／"));
  if (known === null)
    r.warn(
      "Foundry.FeatTextOnly",
      `combat feat ${item.name}: imported as text only, the rules do not apply it`,
      {
        name: item.name,
      },
    );
  const system = featSystem(known, false, description(r, item.system, item.path));
  // Their action boxes say what kind it is: a declared feat (宣言特技) is used, a constant one is passive.
  if (r.bool(item.system, "decla", `${item.path}.decla`)) system.featKind = "active";
  else if (r.bool(item.system, "constant", `${item.path}.constant`)) system.featKind = "passive";
  return { name: item.name, type: "feat", system };
}

/** What the character's check items (Fortitude, Willpower, Initiative, Monster Knowledge) add to ours. */
function checkBonus(r: DocReader, item: ForeignItem, bonuses: Record<string, number>): void {
  const s = item.system;
  const mod = r.int(s, "checkmod", `${item.path}.checkmod`, 0, { min: -100, max: 100 });
  const target = isLabel(item.name, "resVit")
    ? "fortitude"
    : isLabel(item.name, "resMnd")
      ? "willpower"
      : isLabel(item.name, "init")
        ? "initiative"
        : isLabel(item.name, "mKnow")
          ? "monsterKnowledge"
          : null;
  if (target === null) {
    r.warn("Foundry.CheckNotImported", `check ${item.name} is not imported (our sheet has its own checks)`, {
      name: item.name,
    });
    return;
  }
  bonuses[target] = (bonuses[target] ?? 0) + mod;
}

const MAGIC_MODS = ["sc", "cn", "wz", "pr", "mt", "fr", "dr", "dm", "ab", "bm"];

/** The character and its HP/MP as stored (null when absent: it then starts at full). */
export interface ImportedCharacter {
  readonly actor: ActorSource;
  readonly current: { readonly hp: number | null; readonly mp: number | null };
}

export function importCharacter(
  r: DocReader,
  name: string,
  system: Obj,
  items: readonly ForeignItem[],
): ImportedCharacter {
  const abilitiesIn = r.obj(system, "abilities", "system.abilities");
  const attributes = r.obj(system, "attributes", "system.attributes");
  const ab = (key: string) => r.obj(abilitiesIn, key, `system.abilities.${key}`);
  const base = {
    technique: r.int(ab("dex"), "racevalue", "system.abilities.dex.racevalue", 0, { min: 0, max: 100 }),
    body: r.int(ab("str"), "racevalue", "system.abilities.str.racevalue", 0, { min: 0, max: 100 }),
    mind: r.int(ab("int"), "racevalue", "system.abilities.int.racevalue", 0, { min: 0, max: 100 }),
  };
  const abilities: Record<string, { race: number; growth: number; bonus: number }> = {};
  for (const [key, ability] of ABILITY_KEYS) {
    const a = ab(key);
    const path = `system.abilities.${key}`;
    abilities[ability] = {
      race: r.int(a, "valuebase", `${path}.valuebase`, 0, { min: 0, max: 100 }),
      growth: r.int(a, "valuegrowth", `${path}.valuegrowth`, 0, { min: 0, max: 200 }),
      bonus:
        r.int(a, "valuemodify", `${path}.valuemodify`, 0, { min: -100, max: 100 }) +
        r.int(a, "efvaluemodify", `${path}.efvaluemodify`, 0, { min: -100, max: 100 }),
    };
    if (r.int(a, "efmodify", `${path}.efmodify`, 0) !== 0)
      r.warn("Foundry.ModifierBonus", `${path}.efmodify: a bonus to the ability modifier is not imported`, {
        field: `${path}.efmodify`,
      });
  }
  const hp = r.obj(system, "hp", "system.hp");
  const mp = r.obj(system, "mp", "system.mp");
  const move = r.obj(attributes, "move", "system.attributes.move");
  const at = (key: string) =>
    r.int(attributes, key, `system.attributes.${key}`, 0, { min: -1000, max: 1000 });
  const bonuses: Record<string, number> = {
    hp: r.int(hp, "hpmod", "system.hp.hpmod", 0, { min: -1000, max: 1000 }),
    mp: r.int(mp, "mpmod", "system.mp.mpmod", 0, { min: -1000, max: 1000 }),
    fortitude: 0,
    willpower: 0,
    initiative: 0,
    monsterKnowledge: 0,
    magicPower: 0,
    accuracy: at("hitmod"),
    evasion: at("dodgemod"),
    extraDamage: at("dmod"),
    defense: at("ppmod"),
    movement: r.int(move, "movemod", "system.attributes.move.movemod", 0, { min: -1000, max: 1000 }),
    criticalValue: 0,
  };
  for (const key of ["mppmod", "dreduce", "ltmod", "crmod", ...MAGIC_MODS.map((m) => `${m}mod`)])
    if (at(key) !== 0)
      r.warn("Foundry.ModifierNotImported", `system.attributes.${key} (${at(key)}) is not imported`, {
        field: `system.attributes.${key}`,
        value: at(key),
      });
  const advMod = r.int(
    r.obj(attributes, "advlevel", "system.attributes.advlevel"),
    "mod",
    "system.attributes.advlevel.mod",
    0,
  );
  if (advMod !== 0)
    r.warn("Foundry.ModifierNotImported", `system.attributes.advlevel.mod (${advMod}) is not imported`, {
      field: "system.attributes.advlevel.mod",
      value: advMod,
    });

  const out: ItemSource[] = [];
  const languages: { name: string; speak: boolean; read: boolean }[] = [];
  const raceAbilities: string[] = [];
  const raceEffects: EffectSource[] = [];
  for (const [index, item] of items.entries()) {
    const before = out.length;
    switch (item.type) {
      case "skill": {
        const c = classItem(r, item);
        if (c) out.push(c);
        break;
      }
      case "weapon":
        out.push(weaponItem(r, item));
        break;
      case "armor":
        out.push(armourItem(r, item));
        break;
      case "accessory":
        out.push(accessoryItem(r, item));
        break;
      case "item":
      case "resource":
        out.push(gearItem(r, item));
        break;
      case "spell": {
        const spell = spellItem(r, item);
        if (spell) out.push(spell);
        break;
      }
      case "combatability":
        out.push(featItem(r, item));
        break;
      case "raceability": {
        raceAbilities.push(`［${item.name}］`);
        // Its effects go with the race item made below (converted where a change maps).
        raceEffects.push(
          ...convertEffects(r, item.effects, `items[${index}].effects`, CHARACTER_EFFECT_KEYS, item.name),
        );
        continue;
      }
      case "language":
        languages.push({
          name: item.name,
          speak: r.bool(item.system, "conversation", `${item.path}.conversation`),
          read: r.bool(item.system, "reading", `${item.path}.reading`),
        });
        break;
      case "check":
        checkBonus(r, item, bonuses);
        break;
      default:
        if (TECHNIQUE_TYPES[item.type] !== undefined) out.push(techniqueItem(r, item));
        else
          r.warn("Foundry.ItemNotImported", `${item.name} (a ${item.type}) is not imported`, {
            name: item.name,
            value: item.type,
          });
    }
    // An honour item's cost may or may not be in the honour typed there: it is named, not deducted.
    if (r.bool(item.system, "isHonoritem", `${item.path}.isHonoritem`))
      r.warn(
        "Foundry.HonourItem",
        `${item.name} is an honour item: add it to the honour items if it cost honour`,
        {
          name: item.name,
          value: r.int(item.system, "honor", `${item.path}.honor`, 0, { min: 0, max: 1_000_000 }),
        },
      );
    // The item's effects go with the item we made of it (converted where a change maps), or are reported.
    const made = out.length > before ? out[out.length - 1] : undefined;
    if (made !== undefined) {
      const effects = convertEffects(
        r,
        item.effects,
        `items[${index}].effects`,
        CHARACTER_EFFECT_KEYS,
        item.name,
      );
      if (effects.length > 0) made.effects = effects;
      if (["weapon", "armor", "accessory"].includes(item.type)) dedicated(r, item, made);
    } else droppedEffects(r, item);
  }
  const raceName = r.text(system, "race", "system.race").trim();
  const race: ItemSource[] =
    raceName === "" && raceAbilities.length === 0
      ? []
      : [
          {
            name: raceName || "Race",
            type: "race",
            system: {
              // The rolled values are already in the abilities: no dice are invented for the race.
              dice: {
                technique: "",
                body: "",
                mind: "",
                dexterity: "",
                agility: "",
                strength: "",
                vitality: "",
                intelligence: "",
                spirit: "",
              },
              noMagicPoints: raceAbilities.includes("［マナ不干渉］"),
              defense: raceAbilities.includes("［鱗の皮膚］") ? 1 : 0,
              abilities: raceAbilities.join(""),
              description: "",
            },
            ...(raceEffects.length > 0 ? { effects: raceEffects } : {}),
          },
        ];
  // That sheet never adds Toughness by itself: players type its +15 into the HP modifier. Our rules add it
  // from the feat, so that part of the modifier is taken back out (the total stays what they saw).
  const feats = out.filter((i) => i.type === "feat").map((i) => i.system as unknown as FeatEntry);
  const fighter = out.find((i) => i.type === "class" && i.system.classId === "fighter");
  const toughness = toughnessHp(feats, Number(fighter?.system.level ?? 0));
  if (toughness > 0 && (bonuses.hp ?? 0) >= toughness) {
    r.warn(
      "Foundry.ToughnessInModifier",
      `the HP modifier ${bonuses.hp} held Toughness (+${toughness}): our rules add it from the feat`,
      {
        value: bonuses.hp ?? 0,
        toughness,
        rest: (bonuses.hp ?? 0) - toughness,
      },
    );
    bonuses.hp = (bonuses.hp ?? 0) - toughness;
  }
  const honer = r.obj(attributes, "honer", "system.attributes.honer");
  const honour = r.int(honer, "value", "system.attributes.honer.value", 0, {
    min: -1_000_000,
    max: 1_000_000,
  });
  const honourRank = r.text(honer, "rank", "system.attributes.honer.rank").trim();
  if (honourRank !== "" && honourRank !== "-")
    r.warn("Foundry.HonourRank", `the adventurer rank "${honourRank}" is not imported`, {
      value: honourRank,
    });
  const money = r.int(system, "money", "system.money", 0, { min: -100_000_000, max: 100_000_000 });
  if (money < 0) r.warn("Foundry.NegativeMoney", `money ${money} is below 0: stored as 0`, { value: money });
  const stored = (o: Obj, path: string) =>
    o.value === undefined || o.value === null || o.value === ""
      ? null
      : r.int(o, "value", path, 0, { min: -10_000, max: 100_000 });
  const current = { hp: stored(hp, "system.hp.value"), mp: stored(mp, "system.mp.value") };
  const biography = r.text(system, "biography", "system.biography");
  const text = (key: string) => r.text(attributes, key, `system.attributes.${key}`).trim();
  const totalExp = r.int(attributes, "totalexp", "system.attributes.totalexp", 0, {
    min: 0,
    max: 10_000_000,
  });
  const fumbles = r.int(attributes, "fumble", "system.attributes.fumble", 0, { min: 0, max: 100_000 });
  const actor: ActorSource = {
    name,
    type: "character",
    system: {
      base,
      abilities,
      hp: { value: 0, max: 0 },
      mp: { value: 0, max: 0 },
      // Their total is typed by the player, fumbles included; ours adds 50 per fumble to what was earned.
      experience: { earned: Math.max(0, totalExp - 50 * fumbles), spent: 0, fumbles },
      bonuses,
      elementAffinities: [],
      soulscars: r.int(attributes, "impurity", "system.attributes.impurity", 0, { min: 0, max: 5 }),
      money: Math.max(0, money),
      notes: biography,
      classResources: {
        songUp: 0,
        songDown: 0,
        songHeart: 0,
        morale: 0,
        lifePoints: 0,
        cards: Object.fromEntries(
          ["red", "green", "black", "white", "gold"].map((c) => [c, { B: 0, A: 0, S: 0, SS: 0 }]),
        ),
      },
      profile: {
        birth: text("born"),
        faith: text("faith"),
        age: text("age"),
        gender: text("gender"),
        height: "",
        weight: "",
        playerName: "",
      },
      languages,
      honor: { points: honour, items: [], dishonor: 0, dishonorItems: [] },
      records: { sessions: [], ledger: [] },
      palette: [],
    },
    items: [...race, ...out],
  };
  return { actor, current };
}
