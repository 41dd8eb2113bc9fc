/**
 * Judging a token's move in a Standard battle (preMoveToken, moveToken): the verdict of the engine's move
 * check, the GM's override, and a mounted pair's partner token that follows its move.
 */
import type { BattleEvent } from "../../../rules/combat/events.js";
import type { BattleState } from "../../../rules/combat/types.js";
import { compat } from "../../compat/index.js";
import { localize, type SW25Combat } from "../battle/combat.js";
// The checks come from the battle engine, loaded on demand: as with no battle until it is (engine-loader.ts).
import { checkMove, moveMessages } from "../engine/checks-on-demand.js";
import type { MoveVerdict } from "../engine/move-check.js";
import { landingOf, type MovementOperation, readMovement } from "../scene/movement.js";
import { sceneGridOf, waypointsToMetres } from "../scene/scene-metres.js";
import { isSystemMove, placeToken, takeEcho } from "../scene/token-moves.js";
import { battleOf, type TokenDocLike } from "./token-battle.js";

export const OVERRIDE_SETTING = "gmMoveOverride";

/** The update operation handed to preMoveToken / moveToken: the token updates it carries. */
export interface OperationLike {
  readonly updates?: readonly { readonly _id?: string }[];
}

/** Verdicts of moves checked in preMoveToken, applied in moveToken (same client, same movement id). */
const verdicts = new Map<string, { combat: SW25Combat; verdict: MoveVerdict; name: string }>();
/**
 * Movements already judged as a whole: a path with checkpoints is several update operations of one
 * movement, and only the first is checked (its passed and pending waypoints are the whole path).
 */
const judged: string[] = [];

/**
 * One token's movement: its token and movement id. The v13 pages call a movement id unique but do not say
 * whether the tokens of one dragged selection share it; keyed by both, each token's move is its own.
 */
function movementKey(document: { readonly id: string | null }, movement: MovementOperation): string {
  return `${document.id ?? ""}:${movement.id}`;
}

function firstJudgement(id: string): boolean {
  if (judged.includes(id)) return false;
  judged.push(id);
  if (judged.length > 100) judged.shift();
  return true;
}

/**
 * MOUNT-01: the mounted pairs already judged in one update operation (two selected tokens dragged together),
 * with whether their move was let through: the pair moves once, by the first of its tokens judged.
 */
const pairsInOperation = new WeakMap<object, Map<string, boolean>>();

/** The pair a combatant belongs to, as one key for both its tokens; null when it rides with nobody. */
function pairKey(state: BattleState, combatantId: string): string | null {
  const partner = state.combatants.find((c) => c.id === combatantId)?.mountedWith;
  return partner ? [combatantId, partner].sort().join("|") : null;
}

/** The partner's token of a mounted pair, when the combatant has one. */
function partnerToken(found: { combat: SW25Combat; state: BattleState; combatantId: string }) {
  const partner = found.state.combatants.find((c) => c.id === found.combatantId)?.mountedWith;
  if (!partner) return null;
  return (found.combat.combatants.get(partner)?.token as unknown as TokenDocLike | null | undefined) ?? null;
}

/**
 * The pairs whose two tokens one update operation moved (both tokens' moveToken then skip the follow). Kept
 * per operation, never for a while: the next drag of one token of the pair, a moment later, is its own
 * operation and takes the partner along.
 */
const movedTogether = new WeakMap<object, Set<string>>();

function markTogether(operation: OperationLike | undefined, pair: string): void {
  if (!operation || typeof operation !== "object") return;
  movedTogether.set(operation, new Set([...(movedTogether.get(operation) ?? []), pair]));
}

function inOperation(operation: OperationLike | undefined, tokenId: string | null): boolean {
  return !!tokenId && (operation?.updates ?? []).some((u) => u?._id === tokenId);
}

/**
 * v13's keyboard manager knows whether Alt is down right now (KeyboardManager#isModifierActive with
 * KeyboardManager.MODIFIER_KEYS.ALT): it forgets a key released while the window was not focused
 * (Alt+Tab), where a listener of our own would keep it stuck.
 */
function altDown(): boolean {
  const keyboard = (game as { keyboard?: { isModifierActive?: (m: string) => boolean } }).keyboard;
  const Manager = (
    foundry as unknown as {
      helpers?: { interaction?: { KeyboardManager?: { MODIFIER_KEYS?: { ALT?: string } } } };
    }
  ).helpers?.interaction?.KeyboardManager;
  return keyboard?.isModifierActive?.(Manager?.MODIFIER_KEYS?.ALT ?? "Alt") === true;
}

function gmOverrides(): boolean {
  return altDown() || game.settings?.get("swordworld25", OVERRIDE_SETTING) === true;
}

export function onPreMove(
  document: TokenDocLike,
  movement: MovementOperation,
  operation: OperationLike | undefined,
): boolean | undefined {
  const key = movementKey(document, movement);
  if (isSystemMove(document.id) || !firstJudgement(key)) return undefined;
  const reading = readMovement(movement);
  if (reading.kind === "pass") return undefined;
  const found = battleOf(document);
  const grid = sceneGridOf(document.parent?.grid);
  if (!found || !grid) return undefined;
  const pair = pairKey(found.state, found.combatantId);
  const pairs = operation && typeof operation === "object" ? pairsInOperation.get(operation) : undefined;
  const earlier = pair ? pairs?.get(pair) : undefined;
  // The other token of a pair already judged in this operation: the pair moves (or stays) once.
  if (pair && earlier !== undefined) {
    markTogether(operation, pair);
    return earlier ? undefined : false;
  }
  const verdict = checkMove({
    state: found.state,
    combatantId: found.combatantId,
    path: waypointsToMetres(reading.waypoints, grid),
    isGM: !!game.user?.isGM,
    override: gmOverrides(),
  });
  // A player's move the battle must record is recorded by the active GM's client: with no GM connected the
  // token would land where the battle does not have it, so it stays and the player is told why.
  const unrecorded = verdict.kind === "apply" && !game.user?.isGM && !game.users?.activeGM;
  const allowed = verdict.kind !== "refuse" && !unrecorded;
  if (pair && operation && typeof operation === "object")
    pairsInOperation.set(operation, new Map([...(pairs ?? []), [pair, allowed]]));
  if (verdict.kind === "free") return undefined;
  if (unrecorded) {
    ui.notifications?.warn(localize("SW25.Error.RelayNoGm"));
    return false;
  }
  if (verdict.kind === "refuse") {
    for (const message of moveMessages(verdict, localize)) ui.notifications?.warn(message);
    return false;
  }
  if (verdict.kind === "warn") {
    for (const message of moveMessages(verdict, localize)) ui.notifications?.info(message);
    return undefined;
  }
  const name = found.combat.combatants.get(found.combatantId)?.name ?? "";
  verdicts.set(key, { combat: found.combat, verdict, name });
  return undefined;
}

export async function onMoved(
  document: TokenDocLike,
  movement: MovementOperation,
  operation: OperationLike | undefined,
): Promise<void> {
  // The system's own placement (a correction, a partner following): nothing to apply or to drag along.
  if (takeEcho(document.id, landingOf(movement, document))) return;
  // A path with checkpoints lands in several operations: the battle changes once, when the last lands.
  if ((movement.pending?.waypoints?.length ?? 0) > 0) return;
  const key = movementKey(document, movement);
  const held = verdicts.get(key);
  verdicts.delete(key);
  // The partner follows first, then the battle changes: the active GM's corrections after the change then find
  // the pair on its point (or move both tokens back together), and never move the partner a second time.
  await movePartner(document, movement, operation, game.user);
  if (held) await applyVerdict(held.combat, held.verdict, held.name);
}

/**
 * The active GM's client, for another user's move: takes the partner's token along when that user may not
 * move it (a mount token the GM owns, dragged with its rider by a player).
 */
export async function onMovedByOther(
  document: TokenDocLike,
  movement: MovementOperation,
  operation: OperationLike | undefined,
  mover: UserLike | null | undefined,
): Promise<void> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return;
  if ((movement.pending?.waypoints?.length ?? 0) > 0) return;
  await movePartner(document, movement, operation, mover);
}

export interface UserLike {
  readonly id: string | null;
}

/** TokenDocument#canUserModify(user, "update"): whether `user` may move the token (true when unknown). */
function mayMove(token: TokenDocLike, user: UserLike | null | undefined): boolean {
  const check = (token as { canUserModify?: (user: unknown, action: string) => boolean }).canUserModify;
  return !user || typeof check !== "function" || check.call(token, user, "update") !== false;
}

async function applyVerdict(combat: SW25Combat, verdict: MoveVerdict, name: string): Promise<void> {
  // The GM ended the combat while the move was on its way: there is no battle left to change.
  if (!combat.id || game.combats?.get(combat.id) !== combat) return;
  if (verdict.kind === "apply") {
    await combat.sendEvent(verdict.event);
    return;
  }
  if (verdict.kind !== "override") return;
  const reasons = moveMessages(verdict, localize).join("; ");
  const text = verdict.event
    ? localize("SW25.Combat.Canvas.Override", { name, reasons })
    : localize("SW25.Combat.Canvas.OverrideOffTurn", { name, reasons });
  await compat.postChatCard({ content: `<p>${foundry.utils.escapeHTML(text)}</p>` });
  if (verdict.event) await combat.sendEvent(verdict.event as BattleEvent);
}

/**
 * A mounted pair is two linked tokens (MOUNT-01): the engine moves both with either one's move, so when one
 * token moves its partner follows by the same offset (the client that moved the first places the second,
 * or the active GM's client when the mover may not move the partner's token; that placement is the
 * system's, never judged). Both tokens moved in one operation need no follow.
 */
async function movePartner(
  document: TokenDocLike,
  movement: MovementOperation,
  operation: OperationLike | undefined,
  mover: UserLike | null | undefined,
): Promise<void> {
  if (readMovement(movement).kind !== "judge") return;
  const found = battleOf(document);
  const origin = movement.origin;
  if (!found || !origin) return;
  const partner = partnerToken(found);
  if (!partner?.id || partner.id === document.id || isSystemMove(partner.id)) return;
  // The mover's client places the partner when the mover may move it; else the active GM's client does.
  const mine = mover?.id === game.user?.id;
  if (mine !== mayMove(partner, mover)) return;
  const pair = pairKey(found.state, found.combatantId);
  const together =
    !!pair && !!operation && typeof operation === "object" && !!movedTogether.get(operation)?.has(pair);
  if (inOperation(operation, partner.id) || together) return;
  // This movement's own offset: the document may already stand where a later update put it.
  const landed = landingOf(movement, document);
  try {
    await placeToken(partner, partner.x + landed.x - origin.x, partner.y + landed.y - origin.y);
  } catch (error) {
    // A player who may not move the partner's token: the battle already holds the pair together.
    console.error(error);
    ui.notifications?.warn(localize("SW25.Combat.Canvas.PartnerNotMoved"));
  }
}
