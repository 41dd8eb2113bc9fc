/** The world setting of magic expansion's reading (src/rules/character/magic-expansion.ts, EXPANSION_COMBINE). */
import {
  EXPANSION_COMBINE,
  type ExpansionCombine,
} from "../../rules/character/techniques/magic-expansion.js";
import { ROUNDS_END, type RoundsEnd } from "../../rules/character/techniques/technique-durations.js";

import { registerCombatCounterSetting } from "./combat-counters.js";

const SYSTEM_ID = "swordworld25";
export const EXPANSION_COMBINE_SETTING = "magicExpansionCombine";
export const ROUNDS_END_SETTING = "techniqueRoundsEnd";

export function registerTechniqueSettings(): void {
  registerCombatCounterSetting();
  game.settings.register(
    SYSTEM_ID,
    EXPANSION_COMBINE_SETTING as never,
    {
      name: "SW25.Technique.Setting.Combine.Name",
      hint: "SW25.Technique.Setting.Combine.Hint",
      scope: "world",
      config: true,
      type: String,
      choices: Object.fromEntries(EXPANSION_COMBINE.map((c) => [c, `SW25.Technique.Setting.Combine.${c}`])),
      default: "multiply",
      requiresReload: false,
    } as never,
  );
  game.settings.register(
    SYSTEM_ID,
    ROUNDS_END_SETTING as never,
    {
      name: "SW25.Technique.Setting.RoundsEnd.Name",
      hint: "SW25.Technique.Setting.RoundsEnd.Hint",
      scope: "world",
      config: true,
      type: String,
      choices: Object.fromEntries(ROUNDS_END.map((c) => [c, `SW25.Technique.Setting.RoundsEnd.${c}`])),
      default: "roundStart",
      requiresReload: false,
    } as never,
  );
}

/** A stored choice among `choices`; the first (the default) when unset, unregistered or unknown. */
function storedChoice<T extends string>(key: string, choices: readonly T[]): T {
  let value: unknown;
  try {
    value = game.settings.get(SYSTEM_ID, key as never);
  } catch {
    value = undefined;
  }
  return choices.find((c) => c === value) ?? (choices[0] as T);
}

/** When a technique's rounds end in a battle; the seed's round start when unset or unknown. */
export function roundsEnd(): RoundsEnd {
  return storedChoice(ROUNDS_END_SETTING, ROUNDS_END);
}

/** The chosen reading; "multiply" when unset or unknown. */
export function expansionCombine(): ExpansionCombine {
  return storedChoice(EXPANSION_COMBINE_SETTING, EXPANSION_COMBINE);
}
