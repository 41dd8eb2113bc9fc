/**
 * Relay on "system.swordworld25": players' battle events go to the active GM's client, which applies
 * them through the reducer (after the ownership check in SW25Combat#applyEvent) and sends errors back.
 */
import type { BattleEvent } from "../../rules/combat/events.js";

const CHANNEL = "system.swordworld25";

interface EventMessage {
  readonly kind: "battleEvent";
  readonly combatId: string;
  readonly userId: string;
  readonly event: BattleEvent;
}

interface ErrorsMessage {
  readonly kind: "battleErrors";
  readonly userId: string;
  readonly messages: readonly string[];
}

type BattleMessage = EventMessage | ErrorsMessage;

/** What the socket needs of a combat (kept structural to avoid an import cycle with combat.ts). */
interface EventTarget {
  applyEvent(event: BattleEvent, requester: User.Implementation): Promise<string[]>;
}

function isMessage(data: unknown): data is BattleMessage {
  const kind = (data as { kind?: unknown } | null)?.kind;
  return kind === "battleEvent" || kind === "battleErrors";
}

export function emitEvent(message: Omit<EventMessage, "kind">): void {
  game.socket?.emit(CHANNEL, { kind: "battleEvent", ...message });
}

export function tellUser(userId: string, messages: readonly string[]): void {
  game.socket?.emit(CHANNEL, { kind: "battleErrors", userId, messages });
}

async function onMessage(data: unknown): Promise<void> {
  if (!isMessage(data)) return;
  if (data.kind === "battleErrors") {
    if (data.userId === game.user?.id) for (const m of data.messages) ui.notifications?.warn(m);
    return;
  }
  // One GM writes, even with several connected.
  if (game.users?.activeGM?.id !== game.user?.id) return;
  const combat = game.combats?.get(data.combatId) as unknown as EventTarget | undefined;
  const requester = game.users?.get(data.userId);
  if (!combat || !requester) return;
  const errors = await combat.applyEvent(data.event, requester);
  if (errors.length > 0) tellUser(data.userId, errors);
}

export function registerBattleSocket(): void {
  game.socket?.on(CHANNEL, (data: unknown) => {
    void onMessage(data);
  });
}
