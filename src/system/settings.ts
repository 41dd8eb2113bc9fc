/** World settings of the system. Registered in init through `registerSettings()`. */
import { MOUNT_LEVEL_SOURCES, type MountLevelSource } from "../rules/character/vocabulary.js";
import type { HealingWakeRule } from "../rules/damage/vitals.js";
import { registerPartySettings } from "./party/party-settings.js";
import { registerTechniqueSettings } from "./techniques/technique-settings.js";

export const SYSTEM_ID = "swordworld25";

/** Where a mount's level comes from: the rulebooks' 2.5 fact is uncertain (facts §6), so the GM picks. */
export const MOUNT_LEVEL_SETTING = "mountLevelSource";

/** Whether healing above 0 HP wakes an unconscious character: the facts name only First Aid and Awaken (§9). */
export const HEALING_WAKE_SETTING = "healingWakeRule";

/** The data schema version the world was last migrated to (see migrations/). */
export const SCHEMA_VERSION_SETTING = "schemaVersion";

/** Mounts derive their level when prepared: a new level source must re-prepare them (and their open sheets). */
function refreshAllMounts(): void {
  for (const actor of game.actors ?? []) {
    if (actor.type !== "mount") continue;
    actor.reset();
    void actor.sheet?.render();
  }
}

export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, SCHEMA_VERSION_SETTING, {
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
  game.settings.register(SYSTEM_ID, MOUNT_LEVEL_SETTING, {
    name: "SW25.Setting.MountLevelSource.Name",
    hint: "SW25.Setting.MountLevelSource.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      riderLevel: "SW25.Setting.MountLevelSource.RiderLevel",
      adventurerLevel: "SW25.Setting.MountLevelSource.AdventurerLevel",
    },
    default: "riderLevel",
    requiresReload: false,
    onChange: refreshAllMounts,
  });
  game.settings.register(SYSTEM_ID, HEALING_WAKE_SETTING, {
    name: "SW25.Setting.HealingWakeRule.Name",
    hint: "SW25.Setting.HealingWakeRule.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      stayUnconscious: "SW25.Setting.HealingWakeRule.stayUnconscious",
      wakeAboveZero: "SW25.Setting.HealingWakeRule.wakeAboveZero",
    },
    default: "stayUnconscious",
    requiresReload: false,
  });
  registerTechniqueSettings();
  registerPartySettings();
}

/** The current healing wake rule; before registration (or with a bad stored value) "stay unconscious". */
export function healingWakeRule(): HealingWakeRule {
  const value: unknown = game.settings?.get(SYSTEM_ID, HEALING_WAKE_SETTING);
  return value === "wakeAboveZero" ? "wakeAboveZero" : "stayUnconscious";
}

/** The current setting; before registration (or with a bad stored value) the Rider-level reading. */
export function mountLevelSource(): MountLevelSource {
  const value: unknown = game.settings?.get(SYSTEM_ID, MOUNT_LEVEL_SETTING);
  return MOUNT_LEVEL_SOURCES.find((source) => source === value) ?? "riderLevel";
}
