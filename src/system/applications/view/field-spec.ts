/**
 * The shape of one editable field on a sheet (a number, a select, a text or a checkbox), shared by the item
 * sheets' specs (item-fields.ts, technique-fields.ts) and the actor edit mode's (actor-edit.ts).
 */
export interface SpecBase {
  /** Path under `system`, e.g. "power" or "dice.agility". */
  readonly path: string;
  /** Label key; defaults to `SW25.Item.Field.<path>`. */
  readonly label?: string;
  /** Heading key of the group the field sits in (consecutive fields with the same group share a heading). */
  readonly group?: string;
}

export interface NumberSpec extends SpecBase {
  readonly kind: "number";
  readonly min?: number;
  readonly max?: number;
  /** The schema allows null ("–": no power roll, melee, no cap). */
  readonly nullable?: boolean;
}

export interface SelectSpec extends SpecBase {
  readonly kind: "select";
  readonly choices: readonly string[];
  /** Label key prefix of the options: `<labels>.<choice>`. */
  readonly labels: string;
  /** The schema's initial value, shown when the stored one is missing or unknown. */
  readonly fallback: string;
}

export interface PlainSpec extends SpecBase {
  /** "longText": several lines (a textarea), e.g. a monster skill's effect. */
  readonly kind: "text" | "longText" | "checkbox";
}

export type FieldSpec = NumberSpec | SelectSpec | PlainSpec;
