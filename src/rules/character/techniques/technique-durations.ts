/**
 * How long a technique's effect lasts and when that ends in our combat flow: at a round's start, at the user's
 * next turn, with the combat, or on the game clock.
 */
import { wholeNumber } from "../numbers.js";
import type { DurationUnit } from "./techniques.js";

export interface TechniqueDuration {
  readonly value: number;
  readonly units: DurationUnit;
}

/** Where the use happens: in a combat (its id, the round, the user's combatant) or outside any. */
export interface UseMoment {
  readonly combatId: string | null;
  readonly round: number;
  readonly combatantId: string | null;
  /**
   * When a technique's rounds end in a battle (a world setting): "roundStart", seed 000's "time is considered
   * to have passed at the beginning of the round ... expiring if they reach their limit" (FLOW-04, the default),
   * or "userTurn", at the start of the user's next turn (issue 18's wording). Absent reads "roundStart".
   */
  readonly roundsEnd?: RoundsEnd;
}

/** The two readings of when N rounds of a technique end in a battle (UseMoment.roundsEnd). */
export const ROUNDS_END = ["roundStart", "userTurn"] as const;
export type RoundsEnd = (typeof ROUNDS_END)[number];

/**
 * How an applied effect's end is stored (Foundry's duration fields plus our flag):
 * rounds/startRound/combatId are counted by `tickAtRoundStart` (FLOW-04), seconds by `expireAtCombatEnd`
 * (FLOW-06), `userTurn` ends it when the user's next turn opens, `scene` when the combat ends.
 */
export interface EffectTiming {
  readonly rounds: number | null;
  readonly startRound: number;
  readonly combatId: string | null;
  readonly seconds: number | null;
  readonly userTurn: { readonly combatantId: string; readonly round: number } | null;
  readonly scene: boolean;
}

const SECONDS_PER_MINUTE = 60;

/**
 * The stored end of an effect used at `moment`, or null for an instant technique (nothing lasts: no effect is
 * applied). Readings:
 * - rounds N: N rounds of 10 s counted from the round of use; by default it ends at the start of round s + N
 *   (seed 000: time passes at the beginning of the round, FLOW-04). With `roundsEnd: "userTurn"` (a world
 *   setting; issue 18's "a 10-second round that ends at the start of the user's next turn"), in combat it ends
 *   when the user's turn opens in round s + N (`userTurn` with round s + N − 1), or at the start of round
 *   s + N + 1 if the user gets no turn then. Outside combat: at the start of round s + N either way.
 * - untilNextTurn: ends when the user's next turn opens (in a later round); outside combat, one round.
 * - minutes N: N × 60 game seconds; it ends with the combat (FLOW-06) or when the game clock passes it.
 * - scene: ends with the combat it was used in (FLOW-06, our reading of "one scene"); outside combat, it lasts
 *   until removed by hand.
 */
export function effectTiming(duration: TechniqueDuration, moment: UseMoment): EffectTiming | null {
  const value = Math.max(1, wholeNumber(duration.value, 1));
  const round = wholeNumber(moment.round, 0);
  const base: EffectTiming = {
    rounds: null,
    startRound: round,
    combatId: moment.combatId,
    seconds: null,
    userTurn: null,
    scene: false,
  };
  switch (duration.units) {
    case "instant":
      return null;
    case "rounds":
      return moment.roundsEnd === "userTurn" && moment.combatId !== null && moment.combatantId !== null
        ? { ...base, rounds: value, userTurn: { combatantId: moment.combatantId, round: round + value - 1 } }
        : { ...base, rounds: value };
    case "untilNextTurn":
      return moment.combatId !== null && moment.combatantId !== null
        ? { ...base, userTurn: { combatantId: moment.combatantId, round } }
        : { ...base, rounds: 1 };
    case "minutes":
      return { ...base, seconds: value * SECONDS_PER_MINUTE };
    case "scene":
      return { ...base, scene: true };
    default:
      return null;
  }
}

/** An applied effect that ends at its user's next turn. */
export interface TurnTimedEffect {
  readonly id: string;
  readonly combatId: string | null;
  readonly userTurn: { readonly combatantId: string; readonly round: number } | null;
}

/**
 * The effects that end now that `combatantId`'s turn opens in `round` of combat `combatId`: those of this user,
 * used in an earlier round of the same combat ("until the start of the user's next turn").
 */
export function expireAtTurnStart(
  effects: readonly TurnTimedEffect[],
  turn: { readonly combatId: string; readonly round: number; readonly combatantId: string },
): string[] {
  return effects
    .filter(
      (e) =>
        e.userTurn !== null &&
        e.userTurn.combatantId === turn.combatantId &&
        (e.combatId === null || e.combatId === turn.combatId) &&
        wholeNumber(turn.round, 0) > wholeNumber(e.userTurn.round, 0),
    )
    .map((e) => e.id);
}
