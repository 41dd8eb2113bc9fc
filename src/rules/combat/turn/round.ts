/** Rounds: starting one, durations ticking, the sides taking turns, and the end of the battle. */
import { writablePart } from "../draft.js";
import { landExpiredWings } from "../environment/wind-wings-landing.js";
import type { BattleEvent } from "../events.js";
import { type Handled, legal } from "../handler.js";
import { entry, type LogEntry, violation } from "../log.js";
import { areaOf, otherSide, sideDefeated, sideMembers } from "../roster.js";
import { canFight } from "../sections-and-mounts/sections.js";
import type { BattleState, Side, TimedEffect } from "../types.js";
import { droppedEntry, placeOf } from "./weapons-on-ground.js";

/** Rounds per unit for durations counted in combat (a round is 10 s: FLOW-04). */
export const ROUNDS_PER_UNIT: Record<TimedEffect["unit"], number | null> = {
  rounds: 1,
  minutes: 6,
  hours: 360,
  days: 8640,
  permanent: null,
};

/** Who still has to act this round on `side` (FLOW-02: each fighting character exactly once). */
export function waitingToAct(state: BattleState, side: Side): string[] {
  return sideMembers(state, side)
    .filter((c) => canFight(c) && !state.actedThisRound.includes(c.id))
    .map((c) => c.id);
}

/** Whether anyone on `side` still has to act this round (`waitingToAct` is not empty), without listing them. */
function anyoneWaiting(state: BattleState, side: Side): boolean {
  for (const c of state.combatants)
    if (c.side === side && canFight(c) && !state.actedThisRound.includes(c.id)) return true;
  return false;
}

/** FLOW-04: time passes at the start of a round; each duration loses a round and ends at its limit. */
export function tickDurations(draft: BattleState): LogEntry[] {
  const log: LogEntry[] = [];
  const expired: TimedEffect[] = [];
  draft.effects = writablePart(draft, "effects").filter((e) => {
    if (e.remainingRounds === null) return true;
    e.remainingRounds -= 1;
    if (e.remainingRounds > 0) return true;
    log.push(entry("effectExpired", { effectId: e.id, name: e.name }));
    expired.push(e);
    return false;
  });
  // A flight on Wind Wings that ran out lands (wind-wings.ts).
  if (expired.length > 0) log.push(...landExpiredWings(draft, expired));
  return log;
}

/** FLOW-01: begin a round; the initiative winner acts first every round. */
export function startRound(state: BattleState, _ev: Extract<BattleEvent, { type: "startRound" }>): Handled {
  return legal(
    [
      state.phase !== "ready"
        ? violation("FLOW-01", "Combat.RoundNotOver", "a new round starts only after both sides have acted")
        : null,
    ],
    (draft) => {
      draft.round += 1;
      draft.phase = "round";
      draft.turn = null;
      draft.actedThisRound = [];
      draft.retreatsThisRound = [];
      draft.activeSide = draft.initiative?.winner ?? "pc";
      if (draft.round === 1)
        draft.firstRoundFrontline = sideMembers(draft, draft.activeSide)
          .filter((c) => areaOf(c) === "frontline")
          .map((c) => c.id);
      const log = [
        entry("roundStarted", { round: draft.round, side: draft.activeSide }),
        ...tickDurations(draft),
      ];
      return [...log, ...advanceSides(draft)];
    },
  );
}

/**
 * FLOW-01: once every fighter of the acting side has had its turn, the other side acts; after both,
 * the round ends (unreceived hand-offs drop: ACT-04) and the end check runs.
 */
export function advanceSides(draft: BattleState): LogEntry[] {
  const log: LogEntry[] = [];
  const winner = draft.initiative?.winner ?? "pc";
  // An open turn finishes first, even if its actor just fell (FLOW-03).
  while (
    draft.phase === "round" &&
    !draft.turn &&
    draft.activeSide &&
    !anyoneWaiting(draft, draft.activeSide)
  ) {
    log.push(entry("sideDone", { side: draft.activeSide }));
    if (draft.activeSide === winner) {
      draft.activeSide = otherSide(winner);
      continue;
    }
    // ACT-04: an offer nobody received lies where it was offered (an area, or the giver's point: STD-01).
    for (const h of draft.handOffs) {
      writablePart(draft, "droppedWeapons").push({ weapon: h.weapon, ...placeOf(h) });
      log.push(droppedEntry(h.weapon, h, h.fromId));
    }
    draft.handOffs = [];
    draft.activeSide = null;
    draft.phase = "ready";
    log.push(entry("roundEnded", { round: draft.round }));
  }
  return log;
}

/** FLOW-05: the combat ends when one side has nobody left who can fight. */
export function endCheck(draft: BattleState): LogEntry[] {
  if (draft.phase !== "round" && draft.phase !== "ready") return [];
  const pcOut = sideDefeated(draft, "pc");
  const enemyOut = sideDefeated(draft, "enemy");
  if (!pcOut && !enemyOut) return [];
  const winner: Side | null = pcOut && enemyOut ? null : pcOut ? "enemy" : "pc";
  draft.phase = "ended";
  draft.turn = null;
  draft.activeSide = null;
  draft.outcome = { winner, reason: "defeated" };
  return [entry("combatEnded", { winner, reason: "defeated", round: draft.round })];
}

/**
 * FLOW-06: after combat, effects counted in rounds or minutes end; hours, days and permanent ones remain.
 * `keep` (GM: another combat follows at once) keeps all short effects (`true`) or the listed ids.
 */
export function cleanupAfterCombat(
  state: BattleState,
  keep: boolean | readonly string[] = false,
): { state: BattleState; log: LogEntry[] } {
  const log: LogEntry[] = [];
  const effects = state.effects.filter((e) => {
    const short = e.unit === "rounds" || e.unit === "minutes";
    const kept = keep === true || (Array.isArray(keep) && keep.includes(e.id));
    if (!short || kept) return true;
    log.push(entry("effectEndedAfterCombat", { effectId: e.id, name: e.name }));
    return false;
  });
  return { state: { ...state, effects, turn: null, activeSide: null }, log };
}
