/**
 * ytsheet2 computes its own totals; after an import, each total our engine computes differently becomes a
 * `TotalMismatch` warning showing both numbers. Samples that agree test both the importer and the rules.
 */
import type { CharacterDerived } from "../character/character-derived.js";
import { CLASS_TABLE } from "../character/classes.js";
import { magicPowerOf } from "../character/magic-power.js";
import type { MonsterDerived } from "../character/monster.js";
import type { PackageId } from "../character/skill-packages.js";
import { ABILITY_LETTERS } from "./character.js";
import type { SheetReader } from "./sheet.js";
import { CLASS_CODES } from "./tables.js";
import type { ActorSource } from "./types.js";

const ABILITY_NAMES: Record<string, string> = { A: "Dex", B: "Agi", C: "Str", D: "Vit", E: "Int", F: "Mnd" };

/**
 * The rule our engine applies for each compared total, named in every `TotalMismatch` (params.rule), so the
 * report says why ours differs, not only that it does. Keyed by the field without its number.
 */
export const RULES: ReadonlyMap<string, string> = new Map([
  ["stt", "score = Technique/Body/Mind + race value + growth + increases"],
  ["bonus", "modifier = score / 6, rounded down"],
  ["level", "adventurer level = the highest class level"],
  ["hpTotal", "max HP = Vitality score + 3 × adventurer level + bonuses"],
  ["mpTotal", "max MP = Spirit score + 3 × the wizard classes' levels + bonuses (0 with no-mana races)"],
  ["vitResistTotal", "Fortitude = adventurer level + Vitality modifier + bonuses"],
  ["mndResistTotal", "Willpower = adventurer level + Spirit modifier + bonuses"],
  [
    "initiative",
    "Initiative = the best initiative package (Scout, Tactician: level + Agility modifier) + bonuses",
  ],
  [
    "monsterLore",
    "Monster Knowledge = the best knowledge package (Sage, Rider: level + Int modifier) + bonuses",
  ],
  ["mobilityTotal", "normal move = Agility score + bonuses"],
  ["mobilityFull", "full move = 3 × normal move"],
  ["mobilityLimited", "limited move = 3 m"],
  [
    "defenseTotalEva",
    "evasion = the evasion class's level (Fighter, Grappler, Fencer, Battle Dancer) + Agility modifier + armour and shield evasion",
  ],
  ["defenseTotalDef", "defense = armour + shield + racial defense + Armour Proficiency"],
  ["weaponAccTotal", "accuracy = the weapon's class level + Dex modifier + the weapon's accuracy"],
  [
    "weaponDmgTotal",
    "extra damage = class level + Str modifier (guns: Artificer magic power) + the weapon's damage + Weapon Proficiency",
  ],
  [
    "magicPower",
    "magic power = class level + Int modifier + bonuses (Wizard: the lower of Sorcerer and Conjurer)",
  ],
  ["pack", "package = class level + the package ability's modifier"],
  ["fixed", "fixed value = base value + 7"],
]);

/** The RULES key of a compared field ("weapon2AccTotal" → "weaponAccTotal"); lang has SW25.Import.Rule.<key>. */
function ruleKeyOf(field: string): string {
  const bare = field.replace(/\d+/g, "");
  if (bare.endsWith("Fix")) return "fixed";
  if (bare.startsWith("magicPower")) return "magicPower";
  if (bare.startsWith("pack")) return "pack";
  for (const key of [bare, bare.replace(/(Dex|Agi|Str|Vit|Int|Mnd)$/, "")]) if (RULES.has(key)) return key;
  return "";
}

function check(
  r: SheetReader,
  field: string,
  ours: number | null,
  theirs: number | null,
  label: string,
): void {
  if (theirs === null) return;
  const mine = ours ?? 0;
  const ruleKey = ruleKeyOf(field);
  const rule = RULES.get(ruleKey) ?? "";
  if (mine !== theirs)
    r.warn("TotalMismatch", `${label}: ytsheet2 ${field} = ${theirs}, our rules give ${mine} (${rule})`, {
      field,
      label,
      ytsheet: theirs,
      ours: mine,
      rule,
      ruleKey,
    });
}

/** A ytsheet2 total, or null when the sheet does not hold one (or holds no number). */
function total(r: SheetReader, key: string): number | null {
  const text = r.text(key);
  if (text === "") return null;
  const n = Number(text);
  return Number.isInteger(n) ? n : null;
}

export function compareCharacter(r: SheetReader, actor: ActorSource, d: CharacterDerived): void {
  for (const [letter, ability] of ABILITY_LETTERS) {
    const name = ABILITY_NAMES[letter] as string;
    // ytsheet2's stt{X} excludes the other increases (sttAdd / sttEquip); our score includes them.
    const stt = total(r, `stt${name}`);
    const add = (Number(r.text(`sttAdd${letter}`)) || 0) + (Number(r.text(`sttEquip${letter}`)) || 0);
    check(r, `stt${name}`, d.scores[ability], stt === null ? null : stt + add, `${ability} score`);
    check(r, `bonus${name}`, d.modifiers[ability], total(r, `bonus${name}`), `${ability} modifier`);
  }
  check(r, "level", d.adventurerLevel, total(r, "level"), "adventurer level");
  check(r, "hpTotal", d.hpMax, total(r, "hpTotal"), "max HP");
  check(r, "mpTotal", d.mpMax, total(r, "mpTotal"), "max MP");
  check(r, "vitResistTotal", d.fortitude, total(r, "vitResistTotal"), "Fortitude");
  check(r, "mndResistTotal", d.willpower, total(r, "mndResistTotal"), "Willpower");
  check(r, "initiative", d.initiative, total(r, "initiative"), "Initiative");
  check(r, "monsterLore", d.monsterKnowledge, total(r, "monsterLore"), "Monster Knowledge");
  check(r, "mobilityTotal", d.movement.normal, total(r, "mobilityTotal"), "normal move");
  check(r, "mobilityFull", d.movement.full, total(r, "mobilityFull"), "full move");
  check(r, "mobilityLimited", d.movement.limited, total(r, "mobilityLimited"), "limited move");
  // The worn set is ytsheet2's first defense total.
  check(r, "defenseTotal1Eva", d.evasion, total(r, "defenseTotal1Eva"), "evasion");
  check(r, "defenseTotal1Def", d.defense, total(r, "defenseTotal1Def"), "defense");
  let w = 0;
  for (const item of actor.items) {
    if (item.type !== "weapon") continue;
    const values = d.weapons[w];
    w++;
    if (!values) continue;
    check(r, `weapon${w}AccTotal`, values.accuracy, total(r, `weapon${w}AccTotal`), `${item.name} accuracy`);
    check(
      r,
      `weapon${w}DmgTotal`,
      // ytsheet2's damage total includes Weapon Proficiency, which our rules keep apart (DMG-04).
      values.extraDamage + values.proficiency,
      total(r, `weapon${w}DmgTotal`),
      `${item.name} extra damage`,
    );
  }
  // Magic power per wizard class (facts §1): level + Int modifier (+ bonus); Wiz is Deep Magic.
  for (const [code, classId] of [...CLASS_CODES, ["Wiz", "wizard"] as const]) {
    if (classId === null) continue;
    if (classId !== "wizard" && CLASS_TABLE[classId as keyof typeof CLASS_TABLE]?.kind !== "wizard") continue;
    const theirs = total(r, `magicPower${code}`);
    if (theirs !== null && theirs !== 0)
      check(r, `magicPower${code}`, magicPowerOf(d.magicPowers, classId), theirs, `${classId} magic power`);
  }
  comparePackages(r, d);
  for (const key of [
    "hpBase",
    "hpAddTotal",
    "mpBase",
    "mpAddTotal",
    "vitResistBase",
    "vitResistAddTotal",
    "mndResistBase",
    "mndResistAddTotal",
    "mobilityBase",
    "mobilityAddTotal",
    "historyGrowTotal",
  ])
    r.text(key);
  for (let i = 2; i <= 3; i++) {
    r.text(`defenseTotal${i}Eva`);
    r.text(`defenseTotal${i}Def`);
  }
}

/** ytsheet2's package suffixes and ours, per class code (its data-class table). */
const PACKAGE_FIELDS: ReadonlyMap<string, PackageId> = new Map<string, PackageId>([
  ["ScoTec", "finesse"],
  ["ScoAgi", "movement"],
  ["ScoObs", "observation"],
  ["RanTec", "finesse"],
  ["RanAgi", "movement"],
  ["RanObs", "observation"],
  ["SagKno", "knowledge"],
  ["BarKno", "lore"],
  ["RidAgi", "movement"],
  ["RidObs", "observation"],
  ["RidKno", "knowledge"],
  ["AlcKno", "knowledge"],
  ["GeoObs", "observation"],
  ["WarAgi", "initiative"],
  ["DarInt", "knowledge"],
]);

/**
 * ytsheet2's package values (`pack{Class}{Package}`, e.g. `packScoAgi`) against ours. A package our rules do
 * not have (e.g. a Tactician's initiative by Intelligence, a class we do not know) is named once, as a total
 * we do not compute.
 */
function comparePackages(r: SheetReader, d: CharacterDerived): void {
  for (const key of Object.keys(r.sheet)) {
    const m = /^pack([A-Z][a-z]{2}[A-Z][a-z]{2})$/.exec(key);
    if (!m) continue;
    const theirs = total(r, key);
    if (theirs === null) continue;
    const code = (m[1] ?? "").slice(0, 3);
    const classId = CLASS_CODES.find(([c]) => c === code)?.[1] ?? null;
    const packageId = PACKAGE_FIELDS.get(m[1] ?? "");
    const ours = d.packages.find((p) => p.classId === classId && p.packageId === packageId);
    if (ours) check(r, key, ours.value, theirs, `${classId} ${packageId} package`);
    else if (theirs !== 0)
      r.warn("TotalNotComputed", `ytsheet2 ${key} = ${theirs}: our rules compute no such package`, {
        field: key,
        ytsheet: theirs,
      });
  }
}

/** Monster fixed values = base + 7 (ROLL-04): ytsheet2's "(fixed)" numbers against ours. */
export function compareMonster(r: SheetReader, d: MonsterDerived): void {
  check(r, "vitResistFix", d.fortitude.fixed, total(r, "vitResistFix"), "Fortitude fixed value");
  check(r, "mndResistFix", d.willpower.fixed, total(r, "mndResistFix"), "Willpower fixed value");
  const compared = new Set<number>();
  d.sections.forEach((section, i) => {
    const n = r.sectionRows[i] ?? i + 1;
    // A row written "×2" made two sections: one comparison per row.
    if (compared.has(n)) return;
    compared.add(n);
    check(
      r,
      `status${n}AccuracyFix`,
      section.accuracy?.fixed ?? null,
      total(r, `status${n}AccuracyFix`),
      `${section.name} accuracy fixed value`,
    );
    check(
      r,
      `status${n}EvasionFix`,
      section.evasion?.fixed ?? null,
      total(r, `status${n}EvasionFix`),
      `${section.name} evasion fixed value`,
    );
  });
}
