/** Which body a damage card hits and that body's numbers: a character, or a monster's or mount's section. */

import { weakPointIncreases } from "../../rules/character/monsters/weak-point.js";
import { raceElementAffinities } from "../../rules/character/races/race-ability-actions.js";
import { WEAK_POINTS, type WeakPoint } from "../../rules/character/vocabulary.js";
import type { DamageKind } from "../../rules/damage/damage-kind.js";
import {
  type DamageFilter,
  type DamageModifier,
  elementModifiers,
} from "../../rules/damage/damage-modifier.js";
import { type DamageSteps, resolveDamage } from "../../rules/damage/damage-pipeline.js";
import {
  applyHealing,
  applyHpDamage,
  type HealingWakeRule,
  type HealResult,
  type HpDamageResult,
} from "../../rules/damage/vitals.js";
import { fail, ok, type Result } from "../../rules/errors.js";
import type { ActorInput } from "../applications/view/actor-input.js";
import { raceAbilitiesOfActor } from "../applications/view/character/race-abilities-view.js";
import { elementAffinities } from "../applications/view/element-affinities.js";
import { monsterView, mountView } from "../applications/view/monster-view.js";
import { type Bar, bag, bar, flag, list, maybeNum, num, text } from "../applications/view/read.js";
import { sectionHealth } from "../applications/view/section-health.js";
import type { RollCard } from "./roll-card.js";

/** The numbers of one damageable body: a character, or one section of a monster or mount. */
export interface DamageTarget {
  readonly hp: number;
  readonly maxHp: number;
  readonly defense: number;
  /** The monster or mount section hit; null for a character. */
  readonly section: number | null;
  /**
   * The target's damage increases: a monster's weak point once the party knows it (facts §5), and its
   * element weaknesses (DMG-11).
   */
  readonly increases: readonly DamageModifier[];
  /** Element resistances, counted next to Defense (DMG-11). */
  readonly reductions: readonly DamageModifier[];
  /** Element immunities: matching damage becomes 0 (DMG-11). */
  readonly immunities: readonly { readonly source: string; readonly appliesTo: DamageFilter }[];
}

/** A monster's known weak point as pipeline increases; mounts have no "known" flag, so none (INIT-05). */
function knownWeakPoint(actorType: string, system: Readonly<Record<string, unknown>>): DamageModifier[] {
  if (actorType !== "monster") return [];
  const kind = text(system.weakPoint);
  const weakPoint = WEAK_POINTS.find((w) => w === kind) ?? ("none" satisfies WeakPoint);
  return weakPointIncreases({
    weakPoint,
    element: text(system.weakPointElement),
    known: flag(system.weaknessKnown),
  });
}

export interface SectionChoice {
  readonly index: number;
  /** null: the viewer may not see this monster's stat block, so the section goes by its number only. */
  readonly name: string | null;
  readonly selected: boolean;
  /** The section's current/max HP; null when the stat block is hidden from the viewer. */
  readonly hp: Bar | null;
  /** At 0 HP or below (SECT-04); null when hidden. */
  readonly down: boolean | null;
}

/**
 * The sections an "apply" button may hit, each with its current/max HP, the core (or first) one
 * preselected; [] for a one-body target. A player facing an unidentified monster gets numbered sections,
 * not their names or HP (facts §5).
 */
export function sectionChoices(actorType: string, actor: ActorInput, viewerIsGM: boolean): SectionChoice[] {
  const sections = sectionHealth(actorType, actor);
  if (sections.length === 0) return [];
  const concealed = actorType === "monster" && monsterView(actor, viewerIsGM).concealed;
  const main = Math.max(
    0,
    sections.findIndex((s) => s.core),
  );
  return sections.map((s, i) => ({
    index: s.index,
    name: concealed ? null : s.name,
    selected: i === main,
    hp: concealed ? null : s.hp,
    down: concealed ? null : s.down,
  }));
}

/** Which body a card hits: `section` picks a monster/mount section, else its core (or first) one. */
export function damageTarget(actorType: string, actor: ActorInput, section?: number): Result<DamageTarget> {
  const system = bag(actor.system);
  // Mounts have no affinity list; a missing field reads as none. A character's race adds its own (a Dwarf's
  // Flame Body: fire damage 0) [35-1].
  const race = actorType === "character" ? raceElementAffinities(raceAbilitiesOfActor(actor)) : [];
  const elements = elementModifiers([...elementAffinities(system.elementAffinities), ...race]);
  const affinities = { reductions: elements.reductions, immunities: elements.immunities };
  if (actorType === "character") {
    const hp = bar(system.hp);
    const defense = maybeNum(bag(system.derived).defense) ?? 0;
    return ok({
      hp: hp.value,
      maxHp: hp.max,
      defense,
      section: null,
      increases: elements.increases,
      ...affinities,
    });
  }
  if (actorType === "monster" || actorType === "mount") {
    const sections = actorType === "monster" ? monsterView(actor).sections : mountView(actor).sections;
    const chosen =
      (section === undefined ? undefined : sections[section]) ?? sections.find((s) => s.core) ?? sections[0];
    if (!chosen)
      return fail("DamageNoSection", "this monster has no section to damage", {
        params: { actor: actorType },
      });
    return ok({
      hp: chosen.hp.value,
      maxHp: chosen.hp.max,
      defense: num(chosen.defense),
      section: chosen.index,
      increases: [...knownWeakPoint(actorType, system), ...elements.increases],
      ...affinities,
    });
  }
  return fail("DamageNoTarget", `a ${actorType} cannot take damage`, { params: { actor: actorType } });
}

/**
 * The actor update that writes a body's new HP. Sections live in array fields, and Foundry replaces a whole
 * array when one element is updated by path: the update carries the full stored array, only that HP changed.
 */
export function hpUpdate(
  actorType: string,
  actor: ActorInput,
  section: number | null,
  hp: number,
): Record<string, unknown> {
  const system = bag(actor.system);
  if (section === null || (actorType !== "monster" && actorType !== "mount"))
    return { "system.hp.value": hp };
  if (actorType === "monster") {
    const sections = list(system.sections).map((entry, i) =>
      i === section ? { ...bag(entry), hp: { ...bag(bag(entry).hp), value: hp } } : entry,
    );
    return { "system.sections": sections };
  }
  // A mount's live HP/MP per section: null means full, and the list may be shorter than the sections.
  const states = [...list(system.current)];
  while (states.length <= section) states.push({ hp: null, mp: null });
  states[section] = { mp: null, ...bag(states[section]), hp };
  return { "system.current": states };
}

export type DamagePlan =
  | {
      readonly kind: "damage";
      readonly steps: DamageSteps;
      readonly hp: HpDamageResult;
      readonly section: number | null;
    }
  | { readonly kind: "healing"; readonly healed: HealResult; readonly section: number | null };

export interface ApplyOptions {
  /** "Halve" button: the target resisted a Resist: Half effect. DMG-03 */
  readonly halve: boolean;
  readonly healing: boolean;
  /** Healing: whether the target is unconscious now, and whether healing above 0 HP wakes it (world setting). */
  readonly unconscious?: boolean;
  readonly wakeRule?: HealingWakeRule;
  /** The button's damage kind ("certain" skips Defense); the card's own kind when absent. */
  readonly kind?: DamageKind;
  /**
   * The calculated damage (or healing) the applying side recomputed for this target (rules/damage/card-damage):
   * when given, the card's own total is not read.
   */
  readonly calculated?: number;
  /** The attacker's damage increases, added after halving (DMG-04). */
  readonly increases?: readonly DamageModifier[];
}

/**
 * Translates a card and a target into the damage pipeline's input: the target's Defense is a
 * reduction that counts only against physical damage (the pipeline decides, DMG-01/DMG-08); element
 * resistances and immunities count only against damage of their element (DMG-11).
 */
export function planDamage(card: RollCard, target: DamageTarget, options: ApplyOptions): Result<DamagePlan> {
  if (card.kind !== "power")
    return fail("DamageCardHasNoDamage", "this card carries no damage", { params: { kind: card.kind } });
  if (options.healing) {
    const healed = applyHealing(
      { hp: target.hp, maxHp: target.maxHp, unconscious: options.unconscious ?? target.hp <= 0 },
      options.calculated ?? card.total,
      options.wakeRule,
    );
    return ok({ kind: "healing", healed, section: target.section });
  }
  const steps = resolveDamage({
    calculated: Math.max(0, options.calculated ?? card.total),
    kind: options.kind ?? card.damageKind,
    elements: card.elements ?? [],
    resisted: options.halve,
    increases: [...(options.increases ?? card.increases ?? []), ...target.increases],
    reductions: [
      { source: "defense", amount: Math.max(0, target.defense), appliesTo: "physical" },
      ...target.reductions,
    ],
    immunities: target.immunities,
  });
  if (!steps.ok) return steps;
  const hp = applyHpDamage({ hp: target.hp, maxHp: target.maxHp }, steps.value.applied);
  return ok({ kind: "damage", steps: steps.value, hp, section: target.section });
}
