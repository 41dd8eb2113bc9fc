/**
 * ytsheet2 computes its own totals; after an import, each total our engine computes differently becomes a
 * `TotalMismatch` warning showing both numbers. Samples that agree test both the importer and the rules.
 */
import type { CharacterDerived } from "../character/character-derived.js";
import { CLASS_TABLE } from "../character/classes.js";
import { magicPowerOf } from "../character/magic-power.js";
import type { MonsterDerived } from "../character/monster.js";
import { ABILITY_LETTERS } from "./character.js";
import { sourceTotals } from "./derive.js";
import { CLASS_NAMES_JA_BY_CODE } from "./records.js";
import type { SheetReader } from "./sheet.js";
import { CLASS_CODES } from "./tables.js";
import type { ActorSource } from "./types.js";

const ABILITY_NAMES: Record<string, string> = { A: "Dex", B: "Agi", C: "Str", D: "Vit", E: "Int", F: "Mnd" };

/** Where we differ from ytsheet2 on purpose: the rule we apply (its checklist ID) and why, for the report. */
interface Reading {
  readonly rule: string;
  readonly reason: string;
}

function check(
  r: SheetReader,
  field: string,
  ours: number | null,
  theirs: number | null,
  label: string,
  reading: Reading | null = null,
): void {
  if (theirs === null) return;
  const mine = ours ?? 0;
  if (mine !== theirs)
    r.warn(
      "TotalMismatch",
      `${label}: ytsheet2 ${field} = ${theirs}, our rules give ${mine}${reading ? ` (${reading.reason})` : ""}`,
      {
        field,
        label,
        ytsheet: theirs,
        ours: mine,
        ...(reading ? { rule: reading.rule, reason: reading.reason } : {}),
      },
    );
}

const CLASS_ID_BY_JA_NAME: ReadonlyMap<string, string> = new Map(
  CLASS_CODES.flatMap(([code, classId]) => {
    const ja = CLASS_NAMES_JA_BY_CODE[code];
    return ja && classId ? [[ja, classId] as const] : [];
  }),
);

/**
 * ytsheet2 computes a weapon with the class its sheet names (`weapon{i}Class`) and never checks the weapon
 * against it; our rules take the best class that may wield the weapon and can lift it (ROLL-03, facts §1:
 * a Fencer lifts with half Strength). When the two classes differ, that is why the totals do.
 */
function weaponReading(sheetClass: string, values: CharacterDerived["weapons"][number]): Reading | null {
  const named = CLASS_ID_BY_JA_NAME.get(sheetClass) ?? null;
  if (named === null || named === values.classId) return null;
  if (values.classId === null && values.error?.code === "WeaponTooHeavy")
    return {
      rule: "FACTS-1",
      reason: `too heavy for ${named} by our rules (a Fencer lifts with half Strength); ytsheet2 does not check`,
    };
  return {
    rule: "ROLL-03",
    reason: `ytsheet2 uses the sheet's class ${named}, our rules the best class that can wield it (${values.classId ?? "none"})`,
  };
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
    banked
      ? {
          rule: "IMPORT-LEDGER",
          reason:
            "deposits (:>) and debts (:<) stay in our ledger as text: their money is in the start money",
        }
      : null,
  );
  // Magic power per wizard class (facts §1): level + Int modifier (+ bonus); Wiz is Deep Magic.
  for (const [code, classId] of [...CLASS_CODES, ["Wiz", "wizard"] as const]) {
    if (classId === null) continue;
    if (classId !== "wizard" && CLASS_TABLE[classId as keyof typeof CLASS_TABLE]?.kind !== "wizard") continue;
    const theirs = total(r, `magicPower${code}`);
    if (theirs !== null && theirs !== 0)
      check(r, `magicPower${code}`, magicPowerOf(d.magicPowers, classId), theirs, `${classId} magic power`);
  }
  // ytsheet2 writes the Bard's, Alchemist's and Dark Hunter's powers as magicPower{Code} too (facts §2).
  for (const [code, classId] of [
    ["Bar", "bard"],
    ["Alc", "alchemist"],
    ["Dar", "darkHunter"],
  ] as const) {
    const theirs = total(r, `magicPower${code}`);
    const ours = d.techniquePowers.find((p) => p.classId === classId)?.power ?? 0;
    if (theirs !== null && theirs !== 0) check(r, `magicPower${code}`, ours, theirs, `${classId} power`);
  }
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

/** Monster fixed values = base + 7 (ROLL-04): ytsheet2's "(fixed)" numbers against ours. */
export function compareMonster(r: SheetReader, d: MonsterDerived): void {
  check(r, "vitResistFix", d.fortitude.fixed, total(r, "vitResistFix"), "Fortitude fixed value");
  check(r, "mndResistFix", d.willpower.fixed, total(r, "mndResistFix"), "Willpower fixed value");
  d.sections.forEach((section, i) => {
    const n = i + 1;
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
