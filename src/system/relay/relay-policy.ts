/**
 * Decisions of the player → GM relay, kept free of Foundry so Node tests cover them. Not game rules: who may
 * ask the GM's client to do what, and what a request must look like before it is read at all.
 */
import type { BattleEvent } from "../../rules/combat/events.js";
import type { ApplyButton } from "../../rules/damage/apply-legality.js";
import { fail, ok, type Result } from "../../rules/errors.js";

export type RelayRequest =
  | { readonly type: "battleEvent"; readonly combatId: string; readonly event: BattleEvent }
  | {
      readonly type: "applyCard";
      readonly messageId: string;
      readonly targetUuid: string;
      readonly button: ApplyButton;
    };

export type RelayType = RelayRequest["type"];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/** A request read from a message's flags, or null when it is not one. Its contents are still untrusted. */
export function readRelayRequest(raw: unknown): RelayRequest | null {
  if (!isRecord(raw)) return null;
  if (raw.type === "battleEvent" && isId(raw.combatId) && isRecord(raw.event) && isId(raw.event.type))
    return { type: "battleEvent", combatId: raw.combatId, event: raw.event as unknown as BattleEvent };
  if (raw.type === "applyCard" && isId(raw.messageId) && isId(raw.targetUuid) && isRecord(raw.button)) {
    const { effect, kind, halve, section } = raw.button;
    return {
      type: "applyCard",
      messageId: raw.messageId,
      targetUuid: raw.targetUuid,
      button: { effect, kind, halve, section },
    };
  }
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

/** One application recorded on the card's message (flags.swordworld25.applied), written by the applier. */
export interface AppliedRecord {
  readonly target: string;
  /** The section hit; null for a one-body target. */
  readonly section: number | null;
  readonly effect: string;
}

/** The records on a message, ignoring anything malformed. */
export function appliedRecords(raw: unknown): AppliedRecord[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (r): r is AppliedRecord =>
      isRecord(r) &&
      typeof r.target === "string" &&
      (r.section === null || Number.isInteger(r.section)) &&
      typeof r.effect === "string",
  );
}

/** One roll hits one body once: a second press for the same target and section is a replay. */
export function refuseReplay(
  records: readonly AppliedRecord[],
  target: string,
  section: number | null,
): Result<true> {
  return records.some((r) => r.target === target && r.section === section)
    ? fail("ApplyAlreadyDone", "this card was already applied to that target")
    : ok(true);
}
