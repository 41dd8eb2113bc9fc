/**
 * The racial abilities a character uses at the table (facts §1; ytsheet2 `data-races.pl` names them, in
 * brackets: "［剣の加護／運命変転］［暗視］"). Each is found in the race item's ability text by its Japanese
 * or English name; a core race whose text is empty has its abilities by the race's name.
 *
 * Change Fate (運命変転, once a day) is automated on the roll's card (src/rules/dice/change-fate.ts); HP
 * Conversion (a daily use), the two forms, Flame Body, Sixth Sense and Gentle Water act through
 * race-ability-actions.ts (kind "act"). The others are shown with our own short description.
 */
import { fail, ok, type Result } from "../../errors.js";
import { memoByText } from "../../memo.js";
import { raceAbilityNamesAt, raceFacts } from "./race-data.js";

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
  /** What the system does with it: turn a roll's dice over, act (race-ability-actions.ts), or show it as text. */
  readonly kind: "flip" | "act" | "text";
}

const ABILITIES: Readonly<Record<RaceAbilityKey, RaceAbility>> = {
  changeFate: { key: "changeFate", names: ["運命変転", "Change Fate"], perDay: 1, kind: "flip" },
  darkvision: { key: "darkvision", names: ["暗視", "Darkvision"], perDay: null, kind: "text" },
  gentleWater: { key: "gentleWater", names: ["優しき水", "Gentle Water"], perDay: null, kind: "act" },
  flameBody: { key: "flameBody", names: ["炎身", "Flame Body"], perDay: null, kind: "act" },
  sixthSense: { key: "sixthSense", names: ["第六感", "Sixth Sense"], perDay: null, kind: "act" },
  hpConversion: { key: "hpConversion", names: ["HP変換", "HP Conversion"], perDay: 1, kind: "act" },
  alternateForm: { key: "alternateForm", names: ["異貌", "Alternate Form"], perDay: null, kind: "act" },
  beastForm: { key: "beastForm", names: ["獣変貌", "Beast Form"], perDay: null, kind: "act" },
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

/** Each ability with its names folded once, at load: a character is prepared on every change. */
const FOLDED = RACE_ABILITY_KEYS.map((k) => ({ ability: ABILITIES[k], names: ABILITIES[k].names.map(fold) }));

const namedIn = (text: string) =>
  FOLDED.filter((a) => a.names.some((n) => text.includes(n))).map((a) => a.ability);

const CORE_BY_NAME = new Map(CORE_RACES.flatMap((race) => race.names.map((n) => [fold(n), race] as const)));

const coreRace = (raceName: string) => CORE_BY_NAME.get(fold((raceName ?? "").trim()));

/**
 * The abilities a character's race gives, in the catalogue's order: those its ability text names (full- or
 * half-width, any case), else, for an empty text, the core race's by its name, else those of ytsheet2's races
 * file (race-data.ts) the race has at the adventurer level `level`. An unknown race gives none.
 */
export function raceAbilitiesOf(raceName: string, abilitiesText: string, level = 1): readonly RaceAbility[] {
  return remembered(`${level}\u0000${raceName ?? ""}\u0000${abilitiesText ?? ""}`);
}

/** The answers for the race items seen lately (the same few race items come back on every preparation). */
const remembered = memoByText((key: string) => {
  const [level = "1", raceName = "", abilitiesText = ""] = key.split("\u0000");
  return Object.freeze(findRaceAbilities(raceName, abilitiesText, Number(level)));
}, 64);

function findRaceAbilities(raceName: string, abilitiesText: string, level: number): RaceAbility[] {
  const text = fold(abilitiesText ?? "");
  if (text.trim() !== "") return namedIn(text);
  const core = coreRace(raceName);
  if (core) return core.abilities.map((k) => ABILITIES[k]);
  const race = raceFacts(raceName);
  return race ? namedIn(fold(raceAbilityNamesAt(race, level).join("／"))) : [];
}

/**
 * Every ability name of a character's race, the catalogue's or not: those of its ability text (split at its
 * brackets ［］ or []), else, for an empty text, those of ytsheet2's races file at the adventurer level, else
 * the core race's (in the catalogue's Japanese names). An unknown race without text has none.
 */
export function raceAbilityNamesOf(raceName: string, abilitiesText: string, level = 1): string[] {
  const text = (abilitiesText ?? "").trim();
  if (text !== "")
    return [...text.matchAll(/[［[]([^］\]]*)[］\]]/g)]
      .map((m) => (m[1] ?? "").trim())
      .filter((n) => n !== "");
  const race = raceFacts(raceName);
  if (race && race.abilities.length > 0) return raceAbilityNamesAt(race, level);
  return (coreRace(raceName)?.abilities ?? []).map((k) => ABILITIES[k].names[0] ?? k);
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
