/**
 * The system's Combat. The battle state lives in `system.battle`; every change goes through the reducer:
 * an event in, the new state (or localized errors, and nothing changed) out. Players' events reach the
 * GM's client through the socket (socket.ts); only that client writes.
 */
import { step } from "../../rules/combat/battle.js";
import type { BattleEvent } from "../../rules/combat/events.js";
import type { BattleState, CombatMethod } from "../../rules/combat/types.js";
import { randomDice } from "../../rules/dice/dice-source.js";
import { recordingDice } from "../dice/recording-dice.js";
import { postBattleLog } from "./battle-chat.js";
import { readBattle } from "./combat-data.js";
import { defaultMethod } from "./combat-settings.js";
import type { SW25Combatant } from "./combatant.js";
import { mayRequest, type Requester } from "./event-policy.js";
import { emitEvent } from "./socket.js";
import { ruleMessage } from "./tracker-buttons.js";
import { battleFromSources, type CombatantSource, methodInUse } from "./translate.js";

export const localize = (key: string, params?: Readonly<Record<string, string | number>>): string =>
  params
    ? (game.i18n?.format(key, params as Record<string, string>) ?? key)
    : (game.i18n?.localize(key) ?? key);

export class SW25Combat extends Combat {
  get chosenMethod(): CombatMethod {
    return (this.system as { method?: CombatMethod }).method ?? "simplified";
  }

  get battle(): BattleState | null {
    return readBattle((this.system as { battle?: string }).battle ?? "");
  }

  /** Who `user` is to the battle: what they own decides which events they may send. */
  requester(user: User.Implementation): Requester {
    const mine = (c: SW25Combatant) => c.actor?.testUserPermission(user, "OWNER") ?? false;
    const combatants = () => this.combatants.contents as SW25Combatant[];
    return {
      isGM: user.isGM,
      owns: (id) => combatants().some((c) => c.id === id && mine(c)),
      ownsSide: (side) => combatants().some((c) => c.battleSide === side && mine(c)),
    };
  }

  protected override async _preCreate(
    data: Combat.CreateData,
    options: Combat.Database.PreCreateOptions,
    user: User.Implementation,
  ): Promise<boolean | undefined> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    this.updateSource({ system: { method: defaultMethod() } });
    return undefined;
  }

  /** GM: build the opening state from the current combatants (INIT-01: the sides are fixed now). */
  async setupBattle(): Promise<void> {
    if (!game.user?.isGM) return;
    if (methodInUse(this.chosenMethod).fallback)
      ui.notifications?.info(localize("SW25.Combat.StandardUnavailable"));
    const sources = (this.combatants.contents as SW25Combatant[])
      .map((c) => c.battleSource())
      .filter((s): s is CombatantSource => s !== null);
    const built = battleFromSources(sources, this.chosenMethod);
    if (!built.ok) {
      ui.notifications?.warn(ruleMessage(built.error, localize));
      return;
    }
    await this.update({ round: 0, system: { battle: JSON.stringify(built.value) } });
  }

  /** Any client: apply here when GM, else relay to the GM. */
  async sendEvent(event: BattleEvent): Promise<void> {
    const user = game.user;
    if (!user) return;
    if (user.isGM) {
      const errors = await this.applyEvent(event, user);
      for (const message of errors) ui.notifications?.warn(message);
      return;
    }
    if (!mayRequest(event, this.requester(user))) {
      ui.notifications?.warn(localize("SW25.Combat.NotYours"));
      return;
    }
    emitEvent({ combatId: this.id ?? "", event, userId: user.id ?? "" });
  }

  /**
   * GM client only: runs the reducer for `requester`'s event and stores the result. Returns the localized
   * error messages (nothing is written then); a relayed request gets them back over the socket.
   */
  async applyEvent(event: BattleEvent, requester: User.Implementation): Promise<string[]> {
    const state = this.battle;
    if (!state) return [localize("SW25.Combat.NotSetUp")];
    if (!mayRequest(event, this.requester(requester))) return [localize("SW25.Combat.NotYours")];
    const dice = recordingDice(randomDice());
    const result = step(state, event, dice);
    if (result.errors.length > 0) return result.errors.map((e) => ruleMessage(e, localize));
    await this.update({
      round: result.state.round,
      turn: this.turnIndexOf(result.state),
      system: { battle: JSON.stringify(result.state) },
    });
    await postBattleLog(result.log, result.state, dice.faces, localize);
    return [];
  }

  /** Foundry's turn pointer follows the engine's open turn, so token highlights and hooks keep working. */
  private turnIndexOf(state: BattleState): number | null {
    const actorId = state.turn?.actorId;
    if (!actorId) return null;
    const index = this.turns.findIndex((c) => c.id === actorId);
    return index >= 0 ? index : null;
  }

  /** INIT-03: Foundry's "roll initiative" buttons roll the party's initiative in the engine. */
  override async rollInitiative(): Promise<this> {
    await this.sendEvent({ type: "rollInitiative" });
    return this;
  }

  override async rollAll(): Promise<this> {
    return this.rollInitiative();
  }

  override async rollNPC(): Promise<this> {
    return this.rollInitiative();
  }

  /** FLOW-01: the next round is the engine's startRound; sides advance by themselves. */
  override async nextRound(): Promise<this> {
    await this.sendEvent({ type: "startRound" });
    return this;
  }

  /** Ends the open turn (FLOW-03); with no open turn there is nothing to advance. */
  override async nextTurn(): Promise<this> {
    const actorId = this.battle?.turn?.actorId;
    if (actorId) await this.sendEvent({ type: "endTurn", actorId });
    return this;
  }
}
