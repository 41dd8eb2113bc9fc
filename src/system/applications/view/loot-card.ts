/** The chat card of a loot roll: per defeated monster its dice, total and row; the "always" rows once each. */
import type { LootRoll } from "../../../rules/character/monsters/loot.js";

export interface LootRowInput {
  readonly roll: string;
  readonly item: string;
  readonly price: number;
}

export interface LootCardView {
  readonly monster: string;
  readonly bonus: number;
  readonly rolls: readonly {
    readonly dice: string;
    readonly total: number;
    readonly item: string;
    readonly price: number;
  }[];
  /** Items every defeated monster gives ("always" rows), once per monster. */
  readonly always: readonly { readonly item: string; readonly count: number; readonly price: number }[];
  /** Sum of every price won. */
  readonly totalPrice: number;
  /** Rows whose range could not be read, listed so the GM can fix them. */
  readonly invalid: readonly string[];
}

export function lootCardView(
  monster: string,
  bonus: number,
  rolls: readonly LootRoll<LootRowInput>[],
): LootCardView {
  const count = rolls.length;
  const always = (rolls[0]?.always ?? []).map((row) => ({ item: row.item, count, price: row.price * count }));
  const rolled = rolls.map((r) => ({
    dice: r.dice.join("+"),
    total: r.total,
    item: r.rolled?.item ?? "",
    price: r.rolled?.price ?? 0,
  }));
  return {
    monster,
    bonus,
    rolls: rolled,
    always,
    totalPrice: always.reduce((s, a) => s + a.price, 0) + rolled.reduce((s, r) => s + r.price, 0),
    invalid: (rolls[0]?.invalid ?? []).map((row) => row.roll),
  };
}
