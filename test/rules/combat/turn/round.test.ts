import { describe, expect, it } from "vitest";
import { cleanupAfterCombat, waitingToAct } from "../../../../src/rules/combat/turn/round.js";
import { attempt, foe, makeBattle, pc, play, rules } from "../helpers.js";

const base = () =>
  makeBattle([pc("ann", "frontline"), pc("ben", "pcRear"), foe("orc", "frontline"), foe("imp", "enemyRear")]);

describe("round structure", () => {
  it("[FLOW-01] begin → winners act → losers act → end check → next round", () => {
    const r = play(base(), [
      { type: "startRound" },
      { type: "startTurn", actorId: "ben" },
      { type: "endTurn", actorId: "ben" },
      { type: "startTurn", actorId: "ann" },
      { type: "endTurn", actorId: "ann" },
    ]);
    expect(r.state.activeSide).toBe("enemy");
    expect(r.log.map((l) => l.type)).toEqual(["turnEnded", "sideDone"]);
    const end = play(r.state, [
      { type: "startTurn", actorId: "imp" },
      { type: "endTurn", actorId: "imp" },
      { type: "startTurn", actorId: "orc" },
      { type: "endTurn", actorId: "orc" },
    ]);
    expect(end.log.map((l) => l.type)).toEqual(["turnEnded", "sideDone", "roundEnded"]);
    expect(end.state.phase).toBe("ready");
    expect(play(end.state, [{ type: "startRound" }]).state).toMatchObject({
      round: 3,
      activeSide: "pc",
      actedThisRound: [],
    });
  });

  it("[FLOW-01] the losing side waits for the winners, and a new round waits for everyone", () => {
    const s = play(base(), [{ type: "startRound" }]).state;
    expect(rules(attempt(s, { type: "startTurn", actorId: "orc" }))).toEqual(["FLOW-01"]);
    expect(rules(attempt(s, { type: "startRound" }))).toEqual(["FLOW-01"]);
  });

  it("[FLOW-02] any order within a side, each fighter exactly once; the order may change next round", () => {
    const s = play(base(), [{ type: "startRound" }]).state;
    expect(waitingToAct(s, "pc")).toEqual(["ann", "ben"]);
    const r = play(s, [
      { type: "startTurn", actorId: "ben" },
      { type: "endTurn", actorId: "ben" },
    ]);
    expect(rules(attempt(r.state, { type: "startTurn", actorId: "ben" }))).toEqual(["FLOW-02"]);
    expect(waitingToAct(r.state, "pc")).toEqual(["ann"]);
  });

  it("[FLOW-02] an unconscious character does not act and is not waited for", () => {
    const s = makeBattle([pc("ann", "frontline"), pc("ben", "pcRear", { hp: 0 }), foe("orc", "frontline")]);
    const r = play(s, [{ type: "startRound" }]);
    expect(rules(attempt(r.state, { type: "startTurn", actorId: "ben" }))).toEqual(["FLOW-02"]);
    const done = play(r.state, [
      { type: "startTurn", actorId: "ann" },
      { type: "endTurn", actorId: "ann" },
    ]);
    expect(done.state.activeSide).toBe("enemy");
  });

  it("[FLOW-03] no one else acts while a turn is open; a turn is taken whole", () => {
    const s = play(base(), [{ type: "startRound" }, { type: "startTurn", actorId: "ann" }]).state;
    expect(rules(attempt(s, { type: "startTurn", actorId: "ben" }))).toEqual(["FLOW-03"]);
    expect(rules(attempt(s, { type: "move", actorId: "ben", mode: "limited" }))).toEqual(["FLOW-03"]);
    expect(rules(attempt(s, { type: "endTurn", actorId: "ben" }))).toEqual(["FLOW-03"]);
  });

  it("[FLOW-03] a character who falls during its own turn still closes that turn before the other side acts", () => {
    const s = play(base(), [
      { type: "startRound" },
      { type: "startTurn", actorId: "ben" },
      { type: "endTurn", actorId: "ben" },
      { type: "startTurn", actorId: "ann" },
      { type: "applyDamage", targetId: "ann", amount: 30 },
    ]).state;
    expect(s.activeSide).toBe("pc");
    expect(rules(attempt(s, { type: "startTurn", actorId: "orc" }))).toContain("FLOW-03");
    expect(play(s, [{ type: "endTurn", actorId: "ann" }]).state.activeSide).toBe("enemy");
  });

  it("[FLOW-04] durations tick one round at the start of each round and expire at their limit", () => {
    const s = play(base(), [
      { type: "addEffect", effect: { id: "haste", name: "Haste", unit: "rounds" }, amount: 2 },
      { type: "addEffect", effect: { id: "light", name: "Light", unit: "minutes" }, amount: 1 },
    ]).state;
    expect(s.effects.map((e) => e.remainingRounds)).toEqual([2, 6]);
    const everyoneActs = [
      { type: "startTurn", actorId: "ann" },
      { type: "endTurn", actorId: "ann" },
      { type: "startTurn", actorId: "ben" },
      { type: "endTurn", actorId: "ben" },
      { type: "startTurn", actorId: "orc" },
      { type: "endTurn", actorId: "orc" },
      { type: "startTurn", actorId: "imp" },
      { type: "endTurn", actorId: "imp" },
    ] as const;
    const r1 = play(s, [{ type: "startRound" }]);
    expect(r1.state.effects.map((e) => e.remainingRounds)).toEqual([1, 5]);
    const r2 = play(r1.state, [...everyoneActs, { type: "startRound" }]);
    expect(r2.state.effects.map((e) => e.id)).toEqual(["light"]);
    expect(r2.log.find((l) => l.type === "effectExpired")?.params.effectId).toBe("haste");
  });

  it("[FLOW-05] the combat ends the moment one side has nobody left who can fight", () => {
    const s = makeBattle([
      pc("ann", "frontline"),
      foe("orc", "frontline", { hp: 5 }),
      foe("imp", "enemyRear", { hp: 3 }),
    ]);
    const r = play(s, [{ type: "applyDamage", targetId: "orc", amount: 5 }]);
    expect(r.state.phase).toBe("ready");
    const end = play(r.state, [{ type: "surrender", combatantId: "imp" }]);
    expect(end.state.outcome).toEqual({ winner: "pc", reason: "defeated" });
    expect(end.state.phase).toBe("ended");
    expect(attempt(end.state, { type: "startRound" }).errors[0]?.code).toBe("Combat.Ended");
  });

  it("[FLOW-05] a side that flees unpursued ends the combat; a pursued flight does not", () => {
    const s = play(base(), [{ type: "startRound" }]).state;
    const pursued = play(s, [{ type: "flee", side: "enemy", pursued: true }]);
    expect(pursued.state.phase).toBe("round");
    const gone = play(s, [{ type: "flee", side: "enemy", pursued: false }]);
    expect(gone.state.outcome).toEqual({ winner: "pc", reason: "fled" });
  });

  it("[FLOW-06] after combat, round and minute effects end, long ones stay; the GM may keep short ones", () => {
    const s = play(base(), [
      { type: "addEffect", effect: { id: "a", name: "Blessing", unit: "rounds" }, amount: 3 },
      { type: "addEffect", effect: { id: "b", name: "Ward", unit: "minutes" }, amount: 3 },
      { type: "addEffect", effect: { id: "c", name: "Night Vision", unit: "hours" }, amount: 1 },
      { type: "addEffect", effect: { id: "d", name: "Curse", unit: "permanent" } },
    ]).state;
    expect(cleanupAfterCombat(s).state.effects.map((e) => e.id)).toEqual(["c", "d"]);
    expect(cleanupAfterCombat(s, ["b"]).state.effects.map((e) => e.id)).toEqual(["b", "c", "d"]);
    expect(cleanupAfterCombat(s, true).state.effects).toHaveLength(4);
    expect(s.effects).toHaveLength(4);
  });
});
