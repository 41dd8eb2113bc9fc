/**
 * The names a viewer may read in the tracker and battle cards: an unidentified monster shows its alias
 * (or "unknown monster") to players until Monster Knowledge identifies it (INIT-02, `monsterView`).
 */
import { monsterView } from "../../../rules/character/monsters/monster-knowledge.js";
import type { BattleState } from "../../../rules/combat/types.js";
import type { Translate } from "../policy/rule-text.js";

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
  const unknown = t("SW25.Combat.UnknownMonster");
  const view = (c: BattleState["combatants"][number]): ViewerSees => {
    if (c.kind !== "monster") return { name: c.name, showStats: true };
    const known = identity(c.id);
    if (!known) return isGM ? { name: c.name, showStats: true } : { name: unknown, showStats: false };
    const record = state.knowledge[c.id];
    const seen = monsterView(
      {
        name: c.name,
        unidentifiedName: known.unidentifiedName,
        identified: known.identified || record?.identified === true,
        weaknessKnown: known.weaknessKnown || record?.weakPoint === true,
      },
      isGM,
    );
    return { name: seen.name ?? unknown, showStats: seen.showStats };
  };
  const views = new Map(state.combatants.map((c) => [c.id, view(c)]));
  letterAliases(views);
  return (id) => views.get(id) ?? { name: id, showStats: isGM };
}

/**
 * Two unidentified monsters under the same alias ("Unknown monster") could not be told apart on the board's
 * buttons: each gets a letter, A, B, ..., in the battle's order. Cards, board and tracker read these names.
 */
function letterAliases(views: Map<string, ViewerSees>): void {
  const byName = new Map<string, string[]>();
  for (const [id, seen] of views)
    if (!seen.showStats) byName.set(seen.name, [...(byName.get(seen.name) ?? []), id]);
  for (const [name, ids] of byName) {
    if (ids.length < 2) continue;
    ids.forEach((id, index) => {
      views.set(id, { name: `${name} ${letter(index)}`, showStats: false });
    });
  }
}

/** A, B, ..., Z, then AA, AB, ... */
function letter(index: number): string {
  const head = index >= 26 ? letter(Math.floor(index / 26) - 1) : "";
  return head + String.fromCharCode(65 + (index % 26));
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
