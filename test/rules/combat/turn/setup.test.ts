import { describe, expect, it } from "vitest";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import { countedMonsters } from "../../../../src/rules/combat/sections-and-mounts/mounts.js";
import { checkModifier, evasionModifier } from "../../../../src/rules/combat/turn/modifiers.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { attempt, play, rules, who } from "../helpers.js";

function fresh(combatants: Record<string, unknown>[]): BattleState {
  const r = normalizeBattle({ combatants });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const party = [
  { id: "ann", side: "pc", hp: 20, initiative: 3, monsterKnowledge: 4 },
  { id: "ben", side: "pc", hp: 20, initiative: 5 },
  { id: "cid", side: "pc", hp: 20 },
];
const wolves = [
  { id: "w1", side: "enemy", hp: 15, initiative: 11, reputation: 9, weakness: 14 },
  { id: "w2", side: "enemy", hp: 15, initiative: 13, reputation: 9, weakness: 14 },
];

describe("set-up and initiative", () => {
  it("[INIT-01] every combatant is put on a side at the start; a missing side is rejected", () => {
    const r = normalizeBattle({ combatants: [{ id: "x", hp: 3 }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe("INIT-01");
    expect(who(fresh(party), "ann").side).toBe("pc");
  });

  it("[INIT-02] Monster Knowledge: ≥ reputation identifies, ≥ weakness unlocks the weak point", () => {
    const s = fresh([...party, ...wolves]);
    const low = play(s, [[{ type: "monsterKnowledge", actorId: "ann", monsterId: "w1" }, [2, 3]]]);
    expect(low.state.knowledge.w1).toMatchObject({ identified: true, weakPoint: false });
    const high = play(low.state, [[{ type: "monsterKnowledge", actorId: "ann", monsterId: "w1" }, [5, 5]]]);
    expect(high.state.knowledge.w1).toMatchObject({ identified: true, weakPoint: true });
    expect(high.state.knowledge.w1?.checks).toEqual([
      { actorId: "ann", result: 9 },
      { actorId: "ann", result: 14 },
    ]);
  });

  it("[INIT-02] a result one short of reputation identifies nothing; 1-1 fails and earns 50 experience", () => {
    const s = fresh([...party, ...wolves]);
    const miss = play(s, [[{ type: "monsterKnowledge", actorId: "ann", monsterId: "w1" }, [1, 3]]]);
    expect(miss.state.knowledge.w1).toMatchObject({ identified: false });
    const fumble = play(s, [[{ type: "monsterKnowledge", actorId: "ann", monsterId: "w1" }, [1, 1]]]);
    expect(fumble.log[0]?.params.experience).toBe(50);
  });

  it("[INIT-02] knowledge checks belong to the start of combat and need a knowledge class", () => {
    const s = fresh([...party, ...wolves]);
    expect(rules(attempt(s, { type: "monsterKnowledge", actorId: "cid", monsterId: "w1" }))).toEqual([
      "INIT-02",
    ]);
    const started = play(s, [[{ type: "rollInitiative" }, [6, 5, 6, 5]]]).state;
    expect(
      rules(attempt(started, { type: "monsterKnowledge", actorId: "ann", monsterId: "w1" }, [3, 3])),
    ).toEqual(["INIT-02"]);
  });

  it("[INIT-03] the best PC roll is compared with the highest monster value; a tie goes to the PCs", () => {
    const s = fresh([...party, ...wolves]);
    // ann 3 + (4+1) = 8, ben 5 + (4+4) = 13 = 13 (w2) → PCs act first
    const tie = play(s, [[{ type: "rollInitiative" }, [4, 1, 4, 4]]]);
    expect(tie.state.initiative).toMatchObject({ winner: "pc", partyResult: 13, monsterValue: 13 });
    expect(tie.state.phase).toBe("placement");
    expect(tie.state.placing).toBe("pc");
    const short = play(s, [[{ type: "rollInitiative" }, [4, 1, 4, 3]]]);
    expect(short.state.initiative).toMatchObject({ winner: "enemy", partyResult: 12 });
    expect(short.state.placing).toBe("enemy");
  });

  it("[INIT-03] with no Scout or Tactician the party rolls one plain 2d", () => {
    const s = fresh([{ id: "cid", side: "pc", hp: 20 }, ...wolves]);
    const r = play(s, [[{ type: "rollInitiative" }, [6, 5]]]);
    expect(r.state.initiative).toMatchObject({ winner: "enemy", partyResult: 11 });
    expect(rules(attempt(r.state, { type: "rollInitiative" }, [6, 6]))).toEqual(["INIT-03"]);
  });

  it("[INIT-04] an ambush: monsters act first, surprised PCs take −2 until their next turn", () => {
    const s = fresh([...party, ...wolves]);
    const r = play(s, [{ type: "rollInitiative", ambush: { surprised: ["ann", "cid"] } }]);
    expect(r.state.initiative).toMatchObject({ winner: "enemy", ambush: true });
    expect(checkModifier(r.state, "ann")).toBe(-2);
    expect(evasionModifier(r.state, "cid")).toBe(-2);
    expect(checkModifier(r.state, "ben")).toBe(0);
    const placed = play(r.state, [
      { type: "place", combatantId: "w1", area: "frontline" },
      { type: "place", combatantId: "w2", area: "frontline" },
      { type: "endPlacement", side: "enemy" },
      { type: "place", combatantId: "ann", area: "frontline" },
      { type: "place", combatantId: "ben", area: "frontline" },
      { type: "place", combatantId: "cid", area: "pcRear" },
      { type: "endPlacement", side: "pc" },
      { type: "startRound" },
      { type: "startTurn", actorId: "w1" },
      { type: "endTurn", actorId: "w1" },
      { type: "startTurn", actorId: "w2" },
      { type: "endTurn", actorId: "w2" },
    ]);
    expect(checkModifier(placed.state, "ann")).toBe(-2);
    const annTurn = play(placed.state, [{ type: "startTurn", actorId: "ann" }]);
    expect(checkModifier(annTurn.state, "ann")).toBe(0);
  });

  it("[INIT-06] an enemy rider and its mount are two monsters: both count for initiative and knowledge", () => {
    const s = fresh([
      ...party,
      {
        id: "rider",
        side: "enemy",
        kind: "character",
        hp: 20,
        initiative: 10,
        reputation: 10,
        weakness: 15,
        mountedWith: "horse",
      },
      {
        id: "horse",
        side: "enemy",
        kind: "mount",
        hp: 25,
        initiative: 14,
        reputation: 8,
        weakness: 12,
        mountedWith: "rider",
      },
    ]);
    expect(countedMonsters(s)).toEqual(["rider", "horse"]);
    const known = play(s, [[{ type: "monsterKnowledge", actorId: "ann", monsterId: "horse" }, [2, 2]]]);
    expect(known.state.knowledge.horse?.identified).toBe(true);
    expect(known.state.knowledge.rider).toBeUndefined();
    // ben 5 + 8 = 13 beats the rider's 10 but not the mount's 14
    const r = play(s, [[{ type: "rollInitiative" }, [1, 2, 4, 4]]]);
    expect(r.state.initiative).toMatchObject({ winner: "enemy", monsterValue: 14 });
  });
});

describe("who rolls initiative is decided by kind", () => {
  it("[INIT-03] an allied monster's fixed value is its result, never 2d + value", () => {
    const s = fresh([
      { id: "pet", side: "pc", hp: 20, kind: "monster", initiative: 12 },
      { id: "w1", side: "enemy", hp: 15, kind: "monster", initiative: 13 },
    ]);
    // No character rolls: the pet's 12 is the party's result; no die is taken.
    const r = play(s, [[{ type: "rollInitiative" }, []]]);
    expect(r.state.initiative).toMatchObject({ winner: "enemy", partyResult: 12, monsterValue: 13 });
  });

  it("[INIT-03] [ROLL-01] a 1-1 is never the party's best result", () => {
    const s = fresh([
      { id: "ann", side: "pc", hp: 20, initiative: 9 },
      { id: "bo", side: "pc", hp: 20, initiative: 0 },
      { id: "w1", side: "enemy", hp: 15, kind: "monster", initiative: 10 },
    ]);
    // Ann 1-1 (+9 = 11) is an automatic failure; Bo's 3+4 = 7 is the best: the monsters win.
    const r = play(s, [[{ type: "rollInitiative" }, [1, 1, 3, 4]]]);
    expect(r.state.initiative).toMatchObject({ winner: "enemy", partyResult: 7 });
  });
});

describe("enemy characters roll their initiative", () => {
  it("[INIT-03] an enemy character-type NPC rolls 2d + its modifier after the party, and its result counts", () => {
    const s = fresh([
      { id: "ann", side: "pc", hp: 20, initiative: 3 },
      { id: "w1", side: "enemy", hp: 15, kind: "monster", initiative: 9 },
      { id: "bandit", side: "enemy", hp: 20, kind: "character", initiative: 4 },
    ]);
    // Ann 4+4+3 = 11 beats the wolf's 9, but the bandit rolls 5+4+4 = 13: the enemies win.
    const r = play(s, [[{ type: "rollInitiative" }, [4, 4, 5, 4]]]);
    expect(r.errors).toEqual([]);
    expect(r.state.initiative).toMatchObject({ winner: "enemy", partyResult: 11, monsterValue: 13 });
    expect(r.log.filter((e) => e.type === "initiativeRoll").map((e) => e.params.actorId)).toEqual([
      "ann",
      "bandit",
    ]);
  });

  it("[INIT-03] a tie with the enemy character's roll goes to the PCs; its 1-1 counts for nothing", () => {
    const s = fresh([
      { id: "ann", side: "pc", hp: 20, initiative: 3 },
      { id: "w1", side: "enemy", hp: 15, kind: "monster", initiative: 9 },
      { id: "bandit", side: "enemy", hp: 20, kind: "character", initiative: 4 },
    ]);
    const tie = play(s, [[{ type: "rollInitiative" }, [4, 4, 3, 4]]]);
    expect(tie.state.initiative).toMatchObject({ winner: "pc", partyResult: 11, monsterValue: 11 });
    // The bandit's 1-1 (+4 = 6) is an automatic failure: the wolf's 9 stands; Ann's 2+3+3 = 8 loses to it.
    const fumble = play(s, [[{ type: "rollInitiative" }, [2, 3, 1, 1]]]);
    expect(fumble.state.initiative).toMatchObject({ winner: "enemy", partyResult: 8, monsterValue: 9 });
  });

  it("[INIT-03] [ROLL-01] an enemy character's 6-6 wins unless the party also rolls a 6-6", () => {
    const s = fresh([
      { id: "ann", side: "pc", hp: 20, initiative: 3 },
      { id: "bandit", side: "enemy", hp: 20, kind: "character", initiative: 0 },
    ]);
    // Ann 5+5+3 = 13 beats the bandit's 12 in numbers, but a 6-6 is an automatic success.
    const six = play(s, [[{ type: "rollInitiative" }, [5, 5, 6, 6]]]);
    expect(six.state.initiative).toMatchObject({ winner: "enemy", partyResult: 13, monsterValue: 12 });
    const both = play(s, [[{ type: "rollInitiative" }, [6, 6, 6, 6]]]);
    expect(both.state.initiative).toMatchObject({ winner: "pc" });
  });

  it("[INIT-03] [INIT-06] an enemy rider with Monster Knowledge targets keeps its fixed value, rolling nothing", () => {
    const s = fresh([
      { id: "ann", side: "pc", hp: 20, initiative: 3 },
      { id: "rider", side: "enemy", hp: 14, kind: "character", initiative: 11, reputation: 9, weakness: 14 },
    ]);
    // Only Ann rolls (5+4+3 = 12): the rider's 11 is a fixed value, not 2d + 11.
    const r = play(s, [[{ type: "rollInitiative" }, [5, 4]]]);
    expect(r.state.initiative).toMatchObject({ winner: "pc", partyResult: 12, monsterValue: 11 });
  });
});
