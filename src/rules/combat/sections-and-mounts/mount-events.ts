/** The mount events: mounting up, dismounting, and a mount's weakness revealed. */
import { writablePart } from "../draft.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { findCombatant } from "../roster.js";
import { MAX_MELEE, meleeOf, meleeRoomFor } from "../standard/model.js";
import { joinMelee } from "../standard/skirmishes.js";
import { majorAllowance } from "../turn/major-actions.js";
import { commandMount, turnError, turnOf } from "../turn/turn.js";
import type { BattleState, Combatant } from "../types.js";
import { hasRiderLevels, jockeyOf, mountOf, mountWeaknessContest } from "./mounts.js";
import { canFight } from "./sections.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

const samePosition = (a: Combatant, b: Combatant) =>
  a.position.kind !== "unplaced" && JSON.stringify(a.position) === JSON.stringify(b.position);

/**
 * MOUNT-05: mounting up or dismounting during the rider's turn: a major action without Rider levels, a minor
 * action with them; before or after the mount's movement; only one of the two per turn. The rider must stand
 * where the mount stands (same area or coordinates) and both must be able to act. The first rider of a mount
 * commands it (its jockey); a rider getting on a mount that already has one is a passenger. A jockey who mounts
 * a mount that has not acted this round commands it in this turn (MOUNT-01).
 */
export function mountOrDismount(state: BattleState, ev: Ev<"mount"> | Ev<"dismount">): Handled {
  const rider = findCombatant(state, ev.riderId);
  const mount = findCombatant(state, ev.mountId);
  if (!rider || !mount) return hard(malformed("Combat.UnknownCombatant", "unknown combatant"));
  if (mount.kind !== "mount" || rider.kind === "mount")
    return hard(malformed("Combat.NotAMount", `${mount.name} is not a mount ${rider.name} can ride`));
  const turn = state.turn?.actorId === rider.id ? state.turn : null;
  const major = !hasRiderLevels(rider);
  const errors = [
    turnError({ ...state, turn: state.turn?.actorId === rider.id ? state.turn : null }, rider.id),
    turn?.mounting
      ? violation("MOUNT-05", "Combat.OneMountPerTurn", "mount up or dismount once per turn, not both")
      : null,
    major && turn && turn.majorActions >= majorAllowance(rider)
      ? violation("ACT-01", "Combat.OneMajor", "one major action per turn")
      : null,
    major && turn?.move === "full"
      ? violation("MOVE-02", "Combat.NoMajorAfterFull", "no major action after a Full Move")
      : null,
  ];
  // STD-06: mounting brings the rider into its mount's melee (or the mount into the rider's): at most 20.
  const melee =
    ev.type === "mount" && state.method === "standard"
      ? (meleeOf(state, mount.id) ?? meleeOf(state, rider.id))
      : null;
  if (melee && !meleeRoomFor(state, melee, [rider, mount]))
    errors.push(violation("STD-06", "Combat.MeleeFull", `at most ${MAX_MELEE} in one melee`));
  if (ev.type === "mount")
    errors.push(
      mountOf(state, rider)
        ? violation("MOUNT-05", "Combat.AlreadyRiding", `${rider.name} is already riding`)
        : mount.side !== rider.side || !samePosition(rider, mount)
          ? violation("MOUNT-05", "Combat.MountOutOfReach", `${rider.name} is not beside ${mount.name}`)
          : !canFight(mount) || mount.status.prone || rider.status.prone
            ? violation("MOUNT-05", "Combat.CannotMount", `${rider.name} cannot get on ${mount.name} now`)
            : null,
    );
  else
    errors.push(
      rider.mountedWith !== mount.id
        ? violation("MOUNT-05", "Combat.NotRiding", `${rider.name} is not riding ${mount.name}`)
        : null,
    );
  return legal(errors, (draft) => {
    const me = findCombatant(draft, rider.id) as Combatant;
    const steed = findCombatant(draft, mount.id) as Combatant;
    const t = turnOf(draft, me.id);
    t.mounting = { kind: ev.type, major };
    if (major) t.majorActions += 1;
    const log: LogEntry[] = [];
    if (ev.type === "dismount") {
      delete me.mountedWith;
      if (steed.mountedWith === me.id) delete steed.mountedWith;
      log.push(entry("dismounted", { riderId: me.id, mountId: steed.id, forced: false, major }));
      return log;
    }
    const passenger = jockeyOf(draft, steed) !== null;
    me.mountedWith = steed.id;
    if (!passenger) steed.mountedWith = me.id;
    me.position = { ...steed.position };
    log.push(entry("mounted", { riderId: me.id, mountId: steed.id, passenger, major }));
    // Standard: rider and mount share coordinates, so whoever is in a melee brings the other (SECT-05 reading).
    if (draft.method === "standard") {
      const s = meleeOf(draft, steed.id) ?? meleeOf(draft, me.id);
      if (s) log.push(...joinMelee(draft, s, me));
    }
    if (!passenger) log.push(...commandMount(draft, me));
    return log;
  });
}

/**
 * INIT-05: at the start of combat (set-up), the jockey's contest for its mount's weaknesses. The result is
 * kept as the opponents' knowledge of the mount (`knowledge[mountId].weakPoint`: true when every enemy may use
 * its weaknesses), with the jockey's result as the check.
 */
export function mountWeakness(state: BattleState, ev: Ev<"mountWeakness">): Handled {
  const rider = findCombatant(state, ev.riderId);
  const mount = findCombatant(state, ev.mountId);
  if (!rider || !mount) return hard(malformed("Combat.UnknownCombatant", "unknown combatant"));
  if (mount.kind !== "mount")
    return hard(malformed("Combat.NotAMount", `${mount.name} is not a mount ${rider.name} can ride`));
  return legal(
    [
      state.phase !== "setup"
        ? violation(
            "INIT-05",
            "Combat.MountWeaknessAtStart",
            "the mount-weakness contest is made at the start",
          )
        : null,
      jockeyOf(state, mount) !== rider
        ? violation("INIT-05", "Combat.NotRiding", `${rider.name} is not riding ${mount.name}`)
        : null,
    ],
    (draft, dice) => {
      const me = findCombatant(draft, rider.id) as Combatant;
      const contest = mountWeaknessContest(draft, me, dice, ev);
      writablePart(draft, "knowledge")[mount.id] = {
        identified: true,
        weakPoint: !contest.hidden,
        checks: [{ actorId: me.id, result: contest.jockeyResult }],
      };
      return [
        entry("mountWeakness", {
          riderId: me.id,
          mountId: mount.id,
          dice: contest.jockeyCheck ? contest.jockeyCheck.dice.join("+") : null,
          result: contest.jockeyResult,
          opponentId: contest.opponentId,
          opponentResult: contest.opponentResult,
          hidden: contest.hidden,
        }),
      ];
    },
  );
}
