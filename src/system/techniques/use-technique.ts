/**
 * Using a technique at the table (Foundry glue of technique-plan.ts): from the sheet, or from the Battle
 * Board through the reducer's turn economy. The cost is paid in one actor update or not at all, the chat card
 * says who used what, and the technique's Active Effects are copied onto the targets with their duration.
 */

import type { UseMoment } from "../../rules/character/techniques.js";
import type { BattleEvent } from "../../rules/combat/events.js";
import type { BattleState } from "../../rules/combat/types.js";
import type { RuleError } from "../../rules/errors.js";
import type { SW25Combat } from "../combat/combat.js";
import { dryRun } from "../combat/event-policy.js";
import { ruleMessage } from "../combat/tracker-buttons.js";
import { compat } from "../compat/index.js";
import { onRelayRequest, sendRelayRequest } from "../relay/relay.js";
import { targetInPlay } from "../relay/relay-policy.js";
import { placeOf } from "../relay/target-place.js";
import { planTechniqueUse, techniqueBattleEvent, techniqueCardHtml } from "./technique-plan.js";
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
  if (!plan.ok) {
    ui.notifications?.warn(techniqueErrorText(plan.error));
    return false;
  }
  const event = battleEventOf(seat, item);
  if (seat && event) {
    const errors = dryRun(seat.battle, event);
    if (errors.length > 0) {
      ui.notifications?.warn(errors.map((e) => ruleMessage(e, t)).join("\n"));
      return false;
    }
  }
  const targets = plan.value.effects.length > 0 ? targetsOf(actor) : [];
  const needsGM = !user.isGM && (event !== null || targets.some((target) => !target.isOwner));
  if (needsGM) {
    const sent = await sendRelayRequest({
      type: "useTechnique",
      actorUuid: actor.uuid,
      itemId: item.id ?? "",
      targetUuids: targets.map((target) => target.uuid),
    });
    if (!sent) ui.notifications?.warn(t("SW25.Error.RelayNoGm"));
    return sent;
  }
  const errors = await applyTechniqueUse({ actor, item, targets, requester: user });
  for (const message of errors) ui.notifications?.warn(message);
  return errors.length === 0;
}

/** The use planned from the actor and item as stored now, in the battle the actor fights in (if any). */
function planNow(actor: Actor.Implementation, item: Item.Implementation) {
  const seat = seatOf(actor);
  const source = actor.toObject() as never;
  return { seat, plan: planTechniqueUse(source, item.toObject() as never, momentOf(seat), item.uuid) };
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
 * The battle action goes first; the cost is paid only when the reducer accepted it. Returns the localized
 * errors (nothing spent when there are any before the payment).
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
}

async function applyNow({ actor, item, targets, requester }: TechniqueUse): Promise<string[]> {
  const { seat, plan } = planNow(actor, item);
  if (!plan.ok) return [techniqueErrorText(plan.error)];
  const event = battleEventOf(seat, item);
  if (seat && event) {
    // The reducer decides first (only a GM client stores the battle): refused, nothing is spent.
    if (!game.user?.isGM) return [t("SW25.Error.RelayNoGm")];
    const errors = await seat.combat.applyEvent(event, requester);
    if (errors.length > 0) return errors;
  }
  if (Object.keys(plan.value.actorUpdate).length > 0)
    await actor.update(plan.value.actorUpdate as Actor.UpdateData);
  const reached: string[] = [];
  const errors: string[] = [];
  for (const target of plan.value.effects.length > 0 ? targets : []) {
    try {
      await target.createEmbeddedDocuments("ActiveEffect", plan.value.effects as never);
      reached.push(target.name ?? "");
    } catch (error) {
      console.error(error);
      errors.push(t(`${L}.Error.NoPermission`, { target: target.name ?? "" }));
    }
  }
  await compat.postChatCard({
    mode: compat.userCardMode(),
    speaker: ChatMessage.getSpeaker({ actor }),
    content: techniqueCardHtml(
      {
        actor: actor.name ?? "",
        technique: item.name ?? "",
        kind: String((item.system as { kind?: unknown }).kind ?? "other"),
        spent: plan.value.spent,
        targets: reached,
        duration: plan.value.duration,
      },
      t,
    ),
  });
  return errors;
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
  request: { readonly actorUuid: string; readonly itemId: string; readonly targetUuids: readonly string[] },
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
  return applyTechniqueUse({ actor, item, targets, requester: author });
}

export function registerTechniqueRelay(): void {
  onRelayRequest("useTechnique", relayTechniqueUse);
}
