/**
 * The water and air rules under any event sequence (fast-check): never a throw, an illegal event changes
 * nothing, and every state after a legal one survives a save (JSON and `normalizeBattle`) unchanged. Run on a
 * Simplified battle and on a Standard one (skirmishes, the blockable last move, pending joins, a rider on a
 * flying mount in melee, a winged roc), whose whole turns of moves, blocks and retreats must be seen legal.
 */

import { describe, expect, it } from "vitest";
import { type StepResult, step } from "../../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../src/rules/combat/normalize.js";
import { canFight } from "../../../src/rules/combat/sections-and-mounts/sections.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { randomDice } from "../../../src/rules/dice/dice-source.js";
import { fc } from "../../fc.js";
import { StateHistory } from "../freeze.js";
import { meleeProblems } from "./helpers.js";

function seeded(seed: number) {
  let s = seed >>> 0;
  return randomDice(() => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  });
}

const id = fc.constantFrom("ann", "bo", "orc", "roc", "kay", "stag", "nobody");
const num = fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constantFrom(-1, 0.5, Number.NaN, 1e9));
const ground = fc.array(fc.constantFrom("forest", "water", "cliffSlide", "hardGround", "lava"), {
  maxLength: 3,
});
const tumble = fc.oneof(
  fc.record({ kind: fc.constant("check"), modifier: num }),
  fc.record({ kind: fc.constant("monsterEvasion"), evasionBase: num, fixed: fc.boolean() }),
);
const event = fc.oneof(
  fc.constant({ type: "startRound" }),
  fc.record({ type: fc.constantFrom("startTurn", "endTurn"), actorId: id }),
  fc.record({
    type: fc.constant("move"),
    actorId: id,
    mode: fc.constantFrom("limited", "normal", "full"),
    to: fc.constantFrom("frontline", "pcRear", "enemyRear"),
  }),
  fc.record({
    type: fc.constant("major"),
    actorId: id,
    action: fc.oneof(
      fc.record({
        kind: fc.constant("attack"),
        form: fc.constantFrom("melee", "thrown", "shooting"),
        targetId: id,
        range: fc.constant(10),
        damage: num,
      }),
      fc.record({
        kind: fc.constant("cast"),
        spell: fc.constant({ range: 10, area: { shape: "target" } }),
        targetId: id,
        damage: num,
      }),
    ),
  }),
  fc.record({ type: fc.constant("applyDamage"), targetId: id, amount: num }),
  fc.record({
    type: fc.constant("setStatus"),
    combatantId: id,
    flag: fc.constant("prone"),
    value: fc.boolean(),
  }),
  fc.record(
    {
      type: fc.constant("setEnvironment"),
      combatantId: id,
      underwater: fc.boolean(),
      shoulderDeep: fc.boolean(),
      inheritWater: fc.boolean(),
      flying: fc.boolean(),
      altitude: num,
      ground,
    },
    { requiredKeys: ["type"] },
  ),
  fc.record(
    {
      type: fc.constant("fall"),
      combatantId: id,
      cause: fc.constantFrom("knockedDown", "unconscious", "lostFlight", "other", "pushed"),
      metres: num,
      ground,
      tumble,
      defense: num,
      catcher: fc.record({ combatantId: id, tumble, defense: num }, { requiredKeys: ["combatantId"] }),
    },
    { requiredKeys: ["type", "combatantId", "cause"] },
  ),
);

// Mostly near the skirmish at the origin (where melee fighters may still move), sometimes far.
const coord = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -3, max: 3 }) },
  { weight: 3, arbitrary: fc.integer({ min: -15, max: 15 }) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, Number.NaN) },
);
const point = fc.record({ x: coord, y: coord });
const actor = fc.constantFrom("ann", "bo", "kay", "stag", "orc", "roc", "ogre");
const blocker = fc.constantFrom("ann", "bo", "kay", "stag", "orc", "roc", "ogre");
/** A move, sometimes blocked at once (STD-17..23): by the skirmish at the origin, or by interceptors. */
const moveMaybeBlocked = (actorId: string) =>
  fc
    .tuple(
      fc.record(
        {
          type: fc.constant("moveTo"),
          actorId: fc.constant(actorId),
          path: fc.array(point, { minLength: 1, maxLength: 3 }),
          mode: fc.constantFrom("limited", "normal", "full"),
          join: fc.boolean(),
          magical: fc.boolean(),
        },
        { requiredKeys: ["type", "actorId", "path"] },
      ),
      fc.option(
        fc.oneof(
          fc.record({
            type: fc.constant("block"),
            moverId: fc.constantFrom(actorId, "kay", "stag"),
            blockerIds: fc.array(blocker, { minLength: 1, maxLength: 2 }),
            skirmishId: fc.constant("s1"),
          }),
          fc.record({
            type: fc.constant("block"),
            moverId: fc.constant(actorId),
            blockerIds: fc.array(blocker, { minLength: 1, maxLength: 3 }),
            at: point,
          }),
        ),
      ),
    )
    .map(([m, b]) => (b ? [m, b] : [m]));
/** What one actor does in its turn in Standard Combat. */
const standardAction = (actorId: string) =>
  fc.oneof(
    { weight: 3, arbitrary: moveMaybeBlocked(actorId) },
    { weight: 1, arbitrary: fc.constant([{ type: "declareRetreat", actorId }]) },
    {
      weight: 1,
      arbitrary: fc
        .record({
          type: fc.constant("major"),
          actorId: fc.constant(actorId),
          action: fc.record({
            kind: fc.constant("attack"),
            form: fc.constantFrom("melee", "shooting"),
            targetId: id,
            range: fc.constant(10),
            damage: fc.integer({ min: 0, max: 8 }),
          }),
        })
        .map((e) => [e]),
    },
    // ACT-03/04: weapons dropped, picked up, handed over and received by coordinates; a handful of names so
    // that some pick-ups and hand-overs meet a weapon or an offer.
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.record({ kind: fc.constant("drop"), weapon: fc.constantFrom("axe", "bow") }),
          fc.constant({ kind: "receiveWeapon" }),
        )
        .map((action) => [{ type: "minor", actorId, action }]),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.record({ kind: fc.constant("pickUp"), weapon: fc.constantFrom("axe", "bow") }),
          fc.record({ kind: fc.constant("handOver"), toId: id, weapon: fc.constantFrom("axe", "bow") }),
        )
        .map((action) => [
          { type: "move", actorId, mode: "limited" },
          { type: "major", actorId, action },
        ]),
    },
    { weight: 1, arbitrary: event.map((e) => [e]) },
  );
/** MOUNT-08 in Standard: the GM's forced move to a point, the pair carried or not. */
const forcedMove = fc.record({
  type: fc.constant("move"),
  actorId: actor,
  mode: fc.constant("limited"),
  forced: fc.constant(true),
  at: point,
  together: fc.boolean(),
});
/**
 * The GM's override of a move or a block: Cy runs past the melee at the origin and fighters of that melee
 * (or anyone) block it where the rules would not let them; whatever is set aside, every melee stays consistent.
 */
const overridden = fc
  .tuple(
    fc.constantFrom(0, 1, 2),
    fc.array(fc.constantFrom("orc", "ann", "kay", "stag", "gob", "roc"), { minLength: 1, maxLength: 2 }),
    fc.boolean(),
    point,
  )
  .map(([x, blockerIds, intoSkirmish, at]) => [
    { type: "startTurn", actorId: "cy" },
    { type: "moveTo", actorId: "cy", path: [{ x: -3 + x, y: 0 }] },
    {
      type: "override",
      event: intoSkirmish
        ? { type: "block", moverId: "cy", blockerIds, skirmishId: "s1" }
        : { type: "block", moverId: "cy", blockerIds, at },
    },
    { type: "endTurn", actorId: "cy" },
  ]);
/**
 * STD-08/11: Cy walks to the centre of the melee at the origin (no `join`), where it stands an independent, and
 * makes a melee attack on someone there: the attack is its declaration, so it must leave Cy in the melee.
 */
const joinByAttack = fc.constantFrom("orc", "ann", "ogre").map((targetId) => [
  { type: "startTurn", actorId: "cy" },
  { type: "moveTo", actorId: "cy", path: [{ x: 0, y: 0 }] },
  { type: "major", actorId: "cy", action: { kind: "attack", form: "melee", targetId, damage: 1 } },
  { type: "endTurn", actorId: "cy" },
]);
/** Standard Combat: whole turns (start, a few actions, end) mixed with any shared event. */
const standardEvents = fc
  .array(
    fc.oneof(
      {
        weight: 3,
        arbitrary: actor.chain((a) =>
          fc
            .array(standardAction(a), { maxLength: 3 })
            .map((evs) => [
              { type: "startTurn", actorId: a },
              ...evs.flat(),
              { type: "endTurn", actorId: a },
            ]),
        ),
      },
      { weight: 1, arbitrary: event.map((e) => [e]) },
      // ACT-04: a hand-over in the melee at the centre (STD-09: the same coordinates), then the receiver's turn.
      {
        weight: 1,
        arbitrary: fc.constant([
          { type: "startTurn", actorId: "ann" },
          { type: "move", actorId: "ann", mode: "limited" },
          { type: "major", actorId: "ann", action: { kind: "handOver", toId: "kay", weapon: "axe" } },
          { type: "endTurn", actorId: "ann" },
          { type: "startTurn", actorId: "kay" },
          { type: "minor", actorId: "kay", action: { kind: "receiveWeapon" } },
          { type: "endTurn", actorId: "kay" },
        ]),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(0, 1, 2).map((x) => [
          { type: "startTurn", actorId: "cy" },
          { type: "moveTo", actorId: "cy", path: [{ x: -3 + x, y: 0 }] },
          { type: "block", moverId: "cy", blockerIds: ["gob"], at: { x: -8 + x, y: 0 } },
          { type: "endTurn", actorId: "cy" },
        ]),
      },
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((turns) => turns.flat());

/** STD-04: a latecomer joins without a point and the GM places it (sometimes overriding, onto forbidden ground). */
const latecomerPlaced = fc
  .tuple(fc.constantFrom("pc", "enemy"), point, fc.boolean())
  .map(([side, at, override]) => {
    const place = { type: "place", combatantId: "newt", at };
    return [
      { type: "join", combatant: { id: "newt", side, hp: 12, agility: 9 } },
      override ? { type: "override", event: place } : place,
    ];
  });

/** Standard turns with the GM's forced moves and overrides between them (issue 17: melees stay consistent). */
const standardGmEvents = fc
  .array(
    fc.oneof(
      { weight: 2, arbitrary: standardEvents },
      { weight: 1, arbitrary: forcedMove.map((e) => [e]) },
      { weight: 1, arbitrary: overridden },
      { weight: 1, arbitrary: latecomerPlaced },
      { weight: 1, arbitrary: joinByAttack },
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((parts) => parts.flat());

/** Standard: a skirmish on the ground, a rider on a flying mount over it, a winged roc, water for some. */
function standardBoard(): BattleState {
  const built = normalizeBattle({
    phase: "ready",
    round: 1,
    method: "standard",
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    environment: { underwater: false, shoulderDeep: false, ground: ["forest"] },
    skirmishes: [{ centre: { x: 0, y: 0 }, melee: ["ann", "orc", "kay", "stag"] }],
    combatants: [
      { id: "ann", side: "pc", hp: 20, agility: 12, vitality: 2, position: { x: 0, y: 0 } },
      {
        id: "bo",
        side: "pc",
        hp: 14,
        agility: 10,
        position: { x: 8, y: 0 },
        environment: { underwater: true, shoulderDeep: false },
      },
      { id: "orc", side: "enemy", hp: 18, agility: 10, position: { x: 0, y: 0 } },
      {
        id: "kay",
        side: "pc",
        hp: 16,
        agility: 8,
        riderLevel: 2,
        mountedWith: "stag",
        position: { x: 0, y: 0 },
      },
      {
        id: "stag",
        side: "pc",
        kind: "mount",
        hp: 20,
        agility: 20,
        mountedWith: "kay",
        flying: true,
        altitude: 12,
        position: { x: 0, y: 0 },
      },
      {
        id: "roc",
        side: "enemy",
        kind: "monster",
        agility: 14,
        sections: [
          { name: "head", hp: 10 },
          { name: "wing", hp: 8, wing: true },
        ],
        position: { x: -10, y: 4 },
        flying: true,
        altitude: 6,
      },
      // Out of every event's reach, so the combat goes on (FLOW-05) while the others fall.
      { id: "ogre", side: "enemy", hp: 40, agility: 10, position: { x: 14, y: -14 } },
      // A runner and the goblin who may intercept it (STD-17).
      { id: "cy", side: "pc", hp: 40, agility: 20, position: { x: -14, y: 0 } },
      { id: "gob", side: "enemy", hp: 40, agility: 10, position: { x: -8, y: 2 } },
    ],
  });
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

function board(): BattleState {
  const built = normalizeBattle({
    phase: "ready",
    round: 1,
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    environment: { underwater: true, shoulderDeep: false, ground: ["water"] },
    combatants: [
      { id: "ann", side: "pc", hp: 20, area: "frontline", agility: 16, vitality: 2, fullMetalArmour: true },
      { id: "bo", side: "pc", hp: 14, area: "pcRear", waterBreathing: true, flying: true, altitude: 12 },
      { id: "orc", side: "enemy", hp: 18, area: "frontline", underwaterAbility: true, vitality: 1 },
      {
        id: "roc",
        side: "enemy",
        sections: [
          { name: "head", hp: 10 },
          { name: "wings", hp: 12 },
        ],
        area: "enemyRear",
        flying: true,
        altitude: 20,
      },
    ],
  });
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

/**
 * "Characters that are attacking each other are 'in melee'" (seed 000, Melee and Skirmishes): an accepted melee
 * attack (not a GM's override) leaves its attacker in a melee. The exceptions the rules text makes, each checked:
 * - the attacker can no longer act after it (STD-12: those who cannot act leave the melee);
 * - a skirmish ended in the event (STD-16: a skirmish disappears when one faction can no longer fight);
 * - the target was no fighting hostile (STD-05: a skirmish breaks out between hostile characters);
 * - the attacker stood in a skirmish as an independent and the target was not in that melee (STD-05: "if
 *   there's already a melee occurring, then no new skirmish will break out"; STD-11: it joins at the start of
 *   the next round after its turn inside).
 * Returns what is wrong, or null.
 */
function attackerOutOfMelee(before: BattleState, ev: BattleEvent, after: StepResult): string | null {
  if (ev.type !== "major" || ev.action.kind !== "attack" || ev.action.form !== "melee") return null;
  const { actorId } = ev;
  const targetId = ev.action.targetId;
  const skirmishes = (s: BattleState) => s.standard?.skirmishes ?? [];
  if (skirmishes(after.state).some((s) => s.melee.includes(actorId))) return null;
  const attacker = after.state.combatants.find((c) => c.id === actorId);
  if (!attacker || !canFight(attacker)) return null;
  if (after.log.some((l) => l.type === "skirmishEnded")) return null;
  const target = before.combatants.find((c) => c.id === targetId);
  const was = before.combatants.find((c) => c.id === actorId);
  if (!target || !was || target.side === was.side || !canFight(target)) return null;
  const around = skirmishes(before).find((s) => s.independents.includes(actorId));
  if (around && !around.melee.includes(targetId)) return null;
  return `${actorId}'s melee attack on ${targetId} left it out of every melee`;
}

describe("water and air under any event sequence", () => {
  it.each([
    {
      method: "simplified",
      make: board,
      events: fc.array(event, { minLength: 1, maxLength: 25 }) as fc.Arbitrary<unknown[]>,
    },
    { method: "standard", make: standardBoard, events: standardEvents as fc.Arbitrary<unknown[]> },
    {
      method: "standard with the GM's forced moves and overrides",
      make: standardBoard,
      events: standardGmEvents as fc.Arbitrary<unknown[]>,
    },
  ])(
    "[ENV-04][ENV-06][STD-06][ACT-03][ACT-04] $method: no throw, illegal events change nothing, every state saves and loads unchanged",
    ({ make, events: arbitrary }) => {
      let legal = 0;
      let meleeAttacks = 0;
      const kinds = new Set<string>();
      const actions = new Set<string>();
      fc.assert(
        fc.property(arbitrary, fc.integer(), (events, seed) => {
          // Most sequences open a round first, so turns, moves and blocks get their chance.
          let state = make();
          if (seed % 4 !== 0) state = step(state, { type: "startRound" }, seeded(seed)).state;
          const dice = seeded(seed);
          // Issue 21: every input is frozen (a write missing its copy throws, reported as InternalError).
          const history = new StateHistory<BattleState>();
          for (const ev of events) {
            history.keep(state);
            const before = structuredClone(state);
            const result = step(state, ev as BattleEvent, dice);
            if (result.errors.length > 0) {
              expect(result.state).toBe(state);
              expect(state).toEqual(before);
              for (const e of result.errors) expect(e.code).not.toBe("Combat.InternalError");
              continue;
            }
            legal++;
            kinds.add((ev as BattleEvent).type);
            const action = (ev as { action?: { kind?: string } }).action;
            if (action?.kind) actions.add(action.kind);
            for (const c of result.state.combatants)
              for (const s of c.sections) expect(Number.isFinite(s.hp), `${c.id} HP`).toBe(true);
            // STD-06/09: at most 20 in a melee, each member at its centre, nobody in two melees.
            expect(meleeProblems(result.state), JSON.stringify(ev)).toEqual([]);
            // STD-05/08/11: an accepted melee attack leaves its attacker in a melee (exceptions above).
            if (state.method === "standard") {
              const e = ev as BattleEvent;
              expect(attackerOutOfMelee(state, e, result), JSON.stringify(ev)).toBeNull();
              if (e.type === "major" && e.action.kind === "attack" && e.action.form === "melee")
                meleeAttacks++;
            }
            const saved = JSON.parse(JSON.stringify(result.state));
            const reread = normalizeBattle(saved);
            expect(reread.ok, JSON.stringify(ev)).toBe(true);
            if (reread.ok) expect(reread.value, JSON.stringify(ev)).toEqual(result.state);
            state = result.state;
          }
          // Old states unchanged by the later events (structural sharing never writes a shared part).
          expect(history.changed()).toEqual([]);
        }),
        { numRuns: 150, seed: 12 },
      );
      expect(legal).toBeGreaterThan(100);
      // The GM variant plays `joinByAttack`: the invariant must meet accepted melee attacks there.
      if (arbitrary === standardGmEvents) expect(meleeAttacks).toBeGreaterThan(5);
      if (arbitrary === standardGmEvents)
        for (const type of ["moveTo", "block", "move", "override", "join", "place"])
          expect(kinds, type).toContain(type);
      else if (make === standardBoard)
        for (const type of ["moveTo", "block", "declareRetreat", "fall", "setStatus"])
          expect(kinds, type).toContain(type);
      if (make === standardBoard && arbitrary === standardEvents)
        for (const kind of ["drop", "pickUp", "handOver", "receiveWeapon"])
          expect(actions, kind).toContain(kind);
    },
  );
});
