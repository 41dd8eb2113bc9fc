/** The named penalties a combatant's situation puts on a roll (turn penalties, under water). */
import { findCombatant } from "../roster.js";
import type { BattleState, TurnPenalty } from "../types.js";
import { underwaterPenalty } from "./underwater.js";

/**
 * What is being rolled: an Evasion check, a Fortitude or Willpower check ("resistance", spared the
 * underwater −4, ENV-05), any other check (accuracy, spellcasting…), or a power roll.
 */
export type PenaltyRollKind = "evasion" | "check" | "resistance" | "power";

/** A modifier the battle imposes on a roll, named so a dialog and a card can say why. */
export interface NamedRollModifier {
  readonly source: TurnPenalty["source"] | "underwater";
  /** A lang key naming it ("Full Move", "Retreat", "Surprised"). */
  readonly label: string;
  readonly amount: number;
}

const LABELS: Readonly<Record<TurnPenalty["source"], string>> = {
  fullMove: "SW25.Penalty.fullMove",
  retreat: "SW25.Penalty.retreat",
  ambush: "SW25.Penalty.ambush",
};
const UNDERWATER_LABEL = "SW25.Penalty.underwater";

/**
 * The battle's modifiers on one roll of one combatant, until its next turn starts:
 * Full Move −4 Evasion (MOVE-02), a declared retreat −4 Evasion (ACT-10), surprised −2 to every check
 * (INIT-04; a power roll is no check). Our reading: the two −4 have different causes and both apply (−8),
 * as the seed says nothing to stop it; one cause counts once however often it was recorded.
 * Under water −4 to every check but Fortitude and Willpower (ENV-05; ENV-07's −4 on melee Accuracy and
 * Evasion is the same one), none with an Underwater ability (ENV-09). An unknown combatant has none.
 */
export function rollPenalties(
  state: BattleState | null,
  combatantId: string,
  roll: PenaltyRollKind,
): NamedRollModifier[] {
  const combatant = state ? findCombatant(state, combatantId) : null;
  if (!combatant || roll === "power") return [];
  const seen = new Set<TurnPenalty["source"]>();
  const out: NamedRollModifier[] = [];
  for (const p of combatant.penalties) {
    if (seen.has(p.source)) continue;
    if (p.target === "evasion" && roll !== "evasion") continue;
    seen.add(p.source);
    out.push({ source: p.source, label: LABELS[p.source], amount: p.value });
  }
  const water = state ? underwaterPenalty(state, combatant, roll) : 0;
  if (water !== 0) out.push({ source: "underwater", label: UNDERWATER_LABEL, amount: water });
  return out;
}
