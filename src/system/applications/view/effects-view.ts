/** The effects list of a sheet: plain rows from an actor's or item's Active Effects (and its items' ones). */
import {
  appliesToOwner,
  TECHNIQUE_TIMINGS,
  type TechniqueTiming,
} from "../../../rules/character/techniques/techniques.js";
import { effectTimeLeft } from "../../techniques/technique-plan.js";
import { bag, flag, list, text } from "./read.js";

export interface EffectInput {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly disabled: boolean;
  /** Suppressed: it comes from an item that is not equipped (v13 applies item effects directly). */
  readonly suppressed: boolean;
  /** The item it comes from ("" = the document itself) and that item's name. */
  readonly parentId: string;
  readonly source: string;
  /** How long it still lasts (a technique's or a timed effect's), as a lang key and value. */
  readonly timeLeft?: { readonly key: string; readonly value: number } | null;
}

export interface EffectRow extends EffectInput {
  /** Lang key of its state: active, disabled or suppressed. */
  readonly state: string;
}

export function effectRows(effects: readonly EffectInput[]): EffectRow[] {
  return effects.map((e) => ({
    ...e,
    state: e.disabled
      ? "SW25.Edit.EffectDisabled"
      : e.suppressed
        ? "SW25.Edit.EffectSuppressed"
        : "SW25.Edit.EffectActive",
  }));
}

/**
 * Whether an item's effect is held back: the item can be equipped and is not (v13 `legacyTransferral` false
 * applies an item's transferred effects to its actor directly, so unequipped gear must not count).
 */
export function suppressedByItem(itemSystem: unknown): boolean {
  const system = bag(itemSystem);
  // A technique's effects are what its use copies onto the targets; on the owner only when passive.
  if ("timing" in system && "cost" in system && "duration" in system)
    return (
      !TECHNIQUE_TIMINGS.includes(system.timing as TechniqueTiming) ||
      !appliesToOwner(system.timing as TechniqueTiming)
    );
  return "equipped" in system && !flag(system.equipped);
}

/** Effects from plain `toObject()`-like data, for tests and previews. */
export function plainEffects(
  raw: unknown,
  parentId = "",
  source = "",
  suppressed = false,
  currentRound: number | null = null,
): EffectInput[] {
  return list(raw).map((e, i) => {
    const effect = bag(e);
    return {
      timeLeft: effectTimeLeft(effect, currentRound),
      id: text(effect._id, `effect-${i}`),
      name: text(effect.name, "?"),
      img: text(effect.img, "icons/svg/aura.svg"),
      disabled: flag(effect.disabled),
      suppressed,
      parentId,
      source,
    };
  });
}
