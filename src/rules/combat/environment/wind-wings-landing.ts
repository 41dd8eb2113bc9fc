/**
 * The Lildraken's Wind Wings (wind-wings.ts): the flight's effect id and the landing when it runs out, apart
 * from the take-off so that the round's duration tick (round.ts) can land a flier without importing the turn
 * rules (round.ts ← turn.ts would be a cycle).
 */
import { entry, type LogEntry } from "../log.js";
import { findCombatant } from "../roster.js";
import type { BattleState, Combatant, TimedEffect } from "../types.js";

const PREFIX = "windWings:";

/** The id of a combatant's Wind Wings effect. */
export function windWingsEffectId(combatantId: string): string {
  return `${PREFIX}${combatantId}`;
}

/** The flier a Wind Wings effect carries, or null for any other effect. */
function flierOf(effect: Readonly<TimedEffect>): string | null {
  return effect.id.startsWith(PREFIX) ? effect.id.slice(PREFIX.length) : null;
}

/**
 * The log line of a flight changed, as the GM's `setEnvironment` writes it, with the combatant's water read as
 * ENV-05 reads it (underwater.ts `waterOf`: a flier is dry; else its own water, else the battle's).
 */
export function flightChanged(draft: BattleState, me: Combatant): LogEntry {
  const w = me.flying ? null : (me.environment ?? draft.environment ?? null);
  const underwater = w?.underwater === true;
  return entry("environmentChanged", {
    combatantId: me.id,
    underwater,
    shoulderDeep: underwater && w?.shoulderDeep === true,
    flying: me.flying === true,
    altitude: me.altitude ?? 0,
  });
}

/** Sets a flier down on the draft: no longer flying, no altitude. Our reading: the wings set it down, no fall. */
export function setDown(draft: BattleState, id: string): LogEntry[] {
  const me = findCombatant(draft, id);
  if (!me) return [];
  me.flying = false;
  delete me.altitude;
  return [flightChanged(draft, me)];
}

/** FLOW-04: the fliers whose Wind Wings ran out this tick land (called by `tickDurations`). */
export function landExpiredWings(draft: BattleState, expired: readonly Readonly<TimedEffect>[]): LogEntry[] {
  return expired.flatMap((e) => {
    const id = flierOf(e);
    return id === null ? [] : setDown(draft, id);
  });
}
