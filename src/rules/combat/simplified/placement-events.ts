/** The placement events of Simplified Combat: putting a combatant in an area, and ending placement. */
import { writable } from "../draft.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, malformed } from "../log.js";
import { findCombatant, otherSide } from "../roster.js";
import { latecomer } from "../roster-events.js";
import { pairOf } from "../sections-and-mounts/mounts.js";
import type { BattleState } from "../types.js";
import { advanceEmptyFront, frontlineShareError, placementErrors, unplacedError } from "./placement.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

/** SIMP-03: put one combatant in an area during placement (or a latecomer, anywhere, once the battle runs). */
export function place(state: BattleState, ev: Ev<"place">): Handled {
  const c = findCombatant(state, ev.combatantId);
  if (!c) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.combatantId}`));
  // STD-04: a point in metres belongs to Standard Combat (standard/placement.ts); Simplified has areas only.
  if (!("area" in ev))
    return hard(malformed("Combat.Place.NeedsArea", "Simplified Combat places in an area, not at a point"));
  const area = ev.area;
  const late = latecomer(state, c);
  return legal(late ? [] : placementErrors(state, c.side, area), (draft) => {
    const d = findCombatant(draft, c.id);
    if (!d) return [];
    d.position = { kind: "area", area };
    // MOUNT-01: a rider and its mount share one area; placing one places the pair.
    const log = [entry("placed", { combatantId: c.id, area, latecomer: late })];
    for (const other of pairOf(draft, d))
      if (other !== d) {
        writable(draft, other).position = { kind: "area", area };
        log.push(entry("placed", { combatantId: other.id, area, latecomer: late }));
      }
    return log;
  });
}

/** SIMP-03/04/05: a side ends its placement; after the second side the Rearguard rule applies. */
export function endPlacement(state: BattleState, ev: Ev<"endPlacement">): Handled {
  const wrongTurn = state.phase !== "placement" || state.placing !== ev.side;
  return legal(
    [
      ...(wrongTurn ? placementErrors(state, ev.side, "frontline") : []),
      unplacedError(state, ev.side),
      frontlineShareError(state, ev.side),
    ],
    (draft) => {
      const log = [entry("placementDone", { side: ev.side })];
      if (draft.initiative && ev.side === draft.initiative.winner) {
        draft.placing = otherSide(ev.side);
        return log;
      }
      draft.placing = null;
      draft.phase = "ready";
      return [...log, ...advanceEmptyFront(draft)];
    },
  );
}
