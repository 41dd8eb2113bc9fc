import { describe, expect, it } from "vitest";
import type { BattleEvent, SpellSpec } from "../../../../src/rules/combat/events.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { type Arsenal, emptyArsenal } from "../../../../src/system/combat/policy/arsenal.js";
import { mayRequest, playerEventProblem } from "../../../../src/system/combat/policy/event-policy.js";
import { trackerView } from "../../../../src/system/combat/tracker/view.js";
import { fc } from "../../../fc.js";
import {
  allButtons,
  bramsKit,
  en,
  gm,
  placedBattle,
  play,
  player,
  sampleBattle,
  translator,
} from "../helpers.js";

describe("who may send a battle event", () => {
  const arle = player("Arle");

  it("[FLOW-03] players act for their own combatants only", () => {
    expect(mayRequest({ type: "startTurn", actorId: "Arle" }, arle)).toBe(true);
    expect(mayRequest({ type: "startTurn", actorId: "Bram" }, arle)).toBe(false);
    expect(mayRequest({ type: "move", actorId: "Arle", mode: "full", to: "frontline" }, arle)).toBe(true);
    // [SIMP-09] a forced move is someone's spell or skill at work: the GM's to send
    expect(
      mayRequest({ type: "move", actorId: "Arle", mode: "normal", to: "pcRear", forced: true }, arle),
    ).toBe(false);
    expect(mayRequest({ type: "place", combatantId: "GobA", area: "frontline" }, arle)).toBe(false);
  });

  it("[STD-04] a point for a combatant without one is the GM's word: never a player's, even for their own", () => {
    expect(mayRequest({ type: "place", combatantId: "Arle", at: { x: 3, y: 4 } }, arle)).toBe(false);
    expect(mayRequest({ type: "place", combatantId: "Arle", at: { x: 3, y: 4 } }, gm)).toBe(true);
    // The area placement of Simplified Combat stays the player's for their own combatant.
    expect(mayRequest({ type: "place", combatantId: "Arle", area: "frontline" }, arle)).toBe(true);
  });

  it("[STD-17] a block is sent for its blockers: a player only with combatants they own, all of them", () => {
    expect(mayRequest({ type: "block", moverId: "GobA", blockerIds: ["Arle"] }, arle)).toBe(true);
    expect(mayRequest({ type: "block", moverId: "GobA", blockerIds: ["Arle", "Bram"] }, arle)).toBe(false);
    expect(mayRequest({ type: "block", moverId: "GobA", blockerIds: [] }, arle)).toBe(false);
    expect(mayRequest({ type: "block", moverId: "Arle", blockerIds: ["GobA"] }, gm)).toBe(true);
  });

  it("[FLOW-01] the shared flow is open to players; ending placement only for a side they play", () => {
    expect(mayRequest({ type: "rollInitiative" }, arle)).toBe(true);
    expect(mayRequest({ type: "startRound" }, arle)).toBe(true);
    expect(mayRequest({ type: "endPlacement", side: "pc" }, arle)).toBe(true);
    expect(mayRequest({ type: "endPlacement", side: "enemy" }, arle)).toBe(false);
  });

  it("[MOUNT-05] mounting and dismounting are the rider's: its owner may send them, nobody else", () => {
    const kay = player("kay");
    for (const type of ["mount", "dismount"] as const) {
      expect(mayRequest({ type, riderId: "kay", mountId: "stag" }, kay)).toBe(true);
      expect(mayRequest({ type, riderId: "kay", mountId: "stag" }, player("stag"))).toBe(false);
      expect(mayRequest({ type, riderId: "ann", mountId: "stag" }, kay)).toBe(false);
    }
  });

  it("[INIT-05] the mount-weakness contest is the GM's to send (the engine rolls both sides)", () => {
    const contest = { type: "mountWeakness", riderId: "kay", mountId: "stag" } as const;
    expect(mayRequest(contest, player("kay", "stag"))).toBe(false);
    expect(mayRequest(contest, gm)).toBe(true);
  });

  it("[FLOW-05] damage, statuses, flight and overrides stay with the GM", () => {
    for (const event of [
      { type: "applyDamage", targetId: "Arle", amount: 3 },
      { type: "setStatus", combatantId: "Arle", flag: "prone", value: true },
      { type: "flee", side: "pc", pursued: false },
      { type: "override", event: { type: "startTurn", actorId: "Arle" } },
    ] as const) {
      expect(mayRequest(event, arle)).toBe(false);
      expect(mayRequest(event, gm)).toBe(true);
    }
  });
});

describe("numbers a player's relayed event may not carry", () => {
  type Major = Extract<BattleEvent, { type: "major" }>;
  const arsenalOf = (id: string): Arsenal => (id === "Bram" ? bramsKit : emptyArsenal);
  const problem = (event: BattleEvent) => playerEventProblem(event, arsenalOf);
  const spark = bramsKit.spells[0]?.spell as SpellSpec;
  const cast = (spell: SpellSpec, damage?: number): Major => ({
    type: "major",
    actorId: "Bram",
    action:
      damage === undefined
        ? { kind: "cast", spell, targetId: "GobA" }
        : { kind: "cast", spell, targetId: "GobA", damage },
  });

  it("[STD-23] a player's token move is theirs to send; a magical (unblockable) move is the GM's", () => {
    const path = [{ x: 4, y: 0 }];
    expect(mayRequest({ type: "moveTo", actorId: "Bram", path }, player("Bram"))).toBe(true);
    expect(mayRequest({ type: "moveTo", actorId: "Arle", path }, player("Bram"))).toBe(false);
    expect(problem({ type: "moveTo", actorId: "Bram", path })).toBeNull();
    expect(problem({ type: "moveTo", actorId: "Bram", path, magical: true })).toBe(
      "Combat.PlayerMagicalMove",
    );
  });

  it("[INIT-02] a Monster Knowledge request brings no total of its own", () => {
    expect(problem({ type: "monsterKnowledge", actorId: "Arle", monsterId: "GobA" })).toBeNull();
    expect(problem({ type: "monsterKnowledge", actorId: "Arle", monsterId: "GobA", total: 99 })).toBe(
      "Combat.PlayerRolls",
    );
  });

  it("[INIT-03] an initiative request brings neither a total nor an ambush", () => {
    expect(problem({ type: "rollInitiative" })).toBeNull();
    expect(problem({ type: "rollInitiative", total: 30 })).toBe("Combat.PlayerRolls");
    expect(problem({ type: "rollInitiative", ambush: { surprised: ["GobA", "GobB"] } })).toBe(
      "Combat.PlayerRolls",
    );
  });

  it("[SIMP-13] attacks carry no damage and only the form and range of an equipped weapon (or bare melee)", () => {
    const attack = (form: "melee" | "shooting" | "thrown", range?: number, damage?: number): Major => ({
      type: "major",
      actorId: "Bram",
      action: {
        kind: "attack",
        form,
        targetId: "GobA",
        ...(range === undefined ? {} : { range }),
        ...(damage === undefined ? {} : { damage }),
      },
    });
    expect(problem(attack("melee"))).toBeNull();
    expect(problem(attack("shooting", 30))).toBeNull();
    expect(problem(attack("melee", undefined, 50))).toBe("Combat.PlayerDamage");
    expect(problem(attack("shooting", 100))).toBe("Combat.UnknownWeapon");
    expect(problem(attack("thrown", 30))).toBe("Combat.UnknownWeapon");
    expect(problem(attack("melee", 30))).toBe("Combat.UnknownWeapon");
    expect(problem({ ...attack("shooting", 30), actorId: "Arle" })).toBe("Combat.UnknownWeapon");
  });

  it("[DMG-10] a spell is exactly one of the caster's own, as its item gives cost, range and area", () => {
    expect(problem(cast(spark))).toBeNull();
    expect(problem(cast({ ...spark, mpCost: 0 }))).toBe("Combat.UnknownSpell");
    expect(problem(cast({ name: "Spark", range: 30, area: { shape: "shot" } }))).toBe("Combat.UnknownSpell");
    expect(problem(cast({ ...spark, range: 100 }))).toBe("Combat.UnknownSpell");
    expect(problem(cast({ ...spark, area: { shape: "radius", radius: 30 } }))).toBe("Combat.UnknownSpell");
    expect(problem(cast({ ...spark, extra: 1 } as SpellSpec))).toBe("Combat.UnknownSpell");
    expect(
      problem(cast({ name: "Meteor", range: 100, area: { shape: "radius", radius: 30 }, mpCost: 1 })),
    ).toBe("Combat.UnknownSpell");
    expect(problem({ ...cast(spark), actorId: "Arle" })).toBe("Combat.UnknownSpell");
    expect(problem(cast(spark, 40))).toBe("Combat.PlayerDamage");
    // Key order is not a difference: the relay's JSON may list fields in any order.
    expect(problem(cast({ mpCost: 2, area: { shape: "shot" }, range: 30, name: "Spark" }))).toBeNull();
  });

  it("[ACT-08] magic as a minor action obeys the same spell check", () => {
    const minor = (spell: SpellSpec): BattleEvent => ({
      type: "minor",
      actorId: "Bram",
      action: { kind: "magic", spell, targetId: "Arle" },
    });
    expect(problem(minor(spark))).toBeNull();
    expect(problem(minor({ ...spark, mpCost: 0 }))).toBe("Combat.UnknownSpell");
    expect(problem({ type: "minor", actorId: "Bram", action: { kind: "standUp" } })).toBeNull();
  });

  it("[FLOW-05] every GM-only event and any override are refused to players before any number is read", () => {
    const arle = player("Arle");
    for (const event of [
      { type: "applyDamage", targetId: "GobA", amount: 30 },
      { type: "setStatus", combatantId: "GobA", flag: "conscious", value: false },
      { type: "addEffect", effect: { id: "x", name: "x", targetId: "GobA" } as never },
      { type: "join", combatant: { id: "Ally", side: "pc" } },
      { type: "syncSections", combatantId: "Arle", sections: [{ hp: 99 }], mp: 99 },
      { type: "leaveBattle", combatantId: "GobA" },
      { type: "surrender", combatantId: "GobA" },
      { type: "surrender", combatantId: "Arle" },
      { type: "flee", side: "enemy", pursued: false },
      { type: "override", event: { type: "rollInitiative", total: 30 } },
    ] as const satisfies readonly BattleEvent[]) {
      expect(mayRequest(event, arle)).toBe(false);
    }
  });

  it("[FLOW-05] each refusal reads in English and Japanese", () => {
    const ja = translator("ja");
    for (const code of ["PlayerRolls", "PlayerDamage", "UnknownSpell", "UnknownWeapon"]) {
      const key = `SW25.Error.Combat.${code}`;
      expect(en(key)).not.toBe(key);
      expect(ja(key)).toMatch(/[ぁ-ん]/);
    }
  });

  it("[FLOW-02] every button the tracker shows a player passes both checks", () => {
    const bramsTurn = play(placedBattle(), [
      { type: "startRound" },
      { type: "startTurn", actorId: "Arle" },
      { type: "endTurn", actorId: "Arle" },
      { type: "startTurn", actorId: "Bram" },
    ]);
    const states = [
      sampleBattle(),
      placedBattle(),
      bramsTurn,
      play(bramsTurn, [{ type: "move", actorId: "Bram", mode: "limited" }]),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.constantFrom(player("Arle"), player("Bram"), player("Arle", "Bram")),
        (state, user) => {
          const buttons = allButtons(
            trackerView({ state, chosenMethod: "simplified", user, t: en, arsenal: arsenalOf }),
          );
          for (const b of buttons) {
            const event = JSON.parse(b.event) as BattleEvent;
            expect(mayRequest(event, user)).toBe(true);
            expect(problem(event)).toBeNull();
          }
        },
      ),
      { numRuns: 30 },
    );
    // The spell rows were really there to check.
    const v = trackerView({
      state: states[3] as BattleState,
      chosenMethod: "simplified",
      user: player("Bram"),
      t: en,
      arsenal: arsenalOf,
    });
    expect(v.turn?.spells.map((r) => r.label)).toEqual(["Spark", "Flare"]);
    expect(v.turn?.attacks.map((r) => r.label)).toEqual(["Dagger", "Sling (30 m)"]);
  });
});
