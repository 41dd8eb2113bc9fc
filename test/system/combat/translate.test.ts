import { describe, expect, it } from "vitest";
import {
  battleFromSources,
  methodInUse,
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

  it("[SIMP-01] Standard is remembered as the choice but the battle runs Simplified", () => {
    expect(methodInUse("standard")).toEqual({ method: "simplified", fallback: true });
    expect(methodInUse("simplified")).toEqual({ method: "simplified", fallback: false });
    const built = battleFromSources([source("a", "pc"), source("b", "enemy")], "standard");
    expect(built.ok && built.value.method).toBe("simplified");
  });

  it("[INIT-01] no combatants is an error value, not an exception", () => {
    const built = battleFromSources([], "simplified");
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error.code).toBe("Combat.NoCombatants");
  });
});
