/** World migration entry point: applies the pure source migrations to every actor, then records the version. */
import { SCHEMA_VERSION_SETTING, SYSTEM_ID } from "../settings.js";
import { CURRENT_SCHEMA_VERSION, migrateActorSource } from "./migrate-source.js";

/** The version the world's data was last migrated to. */
export function worldSchemaVersion(): number {
  return game.settings?.get(SYSTEM_ID, SCHEMA_VERSION_SETTING) ?? 0;
}

/** Migrates every world actor from `fromVersion` (compendium packs are migrated with the CLI, not here). */
export async function migrateWorld(fromVersion: number = worldSchemaVersion()): Promise<void> {
  if (!game.user?.isGM || fromVersion >= CURRENT_SCHEMA_VERSION) return;
  ui.notifications?.info(game.i18n?.localize("SW25.Migration.Started") ?? "", { permanent: true });
  for (const actor of game.actors ?? []) {
    const system = migrateActorSource(actor.toObject().system, fromVersion);
    if (system) await actor.update({ system } as Actor.UpdateData, { diff: false, recursive: false });
  }
  await game.settings?.set(SYSTEM_ID, SCHEMA_VERSION_SETTING, CURRENT_SCHEMA_VERSION);
  ui.notifications?.info(game.i18n?.localize("SW25.Migration.Finished") ?? "", { permanent: true });
}
