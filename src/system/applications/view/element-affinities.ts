/**
 * Element affinities (weakness, resistance, immunity): the stored rows read safely, for the damage rules and
 * the sheet.
 */
import { ELEMENTS, type Element, type ElementAffinity } from "../../../rules/damage/elements.js";
import { bag, list, num, text } from "./read.js";

/** The three ways a target reacts to an element (DMG-11), in the order the sheet offers them. */
export const AFFINITY_KINDS = [
  "weakness",
  "resistance",
  "immunity",
] as const satisfies readonly ElementAffinity["kind"][];
export type AffinityKind = (typeof AFFINITY_KINDS)[number];

const KIND_LABEL: Readonly<Record<AffinityKind, string>> = {
  weakness: "SW25.Element.Weakness",
  resistance: "SW25.Element.Resistance",
  immunity: "SW25.Element.Immunity",
};

/** One stored row: `amount` is kept for every kind so switching a row's kind loses nothing. */
export interface AffinityRow {
  readonly element: Element;
  readonly kind: AffinityKind;
  readonly amount: number;
}

/** The stored rows, read defensively: unknown elements or kinds are skipped, amounts are whole and ≥ 0. */
export function affinityRows(raw: unknown): AffinityRow[] {
  return list(raw).flatMap((entry) => {
    const row = bag(entry);
    const element = ELEMENTS.find((e) => e === text(row.element));
    const kind = AFFINITY_KINDS.find((k) => k === text(row.kind));
    if (element === undefined || kind === undefined) return [];
    return [{ element, kind, amount: Math.max(0, Math.trunc(num(row.amount))) }];
  });
}

/** The rows as the damage rules take them (`elementModifiers`). DMG-11 */
export function elementAffinities(raw: unknown): ElementAffinity[] {
  return affinityRows(raw).map(({ element, kind, amount }) =>
    kind === "immunity" ? { element, kind } : { element, kind, amount },
  );
}

export interface AffinityView extends AffinityRow {
  readonly index: number;
  readonly elements: readonly {
    readonly value: Element;
    readonly label: string;
    readonly selected: boolean;
  }[];
  readonly kinds: readonly {
    readonly value: AffinityKind;
    readonly label: string;
    readonly selected: boolean;
  }[];
  /** Immunity has no amount: the sheet hides the number. */
  readonly hasAmount: boolean;
}

/** The sheet's editable rows, each with its own selected options. */
export function affinityViews(raw: unknown): AffinityView[] {
  return affinityRows(raw).map((row, index) => ({
    ...row,
    index,
    elements: ELEMENTS.map((value) => ({
      value,
      label: `SW25.Element.${value}`,
      selected: value === row.element,
    })),
    kinds: AFFINITY_KINDS.map((value) => ({
      value,
      label: KIND_LABEL[value],
      selected: value === row.kind,
    })),
    hasAmount: row.kind !== "immunity",
  }));
}

/** A new row as the "add" button stores it: the first element, a weakness of 3 (the common size). */
export const NEW_AFFINITY: AffinityRow = { element: "fire", kind: "weakness", amount: 3 };

/**
 * The full list after one edit: array fields are replaced whole by an update, so the sheet writes every row.
 * `change` null removes row `index`; an out-of-range index or a bad value leaves the list as it was.
 */
export function editedAffinities(
  raw: unknown,
  index: number,
  change: { readonly field: string; readonly value: string } | null,
): AffinityRow[] {
  const rows = affinityRows(raw);
  if (index < 0 || index >= rows.length) return rows;
  if (change === null) return rows.filter((_, i) => i !== index);
  return rows.map((row, i) => (i === index ? { ...row, ...parsedField(change.field, change.value) } : row));
}

function parsedField(field: string, value: string): Partial<AffinityRow> {
  if (field === "element") {
    const element = ELEMENTS.find((e) => e === value);
    return element ? { element } : {};
  }
  if (field === "kind") {
    const kind = AFFINITY_KINDS.find((k) => k === value);
    return kind ? { kind } : {};
  }
  const amount = Number(value);
  return field === "amount" && Number.isInteger(amount) && amount >= 0 ? { amount } : {};
}
