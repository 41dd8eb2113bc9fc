/**
 * The water and air rules under any event sequence (fast-check): never a throw, an illegal event changes
 * nothing, and every state after a legal one survives a save (JSON and `normalizeBattle`) unchanged.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { step } from "../../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../src/rules/combat/normalize.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { randomDice } from "../../../src/rules/dice/dice-source.js";

function seeded(seed: number) {
  let s = seed >>> 0;
  return randomDice(() => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  });
}

const id = fc.constantFrom("ann", "bo", "orc", "roc", "nobody");
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

describe("water and air under any event sequence", () => {
  it("[ENV-04][ENV-06] no throw, illegal events change nothing, every state saves and loads unchanged", () => {
    let legal = 0;
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 25 }), fc.integer(), (events, seed) => {
        let state = board();
        const dice = seeded(seed);
        for (const ev of events) {
          const before = structuredClone(state);
          const result = step(state, ev as BattleEvent, dice);
          if (result.errors.length > 0) {
            expect(result.state).toBe(state);
            expect(state).toEqual(before);
            for (const e of result.errors) expect(e.code).not.toBe("Combat.InternalError");
            continue;
          }
          legal++;
          for (const c of result.state.combatants)
            for (const s of c.sections) expect(Number.isFinite(s.hp), `${c.id} HP`).toBe(true);
          const saved = JSON.parse(JSON.stringify(result.state));
          const reread = normalizeBattle(saved);
          expect(reread.ok, JSON.stringify(ev)).toBe(true);
          if (reread.ok) expect(reread.value, JSON.stringify(ev)).toEqual(result.state);
          state = result.state;
        }
      }),
      { numRuns: 150, seed: 12 },
    );
    expect(legal).toBeGreaterThan(100);
  });
});
