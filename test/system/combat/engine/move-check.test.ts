import { describe, expect, it } from "vitest";
import { checkMove, moveEvent, moveMessages } from "../../../../src/system/combat/engine/move-check.js";
import { standardBattle, turnOf } from "../canvas/standard-battle.js";
import { en, translator } from "../helpers.js";

const player = { isGM: false, override: false };

describe("token moves in a Standard battle", () => {
  it("[MOVE-05] a legal move applies a moveTo with the path in metres; the mode's metres left come back", () => {
    const state = turnOf("Arle");
    const v = checkMove({ state, combatantId: "Arle", path: [{ x: 4, y: 0 }], ...player });
    expect(v).toEqual({
      kind: "apply",
      event: { type: "moveTo", actorId: "Arle", path: [{ x: 4, y: 0 }] },
      left: 1,
    });
  });

  it("[MOVE-05] at the Full Move's 15 m the move goes; 16 m is refused with the localized reason", () => {
    const state = turnOf("Arle");
    expect(checkMove({ state, combatantId: "Arle", path: [{ x: 0, y: 15 }], ...player }).kind).toBe("apply");
    const over = checkMove({ state, combatantId: "Arle", path: [{ x: 0, y: 16 }], ...player });
    expect(over.kind).toBe("refuse");
    expect(moveMessages(over, en)).toEqual(["Movement: A Full Move allows 15 m; this one needs 16 m."]);
    expect(moveMessages(over, translator("ja"))[0]).toBe(
      "移動：全力移動は15mまでです。この移動には16m必要です。",
    );
  });

  it("[STD-13] out of melee without a declared retreat is refused", () => {
    const state = turnOf("Kai");
    const v = checkMove({ state, combatantId: "Kai", path: [{ x: 20, y: 5 }], ...player });
    expect(v.kind).toBe("refuse");
    // From the centre a Limited Move (3 m) cannot get past the 3 m edge, so a Normal one is refused twice.
    expect(moveMessages(v, en)).toEqual([
      "Standard Combat: In melee only a Limited Move is allowed unless a retreat was declared.",
      "Standard Combat: You cannot leave an area with an enemy unless you declared a retreat.",
    ]);
    // Inside the skirmish a Limited Move is fine.
    expect(checkMove({ state, combatantId: "Kai", path: [{ x: 21, y: 0 }], ...player }).kind).toBe("apply");
  });

  it("[STD-03] a move into GM-forbidden coordinates is refused", () => {
    const state = turnOf(
      "Arle",
      standardBattle({
        forbidden: [
          {
            id: "pit",
            polygon: [
              { x: 3, y: -1 },
              { x: 5, y: -1 },
              { x: 5, y: 1 },
              { x: 3, y: 1 },
            ],
          },
        ],
      }),
    );
    const v = checkMove({ state, combatantId: "Arle", path: [{ x: 4, y: 0 }], ...player });
    expect(v.kind === "refuse" && v.errors.map((e) => e.rule)).toEqual(["STD-03"]);
  });

  it("[FLOW-03] someone else's turn: refused for a player; the GM's override moves the token only", () => {
    const state = turnOf("Arle");
    const mine = checkMove({ state, combatantId: "Bram", path: [{ x: 1, y: 10 }], ...player });
    expect(mine.kind).toBe("refuse");
    const gm = checkMove({ state, combatantId: "Bram", path: [{ x: 1, y: 10 }], isGM: true, override: true });
    expect(gm.kind === "override" && gm.event).toBeNull();
  });

  it("[MOVE-05] the GM's override on the mover's turn applies the move wrapped in an override", () => {
    const state = turnOf("Arle");
    const v = checkMove({ state, combatantId: "Arle", path: [{ x: 0, y: 16 }], isGM: true, override: true });
    expect(v).toMatchObject({
      kind: "override",
      event: { type: "override", event: { type: "moveTo", actorId: "Arle", path: [{ x: 0, y: 16 }] } },
    });
    // Without the modifier or the setting, the GM is refused like anyone.
    expect(
      checkMove({ state, combatantId: "Arle", path: [{ x: 0, y: 16 }], isGM: true, override: false }).kind,
    ).toBe("refuse");
  });

  it("[STD-04] before the first round the tokens' opening positions are fixed: players refused, the GM warned", () => {
    const state = standardBattle();
    const v = checkMove({ state, combatantId: "Arle", path: [{ x: 1, y: 0 }], ...player });
    expect(moveMessages(v, en)).toEqual([
      "Standard Combat: The opening positions were read from the tokens when the battle was set up; moves count from the first round.",
    ]);
    expect(v.kind).toBe("refuse");
    const gmMove = checkMove({
      state,
      combatantId: "Arle",
      path: [{ x: 1, y: 0 }],
      isGM: true,
      override: false,
    });
    expect(gmMove.kind).toBe("warn");
    expect(moveMessages(gmMove, en)).toEqual(moveMessages(v, en));
  });

  it("[STD-08] a path ending on a skirmish's centre joins its melee", () => {
    const state = turnOf("Arle");
    expect(moveEvent(state, "Arle", [{ x: 20, y: 0 }])).toEqual({
      type: "moveTo",
      actorId: "Arle",
      path: [{ x: 20, y: 0 }],
      join: true,
    });
    expect(moveEvent(state, "Arle", [{ x: 19, y: 0 }])).toEqual({
      type: "moveTo",
      actorId: "Arle",
      path: [{ x: 19, y: 0 }],
    });
  });

  it("[SIMP-01] outside combat, in a Simplified battle, for a token not in the battle: nothing is restricted", () => {
    const state = turnOf("Arle");
    const far = [{ x: 0, y: 99 }];
    expect(checkMove({ state: null, combatantId: "Arle", path: far, ...player })).toEqual({ kind: "free" });
    expect(
      checkMove({ state: { ...state, method: "simplified" }, combatantId: "Arle", path: far, ...player }),
    ).toEqual({ kind: "free" });
    expect(checkMove({ state, combatantId: null, path: far, ...player })).toEqual({ kind: "free" });
    expect(checkMove({ state, combatantId: "Nobody", path: far, ...player })).toEqual({ kind: "free" });
    expect(
      checkMove({
        state: { ...state, outcome: { winner: "pc", reason: "defeated" } },
        combatantId: "Arle",
        path: far,
        ...player,
      }),
    ).toEqual({ kind: "free" });
  });
});
