/**
 * Review: the Standard Battle Board's "metres left" column (tracker-standard.ts metresLeft) against the
 * engine's budgets when water (ENV-05) or a mounted pair (MOUNT-01) changes them. Tests marked `it.fails`
 * expose a bug named in their comment.
 */
import { describe, expect, it } from "vitest";
import { trackerView } from "../../../../src/system/combat/tracker/view.js";
import { riderOnMount } from "../../../rules/combat/helpers.js";
import { en, gm, play } from "../helpers.js";
import { standardBattle, turnOf } from "./standard-battle.js";

const leftOf = (state: ReturnType<typeof standardBattle>, id: string) =>
  trackerView({ state, chosenMethod: "standard", user: gm, t: en }).standard?.movement.find(
    (m) => m.id === id,
  )?.left;

describe("the board's metres left (MOVE-05, ENV-05, MOUNT-01)", () => {
  it("[MOVE-05] control, on land: Arle (Move Speed 5) has 15 m of Full Move before the turn", () => {
    expect(leftOf(turnOf("Arle"), "Arle")).toBe("15 m");
  });

  // Fixed: src/system/combat/tracker-standard.ts metresLeft calls budget(speed, mode) without the underwater
  // flag (underwater.ts waterLimited), so under water the board offers land metres the engine refuses
  // (ENV-05: Full = ⌈15 / 5⌉ = 3 m at Move Speed 5).
  it("[ENV-05] under water the board shows the underwater budget: Full ⌈15 / 5⌉ = 3 m; after 1 m Limited, 0 m", () => {
    const wet = turnOf("Arle", standardBattle({ environment: { underwater: true }, growingMoves: true }));
    expect(leftOf(wet, "Arle")).toBe("3 m");
    const limited = play(wet, [
      { type: "move", actorId: "Arle", mode: "limited" },
      { type: "moveTo", actorId: "Arle", path: [{ x: 1, y: 0 }] },
    ]);
    expect(leftOf(limited, "Arle")).toBe("0 m");
    // Read from its metres (not named), the move may still grow into the underwater Full Move: 2 m left.
    const moved = play(wet, [{ type: "moveTo", actorId: "Arle", path: [{ x: 1, y: 0 }] }]);
    expect(leftOf(moved, "Arle")).toBe("2 m");
  });

  // Fixed: metresLeft measures each combatant by its own speed and its own turn (`state.turn.actorId === c.id`):
  // the jockey gets its own Agility, the mount (acting in its jockey's turn) is shown unmoved with a Full budget.
  it("[MOUNT-01] a mounted pair after the stag's 10 m Normal Move: both rows show the stag's 10 m left", () => {
    const base = standardBattle({
      combatants: [
        ...riderOnMount("Kay", "Stag"),
        { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
      ],
      skirmishes: [],
      growingMoves: true,
    });
    const moved = play(turnOf("Kay", base), [
      { type: "move", actorId: "Kay", mode: "normal" },
      { type: "moveTo", actorId: "Kay", path: [{ x: 10, y: 0 }] },
    ]);
    expect(leftOf(moved, "Kay")).toBe("10 m");
    expect(leftOf(moved, "Stag")).toBe("10 m");
    // Read from its metres instead, the pair's move may still grow into the stag's Full Move (60 m).
    const read = play(turnOf("Kay", base), [{ type: "moveTo", actorId: "Kay", path: [{ x: 10, y: 0 }] }]);
    expect(leftOf(read, "Kay")).toBe("50 m");
    expect(leftOf(read, "Stag")).toBe("50 m");
  });
});

describe("attack buttons on the Standard Battle Board (STD-05, STD-09)", () => {
  // Fixed (was high): src/system/combat/tracker-arsenal-rows.ts attackRows (line 46) and the spell rows keep only
  // foes with `placedIn(c)`, an *area* position (tracker-areas.ts:10); in Standard Combat every combatant
  // stands at a point, so the board offers no attack and no targeted spell at all, and nothing else in
  // src/system sends a `major` attack: no skirmish can break out (STD-05) from Foundry.
  it("[STD-09][STD-05] Kai in melee with GobA after a Limited Move is offered a melee attack on GobA", () => {
    const state = play(turnOf("Kai"), [{ type: "move", actorId: "Kai", mode: "limited" }]);
    const v = trackerView({ state, chosenMethod: "standard", user: gm, t: en });
    const buttons = (v.turn?.attacks ?? []).flatMap((row) => row.buttons);
    expect(buttons.map((b) => b.mode)).toContain("legal");
    expect(buttons.map((b) => JSON.parse(b.event))).toContainEqual({
      type: "major",
      actorId: "Kai",
      action: { kind: "attack", form: "melee", targetId: "GobA" },
    });
  });
});

describe("the Battle Board in a jockey's turn (MOUNT-01, MOUNT-06)", () => {
  // Fixed (was missing): src/system/combat/tracker-view.ts
  // turnView builds the attack rows for the turn's actor only; nothing in src/system reads `state.turn.mount`, so the commanded mount's major actions
  // ("the mount moves and performs Major Actions as commanded by the rider") have no button at all.
  it("[MOUNT-01] the stag commanded in Kay's turn gets its own attack buttons", () => {
    const base = standardBattle({
      combatants: [
        ...riderOnMount("Kay", "Stag"),
        { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 0, y: 0 } },
      ],
      skirmishes: [],
    });
    const state = play(turnOf("Kay", base), [{ type: "move", actorId: "Kay", mode: "limited" }]);
    expect(state.turn?.mount?.id).toBe("Stag");
    const v = trackerView({ state, chosenMethod: "standard", user: gm, t: en });
    // The turn's own rows are Kay's; the mount's are in the "Commands Stag:" block (tracker-riding.ts).
    const actors = [...(v.turn?.attacks ?? []), ...(v.turn?.commanded?.attacks ?? [])].flatMap((row) =>
      row.buttons.map((b) => (JSON.parse(b.event) as { actorId: string }).actorId),
    );
    expect(actors).toContain("Kay");
    expect(actors).toContain("Stag");
  });
});
