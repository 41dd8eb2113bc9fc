/**
 * The racial abilities a character uses at the table (facts §1; ytsheet2 `data-races.pl` names them, in
 * brackets: "［剣の加護／運命変転］［暗視］"). Each is found in the race item's ability text by its Japanese
 * or English name; a core race whose text is empty has its abilities by the race's name.
 *
 * Only Change Fate (運命変転) has a use limit in the facts (once a day); it is automated on the roll's card
 * (src/rules/dice/change-fate.ts). The others are shown with our own short description: their numbers are
 * not in the facts, so nothing is counted or applied for them.
 */
import { fail, ok, type Result } from "../errors.js";

export const RACE_ABILITY_KEYS = [
  "changeFate",
  "darkvision",
  "gentleWater",
  "flameBody",
  "sixthSense",
  "hpConversion",
  "alternateForm",
  "beastForm",
  "scalySkin",
  "tailWeapon",
  "windWings",
  "manaImmunity",
] as const;
export type RaceAbilityKey = (typeof RACE_ABILITY_KEYS)[number];

export interface RaceAbility {
  readonly key: RaceAbilityKey;
  /** The names a sheet may write it with: ytsheet2's Japanese name first, then English ones. */
  readonly names: readonly string[];
  /** Uses a day, or null when the facts give no limit. */
  readonly perDay: number | null;
  /** What the system does with it: turn a roll's dice over, or show it as text. */
  readonly kind: "flip" | "text";
}

const ABILITIES: Readonly<Record<RaceAbilityKey, RaceAbility>> = {
  changeFate: { key: "changeFate", names: ["運命変転", "Change Fate"], perDay: 1, kind: "flip" },
  darkvision: { key: "darkvision", names: ["暗視", "Darkvision"], perDay: null, kind: "text" },
  gentleWater: { key: "gentleWater", names: ["優しき水", "Gentle Water"], perDay: null, kind: "text" },
  flameBody: { key: "flameBody", names: ["炎身", "Flame Body"], perDay: null, kind: "text" },
  sixthSense: { key: "sixthSense", names: ["第六感", "Sixth Sense"], perDay: null, kind: "text" },
  hpConversion: { key: "hpConversion", names: ["HP変換", "HP Conversion"], perDay: null, kind: "text" },
  alternateForm: { key: "alternateForm", names: ["異貌", "Alternate Form"], perDay: null, kind: "text" },
  beastForm: { key: "beastForm", names: ["獣変貌", "Beast Form"], perDay: null, kind: "text" },
  scalySkin: { key: "scalySkin", names: ["鱗の皮膚", "Scaly Skin"], perDay: null, kind: "text" },
  tailWeapon: { key: "tailWeapon", names: ["尻尾が武器", "Tail as Weapon"], perDay: null, kind: "text" },
  // Once a day, one minute of flight (lildraken.ts's WIND_WINGS, a test keeps them equal; combat/wind-wings.ts).
  windWings: { key: "windWings", names: ["風の翼", "Wind Wings"], perDay: 1, kind: "text" },
  manaImmunity: { key: "manaImmunity", names: ["マナ不干渉", "Mana Immunity"], perDay: null, kind: "text" },
};

/** The core races' abilities (facts §1), for a race item whose ability text is empty. */
const CORE_RACES: readonly {
  readonly names: readonly string[];
  readonly abilities: readonly RaceAbilityKey[];
}[] = [
  { names: ["人間", "Human"], abilities: ["changeFate"] },
  { names: ["エルフ", "Elf"], abilities: ["darkvision", "gentleWater"] },
  { names: ["ドワーフ", "Dwarf"], abilities: ["darkvision", "flameBody"] },
  { names: ["タビット", "Tabbit"], abilities: ["sixthSense"] },
  { names: ["ルーンフォーク", "Runefolk"], abilities: ["darkvision", "hpConversion"] },
  { names: ["ナイトメア", "Nightmare"], abilities: ["alternateForm"] },
  { names: ["リカント", "Lykant", "Lycant"], abilities: ["beastForm"] },
  { names: ["リルドラケン", "Lildraken"], abilities: ["scalySkin", "tailWeapon", "windWings"] },
  { names: ["グラスランナー", "Grassrunner"], abilities: ["manaImmunity"] },
];

export function raceAbility(key: RaceAbilityKey): RaceAbility {
  return ABILITIES[key];
}

const fold = (text: string) => text.normalize("NFKC").toLowerCase();

/**
 * The abilities a character's race gives, in the catalogue's order: those its ability text names (full- or
 * half-width, any case), else, for an empty text, the core race's by its name. An unknown race gives none.
 */
export function raceAbilitiesOf(raceName: string, abilitiesText: string): RaceAbility[] {
  const text = fold(abilitiesText ?? "");
  if (text.trim() !== "")
    return RACE_ABILITY_KEYS.map((k) => ABILITIES[k]).filter((a) =>
      a.names.some((n) => text.includes(fold(n))),
    );
  const name = fold((raceName ?? "").trim());
  const core = CORE_RACES.find((r) => r.names.some((n) => fold(n) === name));
  return core ? core.abilities.map((k) => ABILITIES[k]) : [];
}

/** Uses left today: per day minus used, never below 0; null for an ability without a limit. */
export function usesLeft(ability: RaceAbility, used: number): number | null {
  if (ability.perDay === null) return null;
  const spent = Number.isFinite(used) ? Math.max(0, Math.trunc(used)) : 0;
  return Math.max(0, ability.perDay - spent);
}

/** Spends one use: the new count of uses made today, or why not (none left today). */
export function spendUse(ability: RaceAbility, used: number): Result<number> {
  const left = usesLeft(ability, used);
  if (left === 0)
    return fail("RaceAbilityUsedUp", `${ability.names[0]} has no use left today`, {
      params: { ability: ability.key },
    });
  const spent = Number.isFinite(used) ? Math.max(0, Math.trunc(used)) : 0;
  return ok(spent + 1);
}

/** A new day: every per-day ability's count of uses back to 0. */
export function newDayUses(used: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.keys(used).map((k) => [k, 0]));
}
