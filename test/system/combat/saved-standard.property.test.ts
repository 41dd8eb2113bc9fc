/**
 * A Standard battle as a world saves it (after a move, with a skirmish, a sight blocker and the blockable last
 * move), spoiled one to three fields at a time (fast-check): a field replaced by a hostile value, removed, or a
 * known key added where it does not belong. The normaliser refuses with a `Combat.` error or reads it; a state it
 * reads goes through the Battle Board view, the reducer and a second save without a throw.
 */

import { describe, expect, it } from "vitest";
import { step } from "../../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../src/rules/combat/normalize.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { trackerView } from "../../../src/system/combat/tracker/view.js";
import { fc } from "../../fc.js";
import { en, gm, player } from "./helpers.js";

function savedStandard(): Record<string, unknown> {
  const built = normalizeBattle({
    phase: "ready",
    round: 1,
    method: "standard",
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    skirmishes: [{ centre: { x: 0, y: 0 }, melee: ["ann", "orc"] }],
    sightBlockers: [
      {
        polygon: [
          { x: 20, y: 20 },
          { x: 22, y: 20 },
          { x: 22, y: 22 },
        ],
      },
    ],
    combatants: [
      { id: "ann", side: "pc", hp: 20, agility: 12, position: { x: 0, y: 0 } },
      { id: "orc", side: "enemy", hp: 18, agility: 10, position: { x: 0, y: 0 } },
      { id: "cy", side: "pc", hp: 40, agility: 20, position: { x: -14, y: 0 } },
      { id: "gob", side: "enemy", hp: 40, agility: 10, position: { x: -8, y: 2 } },
    ],
  });
  if (!built.ok) throw new Error(built.error.message);
  let state: BattleState = built.value;
  for (const e of [
    { type: "startRound" },
    { type: "startTurn", actorId: "cy" },
    { type: "moveTo", actorId: "cy", path: [{ x: -10, y: 0 }] },
  ] as BattleEvent[]) {
    const r = step(state, e, fixedDice([]));
    if (r.errors.length > 0) throw new Error(r.errors[0]?.message);
    state = r.state;
  }
  return JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
}

const hostile = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e308,
    0.5,
    "",
    "x",
    "s1",
    "__proto__",
    "constructor",
    [],
    {},
    [null],
    [{}],
    [[]],
  ),
  fc.constantFrom({ x: 1 }, { x: 0, y: 0 }, { length: 3 }, [1, 2], ["ann"], ["ann", "ann"], [{ x: 0, y: 0 }]),
  fc.constantFrom(
    { combatantId: "cy", skirmishId: "s1" },
    [{ combatantId: "cy", skirmishId: "s1" }],
    [{ combatantId: "ann", skirmishId: "s1" }],
    { kind: "grid", size: 1.5, diagonals: "exact" },
    { kind: "grid", size: 1e-300, diagonals: "exact" },
    { id: "gob", majorActions: 0, sections: [0] },
    { kind: "mount", major: true },
    { actorId: "gob", path: [{ x: -8, y: 2 }] },
    { actorId: "cy", path: [] },
    [{ id: "s1", centre: { x: 0, y: 0 }, melee: [] }],
    [{ id: "s9", centre: { x: 5, y: 5 }, melee: ["cy", "gob"] }],
    [
      { centre: { x: 0, y: 0 }, melee: ["cy"] },
      { centre: { x: 0, y: 0 }, melee: ["gob"] },
    ],
    { kind: "point", x: 1e6, y: 0 },
    { kind: "point", x: 0.4, y: -0.4 },
    { kind: "unplaced" },
    { kind: "area", area: "frontline" },
    "mount",
    "monster",
    [
      { name: "a", hp: 1 },
      { name: "b", hp: 0 },
    ],
    [],
  ),
);
const KEYS = [
  "pendingJoins",
  "lastMove",
  "growingMoves",
  "metric",
  "mount",
  "mounting",
  "sectionsActed",
  "mountedWith",
  "kind",
  "sections",
  "environment",
  "skirmishes",
  "nextId",
  "forbidden",
  "retreatFrom",
  "independentIn",
  "flying",
  "altitude",
  "ground",
  "blockedThisRound",
  "handOffs",
  "droppedWeapons",
  "effects",
  "knowledge",
  "position",
  "area",
  "turn",
  "spent",
  "centre",
  "melee",
  "radius",
  "independents",
  "riderLevel",
  "hp",
  "maxHp",
  "conditions",
  "standard",
  "method",
  "phase",
  "activeSide",
  "placing",
  "outcome",
  "id",
  "side",
];

function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(at);
  if (Array.isArray(value)) for (const [i, v] of value.entries()) paths(v, [...at, i], out);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

function setAt(root: Record<string, unknown>, path: (string | number)[], value: unknown, remove: boolean) {
  let node: Record<string | number, unknown> = root;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete node[last];
  else node[last] = value;
}

describe("a saved Standard battle, spoiled", () => {
  it("[STD-17] a saved last move without its start point, or with negative metres before it, is refused", () => {
    const base = savedStandard();
    for (const [field, value] of [
      ["path", []],
      ["spentBefore", -5],
      ["spentBefore", "3"],
    ] as const) {
      const saved = JSON.parse(JSON.stringify(base));
      saved.standard.lastMove[field] = value;
      const r = normalizeBattle(saved);
      expect(r.ok ? "accepted" : r.error.code, `${field} ${JSON.stringify(value)}`).toBe(
        "Combat.MalformedBattle",
      );
    }
    // Left out, the metres before the move are none (an older save).
    const saved = JSON.parse(JSON.stringify(base));
    delete saved.standard.lastMove.spentBefore;
    const r = normalizeBattle(saved);
    expect(r.ok && r.value.standard?.lastMove?.spentBefore).toBe(0);
  });

  it("[STD-01] property: any spoiled field is refused with an error or read; the board, the reducer and a second save never throw", () => {
    const base = savedStandard();
    const all = paths(base).filter((p) => p.length > 0);
    const events: BattleEvent[] = [
      { type: "moveTo", actorId: "cy", path: [{ x: -9, y: 0 }] },
      { type: "block", moverId: "cy", blockerIds: ["gob"] },
      { type: "endTurn", actorId: "cy" },
      { type: "startTurn", actorId: "ann" },
      { type: "startTurn", actorId: "gob" },
      { type: "moveTo", actorId: "gob", path: [{ x: 0, y: 0 }] },
      { type: "startRound" },
      { type: "block", moverId: "cy", blockerIds: ["ann"], skirmishId: "s1" },
      { type: "major", actorId: "cy", action: { kind: "attack", form: "melee", targetId: "gob" } },
      { type: "override", event: { type: "block", moverId: "cy", blockerIds: ["gob"], at: { x: 0, y: 0 } } },
      { type: "leaveBattle", combatantId: "ann" },
    ] as BattleEvent[];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.nat(all.length - 1), hostile, fc.boolean(), fc.option(fc.constantFrom(...KEYS))),
          { minLength: 1, maxLength: 3 },
        ),
        (mutations) => {
          const saved = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
          for (const [i, value, remove, key] of mutations) {
            try {
              const p = all[i] as (string | number)[];
              setAt(
                saved,
                key === null ? p : [...p, key],
                JSON.parse(JSON.stringify(value)),
                remove && key === null,
              );
            } catch {
              /* path gone */
            }
          }
          const text = JSON.stringify(saved);
          let r: ReturnType<typeof normalizeBattle>;
          try {
            r = normalizeBattle(JSON.parse(text));
          } catch (e) {
            throw new Error(
              `normalize threw ${String(e)} on ${JSON.stringify(mutations.map(([i, v, rm, k]) => [all[i], k, v, rm]))}`,
            );
          }
          if (!r.ok) {
            expect(r.error.code.startsWith("Combat."), r.error.code).toBe(true);
            return;
          }
          const where = JSON.stringify(mutations.map(([i, v, rm, k]) => [all[i], k, v, rm]));
          try {
            trackerView({ state: r.value, chosenMethod: "standard", user: gm, t: en });
            trackerView({ state: r.value, chosenMethod: "standard", user: player("cy"), t: en });
          } catch (err) {
            throw new Error(`view threw ${String(err)} on ${where}`);
          }
          const again = normalizeBattle(JSON.parse(JSON.stringify(r.value)));
          if (!again.ok) throw new Error(`round trip refused ${again.error.message} on ${where}`);
          for (const e of events) {
            try {
              step(r.value, e, fixedDice([3, 4, 5, 6, 2, 3]));
            } catch (err) {
              throw new Error(
                `step ${e.type} threw ${String(err)} on ${JSON.stringify(mutations.map(([i, v, rm, k]) => [all[i], k, v, rm]))}`,
              );
            }
          }
        },
      ),
      { numRuns: 80, seed: 40 },
    );
  });
});
