/**
 * Round durations of Active Effects (FLOW-04, FLOW-06): when a combat's round changes, the active GM asks the
 * rules which effects ran out and deletes them (on v13 and v14 alike: on v14 the effects the system writes
 * carry core's `roundStart` or the system's own expiry event, so core never ends them before the rules do); when a combat is deleted, its round-duration effects and every
 * minute-unit effect (a `duration.seconds` that is not whole hours) end (FLOW-06).
 * The effect's duration is read through the compatibility layer (v13 `duration.rounds/startRound/combat`,
 * v14 `duration.{value, units}` and `start`); the rules count from it.
 * A technique's effect "until the user's next turn" ends when the battle opens that user's turn in a later
 * round; it and a "one scene" effect end with the combat too (flags written by technique-plan.ts).
 */
import {
  expireAtCombatEnd,
  type TimedEffect,
  tickAtRoundStart,
} from "../../rules/character/techniques/effect-durations.js";
import {
  expireAtTurnStart,
  type TurnTimedEffect,
} from "../../rules/character/techniques/technique-durations.js";
import type { BattleState } from "../../rules/combat/types.js";
import { sourceOf } from "../compat/api.js";
import { timedEffectOf } from "../techniques/technique-plan.js";

/**
 * The rules' view of an applied effect. An entry that is no document (a module's plain object in an actor's
 * effects) is read as its own source (sourceOf), never called as one; its id is its uuid, or its key in the map.
 */
export function timedEffect(effect: unknown, key = ""): TimedEffect & TurnTimedEffect {
  // timedEffectOf reads the duration through the compatibility layer (compat.effectDuration).
  const uuid = (effect as { uuid?: unknown } | null)?.uuid;
  return timedEffectOf(
    typeof uuid === "string" ? uuid : key,
    sourceOf(effect) as { duration?: unknown; flags?: unknown },
  );
}

/** What the hook reads of an actor: its own embedded effects (applied copies), its uuid. */
interface EffectHolder {
  readonly uuid?: string;
  readonly effects?: Iterable<ActiveEffect.Implementation>;
}

/**
 * Every actor that may hold an effect of this combat: its combatants' actors, every world actor, and the
 * synthetic actor of every unlinked token on a world scene (a token on the scene but not in the combat holds
 * a technique's copy as well: an effect ends when its duration runs out, whoever holds it).
 */
function holders(combat: Combat.Implementation): EffectHolder[] {
  const byUuid = new Map<string, EffectHolder>();
  const add = (actor: EffectHolder | null | undefined) => {
    if (actor && !byUuid.has(actor.uuid ?? "")) byUuid.set(actor.uuid ?? `#${byUuid.size}`, actor);
  };
  for (const combatant of combat.combatants) add(combatant.actor as EffectHolder | null);
  for (const actor of (game.actors ?? []) as Iterable<EffectHolder>) add(actor);
  for (const scene of (game.scenes ?? []) as Iterable<{ tokens?: Iterable<unknown> }>)
    for (const token of scene.tokens ?? []) {
      const t = token as { actorLink?: boolean; actor?: EffectHolder | null };
      if (t.actorLink !== true) add(t.actor);
    }
  return [...byUuid.values()];
}

/**
 * The effects applied on those actors: `actor.effects` only. `allApplicableEffects()` also yields the owned
 * items' transferred effects (v13 and v14 Actor page), and an item's effect is a template (a technique's
 * "1 round" on its Duration tab): deleting it would leave the technique nothing to copy ever after.
 */
function appliedEffects(combat: Combat.Implementation): Map<string, ActiveEffect.Implementation> {
  const effects = new Map<string, ActiveEffect.Implementation>();
  for (const actor of holders(combat))
    for (const effect of actor.effects ?? [])
      if (effect) effects.set(effect.uuid ?? `#${effects.size}`, effect);
  return effects;
}

async function deleteEffects(effects: Map<string, ActiveEffect.Implementation>, ids: readonly string[]) {
  for (const id of new Set(ids)) {
    try {
      const effect = effects.get(id);
      // Only a document is deleted (a module's plain object has nothing to delete).
      if (typeof effect?.delete === "function") await effect.delete();
    } catch (error) {
      // Already gone (a module's or core's expiry action, another GM client): nothing is left to end.
      console.warn(error);
    }
  }
}

/** Only one client acts: the active GM. */
function isActingGM(): boolean {
  return game.user?.isActiveGM === true;
}

function openTurn(combat: Combat.Implementation): { round: number; combatantId: string } | null {
  const battle = (combat as unknown as { battle?: BattleState | null }).battle;
  const actorId = battle?.turn?.actorId;
  return battle && actorId ? { round: battle.round, combatantId: actorId } : null;
}

async function onUpdateCombat(
  combat: Combat.Implementation,
  changed: { round?: unknown; system?: unknown },
): Promise<void> {
  if (!isActingGM()) return;
  const roundChanged = typeof changed.round === "number";
  const turn = changed.system !== undefined ? openTurn(combat) : null;
  if (!roundChanged && !turn) return;
  const effects = appliedEffects(combat);
  const timed = [...effects].map(([key, effect]) => timedEffect(effect, key));
  const combatId = combat.id ?? "";
  const expired = [
    ...(roundChanged ? tickAtRoundStart(timed, changed.round as number, combatId).expired : []),
    ...(turn ? expireAtTurnStart(timed, { combatId, ...turn }) : []),
  ];
  await deleteEffects(effects, expired);
}

async function onDeleteCombat(combat: Combat.Implementation): Promise<void> {
  if (!isActingGM()) return;
  const effects = appliedEffects(combat);
  const timed = [...effects].map(([key, effect]) => timedEffect(effect, key));
  await deleteEffects(effects, expireAtCombatEnd(timed, combat.id ?? ""));
}

/**
 * Every client: a new round changes the rounds left that the combatants' sheets show (effectTimeLeft), though
 * no effect changed; their open sheets are drawn again.
 */
function redrawSheets(combat: Combat.Implementation, changed: { round?: unknown }): void {
  if (typeof changed.round !== "number") return;
  for (const combatant of combat.combatants) {
    const sheet = combatant.actor?.sheet as { rendered?: boolean; render(): unknown } | null | undefined;
    if (sheet?.rendered) sheet.render();
  }
}

export function registerEffectDurationHooks(): void {
  Hooks.on("updateCombat", (combat, changed) => {
    redrawSheets(combat, changed as { round?: unknown });
    void onUpdateCombat(combat, changed as { round?: unknown; system?: unknown });
  });
  Hooks.on("deleteCombat", (combat) => void onDeleteCombat(combat));
}
