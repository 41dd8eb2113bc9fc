/**
 * `combat.system`: the chosen method and the battle state. The state is stored as one JSON string so an
 * update replaces it whole (a merged object update would keep keys the reducer removed).
 */
import { normalizeBattle } from "../../rules/combat/normalize.js";
import type { BattleState } from "../../rules/combat/types.js";
import { COMBAT_METHODS } from "./combat-settings.js";

const fields = foundry.data.fields;

function defineCombatSchema() {
  return {
    method: new fields.StringField({
      required: true,
      blank: false,
      choices: [...COMBAT_METHODS],
      initial: "simplified",
    }),
    battle: new fields.StringField({ required: true, blank: true, initial: "" }),
  };
}
export type CombatSchema = ReturnType<typeof defineCombatSchema>;

/** The stored state, re-checked by the engine's normalizer; null before the battle is set up or when unreadable. */
export function readBattle(json: string): BattleState | null {
  if (json === "") return null;
  try {
    const parsed = normalizeBattle(JSON.parse(json));
    return parsed.ok ? parsed.value : null;
  } catch {
    return null;
  }
}

export class CombatData extends foundry.abstract.TypeDataModel<CombatSchema, Combat.Implementation> {
  static override defineSchema(): CombatSchema {
    return defineCombatSchema();
  }
}
