/** After a battle: short effects cleaned up, and the minutes looting defeated monsters and using herbs take. */
import { fail, ok, type Result } from "../../errors.js";
import { entry, type LogEntry } from "../log.js";
import { findCombatant } from "../roster.js";
import { countedMonsters } from "../sections-and-mounts/mounts.js";
import { sectionDown } from "../sections-and-mounts/sections.js";
import type { BattleState } from "../types.js";
import { cleanupAfterCombat } from "./round.js";

/** FLOW-07: searching one defeated monster for loot takes 10 minutes. */
export const MINUTES_PER_LOOTED_MONSTER = 10;
/** FLOW-08: each use of Lifegrass or Magic Herb after combat takes 10 minutes. */
export const MINUTES_PER_HERB = 10;

export interface AftermathWork {
  /** Defeated monsters whose loot is rolled (a rider and its mount are two: INIT-06). */
  readonly monstersLooted: number;
  /** Uses of Lifegrass or Magic Herb. */
  readonly herbsUsed: number;
}

export interface AftermathTime {
  readonly lootMinutes: number;
  readonly herbMinutes: number;
  /** Our reading: the work is done one task after another, so the times add up. */
  readonly totalMinutes: number;
}

function countError(name: string, value: number): Result<never> | null {
  if (Number.isInteger(value) && value >= 0) return null;
  return fail("Combat.AftermathCount", `${name} must be a whole number of 0 or more, not ${value}`, {
    rule: name === "monstersLooted" ? "FLOW-07" : "FLOW-08",
    params: { name, value: String(value) },
  });
}

/** FLOW-07 / FLOW-08: the minutes spent after combat on loot and herbs. A bad count is an error value. */
export function aftermathMinutes(work: AftermathWork): Result<AftermathTime> {
  const bad = countError("monstersLooted", work.monstersLooted) ?? countError("herbsUsed", work.herbsUsed);
  if (bad) return bad;
  const lootMinutes = work.monstersLooted * MINUTES_PER_LOOTED_MONSTER;
  const herbMinutes = work.herbsUsed * MINUTES_PER_HERB;
  return ok({ lootMinutes, herbMinutes, totalMinutes: lootMinutes + herbMinutes });
}

/**
 * FLOW-07 / INIT-06: the monsters that may be looted: every counted monster (a rider and its mount
 * separately) that was defeated, i.e. is dead or has no section standing. Our reading: a monster that
 * surrendered or fled was not defeated, so it leaves no loot.
 */
export function lootableMonsters(state: BattleState): string[] {
  return countedMonsters(state).filter((id) => {
    const c = findCombatant(state, id);
    if (!c || c.status.fled || c.status.surrendered) return false;
    return c.status.dead || c.sections.every(sectionDown);
  });
}

export interface AfterCombatOptions {
  /** FLOW-06: short effects the GM keeps because another combat follows (`true`: all of them). */
  readonly keep?: boolean | readonly string[];
  readonly herbsUsed?: number;
}

export interface AfterCombat {
  readonly state: BattleState;
  readonly log: LogEntry[];
  readonly lootable: string[];
  readonly time: AftermathTime;
}

/**
 * Post-combat clean-up (FLOW-06) and the time it costs to loot every defeated monster (FLOW-07) and
 * use `herbsUsed` herbs (FLOW-08), logged as one `aftermath` entry.
 */
export function afterCombat(state: BattleState, options: AfterCombatOptions = {}): Result<AfterCombat> {
  const lootable = lootableMonsters(state);
  const time = aftermathMinutes({ monstersLooted: lootable.length, herbsUsed: options.herbsUsed ?? 0 });
  if (!time.ok) return time;
  const cleaned = cleanupAfterCombat(state, options.keep ?? false);
  const log = [
    ...cleaned.log,
    entry("aftermath", { lootable, herbsUsed: options.herbsUsed ?? 0, ...time.value }),
  ];
  return ok({ state: cleaned.state, log, lootable, time: time.value });
}
