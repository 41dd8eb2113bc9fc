/**
 * Turns: whose turn is open, starting and ending one, declaring a retreat, and choosing the turn's movement
 * mode.
 */
import type { RuleError } from "../../errors.js";
import { combatantById, writable, writablePart } from "../draft.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { areaOf, enemyInArea, fightersIn, findCombatant, otherSide } from "../roster.js";
import { carryPair, jockeyOf, mountOf, pairOf, ridingMover } from "../sections-and-mounts/mounts.js";
import { canFight, headcount } from "../sections-and-mounts/sections.js";
import { cornered, opposingRear } from "../simplified/areas.js";
import { simplifiedMoveErrors } from "../simplified/movement.js";
import type { Area, BattleState, Combatant, OpenTurn } from "../types.js";
import { advanceSides } from "./round.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

/**
 * The open turn `actorId` acts in: its own, or (MOUNT-01) its jockey's turn when it is the mount commanded
 * in it. Null otherwise.
 */
export function ownTurn(state: BattleState, actorId: string): OpenTurn | null {
  const turn = state.turn;
  return turn && (turn.actorId === actorId || turn.mount?.id === actorId) ? turn : null;
}

/** Whether `actorId` is the mount commanded in someone else's open turn (MOUNT-01). */
export function commandedMount(state: BattleState, actorId: string): boolean {
  return state.turn?.mount?.id === actorId && state.turn.actorId !== actorId;
}

/**
 * MOVE-01: major actions taken in the turn that forbid a move afterwards: the rider's (all but a major-action
 * mount or dismount, which may come before the mount's movement: MOUNT-05) and the commanded mount's.
 */
export function majorsBeforeMove(turn: OpenTurn): number {
  return turn.majorActions - (turn.mounting?.major ? 1 : 0) + (turn.mount?.majorActions ?? 0);
}

/** FLOW-03: only the actor whose turn is open (or the mount it commands, MOUNT-01) may act. */
export function turnError(state: BattleState, actorId: string): RuleError | null {
  if (ownTurn(state, actorId)) return null;
  return violation("FLOW-03", "Combat.NotYourTurn", "act only during your own turn; a turn is taken whole", {
    actorId,
  });
}

/** The open turn of `actorId`, or a blank one (what an override acts on). */
export function turnOf(draft: BattleState, actorId: string): OpenTurn {
  const open = ownTurn(draft, actorId);
  if (open) return open;
  draft.turn = {
    actorId,
    move: null,
    blocked: false,
    imposedMove: false,
    majorActions: 0,
    retreat: false,
    mustStayLimited: false,
    featDeclared: false,
  };
  return draft.turn;
}

/** FLOW-02/03: open a turn. Penalties lasting "until its next turn" end now (MOVE-02, ACT-10, INIT-04). */
export function startTurn(state: BattleState, ev: Ev<"startTurn">): Handled {
  const actor = findCombatant(state, ev.actorId);
  if (!actor) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  return legal(
    [
      state.phase !== "round"
        ? violation("FLOW-01", "Combat.NoRound", "turns are taken inside a round")
        : null,
      state.turn
        ? violation("FLOW-03", "Combat.TurnOpen", "finish the open turn first", {
            actorId: state.turn.actorId,
          })
        : null,
      state.phase === "round" && state.activeSide !== actor.side
        ? violation("FLOW-01", "Combat.OtherSideActs", "the other side is acting now")
        : null,
      state.actedThisRound.includes(actor.id)
        ? violation("FLOW-02", "Combat.AlreadyActed", `${actor.name} has already acted this round`)
        : null,
      !canFight(actor) ? violation("FLOW-02", "Combat.CannotAct", `${actor.name} cannot act`) : null,
      jockeyOf(state, actor)
        ? violation(
            "MOUNT-01",
            "Combat.MountActsWithRider",
            `${actor.name} is ridden: it moves and acts in its rider's turn`,
          )
        : null,
    ],
    (draft) => {
      // Copied (draft.ts) only when there is something to end: most turns start with nothing.
      let me = combatantById(draft, actor.id) as Combatant;
      const log: LogEntry[] = [entry("turnStarted", { actorId: me.id, round: draft.round })];
      if (me.penalties.length > 0) log.push(entry("penaltiesEnded", { actorId: me.id }));
      if (me.penalties.length > 0 || me.activeFeat !== undefined) {
        me = writable(draft, me);
        me.penalties = [];
        delete me.activeFeat;
      }
      log.push(...endPairPenalties(draft, me));
      draft.turn = null;
      const turn = turnOf(draft, me.id);
      // SIMP-06: the first round's winning Frontline counts as having made a Normal Move.
      if (
        draft.round === 1 &&
        me.side === draft.initiative?.winner &&
        draft.firstRoundFrontline.includes(me.id)
      ) {
        turn.move = "normal";
        turn.imposedMove = true;
        log.push(entry("firstRoundNormalMove", { actorId: me.id }));
      }
      log.push(...commandMount(draft, me));
      return log;
    },
  );
}

/**
 * MOVE-02 / MOUNT-01/03: a ridden mount never opens a turn of its own; its turn is its jockey's. So when the
 * jockey's turn starts, the mount's penalties "until its next turn" end (its Full Move −4, an ambush −2), and
 * so does the pair's Full-Move −4 on each passenger (that −4 came with the pair's move; a passenger's own
 * penalties still last until its own turn).
 */
function endPairPenalties(draft: BattleState, me: Combatant): LogEntry[] {
  const mount = mountOf(draft, me);
  if (!mount || jockeyOf(draft, mount) !== me) return [];
  const log: LogEntry[] = [];
  for (const c of pairOf(draft, mount)) {
    if (c === me) continue;
    const kept = c === mount ? [] : c.penalties.filter((p) => p.source !== "fullMove");
    if (kept.length === c.penalties.length) continue;
    writable(draft, c).penalties = kept;
    log.push(entry("penaltiesEnded", { actorId: c.id }));
  }
  return log;
}

/**
 * ACT-10 / SIMP-09: a retreat is a major action declared at the start of the turn, before the move.
 * −4 Evasion until the next turn unless allies in the skirmish (not counting the retreater and other
 * retreaters, nor the retreater's own mount and fellow riders, MOUNT-01; sections count individually,
 * SECT-03) are more than twice the hostiles.
 */
export function declareRetreat(state: BattleState, ev: Ev<"declareRetreat">): Handled {
  const actor = findCombatant(state, ev.actorId);
  if (!actor) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  const turn = state.turn;
  return legal(
    [
      turnError(state, actor.id),
      // SIMP-06 (our reading): the imposed Normal Move is already the turn's move, so no retreat is left.
      turn?.imposedMove
        ? violation(
            "SIMP-06",
            "Combat.FirstRoundNoRetreat",
            "first round: counts as having taken a Normal Move, so no retreat can be declared",
          )
        : turn && (turn.move !== null || turn.majorActions > 0)
          ? violation("SIMP-09", "Combat.RetreatAtStart", "a retreat is declared at the start of the turn")
          : null,
      !enemyInArea(state, actor)
        ? violation("SIMP-09", "Combat.NotInSkirmish", "there is no skirmish to retreat from")
        : null,
      cornered(state, actor)
        ? violation("SIMP-11", "Combat.NoRetreat", "a broken-through side cannot leave its Rearguard")
        : null,
    ],
    (draft) => {
      const me = findCombatant(draft, actor.id) as Combatant;
      const area = areaOf(me);
      // MOUNT-01: the retreater's mount and fellow riders retreat with it: no allies who stay.
      const pair = pairOf(draft, me);
      const allies = area
        ? fightersIn(draft, area, me.side)
            .filter((c) => !draft.retreatsThisRound.includes(c.id) && !pair.includes(c))
            .reduce((n, c) => n + headcount(c), 0)
        : 0;
      const hostiles = area
        ? fightersIn(draft, area, otherSide(me.side)).reduce((n, c) => n + headcount(c), 0)
        : 0;
      return retreatDeclared(draft, me, allies, hostiles);
    },
  );
}

/**
 * ACT-10, both methods: a declared retreat, once its side's allies who stay and the hostiles are counted
 * (each method counts its own way): it takes the turn's major action, and unless the allies staying
 * outnumber the hostiles more than twice over the retreater takes −4 Evasion until its next turn.
 */
export function retreatDeclared(
  draft: BattleState,
  me: Combatant,
  allies: number,
  hostiles: number,
): LogEntry[] {
  const t = turnOf(draft, me.id);
  t.retreat = true;
  t.majorActions += 1;
  writablePart(draft, "retreatsThisRound").push(me.id);
  const penalised = !(allies > 2 * hostiles);
  if (penalised) writable(draft, me).penalties.push({ target: "evasion", value: -4, source: "retreat" });
  return [entry("retreatDeclared", { actorId: me.id, allies, hostiles, evasionPenalty: penalised ? -4 : 0 })];
}

/**
 * SIMP-09 / SIMP-11: a forced move (pushed by a spell or skill). It is no movement mode of a turn, but
 * "even if magically compelled" nobody goes from the Frontline into the Enemies' Rearguard, and a
 * broken-through side cannot be moved out of its Rearguard "even by the effects of magic".
 */
function forcedMove(
  state: BattleState,
  actor: Combatant,
  from: Area,
  to: Area | undefined,
  together: boolean,
): Handled {
  if (to === undefined || to === from)
    return hard(malformed("Combat.ForcedMoveTarget", "a forced move needs another area in `to`"));
  return legal(
    [
      state.phase !== "round"
        ? violation("FLOW-01", "Combat.NoRound", "forced moves happen inside a round")
        : null,
      from === "frontline" && to === opposingRear(actor.side)
        ? violation(
            "SIMP-09",
            "Combat.ForcedIntoEnemyRear",
            "nothing moves anyone from the Frontline into the Enemies' Rearguard, not even magic",
          )
        : null,
      cornered(state, actor)
        ? violation("SIMP-11", "Combat.NoRetreat", "a broken-through side cannot leave its Rearguard")
        : null,
    ],
    (draft) => {
      const me = findCombatant(draft, actor.id) as Combatant;
      me.position = { kind: "area", area: to };
      // MOUNT-08: rider and mount moved to the same point stay mounted; one moved alone falls off (settleMounts).
      if (together) carryPair(draft, me);
      return [entry("movedForced", { actorId: me.id, from, to })];
    },
  );
}

/** MOVE-01/02/06/07 and SIMP-07..11: choose the one movement mode of the turn and move. */
export function move(state: BattleState, ev: Ev<"move">): Handled {
  const actor = findCombatant(state, ev.actorId);
  if (!actor) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  const from = areaOf(actor);
  if (!from) return hard(malformed("Combat.Unplaced", `${actor.name} has no area`));
  if (ev.forced === true) return forcedMove(state, actor, from, ev.to, ev.together === true);
  const to = ev.to ?? from;
  const turn = ownTurn(state, actor.id);
  // MOUNT-01: a jockey moves its mount, carrying the pair; the mount's movement is the pair's.
  const ride = ridingMover(state, actor, to === from);
  const mover = ride.mover;
  const errors: (RuleError | null)[] = [turnError(state, actor.id), ride.error];
  if (turn?.imposedMove)
    errors.push(
      violation(
        "SIMP-06",
        "Combat.FirstRoundMoved",
        "in the first round the winning Frontline has already moved",
      ),
    );
  else if (turn && turn.move !== null)
    errors.push(violation("MOVE-01", "Combat.OneMovePerTurn", "a turn has exactly one movement mode"));
  if (turn && majorsBeforeMove(turn) > 0 && !turn.retreat)
    errors.push(
      violation("MOVE-01", "Combat.MoveBeforeMajor", "choose the movement mode before the major action"),
    );
  if (turn) errors.push(...simplifiedMoveErrors(state, mover, turn, ev.mode, from, to));
  return legal(errors, (draft) => {
    const me = findCombatant(draft, mover.id) as Combatant;
    const t = turnOf(draft, actor.id);
    t.move = ev.mode;
    t.blocked = ev.blocked === true;
    if (!t.blocked && to !== from) me.position = { kind: "area", area: to };
    carryPair(draft, me);
    // MOVE-02 / MOVE-07: a Full Move costs −4 Evasion even when blocked (the whole pair: MOUNT-03).
    if (ev.mode === "full")
      for (const c of pairOf(draft, me))
        writable(draft, c).penalties.push({ target: "evasion", value: -4, source: "fullMove" });
    return [
      entry("moved", { actorId: me.id, mode: ev.mode, from, to: t.blocked ? from : to, blocked: t.blocked }),
    ];
  });
}

/** FLOW-02/03: close the turn; a turn with no chosen mode counts as a Limited Move. */
export function endTurn(state: BattleState, ev: Ev<"endTurn">): Handled {
  if (!findCombatant(state, ev.actorId))
    return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  // The turn is closed by its own actor, never by the mount acting in it.
  const own = state.turn?.actorId === ev.actorId ? null : turnError({ ...state, turn: null }, ev.actorId);
  return legal([own], (draft) => {
    if (!draft.actedThisRound.includes(ev.actorId)) writablePart(draft, "actedThisRound").push(ev.actorId);
    // MOUNT-01: the mount commanded in this turn has taken its turn with its rider.
    const mount = draft.turn?.actorId === ev.actorId ? draft.turn.mount?.id : undefined;
    if (mount !== undefined && !draft.actedThisRound.includes(mount))
      writablePart(draft, "actedThisRound").push(mount);
    const move = draft.turn?.actorId === ev.actorId ? (draft.turn.move ?? "limited") : null;
    draft.turn = null;
    return [entry("turnEnded", { actorId: ev.actorId, move }), ...advanceSides(draft)];
  });
}

/**
 * MOUNT-01: a jockey's turn includes its mount's, when the mount has not acted this round and can act: the
 * mount moves with the pair and takes its actions on command in this turn.
 */
export function commandMount(draft: BattleState, rider: Combatant): LogEntry[] {
  const mount = mountOf(draft, rider);
  const turn = draft.turn;
  if (!turn || turn.actorId !== rider.id || turn.mount || !mount || jockeyOf(draft, mount) !== rider)
    return [];
  if (draft.actedThisRound.includes(mount.id) || !canFight(mount)) return [];
  turn.mount = { id: mount.id, majorActions: 0, sections: [] };
  return [entry("commandsMount", { riderId: rider.id, mountId: mount.id })];
}
