/**
 * Review: a mounted pair's tokens after the engine moved the pair somewhere other than where it was dragged
 * (STD-17 block, STD-09/20 melee centre). Tests marked `it.fails` expose a bug named in their comment.
 */
import { describe, expect, it } from "vitest";
import { tokenCorrections } from "../../../../src/system/combat/scene/scene-metres.js";
import { riderOnMount } from "../../../rules/combat/helpers.js";
import { play } from "../helpers.js";
import { standardBattle, turnOf } from "./standard-battle.js";

/** 100 px spaces of 1 m, so a 1×1 token's top-left is its centre − 50 px. */
const grid = { type: 1, size: 100, distance: 1, diagonals: 0 };

describe("a mounted pair's tokens follow the battle (MOUNT-01, STD-17)", () => {
  // Fixed: tokenCorrections used to skip every combatant with `mountedWith`
  // ("the rider follows its mount"), and canvas-hooks.ts movePartner only mirrors a drag. When the engine
  // stops the pair elsewhere (a block, STD-17; a skirmish's centre, STD-09/20; a merge, STD-15) neither token
  // is ever put where the battle says: the canvas shows the pair 10 m past the block point.
  it("[STD-17][MOUNT-01] the pair dragged to x = 20 but blocked at x = 10: both tokens are corrected to x = 10", () => {
    const base = standardBattle({
      combatants: [
        ...riderOnMount("Kay", "Stag"),
        { id: "G1", side: "enemy", hp: 10, agility: 10, position: { x: 10, y: 2 } },
      ],
      skirmishes: [],
    });
    const state = play(turnOf("Kay", base), [
      { type: "moveTo", actorId: "Kay", path: [{ x: 20, y: 0 }] },
      { type: "block", moverId: "Kay", blockerIds: ["G1"], at: { x: 10, y: 0 } },
    ]);
    expect(state.combatants.find((c) => c.id === "Stag")?.position).toEqual({ kind: "point", x: 10, y: 0 });
    // Both tokens stand where the drag ended: centre (20, 0), top-left (1950, −50).
    const dragged = { x: 1950, y: -50, width: 1, height: 1 };
    const tokens = [
      { tokenId: "tKay", combatantId: "Kay", place: dragged },
      { tokenId: "tStag", combatantId: "Stag", place: dragged },
    ];
    expect(tokenCorrections(state.combatants, tokens, grid)).toEqual([
      { tokenId: "tKay", x: 950, y: -50 },
      { tokenId: "tStag", x: 950, y: -50 },
    ]);
  });
});
