/** The running battle a token on the canvas fights in, and the token shapes the canvas hooks read. */
import type { BattleState } from "../../../rules/combat/types.js";
import type { SW25Combat } from "../battle/combat.js";
import type { MovableToken } from "../scene/token-moves.js";

/** A token document as the hooks read it. */
export interface TokenDocLike extends MovableToken {
  readonly id: string | null;
  readonly parent: { readonly id: string | null; readonly grid?: unknown } | null;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly hidden?: boolean;
  readonly object?: { readonly center?: { x: number; y: number }; readonly isVisible?: boolean } | null;
}

/** A token object as the circles read it. */
export interface TokenObjectLike {
  readonly center: { x: number; y: number };
  readonly w: number;
  /** v13 Token#isVisible: whether this client may see the token now (vision, hidden). */
  readonly isVisible?: boolean;
  readonly document?: { readonly hidden?: boolean };
}

/**
 * The running battle this token fights in, with its combatant's id (the battle's scene only). A token may
 * stand in several combats (a finished battle the GM has not deleted yet, a second encounter on the same
 * map): a battle still being fought comes before a finished one, and the viewed combat before the others.
 */
export function battleOf(token: { id: string | null; parent: { id: string | null } | null }): {
  combat: SW25Combat;
  state: BattleState;
  combatantId: string;
} | null {
  const found: { combat: SW25Combat; state: BattleState; combatantId: string }[] = [];
  for (const combat of (game.combats?.contents ?? []) as SW25Combat[]) {
    // Read every frame of a drag: `battle` is kept while the stored JSON stays the same (combat-data.ts).
    const state = combat.battle;
    if (!state) continue;
    const combatant = combat.combatants.find((c) => c.tokenId === token.id);
    if (!combatant?.id || !state.combatants.some((c) => c.id === combatant.id)) continue;
    const scene = combat.battleSceneReading;
    if (scene.kind !== "one" || scene.sceneId !== token.parent?.id) continue;
    found.push({ combat, state, combatantId: combatant.id });
  }
  const rank = (f: (typeof found)[number]) => (f.state.outcome ? 2 : 0) + (f.combat === game.combat ? 0 : 1);
  return found.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
