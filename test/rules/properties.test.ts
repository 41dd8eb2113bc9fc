/**
 * Property-based tests (fast-check) over the whole engine: the battle reducer under any event sequence,
 * notation and odds under any text, damage and derivation under any number. Each property prints what it
 * tried and what held, so `npm test` shows the figures.
 */

import { afterAll, describe, expect, it } from "vitest";
import { deriveCharacter } from "../../src/rules/character/derivation/character-derived.js";
import { step } from "../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../src/rules/combat/events.js";
import { normalizeBattle } from "../../src/rules/combat/normalize.js";
import { AREAS } from "../../src/rules/combat/simplified/areas.js";
import { MAX_MELEE, radiusFor } from "../../src/rules/combat/standard/model.js";
import type { BattleState } from "../../src/rules/combat/types.js";
import { applyEffect } from "../../src/rules/damage/apply-effect.js";
import { resolveDamage } from "../../src/rules/damage/damage-pipeline.js";
import { randomDice } from "../../src/rules/dice/dice-source.js";
import { parseNotation, rollText } from "../../src/rules/dice/notation.js";
import { notationOdds } from "../../src/rules/dice/notation-odds.js";
import { fc } from "../fc.js";
import { adventurer, cls, NO_BONUSES, weapon } from "./character/fixtures.js";
import { StateHistory } from "./freeze.js";

const figures: string[] = [];
afterAll(() => console.log(`property tests:\n  ${figures.join("\n  ")}`));

function seeded(seed: number) {
  let s = seed >>> 0;
  return randomDice(() => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  });
}

const anyNumber = fc.oneof(
  fc.integer({ min: -30, max: 60 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e308, -0),
);

// ---- the battle reducer ----------------------------------------------------------------------------

const IDS = ["ann", "bo", "orc", "wolf", "late"];
/** Mostly real ids and areas, now and then a forged one. */
const id = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...IDS) },
  { weight: 1, arbitrary: fc.constantFrom("", "toString", "__proto__", "constructor") },
);
const area = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...AREAS) },
  { weight: 1, arbitrary: fc.constantFrom("moon", "toString", "") },
);
const side = fc.constantFrom("pc", "enemy", "neither");
const num = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 30 }) },
  { weight: 1, arbitrary: anyNumber },
);
const text = fc.oneof(fc.constantFrom("sword", "Bless", "x"), fc.string({ maxLength: 8 }));
const spell = fc.record(
  {
    name: text,
    range: fc.oneof(fc.constant("touch"), num),
    area: fc.oneof(
      fc.constantFrom({ shape: "target" }, { shape: "shot" }, { shape: "line" }, { shape: "breakthrough" }),
      fc.record({ shape: fc.constant("radius"), radius: num, cap: num }),
    ),
    mpCost: num,
  },
  { requiredKeys: ["range", "area"] },
);
const major = fc.oneof(
  fc.record(
    {
      kind: fc.constant("attack"),
      form: fc.constantFrom("melee", "thrown", "shooting"),
      targetId: id,
      range: num,
      damage: num,
    },
    { requiredKeys: ["kind", "form", "targetId"] },
  ),
  fc.record(
    { kind: fc.constant("cast"), spell, targetId: id, targetArea: area, damage: num },
    { requiredKeys: ["kind", "spell"] },
  ),
  fc.record({ kind: fc.constantFrom("stow", "pickUp"), weapon: text }),
  fc.record({ kind: fc.constant("handOver"), toId: id, weapon: text }),
  fc.record({ kind: fc.constant("other"), label: text }),
  fc.anything(),
);
const minor = fc.oneof(
  fc.constantFrom({ kind: "standUp" }, { kind: "receiveWeapon" }),
  fc.record({ kind: fc.constant("declareFeat"), feat: text, afterFullMove: fc.boolean() }),
  fc.record(
    { kind: fc.constant("magic"), spell, targetId: id, targetArea: area },
    { requiredKeys: ["kind", "spell"] },
  ),
  fc.record({ kind: fc.constantFrom("equip", "changeStance", "drop"), weapon: text }),
  fc.record({
    kind: fc.constant("sheathe"),
    weapon: text,
    category: fc.constantFrom("sword", "gun", "other"),
  }),
  fc.record({ kind: fc.constant("endSpell"), effectId: fc.constantFrom("bless", "nope") }),
  fc.anything(),
);
const plainEvent = fc.oneof(
  fc.record(
    { type: fc.constant("monsterKnowledge"), actorId: id, monsterId: id, total: num },
    { requiredKeys: ["type", "actorId", "monsterId"] },
  ),
  fc.record({ type: fc.constant("rollInitiative"), total: num }, { requiredKeys: ["type"] }),
  fc.record({ type: fc.constant("place"), combatantId: id, area }),
  fc.record({ type: fc.constant("endPlacement"), side }),
  fc.constant({ type: "startRound" }),
  fc.record({ type: fc.constantFrom("startTurn", "declareRetreat", "endTurn"), actorId: id }),
  fc.record(
    {
      type: fc.constant("move"),
      actorId: id,
      mode: fc.constantFrom("full", "normal", "limited", "fly"),
      to: area,
      blocked: fc.boolean(),
      forced: fc.boolean(),
    },
    { requiredKeys: ["type", "actorId", "mode"] },
  ),
  fc.record({ type: fc.constant("major"), actorId: id, action: major }),
  fc.record({ type: fc.constant("minor"), actorId: id, action: minor }),
  fc.record(
    { type: fc.constant("applyDamage"), targetId: id, amount: num, section: num },
    { requiredKeys: ["type", "targetId", "amount"] },
  ),
  fc.record({
    type: fc.constant("setStatus"),
    combatantId: id,
    flag: fc.constantFrom("prone", "dead", "conscious", "nope"),
    value: fc.boolean(),
  }),
  fc.record({
    type: fc.constant("addEffect"),
    effect: fc.record({
      id: fc.constantFrom("bless", "curse"),
      name: text,
      unit: fc.constantFrom("rounds", "minutes", "constructor"),
      casterId: id,
    }),
    amount: num,
  }),
  fc.record({ type: fc.constantFrom("surrender", "leaveBattle"), combatantId: id }),
  fc.record({ type: fc.constant("flee"), side, pursued: fc.boolean() }),
  fc.record({
    type: fc.constant("syncSections"),
    combatantId: id,
    sections: fc.array(fc.record({ hp: num }), { maxLength: 2 }),
    mp: num,
  }),
  fc.record({
    type: fc.constant("join"),
    combatant: fc.record({ id: fc.constantFrom("late", "ann"), side, hp: num, area }),
    area,
  }),
  fc.anything(),
);
const event = fc.oneof(
  { weight: 12, arbitrary: plainEvent },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("override"), event: plainEvent, reason: text }) },
);

/** Four combatants; `placed` starts between rounds with everyone on the board, else at the very start. */
function board(placed: boolean): BattleState {
  const at = (area: string) => (placed ? { area } : {});
  const built = normalizeBattle({
    ...(placed
      ? {
          phase: "ready",
          round: 1,
          initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
        }
      : {}),
    combatants: [
      { id: "ann", side: "pc", hp: 20, mp: 8, initiative: 3, monsterKnowledge: 2, ...at("frontline") },
      { id: "bo", side: "pc", hp: 14, mp: 12, ...at("pcRear") },
      { id: "orc", side: "enemy", hp: 18, initiative: 10, reputation: 9, weakness: 13, ...at("frontline") },
      {
        id: "wolf",
        side: "enemy",
        sections: [
          { name: "head", hp: 10 },
          { name: "body", hp: 12 },
        ],
        initiative: 8,
        ...at("enemyRear"),
      },
    ],
  });
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

/** Every invariant of a state, as a list of the ones broken. */
function broken(state: BattleState): string[] {
  const out: string[] = [];
  for (const c of state.combatants) {
    for (const s of c.sections) {
      if (!Number.isFinite(s.hp) || !Number.isFinite(s.maxHp)) out.push(`${c.id} HP ${s.hp}/${s.maxHp}`);
    }
    if (c.mp !== undefined && !(Number.isFinite(c.mp) && c.mp >= 0)) out.push(`${c.id} MP ${c.mp}`);
    if (c.position.kind === "area" && !AREAS.includes(c.position.area))
      out.push(`${c.id} in ${c.position.area}`);
    if (c.position.kind === "coordinate") out.push(`${c.id} has a coordinate in Simplified`);
  }
  const round = JSON.parse(JSON.stringify(state));
  try {
    expect(round).toStrictEqual(JSON.parse(JSON.stringify(state)));
    expect(round).toEqual(state);
  } catch {
    out.push("state does not survive a JSON round trip");
  }
  const reread = normalizeBattle(round);
  if (!reread.ok) out.push(`the saved state does not load: ${reread.error.message}`);
  else
    try {
      expect(reread.value).toEqual(state);
    } catch {
      out.push("the saved state loads differently");
    }
  return out;
}

describe("the battle reducer under any event sequence", () => {
  it("[FLOW-01] never throws; illegal events change nothing; every invariant holds after every event", () => {
    const tally = {
      sequences: 0,
      events: 0,
      legal: 0,
      illegal: 0,
      throws: 0,
      nan: 0,
      negativeDamage: 0,
      broken: 0,
    };
    const started = performance.now();
    fc.assert(
      fc.property(
        fc.array(event, { minLength: 1, maxLength: 30 }),
        fc.integer(),
        fc.boolean(),
        (events, seed, placed) => {
          tally.sequences++;
          let state = board(placed);
          const dice = seeded(seed);
          // Issue 21: every input is frozen (a write missing its copy throws, reported as InternalError).
          const history = new StateHistory<BattleState>();
          for (const ev of events) {
            tally.events++;
            history.keep(state);
            const before = structuredClone(state);
            let result: ReturnType<typeof step>;
            try {
              result = step(state, ev as BattleEvent, dice);
            } catch (error) {
              tally.throws++;
              throw error;
            }
            if (result.errors.length > 0) {
              tally.illegal++;
              expect(result.state).toBe(state);
              expect(state).toEqual(before);
              for (const e of result.errors) expect(e.code).not.toBe("Combat.InternalError");
              continue;
            }
            tally.legal++;
            for (const entry of result.log)
              if (entry.type === "damaged" && !((entry.params.amount as number) >= 0)) tally.negativeDamage++;
            const problems = broken(result.state);
            if (problems.some((p) => /HP|MP/.test(p))) tally.nan++;
            if (problems.length > 0) tally.broken++;
            expect(problems, JSON.stringify(ev)).toEqual([]);
            state = result.state;
          }
          // Old states unchanged by the later events (structural sharing never writes a shared part).
          expect(history.changed()).toEqual([]);
        },
      ),
      { numRuns: 400, seed: 8 },
    );
    figures.push(
      `reducer: ${tally.sequences} sequences, ${tally.events} events (${tally.legal} legal, ${tally.illegal} refused), ` +
        `${tally.throws} throws, ${tally.nan} NaN HP/MP, ${tally.negativeDamage} negative damage, ` +
        `${tally.broken} states breaking an invariant (${Math.round(performance.now() - started)} ms)`,
    );
    expect(tally.legal).toBeGreaterThan(500);
    expect(tally.illegal).toBeGreaterThan(300);
  });
});

// ---- notation and odds -------------------------------------------------------------------------------

const notationText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(..."Kk2D6@+-*/()=<>!?0123456789$#~HOSrRaAdDgfstz[],".split("")),
    maxLength: 20,
  }),
  fc
    .tuple(
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 0, max: 13 }),
      fc.array(fc.constantFrom("r5", "#1", "$+1", "ad3", "gf", "sf4", "H", "+5", "-3", "sz4"), {
        maxLength: 3,
      }),
    )
    .map(([p, c, o]) => `K${p}@${c}${o.join("")}`),
);

describe("notation and odds under any text", () => {
  it("[ROLL-06] parsing and rolling return a value or an error; odds return within their bound", () => {
    const tally = { texts: 0, rolled: 0, refused: 0, odds: 0, oddsRefused: 0, throws: 0, nan: 0, slowest: 0 };
    fc.assert(
      fc.property(notationText, fc.integer(), (text, seed) => {
        tally.texts++;
        const parsed = parseNotation(text);
        const roll = rollText(text, seeded(seed));
        if (roll.ok) {
          tally.rolled++;
          if (!Number.isFinite(roll.value.total)) tally.nan++;
          expect(Number.isFinite(roll.value.total)).toBe(true);
        } else tally.refused++;
        if (!parsed.ok) return;
        const started = performance.now();
        const odds = notationOdds(text);
        const took = performance.now() - started;
        tally.slowest = Math.max(tally.slowest, took);
        expect(took, text).toBeLessThan(5000);
        if (!odds.ok) {
          tally.oddsRefused++;
          return;
        }
        tally.odds++;
        const mass = odds.value.distribution.reduce((s, d) => s + d.probability, 0);
        expect(mass + odds.value.truncatedMass, text).toBeCloseTo(1, 6);
        expect(Number.isFinite(odds.value.expected), text).toBe(true);
      }),
      { numRuns: 400, seed: 11 },
    );
    figures.push(
      `notation: ${tally.texts} texts, ${tally.rolled} rolled, ${tally.refused} refused, ${tally.throws} throws, ` +
        `${tally.nan} NaN totals; odds: ${tally.odds} computed, ${tally.oddsRefused} refused, slowest ${Math.round(tally.slowest)} ms`,
    );
  });
});

// ---- damage and derivation ---------------------------------------------------------------------------

describe("damage and derivation under any number", () => {
  it("[DMG-06] the pipeline and applying it return a value or an error; applied damage ≥ 0, HP/MP finite", () => {
    const tally = { cases: 0, ok: 0, refused: 0, nan: 0, negative: 0 };
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        anyNumber,
        anyNumber,
        fc.boolean(),
        (calculated, plus, minus, hp, resisted) => {
          tally.cases++;
          const input = {
            calculated,
            kind: "magical" as const,
            resisted: Number.isFinite(plus) && plus > 0,
            increases: [{ source: "a", amount: plus }],
            reductions: [{ source: "b", amount: minus }],
          };
          const steps = resolveDamage(input);
          // MP starts at 0..10 (a pool is never negative); damage may go to it or to HP.
          const mp = Math.abs(Math.trunc(Number.isFinite(hp) ? hp : 0)) % 11;
          const pool = resisted ? "mp" : "hp";
          const applied = applyEffect({ hp, maxHp: 20, mp, maxMp: 10, unconscious: false }, input, { pool });
          if (!steps.ok || !applied.ok) {
            tally.refused++;
            return;
          }
          tally.ok++;
          if (steps.value.applied < 0) tally.negative++;
          const after = applied.value.after;
          if (![after.hp, after.mp, steps.value.applied].every(Number.isFinite)) tally.nan++;
          expect(steps.value.applied).toBeGreaterThanOrEqual(0);
          expect(after.mp).toBeGreaterThanOrEqual(0);
          expect([after.hp, after.mp].every(Number.isFinite)).toBe(true);
        },
      ),
      { numRuns: 2000, seed: 12 },
    );
    figures.push(
      `damage: ${tally.cases} cases, ${tally.ok} applied, ${tally.refused} refused, ${tally.nan} NaN, ${tally.negative} negative`,
    );
  });

  it("[FACTS-1] derivation gives finite values for any numbers", () => {
    const tally = { cases: 0, nan: 0 };
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (level, race, bonus) => {
        tally.cases++;
        const base = adventurer();
        const d = deriveCharacter({
          ...base,
          base: { technique: race, body: bonus, mind: level },
          classes: [cls("fighter", level), cls("sorcerer", bonus)],
          weapons: [weapon({ minStrength: race, accuracy: bonus, power: level, criticalValue: race })],
          bonuses: { ...NO_BONUSES, hp: bonus, mp: race, criticalValue: level },
        });
        const values = [d.hpMax, d.mpMax, d.fortitude, d.willpower, d.evasion, d.defense, d.adventurerLevel];
        if (!values.every(Number.isFinite)) tally.nan++;
        expect(values.every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 500, seed: 13 },
    );
    figures.push(`derivation: ${tally.cases} characters, ${tally.nan} NaN`);
  });
});

// ---- Standard Combat skirmish size --------------------------------------------------------------------

describe("skirmish radius under any participant count", () => {
  it("[STD-06] the radius never shrinks as participants grow, stays 3..6 m, and a melee holds at most 20", () => {
    const tally = { pairs: 0, violations: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 2, max: MAX_MELEE }), fc.integer({ min: 2, max: MAX_MELEE }), (a, b) => {
        tally.pairs++;
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const ok = radiusFor(lo) <= radiusFor(hi) && radiusFor(lo) >= 3 && radiusFor(hi) <= 6;
        if (!ok) tally.violations++;
        expect(ok).toBe(true);
      }),
      { numRuns: 1000, seed: 14 },
    );
    expect(MAX_MELEE).toBe(20);
    expect([5, 6, 10, 11, 15, 16, 20].map(radiusFor)).toEqual([3, 4, 4, 5, 5, 6, 6]);
    figures.push(`skirmish radius: ${tally.pairs} pairs, ${tally.violations} not monotone or out of 3..6 m`);
  });
});
