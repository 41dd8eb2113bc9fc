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

/** What this viewer may read of one combatant: its shown name and whether its numbers (HP) show. */
export interface ViewerSees {
  readonly name: string;
  readonly showStats: boolean;
}

/**
 * Per combatant id, what this viewer sees; the battle's own INIT-02 record counts as identification.
 * A monster with no actor to say who it is stays unknown to players.
 */
export function battleViews(
  state: BattleState,
  isGM: boolean,
  identity: IdentityLookup,
  t: Translate,
): (id: string) => ViewerSees {
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const unknown = t("SW25.Combat.UnknownMonster");
  return (id) => {
    const c = byId.get(id);
    if (!c) return { name: id, showStats: isGM };
    if (c.kind !== "monster") return { name: c.name, showStats: true };
    const known = identity(id);
    if (!known) return isGM ? { name: c.name, showStats: true } : { name: unknown, showStats: false };
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
    return { name: view.name ?? unknown, showStats: view.showStats };
  };
}

/** Name by combatant id for this viewer (see `battleViews`). */
export function battleNames(
  state: BattleState,
  isGM: boolean,
  identity: IdentityLookup,
  t: Translate,
): (id: string) => string {
  const views = battleViews(state, isGM, identity, t);
  return (id) => views(id).name;
}
