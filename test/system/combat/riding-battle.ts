/**
 * A mounted battle for the Battle Board tests (our own invention): Kay (Rider 2) rides her Ironhorn Stag, Ann
 * (no Rider levels) stands beside a spare Pony, Ben's Mule waits in the other Rearguard; a Bramble Drake with
 * Magic Power 9 opposes them.
 */
import { normalizeBattle } from "../../../src/rules/combat/normalize.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { play } from "./helpers.js";

export function ridingSetup(extra: Record<string, unknown> = {}): BattleState {
  const r = normalizeBattle({
    combatants: [
      { id: "kay", name: "Kay", side: "pc", hp: 22, riderLevel: 2, intBonus: 2, mountedWith: "stag" },
      { id: "stag", name: "Ironhorn Stag", side: "pc", kind: "mount", hp: 28, mountedWith: "kay" },
      { id: "ann", name: "Ann", side: "pc", hp: 24 },
      { id: "pony", name: "Pony", side: "pc", kind: "mount", hp: 15 },
      { id: "mule", name: "Mule", side: "pc", kind: "mount", hp: 15 },
      {
        id: "drake",
        name: "Bramble Drake",
        side: "enemy",
        kind: "monster",
        initiative: 11,
        reputation: 12,
        weakness: 16,
        magicPower: 9,
        hp: 40,
      },
    ],
    ...extra,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * Round 1 is about to start: Kay, her stag, Ann and the pony on the Frontline with the drake; the mule behind.
 * `areas` moves some of them elsewhere.
 */
export function ridingReady(areas: Readonly<Record<string, string>> = {}): BattleState {
  const r = normalizeBattle({
    phase: "ready",
    round: 0,
    initiative: { winner: "pc", ambush: false, partyResult: 12, monsterValue: 11 },
    combatants: ridingSetup().combatants.map((c) => ({
      ...c,
      hp: c.sections[0]?.hp,
      area: areas[c.id] ?? (c.id === "mule" ? "pcRear" : "frontline"),
    })),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Round 1 with `actorId`'s turn open. */
export function ridingTurn(actorId: string, state = ridingReady()): BattleState {
  return play(state, [{ type: "startRound" }, { type: "startTurn", actorId }]);
}
