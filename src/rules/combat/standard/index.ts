// Standard Combat (STD-01..29, MOVE-05): positions in metres, skirmishes, blocking, shielding.
import type { BattleEvent } from "../events.js";
import { type Handled, legal } from "../handler.js";
import { entry, type LogEntry, violation } from "../log.js";
import { mountOrDismount } from "../sections-and-mounts/mount-events.js";
import { ownTurn } from "../turn/turn.js";
import type { BattleState } from "../types.js";
import { standardMajor, standardMinor } from "./actions.js";
import { block } from "./blocking.js";
import { std, stdDraft } from "./model.js";
import { standardMove, standardRetreat } from "./move-events.js";
import { standardPlace } from "./placement.js";
import { settleAfterAction, settleAfterMove } from "./settled.js";
import { joinPending, noteIndependentTurn } from "./skirmishes.js";

/** The Standard handler for an event, or null where the shared one applies unchanged. */
export function handleStandard(state: BattleState, event: BattleEvent): Handled | null {
  switch (event.type) {
    case "move":
    case "moveTo":
      return standardMove(state, event);
    case "block":
      return block(state, event);
    case "declareRetreat":
      return standardRetreat(state, event);
    case "major":
      return standardMajor(state, event);
    case "minor":
      return fixingReadMove(standardMinor(state, event), event.actorId, false);
    // MOUNT-05: mounting or dismounting is a minor or a major action; taken after the move it fixes it too.
    case "mount":
    case "dismount":
      return fixingReadMove(mountOrDismount(state, event), event.riderId, true);
    case "place":
      return standardPlace(state, event);
    case "endPlacement":
      return standardEndPlacement(state, event);
    default:
      return null;
  }
}

/**
 * MOVE-01 (seed 000: "a character must still choose their method of movement before taking any Major or
 * Minor Actions"): a minor action (or a mounting or dismounting, MOUNT-05) taken after the turn's move fixes
 * a mode read from the metres, so a later step cannot grow it past what the action allowed (MOVE-02, MOVE-03,
 * ACT-08; movement.ts `raisableMode`). ACT-02 ("no 'move, Minor Action, finish move'"): a minor action taken
 * once the move has walked a metre ends the move (a minor mounting or dismounting too); one taken before any
 * metre leaves the whole move open. MOUNT-05 with MOVE-01 (the move comes before the major action, one movement
 * a turn): a major-action mounting or dismounting after a metre ends it too (walk, mount, ride on is refused);
 * before any metre the mount's (or the rider's own) movement may still follow it.
 */
function fixingReadMove(handled: Handled, actorId: string, mounting: boolean): Handled {
  if (handled.kind === "hard") return handled;
  return {
    ...handled,
    apply: (draft, dice) => {
      const walked = std(draft).spent > 0;
      const log = handled.apply(draft, dice);
      const turn = ownTurn(draft, actorId);
      if (turn?.move) turn.moveChosen = true;
      if (turn && walked) {
        turn.moveEnded = true;
        // MOUNT-05 with MOVE-01: a major-action mounting or dismounting after a metre is the turn's major
        // action, after which nothing moves (the move comes first: `planMove` says so).
        if (mounting && turn.mounting?.major === true) turn.mounting.afterMove = true;
      }
      return log;
    },
  };
}

/**
 * STD-04: the GM sets the opening positions (given with the combatants), so placement only passes from
 * the initiative winner to the other side; the Simplified Frontline rules (SIMP-04/05) do not apply.
 */
function standardEndPlacement(
  state: BattleState,
  ev: Extract<BattleEvent, { type: "endPlacement" }>,
): Handled {
  return legal(
    [
      state.phase !== "placement" || state.placing !== ev.side
        ? violation(
            "SIMP-03",
            "Combat.NotYourPlacement",
            "the winning side places first, then the losing side",
          )
        : null,
    ],
    (draft) => {
      const log = [entry("placementDone", { side: ev.side })];
      if (draft.initiative && ev.side === draft.initiative.winner) {
        draft.placing = ev.side === "pc" ? "enemy" : "pc";
        return log;
      }
      draft.placing = null;
      draft.phase = "ready";
      return log;
    },
  );
}

/**
 * Runs after every applied event of a Standard battle. A move is not an action that completes, so
 * skirmishes change only after the others (STD-14); a turn's metres and blockable move reset with it.
 */
export function settleStandard(draft: BattleState, event: BattleEvent): LogEntry[] {
  const st = stdDraft(draft);
  // A forced move is the effect of someone's action (a spell, a skill): skirmishes settle after it.
  if ((event.type === "move" && event.forced !== true) || event.type === "moveTo") {
    settleAfterMove(draft);
    return [];
  }
  st.lastMove = null;
  const log: LogEntry[] = [];
  if (event.type === "startTurn" || event.type === "endTurn") st.spent = 0;
  if (event.type === "endTurn") noteIndependentTurn(draft, event.actorId);
  if (event.type === "startRound") log.push(...joinPending(draft));
  log.push(...settleAfterAction(draft));
  return log;
}

export { blockOptions } from "./blocking.js";
export { between, distance, type Metric, type Point, samePoint } from "./geometry.js";
export { openingDistance, radiusFor } from "./model.js";
export { planMove } from "./movement.js";
export type { Skirmish, StandardState } from "./standard-state.js";
export { coveredBy, misfirePool, shields } from "./targeting.js";
