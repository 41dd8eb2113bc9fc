// Declaration merging for the combat documents (Actor/Item live in src/system/types.d.ts).
import type { SW25Combat } from "./combat.js";
import type { CombatData } from "./combat-data.js";
import type { SW25Combatant } from "./combatant.js";
import type { CombatantData } from "./combatant-data.js";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Combat: typeof SW25Combat;
    Combatant: typeof SW25Combatant;
  }

  interface DataModelConfig {
    Combat: { base: typeof CombatData };
    Combatant: { base: typeof CombatantData };
  }

  interface SettingConfig {
    "swordworld25.combatMethod": "simplified" | "standard";
    "swordworld25.standardGrowingMoves": boolean;
  }
}
