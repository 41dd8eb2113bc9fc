/**
 * Decisions of the player → GM relay, kept free of Foundry so Node tests cover them. Not game rules: who may
 * ask the GM's client to do what, and what a request must look like before it is read at all.
 */
import type { BattleEvent } from "../../rules/combat/events.js";
import type { ApplyButton } from "../../rules/damage/apply-legality.js";
import { fail, ok, type Result } from "../../rules/errors.js";

export type RelayRequest =
  | {
      readonly type: "battleEvent";
      readonly combatId: string;
      readonly event: BattleEvent;
      /** The stones (item id, count) chosen to pay part of a cast's MP; the GM prices them from the caster's items. */
      readonly stones?: readonly { readonly id: string; readonly count: number }[];
    }
  | {
      readonly type: "applyCard";
      readonly messageId: string;
      readonly targetUuid: string;
      readonly button: ApplyButton;
    }
  | { readonly type: "undoApply"; readonly messageId: string; readonly targetUuid: string }
  | {
      readonly type: "useTechnique";
      readonly actorUuid: string;
      readonly itemId: string;
      readonly targetUuids: readonly string[];
      /** The stones (item id, count) chosen to pay part of the technique's MP; the GM checks them again. */
      readonly stones?: readonly { readonly id: string; readonly count: number }[];
    };

/** At most this many targets in one relayed technique use (a crafted request cannot make the GM loop on). */
export const MAX_TECHNIQUE_TARGETS = 50;

export type RelayType = RelayRequest["type"];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/** A relayed technique's or cast's stones: at most 50 (item id, count) pairs, counts whole numbers (the rules check the rest). */
const isStoneChoice = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length <= MAX_TECHNIQUE_TARGETS &&
  value.every((pick) => isRecord(pick) && isId(pick.id) && Number.isSafeInteger(pick.count));

/** The stones read from a request: id and count only (any points it claims are dropped). */
const stonesOf = (raw: Readonly<Record<string, unknown>>) =>
  raw.stones === undefined
    ? {}
    : { stones: (raw.stones as { id: string; count: number }[]).map(({ id, count }) => ({ id, count })) };

/** A request read from a message's flags, or null when it is not one. Its contents are still untrusted. */
export function readRelayRequest(raw: unknown): RelayRequest | null {
  if (!isRecord(raw)) return null;
  if (
    raw.type === "battleEvent" &&
    isId(raw.combatId) &&
    isRecord(raw.event) &&
    isId(raw.event.type) &&
    (raw.stones === undefined || isStoneChoice(raw.stones))
  )
    return {
      type: "battleEvent",
      combatId: raw.combatId,
      event: raw.event as unknown as BattleEvent,
      ...stonesOf(raw),
    };
  if (raw.type === "applyCard" && isId(raw.messageId) && isId(raw.targetUuid) && isRecord(raw.button)) {
    const { effect, kind, halve, section } = raw.button;
    return {
      type: "applyCard",
      messageId: raw.messageId,
      targetUuid: raw.targetUuid,
      button: { effect, kind, halve, section },
    };
  }
  if (raw.type === "undoApply" && isId(raw.messageId) && isId(raw.targetUuid))
    return { type: "undoApply", messageId: raw.messageId, targetUuid: raw.targetUuid };
  if (
    raw.type === "useTechnique" &&
    isId(raw.actorUuid) &&
    isId(raw.itemId) &&
    Array.isArray(raw.targetUuids) &&
    raw.targetUuids.length <= MAX_TECHNIQUE_TARGETS &&
    raw.targetUuids.every(isId) &&
    (raw.stones === undefined || isStoneChoice(raw.stones))
  )
    return {
      type: "useTechnique",
      actorUuid: raw.actorUuid,
      itemId: raw.itemId,
      targetUuids: [...(raw.targetUuids as string[])],
      ...stonesOf(raw),
    };
  return null;
}

export interface RelayDelivery {
  /** This client is the active GM: exactly one client handles each request. */
  readonly selfIsActiveGM: boolean;
  /** The message's author as the server stored it. */
  readonly authorId: string | null;
  /** The user the server reports as having created the message (the create hook's user id). */
  readonly creatorId: string;
}

/**
 * Only the active GM handles a request, and only when its author is the user who really created it: the
 * server stamps both, so a player cannot speak for another user or for a GM.
 */
export function shouldHandleRelay(delivery: RelayDelivery): boolean {
  return delivery.selfIsActiveGM && delivery.authorId !== null && delivery.authorId === delivery.creatorId;
}

/** A GM's answer to a request: shown to its addressee only when a GM really wrote it. */
export function trustedReply(authorIsGM: boolean, addressedToSelf: boolean): boolean {
  return authorIsGM && addressedToSelf;
}

export interface CardApplyAsk {
  readonly requesterIsGM: boolean;
  /** The requester wrote the chat message the card is on. */
  readonly requesterIsAuthor: boolean;
  /** The requester owns the target, so could change its HP by hand anyway. */
  readonly requesterOwnsTarget: boolean;
}

/** A card is applied for its author, a GM, or the target's owner. */
export function cardApplyPermission(ask: CardApplyAsk): Result<true> {
  if (!ask.requesterIsGM && !ask.requesterIsAuthor && !ask.requesterOwnsTarget)
    return fail("RelayNotAuthor", "only the card's author, the target's owner or a GM may apply it");
  return ok(true);
}

/**
 * An application is undone by a GM or the target's owner (who could change its HP by hand anyway); the card's
 * author alone may not, as the author of a hit on a monster could otherwise heal it back.
 */
export function cardUndoPermission(ask: {
  readonly requesterIsGM: boolean;
  readonly requesterOwnsTarget: boolean;
}): Result<true> {
  if (!ask.requesterIsGM && !ask.requesterOwnsTarget)
    return fail("UndoNotAllowed", "only the target's owner or a GM may undo what was applied to it");
  return ok(true);
}

/**
 * The card speaks for the actor it names only when its author (as the server stamped it) owns that actor or
 * is a GM: a player cannot roll a card "as" another character or the GM's dragon.
 */
export function cardActorPermission(ask: {
  readonly authorIsGM: boolean;
  readonly authorOwnsActor: boolean;
}): Result<true> {
  if (!ask.authorIsGM && !ask.authorOwnsActor)
    return fail("ApplyCardNotYourActor", "the card's author does not own the actor it names");
  return ok(true);
}

/**
 * Where the target of a card stands. A compendium actor is never hit (the GM would write into an unlocked
 * pack), and an actor out of play is not a target: a card's author may not reach any character in the world.
 */
export interface TargetPlace {
  readonly inCompendium: boolean;
  /** It has a token on a world scene (for a world actor, a linked one). */
  readonly onScene: boolean;
  /** It is a combatant of an active combat. */
  readonly inActiveCombat: boolean;
}

export function targetInPlay(place: TargetPlace): Result<true> {
  if (place.inCompendium) return fail("ApplyTargetInPack", "a compendium actor cannot be hit by a card");
  if (!place.onScene && !place.inActiveCombat)
    return fail("ApplyTargetNotInPlay", "the target has no token on a scene and is in no active combat");
  return ok(true);
}

/**
 * One card applied to an actor, kept on the TARGET's flags (flags.swordworld25.appliedCards, keyed by the
 * roll's id, which every copy of the card carries): its owner and the GM both write it, and whoever asks the GM does not own it, so the
 * card's author cannot clear it to apply again.
 */
export interface AppliedCard {
  /** The section hit; null for a one-body target. */
  readonly section: number | null;
  readonly effect: string;
  /** When it was applied (ms since the epoch), to keep the newest records. */
  readonly at?: number;
  /**
   * What it changed, for an undo (rules/damage/undo.ts reads it): the field, its value before and after, the
   * status it added or removed; `undone` once undone. Records written before undo existed have none.
   */
  readonly field?: "hp";
  readonly before?: number;
  readonly after?: number;
  readonly status?: "added" | "removed" | null;
  readonly undone?: boolean;
}

const isAppliedCard = (r: unknown): r is AppliedCard =>
  isRecord(r) && (r.section === null || Number.isInteger(r.section)) && typeof r.effect === "string";

/** The cards recorded on an actor, ignoring anything malformed. */
export function appliedCards(raw: unknown): Readonly<Record<string, AppliedCard>> {
  if (!isRecord(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, AppliedCard] => isAppliedCard(entry[1])),
  );
}

/**
 * One roll hits one actor once, whichever section or button, and for everyone, GM included, until that
 * application is undone (the card's Undo): then the same roll may be applied again.
 */
export function refuseReplay(cards: Readonly<Record<string, AppliedCard>>, messageId: string): Result<true> {
  return Object.hasOwn(cards, messageId) && cards[messageId]?.undone !== true
    ? fail("ApplyAlreadyDone", "this card was already applied to that target")
    : ok(true);
}

/** How many applied rolls an actor remembers; older records are dropped, newest kept. */
export const APPLIED_CARDS_KEPT = 200;

/**
 * Records to drop so at most `keep` remain, oldest first (`at`, a record without one counts as oldest).
 * Records are keyed by the roll's id, not its message, so deleting a message and reposting the same roll
 * does not clear them.
 */
export function overflowAppliedCards(
  cards: Readonly<Record<string, AppliedCard>>,
  keep: number = APPLIED_CARDS_KEPT,
): string[] {
  const ids = Object.keys(cards);
  if (ids.length <= keep) return [];
  const at = (id: string) => cards[id]?.at ?? 0;
  return [...ids].sort((a, b) => at(a) - at(b)).slice(0, ids.length - keep);
}

/**
 * The card's own list of targets it was applied to (flags.swordworld25.applied), for the "applied to N"
 * marker only: the message's author may edit it, and a target's owner who is not its author cannot write it,
 * so it never decides a replay.
 */
export interface AppliedRecord {
  readonly target: string;
  /** The section hit; null for a one-body target. */
  readonly section: number | null;
  readonly effect: string;
  /** Undone since (the card then shows "undone" for it); the target's own record decides an undo. */
  readonly undone?: boolean;
}

/**
 * Whether the card offers this viewer an Undo for a record: not undone yet, written with what it changed
 * (older records cannot be undone), and the viewer may undo (cardUndoPermission, checked again on the GM's
 * client). Hiding the button decides nothing.
 */
export function offersUndo(record: AppliedRecord, viewer: { isGM: boolean; ownsTarget: boolean }): boolean {
  return (
    record.undone !== true &&
    (record as { field?: unknown }).field === "hp" &&
    cardUndoPermission({ requesterIsGM: viewer.isGM, requesterOwnsTarget: viewer.ownsTarget }).ok
  );
}

/** The records on a message, ignoring anything malformed. */
export function appliedRecords(raw: unknown): AppliedRecord[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (r): r is AppliedRecord => isAppliedCard(r) && typeof (r as { target?: unknown }).target === "string",
  );
}
