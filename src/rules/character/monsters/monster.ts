/**
 * A monster's derived stat block: each section's checks as base (fixed), its damage formula, and when it is
 * defeated.
 */
import { fixedValue } from "../../dice/check.js";
import { wholeNumber } from "../numbers.js";

export interface MonsterSectionInput {
  readonly name: string;
  readonly attackMethod: string;
  /** Base values, null for the stat block's "-". */
  readonly accuracy: number | null;
  /** The X of "2d+X", null when the section does not attack. */
  readonly damage: number | null;
  readonly evasion: number | null;
  readonly defense: number;
  readonly hp: { readonly value: number; readonly max: number };
  readonly mp: { readonly value: number | null; readonly max: number | null };
  readonly core: boolean;
}

export interface MonsterSkillInput {
  readonly name: string;
  /** A section name, or "" for "all sections". */
  readonly section: string;
}

export interface MonsterInput {
  readonly fortitude: number;
  readonly willpower: number;
  readonly sections: readonly MonsterSectionInput[];
}

/** A check value written as "base (fixed)". ROLL-04 */
export interface BaseAndFixed {
  readonly base: number;
  readonly fixed: number;
}

export interface MonsterSectionDerived {
  readonly name: string;
  readonly accuracy: BaseAndFixed | null;
  readonly evasion: BaseAndFixed | null;
  /** "2d+X" (DMG-07), null when the section does not attack. */
  readonly damageFormula: string | null;
  readonly defense: number;
  readonly hp: { readonly value: number; readonly max: number };
  readonly mp: { readonly value: number; readonly max: number };
  /** At 0 HP or below a section is treated as an unconscious character. SECT-04 */
  readonly down: boolean;
}

export interface MonsterDerived {
  readonly fortitude: BaseAndFixed;
  readonly willpower: BaseAndFixed;
  readonly sections: readonly MonsterSectionDerived[];
  /** Index of the core section, or of the first section when none is marked core; -1 without sections. */
  readonly mainSection: number;
  /** The main section's HP and MP: what a token bar shows. */
  readonly hp: { readonly value: number; readonly max: number };
  readonly mp: { readonly value: number; readonly max: number };
  readonly defeated: boolean;
}

export function baseAndFixed(base: number): BaseAndFixed {
  const b = wholeNumber(base);
  return { base: b, fixed: fixedValue(b) };
}

/** "2d+X" as written in stat blocks; a negative X reads "2d-X". DMG-07 */
export function monsterDamageFormula(bonus: number): string {
  const x = wholeNumber(bonus);
  if (x === 0) return "2d";
  return x > 0 ? `2d+${x}` : `2d${x}`;
}

function deriveSection(section: MonsterSectionInput): MonsterSectionDerived {
  const hpMax = wholeNumber(section.hp.max, 0);
  const hpValue = wholeNumber(section.hp.value, undefined, hpMax);
  const mpMax = wholeNumber(section.mp.max, 0);
  return {
    name: section.name,
    accuracy: section.accuracy === null ? null : baseAndFixed(section.accuracy),
    evasion: section.evasion === null ? null : baseAndFixed(section.evasion),
    damageFormula: section.damage === null ? null : monsterDamageFormula(section.damage),
    defense: wholeNumber(section.defense, 0),
    hp: { value: hpValue, max: hpMax },
    mp: { value: Math.min(mpMax, wholeNumber(section.mp.value, 0, mpMax)), max: mpMax },
    down: hpValue <= 0,
  };
}

/**
 * A monster is defeated when its core section is down, or, without a core section, when every section
 * is down (facts §5: the core rule is [U], our reading). SECT-04
 */
export function monsterDefeated(
  sections: readonly { readonly core: boolean; readonly down: boolean }[],
): boolean {
  if (sections.length === 0) return false;
  const cores = sections.filter((section) => section.core);
  return cores.length > 0 ? cores.some((section) => section.down) : sections.every((section) => section.down);
}

/** Fixed values, damage formulas and section states of a monster stat block. ROLL-04, DMG-07, SECT-04 */
export function deriveMonster(input: MonsterInput): MonsterDerived {
  const sections = input.sections.map(deriveSection);
  const coreIndex = input.sections.findIndex((section) => section.core);
  const mainSection = coreIndex >= 0 ? coreIndex : sections.length > 0 ? 0 : -1;
  const main = sections[mainSection];
  return {
    fortitude: baseAndFixed(input.fortitude),
    willpower: baseAndFixed(input.willpower),
    sections,
    mainSection,
    hp: main ? main.hp : { value: 0, max: 0 },
    mp: main ? main.mp : { value: 0, max: 0 },
    defeated: monsterDefeated(sections.map((section, i) => ({ down: section.down, core: i === coreIndex }))),
  };
}

/** The unique skills a section can use: its own and those listed under "all sections". */
export function sectionSkills<T extends MonsterSkillInput>(skills: readonly T[], sectionName: string): T[] {
  return skills.filter((skill) => skill.section === "" || skill.section === sectionName);
}
