/**
 * Battles under water (ENV-05..09): where the water is, the limits it sets on moves, checks, casting and
 * blocks, breath and drowning, and the water abilities read from names.
 */
import { type DeathCheckInput, type DeathCheckResult, deathCheck } from "../../damage/death-check.js";
import type { DiceSource } from "../../dice/dice-source.js";
import type { Result, RuleError } from "../../errors.js";
import { writable } from "../draft.js";
import { entry, type LogEntry, violation } from "../log.js";
import { moverHeadcount } from "../sections-and-mounts/mounts.js";
import { allDown, headcount } from "../sections-and-mounts/sections.js";
import type { BattleState, Combatant, WaterState } from "../types.js";

/** ENV-05: −4 to every check under water except Fortitude and Willpower (ENV-07: melee Accuracy and Evasion too). */
export const UNDERWATER_CHECK_PENALTY = -4;
/** ENV-06: an unconscious character under water makes a Death Check every minute (6 rounds of 10 s). */
export const ROUNDS_PER_MINUTE = 6;

const DRY: WaterState = { underwater: false, shoulderDeep: false };

/** ENV-05: the water `c` is in: its own, else the battle's; a flier is above it. */
export function waterOf(state: BattleState, c: Combatant): WaterState {
  if (c.flying) return DRY;
  const w = c.environment ?? state.environment ?? DRY;
  return { underwater: w.underwater, shoulderDeep: w.underwater && w.shoulderDeep };
}

/** ENV-05, ENV-09: the underwater limits apply to `c` (in the water, without an Underwater ability). */
export function waterLimited(state: BattleState, c: Combatant): boolean {
  return waterOf(state, c).underwater && c.underwaterAbility !== true;
}

/**
 * ENV-05, ENV-06: `c` cannot speak, so cannot cast, and holds its breath: under the surface (not
 * shoulder-deep), without water breathing or an Underwater ability (ENV-09).
 */
export function needsAir(state: BattleState, c: Combatant): boolean {
  const w = waterOf(state, c);
  return w.underwater && !w.shoulderDeep && c.waterBreathing !== true && c.underwaterAbility !== true;
}

/** ENV-05: in full metal armour under water no check can be made at all. */
export function checksBarred(state: BattleState, c: Combatant): boolean {
  return waterLimited(state, c) && c.fullMetalArmour === true;
}

/** What is rolled, in the terms of ENV-05: Fortitude and Willpower are spared the −4. */
export type WaterRollKind = "evasion" | "check" | "resistance" | "power";

/** ENV-05 / ENV-07: the underwater −4 on a roll of `c` (one −4, whatever the check), or 0. */
export function underwaterPenalty(state: BattleState, c: Combatant, roll: WaterRollKind): number {
  if (roll === "power" || roll === "resistance") return 0;
  return waterLimited(state, c) ? UNDERWATER_CHECK_PENALTY : 0;
}

/** ENV-05: why `c` can make no check now (full metal armour under water), or null. */
export function checkBar(state: BattleState, c: Combatant): RuleError | null {
  return checksBarred(state, c)
    ? violation("ENV-05", "Combat.NoChecksInMetalArmour", "no checks under water in full metal armour")
    : null;
}

/** ENV-05: why `c` cannot cast now (no checks in metal armour, no speech without air), or nulls. */
export function castingErrors(state: BattleState, c: Combatant): (RuleError | null)[] {
  return [
    checkBar(state, c),
    needsAir(state, c)
      ? violation(
          "ENV-05",
          "Combat.NoCastingUnderwater",
          "no speech, so no spells, under water without water breathing",
        )
      : null,
  ];
}

/**
 * ENV-08: under water one blocks one opponent at a time (one block a round), and only an opponent with no
 * more sections than the blockers (a mounted pair: the mount's sections + 1, MOUNT-09). A blocker with an Underwater ability counts as on land (ENV-09: twice,
 * as STD-19 asks half the sections) and is not limited to one opponent.
 */
export function underwaterBlockErrors(
  state: BattleState,
  mover: Combatant,
  blockers: readonly Combatant[],
): RuleError[] {
  const limited = blockers.filter((b) => waterLimited(state, b));
  if (limited.length === 0) return [];
  const errors: RuleError[] = [];
  const already = state.environment?.blockedThisRound ?? [];
  for (const b of limited)
    if (already.includes(b.id))
      errors.push(
        violation(
          "ENV-08",
          "Combat.UnderwaterOneOpponent",
          `${b.name} already blocks an opponent under water`,
          {
            blocker: b.name,
          },
        ),
      );
  const weight = blockers.reduce((n, b) => n + headcount(b) * (waterLimited(state, b) ? 1 : 2), 0);
  // MOUNT-09: a ridden mover (rider or mount named) is the pair: the mount's sections + 1.
  const sections = moverHeadcount(state, mover);
  if (weight < sections)
    errors.push(
      violation(
        "ENV-08",
        "Combat.UnderwaterTooFewBlockers",
        "under water the blockers must be at least as many as the mover's sections",
        { sections, blockers: weight },
      ),
    );
  return errors;
}

/**
 * ENV-06, at the start of each round: who needs air and is conscious spends a round of breath; past its
 * Vitality its HP drops to 0 (every section) and it falls unconscious. Who lies unconscious under water
 * counts rounds; every full minute a Death Check falls due, its target +1 a minute (`drowningTarget`).
 * Out of the water, or breathing, both counts go. Without a Vitality nothing is counted.
 */
export function tickBreath(draft: BattleState): LogEntry[] {
  const log: LogEntry[] = [];
  for (const shared of draft.combatants) {
    if (shared.status.dead || shared.status.fled) continue;
    if (!needsAir(draft, shared)) {
      if (shared.breathRounds !== undefined || shared.drowningRounds !== undefined) {
        const c = writable(draft, shared);
        delete c.breathRounds;
        delete c.drowningRounds;
      }
      continue;
    }
    if (!allDown(shared) && shared.vitality === undefined) continue;
    const c = writable(draft, shared);
    if (allDown(c)) {
      c.drowningRounds = (c.drowningRounds ?? 0) + 1;
      if (c.drowningRounds % ROUNDS_PER_MINUTE === 0) {
        const minute = c.drowningRounds / ROUNDS_PER_MINUTE;
        const hp = Math.min(...c.sections.map((s) => s.hp));
        log.push(
          entry("drowningDeathCheck", { combatantId: c.id, minute, target: drowningTarget(hp, minute) }),
        );
      }
      continue;
    }
    if (c.vitality === undefined) continue;
    c.breathRounds = (c.breathRounds ?? 0) + 1;
    if (c.breathRounds <= c.vitality) {
      log.push(entry("holdingBreath", { combatantId: c.id, rounds: c.breathRounds, vitality: c.vitality }));
      continue;
    }
    for (const s of c.sections) {
      s.hp = Math.min(s.hp, 0);
      s.conscious = false;
    }
    c.drowningRounds = 0;
    log.push(entry("outOfBreath", { combatantId: c.id, vitality: c.vitality }));
  }
  return log;
}

/**
 * ENV-06 reading: the Death Check after the k-th minute unconscious under water has the usual target
 * (|HP|, DMG-09) + k: the first minute already adds 1.
 */
export function drowningTarget(hp: number, minute: number): number {
  return Math.abs(Math.min(0, hp)) + Math.max(1, Math.floor(minute));
}

/** ENV-06: the targets of the Death Checks of the first `minutes` minutes unconscious under water. */
export function drowningDeathCheckTargets(hp: number, minutes: number): number[] {
  const n = Math.max(0, Math.min(1000, Math.floor(Number.isFinite(minutes) ? minutes : 0)));
  return Array.from({ length: n }, (_, i) => drowningTarget(hp, i + 1));
}

/** ENV-06: the Death Check of minute `minute` under water (DMG-09 with the minutes added to its target). */
export function drowningDeathCheck(
  input: Omit<DeathCheckInput, "targetModifier">,
  minute: number,
  dice: DiceSource,
): Result<DeathCheckResult> {
  return deathCheck({ ...input, targetModifier: Math.max(1, Math.floor(minute)) }, dice);
}
