/** Buttons of the battle tracker: every one carries its event and the reducer's verdict on it. */
import type { BattleEvent } from "../../../rules/combat/events.js";
import type { BattleState } from "../../../rules/combat/types.js";
import { dryRun, mayRequest, type Requester } from "../policy/event-policy.js";
import { ruleMessage, type Translate } from "../policy/rule-text.js";

/**
 * "legal": sends the event. "override": the rules refuse it but the user is the GM, so one click sends
 * it wrapped in an override. "blocked": disabled, the reason in the tooltip.
 */
export interface ButtonView {
  readonly label: string;
  readonly event: string;
  readonly mode: "legal" | "override" | "blocked";
  readonly reason: string;
  /** An attack button's weapon item (its ammunition is spent by the click: board-shots.ts). */
  readonly weapon?: string;
  /** A legal Wind Wings take-off: the click spends the day's use (board-wind-wings.ts). */
  readonly windWings?: boolean;
}

/**
 * A button for `event`, or null when the user may not send it at all (someone else's combatant). Its legality
 * is the dry run of `judged` when given (a cast judged at the MP the caster's stones leave to pay), else of
 * `event` itself; the button always carries `event`.
 */
export function eventButton(
  state: BattleState,
  event: BattleEvent,
  label: string,
  user: Requester,
  t: Translate,
  judged: BattleEvent = event,
): ButtonView | null {
  if (!mayRequest(event, user, state)) return null;
  const errors = dryRun(state, judged);
  if (errors.length === 0) return { label, event: JSON.stringify(event), mode: "legal", reason: "" };
  const reason = errors.map((e) => ruleMessage(e, t)).join("\n");
  // Errors without a rule ID (unknown ids, malformed events) are not rules: an override cannot apply them.
  if (user.isGM && errors.every((e) => e.rule !== undefined))
    return { label, event: JSON.stringify({ type: "override", event }), mode: "override", reason };
  return { label, event: JSON.stringify(event), mode: "blocked", reason };
}

export function present<T>(items: readonly (T | null)[]): T[] {
  return items.filter((x): x is T => x !== null);
}
