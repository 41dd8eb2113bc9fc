/**
 * JSON read from a file, a flag or a forged request can hold an object with its own key "toString" or
 * "valueOf" (`{"toString": false}` is valid JSON). Turning such an object into text or a number (`String(x)`,
 * `${x}`, `x - 1`, an array's join) throws a TypeError instead of answering. The entry points that read such
 * data refuse it with `builtInKeyPath`; error messages that quote a value use `shownValue`.
 */

/** Keys whose own (non-function) value makes JavaScript's conversion to text or number throw. */
const CONVERSION_KEYS = ["toString", "valueOf"] as const;

/**
 * The path (`system.base.technique`, `items[2].system`) of the first object inside `value` that holds an own
 * "toString" or "valueOf" key, or null. No sheet, Actor or scenario has such a key; the path says where it is.
 */
export function builtInKeyPath(value: unknown, path = ""): string | null {
  if (value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = builtInKeyPath(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const key of CONVERSION_KEYS)
    if (Object.hasOwn(value, key) && typeof (value as Record<string, unknown>)[key] !== "function")
      return path === "" ? "(top level)" : path;
  for (const [key, v] of Object.entries(value)) {
    const found = builtInKeyPath(v, path === "" ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/** A value as text for an error message; never throws (an object is shown as JSON, or as its kind). */
export function shownValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || typeof value !== "object") return typeof value === "symbol" ? "symbol" : `${value}`;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return Array.isArray(value) ? "array" : "object";
  }
}
