/**
 * The system's `ready` hook (world migration, round durations) and the item hooks that keep mounts' levels
 * current.
 */
import { SW25Actor } from "../documents/actor.js";
import { migrateEffectShapes } from "../migrations/effect-shape.js";
import { CURRENT_SCHEMA_VERSION } from "../migrations/migrate-source.js";
import { SCHEMA_VERSION_SETTING, SYSTEM_ID } from "../settings.js";
import { registerCombatCounterHooks } from "../techniques/combat-counters.js";
import { registerEffectDurationHooks } from "./effect-durations.js";
import { registerStartingVitalsHooks } from "./starting-vitals.js";

/**
 * Whether the world migration may have work on this client: the active GM, with data older than the code (the
 * checks migrate-world.ts makes first). Only then does its code load (a chunk of its own); it checks again.
 */
function migrationMayBeDue(): boolean {
  const user = game.user;
  if (!user?.isGM || game.users?.activeGM?.id !== user.id) return false;
  const stored: unknown = game.settings?.get(SYSTEM_ID, SCHEMA_VERSION_SETTING as never);
  return !(typeof stored === "number" && Number.isInteger(stored) && stored >= CURRENT_SCHEMA_VERSION);
}

/** A class item changed on an actor: mounts ridden by it re-read their level (facts §6). */
function refreshRiderMounts(item: Item.Implementation): void {
  const owner = item.parent;
  if (item.type === "class" && owner instanceof SW25Actor) owner.refreshMounts();
}

/** World migration for the GM (data, then stored effects' shape), mounts' levels in step with their riders, Active Effect round durations. */
export function registerReadyHooks(): void {
  Hooks.once("ready", async () => {
    if (migrationMayBeDue()) await (await import("../migrations/migrate-world.js")).migrateWorld();
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
