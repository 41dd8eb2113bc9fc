/** World migration entry point: applies the pure source migrations to every actor, then records the version. */
import { SCHEMA_VERSION_SETTING, SYSTEM_ID } from "../settings.js";
import { CURRENT_SCHEMA_VERSION } from "./migrate-source.js";

/** The version the world's data was last migrated to. */
export function worldSchemaVersion(): number {
  return game.settings?.get(SYSTEM_ID, SCHEMA_VERSION_SETTING) ?? 0;
}

/**
 * Stores every world actor's upgraded data (compendium packs are migrated with the CLI, not here).
 * The upgrade itself runs in the data models' `migrateData` as each document loads (see
 * migrate-source.ts), so `toObject()` already holds the new shape: writing it whole makes it permanent.
 */
export async function migrateWorld(fromVersion: number = worldSchemaVersion()): Promise<void> {
  // One writer: the active GM. Other GMs connected at the same time would write the same actors twice.
  const user = game.user;
  if (!user?.isGM || game.users?.activeGM?.id !== user.id || fromVersion >= CURRENT_SCHEMA_VERSION) return;
  const actors = [...(game.actors ?? [])];
  if (actors.length === 0) {
    // A new (or empty) world: nothing to upgrade, so nothing to tell anyone.
    await game.settings?.set(SYSTEM_ID, SCHEMA_VERSION_SETTING, CURRENT_SCHEMA_VERSION);
    return;
  }
  ui.notifications?.info(game.i18n?.localize("SW25.Migration.Started") ?? "");
  for (const actor of actors) {
    const system = actor.toObject().system;
    await actor.update({ system } as Actor.UpdateData, { diff: false, recursive: false });
  }
  await game.settings?.set(SYSTEM_ID, SCHEMA_VERSION_SETTING, CURRENT_SCHEMA_VERSION);
  ui.notifications?.info(game.i18n?.localize("SW25.Migration.Finished") ?? "");
}
