import { describe, expect, it } from "vitest";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import { blockOptions } from "../../../../src/rules/combat/standard/blocking.js";
import {
  between,
  distance,
  midpointRoundedUp,
  samePoint,
} from "../../../../src/rules/combat/standard/geometry.js";
import {
  budget,
  modeForDistance,
  openingDistance,
  radiusFor,
} from "../../../../src/rules/combat/standard/model.js";
import { planMove } from "../../../../src/rules/combat/standard/movement.js";
import { coveredBy, misfirePool, shields } from "../../../../src/rules/combat/standard/targeting.js";
import type { BattleState, Combatant } from "../../../../src/rules/combat/types.js";
import { attempt, foeAt, forbiddenBox, pcAt, play, standardBattle } from "../helpers.js";

const standard = standardBattle;
const pc = pcAt;
const en = foeAt;
const get = (s: BattleState, id: string) => s.combatants.find((c) => c.id === id) as Combatant;

describe("Standard Combat geometry", () => {
  it("[STD-01] Euclidean by default; the grid rules of the scene when given", () => {
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    const grid = (
      diagonals: "equidistant" | "approximate" | "rectilinear" | "alternating1" | "alternating2",
    ) => ({ kind: "grid", size: 1, diagonals }) as const;
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 }, grid("equidistant"))).toBe(4);
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 }, grid("approximate"))).toBe(5.5);
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 }, grid("rectilinear"))).toBe(7);
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 }, grid("alternating1"))).toBe(5);
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 }, grid("alternating2"))).toBe(6);
    expect(
      distance({ x: 0, y: 0 }, { x: 4, y: 6 }, { kind: "grid", size: 2, diagonals: "alternating1" }),
    ).toBe(8);
  });
  it("[STD-01] same coordinates are the same whole-metre point; many may share it", () => {
    expect(samePoint({ x: 2, y: 0 }, { x: 2.4, y: 0.3 })).toBe(true);
    expect(samePoint({ x: 2, y: 0 }, { x: 3, y: 0 })).toBe(false);
    const s = standard([pc("a", 2.4), pc("b", 2), en("c", 1.6)]);
    expect(s.combatants.map((c) => c.position)).toEqual([
      { kind: "point", x: 2, y: 0 },
      { kind: "point", x: 2, y: 0 },
      { kind: "point", x: 2, y: 0 },
    ]);
  });
  it("[STD-26][STD-29] between: the closed one-metre corridor from one point to the other", () => {
    const a = { x: 0, y: 0 };
    const b = { x: 10, y: 0 };
    expect(between({ x: 5, y: 0 }, a, b)).toBe(true);
    expect(between({ x: 5, y: 0.5 }, a, b)).toBe(true);
    expect(between({ x: 5, y: 1 }, a, b)).toBe(false);
    expect(between({ x: 10, y: 0 }, a, b)).toBe(true);
    expect(between({ x: 11, y: 0 }, a, b)).toBe(false);
    expect(between({ x: -1, y: 0 }, a, b)).toBe(false);
  });
  it("[STD-15] the merged centre is the midpoint rounded up to whole metres", () => {
    expect(midpointRoundedUp({ x: 0, y: 0 }, { x: 5, y: 0 })).toEqual({ x: 3, y: 0 });
    expect(midpointRoundedUp({ x: -3, y: 2 }, { x: 0, y: 1 })).toEqual({ x: -1, y: 2 });
  });
});

describe("Standard Combat tables", () => {
  it("[STD-06] radius by participants in melee: 2-5 → 3, 6-10 → 4, 11-15 → 5, 16-20 → 6", () => {
    expect([2, 5, 6, 10, 11, 15, 16, 20].map(radiusFor)).toEqual([3, 3, 4, 4, 5, 5, 6, 6]);
  });
  it("[MOVE-05] Limited 3 m (or less), Normal = Move Speed, Full = 3 ×", () => {
    expect([budget(12, "limited"), budget(12, "normal"), budget(12, "full")]).toEqual([3, 12, 36]);
    expect(budget(2, "limited")).toBe(2);
    expect([
      modeForDistance(12, 3),
      modeForDistance(12, 3.5),
      modeForDistance(12, 12),
      modeForDistance(12, 13),
    ]).toEqual(["limited", "normal", "normal", "full"]);
  });
  it("[STD-04] recommended opening distances", () => {
    expect(openingDistance("enclosed")).toEqual({ min: 5, max: 5 });
    expect(openingDistance("open", { mounted: true })).toEqual({ min: 30, max: 40 });
    expect(openingDistance("large", { largeMonster: true })).toEqual({ min: 15, max: 20 });
  });
});

describe("Standard Combat rules", () => {
  it("[MOVE-05] the dry run reports the mode, metres left, and what breaks", () => {
    const s = play(standard([pc("a", 0), en("z", 50)]), [
      { type: "startRound" },
      { type: "startTurn", actorId: "a" },
    ]).state;
    const plan = planMove(s, get(s, "a"), [{ x: 6, y: 8 }], undefined, false);
    if ("code" in plan) throw new Error(plan.message);
    expect([plan.mode, plan.distance, plan.left, plan.errors]).toEqual(["normal", 10, 2, []]);
    const over = planMove(s, get(s, "a"), [{ x: 40, y: 0 }], undefined, false);
    if ("code" in over) throw new Error(over.message);
    expect(over.errors.map((e) => e.rule)).toEqual(["MOVE-05"]);
  });
  it("[STD-02][STD-09] melee and Touch need the same coordinates (or a shared melee)", () => {
    const s = play(standard([pc("a", 0), en("z", 1), en("y", 0)]), [
      { type: "startRound" },
      { type: "startTurn", actorId: "a" },
      { type: "move", actorId: "a", mode: "limited" },
    ]).state;
    const far = attempt(s, {
      type: "major",
      actorId: "a",
      action: { kind: "attack", form: "melee", targetId: "z" },
    });
    expect(far.errors.map((e) => e.rule)).toEqual(["STD-02"]);
    const near = attempt(s, {
      type: "major",
      actorId: "a",
      action: { kind: "attack", form: "melee", targetId: "y" },
    });
    expect(near.errors).toEqual([]);
    expect(near.state.standard?.skirmishes.map((k) => k.melee)).toEqual([["a", "y"]]);
  });
  it("[STD-03] the GM forbids coordinates; an override moves there anyway", () => {
    const s = play(
      standard([pc("a", 0), en("z", 50)], {
        forbidden: [forbiddenBox("wall", 2, -1, 4, 1)],
      }),
      [{ type: "startRound" }, { type: "startTurn", actorId: "a" }],
    ).state;
    const ev = { type: "moveTo", actorId: "a", path: [{ x: 3, y: 0 }] } as const;
    expect(attempt(s, ev).errors.map((e) => e.rule)).toEqual(["STD-03"]);
    const forced = attempt(s, { type: "override", event: ev, reason: "GM allows it" });
    expect(forced.errors).toEqual([]);
    expect(get(forced.state, "a").position).toEqual({ kind: "point", x: 3, y: 0 });
  });
  it("[STD-18] the listed interception point never lies in a skirmish", () => {
    const s = standard([pc("a", 0), pc("k", 10), en("o", 10), en("g", 8, 2)], {
      skirmishes: [{ centre: { x: 10, y: 0 }, melee: ["k", "o"] }],
    });
    const options = blockOptions(s, get(s, "a"), [
      { x: 0, y: 0 },
      { x: 20, y: 0 },
    ]);
    expect(options.skirmishes.map((k) => [k.id, k.entry.x, k.blockable])).toEqual([["s1", 7, true]]);
    expect(options.interceptors).toEqual([]);
  });
  it("[STD-24][STD-25] shots from inside the same skirmish neither misfire nor are shielded", () => {
    const s = standard([pc("a", 12), pc("k", 10), en("o", 10), en("p", 10), en("far", 30)], {
      skirmishes: [{ centre: { x: 10, y: 0 }, melee: ["k", "o", "p"] }],
    });
    expect(misfirePool(s, get(s, "a"), get(s, "o"))).toBeNull();
    expect(shields(s, get(s, "a"), { x: 10, y: 0 }, "o")).toEqual([]);
    const outside = standard([pc("a", 0), pc("k", 10), en("o", 10), en("p", 10)], {
      skirmishes: [{ centre: { x: 10, y: 0 }, melee: ["k", "o", "p"] }],
    });
    expect(misfirePool(outside, get(outside, "a"), get(outside, "o"))?.map((u) => u.combatantId)).toEqual([
      "k",
      "o",
      "p",
    ]);
  });
  it("[STD-28] coverage by coordinates: the melee at its centre, independents at their own point", () => {
    const s = standard([pc("k", 10), en("o", 10), en("i", 12)], {
      skirmishes: [{ centre: { x: 10, y: 0 }, melee: ["k", "o"] }],
    });
    expect(coveredBy(s, { x: 8, y: 0 }, 2).map((u) => u.combatantId)).toEqual(["k", "o"]);
    expect(coveredBy(s, { x: 13, y: 0 }, 1).map((u) => u.combatantId)).toEqual(["i"]);
  });
  it("[STD-01] a Standard battle needs points; the Simplified one refuses Standard events", () => {
    expect(
      normalizeBattle({ method: "standard", combatants: [{ id: "a", side: "pc", area: "frontline" }] }).ok,
    ).toBe(false);
    const simple = normalizeBattle({ combatants: [{ id: "a", side: "pc", area: "frontline" }] });
    if (!simple.ok) throw new Error("bad");
    expect(
      attempt(simple.value, { type: "moveTo", actorId: "a", path: [{ x: 1, y: 0 }] }).errors[0]?.code,
    ).toBe("Combat.StandardOnly");
  });
});

describe("Standard Combat from the start", () => {
  it("[STD-04] set-up to the first round: positions come with the combatants, no Frontline rule", () => {
    const r = normalizeBattle({ method: "standard", combatants: [pc("a", 0), en("z", 10)] });
    if (!r.ok) throw new Error(r.error.message);
    const s = play(r.value, [
      { type: "rollInitiative", total: 12 },
      { type: "endPlacement", side: "pc" },
      { type: "endPlacement", side: "enemy" },
      { type: "startRound" },
      { type: "startTurn", actorId: "a" },
      { type: "moveTo", actorId: "a", path: [{ x: 3, y: 0 }] },
    ]).state;
    expect([s.phase, get(s, "a").position]).toEqual(["round", { kind: "point", x: 3, y: 0 }]);
    const placed = attempt(r.value, { type: "place", combatantId: "a", area: "frontline" });
    expect(placed.errors[0]?.code).toBe("Combat.Place.NeedsPoint");
  });
});
