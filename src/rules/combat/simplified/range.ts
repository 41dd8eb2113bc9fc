/** Simplified Combat reach: whether a touch or a range in metres reaches the target's area. */
import type { RuleError } from "../../errors.js";
import { violation } from "../log.js";
import { fightersIn, otherSide } from "../roster.js";
import type { Area, BattleState, Combatant } from "../types.js";
import { areaDistance } from "./areas.js";

/** "touch" covers melee attacks and Range: Touch; a number is a range in metres. */
export type Reach = "touch" | number;

/**
 * Whether an action with `reach` from `from` can target something in `to`.
 * SIMP-12: melee and Touch stay in the area. SIMP-13: ≥10 m reaches adjacent areas, ≥20 m reaches the
 * opposite Rearguard, and across a Frontline holding an opponent only with Hawk Eye; <10 m stays in the area.
 */
export function reachError(
  state: BattleState,
  actor: Combatant,
  from: Area,
  to: Area,
  reach: Reach,
  what: "attack" | "spell" = "attack",
): RuleError | null {
  const distance = areaDistance(from, to);
  if (distance === 0) return null;
  if (reach === "touch")
    return violation("SIMP-12", "Combat.TouchSameArea", "melee and Range: Touch only reach the same area");
  if (reach < distance)
    return violation(
      "SIMP-13",
      "Combat.OutOfRange",
      `a range of ${reach} m does not reach ${distance} m away`,
      {
        range: reach,
        distance,
      },
    );
  if (
    distance === 20 &&
    fightersIn(state, "frontline", otherSide(actor.side)).length > 0 &&
    !actor.feats.includes("hawkEye")
  )
    return what === "spell"
      ? violation(
          "SIMP-13",
          "Combat.NeedsHawkEyeSpell",
          "a spell aimed across a Frontline with opponents needs Hawk Eye",
        )
      : violation(
          "SIMP-13",
          "Combat.NeedsHawkEye",
          "shooting across a Frontline with opponents needs Hawk Eye",
        );
  return null;
}
