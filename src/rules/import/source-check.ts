/**
 * Is this value an Actor source the exporter can read (as Foundry's "Export Data" writes it, or as the
 * importer builds it)? The exporter itself trusts its input; this check makes a bad file an error value.
 */
import { fail, ok, type Result } from "../errors.js";
import type { ActorSource } from "./types.js";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown) => typeof v === "number" && Number.isInteger(v);

/** Fields each actor type must hold, as [path, kind]. */
const REQUIRED: Record<ActorSource["type"], readonly (readonly [string, "object" | "array" | "int"])[]> = {
  character: [
    ["base", "object"],
    ["abilities", "object"],
    ["experience", "object"],
    ["bonuses", "object"],
    ["money", "int"],
    ["soulscars", "int"],
  ],
  monster: [
    ["sections", "array"],
    ["skills", "array"],
    ["loot", "array"],
    ["movement", "object"],
    ["level", "int"],
  ],
  mount: [
    ["levelRange", "object"],
    ["levels", "array"],
    ["prices", "object"],
    ["movement", "object"],
  ],
};

function checkNumbers(value: unknown, path: string): string | null {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = checkNumbers(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
  } else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      const bad = checkNumbers(v, `${path}.${key}`);
      if (bad) return bad;
    }
  } else if (typeof value === "number" && !Number.isFinite(value)) return path;
  return null;
}

export function checkActorSource(value: unknown): Result<ActorSource> {
  if (!isObject(value)) return fail("NotActor", "the file holds no Actor (expected one JSON object)");
  const type = value.type;
  if (type !== "character" && type !== "monster" && type !== "mount")
    return fail("NotActor", `the Actor's type "${String(type)}" is not character, monster or mount`);
  const system = value.system;
  if (!isObject(system)) return fail("NotActor", "the Actor has no system data");
  for (const [key, kind] of REQUIRED[type]) {
    const v = system[key];
    const fits = kind === "object" ? isObject(v) : kind === "array" ? Array.isArray(v) : isInt(v);
    if (!fits)
      return fail(
        "NotActor",
        `system.${key} is missing or not ${kind === "int" ? "a whole number" : `an ${kind}`}`,
        { params: { field: key } },
      );
  }
  const items = value.items ?? [];
  if (
    !Array.isArray(items) ||
    !items.every((i) => isObject(i) && typeof i.type === "string" && isObject(i.system))
  )
    return fail("NotActor", "items must be a list of Items with a type and system data");
  const bad = checkNumbers(value, "actor");
  if (bad) return fail("NotActor", `${bad} is not a finite number`, { params: { field: bad } });
  return ok({
    name: typeof value.name === "string" ? value.name : "",
    type,
    system,
    items: items as ActorSource["items"],
    ...(isObject(value.flags) ? { flags: value.flags } : {}),
  });
}
