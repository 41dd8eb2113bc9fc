import { type PenaltyRollKind, rollPenalties } from "../../rules/combat/roll-penalties.js";
import type { BattleState } from "../../rules/combat/types.js";
import type { Defence } from "../../rules/dice/odds.js";
import type { CheckBonus } from "../chat/roll-card.js";
import { rollPreview } from "./roll-preview.js";
import type { RollRequest } from "./roll-request.js";

export const ROLL_DIALOG_TEMPLATE = "systems/swordworld25/templates/dialog/roll-modifier.hbs";

export type DialogOption = "aimedAttack" | "criticalBullet";

/**
 * The battle's penalties on a sheet roll of one combatant (Full Move, retreat, surprised: MOVE-02, ACT-10,
 * INIT-04), as named bonuses: an Evasion roll (the roller defends) takes the evasion ones too.
 */
export function battleRollModifiers(
  battle: BattleState | null | undefined,
  combatantId: string,
  request: RollRequest,
): CheckBonus[] {
  if (!battle || request.kind !== "check") return [];
  const kind: PenaltyRollKind = request.defends ? "evasion" : "check";
  return rollPenalties(battle, combatantId, kind).map((p) => ({ label: p.label, amount: p.amount }));
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const percent = (p: number | null) => (p === null ? "–" : `${(p * 100).toFixed(1)}%`);

/** What `templates/dialog/roll-modifier.hbs` shows; labels are lang keys the template localizes. */
export interface RollDialogView {
  readonly modifierAllowed: boolean;
  readonly named: readonly { readonly label: string; readonly amount: string }[];
  readonly options: readonly { readonly name: DialogOption; readonly label: string }[];
  readonly hitChance: string | null;
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
): RollDialogView {
  const preview = rollPreview(request, 0, defence);
  return {
    modifierAllowed: request.kind !== "power" || isGM,
    named: named.map((b) => ({ label: b.label, amount: signed(b.amount) })),
    options: offered.map((o) => ({ name: o, label: `SW25.Dialog.Option.${o}` })),
    hitChance: preview.hitChance === null ? null : percent(preview.hitChance),
    expectedDamage: preview.expectedDamage === null ? null : preview.expectedDamage.toFixed(2),
  };
}
