/**
 * Weapons on the ground and hand-overs in Standard Combat (ACT-03, ACT-04, ACT-05, STD-01), by coordinates.
 *
 * Seed 000, "Dropping a Weapon": "Picking up a dropped weapon is a Major Action, and any character who wishes
 * to do so can attempt to pick up a dropped weapon, as long as they're in the same area (for Simplified
 * Combat) or at the same coordinates (for Standard Combat)."
 *
 * Seed 000, "Handing Weapons to Others": "If this hand-off fails at any point, the weapon is considered to be
 * dropped on the ground. In order to hand a weapon to another, both characters need to be in the same area
 * (in Simplified Combat) or at the same coordinates (in Standard Combat)."
 *
 * "Same coordinates" is `samePoint` (the same whole-metre point, STD-01): 1 m apart is not the same. Everyone
 * in one melee stands at its centre (STD-09), so they share coordinates; an independent keeps its own
 * (STD-10). A weapon lies where it was dropped and never moves: at the dropper's point, or, for a failed
 * hand-off, at the point where the giver offered it.
 */

import type { RuleError } from "../../errors.js";
import { writablePart } from "../draft.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { findCombatant } from "../roster.js";
import { canFight } from "../sections-and-mounts/sections.js";
import { actorMajorErrors, countMajor, major, majorTimingErrors } from "../turn/major-actions.js";
import { droppedEntry, mountTakesNoWeapon } from "../turn/weapons-on-ground.js";
import type { BattleState, Combatant } from "../types.js";
import { type Point, samePoint } from "./geometry.js";
import { pointOf } from "./model.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

const copy = (p: Point) => ({ x: p.x, y: p.y });

/** The weapons lying at `p` (STD-01: the same whole-metre point), in the order they were dropped. */
export function weaponsAt(state: BattleState, p: Point): string[] {
  return state.droppedWeapons.filter((w) => w.at && samePoint(w.at, p)).map((w) => w.weapon);
}

/**
 * ACT-03: picking up a weapon lying at the actor's coordinates; ACT-04: handing one to a receiver there. Any
 * other major action is not this function's: it goes to the shared handler.
 */
export function standardWeaponMajor(
  state: BattleState,
  ev: Ev<"major">,
  actor: Combatant,
  here: Point,
): Handled {
  const action = ev.action;
  const base: (RuleError | null)[] = [
    ...majorTimingErrors(state, actor),
    ...actorMajorErrors(state, actor, action, ev.actingSection),
  ];
  if (action.kind === "pickUp") {
    const lying = weaponsAt(state, here).includes(action.weapon);
    return legal(
      [
        ...base,
        lying
          ? null
          : violation("ACT-03", "Combat.NoWeaponAtPoint", `no ${action.weapon} lies at these coordinates`, {
              weapon: action.weapon,
            }),
      ],
      (draft) => {
        const me = findCombatant(draft, actor.id) as Combatant;
        const i = draft.droppedWeapons.findIndex(
          (w) => w.weapon === action.weapon && w.at && samePoint(w.at, here),
        );
        if (i >= 0) writablePart(draft, "droppedWeapons").splice(i, 1);
        return [
          ...countMajor(draft, me, ev.actingSection),
          entry("weaponPickedUp", { actorId: me.id, weapon: action.weapon }),
        ];
      },
    );
  }
  if (action.kind !== "handOver") return major(state, ev);
  const to = findCombatant(state, action.toId);
  const there = to ? pointOf(to) : null;
  if (!to || !there) return hard(malformed("Combat.UnknownCombatant", `no placed receiver ${action.toId}`));
  return legal(
    [
      ...base,
      samePoint(here, there)
        ? null
        : violation("ACT-04", "Combat.HandOverSamePoint", "hand weapons over only at the same coordinates"),
      mountTakesNoWeapon(to),
    ],
    (draft) => {
      const me = findCombatant(draft, actor.id) as Combatant;
      const receiver = findCombatant(draft, to.id) as Combatant;
      const log: LogEntry[] = [
        ...countMajor(draft, me, ev.actingSection),
        entry("weaponHandedOver", { actorId: me.id, toId: receiver.id, weapon: action.weapon }),
      ];
      // ACT-04: a receiver who has already acted (or cannot act) never takes it: the hand-off fails at once
      // and the weapon lies at the giver's coordinates (the reading Simplified Combat uses, scenarios.md).
      const place = { at: copy(here) };
      if (draft.actedThisRound.includes(receiver.id) || !canFight(receiver)) {
        writablePart(draft, "droppedWeapons").push({ weapon: action.weapon, ...place });
        return [...log, droppedEntry(action.weapon, place, me.id)];
      }
      writablePart(draft, "handOffs").push({
        fromId: me.id,
        toId: receiver.id,
        weapon: action.weapon,
        ...place,
      });
      return log;
    },
  );
}

/**
 * ACT-05 weapon minor actions with a place: `drop` leaves the weapon at the actor's coordinates;
 * `receiveWeapon` takes the weapon offered to the actor if it stands where it was offered, else the hand-off
 * fails and the weapon lies at that point (ACT-04). `generic` holds the shared checks (turn, Full Move,
 * ACT-05 after a major action, MOUNT-11, something to receive).
 */
export function standardWeaponMinor(
  generic: RuleError[],
  ev: Ev<"minor">,
  actor: Combatant,
  here: Point,
): Handled {
  const action = ev.action;
  return legal(generic, (draft) => {
    if (action.kind === "drop") {
      const place = { at: copy(here) };
      writablePart(draft, "droppedWeapons").push({ weapon: action.weapon, ...place });
      return [droppedEntry(action.weapon, place, actor.id)];
    }
    const i = draft.handOffs.findIndex((h) => h.toId === actor.id);
    const [handOff] = i >= 0 ? writablePart(draft, "handOffs").splice(i, 1) : [];
    if (!handOff) return [];
    if (!handOff.at || !samePoint(handOff.at, here)) {
      const place = handOff.at ? { at: copy(handOff.at) } : { at: copy(here) };
      writablePart(draft, "droppedWeapons").push({ weapon: handOff.weapon, ...place });
      return [droppedEntry(handOff.weapon, place, handOff.fromId)];
    }
    return [entry("weaponReceived", { actorId: actor.id, weapon: handOff.weapon, fromId: handOff.fromId })];
  });
}
