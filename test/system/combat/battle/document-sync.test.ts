import { describe, expect, it } from "vitest";
import { step } from "../../../../src/rules/combat/battle.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import {
  foundryPointer,
  identifications,
  joinEvent,
  mpSpent,
  syncEvent,
} from "../../../../src/system/combat/battle/document-sync.js";
import { sourceFromActor } from "../../../../src/system/combat/battle/translate.js";
import { placedBattle, play, sampleBattle, source } from "../helpers.js";

describe("actors' HP into the battle", () => {
  it("[FLOW-05] a goblin brought to 0 HP on its actor syncs in, and the battle sees it fall", () => {
    const state = play(placedBattle(), [{ type: "startRound" }]);
    const event = syncEvent(
      state,
      source("GobA", "enemy", { sections: [{ name: "GobA", hp: 0, maxHp: 20 }] }),
    );
    expect(event).toEqual({ type: "syncSections", combatantId: "GobA", sections: [{ hp: 0, maxHp: 20 }] });
    const result = step(state, event as never, fixedDice([]));
    expect(result.errors).toEqual([]);
    expect(result.state.combatants.find((c) => c.id === "GobA")?.sections[0]?.conscious).toBe(false);
  });

  it("[SECT-04][DMG-09] a character healed above 0 but still wearing its unconscious status stays down in the battle", () => {
    const state = play(placedBattle(), [{ type: "startRound" }]);
    const actor = (hp: number, statuses: string[]) =>
      sourceFromActor(
        "Arle",
        { type: "character", name: "Arle", system: { hp: { value: hp, max: 20 } }, statuses },
        "pc",
      );
    const down = step(state, syncEvent(state, actor(0, ["unconscious"])) as never, fixedDice([])).state;
    const healed = syncEvent(down, actor(6, ["unconscious"]));
    expect(healed).toEqual({
      type: "syncSections",
      combatantId: "Arle",
      sections: [{ hp: 6, maxHp: 20, unconscious: true }],
    });
    const after = step(down, healed as never, fixedDice([])).state;
    expect(after.combatants.find((c) => c.id === "Arle")?.sections[0]?.conscious).toBe(false);
    expect(syncEvent(after, actor(6, ["unconscious"]))).toBeNull();
    // the status removed (woken) is a change of its own, and the battle wakes
    const woken = syncEvent(after, actor(6, []));
    expect(woken).toMatchObject({ sections: [{ hp: 6, unconscious: false }] });
    const awake = step(after, woken as never, fixedDice([])).state;
    expect(awake.combatants.find((c) => c.id === "Arle")?.sections[0]?.conscious).toBe(true);
    // the "healing wakes" world option is passed on for monsters, whose actors keep no status
    const gob = step(
      state,
      syncEvent(state, source("GobA", "enemy", { sections: [{ name: "GobA", hp: 0, maxHp: 20 }] })) as never,
      fixedDice([]),
    ).state;
    expect(syncEvent(gob, source("GobA", "enemy"), true)).toMatchObject({ wakeOnHeal: true });
  });

  it("[DMG-10] MP on the actor that differs from the battle's copy syncs too; spells' MP goes back to actors", () => {
    const state = placedBattle();
    const arle = state.combatants.find((c) => c.id === "Arle");
    const withMp = { ...state, combatants: state.combatants.map((c) => (c === arle ? { ...c, mp: 12 } : c)) };
    expect(syncEvent(withMp, source("Arle", "pc", { mp: 12 }))).toBeNull();
    expect(syncEvent(withMp, source("Arle", "pc", { mp: 7 }))).toEqual({
      type: "syncSections",
      combatantId: "Arle",
      sections: [{ hp: 20, maxHp: 20 }],
      mp: 7,
    });
    const goblin = withMp.combatants.find((c) => c.id === "GobA");
    const casting = {
      ...withMp,
      combatants: withMp.combatants.map((c) => (c === goblin ? { ...c, mp: 3 } : c)),
    };
    expect(syncEvent(casting, source("GobA", "enemy", { mp: 9 }))).toBeNull();
    expect(
      mpSpent([
        { type: "spellCast", params: { actorId: "Arle", mpSpent: 4 } },
        { type: "spellCast", params: { actorId: "Bram", mpSpent: 0 } },
        { type: "moved", params: { actorId: "Bram" } },
      ]),
    ).toEqual([{ combatantId: "Arle", mp: 4 }]);
  });

  it("[SECT-04] nothing to send when the HP already agree, after the end, or for a stranger", () => {
    const state = placedBattle();
    expect(syncEvent(state, source("Arle", "pc"))).toBeNull();
    expect(
      syncEvent(state, source("Zed", "pc", { sections: [{ name: "Zed", hp: 3, maxHp: 20 }] })),
    ).toBeNull();
    const ended = { ...state, phase: "ended" as const };
    expect(
      syncEvent(ended, source("Arle", "pc", { sections: [{ name: "A", hp: 1, maxHp: 20 }] })),
    ).toBeNull();
  });

  it("[SECT-01] a monster whose sections changed in number is not synced (its shape is fixed at set-up)", () => {
    const two = [
      { name: "a", hp: 5, maxHp: 20 },
      { name: "b", hp: 5, maxHp: 20 },
    ];
    expect(syncEvent(placedBattle(), source("GobA", "enemy", { sections: two }))).toBeNull();
  });
});

describe("combatants created mid-battle", () => {
  it("[FLOW-02] a new Combatant becomes a join event carrying what its actor says", () => {
    const state = play(placedBattle(), [{ type: "startRound" }]);
    const event = joinEvent(state, source("Wolf", "enemy", { initiative: 11, reputation: 9, weakness: 13 }));
    expect(event).toEqual({
      type: "join",
      combatant: {
        id: "Wolf",
        name: "Wolf",
        side: "enemy",
        kind: "monster",
        sections: [{ name: "Wolf", hp: 20, maxHp: 20 }],
        initiative: 11,
        reputation: 9,
        weakness: 13,
      },
    });
    const joined = step(state, event as never, fixedDice([])).state;
    expect(joined.combatants.find((c) => c.id === "Wolf")?.position).toEqual({ kind: "unplaced" });
  });

  it("[INIT-01] a combatant already in the battle, or a battle over, sends nothing", () => {
    expect(joinEvent(placedBattle(), source("Arle", "pc"))).toBeNull();
    expect(joinEvent({ ...placedBattle(), phase: "ended" }, source("New", "pc"))).toBeNull();
  });
});

describe("identification back to the actors", () => {
  it("[INIT-02] a Monster Knowledge check that identifies is recorded; a failed one is not", () => {
    const pass = step(
      sampleBattle(),
      { type: "monsterKnowledge", actorId: "Arle", monsterId: "GobA", total: 9 },
      fixedDice([]),
    );
    expect(identifications(pass.log)).toEqual([
      { monsterId: "GobA", identified: true, weaknessKnown: false },
    ]);
    const weak = step(
      sampleBattle(),
      { type: "monsterKnowledge", actorId: "Arle", monsterId: "GobB", total: 12 },
      fixedDice([]),
    );
    expect(identifications(weak.log)).toEqual([{ monsterId: "GobB", identified: true, weaknessKnown: true }]);
    const fail = step(
      sampleBattle(),
      { type: "monsterKnowledge", actorId: "Arle", monsterId: "GobA", total: 7 },
      fixedDice([]),
    );
    expect(identifications(fail.log)).toEqual([]);
  });
});

describe("Foundry's round and turn pointer", () => {
  const order = ["GobA", "Arle", "Bram", "GobB"];

  it("[FLOW-01] the round is the engine's; the turn points at the open turn's combatant", () => {
    const state = play(placedBattle(), [{ type: "startRound" }, { type: "startTurn", actorId: "Bram" }]);
    expect(foundryPointer(state, order)).toEqual({ round: 1, turn: 2 });
  });

  it("[FLOW-03] between turns, or for a combatant Foundry does not list, there is no turn", () => {
    const state = play(placedBattle(), [{ type: "startRound" }]);
    expect(foundryPointer(state, order)).toEqual({ round: 1, turn: null });
    const open = play(state, [{ type: "startTurn", actorId: "Arle" }]);
    expect(foundryPointer(open, ["GobA"])).toEqual({ round: 1, turn: null });
  });
});
