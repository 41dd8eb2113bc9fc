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
