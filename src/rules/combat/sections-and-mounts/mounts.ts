/** Riders and mounts in battle: who rides what, how a pair counts and moves, and who falls off. */
import { type CheckResult, check2d } from "../../dice/check.js";
import type { DiceSource } from "../../dice/dice-source.js";
import type { RuleError } from "../../errors.js";
import { battleFacts, combatantById, writable } from "../draft.js";
import type { MajorAction } from "../events.js";
import { entry, type LogEntry, violation } from "../log.js";
import { otherSide, sideMembers } from "../roster.js";
import type { BattleState, Combatant, Position } from "../types.js";
import { canFight, headcount, present } from "./sections.js";

/**
 * INIT-06: an enemy rider and its mount are two monsters for initiative, reputation, weakness and loot.
 * A mount, a monster, and a character statted as a monster (Monster Knowledge targets) or riding all count,
 * each once; a rider that dismounted still counts when it has Monster Knowledge targets.
 */
export function countedMonsters(state: BattleState): string[] {
  return sideMembers(state, "enemy")
    .filter(
      (c) =>
        c.kind !== "character" ||
        c.mountedWith !== undefined ||
        c.reputation !== undefined ||
        c.weakness !== undefined,
    )
    .map((c) => c.id);
}

const byId = combatantById;

/** The partner of a mounted pair, if both are in the battle (the mount of a rider, the jockey of a mount). */
export function mountPartner(state: BattleState, id: string): string | null {
  const c = byId(state, id);
  const partner = byId(state, c?.mountedWith);
  return partner ? partner.id : null;
}

/** MOUNT-01: the mount `c` rides (as jockey or passenger), if any. */
export function mountOf(state: BattleState, c: Combatant): Combatant | null {
  if (c.kind === "mount") return null;
  const m = byId(state, c.mountedWith);
  return m?.kind === "mount" ? m : null;
}

/** MOUNT-01: the rider who commands `mount` (the one both links name), if any. */
export function jockeyOf(state: BattleState, mount: Combatant): Combatant | null {
  if (mount.kind !== "mount") return null;
  const r = byId(state, mount.mountedWith);
  return r && r.mountedWith === mount.id && r.kind !== "mount" ? r : null;
}

/** MOUNT-10: riders of `mount` who do not command it. */
export function passengersOf(state: BattleState, mount: Combatant): Combatant[] {
  const jockey = jockeyOf(state, mount);
  return state.combatants.filter((c) => c.mountedWith === mount.id && c.kind !== "mount" && c !== jockey);
}

/** MOUNT-01: everyone who moves as one with `c`: the mount, its jockey and passengers (or `c` alone). */
export function pairOf(state: BattleState, c: Combatant): Combatant[] {
  const mount = c.kind === "mount" ? (jockeyOf(state, c) ? c : null) : mountOf(state, c);
  if (!mount) return [c];
  return [mount, ...state.combatants.filter((x) => x.mountedWith === mount.id && x.kind !== "mount")];
}

/**
 * MOUNT-05/11: whether `c` has Rider class levels. A combatant statted as a monster (kind `monster`, or Monster
 * Knowledge targets, like an enemy rider: INIT-06) rides as its stat block says, so it counts as trained
 * (our reading); a character needs `riderLevel` ≥ 1.
 */
export function hasRiderLevels(c: Combatant): boolean {
  if ((c.riderLevel ?? 0) > 0) return true;
  return c.kind === "monster" || c.reputation !== undefined || c.weakness !== undefined;
}

/**
 * MOUNT-09: for 《Throw Attack》 and every effect counting a character's sections, a rider and its mount
 * have the mount's sections + 1 (the rider). Anyone else: its own sections.
 */
export function sectionsForCounts(state: BattleState, c: Combatant): number {
  const mount = c.kind === "mount" ? (jockeyOf(state, c) ? c : null) : mountOf(state, c);
  return mount ? mount.sections.length + 1 : c.sections.length;
}

/**
 * STD-19 with MOUNT-09: the bodies of a moving pair, for blocking: the mount's conscious sections + 1 for its
 * rider (our reading: the pair moves as one character of the mount's sections + 1); anyone else its headcount.
 */
export function moverHeadcount(state: BattleState, c: Combatant): number {
  const pair = pairOf(state, c);
  if (pair.length === 1) return headcount(c);
  const mount = pair[0] as Combatant;
  return headcount(mount) + 1;
}

/**
 * MOUNT-01/12 with STD-17/22: who moves when `c` blocks. A mounted pair blocks as one mover, at its mount's
 * movement (MOUNT-01: "the movement type and speed used are those of the mount"): naming the jockey or the
 * ridden mount moves the mount, which carries the pair. A passenger does not command the mount, so it does not
 * block on its own (our reading: it moves only with its mount, as for its own move); an unridden mount does not
 * move on command (MOUNT-12: its instinct is the GM's call, an override). Anyone else moves itself.
 */
export function blockingMover(
  state: BattleState,
  c: Combatant,
): { mover: Combatant; error: RuleError | null } {
  if (c.kind === "mount")
    return jockeyOf(state, c) ? { mover: c, error: null } : { mover: c, error: ridingMover(state, c).error };
  const mount = mountOf(state, c);
  if (!mount) return { mover: c, error: null };
  if (jockeyOf(state, mount) === c) return { mover: mount, error: null };
  return {
    mover: c,
    error: violation(
      "MOUNT-01",
      "Combat.PassengerBlocks",
      "a passenger does not block on its own: its mount moves as its rider commands",
    ),
  };
}

const samePosition = (a: Position, b: Position) => JSON.stringify(a) === JSON.stringify(b);

/** MOUNT-01: puts every member of `mover`'s pair at `mover`'s position (after the pair moved). */
export function carryPair(draft: BattleState, mover: Combatant): void {
  for (const c of pairOf(draft, mover)) if (c !== mover) writable(draft, c).position = { ...mover.position };
}

function unlink(draft: BattleState, rider: Combatant, mount: Combatant): void {
  delete writable(draft, rider).mountedWith;
  if (mount.mountedWith === rider.id) delete writable(draft, mount).mountedWith;
}

/**
 * MOUNT-08 / MOUNT-10, after every event: a rider falls off its mount, prone, when it or the mount is prone
 * (MOUNT-08), when either loses consciousness (MOUNT-10: an unconscious rider may not Tumble), or when they
 * no longer share coordinates because only one was moved (MOUNT-08). When the jockey falls, passengers fall
 * too (MOUNT-10). A rider or mount that left the battle (fled, dead) ends the ride without a fall.
 */
export function settleMounts(draft: BattleState): LogEntry[] {
  const log: LogEntry[] = [];
  if (!battleFacts(draft).mounts) return log;
  for (let i = 0; i < draft.combatants.length; i++) {
    const mount = draft.combatants[i] as Combatant;
    if (mount.kind !== "mount") continue;
    const riders = draft.combatants.filter((c) => c.mountedWith === mount.id && c.kind !== "mount");
    const jockey = jockeyOf(draft, mount);
    const fall = (rider: Combatant, reason: string) => {
      unlink(draft, rider, mount);
      if (!present(rider) || !present(mount)) {
        log.push(entry("dismounted", { riderId: rider.id, mountId: mount.id, forced: true }));
        return;
      }
      writable(draft, rider).status.prone = true;
      log.push(
        entry("fellOff", { riderId: rider.id, mountId: mount.id, reason, mayTumble: canFight(rider) }),
      );
    };
    const reasonFor = (rider: Combatant): string | null => {
      if (!present(rider) || !present(mount)) return "gone";
      if (!canFight(rider) || !canFight(mount)) return "unconscious";
      if (rider.status.prone || mount.status.prone) return "prone";
      const placed = rider.position.kind !== "unplaced" && mount.position.kind !== "unplaced";
      if (placed && !samePosition(rider.position, mount.position)) return "separated";
      return null;
    };
    const jockeyReason = jockey ? reasonFor(jockey) : null;
    for (const rider of riders) {
      const reason = rider === jockey ? jockeyReason : (jockeyReason ?? reasonFor(rider));
      if (reason) fall(rider, rider !== jockey && jockeyReason ? "jockeyFell" : reason);
    }
    // A mount whose jockey link points at someone no longer riding it is unridden.
    // (`unlink` may have copied the mount: read and write the draft's current one.)
    const now = draft.combatants[i] as Combatant;
    if (now.mountedWith !== undefined && !jockeyOf(draft, now)) delete writable(draft, now).mountedWith;
  }
  return log;
}

/** INIT-05: the mount-weakness contest at the start of combat (seed 000, "Mount Weaknesses"). */
export interface MountWeaknessContest {
  readonly jockeyCheck: CheckResult | null;
  readonly jockeyResult: number;
  /** The enemy with the highest Magic Power, or null when no enemy has one. */
  readonly opponentId: string | null;
  readonly opponentCheck: CheckResult | null;
  readonly opponentResult: number | null;
  /** The jockey won: the mount's weaknesses cannot be used. Otherwise every enemy may use them. */
  readonly hidden: boolean;
}

/**
 * INIT-05: the jockey rolls 2d + Rider level + Intelligence bonus against the enemy with the highest Magic
 * Power (ties: the first in roster order). Our readings: that enemy rolls 2d + Magic Power when it is a
 * character, and a monster's Magic Power is its fixed value (as for Initiative, INIT-03); a tie goes to the
 * jockey, who defends the secret; a 6-6 wins and a 1-1 loses whatever the numbers (ROLL-01); with no enemy
 * having Magic Power the weakness stays hidden. `given` takes totals rolled outside the engine.
 */
export function mountWeaknessContest(
  state: BattleState,
  jockey: Combatant,
  dice: DiceSource,
  given: { readonly total?: number; readonly opponentTotal?: number } = {},
): MountWeaknessContest {
  const opponents = sideMembers(state, otherSide(jockey.side)).filter(
    (c) => canFight(c) && c.magicPower !== undefined,
  );
  const opponent = opponents.reduce<Combatant | null>(
    (best, c) => (best === null || (c.magicPower as number) > (best.magicPower as number) ? c : best),
    null,
  );
  let jockeyCheck: CheckResult | null = null;
  let jockeyResult: number;
  if (given.total !== undefined) jockeyResult = given.total;
  else {
    jockeyCheck = check2d({ modifier: (jockey.riderLevel ?? 0) + (jockey.intBonus ?? 0) }, dice);
    jockeyResult = jockeyCheck.total;
  }
  if (!opponent)
    return {
      jockeyCheck,
      jockeyResult,
      opponentId: null,
      opponentCheck: null,
      opponentResult: null,
      hidden: true,
    };
  let opponentCheck: CheckResult | null = null;
  let opponentResult: number;
  const rolls = opponent.kind === "character" && opponent.reputation === undefined;
  if (given.opponentTotal !== undefined) opponentResult = given.opponentTotal;
  else if (rolls) {
    opponentCheck = check2d({ modifier: opponent.magicPower ?? 0 }, dice);
    opponentResult = opponentCheck.total;
  } else opponentResult = opponent.magicPower as number;
  let hidden = jockeyResult >= opponentResult;
  if (jockeyCheck?.autoFailure || opponentCheck?.autoSuccess) hidden = false;
  if (jockeyCheck?.autoSuccess) hidden = true;
  return { jockeyCheck, jockeyResult, opponentId: opponent.id, opponentCheck, opponentResult, hidden };
}

/**
 * MOUNT-01/12: who moves when `actor` moves: a jockey moves its mount (the mount's movement and speed), a
 * commanded mount moves itself, both carrying the pair. A passenger does not move on its own while riding
 * (MOUNT-01); an unridden mount does not move on command (MOUNT-12: it acts on instinct, the GM's override); a
 * jockey whose mount already acted this round cannot move it again (MOUNT-01), though it may choose its mode
 * in place (`staying`).
 */
export function ridingMover(
  state: BattleState,
  actor: Combatant,
  staying = false,
): { mover: Combatant; error: RuleError | null } {
  if (actor.kind === "mount") {
    if (!jockeyOf(state, actor))
      return {
        mover: actor,
        error: violation(
          "MOUNT-12",
          "Combat.MountUnridden",
          "an unridden mount does not move or take major actions on command; it acts on instinct (the GM)",
        ),
      };
    // A ridden mount moves in its jockey's turn only: elsewhere the turn check (FLOW-03) refuses it.
    return { mover: actor, error: null };
  }
  const mount = mountOf(state, actor);
  if (!mount) return { mover: actor, error: null };
  if (jockeyOf(state, mount) !== actor)
    return staying
      ? { mover: actor, error: null }
      : {
          mover: actor,
          error: violation("MOUNT-01", "Combat.PassengerMoves", "a passenger moves only with its mount"),
        };
  // Choosing a mode without going anywhere needs no mount: the rider's own actions follow that mode.
  if (state.turn?.mount?.id !== mount.id && staying) return { mover: actor, error: null };
  if (state.turn?.mount?.id !== mount.id)
    return {
      mover: mount,
      error: violation(
        "MOUNT-01",
        "Combat.MountActed",
        `${mount.name} has already acted this round and does not move again`,
      ),
    };
  return { mover: mount, error: null };
}

/**
 * MOUNT-04/07/11/12 and SECT-02 for mounts: what a major action of a rider or a mount may not do.
 * A mount takes major actions only on its jockey's command, in the jockey's turn (MOUNT-01, MOUNT-12), and
 * not when the jockey has no Rider levels (MOUNT-11). A multi-section mount is commanded one section per turn
 * (MOUNT-07; the rider's `commandSections` from stunts such as Lion's Fury allows more), that section taking
 * one major action; a one-section mount takes one. While mounted, nobody uses a Wrestling weapon, the jockey no
 * two-handed weapon (MOUNT-04), and a jockey without Rider levels has no free hand for any weapon (MOUNT-11).
 */
export function ridingMajorErrors(
  state: BattleState,
  actor: Combatant,
  action: MajorAction,
  acting: number | undefined,
): RuleError[] {
  const errors: RuleError[] = [];
  if (actor.kind === "mount") {
    const jockey = jockeyOf(state, actor);
    if (!jockey) {
      errors.push(ridingMover(state, actor).error as RuleError);
      return errors;
    }
    if (!hasRiderLevels(jockey))
      errors.push(
        violation(
          "MOUNT-11",
          "Combat.MountNoMajor",
          `${jockey.name} has no Rider levels and no free hand: the mount takes no major action`,
        ),
      );
    const command = state.turn?.mount?.id === actor.id ? state.turn.mount : null;
    if (!command) return errors;
    if (actor.sections.length < 2) {
      if (command.majorActions >= 1 + (actor.extraMajorActions ?? 0))
        errors.push(violation("ACT-01", "Combat.OneMajor", "one major action per turn"));
      return errors;
    }
    if (acting === undefined) {
      errors.push(
        violation("SECT-02", "Combat.NameActingSection", "name the section taking this major action"),
      );
      return errors;
    }
    const section = actor.sections[acting];
    if (!section) return errors;
    if (section.conscious === false || section.hp <= 0)
      errors.push(
        violation("SECT-02", "Combat.SectionCannotAct", `${section.name} is down and cannot act`, {
          section: section.name,
        }),
      );
    const repeats = command.sections.length - new Set(command.sections).size;
    if (command.sections.includes(acting)) {
      if (repeats >= (actor.extraMajorActions ?? 0))
        errors.push(
          violation("SECT-02", "Combat.SectionActed", `${section.name} has already acted this turn`, {
            section: section.name,
          }),
        );
    } else if (new Set(command.sections).size >= Math.max(1, jockey.commandSections ?? 1))
      errors.push(
        violation(
          "MOUNT-07",
          "Combat.OneSectionCommanded",
          "one section of a mount is commanded per turn (stunts such as Lion's Fury allow more)",
        ),
      );
    return errors;
  }
  const mount = mountOf(state, actor);
  if (!mount) return errors;
  const jockey = jockeyOf(state, mount) === actor;
  const weaponUse = action.kind === "attack" || action.kind === "handOver" || action.kind === "pickUp";
  if (jockey && weaponUse && !hasRiderLevels(actor))
    errors.push(
      violation(
        "MOUNT-11",
        "Combat.NoFreeHands",
        `${actor.name} has no Rider levels: both hands are busy with the mount`,
      ),
    );
  if (action.kind === "attack" && (action.wrestling === true || (jockey && action.twoHanded === true)))
    errors.push(
      violation(
        "MOUNT-04",
        "Combat.WeaponWhileRiding",
        "no Wrestling weapons while mounted, and no two-handed weapons: one hand guides the mount",
      ),
    );
  return errors;
}
