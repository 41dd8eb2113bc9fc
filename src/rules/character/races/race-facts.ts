/**
 * Every race ytsheet2 supports, as facts from ytsheet2's own data file (yutorize/ytsheet2,
 * `_core/lib/sw2/data-races.pl` at commit 28d369527f5bc0963e28c37724a958cb2e41d062): the core races, the
 * supplements' races and the barbarous PC races, each variant under the name ytsheet2 gives it
 * ("エルフ（スノウエルフ）"), with its race's values where the variant does not change them (ytsheet2 builds
 * its variants the same way). Names and numbers only, never rulebook text:
 *
 * - `dice`: the d6 ytsheet2 rolls for A–F (Dexterity … Spirit), `plus` the number it adds (its `A+` … `F+`);
 * - `fixed`: Technique, Body and Mind the race fixes (ytsheet2's `birth`), else the birth gives them;
 * - `abilities`: the race's abilities; `lv6` / `lv11` / `lv16` those gained at that adventurer level; an inner
 *   list is a choice of one (ytsheet2's `raceAbilitySelect{i}` holds the choice);
 * - `replace`: an ability that becomes another from an adventurer level on (ytsheet2's `abilityReplace`);
 * - `statusMod`: what a variant adds to its scores (ytsheet2 adds it to the scores it shows);
 * - `restrictedClasses`: the classes ytsheet2 marks as not open to the race (Japanese class names).
 *
 * English names only where a source of ours gives one (the core races' names in race-abilities.ts).
 */
import type { Ability } from "../vocabulary.js";

/** One ability, or a choice of one (an inner list). */
export type RaceAbilityEntry = string | readonly string[];

export interface RaceFacts {
  /** ytsheet2's name (its `race` field). */
  readonly name: string;
  readonly en?: string;
  /** ytsheet2's type 蛮族 (a barbarous PC race); else 人族. */
  readonly barbarous: boolean;
  /** d6 per ability, A–F. */
  readonly dice: readonly [number, number, number, number, number, number];
  /** Added per ability, A–F; absent = none. */
  readonly plus?: readonly [number, number, number, number, number, number];
  readonly fixed?: { readonly technique: number; readonly body: number; readonly mind: number };
  readonly abilities: readonly RaceAbilityEntry[];
  readonly lv6?: readonly RaceAbilityEntry[];
  readonly lv11?: readonly RaceAbilityEntry[];
  readonly lv16?: readonly RaceAbilityEntry[];
  readonly replace?: Readonly<Record<string, { readonly level: number; readonly name: string }>>;
  readonly statusMod?: Readonly<Partial<Record<Ability, number>>>;
  readonly restrictedClasses?: readonly string[];
}
