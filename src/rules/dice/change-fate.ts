/**
 * Change Fate (運命変転, the Human's Sword's Grace, facts §1): once a day, after a 2d roll of the character's,
 * both dice are turned over (1↔6, 2↔5, 3↔4) and the roll is read again.
 *
 * Readings we chose:
 * - The flip turns the last 2d of a roll: a check's one 2d, or the last roll of a power roll's critical chain
 *   (the roll just made; the criticals before it stay as rolled). A flipped roll that now reaches the C value
 *   goes on rolling, with new dice, as any critical does.
 * - The 50 experience of an automatic failure is for the 1-1 the dice rolled: a flipped 1-1 keeps it, and a
 *   roll flipped into a 1-1 earns none (the experience rule grants it for each 1-1 the character rolled).
 * - Rolls that are not two plain dice (one die doubled or fixed, three dice) cannot be flipped.
 */
import { fail, ok, type Result } from "../errors.js";
import { type CheckResult, type ContestResult, type ContestSide, contest, readCheck } from "./check.js";
import { DiceExhaustedError, type DiceSource } from "./dice-source.js";
import { type Notation, type NotationRoll, rollNotation } from "./notation.js";
import { type PowerRollResult, powerRoll } from "./power-roll.js";

/** One die turned over: the opposite face of a d6 (the two add up to 7). */
export function flipFace(face: number): number {
  return 7 - face;
}

/** Both dice of a 2d turned over. */
export function flipPair(dice: readonly [number, number]): [number, number] {
  return [flipFace(dice[0]), flipFace(dice[1])];
}

/** Which 2d was flipped: its place among the roll's 2d (0 = the first) and its dice before and after. */
export interface FlipRecord {
  readonly index: number;
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
}

const isFace = (d: unknown): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6;

function notFaces(): Result<never> {
  return fail("FlipNotTwoDice", "only a roll of two plain d6 can be turned over");
}

/**
 * A 2d check read again with its dice turned over: the same modifier and target, 6-6 now an automatic
 * success, 1-1 an automatic failure. The experience stays the rolled dice's (a flipped 1-1 keeps its 50).
 */
export function flipCheck(
  check: CheckResult,
  target?: number,
): Result<{ check: CheckResult; flip: FlipRecord }> {
  if (!isFace(check.dice[0]) || !isFace(check.dice[1])) return notFaces();
  const to = flipPair(check.dice);
  const read = readCheck(to, { modifier: check.modifier, ...(target === undefined ? {} : { target }) });
  return ok({
    check: { ...read, experience: check.experience },
    flip: { index: 0, from: [check.dice[0], check.dice[1]], to },
  });
}

/**
 * A contest judged again after the roller's check was flipped. `defends`: the roller was the passive side
 * (an Evasion roll against a fixed accuracy). ROLL-02
 */
export function rejudgeContest(flipped: CheckResult, opponent: ContestSide, defends: boolean): ContestResult {
  const roller = { kind: "rolled", check: flipped } as const;
  return defends ? contest(opponent, roller) : contest(roller, opponent);
}

/** A source that hands out `first` in order, then asks `then` (a chain the flip extended rolls on). */
export function diceThen(first: readonly number[], then: DiceSource): DiceSource {
  let index = 0;
  return { d6: () => (index < first.length ? (first[index++] as number) : then.d6()) };
}

export interface PowerFlipInput {
  readonly power: number;
  readonly criticalValue: number | null;
  readonly extraDamage: number;
  /** The dice of every roll of the chain, in order, as the card shows them. */
  readonly dice: readonly (readonly number[])[];
  /** The experience the rolled dice earned (50 for a 1-1 first roll): kept whatever the flip shows. */
  readonly experience: number;
}

/**
 * A power roll read again with its last 2d turned over: the table value of the flipped 2d, a new critical
 * when it reaches the C value (rolled on with `more`), a 1-1 first roll turned into 6-6 no longer an
 * automatic failure. Returns the whole new chain.
 */
export function flipPowerRoll(
  input: PowerFlipInput,
  more: DiceSource,
): Result<{ roll: PowerRollResult; flip: FlipRecord }> {
  const pairs = input.dice;
  const last = pairs[pairs.length - 1];
  if (pairs.length === 0 || !pairs.every((p) => p.length === 2 && p.every(isFace)) || !last)
    return notFaces();
  const from: [number, number] = [last[0] as number, last[1] as number];
  const to = flipPair(from);
  const faces = [...pairs.slice(0, -1).flat(), ...to];
  try {
    const roll = powerRoll(
      { power: input.power, criticalValue: input.criticalValue, extraDamage: input.extraDamage },
      diceThen(faces, more),
    );
    return ok({
      roll: { ...roll, experience: input.experience },
      flip: { index: pairs.length - 1, from, to },
    });
  } catch (error) {
    if (error instanceof DiceExhaustedError)
      return fail("DiceExhausted", `ran out of fixed dice after ${error.used} d6`, {
        params: { used: error.used },
      });
    throw error;
  }
}

/** Whether a notation rolls two plain d6 per 2d, so its dice can be turned over. */
function flippable(notation: Notation, roll: NotationRoll): boolean {
  if (notation.kind === "power") {
    const s = notation.spec;
    return s.greatestFortune !== true && !s.semiFixed && !s.tempFixed;
  }
  if (notation.kind === "plain") return roll.faces.length === 2;
  return true;
}

/**
 * A notation roll (the command line's `--flip`, a chat roll) read again with its last 2d turned over.
 * `rolled`: every d6 the roll took, in order; `more`: where new dice come from if the flip starts a chain.
 */
export function flipNotationRoll(
  notation: Notation,
  roll: NotationRoll,
  rolled: readonly number[],
  more: DiceSource,
): Result<{ roll: NotationRoll; flip: FlipRecord }> {
  if (!flippable(notation, roll) || rolled.length < 2 || rolled.length % 2 !== 0 || !rolled.every(isFace))
    return notFaces();
  const from: [number, number] = [rolled[rolled.length - 2] as number, rolled[rolled.length - 1] as number];
  const to = flipPair(from);
  const again = rollNotation(notation, diceThen([...rolled.slice(0, -2), ...to], more));
  if (!again.ok) return again;
  return ok({
    roll: { ...again.value, experience: roll.experience },
    flip: { index: rolled.length / 2 - 1, from, to },
  });
}
