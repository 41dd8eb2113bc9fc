// Errors about how a notation is written point to the help that explains the notation.
import type { RuleError } from "../rules/errors.js";

const ABOUT_NOTATION = new Set(["NotationUnknown", "NotationMalformed", "NotationEmpty"]);

/** The error's message, and for a notation that could not be read, where the notation is explained. */
export function withNotationHint(error: RuleError, command: "roll" | "odds"): string {
  return ABOUT_NOTATION.has(error.code)
    ? `${error.message}; \`sw25 ${command} --help\` explains the notation`
    : error.message;
}
