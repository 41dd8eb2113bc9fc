/**
 * What the core races' abilities do at the table, beyond Change Fate (src/rules/dice/change-fate.ts). [35-1]
 * The abilities themselves are found on the race item by race-abilities.ts; this module says what they change.
 * The numbers and their sources, with a confidence mark each, are in docs/players.md ("Race abilities"):
 *
 * - HP変換 (Runefolk): HP spent, the same MP gained; once a day, twice from adventurer level 11. Our reading
 *   (unverified): at least 1 HP stays and no more than the MP missing may be converted.
 * - 異貌 (Nightmare) and 獣変貌 (Lykant): a form the player turns on and off. While on, 異貌 gives +1 damage
 *   from adventurer level 6 and +1 Accuracy and Magic Power from 11; 獣変貌 gives +2 to the Strength modifier,
 *   and +1 to the Agility modifier from 11. What else the forms do (spells without words, no speech) is text.
 * - 炎身 (Dwarf): fire damage becomes 0 (an element immunity the damage pipeline applies).
 * - 第六感 (Tabbit): a Danger Sense check with adventurer level + Intelligence modifier.
 * - 優しき水 (Elf): under water, no underwater limit; the battle's water rules read it by name
 *   (combat/water-abilities.ts `waterAbilitiesFromNames`).
 */
import type { ElementAffinity } from "../../damage/elements.js";
import { fail, ok, type Result } from "../../errors.js";
import type { CharacterBonuses } from "../derivation/character-derived.js";
import type { Ability } from "../vocabulary.js";
import { type RaceAbility, type RaceAbilityKey, usesLeft } from "./race-abilities.js";

/** Adventurer levels from which some race abilities grow (the rulebook's 6 / 11 / 16). */
export const RACE_GROWTH_LEVELS = { second: 6, third: 11 } as const;

const has = (abilities: readonly RaceAbility[], key: RaceAbilityKey) => abilities.some((a) => a.key === key);

const missing = <T>(key: RaceAbilityKey) =>
  fail<T>("RaceAbilityMissing", `the character's race has no ${key}`, { params: { ability: key } });

/** Uses a day at this adventurer level: HP Conversion twice from level 11; null without a daily limit. */
export function dailyLimit(ability: RaceAbility, adventurerLevel: number): number | null {
  if (ability.key === "hpConversion" && adventurerLevel >= RACE_GROWTH_LEVELS.third) return 2;
  return ability.perDay;
}

/** Uses left today at this adventurer level (null without a limit). */
export function usesLeftAt(ability: RaceAbility, used: number, adventurerLevel: number): number | null {
  const perDay = dailyLimit(ability, adventurerLevel);
  return usesLeft({ ...ability, perDay }, used);
}

export interface HpConversionInput {
  readonly hp: number;
  readonly mp: number;
  readonly mpMax: number;
  /** HP to turn into MP. */
  readonly amount: number;
  /** Uses made today. */
  readonly used: number;
  readonly adventurerLevel: number;
}

/** HP Conversion: the new HP, MP and count of uses today, or why not (nothing changes then). */
export function convertHp(
  abilities: readonly RaceAbility[],
  input: HpConversionInput,
): Result<{ hp: number; mp: number; used: number }> {
  const ability = abilities.find((a) => a.key === "hpConversion");
  if (!ability) return missing("hpConversion");
  const { amount } = input;
  if (!Number.isInteger(amount) || amount < 1)
    return fail("HpConversionAmount", "HP to convert must be a whole number of at least 1", {
      params: { amount: String(amount) },
    });
  const used = Number.isFinite(input.used) ? Math.max(0, Math.trunc(input.used)) : 0;
  if (usesLeftAt(ability, used, input.adventurerLevel) === 0)
    return fail("RaceAbilityUsedUp", `${ability.names[0]} has no use left today`, {
      params: { ability: ability.key },
    });
  const max = Math.max(0, Math.min(input.hp - 1, input.mpMax - input.mp));
  if (amount > max)
    return fail(
      "HpConversionTooMuch",
      `at most ${max} HP can be converted now (1 HP stays, MP up to its max)`,
      {
        params: { max, amount },
      },
    );
  return ok({ hp: input.hp - amount, mp: input.mp + amount, used: used + 1 });
}

export const RACE_FORMS = ["alternateForm", "beastForm"] as const;
export type RaceForm = (typeof RACE_FORMS)[number];

type BonusKey = keyof CharacterBonuses;

/** What a form changes while on: bonuses added to the derived values, and to the ability modifiers. */
export interface FormEffect {
  readonly bonuses: Partial<Record<BonusKey, number>>;
  readonly modifiers: Partial<Record<Ability, number>>;
}

/** One form's changes at this adventurer level. */
export function formEffect(form: RaceForm, adventurerLevel: number): FormEffect {
  const second = adventurerLevel >= RACE_GROWTH_LEVELS.second;
  const third = adventurerLevel >= RACE_GROWTH_LEVELS.third;
  if (form === "alternateForm")
    return {
      bonuses: {
        ...(second ? { extraDamage: 1 } : {}),
        ...(third ? { accuracy: 1, magicPower: 1 } : {}),
      },
      modifiers: {},
    };
  return { bonuses: {}, modifiers: { strength: 2, ...(third ? { agility: 1 } : {}) } };
}

/** The forms that are on and that the race has, added together. */
export function formsInEffect(
  abilities: readonly RaceAbility[],
  on: Readonly<Partial<Record<RaceForm, boolean>>>,
  adventurerLevel: number,
): FormEffect {
  const bonuses: Partial<Record<BonusKey, number>> = {};
  const modifiers: Partial<Record<Ability, number>> = {};
  for (const form of RACE_FORMS) {
    if (on[form] !== true || !has(abilities, form)) continue;
    const effect = formEffect(form, adventurerLevel);
    for (const [k, v] of Object.entries(effect.bonuses) as [BonusKey, number][])
      bonuses[k] = (bonuses[k] ?? 0) + v;
    for (const [k, v] of Object.entries(effect.modifiers) as [Ability, number][])
      modifiers[k] = (modifiers[k] ?? 0) + v;
  }
  return { bonuses, modifiers };
}

/** The typed (and Active Effect) bonuses with a form's added. */
export function withFormBonuses(
  bonuses: CharacterBonuses,
  add: Partial<Record<BonusKey, number>>,
): CharacterBonuses {
  const out: Record<BonusKey, number> = { ...bonuses };
  for (const [k, v] of Object.entries(add) as [BonusKey, number][]) out[k] = (out[k] ?? 0) + v;
  return out;
}

/** The element affinities a race's abilities give: Flame Body makes fire damage 0. */
export function raceElementAffinities(abilities: readonly RaceAbility[]): ElementAffinity[] {
  return has(abilities, "flameBody") ? [{ element: "fire", kind: "immunity" }] : [];
}

/** Sixth Sense: the Danger Sense check's modifier (adventurer level + Intelligence modifier), or why not. */
export function sixthSenseModifier(
  abilities: readonly RaceAbility[],
  adventurerLevel: number,
  intelligenceModifier: number,
): Result<number> {
  if (!has(abilities, "sixthSense")) return missing("sixthSense");
  return ok(Math.trunc(adventurerLevel) + Math.trunc(intelligenceModifier));
}
