/**
 * The system's Combat. The battle state lives in `system.battle`; every change goes through the reducer:
 * an event in, the new state (or localized errors, and nothing changed) out. Players' events reach the
 * active GM's client through the relay (relay/relay.ts), which names the sender as the server saw it;
 * only that client writes.
 */
import type { MpPayment, StoneChoice } from "../../../rules/character/supplies/mana-stones.js";
import type { BattleEvent } from "../../../rules/combat/events.js";
import { type StonePaidCast, stonePaidCast } from "../../../rules/combat/turn/stone-cast.js";
import type { BattleState, CombatMethod } from "../../../rules/combat/types.js";
import { spendMp } from "../../../rules/damage/vitals.js";
import type { Result } from "../../../rules/errors.js";
import { heldStones, stoneItemRefunds, stoneItemUpdates } from "../../applications/mp-payment.js";
import { foundryDice } from "../../dice/engine-roll.js";
import { sendRelayRequest } from "../../relay/relay.js";
import { healingWakeRule } from "../../settings.js";
import { loadBattleEngine } from "../engine/engine-loader.js";
import { type Arsenal, emptyArsenal } from "../policy/arsenal.js";
import type { Requester } from "../policy/event-policy.js";
import { battleEnvironmentFromScene, type FlagHolder } from "../scene/environment-flags.js";
import { type BattleScene, battleSceneOf } from "../scene/movement.js";
import {
  GRID_METRES,
  GRID_PIXELS,
  gridProblem,
  metresPerUnit,
  metricOfGrid,
  type SceneGrid,
  sceneGridOf,
  tokenCorrections,
} from "../scene/scene-metres.js";
import { type RegionLike, terrainFromRegions } from "../scene/terrain.js";
import { type MovableToken, placeToken } from "../scene/token-moves.js";
import { battleOf, rememberBattle } from "./combat-data.js";
import { defaultMethod, growingMoves } from "./combat-settings.js";
import type { SW25Combatant } from "./combatant.js";
import {
  actorHpUpdate,
  foundryPointer,
  type HpWriteback,
  hpWritebacks,
  identifications,
  joinEvent,
  mpSpent,
  syncEvent,
} from "./document-sync.js";
import { battleNames, type IdentityLookup } from "./names.js";
import { battleFromSources, type CombatantSource, mountLinks, ridersOnMounts } from "./translate.js";

export const localize = (key: string, params?: Readonly<Record<string, string | number>>): string =>
  params
    ? (game.i18n?.format(key, params as Record<string, string>) ?? key)
    : (game.i18n?.localize(key) ?? key);

export class SW25Combat extends Combat {
  get chosenMethod(): CombatMethod {
    return (this.system as { method?: CombatMethod }).method ?? "simplified";
  }

  get battle(): BattleState | null {
    return battleOf(this, (this.system as { battle?: string }).battle ?? "");
  }

  private get battleCombatants(): SW25Combatant[] {
    return this.combatants.contents as SW25Combatant[];
  }

  /** Monsters' identities as their actors record them (names.ts decides what a viewer reads). */
  identityLookup(): IdentityLookup {
    const byId = new Map(this.battleCombatants.map((c) => [c.id ?? "", c]));
    return (id) => byId.get(id)?.battleIdentity();
  }

  /** Who `user` is to the battle: what they own decides which events they may send. */
  requester(user: User.Implementation): Requester {
    const mine = (c: SW25Combatant) => c.actor?.testUserPermission(user, "OWNER") ?? false;
    const combatants = () => this.battleCombatants;
    return {
      isGM: user.isGM,
      owns: (id) => combatants().some((c) => c.id === id && mine(c)),
      ownsSide: (side) => combatants().some((c) => c.battleSide === side && mine(c)),
    };
  }

  /** What the combatant's actor really carries: a player's attack or spell must be one of these. */
  private arsenalOf(combatantId: string): Arsenal {
    return (this.combatants.get(combatantId) as SW25Combatant | undefined)?.battleArsenal() ?? emptyArsenal;
  }

  protected override async _preCreate(
    data: Combat.CreateData,
    options: Combat.Database.PreCreateOptions,
    user: User.Implementation,
  ): Promise<boolean | undefined> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    // The world's default method, unless the creator chose one.
    const chosen = (data as { system?: { method?: unknown } }).system?.method;
    if (chosen === undefined) this.updateSource({ system: { method: defaultMethod() } });
    return undefined;
  }

  /**
   * The scene the battle is fought on. v13 creates combats unlinked (`Combat#scene` null, from the tracker's
   * button and the token HUD alike), so it is read from the scenes the combatants' tokens stand on, never
   * from whichever scene happens to be viewed (docs/standard-combat.md, "On the canvas").
   */
  get battleSceneReading(): BattleScene {
    const tokenScenes = this.battleCombatants.map((c) => {
      const own = (c as unknown as { sceneId?: unknown }).sceneId;
      const token = c.token as unknown as { parent?: { id?: string | null } | null } | null;
      return token?.parent?.id ?? (typeof own === "string" ? own : null);
    });
    // A battle set up keeps the scene it was set up on: a combatant added later elsewhere cannot unhook it.
    const fixed = (this.flags as { swordworld25?: { sceneId?: unknown } } | undefined)?.swordworld25?.sceneId;
    const setUp = ((this.system as { battle?: unknown }).battle ?? "") !== "";
    if (setUp && typeof fixed === "string" && fixed !== "") return { kind: "one", sceneId: fixed };
    return battleSceneOf(this.scene?.id ?? null, tokenScenes);
  }

  /** The battle's scene document, or null when there is none or the combatants stand on several. */
  get battleScene(): Scene.Implementation | null {
    const reading = this.battleSceneReading;
    if (reading.kind !== "one") return null;
    if (this.scene?.id === reading.sceneId) return this.scene;
    return (game.scenes?.get(reading.sceneId) as Scene.Implementation | undefined) ?? null;
  }

  /** The grid of the battle's scene (Standard Combat measures in its metres), null without a usable one. */
  get sceneGrid(): SceneGrid | null {
    return sceneGridOf(this.battleScene?.grid);
  }

  /**
   * GM: build the opening state from the current combatants (INIT-01: the sides are fixed now). A Standard
   * battle reads each token's position in metres and the scene's metric (STD-04). True when built. Tokens on
   * several scenes are refused before anything is written: one battle is fought on one map.
   */
  async setupBattle(): Promise<boolean> {
    if (!game.user?.isGM) return false;
    // The battle engine (a chunk loaded on demand) before there is a battle to run.
    const { ruleMessage } = await loadBattleEngine();
    if (this.chosenMethod === "standard" && this.battleSceneReading.kind === "several") {
      ui.notifications?.warn(localize("SW25.Combat.Canvas.SeveralScenes"));
      return false;
    }
    // STD-01: a Standard battle measures in the scene's grid; one that cannot measure is named, not guessed.
    const rawGrid = this.battleScene?.grid as { size?: unknown; distance?: unknown } | null | undefined;
    if (this.chosenMethod === "standard" && rawGrid && gridProblem(rawGrid)) {
      const shown = (v: unknown) => String(v).slice(0, 30);
      ui.notifications?.warn(
        localize("SW25.Combat.Grid.Unusable", {
          size: shown(rawGrid.size),
          distance: shown(rawGrid.distance),
          minPixels: GRID_PIXELS.min,
          maxPixels: GRID_PIXELS.max,
          minMetres: GRID_METRES.min,
          maxMetres: GRID_METRES.max,
        }),
      );
      return false;
    }
    // A scene measured in units that are neither metres nor feet cannot be read as metres: said, not guessed.
    const units = (this.battleScene?.grid as { units?: unknown } | undefined)?.units;
    if (this.chosenMethod === "standard" && this.battleScene && metresPerUnit(units) === null) {
      ui.notifications?.warn(localize("SW25.Foundry.GridUnits", { units: String(units) }));
      return false;
    }
    const grid = this.sceneGrid;
    const members = this.combatants.contents as SW25Combatant[];
    // MOUNT-01: a mount actor's chosen rider, when both are in this combat, rides it from the start, on its
    // mount's point.
    const links = mountLinks(
      members.map((c) => ({
        combatantId: c.id ?? "",
        actorId: c.actor?.id ?? "",
        type: c.actor?.type ?? "",
        riderId: String((c.actor?.system as { riderId?: unknown } | undefined)?.riderId ?? ""),
      })),
    );
    const sources = ridersOnMounts(
      members.map((c) => c.battleSource(grid)).filter((s): s is CombatantSource => s !== null),
      links,
    );
    const metric = grid ? metricOfGrid(grid) : undefined;
    // ENV-05: the scene's own water (its swordworld25.environment flag), if it sets one.
    const scene = this.battleScene;
    const environment = battleEnvironmentFromScene(scene as unknown as FlagHolder | null | undefined);
    // STD-27 / STD-03: Regions the GM flagged as blocking sight or forbidden.
    const regions = [...((scene as { regions?: Iterable<unknown> } | null | undefined)?.regions ?? [])].map(
      (r) => (r as { toObject?: () => unknown }).toObject?.() ?? r,
    ) as RegionLike[];
    const terrain = grid ? terrainFromRegions(regions, grid) : {};
    const built = battleFromSources(
      sources,
      this.chosenMethod,
      metric,
      { environment, ...terrain },
      { growingMoves: growingMoves() },
    );
    if (!built.ok) {
      ui.notifications?.warn(ruleMessage(built.error, localize));
      return false;
    }
    const reading = this.battleSceneReading;
    const sceneId = reading.kind === "one" ? reading.sceneId : "";
    await this.update({
      round: 0,
      system: { battle: JSON.stringify(built.value) },
      flags: { swordworld25: { sceneId } },
    } as Combat.UpdateData);
    return true;
  }

  /**
   * Any client: apply here when GM, else relay to the active GM. A failure is shown, never swallowed. Sends
   * `event` to the battle: true when it was applied here, or sent to the GM's client; false when refused. A
   * cast's `stones` (item id and count, chosen in the stone dialog) pay part of its MP; the GM's client prices
   * them from the caster's own items.
   */
  async sendEvent(event: BattleEvent, stones: readonly StoneChoice[] = []): Promise<boolean> {
    const user = game.user;
    if (!user) return false;
    try {
      // The battle is written by one client: the active GM's. Another GM's click goes to it through the relay
      // (two GMs writing from their own copies at once would lose one write); with no other GM, its own.
      const activeGM = game.users?.activeGM;
      const paying = stones.length > 0 ? { stones } : {};
      if (user.isGM && activeGM && activeGM.id !== user.id) {
        const sent = await sendRelayRequest({
          type: "battleEvent",
          combatId: this.id ?? "",
          event,
          ...paying,
        });
        if (sent) return true;
      }
      if (user.isGM) {
        const errors = await this.applyEvent(event, user, stones);
        for (const message of errors) ui.notifications?.warn(message);
        return errors.length === 0;
      }
      const { mayRequest } = await loadBattleEngine();
      if (!mayRequest(event, this.requester(user), this.battle)) {
        ui.notifications?.warn(localize("SW25.Combat.NotYours"));
        return false;
      }
      const sent = await sendRelayRequest({ type: "battleEvent", combatId: this.id ?? "", event, ...paying });
      if (!sent) ui.notifications?.warn(localize("SW25.Error.RelayNoGm"));
      return sent;
    } catch (error) {
      console.error(error);
      ui.notifications?.error(localize("SW25.Relay.Failed"));
      return false;
    }
  }

  /**
   * GM client only: runs the reducer for `requester`'s event and stores the result. Returns the localized
   * error messages (nothing is written then); a relayed request gets them back in a whisper. `stones` pay
   * part of a cast's MP (issue 35): priced here from the caster's own items, whatever the request claims.
   */
  applyEvent(
    event: BattleEvent,
    requester: User.Implementation,
    stones: readonly StoneChoice[] = [],
  ): Promise<string[]> {
    // One at a time: each event must see the state the previous one stored, or a sync fired by a hook
    // and a click on the tracker could both start from the same state and one update would be lost.
    const run = this.#pending.then(async () => {
      const errors = await this.#applyNow(event, requester, stones);
      // A refused move (stale metres, two quick drags, a relayed nudge) must not leave its token where the
      // rules say it cannot be: it goes back to the battle's point (the errors reach the mover as before).
      if (errors.length > 0 && movesTokens(event)) await this.placeTokens();
      return errors;
    });
    this.#pending = run.catch(() => undefined);
    return run;
  }

  #pending: Promise<unknown> = Promise.resolve();

  async #applyNow(
    event: BattleEvent,
    requester: User.Implementation,
    stones: readonly StoneChoice[],
  ): Promise<string[]> {
    const { step, mayRequest, playerEventProblem, postBattleLog, ruleMessage } = await loadBattleEngine();
    const state = this.battle;
    if (!state) return [localize("SW25.Combat.NotSetUp")];
    if (!mayRequest(event, this.requester(requester), state)) return [localize("SW25.Combat.NotYours")];
    const problem = requester.isGM
      ? null
      : playerEventProblem(event, (id) => this.arsenalOf(id), {
          state,
          owns: this.requester(requester).owns,
        });
    if (problem) return [localize(`SW25.Error.${problem}`)];
    // A cast paid partly with stones: the reducer is handed it costing the MP part only (stone-cast.ts).
    const priced = stones.length > 0 ? this.priceStones(state, event, stones) : null;
    if (priced && !priced.ok) return [ruleMessage(priced.error, localize)];
    const paid = priced?.value ?? null;
    // Foundry's configured random source (CONFIG.Dice.randomUniform), recorded: the log card carries them as a Roll.
    const dice = foundryDice();
    const result = step(state, paid?.event ?? event, dice);
    if (result.errors.length > 0) return result.errors.map((e) => ruleMessage(e, localize));
    // All or nothing: the caster's MP and stones are written first, and given back if the battle's write fails.
    const refund = paid ? await this.payCast(paid) : null;
    if (refund === false) return [localize("SW25.Combat.CastNotPaid")];
    const turnOrder = this.turns.map((c) => c.id ?? "");
    const json = JSON.stringify(result.state);
    rememberBattle(this, json, result.state);
    try {
      await this.update({
        ...foundryPointer(result.state, turnOrder),
        system: { battle: json },
      });
    } catch (error) {
      if (!refund) throw error;
      console.error(error);
      await refund();
      return [localize("SW25.Combat.CastNotPaid")];
    }
    await this.recordIdentifications(result.log);
    // A cast paid with stones had its MP written above.
    if (!paid) await this.spendCastersMp(result.log);
    await this.writeBackHp(hpWritebacks(state, result.state, event));
    const names = battleNames(result.state, false, this.identityLookup(), localize);
    await postBattleLog(result.log, result.state, dice.faces, localize, names);
    return [];
  }

  /**
   * Active GM: puts every token where the battle has it (STD-09 melee centres, STD-17/20 blocks, STD-15
   * merges, a refused move), as the system's placement: not animated, not stopped by walls, not judged as a
   * move. Nothing happens outside a Standard battle or without the battle's scene.
   */
  async placeTokens(): Promise<void> {
    if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return;
    const state = this.battle;
    const scene = this.battleScene;
    const grid = sceneGridOf(scene?.grid);
    if (state?.method !== "standard" || !grid || !scene) return;
    const tokens = this.battleCombatants.flatMap((c) => {
      const token = c.token as unknown as (MovableToken & { width: number; height: number }) | null;
      return token?.id && c.id ? [{ tokenId: token.id, combatantId: c.id, place: token }] : [];
    });
    for (const fix of tokenCorrections(state.combatants, tokens, grid)) {
      const token = scene.tokens.get(fix.tokenId) as unknown as MovableToken | undefined;
      if (!token) continue;
      try {
        await placeToken(token, fix.x, fix.y);
      } catch (error) {
        console.error(error);
      }
    }
  }

  /** INIT-02: an identification made in battle is written to the monster's actor, so sheets and names reveal. */
  private async recordIdentifications(log: Parameters<typeof identifications>[0]): Promise<void> {
    for (const found of identifications(log)) {
      const actor = this.combatants.get(found.monsterId)?.actor;
      if (actor?.type !== "monster") continue;
      const system: Record<string, boolean> = {};
      if (found.identified) system.identified = true;
      if (found.weaknessKnown) system.weaknessKnown = true;
      await actor.update({ system } as Actor.UpdateData);
    }
  }

  /**
   * HP the battle changed by itself (falls, breath: ENV-01..06, SECT-06) is written to the actors, the table's
   * truth; a character brought down gets Foundry's "unconscious" status, as an applied card would give it.
   */
  private async writeBackHp(writes: readonly HpWriteback[]): Promise<void> {
    const byCombatant = new Map<string, HpWriteback[]>();
    for (const w of writes) byCombatant.set(w.combatantId, [...(byCombatant.get(w.combatantId) ?? []), w]);
    for (const [combatantId, list] of byCombatant) {
      const actor = this.combatants.get(combatantId)?.actor as Actor.Known | null | undefined;
      if (!actor) continue;
      const system = actor.toObject().system as unknown;
      const main = actor.type === "mount" ? actor.system.derived.mainSection : 0;
      const update = actorHpUpdate(actor.type, system, main, list);
      if (update) await actor.update(update as Actor.UpdateData);
      const down = list.some((w) => !w.conscious);
      if (actor.type === "character" && down && !actor.statuses.has("unconscious"))
        await actor.toggleStatusEffect("unconscious", { active: true });
    }
  }

  /** The caster of a cast event, by its combatant's actor. */
  private casterOf(event: BattleEvent): Actor.Implementation | null {
    const actorId = "actorId" in event ? event.actorId : "";
    return (this.combatants.get(actorId)?.actor as Actor.Implementation | null | undefined) ?? null;
  }

  /**
   * A cast's stones priced from the caster's own items (a character's gear), never from the request: an id it
   * does not hold, more than it holds or points it claims are refused or ignored by the rules. The MP is the
   * actor's, the table's truth that pays (the reducer checks the battle's too), else the battle's.
   */
  private priceStones(
    state: BattleState,
    event: BattleEvent,
    stones: readonly StoneChoice[],
  ): Result<StonePaidCast> {
    const actor = this.casterOf(event);
    const stock = actor?.type === "character" ? heldStones(actor.items.contents) : [];
    const actorId = "actorId" in event ? event.actorId : "";
    const inBattle = state.combatants.find((c) => c.id === actorId)?.mp;
    const own = (actor?.system as { mp?: { value?: unknown } } | undefined)?.mp?.value;
    const mp = typeof own === "number" ? own : (inBattle ?? 0);
    return stonePaidCast(
      event,
      mp,
      stock,
      stones.map(({ id, count }) => ({ id, count })),
    );
  }

  /**
   * Writes a stone-paid cast's MP and stones on the caster's actor. Returns what gives both back, or false when
   * a write was refused (then nothing is left spent).
   */
  private async payCast(paid: StonePaidCast): Promise<(() => Promise<void>) | false> {
    const actor = this.casterOf(paid.event);
    if (!actor) return false;
    const payment: MpPayment = paid.payment;
    const before = (actor.system as { mp?: { value?: unknown } }).mp?.value;
    const left = spendMp(typeof before === "number" ? before : 0, payment.fromMp);
    if (!left.ok) return false;
    const giveMpBack = async () => {
      if (payment.fromMp > 0) await actor.update({ "system.mp.value": before } as Actor.UpdateData);
    };
    try {
      if (payment.fromMp > 0) await actor.update({ "system.mp.value": left.value } as Actor.UpdateData);
    } catch (error) {
      console.error(error);
      return false;
    }
    try {
      await actor.updateEmbeddedDocuments("Item", stoneItemUpdates(payment) as never);
    } catch (error) {
      console.error(error);
      await giveMpBack().catch((e: unknown) => console.error(e));
      return false;
    }
    return async () => {
      try {
        await actor.updateEmbeddedDocuments("Item", stoneItemRefunds(payment) as never);
      } catch (error) {
        console.error(error);
      }
      await giveMpBack().catch((e: unknown) => console.error(e));
    };
  }

  /** Spells cast from the battle board cost their casters' MP on the actors, the table's truth (DMG-10). */
  private async spendCastersMp(log: Parameters<typeof mpSpent>[0]): Promise<void> {
    for (const spent of mpSpent(log)) {
      const actor = this.combatants.get(spent.combatantId)?.actor as Actor.Known | null | undefined;
      if (actor?.type !== "character") continue;
      const left = spendMp(actor.system.mp.value, spent.mp);
      if (left.ok) await actor.update({ "system.mp.value": left.value } as Actor.UpdateData);
    }
  }

  /** GM: copies an actor's HP and MP into the battle for each combatant it stands behind (the actor is the truth). */
  async syncActor(actor: Actor.Implementation): Promise<void> {
    const user = game.user;
    if (!user?.isGM) return;
    for (const combatant of this.battleCombatants) {
      if (combatant.actor?.uuid !== actor.uuid) continue;
      const state = this.battle;
      const source = combatant.battleSource(this.sceneGrid);
      const wakes = healingWakeRule() === "wakeAboveZero";
      const event = state && source ? syncEvent(state, source, wakes) : null;
      if (event) await this.applyEvent(event, user);
    }
  }

  /** GM: a Combatant added after set-up joins the battle unplaced; the tracker offers the GM its placement. */
  async joinBattle(combatant: SW25Combatant): Promise<void> {
    const user = game.user;
    const state = this.battle;
    const source = combatant.battleSource(this.sceneGrid);
    if (!user?.isGM || !state || !source) return;
    const event = joinEvent(state, source);
    if (event) for (const message of await this.applyEvent(event, user)) ui.notifications?.warn(message);
  }

  /**
   * GM: a Combatant deleted from Foundry's tracker leaves the battle (SIMP-11's leaveBattle), so it no longer
   * takes turns or can be targeted. A cornered one may not leave by the rules: deleting it is the GM's
   * override then.
   */
  async leaveBattle(combatantId: string): Promise<void> {
    const user = game.user;
    const state = this.battle;
    if (!user?.isGM || !state?.combatants.some((c) => c.id === combatantId)) return;
    const leave: BattleEvent = { type: "leaveBattle", combatantId };
    if ((await this.applyEvent(leave, user)).length === 0) return;
    const errors = await this.applyEvent({ type: "override", event: leave }, user);
    for (const message of errors) ui.notifications?.warn(message);
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

  /**
   * Foundry's "begin combat" sets the battle up; rounds then start through the engine only. Not super:
   * it would write round 1, turn 0, which belong to the engine (foundryPointer). Its hook fires once, when
   * the set-up succeeded: not after a failed set-up, nor on a second click.
   */
  override async startCombat(): Promise<this> {
    if (this.battle) return this;
    if (!(await this.setupBattle())) return this;
    Hooks.callAll("combatStart", this, { round: this.round, turn: this.turn ?? 0 });
    return this;
  }

  /** A battle does not run backwards: undo is the GM's override of the event wanted instead. */
  override async previousRound(): Promise<this> {
    ui.notifications?.info(localize("SW25.Combat.NoGoingBack"));
    return this;
  }

  override async previousTurn(): Promise<this> {
    return this.previousRound();
  }
}

/** Events that move a token on the canvas (a move, or the GM's override of one). */
function movesTokens(event: BattleEvent): boolean {
  const inner = event.type === "override" ? (event as { event?: BattleEvent }).event : event;
  return inner?.type === "moveTo";
}

/** Active GM: a player's relayed battle event, checked against the sender the server named. */
export async function relayBattleEvent(
  request: {
    readonly combatId: string;
    readonly event: BattleEvent;
    readonly stones?: readonly StoneChoice[];
  },
  author: User.Implementation,
): Promise<readonly string[]> {
  const combat = game.combats?.get(request.combatId);
  if (!(combat instanceof SW25Combat)) return [localize("SW25.Relay.NoCombat")];
  return combat.applyEvent(request.event, author, request.stones ?? []);
}
