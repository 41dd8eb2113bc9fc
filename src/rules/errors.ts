/**
 * Errors are values in the engine, never exceptions on player input.
 * `code` is a stable key (also the localization key suffix: `SW25.Error.<code>`);
 * `message` is plain English for the CLI and logs; `params` fill the localized text.
 * `rule` names the checklist rule that forbids the thing, where there is one (e.g. "MOVE-06").
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: RuleError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(
  code: string,
  message: string,
  extra: { rule?: string; params?: Record<string, string | number> } = {},
): Result<T> {
  return { ok: false, error: { code, message, ...extra } };
}
