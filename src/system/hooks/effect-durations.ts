/**
 * Round durations of Active Effects (FLOW-04, FLOW-06): when a combat's round changes, the active GM asks the
 * rules which effects ran out and deletes them; when a combat is deleted, its round-duration effects and every
 * minute-unit effect (a `duration.seconds` that is not whole hours) end (FLOW-06).
 * The effect's duration is read through the compatibility layer (v13 `duration.rounds/startRound/combat`,
 * v14 `duration.{value, units}` and `start`); the rules count from it.
 */
import {
  expireAtCombatEnd,
  type TimedEffect,
  tickAtRoundStart,
} from "../../rules/character/effect-durations.js";
import { compat } from "../compat/index.js";

function timedEffect(effect: ActiveEffect.Implementation): TimedEffect {
  const { rounds, startRound, combatId, seconds } = compat.effectDuration(effect);
  return { id: effect.uuid, rounds, startRound, combatId, seconds };
}

/** Every effect on the combatants' actors, their items' effects included. */
function combatEffects(combat: Combat.Implementation): Map<string, ActiveEffect.Implementation> {
  const effects = new Map<string, ActiveEffect.Implementation>();
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (!actor) continue;
    for (const effect of actor.allApplicableEffects()) effects.set(effect.uuid, effect);
  }
  return effects;
}

async function deleteEffects(effects: Map<string, ActiveEffect.Implementation>, ids: readonly string[]) {
  for (const id of ids) await effects.get(id)?.delete();
}

/** Only one client acts: the active GM. */
function isActingGM(): boolean {
  return game.user?.isActiveGM === true;
}

async function onUpdateCombat(combat: Combat.Implementation, changed: { round?: unknown }): Promise<void> {
  if (!isActingGM() || typeof changed.round !== "number") return;
  const effects = combatEffects(combat);
  const tick = tickAtRoundStart([...effects.values()].map(timedEffect), changed.round, combat.id ?? "");
  await deleteEffects(effects, tick.expired);
}

async function onDeleteCombat(combat: Combat.Implementation): Promise<void> {
  if (!isActingGM()) return;
  const effects = combatEffects(combat);
  await deleteEffects(effects, expireAtCombatEnd([...effects.values()].map(timedEffect), combat.id ?? ""));
}

export function registerEffectDurationHooks(): void {
  Hooks.on("updateCombat", (combat, changed) => void onUpdateCombat(combat, changed as { round?: unknown }));
  Hooks.on("deleteCombat", (combat) => void onDeleteCombat(combat));
}
