/** An actor's embedded items as the plain rows every sheet view lists (id, name, image, type, system). */
import { type Bag, bag, list, text } from "./read.js";

export interface ItemRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly system: Bag;
}

export function itemRows(items: unknown): ItemRow[] {
  return list(items).map((raw, index) => {
    const item = bag(raw);
    return {
      id: text(item._id ?? item.id, `item-${index}`),
      name: text(item.name, "?"),
      img: text(item.img, "icons/svg/item-bag.svg"),
      type: text(item.type),
      system: bag(item.system),
    };
  });
}
