/**
 * A rule's refusal in the game's words: the localized text of an engine error, led by its rule's family
 * name; shared by the Battle Board, the canvas notices and the battle-log card.
 */
import type { RuleError } from "../../../rules/errors.js";

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

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
