/**
 * The engine's derived values of an imported Actor source, computed the way the data models do it in
 * Foundry (src/system/data/character-input.ts), but from the plain source so the CLI needs no Foundry.
 */

import { recordTotals, type SessionRecord } from "../character/creation/records.js";
import {
  type CharacterDerived,
  type CharacterInput,
  deriveCharacter,
  NO_BONUSES,
} from "../character/derivation/character-derived.js";
import type { ClassEntry } from "../character/derivation/classes.js";
import type { ArmorInput, ShieldInput } from "../character/derivation/defense-values.js";
import type { FeatEntry } from "../character/derivation/feats.js";
import { packageOptionsFromTechniques } from "../character/derivation/skill-packages.js";
import type { WeaponInput } from "../character/derivation/weapon-values.js";
import { deriveMonster, type MonsterDerived, type MonsterInput } from "../character/monsters/monster.js";
import { deriveMount, type MountDerived, type MountInput } from "../character/monsters/mount.js";
import type { ActorSource } from "./types.js";

type Any = Record<string, never> & Record<string, unknown>;

/** Item ids are not known before Foundry creates them: the weapon's index in the items list stands in. */
export function characterInputFromSource(actor: ActorSource): CharacterInput {
  const system = actor.system as unknown as CharacterInput & Any;
  const classes: ClassEntry[] = [];
  const feats: FeatEntry[] = [];
  const weapons: WeaponInput[] = [];
  const shields: ShieldInput[] = [];
  let armor: ArmorInput | null = null;
  let race: CharacterInput["race"] = null;
  const techniqueNames: string[] = [];
  actor.items.forEach((item, index) => {
    const s = item.system as Any;
    const id = `item${index}`;
    if (item.type === "class") classes.push(s as unknown as ClassEntry);
    else if (item.type === "feat") feats.push(s as unknown as FeatEntry);
    else if (item.type === "weapon" && s.equipped) weapons.push({ ...(s as unknown as WeaponInput), id });
    else if (item.type === "armor" && s.equipped && armor === null)
      armor = { ...(s as unknown as ArmorInput), id };
    else if (item.type === "shield" && s.equipped) shields.push({ ...(s as unknown as ShieldInput), id });
    else if (item.type === "race" && race === null)
      race = {
        noMagicPoints: Boolean(s.noMagicPoints),
        defense: Number(s.defense) || 0,
        magicPower: Number(s.magicPower) || 0,
        name: item.name,
      };
    else if (item.type === "technique") techniqueNames.push(item.name);
  });
  return {
    base: system.base,
    abilities: system.abilities,
    classes,
    feats,
    race,
    weapons,
    armor,
    shields,
    bonuses: { ...NO_BONUSES, ...(system.bonuses ?? {}) },
    experience: { ...system.experience, earned: sourceTotals(actor).experience.total },
    packageOptions: packageOptionsFromTechniques(techniqueNames),
  };
}

/** Start values plus session records and ledger, as the data model counts them. */
export function sourceTotals(actor: ActorSource) {
  const s = actor.system as Record<string, unknown>;
  const records = (s.records ?? {}) as { sessions?: SessionRecord[]; ledger?: [] };
  const exp = (s.experience ?? {}) as { earned?: number };
  const honor = (s.honor ?? {}) as { points?: number };
  return recordTotals(
    { experience: exp.earned ?? 0, money: Number(s.money) || 0, honor: honor.points ?? 0 },
    records.sessions ?? [],
    records.ledger ?? [],
  );
}

export type Derived =
  | { readonly kind: "character"; readonly values: CharacterDerived }
  | { readonly kind: "monster"; readonly values: MonsterDerived }
  | { readonly kind: "mount"; readonly values: MountDerived };

export function deriveSource(actor: ActorSource): Derived {
  if (actor.type === "character")
    return { kind: "character", values: deriveCharacter(characterInputFromSource(actor)) };
  if (actor.type === "monster")
    return { kind: "monster", values: deriveMonster(actor.system as unknown as MonsterInput) };
  // Unridden: the bottom of the range (facts §6).
  return { kind: "mount", values: deriveMount(actor.system as unknown as MountInput, null, "riderLevel") };
}
