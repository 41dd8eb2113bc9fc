/** Simplified Combat moves: where a move between areas ends and the rules it breaks. */
import type { RuleError } from "../../errors.js";
import { violation } from "../log.js";
import { enemyInArea, fightersIn, otherSide } from "../roster.js";
import type { Area, BattleState, Combatant, MoveMode, OpenTurn } from "../types.js";
import { areaDistance, cornered, frontlineLost, opposingRear, ownRear } from "./areas.js";

/** Where a move ends and which rules it breaks (SIMP-07..11, MOVE-06, ACT-08). */
export function simplifiedMoveErrors(
  state: BattleState,
  actor: Combatant,
  turn: OpenTurn,
  mode: MoveMode,
  from: Area,
  to: Area,
): RuleError[] {
  const errors: RuleError[] = [];
  const hostileHere = enemyInArea(state, actor);
  if (mode !== "limited" && actor.status.restrained)
    errors.push(
      violation("MOVE-06", "Combat.ForcedLimited", "a restrained character can only take a Limited Move"),
    );
  if (mode !== "limited" && turn.mustStayLimited)
    errors.push(
      turn.limitedBy === "shooting"
        ? violation(
            "MOVE-03",
            "Combat.ShotForcesLimited",
            "a shot taken before the move forces a Limited Move",
          )
        : violation("ACT-08", "Combat.MagicForcesLimited", "minor-action magic forces a Limited Move"),
    );
  if (mode !== "limited" && hostileHere && !turn.retreat)
    errors.push(
      to === from
        ? violation("MOVE-06", "Combat.ForcedLimited", "an enemy in your area forces a Limited Move")
        : violation(
            "SIMP-08",
            "Combat.CannotLeaveSkirmish",
            "you cannot leave an area with an enemy unless retreating",
          ),
    );
  if (to === from) return errors;
  if (mode === "limited") {
    errors.push(violation("SIMP-07", "Combat.LimitedStays", "a Limited Move stays in the area"));
    return errors;
  }
  if (cornered(state, actor)) {
    errors.push(violation("SIMP-11", "Combat.NoRetreat", "a broken-through side cannot leave its Rearguard"));
    return errors;
  }
  const mine = ownRear(actor.side);
  const theirs = opposingRear(actor.side);
  if (turn.retreat) {
    if (from === "frontline" && to === theirs)
      errors.push(
        violation(
          "SIMP-09",
          "Combat.RetreatForward",
          "nobody retreats from the Frontline into the enemy Rearguard",
        ),
      );
    if (from === theirs && to === mine && mode !== "full")
      errors.push(
        violation(
          "SIMP-09",
          "Combat.RetreatNeedsFull",
          "retreating to your Rearguard from theirs needs a Full Move",
        ),
      );
    // SIMP-09 / MOVE-02: the retreat grants a Normal Move; a Full Move only from their Rearguard home.
    else if (mode === "full" && !(from === theirs && to === mine))
      errors.push(
        violation(
          "SIMP-09",
          "Combat.RetreatFullOnlyFromTheirRear",
          "a retreat is a Normal Move; only from their Rearguard to yours is it a Full Move",
        ),
      );
    return errors;
  }
  if (areaDistance(from, to) === 20) {
    if (mode !== "full")
      errors.push(violation("SIMP-07", "Combat.RearToRearFull", "Rearguard to Rearguard needs a Full Move"));
    if (fightersIn(state, "frontline", otherSide(actor.side)).length > 0)
      errors.push(
        violation("SIMP-07", "Combat.FrontlineHeld", "the Frontline holds enemies: no Full Move across it"),
      );
    return errors;
  }
  if (from === "frontline" && to === theirs && !frontlineLost(state, otherSide(actor.side)))
    errors.push(
      violation(
        "SIMP-10",
        "Combat.FrontlineNotBroken",
        "their Rearguard opens only when they hold no Frontline",
      ),
    );
  return errors;
}
