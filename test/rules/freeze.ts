/**
 * Issue 21's safety net for the reducer's structural sharing: states are frozen before `step` sees them, so
 * a write into a part shared with an older state throws (ESM is strict mode), which `step` reports as
 * Combat.InternalError; and every state of a sequence is checked unchanged after the later events.
 */

/** Freezes `value` and everything reachable from it. Parts already frozen (shared, frozen before) are skipped. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/** Keeps each state of a sequence with its saved form; `unchanged()` lists those that changed since. */
export class StateHistory<S> {
  private readonly kept: { state: S; saved: string }[] = [];

  /** Freezes the state and remembers it as it is now. Returns the state for chaining. */
  keep(state: S): S {
    deepFreeze(state);
    this.kept.push({ state, saved: JSON.stringify(state) });
    return state;
  }

  /** Indices of kept states whose content differs from when they were kept (must be empty). */
  changed(): number[] {
    const out: number[] = [];
    this.kept.forEach((k, i) => {
      if (JSON.stringify(k.state) !== k.saved) out.push(i);
    });
    return out;
  }
}
