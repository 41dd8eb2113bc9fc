/**
 * The Undo of an applied damage or heal. Always done by a GM's client: a GM's own click, or a target owner's
 * request through the relay, which the active GM checks again. The request names a message and a target;
 * what is undone is read from the TARGET's own record of that roll (flags.swordworld25.appliedCards), which
 * the card's author cannot write, and the decision is the pure planUndo (rules/damage/undo.ts).
 */
import { planUndo, readAppliedChange } from "../../rules/damage/undo.js";
import type { RuleError } from "../../rules/errors.js";
import { actorInput } from "../applications/view/actor-input.js";
import { compat } from "../compat/index.js";
import type { SW25Actor } from "../documents/actor.js";
import { onRelayRequest, sendRelayRequest } from "../relay/relay.js";
import { appliedCards, appliedRecords, cardUndoPermission } from "../relay/relay-policy.js";
import { errorText, findActor, inApplyQueue, notifyError } from "./apply-card.js";
import { damageTarget, hpUpdate } from "./damage-plan.js";
import { cardOf } from "./post-card.js";

export interface UndoRequest {
  readonly messageId: string;
  readonly targetUuid: string;
}

const refused = (code: string, message: string): RuleError => ({ code, message });

/**
 * Runs on a GM's client (its own click, or the relay's active GM); `requester` is whoever asked, and the
 * right to undo is theirs: a GM, or the target's owner.
 */
async function undoNow(request: UndoRequest, requester: User.Implementation): Promise<RuleError | null> {
  const message = game.messages?.get(request.messageId) ?? null;
  const card = message ? cardOf(message) : null;
  if (!message || card?.kind !== "power" || typeof card.rollId !== "string")
    return refused("RelayNoCard", "no damage card there");
  const target = await findActor(request.targetUuid);
  if (!target) return refused("UndoNoTarget", "the target is no longer in this world");
  const allowed = cardUndoPermission({
    requesterIsGM: requester.isGM,
    requesterOwnsTarget: target.testUserPermission(requester, "OWNER"),
  });
  if (!allowed.ok) return allowed.error;
  const rollId = card.rollId;
  const cards = appliedCards(
    (target.flags as Record<string, { appliedCards?: unknown }>).swordworld25?.appliedCards,
  );
  const change = readAppliedChange(Object.hasOwn(cards, rollId) ? cards[rollId] : null);
  const input = actorInput(target);
  const body = damageTarget(target.type, input, change?.section ?? undefined);
  if (!body.ok) return body.error;
  const tracksStatus = target.type === "character";
  const plan = planUndo(change, {
    section: body.value.section,
    hp: body.value.hp,
    unconscious: tracksStatus && target.statuses.has("unconscious"),
  });
  if (!plan.ok) return plan.error;
  const undo = plan.value;
  // HP back and the record marked undone in one update: the same roll may then be applied again.
  await target.update({
    ...hpUpdate(target.type, input, undo.section, undo.hp),
    [`flags.swordworld25.appliedCards.${rollId}.undone`]: true,
  } as Actor.UpdateData);
  if (tracksStatus && undo.unconscious !== null)
    await target.toggleStatusEffect("unconscious", { active: undo.unconscious });
  await markUndone(message, target.uuid);
  await postUndoResult(target, change?.after ?? undo.hp, undo.hp);
  return null;
}

/** The card's entry for that target (its latest not yet undone) shows "undone"; it decides nothing. */
async function markUndone(message: ChatMessage.Implementation, targetUuid: string): Promise<void> {
  if (!game.user || !message.canUserModify(game.user, "update")) return;
  const shown = appliedRecords(
    (message.flags as Record<string, { applied?: unknown }>).swordworld25?.applied,
  );
  const index = shown.findLastIndex((r) => r.target === targetUuid && r.undone !== true);
  if (index < 0) return;
  const next = shown.map((r, i) => (i === index ? { ...r, undone: true } : r));
  await message.update({ "flags.swordworld25.applied": next } as never);
}

/** One public line, as an application posts one: whose HP went back from what to what. */
async function postUndoResult(target: Actor.Implementation, from: number, to: number): Promise<void> {
  const i18n = game.i18n;
  if (!i18n) return;
  // The public line never shows an unidentified monster's real name (facts §5).
  const shown = (target as SW25Actor).monsterView(false).name;
  const name = foundry.utils.escapeHTML(shown ?? i18n.localize("SW25.Monster.unknown"));
  const line = i18n.format("SW25.Card.Undo.Result", { name, before: String(from), after: String(to) });
  await compat.postChatCard({ content: `<div class="sw25-apply-result"><p>${line}</p></div>` });
}

/** Undo on this (a GM's) client for `requester`, one at a time with applications. */
export function undoApplied(request: UndoRequest, requester: User.Implementation): Promise<RuleError | null> {
  return inApplyQueue(() => undoNow(request, requester));
}

/** The active GM undoes for a target's owner; the owner's right is checked again there. */
export function registerUndoRelay(): void {
  onRelayRequest("undoApply", async (request, author) => {
    const error = await undoApplied(request, author);
    return error ? [errorText(error)] : [];
  });
}

/** A card's Undo button: a GM undoes here; a target's owner asks the active GM. */
export async function undoFromCard(message: ChatMessage.Implementation, targetUuid: string): Promise<void> {
  const user = game.user;
  if (!user) return;
  const request: UndoRequest = { messageId: message.id ?? "", targetUuid };
  if (user.isGM) {
    const error = await undoApplied(request, user);
    if (error) notifyError(error);
  } else if (!(await sendRelayRequest({ type: "undoApply", ...request })))
    notifyError({ code: "RelayNoGm", message: "no GM is connected" });
}
