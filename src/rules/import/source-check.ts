/**
 * Is this value an Actor source the exporter can read (as Foundry's "Export Data" writes it, or as the
 * importer builds it)? The exporter itself trusts its input; this check makes a bad file an error value.
 */
import { fail, ok, type Result } from "../errors.js";
import { builtInKeyPath, shownValue } from "../plain-data.js";
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

type Shape = "object" | "array" | "string";

/**
 * The shapes the exporter reads beyond REQUIRED, as [path, shape]: checked where present ("*" is every entry of
 * a list, each of which must fit; a last key marked "!" must be there whenever what holds it is), so an actor
 * that passes this check is one the exporter can write.
 */
const SHAPES: readonly (readonly [string, Shape])[] = [
  ["flags.swordworld25", "object"],
  ["flags.swordworld25.ytsheet2", "object"],
  ["system.current", "array"],
  ["system.records", "object"],
  ["system.records.sessions", "array"],
  ["system.records.sessions.*", "object"],
  ["system.records.sessions.*.growth!", "string"],
  ["system.records.ledger", "array"],
  ["system.records.ledger.*", "object"],
  ["system.honor", "object"],
  ["system.honor.items", "array"],
  ["system.honor.items.*", "object"],
  ["system.honor.dishonorItems", "array"],
  ["system.honor.dishonorItems.*", "object"],
  ["system.languages", "array"],
  ["system.languages.*", "object"],
  ["system.palette", "array"],
  ["system.palette.*", "object"],
  ["system.sections.*", "object"],
  ["system.sections.*.hp!", "object"],
  ["system.sections.*.mp!", "object"],
  ["system.skills.*", "object"],
  ["system.loot.*", "object"],
  ["system.levels.*", "object"],
  ["system.levels.*.sections!", "array"],
  ["system.levels.*.sections.*", "object"],
  ["items.*.name!", "string"],
];

const CHARACTER_ABILITIES = ["dexterity", "agility", "strength", "vitality", "intelligence", "spirit"];
const ATTACK_KINDS = ["melee", "thrown", "shooting"];

const fitsShape = (v: unknown, shape: Shape) =>
  shape === "object" ? isObject(v) : shape === "array" ? Array.isArray(v) : typeof v === "string";

/** The first present value at `path` (below `value`) that is not of its shape, as its path; or null. */
function shapeProblem(value: unknown, path: readonly string[], shape: Shape, at: string): string | null {
  const [head, ...rest] = path;
  if (head === undefined) return fitsShape(value, shape) ? null : at;
  if (head === "*") {
    if (!Array.isArray(value)) return null;
    for (let i = 0; i < value.length; i++) {
      const bad = shapeProblem(value[i], rest, shape, `${at}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  const key = head.replace(/!$/, "");
  const where = at ? `${at}.${key}` : key;
  if (!isObject(value)) return null;
  if (!Object.hasOwn(value, key) || value[key] === undefined) return key === head ? null : where;
  return shapeProblem(value[key], rest, shape, where);
}

/** What the exporter could not write: a value of the wrong shape, an ability that is not an object, an unknown attack. */
function exportProblem(value: Record<string, unknown>, system: Record<string, unknown>): string | null {
  for (const [path, shape] of SHAPES) {
    const bad = shapeProblem(value, path.split("."), shape, "");
    if (bad) return bad;
  }
  if (value.type === "character") {
    const abilities = system.abilities as Record<string, unknown>;
    for (const ability of CHARACTER_ABILITIES)
      if (!isObject(abilities[ability])) return `system.abilities.${ability}`;
  }
  if (value.type === "mount" && !Array.isArray(system.current)) return "system.current";
  const items = Array.isArray(value.items) ? value.items : [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as { type?: unknown; system?: { attackKind?: unknown } };
    const kind = item.system?.attackKind;
    if (
      (item.type === "weapon" || kind !== undefined) &&
      !(typeof kind === "string" && ATTACK_KINDS.includes(kind))
    )
      return `items[${i}].system.attackKind`;
  }
  return null;
}

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

/** A field the export cannot write, by its path: one refusal for every such field. */
function unwritable(field: string): Result<never> {
  return fail(
    "ActorUnwritable",
    `the actor's ${field} does not hold what an Actor holds there: nothing was written.`,
    {
      params: { field },
    },
  );
}

export function checkActorSource(value: unknown): Result<ActorSource> {
  if (!isObject(value)) return fail("NotActor", "the file holds no Actor (expected one JSON object)");
  // Checked first: turning such a value into text (even for the messages below) would throw.
  const trap = builtInKeyPath(value);
  if (trap !== null) return unwritable(trap);
  const type = value.type;
  if (type !== "character" && type !== "monster" && type !== "mount")
    return fail("NotActor", `the Actor's type "${shownValue(type)}" is not character, monster or mount`);
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
  const problem = exportProblem(value, system);
  if (problem) return unwritable(problem);
  return ok({
    name: typeof value.name === "string" ? value.name : "",
    type,
    system,
    items: items as ActorSource["items"],
    ...(isObject(value.flags) ? { flags: value.flags } : {}),
  });
}
