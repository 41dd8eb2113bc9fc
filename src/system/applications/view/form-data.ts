/**
 * How a submitted sheet form becomes update data. ApplicationV2 expands the flat `name → value` pairs into an
 * object ("system.sections.0.name" → `{system: {sections: {0: {name}}}}`); our sheets then turn every object
 * whose keys are all indices back into an array, so list editors write whole arrays.
 */
import { bag } from "./read.js";

/** `foundry.utils.expandObject` for our forms: dotted keys become nested objects. */
export function expandFlat(flat: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split(".");
    const last = parts.pop() ?? key;
    let node = out;
    for (const part of parts) {
      const next = node[part];
      node[part] = next !== null && typeof next === "object" ? next : {};
      node = node[part] as Record<string, unknown>;
    }
    node[last] = value;
  }
  return out;
}

const isIndexed = (keys: readonly string[]) => keys.length > 0 && keys.every((k) => /^\d+$/.test(k));

/** Objects keyed "0", "1", … become arrays (in index order), at any depth. */
export function formArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(formArrays);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(bag(value)).map(([k, v]) => [k, formArrays(v)] as const);
  if (isIndexed(entries.map(([k]) => k)))
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  return Object.fromEntries(entries);
}
