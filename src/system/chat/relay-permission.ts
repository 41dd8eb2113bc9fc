import { fail, ok, type Result } from "../../rules/errors.js";

/** What the GM's client knows when a player asks it to apply a card to a target the player does not own. */
export interface RelayRequest {
  readonly requesterIsGM: boolean;
  /** The requester wrote the chat message the card is on. */
  readonly requesterIsAuthor: boolean;
  readonly messageHasCard: boolean;
  readonly targetFound: boolean;
}

/**
 * The GM side of the relay trusts no number from the player: it re-reads the card from the message,
 * and applies it only for the card's author (or a GM), to a target that exists.
 */
export function authorizeRelay(request: RelayRequest): Result<true> {
  if (!request.messageHasCard) return fail("RelayNoCard", "the message carries no roll card");
  if (!request.targetFound) return fail("RelayNoTarget", "the target is not in this world");
  if (!request.requesterIsGM && !request.requesterIsAuthor)
    return fail("RelayNotAuthor", "only the card's author or a GM may apply it");
  return ok(true);
}
