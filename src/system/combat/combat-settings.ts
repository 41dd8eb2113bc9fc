/** The world's default combat method; each Combat may choose its own (SIMP-01 Simplified or Standard). */
import type { CombatMethod } from "../../rules/combat/types.js";

export const COMBAT_METHODS = ["simplified", "standard"] as const satisfies readonly CombatMethod[];
export const METHOD_SETTING = "combatMethod";

export function registerCombatSettings(): void {
  game.settings.register("swordworld25", METHOD_SETTING, {
    name: "SW25.Combat.Setting.Method.Name",
    hint: "SW25.Combat.Setting.Method.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      simplified: "SW25.Combat.Method.simplified",
      standard: "SW25.Combat.Method.standard",
    },
    default: "simplified",
    requiresReload: false,
  });
}

export function defaultMethod(): CombatMethod {
  const value: unknown = game.settings?.get("swordworld25", METHOD_SETTING);
  return COMBAT_METHODS.find((m) => m === value) ?? "simplified";
}
