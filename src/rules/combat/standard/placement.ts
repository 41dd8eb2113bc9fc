/**
 * STD-04 in Standard Combat: the GM gives a point to a combatant that has none (a latecomer who joined
 * without a position, a combatant whose token was not on the battle's map). Setting a position is not
 * moving: no metres are spent, no mode is fixed, nobody can block it. Where it stands decides the rest by
 * the usual rules: at a skirmish's centre it is an independent there (STD-10), and it joins the melee only
 * the seed's two ways (STD-11), never by being placed.
 */
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { findCombatant } from "../roster.js";
import { latecomer } from "../roster-events.js";
import { pairOf } from "../sections-and-mounts/mounts.js";
import type { BattleState } from "../types.js";
import { inPolygon, roundPoint } from "./geometry.js";
import { pointOf, setPoint, std } from "./model.js";

type Place = Extract<BattleEvent, { type: "place" }>;

/** The Standard `place`: at a point in metres (the GM's), never in an area. */
export function standardPlace(state: BattleState, ev: Place): Handled {
  if (!("at" in ev))
    return hard(
      malformed(
        "Combat.Place.NeedsPoint",
        "Standard Combat places at a point {x, y} in metres, not in an area",
      ),
    );
  const c = findCombatant(state, ev.combatantId);
  if (!c) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.combatantId}`));
  const here = pointOf(c);
  // Someone who stands somewhere is moved, not placed: a forced move (MOUNT-08) or its own movement.
  if (here)
    return hard(
      malformed("Combat.Place.HasPoint", `${c.name} already stands at (${here.x}, ${here.y})`, {
        name: c.name,
        x: here.x,
        y: here.y,
      }),
    );
  const whole = roundPoint(ev.at);
  // (-0 from "-0.4" is 0.)
  const at = { x: whole.x + 0, y: whole.y + 0 };
  const fenced = std(state).forbidden.find((f) => inPolygon(at, f.polygon));
  // MOUNT-01: a rider and its mount stand at one point. A partner already standing somewhere fixes it.
  const pair = pairOf(state, c).filter((p) => p.id !== c.id);
  const elsewhere = pair.find((p) => {
    const q = pointOf(p);
    return q !== null && (q.x !== at.x || q.y !== at.y);
  });
  const there = elsewhere ? pointOf(elsewhere) : null;
  const late = latecomer(state, c);
  return legal(
    [
      fenced
        ? violation(
            "STD-03",
            "Combat.ForbiddenCoordinates",
            `the GM forbids those coordinates (${fenced.id})`,
          )
        : null,
      elsewhere && there
        ? violation(
            "MOUNT-01",
            "Combat.Place.PartnerElsewhere",
            `${c.name} rides with ${elsewhere.name}, who stands at (${there.x}, ${there.y})`,
            { name: c.name, partner: elsewhere.name, x: there.x, y: there.y },
          )
        : null,
    ],
    (draft) => {
      const log: LogEntry[] = [];
      const put = (id: string) => {
        const d = findCombatant(draft, id);
        if (d?.position.kind !== "unplaced") return;
        setPoint(draft, d, at);
        log.push(entry("placed", { combatantId: id, x: at.x, y: at.y, latecomer: late }));
      };
      put(c.id);
      // The unplaced half of its pair comes along; one already standing elsewhere stays (a GM's override:
      // the riding check that follows every event decides what that separation does, MOUNT-08).
      for (const p of pair) put(p.id);
      return log;
    },
  );
}
