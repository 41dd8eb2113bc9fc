/**
 * Using a technique at the table (Foundry glue of technique-plan.ts): from the sheet, or from the Battle
 * Board through the reducer's turn economy. The cost is paid and the gain added in one actor update or not at
 * all (the refund on a later refusal takes both back), the chat card
 * says who used what, and the technique's Active Effects are copied onto the targets with their duration.
 */

import type { StoneChoice } from "../../rules/character/supplies/mana-stones.js";
import type { UseMoment } from "../../rules/character/techniques/technique-durations.js";
import type { BattleEvent } from "../../rules/combat/events.js";
import type { BattleState } from "../../rules/combat/types.js";
import { check2d } from "../../rules/dice/check.js";
import type { RuleError } from "../../rules/errors.js";
import {
  askStonePayment,
  heldStones,
  stoneItemRefunds,
  stoneItemUpdates,
} from "../applications/mp-payment.js";
import { publicTargetName } from "../chat/target-name.js";
import type { SW25Combat } from "../combat/battle/combat.js";
import { battleNames } from "../combat/battle/names.js";
import { loadBattleEngine } from "../combat/engine/engine-loader.js";
import { compat } from "../compat/index.js";
import { engineRoll, foundryDice } from "../dice/engine-roll.js";
import type { SW25Actor } from "../documents/actor.js";
import { sendRelayRequest } from "../relay/relay.js";
import { targetInPlay } from "../relay/relay-policy.js";
import { placeOf } from "../relay/target-place.js";
import {
  needsPerformanceCheck,
  performanceModifier,
  planTechniqueUse,
  techniqueBattleEvent,
  techniqueCardHtml,
} from "./technique-plan.js";
import { roundsEnd } from "./technique-settings.js";

const L = "SW25.Technique";

function t(key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  const strings = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return Object.keys(strings).length > 0 ? i18n.format(key, strings) : i18n.localize(key);
}

/** A refused use, localized; the resource named in the player's language. */
export function techniqueErrorText(error: RuleError): string {
  const params: Record<string, string> = Object.fromEntries(
    Object.entries(error.params ?? {}).map(([k, v]) => [k, String(v)]),
  );
  if (params.resource) params.resource = t(`${L}.Resource.${params.resource}`);
  if (params.classId) params.classLabel = t(`${L}.Class.${params.classId}`);
  const key = `SW25.Error.${error.code}`;
  return game.i18n?.has(key) ? t(key, params) : error.message;
}

interface BattleSeat {
  readonly combat: SW25Combat;
  readonly battle: BattleState;
  readonly combatantId: string;
}

/**
 * The running battle the actor fights in, if any: the viewed combat first, else any other with a battle (the
 * GM handling a relayed use may be viewing another scene; the action must still be taken).
 */
function seatOf(actor: Actor.Implementation): BattleSeat | null {
  const combats = [game.combat, ...(game.combats ?? [])] as (SW25Combat | null | undefined)[];
  for (const combat of combats) {
    const battle = combat?.battle;
    const combatant = combat?.combatants.find((c) => c.actor?.uuid === actor.uuid);
    if (combat && battle && combatant?.id) return { combat, battle, combatantId: combatant.id };
  }
  return null;
}

function momentOf(seat: BattleSeat | null): UseMoment {
  return seat
    ? {
        combatId: seat.combat.id ?? null,
        round: seat.battle.round,
        combatantId: seat.combatantId,
        roundsEnd: roundsEnd(),
      }
    : { combatId: null, round: 0, combatantId: null };
}

/** The chosen targets: the user's targeted tokens' actors, else the user's own actor. */
function targetsOf(actor: Actor.Implementation): Actor.Implementation[] {
  const targeted = [...(game.user?.targets ?? [])]
    .map((token) => token.actor as Actor.Implementation | null)
    .filter((a): a is Actor.Implementation => a !== null);
  return targeted.length > 0 ? targeted : [actor];
}

/** The uses under way on this client (actor uuid + item id): a second click while one runs is ignored. */
const inFlight = new Set<string>();

/**
 * Uses `item`: checks and pays the cost (refused with a message, nothing spent), posts the card, copies the
 * effects onto the targets. In a battle a non-passive technique first takes its action through the reducer
 * (refused when the turn no longer allows it: nothing is spent then). A player whose use needs the GM (a
 * battle action, or a target they do not own) asks the active GM through the relay, who does all of it.
 * Returns whether it was used (or, for a relayed use, sent).
 */
export async function useTechnique(actor: Actor.Implementation, item: Item.Implementation): Promise<boolean> {
  if (item.type !== "technique") {
    ui.notifications?.warn(t(`${L}.Error.NotTechnique`));
    return false;
  }
  // A double click must not pay twice: the second click arrives before the first one's update is stored.
  const key = `${actor.uuid}|${item.id ?? ""}`;
  if (inFlight.has(key)) return false;
  inFlight.add(key);
  try {
    return await startUse(actor, item);
  } finally {
    inFlight.delete(key);
  }
}

async function startUse(actor: Actor.Implementation, item: Item.Implementation): Promise<boolean> {
  const user = game.user;
  if (!user) return false;
  // Checked here first for a prompt message; the GM (or this client) checks again on the stored state.
  const { seat, plan } = planNow(actor, item);
  // Short of MP alone, a cost the actor's stones could cover is still offered in the stone dialog.
  const mpShort = !plan.ok && mpCostShort(plan.error) !== null && heldStones(actor.items.contents).length > 0;
  if (!plan.ok && !mpShort) {
    ui.notifications?.warn(techniqueErrorText(plan.error));
    return false;
  }
  const event = battleEventOf(seat, item);
  if (seat && event) {
    // The reducer's dry run, from the battle engine (loaded on demand; loaded already in a running battle).
    const { dryRun, ruleMessage } = await loadBattleEngine();
    const errors = dryRun(seat.battle, event);
    if (errors.length > 0) {
      ui.notifications?.warn(errors.map((e) => ruleMessage(e, t)).join("\n"));
      return false;
    }
  }
  // An MP cost may be paid with stones too, chosen in the stone dialog (none held: no dialog, MP pays it all).
  const spent = plan.ok ? plan.value.spent : { resource: "mp", amount: mpCostShort(plan.error) ?? 0 };
  const stones = await chooseStones(actor, item, spent);
  if (stones === null) return false;
  const paid = stones.length > 0 || !plan.ok ? planNow(actor, item, null, stones).plan : plan;
  if (!paid.ok) {
    ui.notifications?.warn(techniqueErrorText(paid.error));
    return false;
  }
  const targets = paid.value.effects.length > 0 ? targetsOf(actor) : [];
  const needsGM = !user.isGM && (event !== null || targets.some((target) => !target.isOwner));
  if (needsGM) {
    const sent = await sendRelayRequest({
      type: "useTechnique",
      actorUuid: actor.uuid,
      itemId: item.id ?? "",
      targetUuids: targets.map((target) => target.uuid),
      // The stones chosen travel with the request; the GM's client checks them again on the stored items.
      ...(stones.length > 0 ? { stones } : {}),
    });
    if (!sent) ui.notifications?.warn(t("SW25.Error.RelayNoGm"));
    return sent;
  }
  const errors = await applyTechniqueUse({ actor, item, targets, requester: user, stones });
  for (const message of errors) ui.notifications?.warn(message);
  return errors.length === 0;
}

/** The MP an MP cost needs when MP alone cannot pay it (the rules' refusal), else null. */
function mpCostShort(error: RuleError): number | null {
  const cost = error.params?.cost;
  return error.code === "TechniqueCostUnpaid" && error.params?.resource === "mp" && typeof cost === "number"
    ? cost
    : null;
}

/**
 * The use planned from the actor and item as stored now, in the battle the actor fights in (if any), its MP
 * cost paid partly with the `stones` chosen (checked against the stones the actor holds now).
 */
function planNow(
  actor: Actor.Implementation,
  item: Item.Implementation,
  performance: Parameters<typeof planTechniqueUse>[4] = null,
  stones: readonly StoneChoice[] = [],
) {
  const seat = seatOf(actor);
  const source = actor.toObject() as never;
  const paying = stones.some((c) => c.count !== 0)
    ? { stock: heldStones(actor.items.contents), choice: stones }
    : null;
  return {
    seat,
    plan: planTechniqueUse(source, item.toObject() as never, momentOf(seat), item.uuid, performance, paying),
  };
}

/**
 * The stones to pay part of an MP cost with: asked in the stone dialog when the technique costs MP and the actor
 * holds a usable stone; `[]` otherwise (MP pays it all); null when the dialog was closed (nothing is used).
 */
async function chooseStones(
  actor: Actor.Implementation,
  item: Item.Implementation,
  spent: { readonly resource: string; readonly amount: number },
): Promise<StoneChoice[] | null> {
  if (spent.resource !== "mp" || spent.amount <= 0) return [];
  const rows = heldStones(actor.items.contents);
  const mp = (actor.system as { mp?: { value?: unknown } }).mp?.value;
  const choice = await askStonePayment({
    title: item.name ?? "",
    cost: spent.amount,
    mp: typeof mp === "number" ? mp : 0,
    rows,
    errorText: techniqueErrorText,
  });
  return choice === null ? null : choice.filter((c) => c.count !== 0);
}

function battleEventOf(seat: BattleSeat | null, item: Item.Implementation): BattleEvent | null {
  return seat
    ? techniqueBattleEvent((item.system as { timing?: unknown }).timing, seat.combatantId, {
        id: item.id ?? "",
        name: item.name ?? "",
      })
    : null;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The use itself, on the client that may write it all (the GM's for a relayed use, else the owner's), one at a
 * time: each use plans from the actor as the previous one stored it, so two uses never pay from the same MP.
 * All or nothing: the battle action is checked first (a dry run of the reducer), then the cost is paid, the
 * effects are copied (one per actor, however often it was targeted), and the battle action, which cannot be
 * undone, is stored last. Any step refused undoes the earlier ones (the cost given back, the copies deleted).
 * Returns the localized errors (nothing left written when there are any).
 */
export function applyTechniqueUse(use: TechniqueUse): Promise<string[]> {
  const run = queue.then(() => applyNow(use));
  queue = run.catch(() => undefined);
  return run;
}

/** One use: who uses what on whom, and who asked (the user the server named, for a relayed use). */
export interface TechniqueUse {
  readonly actor: Actor.Implementation;
  readonly item: Item.Implementation;
  readonly targets: readonly Actor.Implementation[];
  readonly requester: User.Implementation;
  /** The stones chosen to pay part of an MP cost (none: MP pays it all). */
  readonly stones?: readonly StoneChoice[];
}

/** Each actor once: the same target twice, or two linked tokens of one actor, get one copy for one payment. */
function eachActorOnce(targets: readonly Actor.Implementation[]): Actor.Implementation[] {
  const seen = new Set<string>();
  return targets.filter((target) => {
    const key = target.uuid ?? "";
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The stored values at the update's dotted paths: the update that gives the cost back. */
function refundOf(actor: Actor.Implementation, update: Record<string, unknown>): Record<string, unknown> {
  const source = actor.toObject() as unknown as Record<string, unknown>;
  const at = (path: string) =>
    path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], source);
  return Object.fromEntries(Object.keys(update).map((path) => [path, structuredClone(at(path))]));
}

/** The written parts of a use, undone in reverse when a later step is refused. */
interface Written {
  refund: Record<string, unknown> | null;
  /** The item updates that give the stones used back. */
  stoneRefund: Record<string, unknown>[] | null;
  copies: { target: Actor.Implementation; ids: string[] }[];
}

async function undo(actor: Actor.Implementation, written: Written): Promise<void> {
  for (const { target, ids } of written.copies.reverse()) {
    try {
      await target.deleteEmbeddedDocuments("ActiveEffect", ids);
    } catch (error) {
      console.error(error);
    }
  }
  if (written.stoneRefund) {
    try {
      await actor.updateEmbeddedDocuments("Item", written.stoneRefund as never);
    } catch (error) {
      console.error(error);
    }
  }
  if (written.refund) {
    try {
      await actor.update(written.refund as Actor.UpdateData);
    } catch (error) {
      console.error(error);
    }
  }
}

/**
 * The use's performance check (呪歌演奏, 2d + 奏力), rolled here when its gain has a threshold (巧奏値), else null;
 * the dice come from Foundry's generator and are shown on the card.
 */
function rollPerformance(actor: Actor.Implementation, item: Item.Implementation) {
  if (!needsPerformanceCheck(item.system)) return null;
  const derived = (actor.system as { derived?: { techniquePowers?: unknown } }).derived;
  const powers = Array.isArray(derived?.techniquePowers) ? derived.techniquePowers : [];
  const dice = foundryDice();
  const check = check2d({ modifier: performanceModifier(item.system, powers) }, dice);
  return { dice: check.dice, modifier: check.modifier, total: check.total, faces: dice.faces };
}

async function applyNow({ actor, item, targets, requester, stones = [] }: TechniqueUse): Promise<string[]> {
  const performance = rollPerformance(actor, item);
  const { seat, plan } = planNow(actor, item, performance, stones);
  if (!plan.ok) return [techniqueErrorText(plan.error)];
  const event = battleEventOf(seat, item);
  if (seat && event) {
    // Only a GM client stores the battle; the reducer's verdict on the stored state comes before any write.
    if (!game.user?.isGM) return [t("SW25.Error.RelayNoGm")];
    const { dryRun, ruleMessage } = await loadBattleEngine();
    const refused = dryRun(seat.battle, event);
    if (refused.length > 0) return refused.map((e) => ruleMessage(e, t));
  }
  const written: Written = { refund: null, stoneRefund: null, copies: [] };
  const update = plan.value.actorUpdate;
  if (Object.keys(update).length > 0) {
    const refund = refundOf(actor, update);
    try {
      await actor.update(update as Actor.UpdateData);
    } catch (error) {
      console.error(error);
      return [t(`${L}.Error.NotWritten`)];
    }
    written.refund = refund;
  }
  // The stones after the actor's MP: a refused actor update spends no stone; refused stones give the MP back.
  const usedStones = plan.value.stones;
  if (usedStones && usedStones.used.length > 0) {
    try {
      await actor.updateEmbeddedDocuments("Item", stoneItemUpdates(usedStones) as never);
    } catch (error) {
      console.error(error);
      await undo(actor, written);
      return [t(`${L}.Error.NotWritten`)];
    }
    written.stoneRefund = stoneItemRefunds(usedStones);
  }
  const reached: Actor.Implementation[] = [];
  for (const target of plan.value.effects.length > 0 ? eachActorOnce(targets) : []) {
    try {
      const made = (await target.createEmbeddedDocuments("ActiveEffect", plan.value.effects as never)) ?? [];
      written.copies.push({
        target,
        ids: (made as { id?: string | null }[]).map((e) => e.id ?? "").filter((id) => id !== ""),
      });
      reached.push(target);
    } catch (error) {
      console.error(error);
      await undo(actor, written);
      return [t(`${L}.Error.NoPermission`, { target: shownName(target) })];
    }
  }
  if (seat && event) {
    const errors = await seat.combat.applyEvent(event, requester);
    if (errors.length > 0) {
      await undo(actor, written);
      return errors;
    }
  }
  await compat.postChatCard({
    mode: compat.userCardMode(),
    speaker: ChatMessage.getSpeaker({ actor }),
    content: techniqueCardHtml(
      {
        actor: shownName(actor),
        technique: item.name ?? "",
        kind: String((item.system as { kind?: unknown }).kind ?? "other"),
        spent: plan.value.spent,
        ...(plan.value.stones ? { fromStones: plan.value.stones.fromStones } : {}),
        gained: plan.value.gained,
        performance: plan.value.performance,
        targets: reached.map(shownName),
        duration: plan.value.duration,
      },
      t,
    ),
    ...(performance && plan.value.performance
      ? { rolls: [engineRoll(performance.faces, performance.total)] }
      : {}),
  });
  return [];
}

/**
 * The name every reader of the card may see (a card is rendered once for all): an unidentified monster's alias,
 * lettered as on the Battle Board when it fights in the active battle, never its real name (as the roll and
 * damage cards name targets: chat/target-name.ts).
 */
function shownName(actor: Actor.Implementation): string {
  const seen =
    "monsterView" in actor
      ? (actor as unknown as SW25Actor).monsterView(false)
      : { name: null, showStats: true };
  const combat = game.combat as SW25Combat | null | undefined;
  const state = combat?.battle ?? null;
  const combatantId = combat?.combatants.find((c) => c.actor?.uuid === actor.uuid)?.id ?? undefined;
  const battleName =
    combat && state && combatantId && state.combatants.some((c) => c.id === combatantId)
      ? battleNames(state, false, combat.identityLookup(), t)(combatantId)
      : undefined;
  const tokenName = (actor as { token?: { name?: string } | null }).token?.name;
  return publicTargetName(seen, tokenName ?? actor.name ?? "", battleName, t("SW25.Combat.UnknownMonster"));
}

async function findActor(uuid: string): Promise<Actor.Implementation | null> {
  try {
    const found = (await fromUuid(uuid)) as { documentName?: string } | null;
    return found?.documentName === "Actor" ? (found as unknown as Actor.Implementation) : null;
  } catch {
    return null;
  }
}

/**
 * GM side of a relayed use: the author (as the server stamped it) must own the user; each target is one the
 * author owns or one in play (a token on a world scene or a combatant of an active combat).
 */
export async function relayTechniqueUse(
  request: {
    readonly actorUuid: string;
    readonly itemId: string;
    readonly targetUuids: readonly string[];
    readonly stones?: readonly StoneChoice[];
  },
  author: User.Implementation,
): Promise<readonly string[]> {
  const actor = await findActor(request.actorUuid);
  if (!actor?.testUserPermission(author, "OWNER")) return [t("SW25.TechniqueRelay.NotYourActor")];
  const item = actor.items.get(request.itemId) as Item.Implementation | undefined;
  if (item?.type !== "technique") return [t(`${L}.Error.NotTechnique`)];
  const targets: Actor.Implementation[] = [];
  for (const uuid of request.targetUuids) {
    const target = await findActor(uuid);
    const allowed =
      target !== null && (target.testUserPermission(author, "OWNER") || targetInPlay(placeOf(target)).ok);
    if (!target || !allowed) return [t("SW25.TechniqueRelay.TargetNotInPlay")];
    targets.push(target);
  }
  return applyTechniqueUse({ actor, item, targets, requester: author, stones: request.stones ?? [] });
}
