/**
 * Edit mode of the actor sheets: one form control per stored field, built from specs that read the same
 * word lists and bounds as the data models (src/system/data/*). Lists (sections, skills, loot, languages,
 * honour items, mount levels) are edited as tables whose every cell is named, so a submitted form always
 * carries whole rows; adding, removing and moving rows goes through `editedList` (list-edit.ts).
 * This file holds the building blocks; each sheet's part is in character-edit.ts, monster-edit.ts and
 * party-edit.ts.
 */
import type { FieldSpec, NumberSpec, PlainSpec, SelectSpec } from "../field-spec.js";
import { fieldView, type ItemField } from "../item/item-view.js";
import { type Bag, bag, list } from "../read.js";

type Bounds = Pick<NumberSpec, "min" | "max" | "nullable">;

export const int = (path: string, label: string, bounds: Bounds = {}): NumberSpec => ({
  kind: "number",
  path,
  label,
  ...bounds,
});
export const str = (path: string, label: string): PlainSpec => ({ kind: "text", path, label });
export const longText = (path: string, label: string): PlainSpec => ({ kind: "longText", path, label });
export const check = (path: string, label: string): PlainSpec => ({ kind: "checkbox", path, label });
export const choice = (
  path: string,
  label: string,
  choices: readonly string[],
  labels: string,
  fallback: string,
): SelectSpec => ({ kind: "select", path, label, choices, labels, fallback });

/** A table of rows: `list` is the array's path under `system`, every cell a named input. */
export interface EditList {
  readonly list: string;
  readonly label: string;
  readonly columns: readonly string[];
  readonly rows: readonly EditRow[];
  /** False for lists whose length the data fixes (current HP/MP per section). */
  readonly editable: boolean;
}

export interface EditRow {
  readonly index: number;
  /** Shown before the cells (a section's name for current HP/MP); "" for none. */
  readonly label: string;
  readonly cells: readonly ItemField[];
  readonly first: boolean;
  readonly last: boolean;
}

/** The value at a dotted path, through objects and arrays ("levels.0.sections"). */
export function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const part of path.split(".")) {
    if (Array.isArray(node)) node = node[Number(part)];
    else node = bag(node)[part];
  }
  return node;
}

export function editList(
  system: Bag,
  path: string,
  label: string,
  specs: readonly FieldSpec[],
  editable = true,
) {
  const rows = list(valueAt(system, path));
  return {
    list: path,
    label,
    columns: specs.map((s) => s.label ?? s.path),
    editable,
    rows: rows.map((raw, index) => ({
      index,
      label: "",
      cells: specs.map((spec) => fieldView(bag(raw), spec, `system.${path}.${index}.`)),
      first: index === 0,
      last: index === rows.length - 1,
    })),
  } satisfies EditList;
}

export const fieldsOf = (system: Bag, specs: readonly FieldSpec[]) => specs.map((s) => fieldView(system, s));
