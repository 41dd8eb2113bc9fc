/**
 * Review: the canvas ruler and the move verdict for a mounted pair (MOUNT-01 with MOVE-05). The engine moves
 * the pair at the mount's Move Speed in the jockey's turn whichever token is dragged; the ruler and the
 * verdict's `left` must say the same. Tests marked `it.fails` expose a bug named in their comment.
 */
import { describe, expect, it } from "vitest";
import { rulerBands } from "../../../../src/rules/combat/standard/ruler.js";
import type { BattleState, Combatant } from "../../../../src/rules/combat/types.js";
import { checkMove } from "../../../../src/system/combat/engine/move-check.js";
import { makeBattle, riderOnMount } from "../../../rules/combat/helpers.js";
import { play } from "../helpers.js";

/** Kay (Agility 8, Rider 2) on her stag (Agility 20) at the origin, Kay's turn open; an orc far away. */
function pair(growingMoves = false): BattleState {
  const r = makeBattle(
    [...riderOnMount("kay", "stag"), { id: "orc", side: "enemy", hp: 15, agility: 10, position: { x: 60 } }],
    { method: "standard", ...(growingMoves ? { growingMoves } : {}) },
  );
  return play(r, [{ type: "startRound" }, { type: "startTurn", actorId: "kay" }]);
}
const get = (s: BattleState, id: string) => s.combatants.find((c) => c.id === id) as Combatant;
const player = { isGM: false, override: false };

describe("a mounted pair on the canvas (MOUNT-01, MOVE-05)", () => {
  it("[MOUNT-01][MOVE-05] the engine: dragging either token 15 m is the stag's Normal Move", () => {
    const s = pair();
    for (const id of ["kay", "stag"]) {
      const v = checkMove({ state: s, combatantId: id, path: [{ x: 15, y: 0 }], ...player });
      expect(v.kind).toBe("apply");
    }
  });

  // Fixed: src/rules/combat/standard/ruler.ts rulerBands measures the dragged token's own combatant (Kay's
  // Agility 8), not the mover ridingMover gives (the stag, Agility 20): 15 m shows as a Full Move.
  it("[MOUNT-01][MOVE-05] the ruler on the jockey's token reads the mount's bands: 15 m is Normal, 5 m left", () => {
    const s = pair();
    const r = rulerBands(s, get(s, "kay"), [{ x: 15, y: 0 }]);
    expect(r.band).toBe("normal");
    expect(r.left).toBe(5);
  });

  // Fixed: rulerBands takes the turn only when `state.turn.actorId === actor.id`; the mount acts in its
  // jockey's turn (turn.ts ownTurn), so after the pair's first 10 m the mount's ruler forgets the fixed
  // Normal mode and the metres spent.
  it("[MOUNT-01][MOVE-01] the ruler on the mount's token after 10 m of Normal Move: 15 m more is over", () => {
    const s = play(pair(), [
      { type: "move", actorId: "kay", mode: "normal" },
      { type: "moveTo", actorId: "kay", path: [{ x: 10, y: 0 }] },
    ]);
    const r = rulerBands(s, get(s, "stag"), [{ x: 25, y: 0 }]);
    expect(r.band).toBe("over");
    // The engine agrees: refused.
    expect(checkMove({ state: s, combatantId: "stag", path: [{ x: 25, y: 0 }], ...player }).kind).toBe(
      "refuse",
    );
  });

  it("[MOUNT-01][MOVE-01] with growing moves, a Normal Move read from its 10 m grows into the stag's Full Move on the next drag", () => {
    const s = play(pair(true), [{ type: "moveTo", actorId: "kay", path: [{ x: 10, y: 0 }] }]);
    expect(rulerBands(s, get(s, "stag"), [{ x: 25, y: 0 }]).band).toBe("full");
    expect(checkMove({ state: s, combatantId: "stag", path: [{ x: 25, y: 0 }], ...player }).kind).toBe(
      "apply",
    );
  });

  // Fixed: src/system/combat/canvas/move-check.ts checkMove computes `left` with planMove on the dragged
  // token's combatant (Kay), not the mover: 0 m left instead of the stag's 5.
  it("[MOUNT-01][MOVE-05] the verdict's metres left after the jockey's 15 m drag are the stag's: 5", () => {
    const s = pair();
    const v = checkMove({ state: s, combatantId: "kay", path: [{ x: 15, y: 0 }], ...player });
    expect(v).toMatchObject({ kind: "apply", left: 5 });
  });
});
