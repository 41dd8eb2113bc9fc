/**
 * The Lildraken's racial abilities that act at the table (issue 35 item 1): Scaly Skin's Defense, the Tail
 * as Weapon attack and Wind Wings' flight. Pure numbers and look-ups; the character rules and the battle
 * read them. Where each number comes from, and how sure it is, is in docs/players.md ("Race abilities").
 *
 * - Scaly Skin (鱗の皮膚): +1 Defense (facts §1; ytsheet2's calc-chara.pl adds 1 for it). Sure.
 * - Tail as Weapon (尻尾が武器): a Wrestling (格闘) weapon of the body, accuracy +1, power 11, C value 12,
 *   extra damage +0, as a real ytsheet2 export of a Lildraken lists its tail (weapon3: 格闘, 命中+1, 威力11,
 *   C値12, 追加D+0). One source only: unverified against the rulebook.
 * - Wind Wings (剣の加護／風の翼): flight once a day for one minute (6 rounds). Two player write-ups of the
 *   race agree ("1日1分の飛行"); the facts name it only. Fairly sure.
 */

import type { WeaponInput } from "../derivation/weapon-values.js";
import { type RaceAbilityKey, raceAbilitiesOf } from "./race-abilities.js";

/** Scaly Skin: the racial Defense it gives. */
export const SCALY_SKIN_DEFENSE = 1;

/** The id the tail's weapon values carry (`derived.weapons`), never an item's (Foundry ids are 16 letters). */
export const TAIL_WEAPON_ID = "race-tail";

/** Tail as Weapon: the tail's numbers, as a weapon of the Wrestling category (usage 2H#, rank B). */
export const TAIL_WEAPON: Omit<WeaponInput, "id"> = {
  category: "wrestling",
  rank: "B",
  attackKind: "melee",
  isGun: false,
  minStrength: 0,
  accuracy: 1,
  power: 11,
  criticalValue: 12,
  extraDamage: 0,
};

/** Wind Wings: uses a day, and how long one flight lasts in rounds (one minute: FLOW-04's 6 rounds). */
export const WIND_WINGS = { perDay: 1, rounds: 6 } as const;

/** Whether the race (its name, its ability text) has the ability: the same look-up as the sheet's list. */
export function hasRaceAbility(raceName: string, abilitiesText: string, key: RaceAbilityKey): boolean {
  return raceAbilitiesOf(raceName, abilitiesText).some((a) => a.key === key);
}

/**
 * The race's Defense: what the race item stores, at least Scaly Skin's +1 when the race has it. The larger
 * of the two, never their sum: an imported Lildraken already stores the 1 (ytsheet2's raceAbilityDef), a race
 * made by hand stores 0, and a race with a bigger racial Defense of its own keeps it.
 */
export function racialDefense(raceName: string, abilitiesText: string, stored: number): number {
  const own = Number.isFinite(stored) ? Math.trunc(stored) : 0;
  return hasRaceAbility(raceName, abilitiesText, "scalySkin") ? Math.max(own, SCALY_SKIN_DEFENSE) : own;
}

/** The names a player gives a weapon item that is the tail (ytsheet2 sheets list it as 尻尾). */
const TAIL_NAMES = ["尻尾", "しっぽ", "tail"];

/** Whether a weapon item's name says it is the tail (full- or half-width, any case). */
export function isTailName(name: string): boolean {
  return TAIL_NAMES.includes((name ?? "").normalize("NFKC").trim().toLowerCase());
}

/**
 * The tail as a weapon the character rules value like any equipped weapon, or null for another race, or when
 * one of the character's weapon items (`weaponNames`) is the tail already: the player's own numbers win.
 */
export function tailWeaponInput(
  raceName: string,
  abilitiesText: string,
  weaponNames: readonly string[] = [],
): WeaponInput | null {
  if (!hasRaceAbility(raceName, abilitiesText, "tailWeapon") || weaponNames.some(isTailName)) return null;
  return { id: TAIL_WEAPON_ID, ...TAIL_WEAPON };
}
