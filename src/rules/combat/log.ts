/** The battle log's structured entries and the refusals (rule violations, malformed events) that handlers return. */
import type { RuleError } from "../errors.js";

export type LogValue = string | number | boolean | readonly string[] | null;

/**
 * One structured log line. The Foundry layer prints it through the key `SW25.Combat.Log.<type>`
 * with `params`; the CLI (`sw25 scenario`) reads the same keys, in English or Japanese.
 */
export interface LogEntry {
  readonly type: string;
  readonly params: Readonly<Record<string, LogValue>>;
}

export function entry(type: string, params: Record<string, LogValue> = {}): LogEntry {
  return { type, params };
}

/** A broken rule: `rule` is the checklist ID, `code` the localization suffix (`SW25.Error.<code>`). */
export function violation(
  rule: string,
  code: string,
  message: string,
  params?: Record<string, string | number>,
): RuleError {
  return params
    ? { code, message: `${rule}: ${message}`, rule, params }
    : { code, message: `${rule}: ${message}`, rule };
}

/** An error no override can bypass (unknown ids, malformed events). */
export function malformed(
  code: string,
  message: string,
  params?: Record<string, string | number>,
): RuleError {
  return params ? { code, message, params } : { code, message };
}

/**
 * The lang key of a log entry's sentence (`SW25.Combat.Log.<type>`, both lang files); a few entries read
 * differently with what they carry: a misfire, a blocked move, a flight, a weapon or placement at a point
 * (Standard Combat) rather than in an area, and a spell: Simplified names its area, Standard its point has
 * none (it lists who is affected), and a spell cast as a minor action on nobody names neither. The chat
 * card (src/system/combat/log-view.ts) and the CLI's scenario report read this one function.
 */
export function logKey(e: LogEntry): string {
  if (e.type === "attack" && e.params.misfire === true) return "SW25.Combat.Log.attackMisfire";
  if (e.type === "moved" && e.params.blocked === true) return "SW25.Combat.Log.movedBlocked";
  if (e.type === "combatEnded" && e.params.reason === "fled") return "SW25.Combat.Log.combatEndedFled";
  // Standard Combat: a weapon lies at a point, not in an area (ACT-03/04).
  if (e.type === "weaponDropped" && e.params.area === undefined) return "SW25.Combat.Log.weaponDroppedAt";
  // STD-04: the GM's point for a combatant that had none.
  if (e.type === "placed" && e.params.area === undefined) return "SW25.Combat.Log.placedAt";
  if (e.type === "spellCast") {
    const line = Array.isArray(e.params.lineRolls) && e.params.lineRolls.length > 0;
    if (e.params.area !== undefined)
      return line ? "SW25.Combat.Log.spellCastLine" : "SW25.Combat.Log.spellCast";
    if (e.params.affected === undefined) return "SW25.Combat.Log.spellCastPlain";
    return line ? "SW25.Combat.Log.spellCastPointLine" : "SW25.Combat.Log.spellCastPoint";
  }
  return `SW25.Combat.Log.${e.type}`;
}
