/**
 * When a combat ends, the active GM empties its combatants' 楽素 and 陣気 (or keeps them: the world setting
 * `combatEndCounters`). The rule is `countersAtCombatEnd` (src/rules/character/techniques.ts); this module
 * only finds the actors (each once, a token's own actor for an unlinked token) and writes their updates.
 */
import {
  COMBAT_END_COUNTERS,
  type CombatEndCounters,
  countersAtCombatEnd,
} from "../../rules/character/techniques/techniques.js";

const SYSTEM_ID = "swordworld25";
export const COMBAT_END_COUNTERS_SETTING = "combatEndCounters";

export function registerCombatCounterSetting(): void {
  game.settings.register(
    SYSTEM_ID,
    COMBAT_END_COUNTERS_SETTING as never,
    {
      name: "SW25.Technique.Setting.CombatEnd.Name",
      hint: "SW25.Technique.Setting.CombatEnd.Hint",
      scope: "world",
      config: true,
      type: String,
      choices: Object.fromEntries(
        COMBAT_END_COUNTERS.map((c) => [c, `SW25.Technique.Setting.CombatEnd.${c}`]),
      ),
      default: "reset",
      requiresReload: false,
    } as never,
  );
}

/** The stored choice; "reset" when unset, unregistered or unknown. */
export function combatEndCounters(): CombatEndCounters {
  let value: unknown;
  try {
    value = game.settings.get(SYSTEM_ID, COMBAT_END_COUNTERS_SETTING as never);
  } catch {
    value = undefined;
  }
  return COMBAT_END_COUNTERS.find((c) => c === value) ?? "reset";
}

/** What the hook needs of an actor: its uuid (to count it once), its type, its stored system and its update. */
export interface CounterActor {
  readonly uuid: string;
  readonly type: string;
  readonly system: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * Empties the combat counters of each character among `actors` (each actor once), as `choice` says. Every
 * actor is written on its own, so one refused update never keeps the others from theirs. Returns the number
 * of actors whose update failed.
 */
export async function resetCombatCounters(
  actors: readonly (CounterActor | null | undefined)[],
  choice: CombatEndCounters,
): Promise<number> {
  const seen = new Set<string>();
  let failed = 0;
  for (const actor of actors) {
    if (actor?.type !== "character" || seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    const counters = countersAtCombatEnd(
      (actor.system as { classResources?: unknown })?.classResources,
      choice,
    );
    if (!counters) continue;
    const update = Object.fromEntries(
      Object.entries(counters).map(([key, value]) => [`system.classResources.${key}`, value]),
    );
    try {
      await actor.update(update);
    } catch (error) {
      console.warn(error);
      failed += 1;
    }
  }
  return failed;
}

/** The documented `deleteCombat` hook: only the active GM writes; a failure is told once, localized. */
export function registerCombatCounterHooks(): void {
  Hooks.on("deleteCombat", (combat) => {
    if (game.user?.isActiveGM !== true) return;
    const actors = [...combat.combatants].map((c) => c.actor as unknown as CounterActor | null);
    void resetCombatCounters(actors, combatEndCounters()).then((failed) => {
      if (failed > 0)
        ui.notifications?.error(
          game.i18n?.format("SW25.Technique.CombatEndFailed", { count: String(failed) }) ?? "",
        );
    });
  });
}
