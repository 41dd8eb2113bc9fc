import { describe, expect, it } from "vitest";
import { knowledgeOutcome, monsterView } from "../../../../src/rules/character/monsters/monster-knowledge.js";
import { readCheck } from "../../../../src/rules/dice/check.js";

describe("monster knowledge", () => {
  it("[INIT-02] a result equal to Reputation identifies; equal to Weakness also reveals the weak point", () => {
    expect(knowledgeOutcome(readCheck([3, 4], { modifier: 4 }), 11, 15)).toEqual({
      identified: true,
      weaknessRevealed: false,
    });
    expect(knowledgeOutcome(readCheck([3, 3], { modifier: 4 }), 11, 15)).toEqual({
      identified: false,
      weaknessRevealed: false,
    });
    expect(knowledgeOutcome(readCheck([5, 6], { modifier: 4 }), 11, 15)).toEqual({
      identified: true,
      weaknessRevealed: true,
    });
  });

  it("[ROLL-01] 6-6 succeeds and 1-1 fails whatever the numbers", () => {
    expect(knowledgeOutcome(readCheck([6, 6], { modifier: 0 }), 20, 25)).toEqual({
      identified: true,
      weaknessRevealed: true,
    });
    expect(knowledgeOutcome(readCheck([1, 1], { modifier: 30 }), 10, 15)).toEqual({
      identified: false,
      weaknessRevealed: false,
    });
  });

  it("[INIT-02] players see the alias until identified; the GM always sees everything", () => {
    const goblin = {
      name: "Goblin",
      unidentifiedName: "Small humanoid",
      identified: false,
      weaknessKnown: false,
    };
    expect(monsterView(goblin, false)).toEqual({
      name: "Small humanoid",
      showStats: false,
      showWeakPoint: false,
    });
    expect(monsterView({ ...goblin, unidentifiedName: "  " }, false).name).toBeNull();
    expect(monsterView(goblin, true)).toEqual({ name: "Goblin", showStats: true, showWeakPoint: true });
    expect(monsterView({ ...goblin, identified: true }, false)).toEqual({
      name: "Goblin",
      showStats: true,
      showWeakPoint: false,
    });
    expect(monsterView({ ...goblin, identified: true, weaknessKnown: true }, false).showWeakPoint).toBe(true);
  });
});
