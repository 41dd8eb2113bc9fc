import { itemRows } from "./character-view.js";
import { type Bag, flag, maybeNum, text } from "./read.js";

/** One editable field of an item sheet: the template picks the input from `kind`. */
export interface ItemField {
  readonly name: string;
  readonly label: string;
  readonly kind: "number" | "text" | "checkbox";
  readonly value: number | string | boolean | null;
}

export interface ItemView {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly typeLabel: string;
  readonly fields: readonly ItemField[];
  readonly description: string;
}

type FieldSpec = readonly [name: string, kind: ItemField["kind"]];

/** Which `system` fields each item type shows; labels are `SW25.Item.Field.<name>`. */
export const ITEM_FIELDS: Readonly<Record<string, readonly FieldSpec[]>> = {
  weapon: [
    ["category", "text"],
    ["usage", "text"],
    ["attackKind", "text"],
    ["rank", "text"],
    ["minStrength", "number"],
    ["accuracy", "number"],
    ["power", "number"],
    ["criticalValue", "number"],
    ["extraDamage", "number"],
    ["range", "number"],
    ["damageType", "text"],
    ["isGun", "checkbox"],
    ["price", "number"],
    ["equipped", "checkbox"],
  ],
  armor: [
    ["armorKind", "text"],
    ["rank", "text"],
    ["minStrength", "number"],
    ["evasion", "number"],
    ["defense", "number"],
    ["price", "number"],
    ["equipped", "checkbox"],
  ],
  shield: [
    ["metal", "checkbox"],
    ["rank", "text"],
    ["minStrength", "number"],
    ["evasion", "number"],
    ["defense", "number"],
    ["price", "number"],
    ["equipped", "checkbox"],
  ],
  accessory: [
    ["slot", "text"],
    ["price", "number"],
    ["equipped", "checkbox"],
  ],
  class: [
    ["classId", "text"],
    ["level", "number"],
    ["tier", "text"],
    ["kind", "text"],
  ],
  race: [
    ["defense", "number"],
    ["noMagicPoints", "checkbox"],
  ],
  feat: [
    ["featKind", "text"],
    ["effect", "text"],
    ["rank", "number"],
  ],
  spell: [
    ["school", "text"],
    ["level", "number"],
    ["mpCost", "number"],
    ["target", "text"],
    ["rangeKind", "text"],
    ["range", "number"],
    ["area", "text"],
    ["duration", "text"],
    ["resistance", "text"],
    ["element", "text"],
    ["power", "number"],
    ["criticalValue", "number"],
  ],
  gear: [
    ["gearKind", "text"],
    ["quantity", "number"],
    ["price", "number"],
    ["power", "number"],
    ["criticalValue", "number"],
  ],
};

function fieldValue(system: Bag, [name, kind]: FieldSpec): ItemField {
  const raw = system[name];
  const value = kind === "number" ? maybeNum(raw) : kind === "checkbox" ? flag(raw) : text(raw);
  return { name: `system.${name}`, label: `SW25.Item.Field.${name}`, kind, value };
}

export function itemView(item: unknown): ItemView {
  const [row] = itemRows([item]);
  const type = row?.type ?? "";
  const system = row?.system ?? {};
  return {
    id: row?.id ?? "",
    name: row?.name ?? "?",
    img: row?.img ?? "icons/svg/item-bag.svg",
    type,
    typeLabel: ITEM_FIELDS[type] ? `SW25.Item.Type.${type}` : "SW25.Item.Type.unknown",
    fields: (ITEM_FIELDS[type] ?? []).map((spec) => fieldValue(system, spec)),
    description: text(system.description),
  };
}
