/**
 * Who may send which battle event. Not a game rule: it is Foundry's ownership model. Players send events
 * for combatants they own; the GM client checks the same thing again before applying a relayed event.
 */

import { step } from "../../rules/combat/battle.js";
import type { BattleEvent } from "../../rules/combat/events.js";
import type { BattleState, Side } from "../../rules/combat/types.js";
import type { DiceSource } from "../../rules/dice/dice-source.js";
import type { RuleError } from "../../rules/errors.js";

/** The combatant an event acts for, if any. */
export function eventActor(event: BattleEvent): string | null {
  switch (event.type) {
    case "monsterKnowledge":
    case "startTurn":
    case "declareRetreat":
    case "move":
    case "major":
    case "minor":
    case "endTurn":
      return event.actorId;
    case "place":
      return event.combatantId;
    default:
      return null;
  }
}

/** Events that only move the battle forward and act for nobody in particular. */
const SHARED_FLOW: ReadonlySet<BattleEvent["type"]> = new Set(["rollInitiative", "startRound"]);

export interface Requester {
  readonly isGM: boolean;
  /** Whether the user owns the engine combatant with this id. */
  owns(combatantId: string): boolean;
  /** Whether the user owns any combatant of this side. */
  ownsSide(side: Side): boolean;
}

/**
 * Players: their own combatants' events, the shared flow, and ending their side's placement. Damage,
 * statuses, effects, flight and overrides stay with the GM.
 */
export function mayRequest(event: BattleEvent, user: Requester): boolean {
  if (user.isGM) return true;
  if (event.type === "override") return false;
  if (SHARED_FLOW.has(event.type)) return true;
  if (event.type === "endPlacement") return user.ownsSide(event.side);
  const actor = eventActor(event);
  return actor !== null && user.owns(actor);
}

/** Dice for dry runs: legality never depends on a roll, and a constant source cannot run out. */
const DRY_DICE: DiceSource = { d6: () => 1 };

/** The rule errors this event would raise now; the state is not changed (the reducer is pure). */
export function dryRun(state: BattleState, event: BattleEvent): readonly RuleError[] {
  return step(state, event, DRY_DICE).errors;
}
