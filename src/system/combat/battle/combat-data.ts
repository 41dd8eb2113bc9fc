/**
 * `combat.system`: the chosen method and the battle state. The state is stored as one JSON string so an
 * update replaces it whole (a merged object update would keep keys the reducer removed).
 */
import { normalizeBattle } from "../../../rules/combat/normalize.js";
import type { BattleState } from "../../../rules/combat/types.js";
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

/**
 * The state read last for each combat, with the JSON it was read from. A state is a value nobody writes
 * (the reducer copies what an event changes), so while the stored JSON is the same every reader shares it:
 * the ruler and token refreshes of a drag read it every frame, and the reducer's next event starts from the
 * very state the last one made (which lets it skip work that event left as it was, rules/combat/draft.ts).
 */
const readStates = new WeakMap<object, { json: string; state: BattleState | null }>();

/** `readBattle` for `owner`'s stored `json`, shared while the JSON stays the same. */
export function battleOf(owner: object, json: string): BattleState | null {
  const cached = readStates.get(owner);
  if (cached?.json === json) return cached.state;
  const state = readBattle(json);
  readStates.set(owner, { json, state });
  return state;
}

/** Notes that `owner` now stores `json`, written from `state` (the reducer's result): its next read is `state`. */
export function rememberBattle(owner: object, json: string, state: BattleState): void {
  readStates.set(owner, { json, state });
}

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
