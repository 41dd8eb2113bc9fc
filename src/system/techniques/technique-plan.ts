/**
 * Using a technique, as plain data (no Foundry globals, so the browser tests run it as the sheet does):
 * the stored actor and item → the rules' cost payment and effect timing → the one actor update, the Active
 * Effects to create on each target, and what the chat card says. Every decision is the rules'.
 */

import {
  type MpPayment,
  payMpCost,
  type StoneChoice,
  type StoneStock,
} from "../../rules/character/supplies/mana-stones.js";
import type { TimedEffect } from "../../rules/character/techniques/effect-durations.js";
import {
  hasThreshold,
  payAndGain,
  type TechniqueCost,
  type TechniqueGain,
} from "../../rules/character/techniques/technique-costs.js";
import {
  effectTiming,
  type TechniqueDuration,
  type TurnTimedEffect,
  type UseMoment,
} from "../../rules/character/techniques/technique-durations.js";
import {
  type ClassResources,
  type CostResource,
  type DurationUnit,
  type GainResource,
  meetsLevel,
  readClassResources,
  TECHNIQUE_CLASSES,
  type TechniqueClass,
  type TechniqueTiming,
  techniqueAction,
} from "../../rules/character/techniques/techniques.js";
import type { BattleEvent } from "../../rules/combat/events.js";
import type { Result } from "../../rules/errors.js";
import { bag, list, num, text } from "../applications/view/read.js";
import { compat } from "../compat/index.js";

export const TECHNIQUE_FLAG = "technique";

/**
 * The status every copied technique effect carries. Foundry draws an actor's temporary effects on its tokens,
 * and an effect with a status counts as temporary (as a condition toggled from the Token HUD does): so a
 * "one scene" effect, which has no duration Foundry counts, shows on the token like the timed ones.
 */
export const TECHNIQUE_STATUS = "sw25Technique";

export interface TechniqueSource {
  readonly _id?: string;
  readonly name?: string;
  readonly type?: string;
  readonly system?: unknown;
  readonly effects?: unknown;
}

/** The technique's stored cost, gain and duration in the rules' terms (no gain stored: none). */
export function techniqueTerms(system: unknown): {
  cost: TechniqueCost;
  gain: TechniqueGain;
  duration: TechniqueDuration;
  classId: TechniqueClass;
  level: number;
} {
  const s = bag(system);
  const cost = bag(s.cost);
  const gain = bag(s.gain);
  const duration = bag(s.duration);
  const classId = text(s.classId, "custom");
  return {
    cost: {
      amount: num(cost.amount),
      resource: text(cost.resource, "none") as CostResource,
      cardColour: text(cost.cardColour, "red") as TechniqueCost["cardColour"],
      cardRank: text(cost.cardRank, "B") as TechniqueCost["cardRank"],
    },
    gain: {
      amount: num(gain.amount),
      resource: text(gain.resource, "none") as GainResource,
      threshold: num(gain.threshold),
      bonus: num(gain.bonus),
    },
    duration: { value: num(duration.value, 1), units: text(duration.units, "instant") as DurationUnit },
    classId: (TECHNIQUE_CLASSES as readonly string[]).includes(classId)
      ? (classId as TechniqueClass)
      : "custom",
    level: num(s.level),
  };
}

/** The character's class levels by class id, read from its class items. */
export function classLevels(items: readonly unknown[]): Record<string, number> {
  const levels: Record<string, number> = {};
  for (const raw of items) {
    const item = bag(raw);
    if (item.type !== "class") continue;
    const system = bag(item.system);
    const id = text(system.classId);
    levels[id] = Math.max(levels[id] ?? 0, num(system.level));
  }
  return levels;
}

/** The class resources as the update writes them (every count, so the update is whole). */
function resourcesUpdate(resources: ClassResources): Record<string, unknown> {
  return {
    "system.classResources.songUp": resources.songUp,
    "system.classResources.songDown": resources.songDown,
    "system.classResources.songHeart": resources.songHeart,
    "system.classResources.morale": resources.morale,
    "system.classResources.lifePoints": resources.lifePoints,
    "system.classResources.cards": resources.cards,
  };
}

export interface TechniquePlan {
  /** The one actor update paying the cost and adding the gain (empty when it does neither). */
  readonly actorUpdate: Record<string, unknown>;
  /** Active Effect data to create on each target (none for an instant technique). */
  readonly effects: readonly Record<string, unknown>[];
  readonly spent: { readonly resource: CostResource; readonly amount: number };
  /** How an MP cost was paid with stones (魔晶石, マナチャージクリスタル), null when none was used. */
  readonly stones: MpPayment | null;
  /** What the use added to the user's class resources ("none", 0 when nothing). */
  readonly gained: { readonly resource: GainResource; readonly amount: number };
  /** The performance check against the gain's threshold (巧奏値), when one was rolled: what the card shows. */
  readonly performance: PerformanceLine | null;
  readonly duration: TechniqueDuration;
}

/** A performance check as the card shows it: the dice, the 奏力 added, the total, the threshold and its extra. */
export interface PerformanceLine {
  readonly dice: readonly number[];
  readonly modifier: number;
  readonly total: number;
  readonly threshold: number;
  readonly reached: boolean;
  readonly bonus: number;
  readonly resource: GainResource;
}

/**
 * Whether a use of this technique rolls a performance check (呪歌演奏: 2d + 奏力): its gain has a threshold and an
 * extra (rules' hasThreshold). The caller rolls it and hands the check to planTechniqueUse.
 */
export function needsPerformanceCheck(system: unknown): boolean {
  return hasThreshold(techniqueTerms(system).gain);
}

/**
 * What the performance check adds to its 2d: the power of the technique's class (a 呪歌's Bard: 奏力 = Bard level
 * + Spirit modifier; the character's derived `techniquePowers`), 0 when the character has none for that class.
 */
export function performanceModifier(
  system: unknown,
  powers: readonly { readonly classId: string; readonly power: number }[],
): number {
  const classId = techniqueTerms(system).classId;
  return num(powers.find((p) => p.classId === classId)?.power);
}

/**
 * Plans one use of `item` by the stored actor `actor` at `moment`: refused (nothing to write) when the class
 * level is too low or the cost cannot be paid (nor is anything gained then). `originUuid` is the item's uuid, stored as each effect's origin.
 */
export function planTechniqueUse(
  actor: { readonly system?: unknown; readonly items?: unknown },
  item: TechniqueSource,
  moment: UseMoment,
  originUuid: string,
  performance: {
    readonly dice: readonly number[];
    readonly modifier: number;
    readonly total: number;
  } | null = null,
  stones: {
    readonly stock: readonly StoneStock[];
    readonly choice: readonly StoneChoice[];
  } | null = null,
): Result<TechniquePlan> {
  const terms = techniqueTerms(item.system);
  const level = meetsLevel(classLevels(list(actor.items)), terms.classId, terms.level);
  if (!level.ok) return level;
  const system = bag(actor.system);
  const pool = {
    hp: num(bag(system.hp).value),
    mp: num(bag(system.mp).value),
    resources: readClassResources(system.classResources),
  };
  // An MP cost may be paid partly or wholly with the stones chosen (mana-stones.ts): the stones' points are
  // added to the MP the cost is taken from, so what is left is the MP the stones did not cover.
  let stonePayment: MpPayment | null = null;
  if (stones?.choice.some((c) => c.count !== 0) && terms.cost.resource === "mp") {
    const paidByStones = payMpCost(num(terms.cost.amount), pool.mp, stones.stock, stones.choice);
    if (!paidByStones.ok) return paidByStones;
    stonePayment = paidByStones.value;
  }
  const paid = payAndGain(
    stonePayment ? { ...pool, mp: pool.mp + stonePayment.fromStones } : pool,
    terms.cost,
    terms.gain,
    1,
    performance?.total ?? null,
  );
  if (!paid.ok) return paid;
  const checked = paid.value.threshold;
  const actorUpdate: Record<string, unknown> = {};
  if (paid.value.amount > 0) {
    if (paid.value.resource === "mp") actorUpdate["system.mp.value"] = paid.value.pool.mp;
    else if (paid.value.resource === "hp") actorUpdate["system.hp.value"] = paid.value.pool.hp;
    else Object.assign(actorUpdate, resourcesUpdate(paid.value.pool.resources));
  }
  if (paid.value.gained.amount > 0) Object.assign(actorUpdate, resourcesUpdate(paid.value.pool.resources));
  const timing = effectTiming(terms.duration, moment);
  const effects =
    timing === null
      ? []
      : list(item.effects)
          .map(bag)
          .filter((e) => e.disabled !== true)
          .map((e) =>
            compat.effectData({
              name: text(e.name, text(item.name, "?")),
              img: text(e.img, "icons/svg/aura.svg"),
              // The item's changes and the duration, read and written in the running Foundry's shape (compat).
              changes: compat
                .effectChanges(e)
                .map(({ key, value, type, priority }) => ({ key, value, type, priority })),
              disabled: false,
              transfer: false,
              statuses: [TECHNIQUE_STATUS],
              origin: originUuid,
              duration: {
                ...(timing.rounds !== null
                  ? { rounds: timing.rounds, startRound: timing.startRound, ...combatOf(timing.combatId) }
                  : {}),
                ...(timing.seconds !== null ? { seconds: timing.seconds } : {}),
                // Foundry counts an effect with turns as temporary: its icon shows on the token.
                ...(timing.userTurn !== null && timing.rounds === null
                  ? { turns: 1, ...combatOf(timing.combatId) }
                  : {}),
                // v14: ended by the system at the user's turn, never by core's own turn or round count.
                ...(timing.userTurn !== null ? { endsAtUserTurn: true } : {}),
              },
              flags: {
                swordworld25: {
                  [TECHNIQUE_FLAG]: {
                    userTurn: timing.userTurn,
                    scene: timing.scene,
                    combatId: timing.combatId,
                    units: terms.duration.units,
                    value: terms.duration.value,
                  },
                },
              },
            }),
          );
  return {
    ok: true,
    value: {
      actorUpdate,
      effects,
      spent: { resource: paid.value.resource, amount: paid.value.amount },
      stones: stonePayment,
      gained: paid.value.gained,
      performance:
        checked && performance
          ? {
              dice: [...performance.dice],
              modifier: performance.modifier,
              total: checked.total,
              threshold: checked.threshold,
              reached: checked.reached,
              bonus: checked.bonus,
              resource: terms.gain.resource,
            }
          : null,
      duration: terms.duration,
    },
  };
}

const combatOf = (combatId: string | null) => (combatId === null ? {} : { combatId });

/** What an applied effect's technique flag says about its end (for the duration hooks). */
export function techniqueFlag(flags: unknown): {
  userTurn: { combatantId: string; round: number } | null;
  scene: boolean;
  combatId: string | null;
} | null {
  const f = bag(bag(bag(flags).swordworld25)[TECHNIQUE_FLAG]);
  if (Object.keys(f).length === 0) return null;
  const turn = bag(f.userTurn);
  return {
    userTurn:
      typeof turn.combatantId === "string" ? { combatantId: turn.combatantId, round: num(turn.round) } : null,
    scene: f.scene === true,
    combatId: typeof f.combatId === "string" && f.combatId !== "" ? f.combatId : null,
  };
}

/**
 * The battle event a technique's timing takes (ACT-02, ACT-07): a declaration is the combat feat's
 * `declareFeat` minor action, a minor or major technique the `other` action of that kind; null for passive.
 */
export function techniqueBattleEvent(
  timing: unknown,
  combatantId: string,
  item: { readonly id: string; readonly name: string },
): BattleEvent | null {
  switch (techniqueAction(text(timing, "passive") as TechniqueTiming)) {
    case "declareFeat":
      return { type: "minor", actorId: combatantId, action: { kind: "declareFeat", feat: item.id } };
    case "minor":
      return { type: "minor", actorId: combatantId, action: { kind: "other", label: item.name } };
    case "major":
      return { type: "major", actorId: combatantId, action: { kind: "other", label: item.name } };
    default:
      return null;
  }
}

/** What a chat card of a technique use says, as lang keys and values (post-technique-card renders it). */
export interface TechniqueCardData {
  readonly actor: string;
  readonly technique: string;
  readonly kind: string;
  readonly spent: { readonly resource: CostResource; readonly amount: number };
  /** The points of the cost stones paid; absent or 0: no line. */
  readonly fromStones?: number;
  /** What the use gained; absent or 0: no line. */
  readonly gained?: { readonly resource: GainResource; readonly amount: number };
  /** The performance check against the threshold; absent or null: no line. */
  readonly performance?: PerformanceLine | null;
  readonly targets: readonly string[];
  readonly duration: TechniqueDuration;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The card's HTML; `t` localizes a key with its `{name}` placeholders. */
export function techniqueCardHtml(
  card: TechniqueCardData,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  const L = "SW25.Technique";
  const lines = [
    `<header class="sw25-card-title sw25-technique-card-title">${escapeHtml(t(`${L}.Card.Used`, { actor: card.actor, technique: card.technique }))}</header>`,
    `<p class="sw25-technique-card-kind">${escapeHtml(t(`${L}.Kind.${card.kind}`))}</p>`,
  ];
  // The performance check first: the gain line below already includes its extra.
  const check = card.performance;
  if (check) {
    lines.push(
      `<p class="sw25-technique-card-performance">${escapeHtml(
        t(`${L}.Card.Performance`, {
          dice: check.dice.join(" + "),
          modifier: check.modifier < 0 ? `− ${-check.modifier}` : `+ ${check.modifier}`,
          total: String(check.total),
          threshold: String(check.threshold),
        }),
      )}</p>`,
      `<p class="sw25-technique-card-threshold">${escapeHtml(
        check.reached
          ? t(`${L}.Card.Reached`, {
              bonus: String(check.bonus),
              resource: t(`${L}.Resource.${check.resource}`),
            })
          : t(`${L}.Card.NotReached`),
      )}</p>`,
    );
  }
  if (card.spent.amount > 0)
    lines.push(
      `<p class="sw25-technique-card-spent">${escapeHtml(
        t(`${L}.Card.Spent`, {
          amount: String(card.spent.amount),
          resource: t(`${L}.Resource.${card.spent.resource}`),
        }),
      )}</p>`,
    );
  if (card.fromStones && card.fromStones > 0)
    lines.push(
      `<p class="sw25-technique-card-stones">${escapeHtml(
        t(`${L}.Card.Stones`, { points: String(card.fromStones) }),
      )}</p>`,
    );
  if (card.gained && card.gained.amount > 0)
    lines.push(
      `<p class="sw25-technique-card-gained">${escapeHtml(
        t(`${L}.Card.Gained`, {
          amount: String(card.gained.amount),
          resource: t(`${L}.Resource.${card.gained.resource}`),
        }),
      )}</p>`,
    );
  if (card.targets.length > 0)
    lines.push(
      `<p class="sw25-technique-card-targets">${escapeHtml(t(`${L}.Card.Targets`, { targets: card.targets.join(", ") }))}</p>`,
    );
  lines.push(
    `<p class="sw25-technique-card-duration">${escapeHtml(
      card.duration.units === "instant"
        ? t(`${L}.Card.Instant`)
        : t(`${L}.Card.Lasts`, { duration: durationText(card.duration, t) }),
    )}</p>`,
  );
  // In the chat cards' frame and theme (styles/_chat.scss), as every other card of ours.
  return `<div class="swordworld25 sw25-card sw25-technique-card">${lines.join("")}</div>`;
}

export function durationText(
  duration: TechniqueDuration,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  return t(`SW25.Technique.Duration.${duration.units}`, { value: String(duration.value) });
}

/**
 * An applied effect's stored source as the duration rules read it (Foundry's `duration` fields and our technique
 * flag): used by the duration hooks and the tests alike.
 */
export function timedEffectOf(
  id: string,
  source: { readonly duration?: unknown; readonly flags?: unknown },
): TimedEffect & TurnTimedEffect {
  // Foundry's duration in the running generation's shape (compat); the combat falls back to the technique's.
  const duration = compat.effectDuration(source);
  const technique = techniqueFlag(source.flags);
  return {
    id,
    rounds: duration.rounds,
    startRound: duration.startRound,
    combatId: duration.combatId ?? technique?.combatId ?? null,
    seconds: duration.seconds,
    endsWithCombat: technique !== null && (technique.scene || technique.userTurn !== null),
    endsAtUserTurn: (technique?.userTurn ?? null) !== null,
    userTurn: technique?.userTurn ?? null,
  };
}

/** How long an applied effect still lasts, as a lang key and its value; null when it has no such end. */
export function effectTimeLeft(
  source: { readonly duration?: unknown; readonly flags?: unknown },
  currentRound: number | null,
): { readonly key: string; readonly value: number } | null {
  const timed = timedEffectOf("", source);
  const D = "SW25.Technique.Sheet.Left";
  if (timed.rounds !== null && timed.rounds > 0) {
    const elapsed = currentRound === null ? 0 : Math.max(0, currentRound - timed.startRound);
    const left = Math.max(0, timed.rounds - elapsed);
    // Its last round runs until the user's turn opens: "until the user's next turn", not "0 rounds".
    if (left === 0 && timed.userTurn !== null) return { key: `${D}.untilNextTurn`, value: 0 };
    return { key: `${D}.rounds`, value: left };
  }
  if (timed.userTurn !== null) return { key: `${D}.untilNextTurn`, value: 0 };
  const seconds = timed.seconds ?? 0;
  if (seconds > 0) return { key: `${D}.minutes`, value: Math.ceil(seconds / 60) };
  if (techniqueFlag(source.flags)?.scene) return { key: `${D}.scene`, value: 0 };
  return null;
}
