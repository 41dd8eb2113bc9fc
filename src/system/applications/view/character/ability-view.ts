/**
 * The character sheet's abilities and checks: the ability block (技・体・心 over the abilities A–F), the named
 * checks, the check grid (every class level + every ability bonus) and the skill packages.
 */
import { ABILITY_BASE_STAT } from "../../../../rules/character/derivation/abilities.js";
import {
  ABILITIES,
  type Ability,
  BASE_STATS,
  type BaseStat,
} from "../../../../rules/character/vocabulary.js";
import type { ItemRow } from "../item-rows.js";
import { type Bag, bag, list, maybeNum, num, text } from "../read.js";

export interface AbilityView {
  readonly key: Ability;
  readonly label: string;
  readonly score: number | null;
  readonly modifier: number | null;
}

/** One column of the ability block (ytsheet2's layout): the race dice's letter A–F and every stored part. */
export interface AbilityColumn extends AbilityView {
  readonly letter: string;
  /** The value rolled on the race dice (A–F). */
  readonly race: number;
  readonly growth: number;
  /** What items, spells and effects add (the stored extra). */
  readonly bonus: number;
}

/** 技, 体 or 心 with its value, over the two abilities it feeds. */
export interface AbilityGroup {
  readonly key: BaseStat;
  readonly label: string;
  readonly value: number;
  readonly abilities: readonly AbilityColumn[];
}

/** One roll button: `roll` says which engine entry point, the rest identify what is rolled. */
export interface CheckView {
  readonly key: string;
  readonly label: string;
  readonly value: number | null;
  readonly roll: string;
  /** A cell of the check grid (class level + ability bonus), listed in the grid, not with the named checks. */
  readonly grid?: boolean;
  /** A grid cell's ability label key (its column's), for the cell's title without a lookup per cell. */
  readonly abilityLabel?: string;
}

/** One row of the check grid: a class (or the adventurer level) and its level + each ability bonus. */
export interface GridRow {
  readonly name: string;
  readonly level: number;
  readonly cells: readonly CheckView[];
}

/** A skill package button (facts §3): "Scout: Finesse". */
export interface PackageView extends CheckView {
  readonly classLabel: string;
}

export function ability(derived: Bag, key: Ability): AbilityView {
  return {
    key,
    label: `SW25.Ability.${key}`,
    score: maybeNum(bag(derived.scores)[key]),
    modifier: maybeNum(bag(derived.modifiers)[key]),
  };
}

/** Each base stat's abilities with their letters (A–F), worked out once at module load. */
const ABILITY_GROUPS = BASE_STATS.map((key) => ({
  key,
  label: `SW25.BaseStat.${key}`,
  abilities: ABILITIES.filter((a) => ABILITY_BASE_STAT[a] === key).map((a) => ({
    key: a,
    label: `SW25.Ability.${a}`,
    letter: String.fromCharCode(65 + ABILITIES.indexOf(a)),
  })),
}));

export function abilityBlock(system: Bag, derived: Bag): AbilityGroup[] {
  const base = bag(system.base);
  const stored = bag(system.abilities);
  const scores = bag(derived.scores);
  const modifiers = bag(derived.modifiers);
  // Each column one literal (as `ability` builds it, without a spread of it: see `characterView`).
  return ABILITY_GROUPS.map((group) => ({
    key: group.key,
    label: group.label,
    value: num(base[group.key]),
    abilities: group.abilities.map(({ key, label, letter }) => {
      const parts = bag(stored[key]);
      return {
        key,
        label,
        score: maybeNum(scores[key]),
        modifier: maybeNum(modifiers[key]),
        letter,
        race: num(parts.race),
        growth: num(parts.growth),
        bonus: num(parts.bonus),
      };
    }),
  }));
}

export function check(derived: Bag, key: string, roll = "check"): CheckView {
  return { key, label: `SW25.Check.${key}`, value: maybeNum(derived[key]), roll };
}

/** `derived.packages` is the rules' SkillPackage[]: key "<class>.<package>", value = level + modifier. */
export function packages(derived: Bag): PackageView[] {
  return list(derived.packages).map((raw) => {
    const p = bag(raw);
    return {
      key: text(p.key),
      label: `SW25.Package.${text(p.packageId)}`,
      classLabel: `SW25.Class.${text(p.classId)}`,
      value: maybeNum(p.value),
      roll: "package",
    };
  });
}

/** Every class level (and the adventurer level) + every ability bonus: the checks a GM may ask for. */
export function checkGrid(derived: Bag, classes: readonly (ItemRow & { level: number })[]): GridRow[] {
  const modifiers = bag(derived.modifiers);
  const row = (name: string, keyPart: string, label: string, level: number): GridRow => ({
    name,
    level,
    cells: ABILITIES.map((ability) => {
      const modifier = maybeNum(modifiers[ability]);
      return {
        key: `grid.${keyPart}.${ability}`,
        label,
        value: modifier === null ? null : level + modifier,
        roll: "check",
        grid: true,
        abilityLabel: `SW25.Ability.${ability}`,
      };
    }),
  });
  const adventurer = num(derived.adventurerLevel);
  return [
    row("", "adventurer", "SW25.Sheet.AdventurerLevel", adventurer),
    ...classes
      .filter((c) => c.level > 0)
      .map((c) => row(c.name, c.id, `SW25.Class.${text(c.system.classId, "custom")}`, c.level)),
  ];
}
