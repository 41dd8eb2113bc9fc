/** Translates a character Actor and its embedded Items into the plain input of the character rules. */

import {
  earnedExperience,
  type LedgerEntry,
  recordTotals,
  type SessionRecord,
} from "../../rules/character/creation/records.js";
import type { CharacterBonuses, CharacterInput } from "../../rules/character/derivation/character-derived.js";
import { adventurerLevel, type ClassEntry, classLevel } from "../../rules/character/derivation/classes.js";
import type { ArmorInput, ShieldInput } from "../../rules/character/derivation/defense-values.js";
import type { ExperienceInput } from "../../rules/character/derivation/experience.js";
import type { FeatEntry } from "../../rules/character/derivation/feats.js";
import { packageOptionsFromTechniques } from "../../rules/character/derivation/skill-packages.js";
import type { WeaponInput } from "../../rules/character/derivation/weapon-values.js";
import type { RiderLevels } from "../../rules/character/monsters/mount.js";
import { racialDefense, tailWeaponInput } from "../../rules/character/races/lildraken.js";
import { raceAbilitiesOf } from "../../rules/character/races/race-abilities.js";
import {
  formsInEffect,
  type RaceForm,
  withFormBonuses,
} from "../../rules/character/races/race-ability-actions.js";

interface ActorItems {
  readonly items: Iterable<Item.Implementation>;
}

/**
 * What the translation reads of a character's data (CharacterData, character-data.ts, has these fields): its
 * stored fields and the actor that holds its items. Declared here so the data model can import this file.
 */
export interface CharacterFields {
  readonly parent: ActorItems;
  readonly base: CharacterInput["base"];
  readonly abilities: CharacterInput["abilities"];
  readonly bonuses: CharacterBonuses;
  readonly experience: ExperienceInput;
  readonly raceForms?: Readonly<Partial<Record<RaceForm, boolean>>>;
  readonly money?: number;
  readonly honor?: { readonly points: number };
  readonly records?: { readonly sessions: readonly SessionRecord[]; readonly ledger: readonly LedgerEntry[] };
}

/** The actor's items typed by subtype, so `item.type` narrows `item.system`. */
export function knownItems(actor: ActorItems): Item.Known[] {
  return [...actor.items] as Item.Known[];
}

export function classEntries(actor: ActorItems): ClassEntry[] {
  const entries: ClassEntry[] = [];
  for (const item of knownItems(actor)) {
    if (item.type !== "class") continue;
    const { classId, level, tier, kind } = item.system;
    entries.push({ classId, level, tier, kind });
  }
  return entries;
}

/** The levels a mount follows (facts §6). */
export function riderLevels(actor: ActorItems): RiderLevels {
  const classes = classEntries(actor);
  return { rider: classLevel(classes, "rider"), adventurer: adventurerLevel(classes) };
}

export function characterInput(data: CharacterFields): CharacterInput {
  const actor = data.parent;
  const feats: FeatEntry[] = [];
  const weapons: WeaponInput[] = [];
  const shields: ShieldInput[] = [];
  let armor: ArmorInput | null = null;
  let race: CharacterInput["race"] = null;
  let raceNames = { name: "", abilities: "" };
  const techniqueNames: string[] = [];
  const classes: ClassEntry[] = [];
  const weaponNames: string[] = [];
  // One pass over the items (classEntries' too: every actor prepares this on every change).
  for (const item of knownItems(actor)) {
    if (item.type === "class") {
      const { classId, level, tier, kind } = item.system;
      classes.push({ classId, level, tier, kind });
    } else if (item.type === "feat") {
      const { effect, rank, weaponCategory, armorCategory } = item.system;
      feats.push({ effect, rank, weaponCategory, armorCategory });
    } else if (item.type === "weapon") {
      weaponNames.push(item.name ?? "");
      if (!item.system.equipped) continue;
      const w = item.system;
      weapons.push({
        id: item.id ?? "",
        category: w.category,
        rank: w.rank,
        attackKind: w.attackKind,
        isGun: w.isGun,
        minStrength: w.minStrength,
        accuracy: w.accuracy,
        power: w.power,
        criticalValue: w.criticalValue,
        extraDamage: w.extraDamage,
      });
    } else if (item.type === "armor" && item.system.equipped && armor === null) {
      const { armorKind, rank, minStrength, evasion, defense, grapplerMay } = item.system;
      armor = { id: item.id ?? "", armorKind, rank, minStrength, evasion, defense, grapplerMay };
    } else if (item.type === "shield" && item.system.equipped) {
      const { metal, rank, minStrength, evasion, defense, grapplerMay } = item.system;
      shields.push({ id: item.id ?? "", metal, rank, minStrength, evasion, defense, grapplerMay });
    } else if (item.type === "race" && race === null) {
      const { noMagicPoints, defense, magicPower, abilities } = item.system;
      // The Lildraken's Scaly Skin and tail (lildraken.ts): the rules read them from the race's name and text.
      race = {
        noMagicPoints,
        defense: racialDefense(item.name ?? "", abilities ?? "", defense),
        magicPower,
        name: item.name ?? "",
      };
      raceNames = { name: item.name ?? "", abilities: abilities ?? "" };
    } else if (item.type === "technique") {
      techniqueNames.push(item.name ?? "");
    }
  }
  // A race form turned on (異貌, 獣変貌): the rules say what it adds at this adventurer level.
  // The Lildraken's tail, unless one of its weapon items is the tail already (lildraken.ts).
  const tailWeapon = race ? tailWeaponInput(raceNames.name, raceNames.abilities, weaponNames) : null;
  const level = adventurerLevel(classes);
  const form = formsInEffect(
    raceAbilitiesOf(raceNames.name, raceNames.abilities, level),
    data.raceForms ?? {},
    level,
  );
  return {
    base: data.base,
    abilities: data.abilities,
    classes,
    feats,
    race,
    // The tail is always at hand: valued after the equipped weapons, like one of them.
    weapons: tailWeapon ? [...weapons, tailWeapon] : weapons,
    armor,
    shields,
    bonuses: withFormBonuses(data.bonuses, form.bonuses),
    modifierBonus: form.modifiers,
    experience: {
      ...data.experience,
      earned: earnedExperience(data.experience?.earned ?? 0, data.records?.sessions ?? []),
    },
    // 陣率：軍師の知略 and the 魔将 魔装 are technique items; the rules decide what their names mean (skill-packages.ts).
    packageOptions: packageOptionsFromTechniques(techniqueNames),
  };
}

/** The start values plus the session records (and the ledger): what the sheet counts as earned. */
export function recordedTotals(data: Pick<CharacterFields, "experience" | "money" | "honor" | "records">) {
  return recordTotals(
    { experience: data.experience?.earned ?? 0, money: data.money ?? 0, honor: data.honor?.points ?? 0 },
    data.records?.sessions ?? [],
    data.records?.ledger ?? [],
  );
}
