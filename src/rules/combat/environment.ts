/**
 * Battles in special places (seed 000, "Actions and Combat in Special Situations"): under water
 * (ENV-05..09) and in the air (ENV-04, with the fall damage of ENV-01..03 in `damage/falling.ts`).
 *
 * Where the water is: `BattleState.environment` gives the battle's (`underwater`, `shoulderDeep`), and a
 * combatant's own `environment` overrides it (one on the shore, one in the lake). A flier is above the
 * water whatever the battle's. `shoulderDeep` is the table option of the seed's "in water up to
 * shoulder-height": every underwater limit applies except that the combatant breathes, speaks and casts.
 *
 * The rules join the reducer in two places only: `handleEnvironment` for the two events of this file
 * (`setEnvironment`, `fall`), and `withEnvironment`, which adds this file's refusals to any other event and
 * runs its consequences after it (breath at the start of a round, an unconscious flier falling).
 */

import { type DeathCheckInput, type DeathCheckResult, deathCheck } from "../damage/death-check.js";
import {
  type FallResult,
  type FallSituation,
  flightRecovery,
  resolveFall,
  type TumbleInput,
} from "../damage/falling.js";
import { DiceExhaustedError, type DiceSource } from "../dice/dice-source.js";
import type { Result, RuleError } from "../errors.js";
import { battleFacts, combatantById, writable, writablePart } from "./draft.js";
import type { BattleEvent, FallTumble } from "./events.js";
import { type Handled, hard, legal } from "./handler.js";
import { entry, type LogEntry, malformed, violation } from "./log.js";
import { moverHeadcount, pairOf, ridingMover, settleMounts } from "./mounts.js";
import { areaOf, findCombatant } from "./roster.js";
import { headcount, sectionDown } from "./sections.js";
import { areaDistance } from "./simplified/areas.js";
import { hurt } from "./spell-targets.js";
import { budget, moveSpeed } from "./standard/model.js";
import { forceOutOfSkirmish } from "./standard/skirmishes.js";
import type { BattleEnvironment, BattleState, Combatant, WaterState } from "./types.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

/** ENV-05: −4 to every check under water except Fortitude and Willpower (ENV-07: melee Accuracy and Evasion too). */
export const UNDERWATER_CHECK_PENALTY = -4;
/** ENV-06: an unconscious character under water makes a Death Check every minute (6 rounds of 10 s). */
export const ROUNDS_PER_MINUTE = 6;

const DRY: WaterState = { underwater: false, shoulderDeep: false };

export function emptyEnvironment(): BattleEnvironment {
  return { underwater: false, shoulderDeep: false, ground: [], blockedThisRound: [] };
}

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

function castingErrors(state: BattleState, c: Combatant): (RuleError | null)[] {
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

/** The refusals this file adds to an ordinary event (ENV-05, ENV-07, ENV-08). */
export function environmentErrors(state: BattleState, event: BattleEvent): RuleError[] {
  const out: (RuleError | null)[] = [];
  switch (event.type) {
    case "major": {
      const actor = findCombatant(state, event.actorId);
      if (!actor) break;
      const a = event.action;
      if (a.kind === "attack") {
        out.push(checkBar(state, actor));
        if (a.form !== "melee" && waterLimited(state, actor))
          out.push(
            violation("ENV-07", "Combat.NoRangedUnderwater", "no ranged or thrown attacks under water", {
              form: a.form,
            }),
          );
      } else if (a.kind === "cast") out.push(...castingErrors(state, actor));
      break;
    }
    case "minor": {
      const actor = findCombatant(state, event.actorId);
      const a = event.action;
      if (actor && (a.kind === "magic" || (a.kind === "other" && a.spell === true)))
        out.push(...castingErrors(state, actor));
      break;
    }
    case "move": {
      // Simplified Combat: an area change covers 10 m (20 m rear to rear); under water the mode must reach it.
      const actor = findCombatant(state, event.actorId);
      if (!actor || state.method !== "simplified" || event.forced === true) break;
      const from = areaOf(actor);
      const to = event.to ?? from;
      // A Limited Move never changes area (SIMP-07 says so already).
      if (!from || !to || from === to || event.mode === "limited") break;
      // MOUNT-01: a jockey moves its mount: the mount's speed, in the mount's water.
      const mover = ridingMover(state, actor).mover;
      const speed = moveSpeed(mover);
      if (speed === undefined || !waterLimited(state, mover)) break;
      const allowed = budget(speed, event.mode, true);
      const needed = areaDistance(from, to);
      if (allowed < needed)
        out.push(
          violation(
            "ENV-05",
            "Combat.UnderwaterTooSlow",
            `under water a ${event.mode} move covers ${allowed} m, not ${needed} m`,
            {
              mode: event.mode,
              allowed,
              distance: needed,
            },
          ),
        );
      break;
    }
    case "block": {
      const mover = findCombatant(state, event.moverId);
      const blockers = event.blockerIds.map((id) => findCombatant(state, id));
      if (mover && blockers.every((b): b is Combatant => !!b))
        out.push(...underwaterBlockErrors(state, mover, blockers));
      break;
    }
    default:
      break;
  }
  return out.filter((e): e is RuleError => !!e);
}

/** Whether anything in this battle is in the water or the air (otherwise this file stays out of the way). */
function concerned(state: BattleState): boolean {
  return !!state.environment || battleFacts(state).airOrWater;
}

/**
 * Adds this file's refusals to an event's own and runs its consequences after it: the breath count at the
 * start of a round (ENV-06), an underwater block's blockers noted (ENV-08), a flier knocked unconscious
 * falling (ENV-04).
 */
export function withEnvironment(state: BattleState, event: BattleEvent, handled: Handled): Handled {
  if (handled.kind === "hard" || !concerned(state)) return handled;
  return {
    kind: "rules",
    violations: [...handled.violations, ...environmentErrors(state, event)],
    apply: (draft, dice) => {
      const log = handled.apply(draft, dice);
      if (event.type === "startRound") {
        if (draft.environment) writablePart(draft, "environment").blockedThisRound = [];
        log.push(...tickBreath(draft));
      }
      if (event.type === "block") {
        for (const id of event.blockerIds) {
          const b = findCombatant(draft, id);
          if (!b || !waterLimited(draft, b)) continue;
          draft.environment ??= emptyEnvironment();
          const environment = writablePart(draft, "environment");
          if (!environment.blockedThisRound.includes(id)) environment.blockedThisRound.push(id);
        }
      }
      if (event.type === "setStatus" && event.flag === "prone" && event.value)
        log.push(...knockedOutOfTheAir(draft, event.combatantId, dice));
      log.push(...unconsciousFliersFall(draft, dice));
      return log;
    },
  };
}

const allDown = (c: Combatant) => c.status.dead || c.sections.every(sectionDown);

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

// ---------------------------------------------------------------- the air and falling (ENV-01..04)

const tumbleInput = (t: FallTumble | undefined): TumbleInput =>
  t === undefined ? { kind: "unable" } : t.kind === "check" ? t : { ...t };

/** SECT-06: fall damage is taken by every section of a multi-section monster. */
export function hurtEverySection(draft: BattleState, c: Combatant, amount: number): LogEntry[] {
  return c.sections.flatMap((_, section) => hurt(draft, { combatantId: c.id, section }, amount));
}

/**
 * ENV-04: a fall forces the combatant out of any skirmish (Standard Combat), whatever else holds: out of its
 * melee, and landed on the nearest point outside the skirmish (`forceOutOfSkirmish`).
 */
function outOfSkirmish(draft: BattleState, c: Combatant): LogEntry[] {
  return draft.method === "standard" ? forceOutOfSkirmish(draft, c) : [];
}

interface FallPlan {
  readonly metres: number;
  readonly situations: FallSituation[];
  readonly faller: TumbleInput;
}

/** ENV-01: the combatant's own Tumble check, if its sheet gives one (characters: the Movement package). */
function ownTumble(c: Combatant): FallTumble | undefined {
  return c.tumbleModifier === undefined ? undefined : { kind: "check", modifier: c.tumbleModifier };
}

function ownTumbleOf(state: BattleState, id: string): FallTumble | undefined {
  const c = combatantById(state, id);
  return c ? ownTumble(c) : undefined;
}

/** ENV-04 with SECT-07: `c` is in the air and can still fly (a `grounded` monster cannot). */
function fliesOn(c: Combatant): boolean {
  return c.flying === true && !c.status.grounded;
}

/**
 * ENV-02, ENV-04: what a fall is. A conscious flier knocked out of the air (or falling for another reason
 * while it can still fly) falls 10 m less ("able to fly"); one knocked unconscious cannot Tumble; one that
 * lost its flight falls the whole height and may Tumble.
 */
export function fallPlan(
  c: Combatant,
  cause: Ev<"fall">["cause"] | "fromMount",
  metres: number,
  ground: readonly FallSituation[],
  tumble: FallTumble | undefined,
): FallPlan {
  const unconscious = cause === "unconscious" || allDown(c);
  const canFly = fliesOn(c) && !unconscious && cause !== "lostFlight";
  return {
    metres,
    situations: [...(canFly ? (["canFly"] as const) : []), ...ground.filter((g) => g !== "canFly")],
    // ENV-01: a fall the event gives no Tumble for (an automatic one, or the GM's left empty) uses the
    // combatant's own Tumble modifier, when it has one.
    faller: unconscious ? { kind: "unable" } : tumbleInput(tumble ?? ownTumble(c)),
  };
}

function fallLog(c: Combatant, cause: string, result: FallResult): LogEntry {
  return entry("fell", {
    combatantId: c.id,
    cause,
    distance: result.distance,
    fallDamage: result.fallDamage,
    tumble: result.fallerTumble.check ? result.fallerTumble.check.total : result.fallerTumble.reduction,
    damage: result.faller.applied,
  });
}

function rolled<T>(r: Result<T>): T | null {
  if (r.ok) return r.value;
  if (r.error.code === "DiceExhausted") throw new DiceExhaustedError(Number(r.error.params?.used ?? 0));
  return null;
}

/**
 * Lands `c`: out of the air and out of any melee, fall damage on every section. A mount's riders are at its
 * altitude (MOUNT-01: the same coordinates), so they fall the same `metres` with it (`fallRider`).
 */
function land(
  draft: BattleState,
  c: Combatant,
  cause: string,
  result: FallResult,
  metres: number,
  dice: DiceSource,
): LogEntry[] {
  c = writable(draft, c);
  c.flying = false;
  delete c.altitude;
  const riders = c.kind === "mount" ? pairOf(draft, c).filter((r) => r !== c) : [];
  return [
    fallLog(c, cause, result),
    ...outOfSkirmish(draft, c),
    ...hurtEverySection(draft, c, result.faller.applied),
    ...riders.flatMap((r) => fallRider(draft, r, metres, dice)),
  ];
}

/**
 * ENV-04 with MOUNT-08/10: a rider falls from its mount's altitude (it cannot fly, so no −10 m), out of any
 * melee; it may Tumble unless unconscious (a fall event's Tumble is not known here, so none is made). Logged
 * as a `fell` with cause `fromMount`.
 */
function fallRider(draft: BattleState, rider: Combatant, metres: number, dice: DiceSource): LogEntry[] {
  if (metres <= 0 || rider.status.dead || rider.status.fled) return [];
  const plan = fallPlan(rider, "fromMount", metres, draft.environment?.ground ?? [], undefined);
  const result = rolled(resolveFall(plan, dice));
  if (!result) return [];
  return [
    fallLog(rider, "fromMount", result),
    ...outOfSkirmish(draft, rider),
    ...hurtEverySection(draft, rider, result.faller.applied),
  ];
}

/**
 * MOUNT-05 with ENV-01 (our reading): dismounting from a mount that is in the air is stepping off into the
 * air: a rider who cannot fly itself falls the mount's altitude, Tumble allowed (its own, if it has one).
 */
export function dismountFall(
  draft: BattleState,
  ev: { readonly riderId: string; readonly mountId: string },
  dice: DiceSource,
): LogEntry[] {
  const rider = findCombatant(draft, ev.riderId);
  const mount = findCombatant(draft, ev.mountId);
  if (!rider || !mount || rider.mountedWith === mount.id || fliesOn(rider)) return [];
  const height = mount.flying ? (mount.altitude ?? 0) : 0;
  return fallRider(draft, rider, height, dice);
}

/**
 * MOUNT-08/10 in the air (ENV-04): `settleMounts`, and every rider it throws from a mount still in the air
 * falls from the mount's altitude. (A mount that fell already took its riders down: `land`.)
 */
export function settleRiders(draft: BattleState, dice: DiceSource): LogEntry[] {
  if (!battleFacts(draft).mounts) return [];
  const aloft = new Map<string, number>();
  for (const mount of draft.combatants)
    if (mount.kind === "mount" && mount.flying && (mount.altitude ?? 0) > 0)
      for (const r of pairOf(draft, mount)) if (r !== mount) aloft.set(r.id, mount.altitude ?? 0);
  const log: LogEntry[] = [];
  for (const line of settleMounts(draft)) {
    log.push(line);
    const height = line.type === "fellOff" ? aloft.get(String(line.params.riderId)) : undefined;
    const rider = height === undefined ? null : findCombatant(draft, String(line.params.riderId));
    if (rider && height !== undefined) log.push(...fallRider(draft, rider, height, dice));
  }
  return log;
}

/**
 * SECT-07 with ENV-04 (seed 000, "Losing Flight": "if in the air will fall immediately"): a flier that the
 * wings just grounded (`grounded` lines of `settleWings`) falls at once, cause `lostFlight`: the whole height,
 * Tumble allowed (none is known here, so none is made), its riders with it.
 */
export function groundedFliersFall(
  draft: BattleState,
  grounded: readonly LogEntry[],
  dice: DiceSource,
): LogEntry[] {
  const log: LogEntry[] = [];
  for (const line of grounded) {
    if (line.type !== "grounded") continue;
    const c = findCombatant(draft, String(line.params.combatantId));
    if (!c?.flying || c.status.fled) continue;
    const height = c.altitude ?? 0;
    const plan = fallPlan(c, "lostFlight", height, draft.environment?.ground ?? [], undefined);
    const result = rolled(resolveFall(plan, dice));
    if (result) log.push(...land(draft, c, "lostFlight", result, height, dice));
  }
  return log;
}

/** ENV-04: a recovering flier leaves its melee; a mount's riders stay in the saddle and leave with it. */
function recoveredOutOfSkirmish(draft: BattleState, c: Combatant): LogEntry[] {
  return pairOf(draft, c).flatMap((x) => outOfSkirmish(draft, x));
}

/**
 * ENV-04: a conscious flier knocked prone starts falling: above 10 m it flies on 10 m lower (and is no longer
 * prone); otherwise it lands prone, and "able to fly" takes the 10 m or less off, so no damage and no dice.
 */
function knockedOutOfTheAir(draft: BattleState, id: string, dice: DiceSource): LogEntry[] {
  const c = findCombatant(draft, id);
  if (!c?.flying || allDown(c)) return [];
  const height = c.altitude ?? 0;
  // SECT-07: a grounded monster cannot ready itself and fly on.
  const recovery = flightRecovery(height, false);
  if (recovery.recovers && fliesOn(c)) {
    c.altitude = recovery.height;
    c.status.prone = false;
    return [
      entry("flightRecovered", { combatantId: c.id, altitude: recovery.height }),
      ...recoveredOutOfSkirmish(draft, c),
    ];
  }
  const plan = fallPlan(c, "knockedDown", height, draft.environment?.ground ?? [], undefined);
  const result = rolled(resolveFall(plan, dice));
  return result ? land(draft, c, "knockedDown", result, height, dice) : [];
}

/** ENV-04: a flier whose every section is down falls at once from its altitude, without a Tumble. */
function unconsciousFliersFall(draft: BattleState, dice: DiceSource): LogEntry[] {
  const log: LogEntry[] = [];
  for (const c of draft.combatants) {
    if (!c.flying || !allDown(c) || c.status.fled) continue;
    const height = c.altitude ?? 0;
    const plan = fallPlan(c, "unconscious", height, draft.environment?.ground ?? [], undefined);
    const result = rolled(resolveFall(plan, dice));
    if (result) log.push(...land(draft, c, "unconscious", result, height, dice));
  }
  return log;
}

function fall(state: BattleState, ev: Ev<"fall">): Handled {
  const c = findCombatant(state, ev.combatantId);
  if (!c) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.combatantId}`));
  const catcher = ev.catcher ? findCombatant(state, ev.catcher.combatantId) : null;
  if (ev.catcher && !catcher)
    return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.catcher.combatantId}`));
  const metres = ev.metres ?? (c.flying ? c.altitude : undefined);
  if (metres === undefined)
    return hard(malformed("Combat.FallHeightMissing", `how far does ${c.name} fall? give metres`));
  const fromAir = ev.cause === "knockedDown" || ev.cause === "lostFlight";
  return legal(
    [
      fromAir && !c.flying
        ? violation("ENV-04", "Combat.NotFlying", `${c.name} is not in the air`, { name: c.name })
        : null,
      catcher && catcher.id === c.id
        ? violation("ENV-03", "Combat.CatchSelf", "nobody catches themselves")
        : null,
    ],
    (draft, dice) => {
      const me = findCombatant(draft, c.id) as Combatant;
      const log: LogEntry[] = [];
      const unconscious = ev.cause === "unconscious" || allDown(me);
      // ENV-04: above 10 m a conscious flier knocked down readies itself and flies on 10 m lower.
      if (ev.cause === "knockedDown" && fliesOn(me) && !unconscious) {
        const recovery = flightRecovery(metres, false);
        if (recovery.recovers) {
          me.altitude = recovery.height;
          return [
            entry("flightRecovered", { combatantId: me.id, altitude: recovery.height }),
            ...recoveredOutOfSkirmish(draft, me),
          ];
        }
      }
      const plan = fallPlan(me, ev.cause, metres, ev.ground ?? draft.environment?.ground ?? [], ev.tumble);
      const result = rolled(
        resolveFall(
          {
            ...plan,
            fallerReductions: ev.defense
              ? [{ source: "defense", amount: ev.defense, appliesTo: "physical" }]
              : [],
            ...(ev.catcher
              ? {
                  catcher: {
                    tumble: tumbleInput(ev.catcher.tumble ?? ownTumbleOf(draft, ev.catcher.combatantId)),
                    reductions: ev.catcher.defense
                      ? [{ source: "defense", amount: ev.catcher.defense, appliesTo: "physical" as const }]
                      : [],
                  },
                }
              : {}),
          },
          dice,
        ),
      );
      if (!result) return log;
      log.push(...land(draft, me, ev.cause, result, metres, dice));
      if (catcher && result.catcher) {
        const who = findCombatant(draft, catcher.id) as Combatant;
        log.push(
          entry("caught", {
            combatantId: who.id,
            targetId: me.id,
            tumble: result.catcherTumble?.check
              ? result.catcherTumble.check.total
              : (result.catcherTumble?.reduction ?? 0),
            damage: result.catcher.applied,
          }),
          ...hurtEverySection(draft, who, result.catcher.applied),
        );
      }
      return log;
    },
  );
}

function setEnvironment(state: BattleState, ev: Ev<"setEnvironment">): Handled {
  const c = ev.combatantId === undefined ? null : findCombatant(state, ev.combatantId);
  if (ev.combatantId !== undefined && !c)
    return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.combatantId}`));
  if (!c && (ev.flying !== undefined || ev.altitude !== undefined || ev.inheritWater !== undefined))
    return hard(
      malformed("Combat.EnvironmentNeedsCombatant", "flight and own water belong to one combatant"),
    );
  if (c && ev.ground !== undefined)
    return hard(malformed("Combat.EnvironmentNeedsBattle", "the ground under fliers belongs to the battle"));
  return legal([], (draft) => {
    const battle = draft.environment ?? emptyEnvironment();
    if (!c) {
      draft.environment = {
        ...battle,
        underwater: ev.underwater ?? battle.underwater,
        shoulderDeep: ev.shoulderDeep ?? battle.shoulderDeep,
        ground: ev.ground ? [...new Set(ev.ground)] : battle.ground,
      };
      return [
        entry("battleEnvironmentChanged", {
          underwater: draft.environment.underwater,
          shoulderDeep: draft.environment.shoulderDeep,
        }),
      ];
    }
    const me = findCombatant(draft, c.id) as Combatant;
    if (ev.inheritWater) delete me.environment;
    if (ev.underwater !== undefined || ev.shoulderDeep !== undefined) {
      const own = me.environment ?? { underwater: battle.underwater, shoulderDeep: battle.shoulderDeep };
      me.environment = {
        underwater: ev.underwater ?? own.underwater,
        shoulderDeep: ev.shoulderDeep ?? own.shoulderDeep,
      };
    }
    if (ev.flying === false) {
      me.flying = false;
      delete me.altitude;
    } else if (ev.flying === true) me.flying = true;
    if (ev.altitude !== undefined && me.flying) me.altitude = ev.altitude;
    const w = waterOf(draft, me);
    return [
      entry("environmentChanged", {
        combatantId: me.id,
        underwater: w.underwater,
        shoulderDeep: w.shoulderDeep,
        flying: me.flying === true,
        altitude: me.altitude ?? 0,
      }),
    ];
  });
}

/** The handler of this file's events, or null for every other event. */
export function handleEnvironment(state: BattleState, event: BattleEvent): Handled | null {
  if (event.type === "fall") return fall(state, event);
  if (event.type === "setEnvironment") return setEnvironment(state, event);
  return null;
}

// The water abilities read from ability names live in a small file of their own, which the Foundry layer
// imports at world load without this file's event handlers.
export { waterAbilitiesFromNames } from "./water-abilities.js";
