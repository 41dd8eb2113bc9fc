/**
 * The item sheet's view: each field's input built from its spec, grouped under its headings, for every item
 * type.
 */
import { techniqueFieldsShown } from "../../../../rules/character/techniques/techniques.js";
import type { FieldSpec } from "../field-spec.js";
import { itemRows } from "../item-rows.js";
import { type Bag, bag, flag, maybeNum, text } from "../read.js";
import { ITEM_FIELDS } from "./item-fields.js";

export { ITEM_FIELDS } from "./item-fields.js";

export interface ItemOption {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
  /** The label is shown as it is (a name the user typed), not a lang key. */
  readonly plain?: boolean;
}

/** One editable field of an item sheet: the template picks the input from `kind`. */
export interface ItemField {
  readonly name: string;
  readonly label: string;
  readonly kind: FieldSpec["kind"];
  readonly value: number | string | boolean | null;
  /** Number inputs only; null = unbounded. */
  readonly min: number | null;
  readonly max: number | null;
  /** Select inputs only, in the word list's order. */
  readonly options: readonly ItemOption[];
  /** Text inputs: a lang key shown while the input is empty (a loot row's "Always"). */
  readonly placeholder?: string;
}

/** A run of fields under one heading (null = no heading). */
export interface ItemSection {
  readonly label: string | null;
  readonly fields: readonly ItemField[];
}

export interface ItemView {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly typeLabel: string;
  readonly sections: readonly ItemSection[];
  readonly description: string;
}

export function read(system: Bag, path: string): unknown {
  const parts = path.split(".");
  const last = parts.pop() ?? "";
  return parts.reduce((node, part) => bag(node[part]), system)[last];
}

/** One field's input: `prefix` + the spec's path is the form name (actor rows use "system.sections.0."). */
export function fieldView(system: Bag, spec: FieldSpec, prefix = "system."): ItemField {
  const raw = read(system, spec.path);
  const base = {
    name: `${prefix}${spec.path}`,
    label: spec.label ?? `SW25.Item.Field.${spec.path}`,
    kind: spec.kind,
    min: null,
    max: null,
    options: [],
  };
  switch (spec.kind) {
    case "number":
      return { ...base, value: maybeNum(raw), min: spec.min ?? null, max: spec.max ?? null };
    case "checkbox":
      return { ...base, value: flag(raw) };
    case "text":
    case "longText":
      return { ...base, value: text(raw) };
    case "select": {
      // An unknown stored value (old world, hand-edited JSON) shows the schema's initial one.
      const stored = text(raw);
      const value = spec.choices.includes(stored) ? stored : spec.fallback;
      const options = spec.choices.map((choice) => ({
        value: choice,
        label: spec.labels === "" ? choice : `${spec.labels}.${choice}`,
        ...(spec.labels === "" ? { plain: true } : {}),
        selected: choice === value,
      }));
      return { ...base, value, options };
    }
  }
}

function sections(system: Bag, specs: readonly FieldSpec[]): ItemSection[] {
  const out: { label: string | null; fields: ItemField[] }[] = [];
  for (const spec of specs) {
    const label = spec.group ?? null;
    const last = out.at(-1);
    if (last && last.label === label) last.fields.push(fieldView(system, spec));
    else out.push({ label, fields: [fieldView(system, spec)] });
  }
  return out;
}

/** A technique hides the fields its kind has not (card colour and rank, the mount, the gain); others show all. */
function shown(type: string, system: Bag, spec: FieldSpec): boolean {
  if (type !== "technique") return true;
  const has = techniqueFieldsShown(text(system.kind, "enhancer"), {
    costResource: bag(system.cost).resource,
    mount: system.mount,
    gainResource: bag(system.gain).resource,
    gainAmount: bag(system.gain).amount,
    gainThreshold: bag(system.gain).threshold,
    gainBonus: bag(system.gain).bonus,
  });
  if (spec.path === "cost.cardColour" || spec.path === "cost.cardRank") return has.card;
  if (spec.path === "mount") return has.mount;
  if (spec.path === "gain.threshold" || spec.path === "gain.bonus") return has.threshold;
  if (spec.path.startsWith("gain.")) return has.gain;
  return true;
}

export function itemView(item: unknown): ItemView {
  const [row] = itemRows([item]);
  const type = row?.type ?? "";
  const system = row?.system ?? {};
  const specs = Object.hasOwn(ITEM_FIELDS, type) ? ITEM_FIELDS[type] : undefined;
  return {
    id: row?.id ?? "",
    name: row?.name ?? "?",
    img: row?.img ?? "icons/svg/item-bag.svg",
    type,
    typeLabel: specs ? `SW25.Item.Type.${type}` : "SW25.Item.Type.unknown",
    sections: sections(
      system,
      (specs ?? []).filter((spec) => shown(type, system, spec)),
    ),
    description: text(system.description),
  };
}
