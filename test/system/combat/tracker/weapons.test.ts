import { describe, expect, it } from "vitest";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import type { Arsenal } from "../../../../src/system/combat/policy/arsenal.js";
import type { ButtonView } from "../../../../src/system/combat/tracker/buttons.js";
import { trackerView } from "../../../../src/system/combat/tracker/view.js";
import { en, gm, play, player, translator } from "../helpers.js";

const sword: Arsenal = { weapons: [{ id: "w1", name: "Longsword", form: "melee" }], spells: [] };
const kits = (id: string): Arsenal => (id === "ann" ? sword : { weapons: [], spells: [] });

function battle(method: "standard" | "simplified"): BattleState {
  const where = (x: number, area: string) => (method === "standard" ? { position: { x, y: 0 } } : { area });
  const r = normalizeBattle({
    method,
    phase: "ready",
    round: 1,
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    combatants: [
      { id: "ann", name: "Ann", side: "pc", hp: 20, agility: 12, ...where(0, "frontline") },
      { id: "ben", name: "Ben", side: "pc", hp: 20, agility: 12, ...where(0, "frontline") },
      { id: "cid", name: "Cid", side: "pc", hp: 20, agility: 12, ...where(1, "pcRear") },
      { id: "orc", name: "Orc", side: "enemy", hp: 20, agility: 10, ...where(30, "enemyRear") },
      // A goblin standing with Ann: within reach, but the board offers hand-overs to Ann's own side only.
      { id: "gob", name: "Gob", side: "enemy", hp: 20, agility: 10, ...where(0, "frontline") },
    ],
    droppedWeapons:
      method === "standard"
        ? [
            { weapon: "axe", at: { x: 0, y: 0 } },
            { weapon: "bow", at: { x: 1, y: 0 } },
          ]
        : [
            { weapon: "axe", area: "frontline" },
            { weapon: "bow", area: "pcRear" },
          ],
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const weaponRows = (state: BattleState, user = gm, t = en) =>
  (trackerView({ state, chosenMethod: state.method, user, t, arsenal: kits }).turn?.actions ?? [])
    .filter((b) => !/Retreat|End turn|離脱|手番終了/.test(b.label))
    .map((b: ButtonView) => [b.label, b.mode]);
const eventOf = (state: BattleState, label: string) =>
  JSON.parse(
    trackerView({ state, chosenMethod: state.method, user: gm, t: en, arsenal: kits }).turn?.actions.find(
      (b) => b.label === label,
    )?.event ?? "null",
  );

describe("weapon buttons on the Battle Board", () => {
  it("[ACT-03][ACT-04][STD-01] Standard: pick up and hand over only at the same coordinates, judged by the reducer", () => {
    const s = play(battle("standard"), [{ type: "startRound" }, { type: "startTurn", actorId: "ann" }]);
    // The bow and Cid are 1 m away: not offered. Before the move the major actions wait for the mode (MOVE-01).
    expect(weaponRows(s, player("ann"))).toEqual([
      ["Pick up axe", "blocked"],
      ["Drop Longsword", "legal"],
      ["Hand Longsword to Ben", "blocked"],
    ]);
    const moved = play(s, [{ type: "move", actorId: "ann", mode: "limited" }]);
    expect(weaponRows(moved, player("ann"))).toEqual([
      ["Pick up axe", "legal"],
      ["Drop Longsword", "legal"],
      ["Hand Longsword to Ben", "legal"],
    ]);
    expect(eventOf(moved, "Pick up axe")).toEqual({
      type: "major",
      actorId: "ann",
      action: { kind: "pickUp", weapon: "axe" },
    });
    expect(eventOf(moved, "Hand Longsword to Ben")).toEqual({
      type: "major",
      actorId: "ann",
      action: { kind: "handOver", toId: "ben", weapon: "Longsword" },
    });
    // After the major action the GM is offered the rest as overrides, with the rule that refuses them.
    const acted = play(moved, [{ type: "major", actorId: "ann", action: { kind: "pickUp", weapon: "axe" } }]);
    const drop = trackerView({
      state: acted,
      chosenMethod: "standard",
      user: gm,
      t: en,
      arsenal: kits,
    }).turn?.actions.find((b) => b.label === "Drop Longsword");
    expect([drop?.mode, drop?.reason]).toEqual([
      "override",
      "Actions: No weapon minor actions after a major action.",
    ]);
    // The axe is gone from the board once picked up.
    expect(weaponRows(acted, player("ann")).map(([label]) => label)).toEqual([
      "Drop Longsword",
      "Hand Longsword to Ben",
    ]);
  });

  it("[ACT-04][STD-01] Standard: the receiver is offered the weapon handed to it, in Japanese too", () => {
    const given = play(battle("standard"), [
      { type: "startRound" },
      { type: "startTurn", actorId: "ann" },
      { type: "move", actorId: "ann", mode: "limited" },
      { type: "major", actorId: "ann", action: { kind: "handOver", toId: "ben", weapon: "Longsword" } },
      { type: "endTurn", actorId: "ann" },
      { type: "startTurn", actorId: "ben" },
    ]);
    expect(weaponRows(given, player("ben"))).toEqual([
      ["Receive Longsword from Ann", "legal"],
      ["Pick up axe", "blocked"],
    ]);
    expect(weaponRows(given, player("ben"), translator("ja"))[0]).toEqual([
      "AnnからLongswordを受け取る",
      "legal",
    ]);
    // Someone else's player sees none of Ben's buttons.
    expect(weaponRows(given, player("ann"))).toEqual([]);
  });

  it("[ACT-03][ACT-04] Simplified: the same buttons by area", () => {
    const s = play(battle("simplified"), [
      { type: "startRound" },
      { type: "startTurn", actorId: "ann" },
      { type: "move", actorId: "ann", mode: "limited" },
    ]);
    expect(weaponRows(s, player("ann"))).toEqual([
      ["Pick up axe", "legal"],
      ["Drop Longsword", "legal"],
      ["Hand Longsword to Ben", "legal"],
    ]);
  });
});
