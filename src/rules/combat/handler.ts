/** What an event handler returns: a hard refusal, or the rules it breaks with the change it would make. */
import type { DiceSource } from "../dice/dice-source.js";
import type { RuleError } from "../errors.js";
import type { LogEntry } from "./log.js";
import type { BattleState } from "./types.js";

/** Changes a private copy of the state; may roll dice. */
export type Apply = (draft: BattleState, dice: DiceSource) => LogEntry[];

/**
 * What an event handler decides, before anything changes: either a hard error (unknown ids, malformed
 * data: nothing to apply) or the rules it breaks plus how to apply it. A GM override applies it anyway.
 */
export type Handled =
  | { readonly kind: "hard"; readonly error: RuleError }
  | { readonly kind: "rules"; readonly violations: RuleError[]; readonly apply: Apply };

export function hard(error: RuleError): Handled {
  return { kind: "hard", error };
}

export function legal(violations: (RuleError | null | undefined)[], apply: Apply): Handled {
  return { kind: "rules", violations: violations.filter((v): v is RuleError => !!v), apply };
}
