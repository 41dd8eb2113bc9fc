/** The Evasion and check modifiers a combatant's turn penalties add up to. */
import { findCombatant } from "../roster.js";
import type { BattleState } from "../types.js";

/**
 * The Evasion modifier from turn penalties: Full Move −4 (MOVE-02), retreat −4 (ACT-10), ambush −2 (INIT-04).
 * Penalties from different sources add up; they all end when the bearer's next turn starts.
 */
export function evasionModifier(state: BattleState, id: string): number {
  const c = findCombatant(state, id);
  return c ? c.penalties.reduce((n, p) => n + p.value, 0) : 0;
}

/** The modifier to every other check: only the ambush penalty applies to all actions (INIT-04). */
export function checkModifier(state: BattleState, id: string): number {
  const c = findCombatant(state, id);
  return c ? c.penalties.filter((p) => p.target === "allChecks").reduce((n, p) => n + p.value, 0) : 0;
}
