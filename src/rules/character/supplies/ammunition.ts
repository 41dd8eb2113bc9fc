/**
 * Ammunition (issue 35 item 3): a bow shoots arrows (矢), a crossbow bolts (太矢), a gun bullets (弾丸). Each
 * shot, that is each accuracy roll of such a weapon, spends one from the stack loaded (chosen on the weapon,
 * else the first stack of its kind with some left); with none left the shot is refused. A gun's bullet may name
 * the MP of the magical bullet it is fired with (マギテック), paid like any MP cost (mana-stones.ts). Whether spent
 * arrows can be picked up again is the GM's call: the quantity is a plain number on the sheet.
 */
import { fail, ok, type Result } from "../../errors.js";
import type { WeaponCategory } from "../vocabulary.js";

export const AMMO_KINDS = ["arrow", "bolt", "bullet"] as const;
export type AmmoKind = (typeof AMMO_KINDS)[number];

export interface AmmoStack {
  readonly id: string;
  readonly kind: AmmoKind;
  readonly quantity: number;
  /** MP each shot of it costs (a gun's magical bullet); 0 for arrows and bolts. */
  readonly mpCost: number;
}

export interface Shot {
  readonly id: string;
  readonly kind: AmmoKind;
  readonly quantityLeft: number;
  readonly mpCost: number;
}

/** The ammunition a weapon shoots, or null for one that shoots none. A weapon flagged as a gun shoots bullets. */
export function ammunitionFor(category: WeaponCategory | string, isGun: boolean): AmmoKind | null {
  if (isGun || category === "gun") return "bullet";
  if (category === "bow") return "arrow";
  if (category === "crossbow") return "bolt";
  return null;
}

/** The stack a shot would spend from: the one chosen on the weapon if of its kind with some left, else the first such. */
export function loadedAmmunition(
  category: WeaponCategory | string,
  isGun: boolean,
  stacks: readonly AmmoStack[],
  chosen: string,
): AmmoStack | null {
  const kind = ammunitionFor(category, isGun);
  if (kind === null) return null;
  const usable = (s: AmmoStack) => s.kind === kind && Number.isFinite(s.quantity) && s.quantity >= 1;
  return stacks.find((s) => s.id === chosen && usable(s)) ?? stacks.find(usable) ?? null;
}

/** One shot: the stack it spends from and what is left, null for a weapon that shoots nothing; refused when empty. */
export function spendShot(
  category: WeaponCategory | string,
  isGun: boolean,
  stacks: readonly AmmoStack[],
  chosen: string,
): Result<Shot | null> {
  const kind = ammunitionFor(category, isGun);
  if (kind === null) return ok(null);
  const stack = loadedAmmunition(category, isGun, stacks, chosen);
  if (!stack) return fail("AmmunitionEmpty", `no ${kind} left to shoot`, { params: { kind } });
  return ok({
    id: stack.id,
    kind,
    quantityLeft: Math.trunc(stack.quantity) - 1,
    mpCost: Math.max(0, Math.trunc(stack.mpCost)),
  });
}
