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
  /** An attack button's weapon item (its ammunition is spent by the click: board-shots.ts). */
  readonly weapon?: string;
  /** A legal Wind Wings take-off: the click spends the day's use (board-wind-wings.ts). */
  readonly windWings?: boolean;
}

/**
 * `Movement: There is an enemy in your area.`: the rule's family in the game's words, then the localized
 * text (or the engine's English without a key). Rule IDs stay in code, tests and logs, never on screen.
 */
export function ruleMessage(error: RuleError, t: Translate): string {
  const key = `SW25.Error.${error.code}`;
  const text = t(key, readableParams(error.params, t));
  const body = text === key ? error.message : text;
  return ruleSays(error.rule, body, t);
}

/** The engine's movement mode ("full") as players name it ("Full Move"); other params as they are. */
function readableParams(
  params: RuleError["params"],
  t: Translate,
): Readonly<Record<string, string | number>> | undefined {
  const mode = params?.mode;
  if (typeof mode !== "string") return params;
  const key = `SW25.Combat.Move.${mode}`;
  const name = t(key);
  return { ...params, mode: name === key ? mode : name };
}

/** `text` led by its rule's family name ("Standard Combat: ..."), or alone without a known rule. */
export function ruleSays(rule: string | undefined, text: string, t: Translate): string {
  const name = ruleName(rule, t);
  return name ? t("SW25.Words.RuleSays", { rule: name, text }) : text;
}

/** The localized name of a rule's family (`STD-17` → "Standard Combat"), or "" for no or an unknown rule. */
export function ruleName(rule: string | undefined, t: Translate): string {
  const family = /^([A-Z]{2,6})-\d{2}$/.exec(rule ?? "")?.[1];
  if (!family) return "";
  const key = `SW25.Words.Rule.${family}`;
  const name = t(key);
  return name === key ? "" : name;
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
