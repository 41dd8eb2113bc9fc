/**
 * Foundry's own combat tracker (the sidebar), showing players the same names as the battle board: an
 * unidentified monster goes by its alias, lettered when two share one (names.ts).
 */
import type { SW25Combat } from "../battle/combat.js";
import { localize } from "../battle/combat.js";
import { battleNames } from "../battle/names.js";

const CoreTracker = foundry.applications.sidebar.tabs.CombatTracker;
type TurnArgs = Parameters<InstanceType<typeof CoreTracker>["_prepareTurnContext"]>;

export class SW25CombatTracker extends CoreTracker {
  protected override async _prepareTurnContext(...[combat, combatant, index]: TurnArgs) {
    const turn = await super._prepareTurnContext(combat, combatant, index);
    const battle = combat as unknown as SW25Combat;
    const state = battle.battle;
    if (game.user?.isGM || !state) return turn;
    return { ...turn, name: battleNames(state, false, battle.identityLookup(), localize)(combatant.id) };
  }
}
