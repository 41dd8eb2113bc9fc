/**
 * Adding, removing and moving the rows of an actor sheet's lists, as the actor update that stores the result.
 */

import { type Bag, bag, list, num } from "../read.js";
import { valueAt } from "./actor-edit.js";
import { NEW_PARTY_SESSION } from "./party-edit.js";

export type ListOp =
  | { readonly kind: "add" }
  | { readonly kind: "remove"; readonly index: number }
  | { readonly kind: "move"; readonly index: number; readonly by: number };

/** The list edit a row button asks for: its `data-action` and `data-index` / `data-by`. */
export function listOp(action: string, data: { readonly index?: string; readonly by?: string }): ListOp {
  const index = Number(data.index);
  if (action === "removeRow") return { kind: "remove", index };
  if (action === "moveRow") return { kind: "move", index, by: Number(data.by) };
  return { kind: "add" };
}

const NEW_COMBAT = { name: "", attackMethod: "", accuracy: null, damage: null, evasion: null, defense: 0 };

/** The blank session record the records tab adds (one field per column of the data model's records.sessions). */
export const NEW_SESSION_RECORD = Object.freeze({
  date: "",
  title: "",
  gm: "",
  members: "",
  experience: 0,
  money: 0,
  honor: 0,
  growth: "",
  notes: "",
});

/** What a new row of each list holds: the schema's initial values. */
function newRow(path: string, system: Bag): unknown {
  if (path === "sections")
    return { ...NEW_COMBAT, hp: { value: 0, max: 0 }, mp: { value: null, max: null }, core: false };
  if (/^levels\.\d+\.sections$/.test(path))
    return { ...NEW_COMBAT, hpMax: 0, mpMax: null, fortitude: 0, willpower: 0, core: false };
  if (path === "levels") {
    const levels = list(system.levels).map((b) => num(bag(b).level));
    const next = levels.length > 0 ? Math.max(...levels) + 1 : num(bag(system.levelRange).min, 1);
    return { level: next, sections: [] };
  }
  if (path === "skills")
    return { name: "", section: "", timing: "major", value: null, resistedBy: "", effect: "" };
  if (path === "loot") return { roll: "always", item: "", price: 0 };
  if (path === "honor.items") return { name: "", points: 0 };
  if (path === "languages") return { name: "", speak: true, read: true };
  if (path === "growthLog") return { first: 1, second: 1, ability: "dexterity" };
  if (path === "honor.dishonorItems") return { name: "", points: 0 };
  if (path === "records.sessions") return { ...NEW_SESSION_RECORD };
  if (path === "sessions") return { ...NEW_PARTY_SESSION };
  if (path === "records.ledger") return { date: "", item: "", amount: 0 };
  if (path === "palette") return { name: "", formula: "2d6" };
  return null;
}

/** Paths `editedList` knows; anything else is refused (a button can only name these). */
export function isEditableList(path: string): boolean {
  return newRow(path, {}) !== null;
}

/**
 * The stored list at `path` after one edit, or null when the path or index is not one of ours.
 * Moving past either end leaves the list as it is.
 */
export function editedList(system: Bag, path: string, op: ListOp): unknown[] | null {
  const row = newRow(path, system);
  if (row === null) return null;
  const rows = [...list(valueAt(system, path))];
  if (op.kind === "add") return [...rows, row];
  if (!Number.isInteger(op.index) || op.index < 0 || op.index >= rows.length) return null;
  if (op.kind === "remove") return rows.filter((_, i) => i !== op.index);
  const to = op.index + op.by;
  if (to < 0 || to >= rows.length) return rows;
  const [moved] = rows.splice(op.index, 1);
  rows.splice(to, 0, moved);
  return rows;
}

/**
 * The actor update for one list edit: arrays inside arrays (a mount level's sections) are written through
 * their whole top-level array, since an update keyed by an index would replace the outer array.
 */
export function listUpdate(system: Bag, path: string, op: ListOp): Record<string, unknown> | null {
  const rows = editedList(system, path, op);
  if (rows === null) return null;
  const nested = /^levels\.(\d+)\.sections$/.exec(path);
  if (!nested) return { [`system.${path}`]: rows };
  const at = Number(nested[1]);
  const levels = list(system.levels).map((block, i) =>
    i === at ? { ...bag(block), sections: rows } : block,
  );
  return { "system.levels": levels };
}
