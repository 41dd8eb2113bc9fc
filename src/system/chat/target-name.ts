/**
 * The name a roll card gives its selected target ("Against Goblin's Evasion"). A card is rendered once for
 * every reader, so it carries the players' name: an unidentified monster's alias, lettered as on the Battle
 * Board when it fights in the active battle (names.ts), never the real name (facts §5).
 */
import type { MonsterView } from "../../rules/character/monsters/monster-knowledge.js";
import type { SW25Combat } from "../combat/battle/combat.js";
import { battleNames } from "../combat/battle/names.js";
import type { SW25Actor } from "../documents/actor.js";
import type { AgainstTarget } from "./roll-card.js";

export type { AgainstTarget };

/**
 * `battleName`: what the battle shows players for this combatant, when it fights in the active battle.
 * `seen`: what a player may see of the actor; `shownName`: its token's (or actor's) name.
 */
export function publicTargetName(
  seen: Pick<MonsterView, "name" | "showStats">,
  shownName: string,
  battleName: string | undefined,
  unknown: string,
): string {
  if (battleName !== undefined) return battleName;
  if (!seen.showStats) return seen.name ?? unknown;
  return shownName;
}

/** The players' name of a targeted token (see `publicTargetName`). */
export function targetName(token: Token.Implementation): string {
  const actor = token.actor;
  // Duck-typed, not `instanceof`: this module stays importable by tests outside Foundry.
  const seen =
    actor && "monsterView" in actor
      ? (actor as SW25Actor).monsterView(false)
      : { name: null, showStats: true };
  const localize = (key: string) => game.i18n?.localize(key) ?? key;
  const combat = game.combat as SW25Combat | null | undefined;
  const combatantId = token.document.combatant?.id ?? undefined;
  const state = combat?.battle ?? null;
  const battleName =
    combat && state && combatantId && state.combatants.some((c) => c.id === combatantId)
      ? battleNames(state, false, combat.identityLookup(), localize)(combatantId)
      : undefined;
  return publicTargetName(
    seen,
    token.name ?? actor?.name ?? "",
    battleName,
    localize("SW25.Combat.UnknownMonster"),
  );
}
