/** Buttons of the battle tracker: every one carries its event and the reducer's verdict on it. */
import type { BattleEvent } from "../../rules/combat/events.js";
import type { BattleState } from "../../rules/combat/types.js";
import type { RuleError } from "../../rules/errors.js";
import { dryRun, mayRequest, type Requester } from "./event-policy.js";

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/**
 * "legal": sends the event. "override": the rules refuse it but the user is the GM, so one click sends
 * it wrapped in an override. "blocked": disabled, the reason in the tooltip.
 */
export interface ButtonView {
  readonly label: string;
  readonly event: string;
  readonly mode: "legal" | "override" | "blocked";
  readonly reason: string;
}

/** `[MOVE-06] There is an enemy in your area.`: the localized text, or the engine's English without a key. */
export function ruleMessage(error: RuleError, t: Translate): string {
  const key = `SW25.Error.${error.code}`;
  const text = t(key, error.params);
  const body = text === key ? error.message : text;
  return error.rule ? `[${error.rule}] ${body}` : body;
}

/** A button for `event`, or null when the user may not send it at all (someone else's combatant). */
export function eventButton(
  state: BattleState,
  event: BattleEvent,
  label: string,
  user: Requester,
  t: Translate,
): ButtonView | null {
  if (!mayRequest(event, user, state)) return null;
  const errors = dryRun(state, event);
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
