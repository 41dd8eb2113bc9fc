import { findCombatant } from "./roster.js";
import type { BattleState, TurnPenalty } from "./types.js";

/** What is being rolled: an Evasion check, any other check (accuracy, spellcasting, resistance…), or a power roll. */
export type PenaltyRollKind = "evasion" | "check" | "power";

/** A modifier the battle imposes on a roll, named so a dialog and a card can say why. */
export interface NamedRollModifier {
  readonly source: TurnPenalty["source"];
  /** A lang key naming it ("Full Move", "Retreat", "Surprised"). */
  readonly label: string;
  readonly amount: number;
}

const LABELS: Readonly<Record<TurnPenalty["source"], string>> = {
  fullMove: "SW25.Penalty.fullMove",
  retreat: "SW25.Penalty.retreat",
  ambush: "SW25.Penalty.ambush",
};

/**
 * The battle's modifiers on one roll of one combatant, until its next turn starts:
 * Full Move −4 Evasion (MOVE-02), a declared retreat −4 Evasion (ACT-10), surprised −2 to every check
 * (INIT-04; a power roll is no check). Our reading: the two −4 have different causes and both apply (−8),
 * as the seed says nothing to stop it; one cause counts once however often it was recorded.
 * An unknown combatant has none.
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
  return out;
}
