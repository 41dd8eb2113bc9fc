/**
 * Battles in the air (ENV-01..04): falls (a fall event, a flier knocked down or out, riders thrown from a
 * mount aloft) and the fall damage they deal, with `damage/falling.ts`.
 */
import {
  type FallResult,
  type FallSituation,
  flightRecovery,
  resolveFall,
  type TumbleInput,
} from "../../damage/falling.js";
import { DiceExhaustedError, type DiceSource } from "../../dice/dice-source.js";
import type { Result } from "../../errors.js";
import { battleFacts, combatantById, writable } from "../draft.js";
import type { BattleEvent, FallTumble } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { findCombatant } from "../roster.js";
import { pairOf, settleMounts } from "../sections-and-mounts/mounts.js";
import { allDown } from "../sections-and-mounts/sections.js";
import { forceOutOfSkirmish } from "../standard/skirmishes.js";
import { hurt } from "../turn/spell-targets.js";
import type { BattleState, Combatant } from "../types.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

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
export function knockedOutOfTheAir(draft: BattleState, id: string, dice: DiceSource): LogEntry[] {
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
export function unconsciousFliersFall(draft: BattleState, dice: DiceSource): LogEntry[] {
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

/** ENV-01..04: the `fall` event: a combatant falls `metres` (a flier from its altitude), maybe caught. */
export function fall(state: BattleState, ev: Ev<"fall">): Handled {
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
