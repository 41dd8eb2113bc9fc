/** 2d checks: automatic success and failure, fixed values, and contests. */
import { diceNumber } from "../character/numbers.js";
import { type DiceSource, roll2d } from "./dice-source.js";

/** Experience earned for every automatic failure (1-1). ROLL-01 */
export const FUMBLE_EXPERIENCE = 50;

/** A monster's fixed value for a check is its base value + 7. ROLL-04 */
export function fixedValue(base: number): number {
  return diceNumber(base) + 7;
}

export interface CheckOptions {
  /** Everything added to the 2d: class level, ability modifier, situational modifiers. */
  readonly modifier: number;
  /** The number to meet or beat, if there is one. */
  readonly target?: number;
}

export interface CheckResult {
  readonly dice: readonly [number, number];
  readonly natural: number;
  readonly modifier: number;
  readonly total: number;
  /** 6-6: succeeds whatever the numbers say. ROLL-01 */
  readonly autoSuccess: boolean;
  /** 1-1: fails whatever the numbers say, and earns 50 experience. ROLL-01 */
  readonly autoFailure: boolean;
  /** null when there is no target and no automatic result. */
  readonly success: boolean | null;
  readonly experience: number;
}

/** Reads a 2d check from two dice already rolled (so callers can show the real dice). ROLL-01 */
export function readCheck(shown: readonly [number, number], options: CheckOptions): CheckResult {
  // Corrupt input reads safely: a face outside 1..6 (or NaN) as the nearest face, a NaN modifier as 0.
  const face = (d: number) => Math.round(Math.min(6, Math.max(1, Number.isFinite(d) ? d : 1)));
  const dice: [number, number] = [face(shown[0]), face(shown[1])];
  options = {
    modifier: diceNumber(options.modifier),
    ...(options.target === undefined ? {} : { target: diceNumber(options.target) }),
  };
  const natural = dice[0] + dice[1];
  const autoSuccess = dice[0] === 6 && dice[1] === 6;
  const autoFailure = dice[0] === 1 && dice[1] === 1;
  const total = natural + options.modifier;
  let success: boolean | null = null;
  if (autoSuccess) success = true;
  else if (autoFailure) success = false;
  else if (options.target !== undefined) success = total >= options.target;
  return {
    dice: [dice[0], dice[1]],
    natural,
    modifier: options.modifier,
    total,
    autoSuccess,
    autoFailure,
    success,
    experience: autoFailure ? FUMBLE_EXPERIENCE : 0,
  };
}

/** Rolls a 2d check: 2d + modifier against an optional target. ROLL-01 */
export function check2d(options: CheckOptions, dice: DiceSource): CheckResult {
  return readCheck(roll2d(dice), options);
}

/** One side of a contest: either a rolled check or a fixed value (monsters, ROLL-04). */
export type ContestSide =
  | { readonly kind: "rolled"; readonly check: CheckResult }
  | { readonly kind: "fixed"; readonly value: number };

export interface ContestResult {
  /** True when the active side (attacker, caster) wins. */
  readonly activeWins: boolean;
  readonly reason: "autoSuccess" | "autoFailure" | "higher" | "tieToDefender" | "lower";
}

/**
 * Active vs passive contest (accuracy vs evasion, spellcasting vs resistance).
 * The active side wins only with a strictly higher result: ties go to the defender. ROLL-02
 * Automatic results decide first: the active side's 1-1 always fails; a defender's 6-6 always holds,
 * even against an attacker's 6-6 (both automatic: the tie goes to the defender, our reading of ROLL-02);
 * otherwise the active side's 6-6 wins and a defender's 1-1 loses.
 */
export function contest(active: ContestSide, passive: ContestSide): ContestResult {
  if (active.kind === "rolled" && active.check.autoFailure)
    return { activeWins: false, reason: "autoFailure" };
  if (passive.kind === "rolled" && passive.check.autoSuccess)
    return { activeWins: false, reason: "autoSuccess" };
  if (active.kind === "rolled" && active.check.autoSuccess)
    return { activeWins: true, reason: "autoSuccess" };
  if (passive.kind === "rolled" && passive.check.autoFailure)
    return { activeWins: true, reason: "autoFailure" };
  const a = active.kind === "rolled" ? active.check.total : active.value;
  const p = passive.kind === "rolled" ? passive.check.total : passive.value;
  if (a > p) return { activeWins: true, reason: "higher" };
  if (a === p) return { activeWins: false, reason: "tieToDefender" };
  return { activeWins: false, reason: "lower" };
}
