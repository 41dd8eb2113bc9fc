import { sideMembers } from "./roster.js";
import type { BattleState } from "./types.js";

/**
 * INIT-06: an enemy rider and its mount are two monsters for initiative, reputation, weakness and loot.
 * They are two combatants linked by `mountedWith`; this lists the monsters that count, each once.
 */
export function countedMonsters(state: BattleState): string[] {
  return sideMembers(state, "enemy")
    .filter((c) => c.kind !== "character" || c.mountedWith !== undefined)
    .map((c) => c.id);
}

/** The partner of a mounted pair, if both are in the battle. */
export function mountPartner(state: BattleState, id: string): string | null {
  const c = state.combatants.find((x) => x.id === id);
  const partner = c?.mountedWith ? state.combatants.find((x) => x.id === c.mountedWith) : undefined;
  return partner ? partner.id : null;
}
