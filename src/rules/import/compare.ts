/**
 * ytsheet2 computes its own totals; after an import, each total our engine computes differently becomes a
 * `TotalMismatch` warning showing both numbers. Samples that agree test both the importer and the rules.
 */
import type { CharacterDerived } from "../character/derivation/character-derived.js";
import { CLASS_TABLE } from "../character/derivation/classes.js";
import { magicPowerOf } from "../character/derivation/magic-power.js";
import { type PackageId, strategistInitiative } from "../character/derivation/skill-packages.js";
import type { MonsterDerived } from "../character/monsters/monster.js";
import { ABILITY_LETTERS } from "./character.js";
import { characterInputFromSource, sourceTotals } from "./derive.js";
import { CLASS_NAMES_JA_BY_CODE } from "./records.js";
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
    "Initiative = the best initiative package (Scout, Tactician: level + Agility modifier; Tactician with 陣率：軍師の知略: level + Int modifier + 1) + bonuses",
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
    "evasion = the evasion class's level (Fighter, Grappler, Fencer, Battle Dancer; Grappler and Battle Dancer only in gear marked for Grapplers) + Agility modifier + armour and shield evasion + Evasive Maneuver",
  ],
  ["defenseTotalDef", "defense = armour + shield + racial defense + Armour Proficiency"],
  ["weaponAccTotal", "accuracy = the weapon's class level + Dex modifier + the weapon's accuracy"],
  [
    "weaponDmgTotal",
    "extra damage = class level + Str modifier (guns: Artificer magic power) + the weapon's damage + Weapon Proficiency",
  ],
  [
    "magicPower",
    "magic power = class level + Int modifier + racial magic power + Magic Power Enhancement + bonuses (Wizard: the higher of Sorcerer and Conjurer)",
  ],
  ["techniquePower", "Bard / Alchemist / Dark Hunter power = class level + Spirit / Int / Spirit modifier"],
  [
    "weaponClass",
    "ytsheet2 uses the class the sheet names for the weapon; our rules the best class that may wield it and can lift it",
  ],
  [
    "weaponTooHeavy",
    "the weapon is too heavy for the sheet's class by our rules (a Fencer lifts with half Strength); ytsheet2 does not check",
  ],
  [
    "ledgerDeposit",
    "deposits (:>) and debts (:<) stay in our ledger as text, so their money is in the start money",
  ],
  ["pack", "package = class level + the package ability's modifier"],
  ["fixed", "fixed value = base value + 7"],
]);

/** The RULES key of a compared field ("weapon2AccTotal" → "weaponAccTotal"); lang has SW25.Import.Rule.<key>. */
function ruleKeyOf(field: string): string {
  const bare = field.replace(/\d+/g, "");
  if (bare.endsWith("Fix")) return "fixed";
  if (/^magicPower(Bar|Alc|Dar)$/.test(bare)) return "techniquePower";
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
  /** A difference on purpose: the RULES key of the reading that explains it (else the total's own rule). */
  reading: string | null = null,
): void {
  if (theirs === null) return;
  const mine = ours ?? 0;
  const ruleKey = reading ?? ruleKeyOf(field);
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

const CLASS_ID_BY_JA_NAME: ReadonlyMap<string, string> = new Map(
  CLASS_CODES.flatMap(([code, classId]) => {
    const ja = CLASS_NAMES_JA_BY_CODE[code];
    return ja ? [[ja, classId] as const] : [];
  }),
);

/**
 * ytsheet2 computes a weapon with the class its sheet names (`weapon{i}Class`) and never checks the weapon
 * against it; our rules take the best class that may wield the weapon and can lift it (ROLL-03, facts §1:
 * a Fencer lifts with half Strength). When the two classes differ, that is why the totals do; a sheet that names
 * no class gets ytsheet2's totals without any class, ours with the best one.
 */
function weaponReading(sheetClass: string, values: CharacterDerived["weapons"][number]): string | null {
  if (sheetClass === "") return values.classId === null ? null : "weaponClass";
  const named = CLASS_ID_BY_JA_NAME.get(sheetClass) ?? null;
  if (named === null || named === values.classId) return null;
  return values.classId === null && values.error?.code === "WeaponTooHeavy"
    ? "weaponTooHeavy"
    : "weaponClass";
}

/** A ytsheet2 total, or null when the sheet does not hold one (or holds no number). */
function total(r: SheetReader, key: string): number | null {
  const text = r.text(key);
  if (text === "") return null;
  const n = Number(text);
  return Number.isInteger(n) ? n : null;
}

export function compareCharacter(r: SheetReader, actor: ActorSource, d: CharacterDerived): void {
  const input = characterInputFromSource(actor);
  const strategist = strategistInitiative(input.classes, d.modifiers, input.packageOptions);
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
    const reading = weaponReading(r.text(`weapon${w}Class`), values);
    check(
      r,
      `weapon${w}AccTotal`,
      values.accuracy,
      total(r, `weapon${w}AccTotal`),
      `${item.name} accuracy`,
      reading,
    );
    check(
      r,
      `weapon${w}DmgTotal`,
      // ytsheet2's damage total includes Weapon Proficiency, which our rules keep apart (DMG-04).
      values.extraDamage + values.proficiency,
      total(r, `weapon${w}DmgTotal`),
      `${item.name} extra damage`,
      reading,
    );
  }
  // The start and the sessions' money; deposits and debts are the one place our ledger reads it otherwise.
  const money = sourceTotals(actor).money;
  const banked = (Number(r.text("depositTotal")) || 0) !== 0 || (Number(r.text("debtTotal")) || 0) !== 0;
  check(
    r,
    "historyMoneyTotal",
    money.start + money.sessions,
    total(r, "historyMoneyTotal"),
    "money from the start and the sessions",
    banked ? "ledgerDeposit" : null,
  );
  // Magic power per wizard class (facts §1): level + Int modifier (+ bonus); Wiz is Deep Magic.
  for (const [code, classId] of [...CLASS_CODES, ["Wiz", "wizard"] as const]) {
    if (classId !== "wizard" && CLASS_TABLE[classId as keyof typeof CLASS_TABLE]?.kind !== "wizard") continue;
    const theirs = total(r, `magicPower${code}`);
    if (theirs !== null && theirs !== 0)
      check(r, `magicPower${code}`, magicPowerOf(d.magicPowers, classId), theirs, `${classId} magic power`);
  }
  // ytsheet2 writes the Bard's, Alchemist's, Dark Hunter's and Mystic's powers as magicPower{Code} too (facts §2).
  for (const [code, classId] of [
    ["Bar", "bard"],
    ["Alc", "alchemist"],
    ["Dar", "darkHunter"],
    ["Mys", "mystic"],
  ] as const) {
    const theirs = total(r, `magicPower${code}`);
    const ours = d.techniquePowers.find((p) => p.classId === classId)?.power ?? 0;
    if (theirs !== null && theirs !== 0) check(r, `magicPower${code}`, ours, theirs, `${classId} power`);
  }
  comparePackages(r, d, strategist);
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
  ["PhyAgi", "initiative"],
  ["PhyInt", "monsterLore"],
]);

/**
 * ytsheet2's package values (`pack{Class}{Package}`, e.g. `packScoAgi`) against ours; its 先制(知) package
 * (`packWarInt`, a War Leader with 陣率：軍師の知略) against our `strategistInitiative`. A package our rules do
 * not have (a class we do not know) is named once, as a total we do not compute.
 */
function comparePackages(r: SheetReader, d: CharacterDerived, strategist: number | null): void {
  for (const key of Object.keys(r.sheet)) {
    const m = /^pack([A-Z][a-z]{2}[A-Z][a-z]{2})$/.exec(key);
    if (!m) continue;
    const theirs = total(r, key);
    if (theirs === null) continue;
    const code = (m[1] ?? "").slice(0, 3);
    const classId = CLASS_CODES.find(([c]) => c === code)?.[1] ?? null;
    const packageId = PACKAGE_FIELDS.get(m[1] ?? "");
    const ours = d.packages.find((p) => p.classId === classId && p.packageId === packageId);
    if (m[1] === "WarInt" && strategist !== null)
      check(r, key, strategist, theirs, "tactician initiative (Int)");
    else if (ours) check(r, key, ours.value, theirs, `${classId} ${packageId} package`);
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
