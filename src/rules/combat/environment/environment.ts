/**
 * Battles in special places (seed 000, "Actions and Combat in Special Situations"): under water
 * (ENV-05..09) and in the air (ENV-04, with the fall damage of ENV-01..03 in `damage/falling.ts`).
 *
 * Where the water is: `BattleState.environment` gives the battle's (`underwater`, `shoulderDeep`), and a
 * combatant's own `environment` overrides it (one on the shore, one in the lake). A flier is above the
 * water whatever the battle's. `shoulderDeep` is the table option of the seed's "in water up to
 * shoulder-height": every underwater limit applies except that the combatant breathes, speaks and casts.
 *
 * The rules join the reducer in two places only, both here: `handleEnvironment` for the two events
 * (`setEnvironment` here, `fall` in air-falls.ts), and `withEnvironment`, which adds the refusals of
 * underwater.ts to any other event and runs its consequences after it (breath at the start of a round,
 * an unconscious flier falling). The water's rules are in underwater.ts, the air's and falls' in air-falls.ts.
 */
import type { RuleError } from "../../errors.js";
import { battleFacts, writablePart } from "../draft.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, malformed, violation } from "../log.js";
import { areaOf, findCombatant } from "../roster.js";
import { ridingMover } from "../sections-and-mounts/mounts.js";
import { areaDistance } from "../simplified/areas.js";
import { budget, moveSpeed } from "../standard/model.js";
import type { BattleEnvironment, BattleState, Combatant } from "../types.js";
import { fall, knockedOutOfTheAir, unconsciousFliersFall } from "./air-falls.js";
import {
  castingErrors,
  checkBar,
  tickBreath,
  underwaterBlockErrors,
  waterLimited,
  waterOf,
} from "./underwater.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

export function emptyEnvironment(): BattleEnvironment {
  return { underwater: false, shoulderDeep: false, ground: [], blockedThisRound: [] };
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
