/**
 * Lookups in ytsheet2's races table (race-table.ts): a race by name, its dice, the classes not open to it, the
 * abilities it has at an adventurer level, and a new race item's dice.
 */
import type { CreationKey } from "../creation/creation.js";
import type { Ability, ClassId } from "../vocabulary.js";
import type { RaceAbilityEntry, RaceFacts } from "./race-facts.js";
import { RACE_FACTS } from "./race-table.js";

/** The ability every race gains at adventurer level 16 (ytsheet2 writes it first). */
export const LEVEL_16_ABILITY = "剣の託宣／運命凌駕";

const fold = (text: string) => text.normalize("NFKC").replace(/\s+/g, "").toLowerCase();
const BY_NAME = new Map<string, RaceFacts>();
for (const race of RACE_FACTS)
  for (const name of [race.name, race.en]) if (name) BY_NAME.set(fold(name), race);

/** A race by ytsheet2's name or its English one (any width, case or blanks); null when ytsheet2 has none. */
export function raceFacts(name: string): RaceFacts | null {
  const key = fold(name ?? "");
  return key === "" ? null : (BY_NAME.get(key) ?? null);
}

const ABILITY_ORDER: readonly Ability[] = [
  "dexterity",
  "agility",
  "strength",
  "vitality",
  "intelligence",
  "spirit",
];

/**
 * The race's dice as the creation roll reads them ("2d", "1d+6"; a fixed "9"; "" = not the race's). A
 * variant's score change is in its die ("2d+3", "1d-3"): our scores keep it in the race's part of the score.
 */
export function raceDiceOf(race: RaceFacts): Record<CreationKey, string> {
  const out = {
    technique: race.fixed ? String(race.fixed.technique) : "",
    body: race.fixed ? String(race.fixed.body) : "",
    mind: race.fixed ? String(race.fixed.mind) : "",
  } as Record<CreationKey, string>;
  ABILITY_ORDER.forEach((ability, i) => {
    const plus = (race.plus?.[i] ?? 0) + (race.statusMod?.[ability] ?? 0);
    out[ability] = `${race.dice[i]}d${plus > 0 ? `+${plus}` : plus < 0 ? `${plus}` : ""}`;
  });
  return out;
}

/** The classes ytsheet2 marks as not open to the race (Japanese names); none for a race it does not know. */
export function restrictedClassesOf(raceName: string): readonly string[] {
  return raceFacts(raceName)?.restrictedClasses ?? [];
}

/** The restricted classes ytsheet2 names that are classes of our rules (グリモワール is not). */
const CLASS_IDS_BY_NAME: Readonly<Record<string, ClassId>> = {
  グラップラー: "grappler",
  ソーサラー: "sorcerer",
  コンジャラー: "conjurer",
  プリースト: "priest",
  フェアリーテイマー: "fairyTamer",
  マギテック: "artificer",
  ドルイド: "druid",
  デーモンルーラー: "daemonRuler",
  エンハンサー: "enhancer",
};

/** Of our classes, those ytsheet2 marks as not open to the race. */
export function restrictedClassIdsOf(raceName: string): ClassId[] {
  return restrictedClassesOf(raceName).flatMap((name) => CLASS_IDS_BY_NAME[name] ?? []);
}

/**
 * The race's abilities at an adventurer level, as ytsheet2 writes them in `raceAbility`: the race's, then
 * those of levels 6, 11 and 16 reached; each choice filled from `chosen` in order (one not made, or not one of
 * the options, is left out); an ability replaced from a level on by its replacement; from level 16
 * 剣の託宣／運命凌駕 first; an ability that comes twice once, marked ＋.
 */
export function raceAbilityNamesAt(race: RaceFacts, level: number, chosen: readonly string[] = []): string[] {
  let choice = 0;
  const names: string[] = [];
  const take = (entries: readonly RaceAbilityEntry[] | undefined) => {
    for (const entry of entries ?? []) {
      if (typeof entry !== "string") {
        const pick = (chosen[choice++] ?? "").trim();
        if (entry.includes(pick)) names.push(pick);
        continue;
      }
      let name = entry;
      for (let step = 0; step < 5; step++) {
        const next = race.replace?.[name];
        if (!next || level < next.level || next.name === name) break;
        name = next.name;
      }
      names.push(name);
    }
  };
  take(race.abilities);
  if (level >= 6) take(race.lv6);
  if (level >= 11) take(race.lv11);
  if (level >= 16) {
    take(race.lv16);
    names.unshift(LEVEL_16_ABILITY);
  }
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count >= 2 ? `${name}＋` : name));
}

/** A new race item's dice (src/system/data/race-data.ts): 2d for A–F, Technique, Body and Mind unset. */
const NEW_ITEM_DICE: Readonly<Record<CreationKey, string>> = {
  technique: "",
  body: "",
  mind: "",
  dexterity: "2d",
  agility: "2d",
  strength: "2d",
  vitality: "2d",
  intelligence: "2d",
  spirit: "2d",
};

/**
 * The dice a starting roll uses: the race item's, or, when it sets none (every one empty, or a new item's dice
 * left as they came), those of ytsheet2's races table for the race's name. A race the table does not know
 * keeps the item's.
 */
export function creationDiceOf(
  itemDice: Partial<Record<CreationKey, string>>,
  raceName: string,
): Partial<Record<CreationKey, string>> {
  const die = (key: CreationKey) => (itemDice[key] ?? "").replace(/\s+/g, "").toLowerCase();
  const keys = Object.keys(NEW_ITEM_DICE) as CreationKey[];
  const unset = keys.every((k) => die(k) === "") || keys.every((k) => die(k) === NEW_ITEM_DICE[k]);
  const race = unset ? raceFacts(raceName) : null;
  return race ? raceDiceOf(race) : itemDice;
}
