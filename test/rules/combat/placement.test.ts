import { describe, expect, it } from "vitest";
import { normalizeBattle } from "../../../src/rules/combat/normalize.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { attempt, play, rules, who } from "./helpers.js";

function placing(winner: "pc" | "enemy"): BattleState {
  const r = normalizeBattle({
    phase: "placement",
    placing: winner,
    initiative: { winner, ambush: false, partyResult: 9, monsterValue: 9 },
    combatants: [
      { id: "a", side: "pc", hp: 10 },
      { id: "b", side: "pc", hp: 10 },
      { id: "c", side: "pc", hp: 10 },
      { id: "x", side: "enemy", hp: 10 },
      { id: "y", side: "enemy", hp: 10 },
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const areaOf = (s: BattleState, id: string) => {
  const p = who(s, id).position;
  return p.kind === "area" ? p.area : null;
};

/** Round 1 after the pc side won and placed a and b in the Frontline (c behind): a's turn has begun. */
const winnersFrontlineFirstTurn = () =>
  play(placing("pc"), [
    { type: "place", combatantId: "a", area: "frontline" },
    { type: "place", combatantId: "b", area: "frontline" },
    { type: "place", combatantId: "c", area: "pcRear" },
    { type: "endPlacement", side: "pc" },
    { type: "place", combatantId: "x", area: "frontline" },
    { type: "place", combatantId: "y", area: "enemyRear" },
    { type: "endPlacement", side: "enemy" },
    { type: "startRound" },
    { type: "startTurn", actorId: "a" },
  ]);

describe("Simplified placement", () => {
  it("[SIMP-03] the winners place first, then the losers; nobody places in the other side's Rearguard", () => {
    const s = placing("pc");
    expect(rules(attempt(s, { type: "place", combatantId: "x", area: "frontline" }))).toEqual(["SIMP-03"]);
    expect(rules(attempt(s, { type: "place", combatantId: "a", area: "enemyRear" }))).toEqual(["SIMP-03"]);
    expect(rules(attempt(s, { type: "endPlacement", side: "pc" }))).toEqual(["SIMP-03"]);
  });

  it("[SIMP-04] split between Frontline and Rearguard: at least half, rounded up, on the Frontline", () => {
    const one = play(placing("pc"), [
      { type: "place", combatantId: "a", area: "frontline" },
      { type: "place", combatantId: "b", area: "pcRear" },
      { type: "place", combatantId: "c", area: "pcRear" },
    ]).state;
    expect(rules(attempt(one, { type: "endPlacement", side: "pc" }))).toEqual(["SIMP-04"]);
    const two = play(one, [
      { type: "place", combatantId: "b", area: "frontline" },
      { type: "endPlacement", side: "pc" },
    ]);
    expect(two.state.placing).toBe("enemy");
  });

  it("[SIMP-05] a side wholly in its Rearguard moves up when the other side takes the Frontline", () => {
    const r = play(placing("pc"), [
      { type: "place", combatantId: "a", area: "pcRear" },
      { type: "place", combatantId: "b", area: "pcRear" },
      { type: "place", combatantId: "c", area: "pcRear" },
      { type: "endPlacement", side: "pc" },
      { type: "place", combatantId: "x", area: "frontline" },
      { type: "place", combatantId: "y", area: "enemyRear" },
      { type: "endPlacement", side: "enemy" },
    ]);
    expect(["a", "b", "c"].map((id) => areaOf(r.state, id))).toEqual(["frontline", "frontline", "frontline"]);
    expect(areaOf(r.state, "y")).toBe("enemyRear");
    expect(r.state.phase).toBe("ready");
  });

  it("[SIMP-05] both sides in their Rearguards stay there", () => {
    const r = play(placing("enemy"), [
      { type: "place", combatantId: "x", area: "enemyRear" },
      { type: "place", combatantId: "y", area: "enemyRear" },
      { type: "endPlacement", side: "enemy" },
      { type: "place", combatantId: "a", area: "pcRear" },
      { type: "place", combatantId: "b", area: "pcRear" },
      { type: "place", combatantId: "c", area: "pcRear" },
      { type: "endPlacement", side: "pc" },
    ]);
    expect(areaOf(r.state, "x")).toBe("enemyRear");
    expect(areaOf(r.state, "a")).toBe("pcRear");
  });

  it("[SIMP-06] in round 1 the winners' Frontline counts as a Normal Move: no spell, no shooting, no move", () => {
    const r = winnersFrontlineFirstTurn();
    expect(r.state.turn).toMatchObject({ move: "normal", imposedMove: true });
    const spell = { range: 10, area: { shape: "target" as const } };
    expect(rules(attempt(r.state, { type: "move", actorId: "a", mode: "limited" }))).toEqual(["SIMP-06"]);
    expect(
      rules(
        attempt(r.state, { type: "major", actorId: "a", action: { kind: "cast", spell, targetId: "x" } }),
      ),
    ).toEqual(["SIMP-06"]);
    // melee is still fine after a Normal Move
    play(r.state, [
      { type: "major", actorId: "a", action: { kind: "attack", form: "melee", targetId: "x" } },
    ]);
    // the Rearguard is not affected
    const c = play(r.state, [
      { type: "endTurn", actorId: "a" },
      { type: "startTurn", actorId: "c" },
    ]);
    expect(c.state.turn?.move).toBeNull();
  });

  it("[SIMP-06] reading: in round 1 the winners' Frontline may not declare a retreat, and is told why", () => {
    const r = winnersFrontlineFirstTurn();
    const retreat = attempt(r.state, { type: "declareRetreat", actorId: "a" });
    expect(rules(retreat)).toEqual(["SIMP-06"]);
    expect(retreat.errors[0]?.code).toBe("Combat.FirstRoundNoRetreat");
    expect(retreat.errors[0]?.message).toMatch(/first round: counts as having taken a Normal Move/);
  });
});
