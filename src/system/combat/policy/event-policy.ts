/**
 * Who may send which battle event. Not a game rule: it is Foundry's ownership model. Players send events
 * for combatants they own; the GM client checks the same thing again before applying a relayed event.
 */

import { step } from "../../../rules/combat/battle.js";
import type { BattleEvent, MajorAction, MinorAction, SpellSpec } from "../../../rules/combat/events.js";
import { latecomer } from "../../../rules/combat/roster-events.js";
import type { BattleState, Side } from "../../../rules/combat/types.js";
import type { DiceSource } from "../../../rules/dice/dice-source.js";
import type { RuleError } from "../../../rules/errors.js";
import type { Arsenal } from "./arsenal.js";

/** The combatant an event acts for, if any. */
export function eventActor(event: BattleEvent): string | null {
  switch (event.type) {
    case "monsterKnowledge":
    case "startTurn":
    case "declareRetreat":
    case "move":
    case "moveTo":
    case "major":
    case "minor":
    case "endTurn":
      return event.actorId;
    case "place":
      return event.combatantId;
    // The Lildraken's Wind Wings: the flier's own, in its turn (wind-wings.ts).
    case "windWings":
      return event.combatantId;
    // MOUNT-05: getting on or off is the rider's action, in the rider's turn.
    case "mount":
    case "dismount":
      return event.riderId;
    default:
      return null;
  }
}

/** Events that only move the battle forward and act for nobody in particular. */
const SHARED_FLOW: ReadonlySet<BattleEvent["type"]> = new Set(["rollInitiative", "startRound"]);

export interface Requester {
  readonly isGM: boolean;
  /** Whether the user owns the engine combatant with this id. */
  owns(combatantId: string): boolean;
  /** Whether the user owns any combatant of this side. */
  ownsSide(side: Side): boolean;
}

/**
 * MOUNT-01/07: the mount whose major actions are its jockey's commands in the open turn: in the jockey's
 * turn, the mount the engine records as commanded. Ownership follows the order, not the mount's actor.
 */
function commandedBy(state: BattleState, mountId: string): string | null {
  const turn = state.turn;
  return turn?.mount?.id === mountId && turn.actorId !== mountId ? turn.actorId : null;
}

/**
 * Players: their own combatants' events, the shared flow, and ending their side's placement. Damage,
 * statuses, effects, flight, falls, water, the mount-weakness contest and overrides stay with the GM.
 * With the battle `state`, a player owning a jockey may also send the major actions of the mount it
 * commands in its turn (MOUNT-01), whoever owns the mount's actor.
 */
export function mayRequest(event: BattleEvent, user: Requester, state?: BattleState | null): boolean {
  if (user.isGM) return true;
  if (event.type === "override") return false;
  if (SHARED_FLOW.has(event.type)) return true;
  if (event.type === "endPlacement") return user.ownsSide(event.side);
  // STD-17..23: a block is sent for its blockers; a player blocks with combatants they own, all of them.
  if (event.type === "block")
    return (
      Array.isArray(event.blockerIds) && event.blockerIds.length > 0 && event.blockerIds.every(user.owns)
    );
  // A forced move is the effect of someone's spell or skill, resolved by the GM like damage.
  if (event.type === "move" && event.forced === true) return false;
  // STD-04: where a combatant without a point stands is the GM's word, like the opening positions.
  if (event.type === "place" && "at" in event) return false;
  const actor = eventActor(event);
  if (actor === null) return false;
  if (user.owns(actor)) return true;
  if (event.type !== "major" || !state) return false;
  const jockey = commandedBy(state, actor);
  return jockey !== null && user.owns(jockey);
}

/** Why a player's event is refused although it acts for their own combatant; the key is `SW25.Error.<code>`. */
export type PlayerEventProblem =
  | "Combat.PlayerRolls"
  | "Combat.PlayerDamage"
  | "Combat.UnknownSpell"
  | "Combat.UnknownWeapon"
  | "Combat.PlayerLatecomer"
  | "Combat.NotYourSpell"
  | "Combat.PlayerMagicalMove";

/** What the GM's client knows when it judges a player's event: the battle as stored, and who owns what. */
export interface PlayerEventContext {
  readonly state: BattleState;
  readonly owns: (combatantId: string) => boolean;
}

/** Key order does not matter, every field does: an extra field is a different spell. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

const knownSpell = (spell: SpellSpec | undefined, arsenal: Arsenal): boolean =>
  spell !== undefined && arsenal.spells.some((s) => canonical(s.spell) === canonical(spell));

/** An attack as the tracker builds it: an equipped weapon's form and range, or the bare melee row. */
const knownWeapon = (action: Extract<MajorAction, { kind: "attack" }>, arsenal: Arsenal): boolean =>
  (action.form === "melee" && action.range === undefined) ||
  arsenal.weapons.some((w) => w.form === action.form && w.range === action.range);

/**
 * Numbers a player's event may not carry. Players' requests reach the GM as data anyone can forge, so
 * rolls, damage and spell costs come from the GM's dice and the caster's items, never from the request:
 * a player's event must be one the tracker could have built. `arsenalOf` reads the combatant's items.
 */
export function playerEventProblem(
  event: BattleEvent,
  arsenalOf: (combatantId: string) => Arsenal,
  context?: PlayerEventContext,
): PlayerEventProblem | null {
  switch (event.type) {
    case "place": {
      // A latecomer is placed by the GM, anywhere (roster-events.ts): a player would skip SIMP-03.
      const c = context?.state.combatants.find((x) => x.id === event.combatantId);
      return context && c && latecomer(context.state, c) ? "Combat.PlayerLatecomer" : null;
    }
    case "monsterKnowledge":
      return event.total === undefined ? null : "Combat.PlayerRolls";
    // A magical relocation cannot be blocked (STD-23): it is a spell's effect, resolved by the GM.
    case "moveTo":
      return event.magical === true ? "Combat.PlayerMagicalMove" : null;
    case "rollInitiative":
      return event.total === undefined && event.ambush === undefined ? null : "Combat.PlayerRolls";
    case "major": {
      const action = event.action as MajorAction | undefined;
      if (action?.kind === "attack") {
        if (action.damage !== undefined) return "Combat.PlayerDamage";
        return knownWeapon(action, arsenalOf(event.actorId)) ? null : "Combat.UnknownWeapon";
      }
      if (action?.kind === "cast") {
        if (action.damage !== undefined) return "Combat.PlayerDamage";
        return knownSpell(action.spell, arsenalOf(event.actorId)) ? null : "Combat.UnknownSpell";
      }
      return null;
    }
    case "minor": {
      const action = event.action as MinorAction | undefined;
      if (action?.kind === "endSpell") {
        // Only the caster ends a spell: the effect must name a caster this player owns.
        const effect = context?.state.effects.find((e) => e.id === action.effectId);
        if (!context || !effect) return null;
        return effect.casterId !== undefined && context.owns(effect.casterId) ? null : "Combat.NotYourSpell";
      }
      if (action?.kind !== "magic") return null;
      return knownSpell(action.spell, arsenalOf(event.actorId)) ? null : "Combat.UnknownSpell";
    }
    default:
      return null;
  }
}

/** Dice for dry runs: legality never depends on a roll, and a constant source cannot run out. */
const DRY_DICE: DiceSource = { d6: () => 1 };

/** The rule errors this event would raise now; the state is not changed (the reducer is pure). */
export function dryRun(state: BattleState, event: BattleEvent): readonly RuleError[] {
  return step(state, event, DRY_DICE).errors;
}
