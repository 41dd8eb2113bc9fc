// Issue 21: structural sharing in the reducer (src/rules/combat/draft.ts). A new state shares every part the
// event did not change with the old one, and the old state is never written.
import { describe, expect, it } from "vitest";
import { step } from "../../../src/rules/combat/battle.js";
import {
  battleFacts,
  closeDraft,
  combatantById,
  openDraft,
  own,
  writable,
} from "../../../src/rules/combat/draft.js";
import { findCombatant } from "../../../src/rules/combat/roster.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { deepFreeze } from "../freeze.js";
import { foe, foeAt, makeBattle, pc, pcAt, play, standardBattle, who } from "./helpers.js";

const board = () =>
  makeBattle([pc("ann", "frontline"), pc("bo", "pcRear"), foe("orc", "frontline"), foe("imp", "enemyRear")]);

describe("structural sharing (issue 21)", () => {
  it("[FLOW-01] a legal event copies the combatant it changes; the others are the old state's own objects", () => {
    const before = deepFreeze(play(board(), [{ type: "startRound" }]).state);
    const after = step(before, { type: "applyDamage", targetId: "orc", amount: 4 }, fixedDice([]));
    expect(after.errors).toEqual([]);
    expect(who(after.state, "orc").sections[0]?.hp).toBe(11);
    // The old state keeps its value (it is frozen: a write would have been an InternalError).
    expect(who(before, "orc").sections[0]?.hp).toBe(15);
    expect(who(after.state, "orc")).not.toBe(who(before, "orc"));
    for (const id of ["ann", "bo", "imp"]) expect(who(after.state, id)).toBe(who(before, id));
    expect(after.state.combatants).not.toBe(before.combatants);
  });

  it("[FLOW-01] an illegal event returns the very same state, nothing copied", () => {
    const before = deepFreeze(board());
    const after = step(before, { type: "applyDamage", targetId: "nobody", amount: 4 }, fixedDice([]));
    expect(after.errors).not.toEqual([]);
    expect(after.state).toBe(before);
  });

  it("own / writable: one copy per combatant per event, found by the combatant, a stale reference or its id", () => {
    const state = deepFreeze(board());
    const draft = openDraft(state);
    const shared = state.combatants[2];
    const mine = writable(draft, "orc");
    expect(mine).not.toBe(shared);
    expect(mine).toEqual(shared);
    // Asked again (by the copy, by the stale shared object, by id, through findCombatant): the same copy.
    expect(writable(draft, mine)).toBe(mine);
    expect(writable(draft, shared as never)).toBe(mine);
    expect(findCombatant(draft, "orc")).toBe(mine);
    expect(draft.combatants[2]).toBe(mine);
    mine.status.prone = true;
    expect(state.combatants[2]?.status.prone).toBe(false);
    expect(own(draft, "nobody")).toBeUndefined();
    // Reading never copies.
    expect(combatantById(draft, "imp")).toBe(state.combatants[3]);
    closeDraft(draft);
    // A closed draft is a state like any other: finding reads, never copies.
    expect(findCombatant(draft, "imp")).toBe(state.combatants[3]);
  });

  it("a state that is not a draft is its caller's own: writable gives back the combatant itself", () => {
    const state = board();
    const orc = state.combatants[2];
    expect(writable(state, orc as never)).toBe(orc);
    expect(writable(state, "orc")).toBe(orc);
  });

  it("[FLOW-02] a newcomer pushed into the draft is found by id in the same event and after it", () => {
    const before = deepFreeze(play(board(), [{ type: "startRound" }]).state);
    const after = step(before, { type: "join", combatant: foe("wolf", "enemyRear") }, fixedDice([]));
    expect(after.errors).toEqual([]);
    expect(combatantById(after.state, "wolf")?.id).toBe("wolf");
    expect(combatantById(before, "wolf")).toBeUndefined();
    const hit = step(after.state, { type: "applyDamage", targetId: "wolf", amount: 1 }, fixedDice([]));
    expect(hit.errors).toEqual([]);
    expect(who(hit.state, "wolf").sections[0]?.hp).toBe(14);
    expect(who(after.state, "wolf").sections[0]?.hp).toBe(15);
  });

  it("[STD-05][STD-09] Standard: the melee lists are the draft's own, the old skirmishes keep theirs", () => {
    const before = deepFreeze(
      play(standardBattle([pcAt("ann", 0), foeAt("orc", 0), pcAt("bo", 20)]), [
        { type: "startRound" },
        { type: "startTurn", actorId: "ann" },
        { type: "move", actorId: "ann", mode: "limited" },
        {
          type: "major",
          actorId: "ann",
          action: { kind: "attack", form: "melee", targetId: "orc", damage: 1 },
        },
      ]).state,
    );
    const melee = before.standard?.skirmishes[0]?.melee;
    expect(melee).toEqual(["ann", "orc"]);
    // The orc falls: it leaves the melee (STD-12) and the skirmish ends (STD-16); the old state keeps both.
    const after = step(before, { type: "applyDamage", targetId: "orc", amount: 30 }, fixedDice([]));
    expect(after.errors).toEqual([]);
    expect(after.state.standard?.skirmishes).toEqual([]);
    expect(before.standard?.skirmishes[0]?.melee).toEqual(["ann", "orc"]);
    expect(who(after.state, "bo")).toBe(who(before, "bo"));
  });

  it("[FLOW-01] a battle with no skirmish change shares its skirmish list; the parts no event wrote are the old state's", () => {
    const before = deepFreeze(
      play(
        standardBattle([pcAt("ann", 0), foeAt("orc", 0), pcAt("bo", 20)], {
          skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "orc"] }],
        }),
        [{ type: "startRound" }],
      ).state,
    );
    const after = step(before, { type: "startTurn", actorId: "ann" }, fixedDice([]));
    expect(after.errors).toEqual([]);
    expect(after.state.standard?.skirmishes).toBe(before.standard?.skirmishes);
    for (const part of ["effects", "knowledge", "handOffs", "droppedWeapons", "actedThisRound"] as const)
      expect(after.state[part]).toBe(before[part]);
    // Ending the turn writes who acted: a new list, the old one unchanged.
    const ended = step(after.state, { type: "endTurn", actorId: "ann" }, fixedDice([]));
    expect(ended.state.actedThisRound).toEqual(["ann"]);
    expect(after.state.actedThisRound).toEqual([]);
  });

  it("[MOUNT-08][SECT-07][ENV-04] the passes for mounts, wings and fliers see a combatant that becomes one in the same event", () => {
    const ground = play(makeBattle([pc("ann", "frontline"), foe("orc", "frontline")]), [
      { type: "startRound" },
    ]).state;
    expect(battleFacts(ground)).toEqual({ mounts: false, wings: false, airOrWater: false });
    // A winged flier joins: its wings and flight count at once (the join is the event that adds it).
    const joined = step(
      deepFreeze(ground),
      {
        type: "join",
        combatant: foe("roc", "enemyRear", {
          flying: true,
          altitude: 10,
          sections: [{ hp: 5, wing: true }, { hp: 30 }],
        }),
      },
      fixedDice([]),
    );
    expect(joined.errors).toEqual([]);
    expect(battleFacts(joined.state)).toEqual({ mounts: false, wings: true, airOrWater: true });
    // Its wing section falls: SECT-07 grounds it and ENV-04 makes it fall, in this very event.
    const hit = step(
      joined.state,
      { type: "applyDamage", targetId: "roc", amount: 6, section: 0 },
      fixedDice([3, 3]),
    );
    expect(hit.errors).toEqual([]);
    expect(hit.log.map((l) => l.type)).toContain("grounded");
    // A flier that lands lets the passes rest again (the facts are looked at anew).
    const landed = step(
      play(makeBattle([pc("ann", "frontline", { flying: true, altitude: 5 })]), []).state,
      { type: "setEnvironment", combatantId: "ann", flying: false },
      fixedDice([]),
    );
    expect(landed.errors).toEqual([]);
    expect(battleFacts(landed.state).airOrWater).toBe(false);
  });
});
