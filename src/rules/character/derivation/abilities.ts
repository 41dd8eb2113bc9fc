/** Ability scores and modifiers from the base stats, race dice, growth and bonuses. */
import { wholeNumber } from "../numbers.js";
import type { Ability, BaseStat } from "../vocabulary.js";

/** Technique feeds Dex/Agi, Body feeds Str/Vit, Mind feeds Int/Spi (facts §1). */
export const ABILITY_BASE_STAT: Readonly<Record<Ability, BaseStat>> = {
  dexterity: "technique",
  agility: "technique",
  strength: "body",
  vitality: "body",
  intelligence: "mind",
  spirit: "mind",
};

export interface AbilityInput {
  /** The value rolled on the race dice for this ability. */
  readonly race: number;
  readonly growth: number;
  /** Everything Active Effects add (may be negative). */
  readonly bonus: number;
}

/** Ability score = base stat + race dice + growth + modifiers, never below 0 (facts §1). */
export function abilityScore(base: number, ability: AbilityInput): number {
  return Math.max(
    0,
    wholeNumber(base, 0) +
      wholeNumber(ability.race, 0) +
      wholeNumber(ability.growth, 0) +
      wholeNumber(ability.bonus),
  );
}

/** Ability modifier (ボーナス) = floor(score / 6) (facts §1). */
export function abilityModifier(score: number): number {
  return Math.floor(wholeNumber(score, 0) / 6);
}

export function abilityScores(
  base: Readonly<Record<BaseStat, number>>,
  abilities: Readonly<Record<Ability, AbilityInput>>,
): Record<Ability, number> {
  const score = (a: Ability) => abilityScore(base[ABILITY_BASE_STAT[a]], abilities[a]);
  return {
    dexterity: score("dexterity"),
    agility: score("agility"),
    strength: score("strength"),
    vitality: score("vitality"),
    intelligence: score("intelligence"),
    spirit: score("spirit"),
  };
}

export function abilityModifiers(scores: Readonly<Record<Ability, number>>): Record<Ability, number> {
  return {
    dexterity: abilityModifier(scores.dexterity),
    agility: abilityModifier(scores.agility),
    strength: abilityModifier(scores.strength),
    vitality: abilityModifier(scores.vitality),
    intelligence: abilityModifier(scores.intelligence),
    spirit: abilityModifier(scores.spirit),
  };
}
