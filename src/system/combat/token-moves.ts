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
 * Where this client just placed each token: that token's next moveToken landing there is the placement's
 * own, not a user's move (forgotten after 5 s, or when the placement did not happen).
 */
const echoes = new Map<string, { x: number; y: number }>();

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

/** True (once) when this token's move that landed at `at` was the system's own placement. */
export function takeEcho(tokenId: string | null | undefined, at: { x: number; y: number }): boolean {
  const placed = tokenId ? echoes.get(tokenId) : undefined;
  if (!tokenId || !placed || placed.x !== at.x || placed.y !== at.y) return false;
  echoes.delete(tokenId);
  return true;
}

function markEcho(tokenId: string, at: { x: number; y: number }): void {
  echoes.set(tokenId, at);
  setTimeout(() => {
    if (echoes.get(tokenId) === at) echoes.delete(tokenId);
  }, 5000);
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
    if (moved === false && echoes.get(id) === at) echoes.delete(id);
  } catch (error) {
    if (echoes.get(id) === at) echoes.delete(id);
    throw error;
  } finally {
    moving.delete(id);
  }
}
