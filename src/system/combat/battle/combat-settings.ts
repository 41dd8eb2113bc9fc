/** The world's default combat method; each Combat may choose its own (SIMP-01 Simplified or Standard). */
import type { CombatMethod } from "../../../rules/combat/types.js";

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
  registerMovementSetting();
}

/**
 * MOVE-01 (docs/standard-combat.md "Readings we chose"): whether a Standard movement read from the metres
 * grows with the turn's later moves (a token moved a square at a time), written into each battle set up.
 */
export const GROWING_MOVES_SETTING = "standardGrowingMoves";

export function registerMovementSetting(): void {
  game.settings.register("swordworld25", GROWING_MOVES_SETTING, {
    name: "SW25.Combat.Setting.GrowingMoves.Name",
    hint: "SW25.Combat.Setting.GrowingMoves.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
    requiresReload: false,
  });
}

/** The world's choice for new Standard battles (true unless the GM turned it off). */
export function growingMoves(): boolean {
  return game.settings?.get("swordworld25", GROWING_MOVES_SETTING) !== false;
}

export function defaultMethod(): CombatMethod {
  const value: unknown = game.settings?.get("swordworld25", METHOD_SETTING);
  return COMBAT_METHODS.find((m) => m === value) ?? "simplified";
}
