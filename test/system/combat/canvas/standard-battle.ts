/** A Standard battle for the canvas glue tests (our own invention): Arle's turn in round 1. */
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { play } from "../helpers.js";

/**
 * Arle (Move Speed 5) at (0, 0); Bram (Hawk Eye) at (0, 10); Kai and the goblin GobA in melee in skirmish s1
 * at (20, 0) (radius 3); GobB at (40, 0) outside. Squares of 1 m (Euclidean unless `metric`).
 */
export function standardBattle(extra: Record<string, unknown> = {}): BattleState {
  const r = normalizeBattle({
    method: "standard",
    phase: "ready",
    round: 0,
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    combatants: [
      { id: "Arle", side: "pc", hp: 20, agility: 5, position: { x: 0, y: 0 } },
      { id: "Bram", side: "pc", hp: 20, agility: 5, feats: ["hawkEye"], position: { x: 0, y: 10 } },
      { id: "Kai", side: "pc", hp: 20, agility: 5, position: { x: 20, y: 0 } },
      { id: "GobA", side: "enemy", hp: 20, agility: 5, position: { x: 20, y: 0 } },
      { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
    ],
    skirmishes: [{ id: "s1", centre: { x: 20, y: 0 }, melee: ["Kai", "GobA"] }],
    ...extra,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Round 1 with `actorId`'s turn open. */
export function turnOf(actorId: string, state = standardBattle()): BattleState {
  return play(state, [{ type: "startRound" }, { type: "startTurn", actorId }]);
}
