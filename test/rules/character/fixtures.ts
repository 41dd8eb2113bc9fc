import {
  type CharacterInput,
  NO_BONUSES,
} from "../../../src/rules/character/derivation/character-derived.js";
import type { ClassEntry } from "../../../src/rules/character/derivation/classes.js";
import type { FeatEntry } from "../../../src/rules/character/derivation/feats.js";
import type { WeaponInput } from "../../../src/rules/character/derivation/weapon-values.js";
import type { ClassId, FeatEffect } from "../../../src/rules/character/vocabulary.js";

export { NO_BONUSES };

export function cls(classId: ClassId, level: number): ClassEntry {
  return { classId, level, tier: "B", kind: "other" };
}

export function feat(effect: FeatEffect, extra: Partial<FeatEntry> = {}): FeatEntry {
  return { effect, rank: 1, weaponCategory: "sword", armorCategory: "nonMetal", ...extra };
}

export function weapon(extra: Partial<WeaponInput> = {}): WeaponInput {
  return {
    id: "w1",
    category: "sword",
    rank: "B",
    attackKind: "melee",
    isGun: false,
    minStrength: 10,
    accuracy: 0,
    power: 20,
    criticalValue: 10,
    extraDamage: 0,
    ...extra,
  };
}

/**
 * An invented adventurer: Technique 8, Body 7, Mind 6; race dice values Dex 7, Agi 9, Str 5, Vit 6, Int 8, Spi 4.
 * Scores: Dex 15 (+2), Agi 17 (+2), Str 12 (+2), Vit 13 (+2), Int 14 (+2), Spi 10 (+1).
 */
export function adventurer(extra: Partial<CharacterInput> = {}): CharacterInput {
  return {
    base: { technique: 8, body: 7, mind: 6 },
    abilities: {
      dexterity: { race: 7, growth: 0, bonus: 0 },
      agility: { race: 9, growth: 0, bonus: 0 },
      strength: { race: 5, growth: 0, bonus: 0 },
      vitality: { race: 6, growth: 0, bonus: 0 },
      intelligence: { race: 8, growth: 0, bonus: 0 },
      spirit: { race: 4, growth: 0, bonus: 0 },
    },
    classes: [],
    feats: [],
    race: null,
    weapons: [],
    armor: null,
    shields: [],
    bonuses: NO_BONUSES,
    experience: { earned: 0, spent: 0, fumbles: 0 },
    ...extra,
  };
}
