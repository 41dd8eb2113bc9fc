/**
 * Engine errors in the reader's language, read from the same keys the Foundry layer reads:
 * `SW25.Error.<code>` filled with the error's params, a rule's family from `SW25.Words.Rule.<family>`.
 */
import type { RuleError } from "../rules/errors.js";
import type { Params, Translator } from "./i18n.js";

/** The localized `SW25.Error.<code>`, or null when the lang file has none for this code. */
function localized(
  error: RuleError,
  tr: Translator,
  params: Params | undefined = error.params,
): string | null {
  const key = `SW25.Error.${error.code}`;
  return tr.has(key) ? tr.t(key, params) : null;
}

/**
 * An error of `roll`, `odds`, `import` and a file problem: in English the engine's own sentence, as the
 * command always printed it (scripts may match it); in Japanese its `SW25.Error.<code>` text.
 */
export function errorText(error: RuleError, tr: Translator): string {
  if (tr.lang === "en") return error.message;
  return localized(error, tr) ?? error.message;
}

/** The localized name of a rule's family (`MOVE-06` → "Movement"), or "" for no or an unknown rule. */
export function ruleFamily(rule: string | undefined, tr: Translator): string {
  const family = /^([A-Z]{2,6})-\d{2}$/.exec(rule ?? "")?.[1];
  const key = `SW25.Words.Rule.${family}`;
  return family && tr.has(key) ? tr.t(key) : "";
}

/**
 * A refused battle event as the Battle Board says it (`Movement: There is an enemy in your area.`), in
 * either language: the rule's family, then the localized text (the engine's sentence without a key).
 */
export function ruleMessage(error: RuleError, tr: Translator): string {
  const params = error.params;
  // The engine's movement mode ("full") reads as players name it ("Full Move").
  const mode = params?.mode;
  const readable =
    typeof mode === "string" && tr.has(`SW25.Combat.Move.${mode}`)
      ? { ...params, mode: tr.t(`SW25.Combat.Move.${mode}`) }
      : params;
  const body = localized(error, tr, readable) ?? error.message;
  const family = ruleFamily(error.rule, tr);
  return family ? tr.t("SW25.Words.RuleSays", { rule: family, text: body }) : body;
}
