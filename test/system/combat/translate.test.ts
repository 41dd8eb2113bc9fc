import { describe, expect, it } from "vitest";
import {
  battleFromSources,
  moveSpeedOf,
  positioningFeats,
  sideFromDisposition,
  sourceFromActor,
} from "../../../src/system/combat/translate.js";
import { source } from "./helpers.js";

describe("translate: Foundry documents to the battle state", () => {
  it("[INIT-01] hostile and secret tokens fight as enemies, friendly and neutral ones with the party", () => {
    expect([-2, -1, 0, 1].map(sideFromDisposition)).toEqual(["enemy", "enemy", "pc", "pc"]);
  });

  it("[SECT-01] a monster brings every section with its HP; its fixed Initiative and knowledge targets", () => {
    const s = sourceFromActor(
      "c1",
      {
        type: "monster",
        name: "Stone Crab",
        system: {
          initiative: 11,
          reputation: 9,
          weakness: 14,
          sections: [
            { name: "Shell", hp: { value: 30, max: 30 } },
            { name: "Claw", hp: { value: 12, max: 18 } },
          ],
        },
      },
      "enemy",
    );
    expect(s.sections).toEqual([
      { name: "Shell", hp: 30, maxHp: 30 },
      { name: "Claw", hp: 12, maxHp: 18 },
    ]);
    expect([s.initiative, s.reputation, s.weakness, s.monsterKnowledge]).toEqual([11, 9, 14, null]);
  });

  it("[INIT-03] a character brings its class modifiers, null without Scout/Tactician or Sage", () => {
    const withScout = sourceFromActor(
      "c2",
      {
        type: "character",
        name: "Arle",
        system: { hp: { value: 17, max: 23 }, derived: { initiative: 5, monsterKnowledge: null } },
      },
      "pc",
      "Arle (token)",
    );
    expect(withScout).toMatchObject({
      name: "Arle (token)",
      initiative: 5,
      monsterKnowledge: null,
      kind: "character",
    });
    expect(withScout.sections).toEqual([{ name: "Arle (token)", hp: 17, maxHp: 23 }]);
  });

  it("[INIT-01] the opening state is in setup with everybody unplaced", () => {
    const built = battleFromSources(
      [source("a", "pc", { initiative: 2 }), source("b", "enemy", { initiative: 8 })],
      "simplified",
    );
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.phase).toBe("setup");
    expect(built.value.combatants.map((c) => [c.id, c.side, c.position.kind, c.initiative])).toEqual([
      ["a", "pc", "unplaced", 2],
      ["b", "enemy", "unplaced", 8],
    ]);
    expect(built.value.combatants[0]?.monsterKnowledge).toBeUndefined();
  });

  it("[STD-04] a Standard battle opens at the tokens' points with the scene's metric, speed and feats", () => {
    const built = battleFromSources(
      [
        source("a", "pc", { point: { x: 3, y: 4.4 }, moveSpeed: 12, feats: ["hawkEye"] }),
        source("b", "enemy", { point: { x: 10, y: 0 }, moveSpeed: 9 }),
      ],
      "standard",
      { kind: "grid", size: 1.5, diagonals: "equidistant" },
    );
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.method).toBe("standard");
    expect(built.value.standard?.metric).toEqual({ kind: "grid", size: 1.5, diagonals: "equidistant" });
    expect(built.value.combatants.map((c) => [c.id, c.position, c.moveSpeed, c.feats])).toEqual([
      ["a", { kind: "point", x: 3, y: 4 }, 12, ["hawkEye"]],
      ["b", { kind: "point", x: 10, y: 0 }, 9, []],
    ]);
  });

  it("[STD-01] a Standard battle refuses a combatant without a token on the scene", () => {
    const built = battleFromSources(
      [source("a", "pc", { point: { x: 0, y: 0 } }), source("b", "enemy")],
      "standard",
    );
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error.code).toBe("Combat.MalformedBattle");
  });

  it("[SIMP-01] a Simplified battle ignores token points: everybody starts unplaced", () => {
    const built = battleFromSources(
      [source("a", "pc", { point: { x: 3, y: 4 } }), source("b", "enemy")],
      "simplified",
    );
    expect(built.ok && built.value.combatants.map((c) => c.position.kind)).toEqual(["unplaced", "unplaced"]);
  });

  it("[MOVE-05] Move Speed: a character's Normal Move, a monster's ground movement; feats from items", () => {
    expect(
      moveSpeedOf({ type: "character", name: "A", system: { derived: { movement: { normal: 14 } } } }),
    ).toBe(14);
    expect(moveSpeedOf({ type: "monster", name: "G", system: { movement: { ground: 11 } } })).toBe(11);
    expect(moveSpeedOf({ type: "mount", name: "H", system: {} })).toBeNull();
    expect(
      positioningFeats([
        { type: "feat", system: { effect: "hawkEye" } },
        { type: "feat", system: { effect: "powerStrike" } },
        { type: "weapon", system: { effect: "targeting" } },
        { type: "feat", system: { effect: "targeting" } },
      ]),
    ).toEqual(["hawkEye", "targeting"]);
  });

  it("[INIT-01] no combatants is an error value, not an exception", () => {
    const built = battleFromSources([], "simplified");
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error.code).toBe("Combat.NoCombatants");
  });
});
