/**
 * What happens to a token dragged in a Standard battle. Pure: the move hook passes the battle, the
 * token's combatant and its path in metres; the verdict comes from the reducer's dry run (which plans the
 * move with `planMove`), never from a rule decided here.
 */
import type { BattleEvent } from "../../../rules/combat/events.js";
import { ridingMover } from "../../../rules/combat/sections-and-mounts/mounts.js";
import { type Point, samePoint } from "../../../rules/combat/standard/geometry.js";
import { meleeOf, std } from "../../../rules/combat/standard/model.js";
import { planMove } from "../../../rules/combat/standard/movement.js";
import { positionsFixed } from "../../../rules/combat/standard/ruler.js";
import { ownTurn } from "../../../rules/combat/turn/turn.js";
import type { BattleState } from "../../../rules/combat/types.js";
import type { RuleError } from "../../../rules/errors.js";
import { dryRun } from "../policy/event-policy.js";
import { ruleMessage, type Translate } from "../policy/rule-text.js";

export interface MoveRequest {
  /** The battle of the scene's running combat, or null outside combat. */
  readonly state: BattleState | null;
  /** The engine id of the token's combatant in that battle, or null when it does not fight in it. */
  readonly combatantId: string | null;
  /** The token's centres after its start, in metres. */
  readonly path: readonly Point[];
  readonly isGM: boolean;
  /** The GM holds the override modifier, or the world lets the GM's moves through. */
  readonly override: boolean;
}

export type MoveVerdict =
  /** Nothing to check: outside combat, a Simplified battle, a token that does not fight, a finished battle. */
  | { readonly kind: "free" }
  /** Legal: the token moves and `event` is applied to the battle. */
  | { readonly kind: "apply"; readonly event: BattleEvent; readonly left: number }
  /** The token moves, the battle does not change, and the mover is told why (the GM before the first round). */
  | { readonly kind: "warn"; readonly errors: readonly RuleError[] }
  /** Refused: the token stays. */
  | { readonly kind: "refuse"; readonly errors: readonly RuleError[] }
  /**
   * The GM overrides: the token moves, and `event` (an override) is applied, or nothing is when the move is
   * not the mover's turn (an override there would open a turn for it); the errors go to the chat log.
   */
  | { readonly kind: "override"; readonly event: BattleEvent | null; readonly errors: readonly RuleError[] };

/** The `moveTo` event for this path: a path ending on a skirmish's centre joins its melee (STD-08). */
export function moveEvent(state: BattleState, actorId: string, path: readonly Point[]): BattleEvent {
  const end = path[path.length - 1];
  const mine = meleeOf(state, actorId);
  const join = !!end && std(state).skirmishes.some((s) => s.id !== mine?.id && samePoint(s.centre, end));
  return { type: "moveTo", actorId, path: path.map((p) => ({ x: p.x, y: p.y })), ...(join ? { join } : {}) };
}

export function checkMove(req: MoveRequest): MoveVerdict {
  const { state, combatantId } = req;
  if (state?.method !== "standard" || !combatantId || state.outcome) return { kind: "free" };
  const actor = state.combatants.find((c) => c.id === combatantId);
  if (actor?.position.kind !== "point" || req.path.length === 0) return { kind: "free" };
  const fixed = positionsFixed(state);
  if (fixed) return { kind: req.isGM ? "warn" : "refuse", errors: [fixed] };
  const event = moveEvent(state, combatantId, req.path);
  const errors = dryRun(state, event);
  if (errors.length === 0) {
    // MOUNT-01: a pair's metres left are its mount's, whichever token was dragged.
    const mover = ridingMover(state, actor).mover;
    const plan = planMove(state, mover, req.path, undefined, "join" in event && event.join === true);
    return { kind: "apply", event, left: "code" in plan ? 0 : Math.round(plan.left * 100) / 100 };
  }
  if (!req.isGM || !req.override) return { kind: "refuse", errors };
  // Errors without a rule (a malformed path) are not the rules': an override cannot apply them.
  const overridable = errors.every((e) => e.rule !== undefined);
  const onTurn = ownTurn(state, combatantId) !== null;
  return { kind: "override", event: onTurn && overridable ? { type: "override", event } : null, errors };
}

/** The notification texts for a verdict's errors, each with its rule ID. */
export function moveMessages(verdict: MoveVerdict, t: Translate): string[] {
  if (verdict.kind === "free" || verdict.kind === "apply") return [];
  return verdict.errors.map((e) => ruleMessage(e, t));
}
