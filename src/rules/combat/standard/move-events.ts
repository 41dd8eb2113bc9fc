/** The Standard Combat move events applied: a move along a path, a forced move, a declared retreat. */
import { writable, writableSkirmish } from "../draft.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { findCombatant } from "../roster.js";
import { carryPair, pairOf, ridingMover } from "../sections-and-mounts/mounts.js";
import { canFight, headcount } from "../sections-and-mounts/sections.js";
import { ownTurn, retreatDeclared, turnError, turnOf } from "../turn/turn.js";
import type { BattleState, Combatant } from "../types.js";
import { blockOptions } from "./blocking.js";
import { type Point, roundPoint } from "./geometry.js";
import { isIndependentIn, meleeOf, pointOf, setPoint, skirmishOf, stdDraft } from "./model.js";
import { hostileHolds, planMove } from "./movement.js";
import { joinMelee, leaveMeleeAwayFromCentre } from "./skirmishes.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

/**
 * MOUNT-08 (and SIMP-09's "pushed by a spell or skill") in Standard Combat: the GM puts a combatant at a
 * point `at`; no turn, no movement mode, no block. `together` carries its mounted pair with it (they stay
 * mounted); moved alone, a rider and its mount no longer share coordinates and the rider falls off, prone
 * (settleMounts). Moved anywhere but its skirmish's centre, it is no longer in that melee (STD-09).
 */
function standardForcedMove(state: BattleState, actor: Combatant, ev: Ev<"move">): Handled {
  if (!pointOf(actor)) return hard(malformed("Combat.Unplaced", `${actor.name} has no position`));
  if (!ev.at) return hard(malformed("Combat.ForcedMoveTarget", "a forced move needs a point in `at`"));
  const to = roundPoint(ev.at);
  return legal(
    [
      state.phase !== "round"
        ? violation("FLOW-01", "Combat.NoRound", "forced moves happen inside a round")
        : null,
    ],
    (draft) => {
      const me = findCombatant(draft, actor.id) as Combatant;
      const moved = ev.together === true ? pairOf(draft, me) : [me];
      const log: LogEntry[] = [entry("movedForcedTo", { actorId: me.id, x: to.x, y: to.y })];
      for (const c of moved) log.push(...leaveMeleeAwayFromCentre(draft, setPoint(draft, c, to)));
      return log;
    },
  );
}

/** MOVE-01/05..07, STD-08/13: a move along a path (`moveTo`), or `move` choosing the mode in place. */
export function standardMove(state: BattleState, ev: Ev<"moveTo"> | Ev<"move">): Handled {
  const named = findCombatant(state, ev.actorId);
  if (!named) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  if (ev.type === "move" && ev.forced === true) return standardForcedMove(state, named, ev);
  // MOUNT-01: a jockey moves its mount (the mount's Move Speed), which carries the pair.
  const ride = ridingMover(state, named, ev.type === "move");
  const actor = ride.mover;
  const waypoints = ev.type === "moveTo" ? ev.path : [];
  if (!Array.isArray(waypoints)) return hard(malformed("Combat.BadPath", "a path is a list of points"));
  const join = ev.type === "moveTo" && ev.join === true;
  const magical = ev.type === "moveTo" && ev.magical === true;
  const plan = planMove(state, actor, waypoints, ev.mode, join);
  if ("code" in plan) return hard(plan);
  return legal([ride.error, ...plan.errors], (draft) => {
    const me = findCombatant(draft, actor.id) as Combatant;
    const st = stdDraft(draft);
    const t = turnOf(draft, me.id);
    const spentBefore = st.spent;
    const log: LogEntry[] = [];
    // Where the move starts, as the plan found it (nothing has moved yet): STD-21's independent.
    const independentIn = plan.around?.id ?? null;
    if (t.move !== plan.mode) {
      // The first move sets the mode; a later one may have grown it (`raisableMode`, never shrinks it).
      const before = t.move;
      t.move = plan.mode;
      // MOVE-02 / MOVE-07: a Full Move costs −4 Evasion, blocked or not (the whole pair: MOUNT-03).
      if (plan.mode === "full" && before !== "full")
        for (const c of pairOf(draft, me))
          writable(draft, c).penalties.push({ target: "evasion", value: -4, source: "fullMove" });
    }
    // Named (the board's buttons, a `move` event): fixed from now on.
    if (ev.mode !== undefined) t.moveChosen = true;
    // MOVE-06: a move that starts held by a hostile stays Limited for the whole turn (`forcedLimited`).
    if (!t.limitedByHostile && hostileHolds(state, actor, ownTurn(state, actor.id), plan.melee))
      t.limitedByHostile = true;
    st.spent = spentBefore + plan.distance;
    const wasInMelee = plan.melee !== null;
    const staysInMelee = wasInMelee && !plan.leaves;
    const pair = pairOf(draft, me).map((c) => c.id);
    if (plan.leaves) {
      const s = st.skirmishes.find((x) => x.id === plan.leaves?.id);
      if (s) writableSkirmish(draft, s).melee = s.melee.filter((id) => !pair.includes(id));
    }
    // STD-09: in melee the coordinates stay the centre; a Limited Move inside the skirmish changes nothing.
    if (!staysInMelee) setPoint(draft, me, plan.end);
    carryPair(draft, me);
    log.push(
      entry("movedTo", {
        actorId: me.id,
        mode: plan.mode,
        distance: Math.round(plan.distance * 100) / 100,
        left: Math.round(plan.left * 100) / 100,
        x: (pointOf(me) as Point).x,
        y: (pointOf(me) as Point).y,
      }),
    );
    if (plan.leaves && wasInMelee)
      log.push(entry("leftMelee", { combatantId: me.id, skirmishId: plan.leaves.id }));
    if (plan.joins) {
      const s = st.skirmishes.find((x) => x.id === plan.joins?.id);
      if (s) log.push(...joinMelee(draft, s, me));
    }
    st.lastMove =
      plan.distance > 0
        ? {
            actorId: me.id,
            path: plan.path,
            spentBefore,
            magical,
            retreatFrom: plan.leaves?.id ?? null,
            independentIn,
          }
        : null;
    if (st.lastMove) {
      const options = blockOptions(state, actor, plan.path, st.lastMove);
      const may = [
        ...options.interceptors.map((i) => i.id),
        // Joining a melee at its centre is not passing through that skirmish (STD-08, STD-20).
        ...options.skirmishes.filter((s) => s.blockable && s.id !== plan.joins?.id).map((s) => s.id),
      ];
      if (may.length > 0) log.push(entry("mayBeBlocked", { actorId: me.id, by: may }));
    }
    return log;
  });
}

/**
 * ACT-10 / STD-13: a retreat is declared at the start of the turn by a character in melee. −4 Evasion
 * unless allies in the skirmish (not counting retreaters) are more than twice the hostiles, where the
 * skirmish's independents count as hostiles (seed 000, Standard note), unconscious ones too (our literal
 * reading: they are independents, STD-12; each counts at least once). Sections count (SECT-03). A rider's
 * own mount and fellow riders leave with it, so they are no allies who stay (MOUNT-01).
 */
export function standardRetreat(state: BattleState, ev: Ev<"declareRetreat">): Handled {
  const actor = findCombatant(state, ev.actorId);
  if (!actor) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  const turn = state.turn;
  // ACT-10 / STD-13: in a skirmish: in its melee, or standing in it as an independent (seed 000, "Declaring
  // a Retreat": "a character in a skirmish must declare a retreat in order to move out of a skirmish").
  const s = meleeOf(state, actor.id) ?? skirmishOf(state, actor);
  return legal(
    [
      turnError(state, actor.id),
      turn && (turn.move !== null || turn.majorActions > 0)
        ? violation("ACT-10", "Combat.RetreatAtStart", "a retreat is declared at the start of the turn")
        : null,
      !s ? violation("STD-13", "Combat.NotInSkirmish", "there is no melee to retreat from") : null,
    ],
    (draft) => {
      const me = findCombatant(draft, actor.id) as Combatant;
      let allies = 0;
      let hostiles = 0;
      // MOUNT-01: the retreater's mount and fellow riders retreat with it: no allies who stay.
      const pair = pairOf(draft, me);
      if (s)
        for (const c of draft.combatants) {
          if (pair.includes(c)) continue;
          if (s.melee.includes(c.id)) {
            if (!canFight(c)) continue;
            if (c.side !== me.side) hostiles += headcount(c);
            else if (!draft.retreatsThisRound.includes(c.id)) allies += headcount(c);
            // ACT-10 read literally: "independent characters will count as enemies", and those who fell
            // unconscious are independents at the centre (STD-12): a fallen one counts as one character.
          } else if (isIndependentIn(draft, c, s)) hostiles += Math.max(1, headcount(c));
        }
      return retreatDeclared(draft, me, allies, hostiles);
    },
  );
}
