import { describe, expect, it } from "vitest";
import {
  abilityModifier,
  abilityModifiers,
  abilityScore,
  abilityScores,
} from "../../../../src/rules/character/derivation/abilities.js";
import { fc } from "../../../fc.js";
import { adventurer } from "../fixtures.js";

describe("ability scores and modifiers", () => {
  it("[FACTS-1] score = base stat + race dice + growth + bonus", () => {
    expect(abilityScore(8, { race: 7, growth: 2, bonus: 1 })).toBe(18);
    const input = adventurer();
    expect(abilityScores(input.base, input.abilities)).toEqual({
      dexterity: 15,
      agility: 17,
      strength: 12,
      vitality: 13,
      intelligence: 14,
      spirit: 10,
    });
  });

  it("[FACTS-1] technique feeds Dex/Agi, body Str/Vit, mind Int/Spi", () => {
    const zero = { race: 0, growth: 0, bonus: 0 };
    const abilities = {
      dexterity: zero,
      agility: zero,
      strength: zero,
      vitality: zero,
      intelligence: zero,
      spirit: zero,
    };
    expect(abilityScores({ technique: 1, body: 2, mind: 3 }, abilities)).toEqual({
      dexterity: 1,
      agility: 1,
      strength: 2,
      vitality: 2,
      intelligence: 3,
      spirit: 3,
    });
  });

  it("[FACTS-1] modifier = floor(score / 6) at the boundaries", () => {
    expect([0, 5, 6, 11, 12, 17, 18, 35, 36].map(abilityModifier)).toEqual([0, 0, 1, 1, 2, 2, 3, 5, 6]);
    expect(
      abilityModifiers({
        dexterity: 15,
        agility: 17,
        strength: 12,
        vitality: 13,
        intelligence: 14,
        spirit: 10,
      }),
    ).toEqual({ dexterity: 2, agility: 2, strength: 2, vitality: 2, intelligence: 2, spirit: 1 });
  });

  it("[FACTS-1] a negative bonus never takes the score below 0; bad numbers read as 0", () => {
    expect(abilityScore(5, { race: 3, growth: 0, bonus: -20 })).toBe(0);
    expect(abilityScore(Number.NaN, { race: "7" as unknown as number, growth: 1.9, bonus: 0 })).toBe(1);
    expect(abilityScore(6, { race: -4, growth: -1, bonus: 0 })).toBe(6);
    expect(abilityModifier(-12)).toBe(0);
  });

  it("[FACTS-1] the modifier never decreases as the score grows, and 6 points always add exactly 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (score) => {
        expect(abilityModifier(score + 1)).toBeGreaterThanOrEqual(abilityModifier(score));
        expect(abilityModifier(score + 6)).toBe(abilityModifier(score) + 1);
      }),
    );
  });
});
