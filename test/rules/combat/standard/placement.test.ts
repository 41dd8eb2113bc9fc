/**
 * STD-04 in Standard Combat: the GM places a combatant that has no point (a latecomer joined without one) at
 * a point in metres. Our reading (docs/standard-combat.md, "Readings we chose"): placing is not a move (no
 * metres, no mode, no block), it never pulls anyone into a melee (STD-11), and only the unplaced are placed.
 */
import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import { std } from "../../../../src/rules/combat/standard/model.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { deepFreeze, StateHistory } from "../../freeze.js";
import { attempt, foeAt, forbiddenBox, pcAt, play, rules, standardBattle, who } from "../helpers.js";

/** A latecomer as the Foundry layer sends it: no position. */
const late = (id = "late", side = "pc", more: Record<string, unknown> = {}): BattleEvent => ({
  type: "join",
  combatant: { id, side, hp: 20, agility: 12, ...more },
});

const place = (combatantId: string, x: number, y: number): BattleEvent => ({
  type: "place",
  combatantId,
  at: { x, y },
});

/**
 * Round 1, Arle's turn open after a 3 m Limited Move (named); Kai and the goblin G1 in melee at (20, 0) (radius 3);
 * a wall the GM forbids from (30, -2) to (34, 2); "late" joined without a point.
 */
function battle(): BattleState {
  const s = standardBattle([pcAt("arle", 0), pcAt("kai", 20), foeAt("g1", 20), foeAt("g2", 50)], {
    skirmishes: [{ id: "s1", centre: { x: 20, y: 0 }, melee: ["kai", "g1"] }],
    forbidden: [forbiddenBox("wall", 30, -2, 34, 2)],
  });
  return play(s, [
    { type: "startRound" },
    { type: "startTurn", actorId: "arle" },
    // Named on the board, so the Limited Move cannot grow (standard/movement.ts `raisableMode`).
    { type: "move", actorId: "arle", mode: "limited" },
    { type: "moveTo", actorId: "arle", path: [{ x: 3, y: 0 }] },
    late(),
  ]).state;
}

describe("STD-04: the GM places a combatant without a point", () => {
  it("[STD-04] the latecomer stands at the GM's point, rounded to the metre; the log says where", () => {
    const s = battle();
    expect(who(s, "late").position).toEqual({ kind: "unplaced" });
    const r = attempt(s, place("late", 12.4, -3.6));
    expect(r.errors).toEqual([]);
    expect(who(r.state, "late").position).toEqual({ kind: "point", x: 12, y: -4 });
    expect(r.log).toEqual([
      { type: "placed", params: { combatantId: "late", x: 12, y: -4, latecomer: true } },
    ]);
    // -0.4 is the point 0, not -0.
    const zero = attempt(s, place("late", -0.4, 0.4)).state;
    expect(Object.is((who(zero, "late").position as { x: number }).x, 0)).toBe(true);
  });

  it("[STD-04][MOVE-05] placing is not a move: the open turn keeps its mode and metres, nobody's budget changes", () => {
    const s = battle();
    expect([s.turn?.actorId, s.turn?.move, std(s).spent]).toEqual(["arle", "limited", 3]);
    const r = attempt(s, place("late", 40, 10));
    expect([r.state.turn?.actorId, r.state.turn?.move, std(r.state).spent]).toEqual(["arle", "limited", 3]);
    // Arle has walked her 3 m Limited Move: one metre more is still over the budget.
    expect(rules(attempt(r.state, { type: "moveTo", actorId: "arle", path: [{ x: 4, y: 0 }] }))).toEqual([
      "MOVE-05",
    ]);
    // The latecomer has acted this round (it arrived during it): its first turn is next round.
    expect(r.state.actedThisRound).toContain("late");
  });

  it("[STD-10][STD-11] at a skirmish's centre it is an independent there, not pulled into the melee", () => {
    const r = attempt(battle(), place("late", 20, 0));
    expect(r.errors).toEqual([]);
    expect(std(r.state).skirmishes).toEqual([
      { id: "s1", centre: { x: 20, y: 0 }, melee: ["kai", "g1"], radius: 3, independents: ["late"] },
    ]);
    // An enemy placed at the centre is no more in melee than a PC.
    const foe = play(battle(), [late("g3", "enemy"), place("g3", 20, 0)]).state;
    expect(std(foe).skirmishes[0]?.melee).toEqual(["kai", "g1"]);
    expect(std(foe).skirmishes[0]?.independents).toEqual(["g3"]);
  });

  it("[STD-05] two hostiles placed on one point do not start a skirmish: only fighting does", () => {
    const r = play(battle(), [place("late", 50, 0)]);
    expect(who(r.state, "g2").position).toEqual({ kind: "point", x: 50, y: 0 });
    expect(std(r.state).skirmishes.map((s) => s.id)).toEqual(["s1"]);
  });

  it("[STD-04] before the first round (ready phase) the GM places a latecomer too", () => {
    const s = play(standardBattle([pcAt("arle", 0), foeAt("g2", 50)], { phase: "ready", round: 0 }), [
      late(),
    ]).state;
    const r = attempt(s, place("late", 5, 5));
    expect(r.errors).toEqual([]);
    expect(who(r.state, "late").position).toEqual({ kind: "point", x: 5, y: 5 });
    expect(r.state.actedThisRound).toEqual([]);
  });
});

describe("STD-04: what placing refuses", () => {
  it("[STD-04] someone who already stands somewhere is moved, not placed: refused even under an override", () => {
    const s = battle();
    const r = attempt(s, place("arle", 5, 5));
    expect(r.state).toBe(s);
    expect(r.errors).toEqual([
      {
        code: "Combat.Place.HasPoint",
        message: "arle already stands at (3, 0)",
        params: { name: "arle", x: 3, y: 0 },
      },
    ]);
    const forced = attempt(s, { type: "override", event: place("arle", 5, 5) });
    expect([forced.state, forced.errors[0]?.code]).toEqual([s, "Combat.Place.HasPoint"]);
  });

  it("[STD-03] a point inside a forbidden polygon is refused; the GM's override places there anyway", () => {
    const s = battle();
    const r = attempt(s, place("late", 32, 0));
    expect(r.state).toBe(s);
    expect(r.errors.map((e) => [e.rule, e.code])).toEqual([["STD-03", "Combat.ForbiddenCoordinates"]]);
    // Just outside the wall is fine.
    expect(attempt(s, place("late", 35, 0)).errors).toEqual([]);
    const forced = attempt(s, { type: "override", event: place("late", 32, 0) });
    expect(forced.errors).toEqual([]);
    expect(who(forced.state, "late").position).toEqual({ kind: "point", x: 32, y: 0 });
    expect(forced.log[0]).toEqual({
      type: "override",
      params: { event: "place", rules: ["STD-03"], reason: null },
    });
  });

  it("[STD-04] Standard places at a point, never in an area; an event naming both is malformed", () => {
    const s = battle();
    const area = attempt(s, { type: "place", combatantId: "late", area: "frontline" });
    expect([area.state, area.errors[0]?.code]).toEqual([s, "Combat.Place.NeedsPoint"]);
    const both = attempt(s, {
      type: "place",
      combatantId: "late",
      area: "frontline",
      at: { x: 1, y: 1 },
    } as unknown as BattleEvent);
    expect([both.state, both.errors[0]?.code]).toEqual([s, "Combat.BadEventField"]);
  });

  it("[STD-01] the point lies within 10,000 m of the reference point on each axis; a bad point is malformed", () => {
    const s = battle();
    expect(who(attempt(s, place("late", 10000, -10000)).state, "late").position).toEqual({
      kind: "point",
      x: 10000,
      y: -10000,
    });
    // (The board's dialog rounds what the GM types first; the event itself must lie within the bounds.)
    for (const at of [
      { x: 10000.4, y: 0 },
      { x: 0, y: -10001 },
      { x: Number.NaN, y: 0 },
      { x: "3", y: 0 },
      null,
    ]) {
      const r = attempt(s, { type: "place", combatantId: "late", at } as unknown as BattleEvent);
      expect(r.state).toBe(s);
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]?.rule).toBeUndefined();
    }
    const nobody = attempt(s, place("ghost", 1, 1));
    expect([nobody.state, nobody.errors[0]?.code]).toEqual([s, "Combat.UnknownCombatant"]);
  });

  it("[SIMP-03] a Simplified battle keeps its areas: a point is refused, the area placement works as before", () => {
    const r = normalizeBattle({
      phase: "round",
      round: 1,
      initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
      combatants: [
        { id: "a", side: "pc", hp: 20, area: "frontline" },
        { id: "z", side: "enemy", hp: 20, area: "frontline" },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    const s = play(r.value, [late()]).state;
    const point = attempt(s, place("late", 1, 1));
    expect([point.state, point.errors[0]?.code]).toEqual([s, "Combat.Place.NeedsArea"]);
    const overridden = attempt(s, { type: "override", event: place("late", 1, 1) });
    expect([overridden.state, overridden.errors[0]?.code]).toEqual([s, "Combat.Place.NeedsArea"]);
    const area = attempt(s, { type: "place", combatantId: "late", area: "pcRear" });
    expect(area.errors).toEqual([]);
    expect(who(area.state, "late").position).toEqual({ kind: "area", area: "pcRear" });
  });

  it("[STD-04] after the battle has ended nobody is placed", () => {
    const s = play(battle(), [{ type: "flee", side: "enemy", pursued: false }]).state;
    expect(s.phase).toBe("ended");
    const r = attempt(s, place("late", 1, 1));
    expect([r.state, r.errors[0]?.code]).toEqual([s, "Combat.Ended"]);
  });
});

describe("MOUNT-01: a rider and its mount stand at one point", () => {
  /** The Stag (a mount) joined and placed; Kay joins riding it, without a point. */
  function riding(): BattleState {
    return play(battle(), [
      late("stag", "pc", { kind: "mount", hp: 30, agility: 20 }),
      late("kay", "pc", { riderLevel: 2, mountedWith: "stag" }),
    ]).state;
  }

  it("[MOUNT-01] both unplaced: placing either puts the pair on the point", () => {
    const r = attempt(riding(), place("kay", 7, 1));
    expect(r.errors).toEqual([]);
    expect([who(r.state, "kay").position, who(r.state, "stag").position]).toEqual([
      { kind: "point", x: 7, y: 1 },
      { kind: "point", x: 7, y: 1 },
    ]);
    expect(r.log.filter((e) => e.type === "placed").map((e) => e.params.combatantId)).toEqual([
      "kay",
      "stag",
    ]);
  });

  it("[MOUNT-01] a partner standing somewhere fixes the point: elsewhere is refused, there is placed", () => {
    const s = play(riding(), [place("stag", 7, 1)]).state;
    // (Placing the mount took its unplaced rider along; take her off the map again by a fresh join.)
    const lone = play(s, [late("pip", "pc", { riderLevel: 2, mountedWith: "stag" })]).state;
    const away = attempt(lone, place("pip", 9, 9));
    expect([away.state, away.errors.map((e) => [e.rule, e.code, e.params])]).toEqual([
      lone,
      [["MOUNT-01", "Combat.Place.PartnerElsewhere", { name: "pip", partner: "stag", x: 7, y: 1 }]],
    ]);
    const there = attempt(lone, place("pip", 7, 1));
    expect(there.errors).toEqual([]);
    expect(who(there.state, "pip").position).toEqual({ kind: "point", x: 7, y: 1 });
    expect(who(there.state, "stag").position).toEqual({ kind: "point", x: 7, y: 1 });
  });
});

describe("STD-04: placing writes no old state and survives a save", () => {
  it("[STD-04] deep-frozen states: the old state is never written, and is equal to its saved form after", () => {
    const history = new StateHistory<BattleState>();
    const before = history.keep(battle());
    const placed = attempt(before, place("late", 20, 0));
    expect(placed.errors).toEqual([]);
    history.keep(placed.state);
    const again = attempt(placed.state, { type: "endTurn", actorId: "arle" });
    expect(again.errors).toEqual([]);
    expect(history.changed()).toEqual([]);
    expect(who(before, "late").position).toEqual({ kind: "unplaced" });
    expect(std(before).skirmishes[0]?.independents).toEqual([]);
    // A refused placement on a frozen state: no internal error, the same state back.
    const frozen = deepFreeze(battle());
    const refused = attempt(frozen, place("late", 32, 0));
    expect([refused.state, refused.errors[0]?.code]).toEqual([frozen, "Combat.ForbiddenCoordinates"]);
  });

  it("[STD-04] a saved battle with a latecomer still unplaced reads back; so does the battle after placing", () => {
    const waiting = battle();
    const read = normalizeBattle(JSON.parse(JSON.stringify(waiting)));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value).toEqual(waiting);
    const placed = attempt(read.value, place("late", 20, 0)).state;
    const back = normalizeBattle(JSON.parse(JSON.stringify(placed)));
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value).toEqual(placed);
    expect(who(back.value, "late").position).toEqual({ kind: "point", x: 20, y: 0 });
    expect(std(back.value).skirmishes[0]?.independents).toEqual(["late"]);
  });

  it("[STD-04] the opening (the GM's set-up) still needs every combatant's point", () => {
    const opening = normalizeBattle(
      { method: "standard", combatants: [pcAt("a", 0), { id: "b", side: "enemy", hp: 20 }] },
      { opening: true },
    );
    expect(opening.ok ? null : opening.error.code).toBe("Combat.MalformedBattle");
    // A saved battle with the same combatant reads it as waiting for its point.
    const saved = normalizeBattle({
      method: "standard",
      combatants: [pcAt("a", 0), { id: "b", side: "enemy", hp: 20 }],
    });
    expect(saved.ok ? who(saved.value, "b").position : null).toEqual({ kind: "unplaced" });
    // An area is never a Standard position, saved or not.
    const area = normalizeBattle({
      method: "standard",
      combatants: [pcAt("a", 0), { id: "b", side: "enemy", hp: 20, area: "frontline" }],
    });
    expect(area.ok).toBe(false);
  });
});

describe("a latecomer joining a Standard battle (STD-01)", () => {
  it("[STD-01] joining with an area is refused and changes nothing; with a point or none the battle still loads", () => {
    const s = deepFreeze(
      play(standardBattle([pcAt("a", 0), foeAt("b", 10)]), [{ type: "startRound" }]).state,
    );
    const newcomer = { id: "c", side: "pc", hp: 10, agility: 10 };
    for (const ev of [
      { type: "join", combatant: newcomer, area: "frontline" },
      { type: "join", combatant: { ...newcomer, area: "pcRear" } },
    ] as BattleEvent[]) {
      const r = attempt(s, ev);
      expect(
        r.errors.map((e) => e.code),
        JSON.stringify(ev),
      ).toEqual(["Combat.Place.NeedsPoint"]);
      expect(r.state).toBe(s);
    }
    for (const combatant of [newcomer, { ...newcomer, position: { x: 5, y: 5 } }]) {
      const joined = play(s, [{ type: "join", combatant }]).state;
      const reread = normalizeBattle(JSON.parse(JSON.stringify(joined)));
      expect(reread.ok, JSON.stringify(combatant)).toBe(true);
      if (reread.ok) expect(reread.value).toEqual(joined);
    }
  });
});
