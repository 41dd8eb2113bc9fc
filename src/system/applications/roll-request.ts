/**
 * Reads what a sheet's roll button asks for (a check, a power roll, a spell …) from the actor's plain data.
 */
import { sixthSenseModifier } from "../../rules/character/races/race-ability-actions.js";
import type { DamageModifier } from "../../rules/damage/damage-modifier.js";
import { ELEMENTS, type Element } from "../../rules/damage/elements.js";
import type { CriticalAttackKind } from "../../rules/dice/critical-value.js";
import { fail, ok, type Result } from "../../rules/errors.js";
import type { ActorInput } from "./view/actor-input.js";
import { characterView } from "./view/character/character-view.js";
import { raceAbilitiesOfActor } from "./view/character/race-abilities-view.js";
import { monsterView, mountView } from "./view/monster-view.js";
import { bag, maybeNum, num } from "./view/read.js";

/** What a roll button asks the engine for, with every number already read from the actor. */
export type RollRequest =
  | {
      readonly kind: "check";
      readonly label: string;
      readonly modifier: number;
      readonly opposed: boolean;
      /** The roller is the defender (an Evasion roll against an attack): a tie is the roller's (ROLL-02). */
      readonly defends?: boolean;
      /** What the card names beside its label when no item does (a monster's unique skill). */
      readonly itemName?: string;
    }
  | { readonly kind: "fixed"; readonly label: string; readonly value: number; readonly itemName?: string }
  | {
      readonly kind: "power";
      readonly label: string;
      readonly power: number;
      /** The C value with the attacker's modifiers only, bounded (ROLL-09): what the sheet shows. */
      readonly criticalValue: number | null;
      /** The attacker's C before target modifiers and bounds; null: never critical (ROLL-08, ROLL-10). */
      readonly criticalBase: number | null;
      readonly attack: CriticalAttackKind;
      readonly extraDamage: number;
      /** Damage increases added after halving (Weapon Proficiency, DMG-04). */
      readonly increases: readonly DamageModifier[];
      readonly damageKind: "physical" | "magical" | "gun";
      readonly elements: readonly Element[];
      /** A recovery roll (herb, potion, healing spell): never critical (ROLL-10), applied as healing. */
      readonly healing: boolean;
    }
  | { readonly kind: "monsterDamage"; readonly label: string; readonly bonus: number }
  | {
      readonly kind: "deathCheck";
      readonly label: string;
      readonly hp: number;
      readonly adventurerLevel: number;
      readonly vitalityModifier: number;
    };

/** The `data-*` attributes of a roll button. */
export interface RollButton {
  readonly roll?: string;
  readonly key?: string;
  readonly itemId?: string;
  readonly section?: string;
}

const missing = (what: string) =>
  fail<RollRequest>("SheetRollUnavailable", `nothing to roll for ${what}`, { params: { what } });

const weaponAttack = (kind: unknown): CriticalAttackKind =>
  kind === "thrown" || kind === "shooting" ? kind : "melee";

function characterRequest(actor: ActorInput, button: RollButton): Result<RollRequest> {
  const view = characterView(actor);
  switch (button.roll) {
    case "check":
    case "evasion": {
      const check = view.checks.find((c) => c.key === button.key);
      if (!check || check.value === null) return missing(button.key ?? "check");
      return ok({
        kind: "check",
        label: check.label,
        modifier: check.value,
        opposed: button.roll === "evasion",
        ...(button.roll === "evasion" ? { defends: true } : {}),
      });
    }
    case "raceCheck": {
      // Sixth Sense (第六感): a Danger Sense check with adventurer level + Intelligence modifier [35-1].
      const derived = bag(bag(actor.system).derived);
      const modifier = sixthSenseModifier(
        raceAbilitiesOfActor(actor),
        maybeNum(derived.adventurerLevel) ?? 0,
        maybeNum(bag(derived.modifiers).intelligence) ?? 0,
      );
      if (!modifier.ok) return modifier;
      return ok({
        kind: "check",
        label: "SW25.RaceAbility.sixthSense.Check",
        modifier: modifier.value,
        opposed: false,
      });
    }
    case "package": {
      const pack = view.packages.find((p) => p.key === button.key);
      if (!pack || pack.value === null) return missing(button.key ?? "package");
      return ok({ kind: "check", label: pack.label, modifier: pack.value, opposed: false });
    }
    case "accuracy": {
      const weapon = view.weapons.find((w) => w.id === button.itemId);
      if (!weapon || weapon.accuracy === null) return missing("accuracy");
      return ok({ kind: "check", label: "SW25.Roll.Accuracy", modifier: weapon.accuracy, opposed: true });
    }
    case "spellcasting": {
      const spell = view.spells.find((s) => s.id === button.itemId);
      if (!spell || spell.magicPower === null) return missing("spellcasting");
      return ok({
        kind: "check",
        label: "SW25.Roll.Spellcasting",
        modifier: spell.magicPower,
        opposed: true,
      });
    }
    case "power": {
      // Only an equipped weapon has rules values (accuracy is null otherwise): no roll from raw item mods.
      const weapon = view.weapons.find((w) => w.id === button.itemId);
      if (weapon && weapon.power !== null && weapon.accuracy !== null)
        return ok({
          kind: "power",
          label: "SW25.Roll.Power",
          power: weapon.power,
          criticalValue: weapon.critical,
          criticalBase: weapon.criticalBase,
          attack: weapon.system.isGun === true ? "gun" : weaponAttack(weapon.system.attackKind),
          extraDamage: weapon.extraDamage ?? 0,
          increases:
            weapon.proficiency > 0
              ? [{ source: "SW25.Card.WeaponProficiency", amount: weapon.proficiency }]
              : [],
          damageKind: weapon.system.isGun === true ? "gun" : "physical",
          elements: [],
          healing: false,
        });
      const spell = view.spells.find((s) => s.id === button.itemId);
      if (!spell || spell.power === null || spell.magicPower === null) return missing("power");
      return ok({
        kind: "power",
        label: spell.healing ? "SW25.Roll.Recovery" : "SW25.Roll.Power",
        power: spell.power,
        criticalValue: spell.healing ? null : spell.critical,
        criticalBase: spell.healing ? null : spell.criticalBase,
        attack: "magic",
        extraDamage: spell.magicPower,
        increases: [],
        damageKind: "magical",
        elements: ELEMENTS.filter((e) => e === spell.system.element),
        healing: spell.healing,
      });
    }
    case "recovery": {
      const gear = view.gear.find((g) => g.id === button.itemId);
      if (!gear || gear.power === null || gear.recoveryBonus === null) return missing("recovery");
      return ok({
        kind: "power",
        label: "SW25.Roll.Recovery",
        power: gear.power,
        criticalValue: null,
        criticalBase: null,
        attack: "magic",
        extraDamage: gear.recoveryBonus,
        increases: [],
        damageKind: "magical",
        elements: [],
        healing: true,
      });
    }
    case "deathCheck":
      return ok({
        kind: "deathCheck",
        label: "SW25.Roll.DeathCheck",
        hp: view.hp.value,
        adventurerLevel: view.level,
        vitalityModifier: view.abilities.find((a) => a.key === "vitality")?.modifier ?? 0,
      });
    default:
      return missing(button.roll ?? "?");
  }
}

/** Monsters use their fixed value instead of rolling when the sheet's toggle is on (ROLL-04). */
function monsterRequest(actor: ActorInput, button: RollButton, isMount: boolean): Result<RollRequest> {
  const view = isMount ? mountView(actor) : monsterView(actor);
  const useFixed = !isMount && "useFixedValues" in view && view.useFixedValues;
  const section = view.sections[num(button.section, -1)];
  const value =
    button.roll === "accuracy"
      ? section?.accuracy
      : button.roll === "evasion"
        ? section?.evasion
        : button.key === "fortitude"
          ? view.fortitude
          : button.key === "willpower"
            ? view.willpower
            : undefined;
  const label =
    button.roll === "accuracy" || button.roll === "evasion"
      ? `SW25.Roll.${button.roll === "accuracy" ? "Accuracy" : "Evasion"}`
      : `SW25.Check.${button.key ?? ""}`;
  if (button.roll === "skill") {
    // A unique skill's check: its value like any monster value, fixed or rolled (ROLL-04), the target resists.
    const skill = view.skills[num(button.key, -1)];
    if (!skill || skill.value.base === null || skill.value.fixed === null) return missing("skill");
    const named = { label: "SW25.Roll.Skill", itemName: skill.name };
    if (useFixed) return ok({ kind: "fixed", ...named, value: skill.value.fixed });
    return ok({ kind: "check", ...named, modifier: skill.value.base, opposed: true });
  }
  if (button.roll === "monsterDamage") {
    if (!section || section.damage === null) return missing("damage");
    return ok({ kind: "monsterDamage", label: "SW25.Roll.Damage", bonus: section.damage });
  }
  if (!value || value.base === null || value.fixed === null) return missing(button.roll ?? "?");
  if (useFixed) return ok({ kind: "fixed", label, value: value.fixed });
  return ok({
    kind: "check",
    label,
    modifier: value.base,
    opposed: button.roll !== "check",
    ...(button.roll === "evasion" ? { defends: true } : {}),
  });
}

/** Reads the roll a sheet button asks for; a button on missing data gives an error value, never a throw. */
export function rollRequest(actorType: string, actor: ActorInput, button: RollButton): Result<RollRequest> {
  if (actorType === "character") return characterRequest(actor, button);
  if (actorType === "monster" || actorType === "mount")
    return monsterRequest(actor, button, actorType === "mount");
  return missing(actorType);
}
