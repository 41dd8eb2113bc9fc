/** Declared combat feats: the modifiers their effects put on Accuracy, Evasion and Magic Power while declared. */
import { findCombatant } from "../roster.js";
import type { BattleState } from "../types.js";

/** The checks a declared feat's effects can modify: the `system.bonuses.<key>` its effects target. */
export type FeatRollTarget = "accuracy" | "evasion" | "magicPower";

/** Foundry's ADD change mode: the only mode a declared feat's modifier may use. */
export const EFFECT_MODE_ADD = 2;

/** One change of an Active Effect, as stored on the item. */
export interface FeatEffectChange {
  readonly key: string;
  readonly mode: number;
  readonly value: string;
}

/** A combat feat the combatant owns, with its Active Effects as the owner wrote them. */
export interface DeclarableFeat {
  /** The item id: what a `declareFeat` event names. */
  readonly id: string;
  readonly name: string;
  readonly featKind: "active" | "passive";
  readonly effects: readonly { readonly disabled: boolean; readonly changes: readonly FeatEffectChange[] }[];
}

/** A modifier a declared feat puts on a roll, named by the feat. */
export interface FeatModifier {
  readonly label: string;
  readonly amount: number;
}

/**
 * ACT-07: the modifiers a declared combat feat puts on one check of its owner. The feat applies while the battle
 * holds it as the combatant's active feat: declared and effective this turn (a declaration after the turn's last
 * major action has no effect), until the combatant's next turn starts. Only an active feat counts. Only its
 * *disabled* effects are the declared part: an enabled effect is always on and already in the actor's derived
 * values, so counting it again would double it. A change counts when it adds (ADD mode) a whole number to
 * `system.bonuses.<target>`; the feat's changes for that target are summed into one modifier named after it.
 * Nothing declared, an unknown combatant or feat, or a sum of 0: no modifier.
 */
export function declaredFeatModifiers(
  state: BattleState | null | undefined,
  combatantId: string,
  feats: readonly DeclarableFeat[],
  target: FeatRollTarget,
): FeatModifier[] {
  const active = state ? findCombatant(state, combatantId)?.activeFeat : undefined;
  const feat = active === undefined ? undefined : feats.find((f) => f.id === active);
  if (feat?.featKind !== "active") return [];
  const key = `system.bonuses.${target}`;
  let amount = 0;
  for (const effect of feat.effects) {
    if (!effect.disabled) continue;
    for (const change of effect.changes) {
      const value = Number(change.value);
      if (change.key === key && change.mode === EFFECT_MODE_ADD && Number.isInteger(value)) amount += value;
    }
  }
  return amount === 0 ? [] : [{ label: feat.name, amount }];
}
