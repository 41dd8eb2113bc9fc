/**
 * Token moves the system makes itself: putting tokens where the battle has them (corrections after a
 * block, a melee centre, a merge, a refused move) and a mounted pair's partner following its drag. They are
 * not a user's movement: the move hooks let them through unjudged and uncharged, and they are made the way
 * v13 documents a placement (TokenDocument#move with the "api" method, no animation, walls and cost
 * ignored, the core "displace" action). See docs/standard-combat.md, "On the canvas".
 */

/** A token document as the system moves it. */
export interface MovableToken {
  readonly id: string | null;
  readonly x: number;
  readonly y: number;
  move?(waypoints: object[], options?: object): Promise<unknown>;
  update(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

/** Tokens this client is moving right now (their preMoveToken lets them pass). */
const moving = new Set<string>();
/**
 * Where this client just placed each token, in the order placed: that token's moveToken landing at one of
 * them is that placement's own, not a user's move (forgotten after 5 s, or when the placement did not
 * happen). moveToken comes "after the update has been processed" (hookEvents.moveToken), so a second
 * placement of the same token can be made before the first one's moveToken arrives: each is remembered.
 */
const echoes = new Map<string, { x: number; y: number }[]>();
/** TokenMovementOptions of a system placement (v13 TokenDocument#move). */
export const PLACEMENT_OPTIONS = {
  method: "api",
  animate: false,
  autoRotate: false,
  showRuler: false,
  constrainOptions: { ignoreWalls: true, ignoreCost: true },
} as const;

export function isSystemMove(tokenId: string | null | undefined): boolean {
  return !!tokenId && moving.has(tokenId);
}

/** True (once per placement) when this token's move that landed at `at` was the system's own placement. */
export function takeEcho(tokenId: string | null | undefined, at: { x: number; y: number }): boolean {
  const placed = tokenId ? echoes.get(tokenId) : undefined;
  const match = placed?.find((p) => p.x === at.x && p.y === at.y);
  if (!tokenId || !match) return false;
  forgetEcho(tokenId, match);
  return true;
}

function forgetEcho(tokenId: string, at: { x: number; y: number }): void {
  const left = (echoes.get(tokenId) ?? []).filter((p) => p !== at);
  if (left.length > 0) echoes.set(tokenId, left);
  else echoes.delete(tokenId);
}

function markEcho(tokenId: string, at: { x: number; y: number }): void {
  echoes.set(tokenId, [...(echoes.get(tokenId) ?? []), at]);
  setTimeout(() => forgetEcho(tokenId, at), 5000);
}

/** Moves a token's top-left corner to (x, y) as the system's placement. Throws what Foundry throws. */
export async function placeToken(token: MovableToken, x: number, y: number): Promise<void> {
  const id = token.id;
  if (!id) return;
  const at = { x, y };
  moving.add(id);
  markEcho(id, at);
  try {
    const moved =
      typeof token.move === "function"
        ? await token.move(
            [{ x, y, action: "displace", explicit: false, checkpoint: true }],
            PLACEMENT_OPTIONS,
          )
        : await token.update({ x, y }, { animate: false });
    // Refused (another module's preMoveToken) or nothing to do: no moveToken will come for it.
    if (moved === false) forgetEcho(id, at);
  } catch (error) {
    forgetEcho(id, at);
    throw error;
  } finally {
    moving.delete(id);
  }
}
