/**
 * The system's `ready` hook (world migration, round durations) and the item hooks that keep mounts' levels
 * current.
 */
import { SW25Actor } from "../documents/actor.js";
import { migrateEffectShapes } from "../migrations/effect-shape.js";
import { migrateWorld } from "../migrations/migrate-world.js";
import { registerCombatCounterHooks } from "../techniques/combat-counters.js";
import { registerEffectDurationHooks } from "./effect-durations.js";
import { registerStartingVitalsHooks } from "./starting-vitals.js";

/** A class item changed on an actor: mounts ridden by it re-read their level (facts §6). */
function refreshRiderMounts(item: Item.Implementation): void {
  const owner = item.parent;
  if (item.type === "class" && owner instanceof SW25Actor) owner.refreshMounts();
}

/** World migration for the GM (data, then stored effects' shape), mounts' levels in step with their riders, Active Effect round durations. */
export function registerReadyHooks(): void {
  Hooks.once("ready", async () => {
    await migrateWorld();
    // Stored effects in the running Foundry's shape (nothing to do unless the world came from an older one).
    const failed = game.user?.isActiveGM ? await migrateEffectShapes() : 0;
    if (failed > 0)
      ui.notifications?.error(
        game.i18n?.format("SW25.Compat.EffectMigrationFailed", { failed: String(failed) }) ?? "",
        { permanent: true },
      );
    for (const actor of game.actors ?? []) if (actor instanceof SW25Actor) actor.refreshMounts();
  });
  Hooks.on("createItem", refreshRiderMounts);
  Hooks.on("updateItem", refreshRiderMounts);
  Hooks.on("deleteItem", refreshRiderMounts);
  registerEffectDurationHooks();
  registerCombatCounterHooks();
  registerStartingVitalsHooks();
}
