// All declaration merging into the Foundry types lives here (see docs/toolchain notes).
import type { AccessoryData } from "./data/accessory-data.js";
import type { ArmorData } from "./data/armor-data.js";
import type { BirthData } from "./data/birth-data.js";
import type { CharacterData } from "./data/character-data.js";
import type { ClassData } from "./data/class-data.js";
import type { FeatData } from "./data/feat-data.js";
import type { GearData } from "./data/gear-data.js";
import type { MonsterData } from "./data/monster-data.js";
import type { MountData } from "./data/mount-data.js";
import type { PartyData } from "./data/party-data.js";
import type { RaceData } from "./data/race-data.js";
import type { ShieldData } from "./data/shield-data.js";
import type { SpellData } from "./data/spell-data.js";
import type { TechniqueData } from "./data/technique-data.js";
import type { WeaponData } from "./data/weapon-data.js";
import type { SW25Actor } from "./documents/actor.js";
import type { SW25Item } from "./documents/item.js";

declare module "fvtt-types/configuration" {
  interface AssumeHookRan {
    init: never;
  }

  interface SystemNameConfig {
    name: "swordworld25";
  }

  interface DocumentClassConfig {
    Actor: typeof SW25Actor;
    Item: typeof SW25Item;
  }

  interface DataModelConfig {
    Actor: {
      character: typeof CharacterData;
      monster: typeof MonsterData;
      mount: typeof MountData;
      party: typeof PartyData;
    };
    Item: {
      weapon: typeof WeaponData;
      armor: typeof ArmorData;
      shield: typeof ShieldData;
      accessory: typeof AccessoryData;
      class: typeof ClassData;
      race: typeof RaceData;
      feat: typeof FeatData;
      spell: typeof SpellData;
      gear: typeof GearData;
      technique: typeof TechniqueData;
      birth: typeof BirthData;
    };
  }

  namespace Hooks {
    /**
     * v13 token movement hooks (foundryvtt.com/api: hookEvents.preMoveToken, hookEvents.moveToken), read
     * by the Standard Combat canvas hooks. preMoveToken fires on the client that moves the token and
     * rejects the whole movement by returning false; moveToken fires on every client afterwards.
     */
    interface HookConfig {
      preMoveToken: (
        document: TokenDocument.Implementation,
        movement: TokenMovementHookData,
        operation: unknown,
      ) => boolean | undefined;
      moveToken: (
        document: TokenDocument.Implementation,
        movement: TokenMovementHookData,
        operation: unknown,
        user: User.Implementation,
      ) => void;
    }
  }

  interface SettingConfig {
    "swordworld25.mountLevelSource": "riderLevel" | "adventurerLevel";
    "swordworld25.schemaVersion": number;
    "swordworld25.healingWakeRule": "stayUnconscious" | "wakeAboveZero";
    "swordworld25.gmMoveOverride": boolean;
  }
}

/** What the system reads of a v13 TokenMovementOperation: its id, chain, origin and waypoints. */
interface TokenMovementHookData {
  readonly id: string;
  readonly chain?: readonly string[];
  readonly origin?: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  readonly passed?: {
    readonly waypoints?: readonly { x: number; y: number; width: number; height: number }[];
  };
  readonly pending?: {
    readonly waypoints?: readonly { x: number; y: number; width: number; height: number }[];
  };
}
