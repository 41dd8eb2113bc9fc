import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import { weaponsAt } from "../../../../src/rules/combat/standard/weapons.js";
import { attempt, pcAt, play, rules, standardBattle } from "../helpers.js";

const standard = standardBattle;
const pc = pcAt;
const en = (id: string, x: number, y = 0) => ({ id, side: "enemy", hp: 20, agility: 10, position: { x, y } });

const start = (id: string): BattleEvent[] => [
  { type: "startTurn", actorId: id },
  { type: "move", actorId: id, mode: "limited" },
];
const end = (id: string): BattleEvent => ({ type: "endTurn", actorId: id });
const drop = (id: string, weapon = "axe"): BattleEvent => ({
  type: "minor",
  actorId: id,
  action: { kind: "drop", weapon },
});
const pickUp = (id: string, weapon = "axe"): BattleEvent => ({
  type: "major",
  actorId: id,
  action: { kind: "pickUp", weapon },
});
const give = (id: string, toId: string, weapon = "sword"): BattleEvent => ({
  type: "major",
  actorId: id,
  action: { kind: "handOver", toId, weapon },
});
const receive = (id: string): BattleEvent => ({
  type: "minor",
  actorId: id,
  action: { kind: "receiveWeapon" },
});

/** ann and ben at the origin, cid 1 m away; the orc far off so nobody is in a skirmish. */
const field = () =>
  play(standard([pc("ann", 0), pc("ben", 0), pc("cid", 1), en("orc", 30)]), [{ type: "startRound" }]).state;

describe("weapons on the ground in Standard Combat", () => {
  it("[ACT-03][STD-01] a dropped weapon lies at the dropper's point; only someone at those coordinates picks it up", () => {
    const dropped = play(field(), [...start("ann"), drop("ann")]);
    expect(dropped.log).toEqual([
      { type: "weaponDropped", params: { weapon: "axe", x: 0, y: 0, fromId: "ann" } },
    ]);
    expect(dropped.state.droppedWeapons).toEqual([{ weapon: "axe", at: { x: 0, y: 0 } }]);
    expect(weaponsAt(dropped.state, { x: 0, y: 0 })).toEqual(["axe"]);
    expect(weaponsAt(dropped.state, { x: 1, y: 0 })).toEqual([]);
    // cid stands 1 m away: not the same coordinates.
    const far = play(dropped.state, [end("ann"), ...start("cid")]).state;
    const refused = attempt(far, pickUp("cid"));
    expect(rules(refused)).toEqual(["ACT-03"]);
    expect(refused.errors[0]?.code).toBe("Combat.NoWeaponAtPoint");
    expect(refused.state).toBe(far);
    // A weapon of another name at the same point is no help.
    expect(
      rules(attempt(play(dropped.state, [end("ann"), ...start("ben")]).state, pickUp("ben", "bow"))),
    ).toEqual(["ACT-03"]);
    // ben, at 0 m, picks it up as his major action.
    const picked = play(dropped.state, [end("ann"), ...start("ben"), pickUp("ben")]);
    expect(picked.log).toEqual([{ type: "weaponPickedUp", params: { actorId: "ben", weapon: "axe" } }]);
    expect(picked.state.droppedWeapons).toEqual([]);
    expect(picked.state.turn?.majorActions).toBe(1);
  });

  it("[ACT-03][STD-01] walking onto the weapon's point makes it reachable: 1 m short is refused, on it is fine", () => {
    const s = play(field(), [
      ...start("ann"),
      drop("ann"),
      end("ann"),
      { type: "startTurn", actorId: "cid" },
    ]).state;
    // cid moves 2 m to (-1, 0): 1 m past it, still not the same coordinates.
    const past = play(s, [
      { type: "moveTo", actorId: "cid", path: [{ x: -1, y: 0 }], mode: "limited" },
    ]).state;
    expect(rules(attempt(past, pickUp("cid")))).toEqual(["ACT-03"]);
    const on = play(s, [
      { type: "moveTo", actorId: "cid", path: [{ x: 0, y: 0 }], mode: "limited" },
      pickUp("cid"),
    ]).state;
    expect(on.droppedWeapons).toEqual([]);
  });

  it("[ACT-03] picking up is a major action: not after a Full Move, not twice", () => {
    const s = play(field(), [...start("ann"), drop("ann"), drop("ann", "bow"), end("ann")]).state;
    const twice = play(s, [...start("ben"), pickUp("ben")]).state;
    expect(rules(attempt(twice, pickUp("ben", "bow")))).toEqual(["ACT-01"]);
    const full = play(s, [
      { type: "startTurn", actorId: "ben" },
      { type: "move", actorId: "ben", mode: "full" },
    ]).state;
    expect(rules(attempt(full, pickUp("ben")))).toEqual(["MOVE-02"]);
  });

  it("[ACT-05] dropping is a weapon minor action: not after the major action, in Standard as in Simplified", () => {
    const s = play(field(), [
      ...start("ann"),
      { type: "major", actorId: "ann", action: { kind: "other", label: "x" } },
    ]).state;
    expect(rules(attempt(s, drop("ann")))).toEqual(["ACT-05"]);
    expect(rules(attempt(s, receive("ann")))).toEqual(["ACT-05", "ACT-04"]);
  });

  it("[MOUNT-11][ACT-03] a jockey without Rider levels has no free hand to pick up, at the same coordinates or not", () => {
    const s = play(
      standard(
        [
          pc("kay", 2, 0, { mountedWith: "stag" }),
          { ...pc("stag", 2, 0, { mountedWith: "kay" }), kind: "mount" },
          pc("ann", 2),
          en("orc", 30),
        ],
        { droppedWeapons: [{ weapon: "axe", at: { x: 2, y: 0 } }] },
      ),
      [{ type: "startRound" }, ...start("kay")],
    ).state;
    expect(rules(attempt(s, pickUp("kay")))).toEqual(["MOUNT-11"]);
    expect(rules(attempt(s, give("kay", "ann")))).toEqual(["MOUNT-11"]);
    expect(rules(attempt(s, drop("kay")))).toEqual(["MOUNT-11"]);
    const rider = play(
      standard(
        [
          pc("kay", 2, 0, { mountedWith: "stag", riderLevel: 1 }),
          { ...pc("stag", 2, 0, { mountedWith: "kay" }), kind: "mount" },
          en("orc", 30),
        ],
        { droppedWeapons: [{ weapon: "axe", at: { x: 2, y: 0 } }] },
      ),
      [{ type: "startRound" }, ...start("kay"), pickUp("kay")],
    ).state;
    expect(rider.droppedWeapons).toEqual([]);
  });

  it("[ACT-04][STD-01] handing over needs the receiver at the same coordinates: 1 m apart is refused, 0 m works", () => {
    const s = play(field(), start("ann")).state;
    const refused = attempt(s, give("ann", "cid"));
    expect(rules(refused)).toEqual(["ACT-04"]);
    expect(refused.errors[0]?.code).toBe("Combat.HandOverSamePoint");
    expect(refused.state).toBe(s);
    const given = play(s, [give("ann", "ben")]);
    expect(given.log).toEqual([
      { type: "weaponHandedOver", params: { actorId: "ann", toId: "ben", weapon: "sword" } },
    ]);
    expect(given.state.handOffs).toEqual([
      { fromId: "ann", toId: "ben", weapon: "sword", at: { x: 0, y: 0 } },
    ]);
    const got = play(given.state, [end("ann"), { type: "startTurn", actorId: "ben" }, receive("ben")]);
    expect(got.log).toEqual([
      { type: "weaponReceived", params: { actorId: "ben", weapon: "sword", fromId: "ann" } },
    ]);
    expect([got.state.handOffs, got.state.droppedWeapons]).toEqual([[], []]);
  });

  it("[ACT-04] a receiver who walks away before receiving fails the hand-off: the weapon lies where it was offered", () => {
    const s = play(field(), [
      ...start("ann"),
      give("ann", "ben"),
      end("ann"),
      { type: "startTurn", actorId: "ben" },
    ]).state;
    const moved = play(s, [
      { type: "moveTo", actorId: "ben", path: [{ x: 2, y: 0 }], mode: "limited" },
      receive("ben"),
    ]);
    expect(moved.log).toEqual([
      { type: "weaponDropped", params: { weapon: "sword", x: 0, y: 0, fromId: "ann" } },
    ]);
    expect(moved.state.droppedWeapons).toEqual([{ weapon: "sword", at: { x: 0, y: 0 } }]);
    expect(moved.state.handOffs).toEqual([]);
  });

  it("[ACT-04] an offer nobody receives drops at the giver's point at the end of the round", () => {
    const s = play(field(), [...start("ann"), give("ann", "ben"), end("ann")]).state;
    const over = play(s, [
      { type: "startTurn", actorId: "ben" },
      end("ben"),
      { type: "startTurn", actorId: "cid" },
      end("cid"),
      { type: "startTurn", actorId: "orc" },
      end("orc"),
    ]);
    expect(over.state.phase).toBe("ready");
    expect(over.log).toContainEqual({
      type: "weaponDropped",
      params: { weapon: "sword", x: 0, y: 0, fromId: "ann" },
    });
    expect(over.state.droppedWeapons).toEqual([{ weapon: "sword", at: { x: 0, y: 0 } }]);
    expect(over.state.handOffs).toEqual([]);
  });

  it("[ACT-04] handing to someone who already acted this round fails at once: the weapon lies at the giver's point", () => {
    const s = play(field(), [{ type: "startTurn", actorId: "ben" }, end("ben"), ...start("ann")]).state;
    const failed = play(s, [give("ann", "ben")]);
    expect(failed.log).toEqual([
      { type: "weaponHandedOver", params: { actorId: "ann", toId: "ben", weapon: "sword" } },
      { type: "weaponDropped", params: { weapon: "sword", x: 0, y: 0, fromId: "ann" } },
    ]);
    expect(failed.state.droppedWeapons).toEqual([{ weapon: "sword", at: { x: 0, y: 0 } }]);
    expect(failed.state.handOffs).toEqual([]);
  });

  it("[ACT-04][STD-09][STD-10] in one melee everyone shares the centre; an independent keeps its own coordinates", () => {
    const s = play(
      standard([pc("ann", 5), pc("ben", 5), en("orc", 5), pc("ida", 7), en("far", 40)], {
        skirmishes: [{ id: "s1", centre: { x: 5, y: 0 }, melee: ["ann", "ben", "orc"] }],
      }),
      [{ type: "startRound" }, ...start("ann")],
    ).state;
    expect(s.standard?.skirmishes[0]?.independents).toEqual(["ida"]);
    play(s, [give("ann", "ben")]);
    expect(rules(attempt(s, give("ann", "ida")))).toEqual(["ACT-04"]);
  });

  it("[ACT-03][ACT-04] a weapon lying in an area or offered in one never reaches a Standard battle", () => {
    const combatants = [pc("ann", 0), en("orc", 5)];
    const areaWeapon = normalizeBattle({
      method: "standard",
      combatants,
      droppedWeapons: [{ weapon: "axe", area: "frontline" }],
    });
    expect(areaWeapon.ok ? null : areaWeapon.error.code).toBe("Combat.MalformedBattle");
    const both = normalizeBattle({
      method: "standard",
      combatants,
      droppedWeapons: [{ weapon: "axe", area: "frontline", at: { x: 0, y: 0 } }],
    });
    expect(both.ok).toBe(false);
    const areaOffer = normalizeBattle({
      method: "standard",
      combatants,
      handOffs: [{ fromId: "ann", toId: "orc", weapon: "axe", area: "frontline" }],
    });
    expect(areaOffer.ok).toBe(false);
    // Simplified keeps areas only.
    const pointInSimplified = normalizeBattle({
      combatants: [{ id: "ann", side: "pc", area: "frontline" }],
      droppedWeapons: [{ weapon: "axe", at: { x: 0, y: 0 } }],
    });
    expect(pointInSimplified.ok).toBe(false);
    const simplified = normalizeBattle({
      combatants: [{ id: "ann", side: "pc", area: "frontline" }],
      droppedWeapons: [{ weapon: "axe", area: "pcRear" }],
    });
    expect(simplified.ok && simplified.value.droppedWeapons).toEqual([{ weapon: "axe", area: "pcRear" }]);
    // STD-01: a point is whole metres.
    const rounded = normalizeBattle({
      method: "standard",
      combatants,
      droppedWeapons: [{ weapon: "axe", at: { x: 2.4, y: -0.6 } }],
    });
    expect(rounded.ok && rounded.value.droppedWeapons).toEqual([{ weapon: "axe", at: { x: 2, y: -1 } }]);
  });

  it("[ACT-03][ACT-04][STD-01] a saved Standard battle with weapons on the ground and an offer open loads unchanged", () => {
    const s = play(field(), [
      ...start("ann"),
      drop("ann", "axe"),
      { type: "moveTo", actorId: "ann", path: [{ x: 1, y: 0 }] },
      give("ann", "cid"),
      end("ann"),
    ]).state;
    expect(s.droppedWeapons).toEqual([{ weapon: "axe", at: { x: 0, y: 0 } }]);
    expect(s.handOffs).toEqual([{ fromId: "ann", toId: "cid", weapon: "sword", at: { x: 1, y: 0 } }]);
    const saved = JSON.parse(JSON.stringify(s));
    const reread = normalizeBattle(saved);
    expect(reread.ok && reread.value).toEqual(s);
    if (!reread.ok) return;
    // And the reloaded battle plays on: cid receives, ben picks the axe up.
    const on = play(reread.value, [
      { type: "startTurn", actorId: "cid" },
      receive("cid"),
      end("cid"),
      ...start("ben"),
      pickUp("ben"),
    ]);
    expect([on.state.droppedWeapons, on.state.handOffs]).toEqual([[], []]);
  });
});
