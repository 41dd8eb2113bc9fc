/**
 * The roll dialog's battle part: the battle's named modifiers on a sheet roll and the combat feats an actor
 * may declare.
 */

import { type PenaltyRollKind, rollPenalties } from "../../rules/combat/environment/roll-penalties.js";
import {
  type DeclarableFeat,
  declaredFeatModifiers,
  type FeatEffectChange,
  type FeatRollTarget,
} from "../../rules/combat/turn/feat-effects.js";
import type { BattleState } from "../../rules/combat/types.js";
import type { Defence } from "../../rules/dice/odds.js";
import type { CheckBonus } from "../chat/roll-card.js";
import { certaintyPreview, rollPreview } from "./roll-preview.js";
import type { RollRequest } from "./roll-request.js";

export const ROLL_DIALOG_TEMPLATE = "systems/swordworld25/templates/dialog/roll-modifier.hbs";

export type DialogOption = "aimedAttack" | "criticalBullet";

/** The check a sheet roll is, in the terms a declared feat's effects use (ACT-07); null: none applies. */
function featTarget(request: RollRequest): FeatRollTarget | null {
  if (request.kind !== "check") return null;
  if (request.defends) return "evasion";
  if (request.label === "SW25.Roll.Accuracy") return "accuracy";
  if (request.label === "SW25.Roll.Spellcasting") return "magicPower";
  return null;
}

/** The sheet rolls that are Fortitude and Willpower checks, in the rules' terms (ENV-05 spares them). */
const RESISTANCE_LABELS: ReadonlySet<string> = new Set(["SW25.Check.fortitude", "SW25.Check.willpower"]);

/**
 * The battle's modifiers on a sheet roll of one combatant, as named bonuses: its penalties (Full Move, retreat,
 * surprised, under water: MOVE-02, ACT-10, INIT-04, ENV-05; an Evasion roll, where the roller defends, takes the
 * evasion ones too)
 * and its declared feat's effects (ACT-07). The rules decide which apply.
 */
export function battleRollModifiers(
  battle: BattleState | null | undefined,
  combatantId: string,
  request: RollRequest,
  feats: readonly DeclarableFeat[] = [],
): CheckBonus[] {
  if (!battle || request.kind !== "check") return [];
  const kind: PenaltyRollKind = request.defends
    ? "evasion"
    : RESISTANCE_LABELS.has(request.label)
      ? "resistance"
      : "check";
  const target = featTarget(request);
  return [
    ...rollPenalties(battle, combatantId, kind),
    ...(target ? declaredFeatModifiers(battle, combatantId, feats, target) : []),
  ].map((p) => ({ label: p.label, amount: p.amount }));
}

/** An item as the roll dialog reads it: a feat's kind and its Active Effects' changes. */
export interface FeatItemSnapshot {
  readonly id: string;
  readonly type: string;
  readonly name: string;
  readonly system: Readonly<Record<string, unknown>>;
  readonly effects: readonly { readonly disabled: boolean; readonly changes: readonly unknown[] }[];
}

const change = (raw: unknown): FeatEffectChange | null => {
  if (typeof raw !== "object" || raw === null) return null;
  const c = raw as Record<string, unknown>;
  return typeof c.key === "string" && typeof c.mode === "number"
    ? { key: c.key, mode: c.mode, value: String(c.value ?? "") }
    : null;
};

/** The actor's combat feats with their effects, in the rules' terms (a copy: no decision). */
export function declarableFeats(items: readonly FeatItemSnapshot[]): DeclarableFeat[] {
  return items
    .filter((i) => i.type === "feat")
    .map((i) => ({
      id: i.id,
      name: i.name,
      featKind: i.system.featKind === "active" ? "active" : "passive",
      effects: i.effects.map((e) => ({
        disabled: e.disabled,
        changes: e.changes.map(change).filter((c): c is FeatEffectChange => c !== null),
      })),
    }));
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const percent = (p: number | null) => (p === null ? "–" : `${(p * 100).toFixed(1)}%`);

/** What `templates/dialog/roll-modifier.hbs` shows; labels are lang keys the template localizes. */
export interface RollDialogView {
  readonly modifierAllowed: boolean;
  readonly named: readonly { readonly label: string; readonly amount: string }[];
  readonly options: readonly { readonly name: DialogOption; readonly label: string }[];
  readonly hitChance: string | null;
  /** The same chance with magic expansion certainty, when the dialog offers it (a spell cast from the sheet). */
  readonly certaintyChance: string | null;
  readonly expectedDamage: string | null;
}

/**
 * The roll dialog: the situational modifier field (a power roll's is the GM's alone), the named modifiers
 * already in the roll (the target's bonuses, the battle's penalties) and the exact odds.
 */
export function rollDialogView(
  request: RollRequest,
  defence: Defence | null,
  named: readonly CheckBonus[],
  offered: readonly DialogOption[],
  isGM: boolean,
  certaintyOffered = false,
): RollDialogView {
  const preview = rollPreview(request, 0, defence);
  const certainty = certaintyOffered ? certaintyPreview(request, 0, defence) : null;
  return {
    modifierAllowed: request.kind !== "power" || isGM,
    named: named.map((b) => ({ label: b.label, amount: signed(b.amount) })),
    options: offered.map((o) => ({ name: o, label: `SW25.Dialog.Option.${o}` })),
    hitChance: preview.hitChance === null ? null : percent(preview.hitChance),
    certaintyChance: certainty === null ? null : percent(certainty),
    expectedDamage: preview.expectedDamage === null ? null : preview.expectedDamage.toFixed(2),
  };
}
