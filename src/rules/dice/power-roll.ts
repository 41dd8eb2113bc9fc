/** Power rolls: the power table's value, criticals that roll again, and the adjustments to the first roll. */
import { diceNumber } from "../character/numbers.js";
import { FUMBLE_EXPERIENCE } from "./check.js";
import type { DiceSource } from "./dice-source.js";
import { POWER_TABLE } from "./power-table-data.js";

/** Highest power (key number) the table has. */
export const MAX_POWER = POWER_TABLE.length - 1;
/** A C value of 13 or more means no critical at all. ROLL-09 */
export const NO_CRITICAL = 13;

/** How the final total is scaled: BCDice's H (half), OH (×1.5) and DB (×2), each rounded up, then `after` added. */
export interface FinalScaling {
  readonly kind: "half" | "oneAndHalf" | "double";
  readonly after: number;
}

/** Changes to the first roll only (BCDice `$n`, `$+n`, `$~+n`). */
export type FirstRollAdjust =
  | { readonly kind: "set"; readonly value: number }
  | { readonly kind: "add"; readonly value: number }
  /** Added only when the first 2d is 10 or less (Witch's Fire). */
  | { readonly kind: "addIfAtMost10"; readonly value: number };

/** Everything a power roll can carry: the BCDice SW2.5 options spelled out. */
export interface PowerRollSpec {
  readonly power: number;
  /** 3..13; 13 = no critical. */
  readonly criticalValue: number;
  /** Added to the table total once (extra damage, notation modifier). */
  readonly modifier: number;
  readonly firstRoll?: FirstRollAdjust;
  /** Added to every 2d that is not a 1-1, before reading (Lethal Strike, BCDice `#n`). */
  readonly rollBonus?: number;
  /** Power gained after each critical (BCDice `r n`). */
  readonly powerUpPerCritical?: number;
  /** Added once per critical (BCDice `ad n`). */
  readonly extraPerCritical?: number;
  /** One d6 doubled instead of 2d (BCDice `gf`). */
  readonly greatestFortune?: boolean;
  /** One die always reads this value 1..6 (BCDice `sf n`). */
  readonly semiFixed?: number;
  /** One die reads this value 1..6 on the first roll only (BCDice `tf n`). */
  readonly tempFixed?: number;
  /** A 2d at or below this reads 0 on the table (BCDice `sz n`). */
  readonly zeroAtOrBelow?: number;
  readonly scaling?: FinalScaling;
}

export interface PowerRollOptions {
  /** 0..100 */
  power: number;
  /** The C value as used; null = cannot critical (healing, resisted Half, C >= 13). */
  criticalValue: number | null;
  /** Added once at the end, however many criticals. ROLL-06 */
  extraDamage?: number;
  /** Added to each 2d of 3..11 before reading the table (Lethal Strike). ROLL-08 */
  rollBonus?: number;
}

export interface PowerRollStep {
  /** The two dice as shown (a fixed die from gf/sf/tf appears as its value). */
  dice: readonly [number, number];
  /** The 2d after modifiers, clamped to 2..12 (the raw 2 of a 1-1). */
  sum: number;
  power: number;
  /** Table value read; 0 for a 1-1. */
  value: number;
}

export interface PowerRollResult {
  steps: readonly PowerRollStep[];
  criticals: number;
  /** 1-1 on the first roll: automatic failure (ROLL-05), total 0, +50 experience. */
  fumble: boolean;
  tableTotal: number;
  total: number;
  /** 50 on a fumble, else 0; a 1-1 after a critical only ends the chain (ROLL-07). */
  experience: number;
}

/**
 * Reads the power table; a 2d of 2 reads 0. ROLL-05
 * Outside the table (a power not 0..100, a sum not 2..12, NaN) the nearest entry is read: corrupt data
 * reads a value, never crashes.
 */
export function powerTableValue(power: number, sum: number): number {
  const s = Math.trunc(clampToRange(diceNumber(sum), 2, 12));
  if (s <= 2) return 0;
  const row = Math.trunc(clampToRange(diceNumber(power), 0, MAX_POWER));
  return (POWER_TABLE[row] as readonly number[])[s - 3] as number;
}

export function clampToRange(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

function rollOnce(spec: PowerRollSpec, round: number, dice: DiceSource): [number, number] {
  if (spec.semiFixed) return [dice.d6(), spec.semiFixed];
  if (round === 0 && spec.tempFixed) return [dice.d6(), spec.tempFixed];
  if (spec.greatestFortune) {
    const d = dice.d6();
    return [d, d];
  }
  return [dice.d6(), dice.d6()];
}

function applyFirstRoll(raw: number, adjust: FirstRollAdjust | undefined): { raw: number; sum: number } {
  const value = diceNumber(adjust?.value);
  if (!adjust || value === 0) return { raw, sum: raw };
  if (adjust.kind === "set") return { raw: value, sum: value };
  if (adjust.kind === "add") return { raw, sum: raw + value };
  return { raw, sum: raw <= 10 ? raw + value : raw };
}

/** Applies H / OH / DB: scale the total, round up, then add the after-modifier. */
export function applyScaling(total: number, scaling: FinalScaling | undefined): number {
  const t = diceNumber(total);
  if (!scaling) return t;
  const factor = scaling.kind === "half" ? 0.5 : scaling.kind === "oneAndHalf" ? 1.5 : 2;
  return Math.ceil(t * factor) + diceNumber(scaling.after);
}

/**
 * Rolls on the power table with every BCDice option. ROLL-05, ROLL-06, ROLL-07
 * A 1-1 (raw, before modifiers) always ends the chain; it fails the roll only when the dice read so far
 * add up to 2 or less, i.e. on the first roll (BCDice also counts a first roll pushed down to 2 as a failure).
 */
export function rollPowerSpec(raw: PowerRollSpec, dice: DiceSource): PowerRollResult {
  // Corrupt numbers (NaN, ±Infinity) read as 0, or as no critical for the C value: never a throw or a NaN total.
  const spec: PowerRollSpec = {
    ...raw,
    power: diceNumber(raw.power),
    criticalValue: Number.isFinite(raw.criticalValue) ? raw.criticalValue : NO_CRITICAL,
    modifier: diceNumber(raw.modifier),
    semiFixed: diceNumber(raw.semiFixed),
    tempFixed: diceNumber(raw.tempFixed),
  };
  const steps: PowerRollStep[] = [];
  let tableTotal = 0;
  let diceOnlyTotal = 0;
  let round = 0;
  const bonus = diceNumber(spec.rollBonus);
  const powerUp = diceNumber(spec.powerUpPerCritical);
  const zeroAt = diceNumber(spec.zeroAtOrBelow);
  for (;;) {
    const shown = rollOnce(spec, round, dice);
    const first = applyFirstRoll(shown[0] + shown[1], round === 0 ? spec.firstRoll : undefined);
    const power = clampToRange(spec.power + round * powerUp, 0, MAX_POWER);
    if (first.raw <= 2) {
      steps.push({ dice: shown, sum: first.raw, power, value: 0 });
      round++;
      break;
    }
    let sum = first.sum;
    if (bonus !== 0 && sum !== 2) sum += bonus;
    sum = clampToRange(sum, 2, 12);
    const value = sum > zeroAt ? powerTableValue(power, sum) : 0;
    tableTotal += value;
    diceOnlyTotal += sum;
    steps.push({ dice: shown, sum, power, value });
    round++;
    if (sum < spec.criticalValue) break;
  }
  const fumble = diceOnlyTotal <= 2;
  const criticals = Math.max(round - 1, 0);
  const total = tableTotal + spec.modifier + diceNumber(spec.extraPerCritical) * criticals;
  return {
    steps,
    criticals,
    fumble,
    tableTotal,
    total: fumble ? 0 : applyScaling(total, spec.scaling),
    experience: fumble ? FUMBLE_EXPERIENCE : 0,
  };
}

/** The C value used by `powerRoll`: null and 13+ mean none; below 3 would never end, so 3 is the floor. */
function usableCritical(criticalValue: number | null): number {
  // A corrupt C value (NaN, ±Infinity) means no critical: never a chain that does not end.
  if (criticalValue === null || !Number.isFinite(criticalValue)) return NO_CRITICAL;
  return clampToRange(Math.trunc(criticalValue), 3, NO_CRITICAL);
}

/**
 * A power roll as game automation makes it: table, criticals, extra damage once at the end.
 * ROLL-05 (1-1 first: automatic failure, 0, 50 exp), ROLL-06 (criticals chain), ROLL-07 (1-1 after a critical).
 */
export function powerRoll(options: PowerRollOptions, dice: DiceSource): PowerRollResult {
  return rollPowerSpec(
    {
      power: clampToRange(Math.trunc(diceNumber(options.power)), 0, MAX_POWER),
      criticalValue: usableCritical(options.criticalValue),
      modifier: diceNumber(options.extraDamage),
      rollBonus: diceNumber(options.rollBonus),
    },
    dice,
  );
}
