/** Active Effect durations in combat: the tick at each round's start and what ends with the combat. */
import { wholeNumber } from "../numbers.js";

/** An Active Effect's round duration as stored: `rounds` counted from `startRound` of combat `combatId`. */
export interface TimedEffect {
  readonly id: string;
  /** Duration in rounds; null or 0 = not a round duration (permanent, minutes, hours...). */
  readonly rounds: number | null;
  readonly startRound: number;
  /** The combat the duration was started in; null = started outside any combat (counts in any). */
  readonly combatId: string | null;
  /** A duration in game seconds (Foundry's `duration.seconds`), if any: minutes are 60, hours 3600. */
  readonly seconds?: number | null;
  /** A technique's "one scene" or "until the user's next turn": ends with the combat too (techniques.ts). */
  readonly endsWithCombat?: boolean;
  /**
   * Its rounds end when its user's turn opens (a technique's rounds, techniques.ts effectTiming): the round
   * start does not end it; the start of the round after that does, if the user got no turn.
   */
  readonly endsAtUserTurn?: boolean;
}

const SECONDS_PER_HOUR = 3600;

/** FLOW-06: a seconds duration counted in minutes (not whole hours or days) ends with the combat. */
function minuteDuration(effect: TimedEffect): boolean {
  const seconds = wholeNumber(effect.seconds, 0);
  return seconds > 0 && seconds % SECONDS_PER_HOUR !== 0;
}

export interface RoundStartTick {
  /** Effects whose duration has run out at this round start: delete them. */
  readonly expired: readonly string[];
  /** The effects still running, with the rounds left after this round's tick (for display). */
  readonly running: readonly { readonly id: string; readonly remaining: number }[];
}

/**
 * FLOW-04: durations tick one round at the START of each round and expire at their limit. An effect of
 * N rounds begun in round s has N − (r − s) rounds left at the start of round r and ends when that
 * reaches 0, i.e. at the start of round s + N. Counting from the start round (not decrementing a
 * counter) makes the tick idempotent: replaying a round start, or a GM stepping back, never shortens it.
 */
export function tickAtRoundStart(
  effects: readonly TimedEffect[],
  round: number,
  combatId: string,
): RoundStartTick {
  const now = wholeNumber(round, 0);
  const expired: string[] = [];
  const running: { id: string; remaining: number }[] = [];
  for (const effect of effects) {
    const rounds = wholeNumber(effect.rounds, 0);
    if (rounds === 0) continue;
    if (effect.combatId !== null && effect.combatId !== combatId) continue;
    const elapsed = Math.max(0, now - wholeNumber(effect.startRound, 0));
    const remaining = rounds - elapsed;
    const over = effect.endsAtUserTurn === true ? remaining < 0 : remaining <= 0;
    if (over) expired.push(effect.id);
    else running.push({ id: effect.id, remaining: Math.max(0, remaining) });
  }
  return { expired, running };
}

/**
 * FLOW-06: when a combat ends, every round-duration effect of that combat ends with it, and so does every
 * minute-unit effect (as the battle reducer's clean-up does); hours, days and permanent effects remain.
 */
export function expireAtCombatEnd(effects: readonly TimedEffect[], combatId: string): string[] {
  return effects
    .filter(
      (effect) =>
        minuteDuration(effect) ||
        (effect.endsWithCombat === true && (effect.combatId === null || effect.combatId === combatId)) ||
        (wholeNumber(effect.rounds, 0) > 0 && (effect.combatId === null || effect.combatId === combatId)),
    )
    .map((effect) => effect.id);
}
