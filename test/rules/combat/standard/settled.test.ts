// Issue 21: a Standard battle settles its skirmishes and independents only when an event could change them
// (src/rules/combat/standard/settled.ts). Skipping must never change a result: every sequence of events
// gives the same states, logs and refusals with the shortcuts on and off.

import { afterEach, describe, expect, it } from "vitest";
import { step } from "../../../../src/rules/combat/battle.js";
import { clonePlain } from "../../../../src/rules/combat/clone.js";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { refreshIndependents } from "../../../../src/rules/combat/standard/model.js";
import { settleShortcuts } from "../../../../src/rules/combat/standard/settled.js";
import { settleSkirmishes } from "../../../../src/rules/combat/standard/skirmishes.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { fc } from "../../../fc.js";
import { deepFreeze } from "../../freeze.js";
import { foeAt, pcAt, play, riderOnMount, standardBattle, who } from "../helpers.js";

afterEach(() => {
  settleShortcuts(true);
});

const ids = ["p1", "p2", "p3", "p4", "p5", "e1", "e2", "e3", "e4", "e5", "r1", "m1"];

/** Two skirmishes 8 m apart (close enough to merge when one grows), scattered fighters, a mounted pair. */
const field = () =>
  standardBattle(
    [
      pcAt("p1", 0),
      pcAt("p2", 0),
      foeAt("e1", 0),
      foeAt("e2", 0),
      pcAt("p3", 8),
      foeAt("e3", 8),
      pcAt("p4", -10, 4),
      foeAt("e4", 14, -3),
      pcAt("p5", 3, 1),
      foeAt("e5", 20, 5),
      ...riderOnMount("r1", "m1", { x: -6, y: -6 }),
    ],
    {
      skirmishes: [
        { id: "s1", centre: { x: 0, y: 0 }, melee: ["p1", "p2", "e1", "e2"] },
        { id: "s2", centre: { x: 8, y: 0 }, melee: ["p3", "e3"] },
      ],
    },
  );

const who_ = fc.constantFrom(...ids);
const spot = fc.record({ x: fc.integer({ min: -12, max: 22 }), y: fc.integer({ min: -8, max: 8 }) });
const centre = fc.constantFrom({ x: 0, y: 0 }, { x: 8, y: 0 }, { x: 2, y: 0 }, { x: 4, y: 0 });
const action = (actorId: string) =>
  fc.oneof(
    who_.map((t) => [
      { type: "move", actorId, mode: "limited" },
      { type: "major", actorId, action: { kind: "attack", form: "melee", targetId: t, damage: 7 } },
    ]),
    spot.map((to) => [{ type: "moveTo", actorId, path: [to] }]),
    centre.map((to) => [{ type: "moveTo", actorId, path: [to], join: true }]),
    fc.tuple(spot, who_).map(([to, t]) => [
      { type: "moveTo", actorId, path: [to] },
      {
        type: "major",
        actorId,
        action: { kind: "attack", form: "shooting", targetId: t, range: 30, damage: 5 },
      },
    ]),
    fc.constant([{ type: "declareRetreat", actorId }]),
    // A move and a block of it (STD-17..23): by those outside combat, at a point or by default, or by a
    // skirmish the move passed through.
    fc
      .tuple(spot, fc.array(who_, { minLength: 1, maxLength: 2 }), fc.option(spot, { nil: undefined }))
      .map(([to, blockerIds, at]) => [
        { type: "moveTo", actorId, path: [to] },
        { type: "block", moverId: actorId, blockerIds, ...(at ? { at } : {}) },
      ]),
    fc.tuple(spot, who_, fc.constantFrom("s1", "s2")).map(([to, b, skirmishId]) => [
      { type: "moveTo", actorId, path: [{ x: -12, y: 0 }, to] },
      { type: "block", moverId: actorId, blockerIds: [b], skirmishId },
    ]),
    // An area spell (STD-28/29) aimed at a point, after a named Limited Move.
    fc.tuple(centre, fc.boolean()).map(([targetPoint, includeSelf]) => [
      { type: "move", actorId, mode: "limited" },
      {
        type: "major",
        actorId,
        action: {
          kind: "cast",
          spell: { name: "Blast", range: 10, area: { shape: "radius", radius: 2 }, mpCost: 0 },
          targetPoint,
          includeSelf,
          damage: 9,
        },
      },
    ]),
    // Mounting and dismounting in the rider's turn (MOUNT-05), then the pair or the rider moves.
    fc.tuple(fc.constantFrom("mount", "dismount"), spot).map(([type, to]) => [
      { type, riderId: actorId, mountId: "m1" },
      { type: "moveTo", actorId, path: [to] },
    ]),
  );
const turn = who_.chain((a) =>
  fc
    .array(action(a), { maxLength: 2 })
    .map((acts) => [{ type: "startTurn", actorId: a }, ...acts.flat(), { type: "endTurn", actorId: a }]),
);
const gm = fc.oneof(
  fc
    .tuple(who_, fc.integer({ min: 1, max: 25 }))
    .map(([targetId, amount]) => [{ type: "applyDamage", targetId, amount }]),
  fc
    .tuple(who_, fc.constantFrom("dead", "fled", "surrendered", "conscious"), fc.boolean())
    .map(([combatantId, flag, value]) => [{ type: "setStatus", combatantId, flag, value }]),
  fc
    .tuple(fc.integer({ min: 6, max: 9 }), spot)
    .map(([n, p]) => [
      { type: "join", combatant: n % 2 ? foeAt(`n${n}`, p.x, p.y) : pcAt(`n${n}`, p.x, p.y) },
    ]),
  fc.constant([{ type: "dismount", riderId: "r1", mountId: "m1" }]),
  // MOUNT-08: the GM's forced move, of one or of its pair together.
  fc
    .tuple(who_, spot, fc.boolean())
    .map(([actorId, at, together]) => [
      { type: "move", actorId, mode: "limited", forced: true, at, together },
    ]),
  // STD-04: a latecomer joins without a point, then the GM places it (on a centre or anywhere).
  fc.tuple(fc.integer({ min: 6, max: 9 }), fc.oneof(spot, centre)).map(([n, at]) => [
    { type: "join", combatant: { id: `u${n}`, side: n % 2 ? "enemy" : "pc", hp: 12, agility: 9 } },
    { type: "place", combatantId: `u${n}`, at },
  ]),
  // Falls (MOUNT-08/10, SECT-06): knocked down (a rider falls off), or falling some metres.
  fc
    .tuple(who_, fc.constantFrom("knockedDown", "unconscious", "other"), fc.integer({ min: 0, max: 12 }))
    .map(([combatantId, cause, metres]) => [{ type: "fall", combatantId, cause, metres }]),
);
const script = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: turn },
      { weight: 1, arbitrary: fc.constant([{ type: "startRound" }]) },
      { weight: 2, arbitrary: gm },
      {
        weight: 1,
        arbitrary: turn.map((t) => [
          t[0],
          ...t.slice(1, -1).map((event) => ({ type: "override", event })),
          t[t.length - 1],
        ]),
      },
    ),
    { minLength: 1, maxLength: 14 },
  )
  .map((parts) => parts.flat() as BattleEvent[]);

/** Plays `events` from `start`, every state frozen; each step's state, log and refusal codes. */
function run(start: BattleState, events: BattleEvent[], shortcuts: boolean) {
  settleShortcuts(shortcuts);
  const out: unknown[] = [];
  let state = deepFreeze(start);
  for (const ev of events) {
    const r = step(state, ev, fixedDice([4, 3, 5, 2, 6, 1, 3, 4]));
    out.push({ log: r.log, errors: r.errors.map((e) => e.code), state: r.state });
    state = deepFreeze(r.state);
  }
  settleShortcuts(true);
  return out;
}

describe("settling only what an event can change (issue 21)", () => {
  it("[STD-06][STD-10][STD-12][STD-14][STD-15][STD-16] any sequence of events: the same states, logs and refusals with and without the shortcuts", () => {
    let changed = 0;
    fc.assert(
      fc.property(script, (events) => {
        const start = play(field(), [{ type: "startRound" }]).state;
        const fast = run(start, events, true);
        const full = run(start, events, false);
        expect(fast).toEqual(full);
        changed += full.filter((r) =>
          (r as { log: { type: string }[] }).log.some((l) => /Melee|skirmish/i.test(l.type)),
        ).length;
      }),
      { numRuns: 250, seed: 21 },
    );
    // The scripts reach the settling rules (melees left, joined, skirmishes ended, resized, merged).
    expect(changed).toBeGreaterThan(100);
  });

  it("[STD-10][STD-14] dry runs from the same state (the Battle Board's buttons, a drag's frames): the same states, logs and refusals with and without the shortcuts", () => {
    // Before each event, every other event of the script is tried from the same state and thrown away, as
    // the board's dry runs do; the marks kept for the state they all start from must still hold.
    const tries = (start: BattleState, events: BattleEvent[], shortcuts: boolean) => {
      settleShortcuts(shortcuts);
      const out: unknown[] = [];
      let state = deepFreeze(start);
      for (const ev of events) {
        for (const other of events) {
          if (other === ev) continue;
          const t = step(state, other, fixedDice([4, 3, 5, 2, 6, 1, 3, 4]));
          out.push({ log: t.log, errors: t.errors.map((e) => e.code), state: t.state });
          deepFreeze(t.state);
        }
        const r = step(state, ev, fixedDice([4, 3, 5, 2, 6, 1, 3, 4]));
        out.push({ log: r.log, errors: r.errors.map((e) => e.code), state: r.state });
        state = deepFreeze(r.state);
      }
      settleShortcuts(true);
      return out;
    };
    fc.assert(
      fc.property(script, (events) => {
        const start = play(field(), [{ type: "startRound" }]).state;
        expect(tries(start, events, true)).toEqual(tries(start, events, false));
      }),
      { numRuns: 60, seed: 33 },
    );
  });

  it("[STD-14] a state the reducer settled is a fixed point: settling it again changes and logs nothing", () => {
    fc.assert(
      fc.property(script, (events) => {
        let state = play(field(), [{ type: "startRound" }]).state;
        for (const ev of events) {
          const r = step(state, ev, fixedDice([4, 3, 5, 2, 6, 1, 3, 4]));
          state = r.state;
          // A move is not an action: the skirmishes wait for the next one (STD-14).
          const inner = ev.type === "override" ? ev.event : ev;
          if (r.errors.length > 0 || inner.type === "move" || inner.type === "moveTo") continue;
          const again = clonePlain(state);
          expect(settleSkirmishes(again)).toEqual([]);
          refreshIndependents(again);
          expect(again).toEqual(state);
        }
      }),
      { numRuns: 120, seed: 7 },
    );
  });

  it("[STD-10] a scattered fighter stepping into a skirmish's disc becomes its independent (the move is not skipped)", () => {
    const s = play(field(), [{ type: "startRound" }, { type: "startTurn", actorId: "p4" }]).state;
    const r = step(s, { type: "moveTo", actorId: "p4", path: [{ x: -2, y: 1 }] }, fixedDice([]));
    expect(r.errors).toEqual([]);
    expect(r.state.standard?.skirmishes[0]?.independents).toContain("p4");
    // And out again: the list loses it.
    const out = step(r.state, { type: "moveTo", actorId: "p4", path: [{ x: -5, y: 1 }] }, fixedDice([]));
    expect(out.errors).toEqual([]);
    expect(out.state.standard?.skirmishes[0]?.independents).not.toContain("p4");
  });

  it("[STD-12][STD-16] damage that drops a melee's last foe ends its skirmish though nobody moved", () => {
    const s = play(field(), [{ type: "startRound" }]).state;
    const r = step(s, { type: "applyDamage", targetId: "e3", amount: 40 }, fixedDice([]));
    expect(r.errors).toEqual([]);
    expect(r.log.map((l) => l.type)).toEqual(expect.arrayContaining(["leftMelee", "skirmishEnded"]));
    expect(r.state.standard?.skirmishes.map((x) => x.id)).toEqual(["s1"]);
    // The survivor of the ended skirmish stands where it was, now outside any skirmish.
    expect(who(r.state, "p3").position).toEqual({ kind: "point", x: 8, y: 0 });
  });

  it("[STD-15] a saved battle read back (not made by the reducer) is settled in full on its first event", () => {
    // Two skirmishes whose discs overlap, as a hand-made or older saved battle may have them.
    const s = standardBattle([pcAt("a", 0), foeAt("b", 0), pcAt("c", 2), foeAt("d", 2)], {
      skirmishes: [
        { id: "s1", centre: { x: 0, y: 0 }, melee: ["a", "b"] },
        { id: "s2", centre: { x: 2, y: 0 }, melee: ["c", "d"] },
      ],
    });
    const r = step(s, { type: "startRound" }, fixedDice([]));
    expect(r.errors).toEqual([]);
    expect(r.log.map((l) => l.type)).toContain("skirmishesMerged");
    expect(r.state.standard?.skirmishes).toHaveLength(1);
  });
});
