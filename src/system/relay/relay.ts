/**
 * The player → GM relay. Foundry does not stamp the sender of custom socket messages, and no stored page says
 * that a v13 query handler is told who asked (UNVERIFIED either way, docs/foundry-versions.md), so a request
 * travels as a chat message whispered to the GMs: the server stores who
 * created it (`message.author`, and the create hook's user id). The active GM handles it, deletes it, and
 * whispers any errors back; the request itself is hidden in the chat log.
 */
import { compat } from "../compat/index.js";
import {
  type RelayRequest,
  type RelayType,
  readRelayRequest,
  shouldHandleRelay,
  trustedReply,
} from "./relay-policy.js";

const SCOPE = "swordworld25";

type Handler<T extends RelayType> = (
  request: Extract<RelayRequest, { type: T }>,
  author: User.Implementation,
) => Promise<readonly string[]>;

const handlers = new Map<RelayType, Handler<RelayType>>();

const localize = (key: string) => game.i18n?.localize(key) ?? key;

function systemFlags(message: ChatMessage.Implementation): Record<string, unknown> {
  const flags = message.flags as Record<string, Record<string, unknown> | undefined>;
  return flags[SCOPE] ?? {};
}

/** The GM-side handler of one kind of request; it returns the localized errors for the requester. */
export function onRelayRequest<T extends RelayType>(type: T, handler: Handler<T>): void {
  handlers.set(type, handler as unknown as Handler<RelayType>);
}

/** Sends a request to the active GM; false (nothing sent) when no GM is connected. */
export async function sendRelayRequest(request: RelayRequest): Promise<boolean> {
  if (!game.users?.activeGM) return false;
  const gms = game.users.filter((u) => u.isGM).map((u) => u.id);
  await compat.postChatCard({
    content: `<p class="sw25-relay-request">${localize("SW25.Relay.Sent")}</p>`,
    whisper: gms,
    flags: { [SCOPE]: { relay: request } },
  });
  return true;
}

async function handle(request: RelayRequest, author: User.Implementation): Promise<readonly string[]> {
  const handler = handlers.get(request.type);
  if (!handler) return [localize("SW25.Relay.Unknown")];
  try {
    return await handler(request, author);
  } catch (error) {
    // A crafted request may carry data the engine was never meant to read: answer, never leave it hanging.
    console.error(error);
    return [localize("SW25.Relay.Failed")];
  }
}

async function reply(author: User.Implementation, errors: readonly string[]): Promise<void> {
  const escapeHtml = foundry.utils.escapeHTML;
  await compat.postChatCard({
    content: `<ul class="sw25-relay-reply">${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join("")}</ul>`,
    whisper: [author.id],
    flags: { [SCOPE]: { relayReply: [...errors] } },
  });
}

/** Active GM: handle a request. Requester: show the GM's answer as notifications. */
async function onCreateChatMessage(message: ChatMessage.Implementation, _options: unknown, userId: string) {
  const flags = systemFlags(message);
  const answer = flags.relayReply;
  if (Array.isArray(answer)) {
    const toSelf = message.whisper.includes(game.user?.id ?? "");
    if (trustedReply(message.author?.isGM === true, toSelf && !game.user?.isGM))
      for (const line of answer) ui.notifications?.warn(String(line));
    return;
  }
  const request = readRelayRequest(flags.relay);
  const author = message.author;
  const delivery = {
    selfIsActiveGM: game.users?.activeGM?.isSelf === true,
    authorId: author?.id ?? null,
    creatorId: userId,
  };
  if (!request || !author || !shouldHandleRelay(delivery)) return;
  const errors = await handle(request, author);
  await message.delete();
  if (errors.length > 0) await reply(author, errors);
}

/** Requests are plumbing: nobody reads them in the log. */
export function hideRelayRequest(message: ChatMessage.Implementation, html: HTMLElement): void {
  // An inline `display: none !important` wins over any stylesheet, where the `hidden` attribute does not.
  if (systemFlags(message).relay !== undefined) html.style.setProperty("display", "none", "important");
}

export function registerRelay(): void {
  Hooks.on("createChatMessage", (message, options, userId) => {
    void onCreateChatMessage(message as ChatMessage.Implementation, options, userId).catch(
      (error: unknown) => {
        console.error(error);
        ui.notifications?.error(localize("SW25.Relay.Failed"));
      },
    );
  });
}
