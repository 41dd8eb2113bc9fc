/**
 * The character sheet's magic: each magic power line and the spell rows with their power, cost and C value.
 */
import { SCHOOL_SOURCE } from "../../../../rules/character/derivation/magic-power.js";
import type { MagicSchool } from "../../../../rules/character/vocabulary.js";
import { criticalValue, MAGIC_CRITICAL_VALUE } from "../../../../rules/dice/critical-value.js";
import type { ItemRow } from "../item-rows.js";
import { type Bag, bag, flag, list, maybeNum, num, text } from "../read.js";

/** One magic power line of the magic tab: the class (or "wizard" for Deep Magic) and its value. */
export interface MagicPowerView {
  readonly source: string;
  readonly label: string;
  readonly value: number;
}

export interface SpellView extends ItemRow {
  /** 対象, as typed on the spell. */
  readonly target: string;
  /** 射程: its kind's label key and, for a distance, the metres. */
  readonly range: { readonly kind: string; readonly metres: number | null };
  /** 時間, as typed. */
  readonly duration: string;
  /** 抵抗: the resistance's label key. */
  readonly resistance: string;
  /** The caster's magic power for this spell's school, null without a level in its class (facts §8). */
  readonly magicPower: number | null;
  readonly level: number | null;
  readonly cost: number | null;
  readonly power: number | null;
  readonly critical: number | null;
  /** ROLL-08: the spell's own C value, before target modifiers and bounds. */
  readonly criticalBase: number;
  /** The power roll heals (never critical, ROLL-10). */
  readonly healing: boolean;
}

/** 射程 as ytsheet2 writes it: 術者, 接触, or the distance in metres. */
function spellRange(system: Bag): SpellView["range"] {
  const kind = text(system.rangeKind, "distance");
  return { kind: `SW25.SpellRange.${kind}`, metres: kind === "distance" ? maybeNum(system.range) : null };
}

/** `derived.magicPowers` is the rules' MagicPowerEntry[]; Deep Magic's source is "wizard". */
export function magicPowers(derived: Bag): MagicPowerView[] {
  return list(derived.magicPowers).map((raw) => {
    const entry = bag(raw);
    const source = text(entry.source);
    const label = source === "wizard" ? "SW25.MagicSchool.deepMagic" : `SW25.Class.${source}`;
    return { source, label, value: num(entry.magicPower) };
  });
}

function schoolPower(powers: readonly MagicPowerView[], school: unknown): number | null {
  const source = SCHOOL_SOURCE[text(school) as MagicSchool];
  return powers.find((p) => p.source === source)?.value ?? null;
}

/** The spell rows of the magic tab, each with the caster's magic power for its school. */
export function spellRows(spells: readonly ItemRow[], powers: readonly MagicPowerView[]): SpellView[] {
  return spells.map((s) => ({
    id: s.id,
    name: s.name,
    img: s.img,
    type: s.type,
    system: s.system,
    magicPower: schoolPower(powers, s.system.school),
    level: maybeNum(s.system.level),
    cost: maybeNum(s.system.mpCost),
    power: maybeNum(s.system.power),
    criticalBase: maybeNum(s.system.criticalValue) ?? MAGIC_CRITICAL_VALUE,
    // ROLL-09/12: a spell's C value goes through the same rule as a weapon's (10 unless written).
    critical: criticalValue({
      base: maybeNum(s.system.criticalValue) ?? MAGIC_CRITICAL_VALUE,
      attack: "magic",
      healing: flag(s.system.healing),
    }),
    healing: flag(s.system.healing),
    target: text(s.system.target),
    range: spellRange(s.system),
    duration: text(s.system.duration),
    resistance: `SW25.Resistance.${text(s.system.resistance, "none")}`,
  }));
}
