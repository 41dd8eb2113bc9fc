/** Simplified Combat placement: where each side may place, in which order, and an empty Frontline refilled. */
import type { RuleError } from "../../errors.js";
import { writable } from "../draft.js";
import { entry, type LogEntry, violation } from "../log.js";
import { areaOf, otherSide, sideMembers } from "../roster.js";
import { canFight } from "../sections-and-mounts/sections.js";
import type { Area, BattleState, Side } from "../types.js";
import { ownRear } from "./areas.js";

/** SIMP-03: the winning side places first, then the losing side; each only in the Frontline or its own Rearguard. */
export function placementErrors(state: BattleState, side: Side, area: Area): RuleError[] {
  const errors: RuleError[] = [];
  if (state.phase !== "placement" || state.placing !== side)
    errors.push(
      violation("SIMP-03", "Combat.NotYourPlacement", "the winning side places first, then the losing side"),
    );
  if (area !== "frontline" && area !== ownRear(side))
    errors.push(violation("SIMP-03", "Combat.PlaceOwnSide", "place in the Frontline or your own Rearguard"));
  return errors;
}

/** SIMP-04: a side split between Frontline and Rearguard keeps at least half (rounded up) on the Frontline. */
export function frontlineShareError(state: BattleState, side: Side): RuleError | null {
  const members = sideMembers(state, side).filter(canFight);
  const front = members.filter((c) => areaOf(c) === "frontline").length;
  const rear = members.length - front;
  const needed = Math.ceil(members.length / 2);
  if (front > 0 && rear > 0 && front < needed)
    return violation("SIMP-04", "Combat.FrontlineHalf", `at least ${needed} must stand on the Frontline`, {
      needed,
      front,
    });
  return null;
}

export function unplacedError(state: BattleState, side: Side): RuleError | null {
  const missing = sideMembers(state, side).filter((c) => canFight(c) && areaOf(c) === null);
  if (missing.length === 0) return null;
  return violation("SIMP-03", "Combat.Unplaced", `not placed yet: ${missing.map((c) => c.name).join(", ")}`, {
    names: missing.map((c) => c.name).join(", "),
  });
}

/** SIMP-05: a side kept wholly in its Rearguard moves up to the Frontline when the other side holds it. */
export function advanceEmptyFront(draft: BattleState): LogEntry[] {
  const log: LogEntry[] = [];
  for (const side of ["pc", "enemy"] as const) {
    const mine = sideMembers(draft, side).filter(canFight);
    const theirsFront = sideMembers(draft, otherSide(side)).some(
      (c) => canFight(c) && areaOf(c) === "frontline",
    );
    if (!theirsFront || mine.some((c) => areaOf(c) === "frontline")) continue;
    for (const c of mine) {
      if (areaOf(c) === ownRear(side)) writable(draft, c).position = { kind: "area", area: "frontline" };
    }
    log.push(entry("rearguardMovesUp", { side }));
  }
  return log;
}
