/** Where an actor stands, for the relay's "is this target in play" check (relay-policy.ts, targetInPlay). */
import type { TargetPlace } from "./relay-policy.js";

/** Whether the actor is in play: a token of a world scene (linked, for a world actor) or an active combatant. */
export function placeOf(actor: Actor.Implementation): TargetPlace {
  const token = actor.token;
  const scene = token?.parent ?? null;
  const onScene = token
    ? scene !== null && !scene.pack
    : (game.scenes?.some((s) => s.tokens.some((t) => t.actorLink && t.actorId === actor.id)) ?? false);
  const inActiveCombat =
    game.combats?.some((c) => c.active && c.combatants.some((cb) => cb.actor?.uuid === actor.uuid)) ?? false;
  return { inCompendium: Boolean(actor.pack) || Boolean(scene?.pack), onScene, inActiveCombat };
}
