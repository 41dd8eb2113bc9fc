/**
 * The names a viewer may read in the tracker and battle cards: an unidentified monster shows its alias
 * (or "unknown monster") to players until Monster Knowledge identifies it (INIT-02, `monsterView`).
 */
import { monsterView } from "../../rules/character/monster-knowledge.js";
import type { BattleState } from "../../rules/combat/types.js";
import type { Translate } from "./tracker-buttons.js";

/** What the monster's actor says about its identity (absent for non-monsters and combatants without actor). */
export interface MonsterIdentitySource {
  readonly unidentifiedName: string;
  readonly identified: boolean;
  readonly weaknessKnown: boolean;
}

export type IdentityLookup = (combatantId: string) => MonsterIdentitySource | undefined;

export const noIdentities: IdentityLookup = () => undefined;

/** Name by combatant id for this viewer; the battle's own INIT-02 record counts as identification. */
export function battleNames(
  state: BattleState,
  isGM: boolean,
  identity: IdentityLookup,
  t: Translate,
): (id: string) => string {
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  return (id) => {
    const c = byId.get(id);
    if (!c) return id;
    const known = identity(id);
    if (c.kind !== "monster" || !known) return c.name;
    const record = state.knowledge[id];
    const view = monsterView(
      {
        name: c.name,
        unidentifiedName: known.unidentifiedName,
        identified: known.identified || record?.identified === true,
        weaknessKnown: known.weaknessKnown || record?.weakPoint === true,
      },
      isGM,
    );
    return view.name ?? t("SW25.Combat.UnknownMonster");
  };
}
