// Errors about how a notation is written point to the help that explains the notation.
import type { RuleError } from "../rules/errors.js";
import { type Translator, translator } from "./i18n.js";
import { errorText } from "./messages.js";

const ABOUT_NOTATION = new Set(["NotationUnknown", "NotationMalformed", "NotationEmpty"]);

/** The error's message, and for a notation that could not be read, where the notation is explained. */
export function withNotationHint(
  error: RuleError,
  command: "roll" | "odds",
  tr: Translator = translator("en"),
): string {
  const message = errorText(error, tr);
  return ABOUT_NOTATION.has(error.code) ? tr.t("SW25.Cli.Roll.NotationHint", { message, command }) : message;
}
