/**
 * What the roll dialog shows before a roll: the selected target's opposing value and bonuses, and the exact
 * odds.
 */

import { weakPointAccuracy } from "../../rules/character/monsters/weak-point.js";
import { WEAK_POINTS } from "../../rules/character/vocabulary.js";
import { certaintyHitChance } from "../../rules/dice/certainty.js";
import { type Defence, hitChance, powerOdds } from "../../rules/dice/odds.js";
import { NO_CRITICAL } from "../../rules/dice/power-roll.js";
import type { CheckBonus } from "../chat/roll-card.js";
import type { RollRequest } from "./roll-request.js";
import type { ActorInput } from "./view/actor-input.js";
import { characterView } from "./view/character/character-view.js";
import { monsterView } from "./view/monster-view.js";
import { bag, flag, text } from "./view/read.js";

export interface RollPreview {
  /** P(the check beats the target's defence), 0..1; null without a target or for unopposed checks. */
  readonly hitChance: number | null;
  /** Mean of the power roll, criticals included; null for anything but power rolls. */
  readonly expectedDamage: number | null;
}

/**
 * What the selected target opposes a roll with: a monster's fixed value, or a character's rolled 2d + value.
 * "accuracy": the target attacks the roller (an Evasion roll, ROLL-02): a monster's core (or first) section.
 */
export function targetDefence(
  actorType: string,
  target: ActorInput,
  against: "evasion" | "willpower" | "accuracy",
): Defence | null {
  if (actorType === "character") {
    if (against === "accuracy") return null;
    const value = characterView(target).checks.find((c) => c.key === against)?.value;
    return value === null || value === undefined ? null : { kind: "rolled", modifier: value };
  }
  if (actorType === "monster") {
    const view = monsterView(target);
    const value =
      against === "willpower"
        ? view.willpower
        : (view.sections.find((s) => s.core) ?? view.sections[0])?.[against];
    if (!value || value.base === null || value.fixed === null) return null;
    return view.useFixedValues
      ? { kind: "fixed", value: value.fixed }
      : { kind: "rolled", modifier: value.base };
  }
  return null;
}

/**
 * What the selected target adds to the roller's check: a monster's "Accuracy +1" weak point, once the party
 * knows it, on an accuracy roll (facts §5). Spellcasting and other contests get nothing.
 */
export function targetCheckBonuses(
  request: RollRequest,
  actorType: string,
  target: ActorInput,
): CheckBonus[] {
  if (request.kind !== "check" || request.label !== "SW25.Roll.Accuracy" || actorType !== "monster")
    return [];
  const system = bag(target.system);
  const weakPoint = WEAK_POINTS.find((w) => w === text(system.weakPoint)) ?? "none";
  const amount = weakPointAccuracy({ weakPoint, known: flag(system.weaknessKnown) });
  return amount === 0 ? [] : [{ label: "SW25.Card.WeakPointAccuracy", amount }];
}

/** The check with the target's bonuses inside its modifier, so the odds and the rolled check agree. */
export function withBonuses(request: RollRequest, bonuses: readonly CheckBonus[]): RollRequest {
  if (request.kind !== "check") return request;
  return { ...request, modifier: bonuses.reduce((sum, b) => sum + b.amount, request.modifier) };
}

/** The chance to beat the target with magic expansion certainty (確実化), as `rollPreview` gives it for one roll. */
export function certaintyPreview(
  request: RollRequest,
  modifier: number,
  defence: Defence | null,
): number | null {
  if (request.kind !== "check" || !request.opposed || request.defends || !defence) return null;
  return certaintyHitChance(request.modifier + modifier, defence);
}

/** Exact odds for the roll dialog, from the engine's odds module. */
export function rollPreview(request: RollRequest, modifier: number, defence: Defence | null): RollPreview {
  if (request.kind === "check")
    return {
      // A defender's chance is not the attacker's hit chance: not shown for Evasion rolls.
      hitChance:
        request.opposed && !request.defends && defence
          ? hitChance(request.modifier + modifier, defence)
          : null,
      expectedDamage: null,
    };
  if (request.kind === "power")
    return {
      hitChance: null,
      expectedDamage: powerOdds({
        power: request.power,
        criticalValue: Math.max(3, request.criticalValue ?? NO_CRITICAL),
        modifier: request.extraDamage + modifier,
      }).expected,
    };
  return { hitChance: null, expectedDamage: null };
}
