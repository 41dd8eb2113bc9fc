/** Registers the Actor/Item classes, their data models, token bar attributes and the world settings. */
import { COUNTER_RESOURCES } from "../rules/character/techniques/techniques.js";

import { compat } from "./compat/index.js";
import { AccessoryData } from "./data/accessory-data.js";
import { ArmorData } from "./data/armor-data.js";
import { BirthData } from "./data/birth-data.js";
import { CharacterData } from "./data/character-data.js";
import { ClassData } from "./data/class-data.js";
import { FeatData } from "./data/feat-data.js";
import { GearData } from "./data/gear-data.js";
import { MonsterData } from "./data/monster-data.js";
import { MountData } from "./data/mount-data.js";
import { PartyData } from "./data/party-data.js";
import { RaceData } from "./data/race-data.js";
import { ShieldData } from "./data/shield-data.js";
import { SpellData } from "./data/spell-data.js";
import { TechniqueData } from "./data/technique-data.js";
import { WeaponData } from "./data/weapon-data.js";
import { SW25ActiveEffect } from "./documents/active-effect.js";
import { SW25Actor } from "./documents/actor.js";
import { SW25Item } from "./documents/item.js";
import { SW25TokenDocument } from "./documents/token.js";
import { registerSettings } from "./settings.js";

/** Call once in `init`. */
export function registerDataModels(): void {
  CONFIG.Actor.documentClass = SW25Actor;
  CONFIG.Item.documentClass = SW25Item;
  // Not declared in DocumentClassConfig: the subclass only overrides a getter, and the config costs type-checking.
  CONFIG.ActiveEffect.documentClass = SW25ActiveEffect as never;
  // Item effects apply from the item itself (stated where the running generation still has the switch).
  compat.configureEffects(CONFIG.ActiveEffect as unknown as Record<string, unknown>);
  CONFIG.Token.documentClass = SW25TokenDocument;
  Object.assign(CONFIG.Actor.dataModels, {
    character: CharacterData,
    monster: MonsterData,
    mount: MountData,
    party: PartyData,
  });
  Object.assign(CONFIG.Item.dataModels, {
    weapon: WeaponData,
    armor: ArmorData,
    shield: ShieldData,
    accessory: AccessoryData,
    class: ClassData,
    race: RaceData,
    feat: FeatData,
    spell: SpellData,
    gear: GearData,
    technique: TechniqueData,
    birth: BirthData,
  });
  // Monster and mount hp/mp are derived from their main section: shown as bars, editable on the token
  // through SW25TokenDocument.
  CONFIG.Actor.trackableAttributes = {
    // The class resources (楽素, 陣気, 命脈点) are plain counts: a token bar shows them as a number.
    character: { bar: ["hp", "mp"], value: COUNTER_RESOURCES.map((key) => `classResources.${key}`) },
    monster: { bar: ["hp", "mp"], value: [] },
    mount: { bar: ["hp", "mp"], value: [] },
    party: { bar: [], value: ["money"] },
  };
  registerSettings();
}
