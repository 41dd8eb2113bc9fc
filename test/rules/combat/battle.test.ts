import { describe, expect, it } from "vitest";
import { step } from "../../../src/rules/combat/battle.js";
import { clonePlain } from "../../../src/rules/combat/clone.js";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { fc } from "../../fc.js";
import { attempt, foe, makeBattle, pc, play, turnOf } from "./helpers.js";

const base = () =>
  makeBattle([pc("ann", "pcRear"), pc("ben", "frontline"), foe("orc", "frontline"), foe("imp", "enemyRear")]);

describe("the reducer", () => {
  it("[FLOW-03] an illegal event returns the very same state object and names the rule", () => {
    const s = base();
    const r = attempt(s, { type: "startTurn", actorId: "ann" });
    expect(r.state).toBe(s);
    expect(r.errors[0]).toMatchObject({ rule: "FLOW-01", code: "Combat.NoRound" });
    expect(r.log).toEqual([]);
  });

  it("[SIMP-14] running out of fixed dice is an error value and changes nothing", () => {
    const s = play(turnOf(base(), "ann"), [{ type: "move", actorId: "ann", mode: "limited" }]).state;
    const r = step(
      s,
      {
        type: "major",
        actorId: "ann",
        action: { kind: "attack", form: "shooting", targetId: "orc", range: 10 },
      },
      fixedDice([]),
    );
    expect(r.state).toBe(s);
    expect(r.errors[0]?.code).toBe("Combat.DiceExhausted");
  });

  it("[SIMP-07] a GM override applies an illegal move and logs the rules it set aside", () => {
    const t = turnOf(base(), "ann");
    const r = play(t, [
      {
        type: "override",
        event: { type: "move", actorId: "ann", mode: "normal", to: "enemyRear" },
        reason: "teleport trap",
      },
    ]);
    expect(r.log[0]).toEqual({
      type: "override",
      params: { event: "move", rules: ["SIMP-07"], reason: "teleport trap" },
    });
    expect(r.state.combatants[0]?.position).toEqual({ kind: "area", area: "enemyRear" });
    expect(
      attempt(t, { type: "override", event: { type: "override", event: { type: "startRound" } } }).errors[0]
        ?.code,
    ).toBe("Combat.NestedOverride");
    expect(
      attempt(t, { type: "override", event: { type: "startTurn", actorId: "nobody" } }).errors[0]?.code,
    ).toBe("Combat.UnknownCombatant");
  });

  it("[FLOW-02] a GM override can let a character act out of order", () => {
    const s = play(base(), [{ type: "startRound" }]).state;
    const r = play(s, [{ type: "override", event: { type: "startTurn", actorId: "orc" } }]);
    expect(r.state.turn?.actorId).toBe("orc");
  });

  it("[FLOW-03] random event streams never throw, keep the state plain JSON, and leave it untouched on error", () => {
    const ids = ["ann", "ben", "orc", "imp", "ghost"];
    const areas = ["frontline", "pcRear", "enemyRear"] as const;
    const id = fc.constantFrom(...ids);
    const event: fc.Arbitrary<BattleEvent> = fc.oneof(
      fc.constant({ type: "startRound" } as const),
      id.map((actorId) => ({ type: "startTurn", actorId }) as const),
      id.map((actorId) => ({ type: "endTurn", actorId }) as const),
      id.map((actorId) => ({ type: "declareRetreat", actorId }) as const),
      fc
        .record({
          actorId: id,
          mode: fc.constantFrom("full", "normal", "limited" as const),
          to: fc.constantFrom(...areas),
        })
        .map((e) => ({ type: "move", ...e }) as const),
      fc
        .record({
          actorId: id,
          targetId: id,
          form: fc.constantFrom("melee", "thrown", "shooting" as const),
          range: fc.constantFrom(5, 10, 20, 30),
        })
        .map(
          ({ actorId, ...a }) =>
            ({ type: "major", actorId, action: { kind: "attack", damage: 3, ...a } }) as const,
        ),
      fc.record({ actorId: id, radius: fc.constantFrom(3, 12, 25) }).map(
        ({ actorId, radius }) =>
          ({
            type: "major",
            actorId,
            action: {
              kind: "cast",
              spell: { range: 30, area: { shape: "radius", radius, cap: 2 } },
              targetArea: "frontline",
              damage: 2,
            },
          }) as const,
      ),
      id.map((actorId) => ({ type: "minor", actorId, action: { kind: "standUp" } }) as const),
      id.map((targetId) => ({ type: "applyDamage", targetId, amount: 6 }) as const),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(event, fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 6 })), {
          maxLength: 40,
        }),
        (script) => {
          let state = base();
          for (const [e, dice] of script) {
            const r = step(state, e, fixedDice(dice));
            if (r.errors.length > 0 && r.state !== state) return false;
            state = r.state;
          }
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          return true;
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("copying the battle", () => {
  it("[FLOW-03] clonePlain makes an equal, fully separate copy of plain data", () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        tie("arr"),
        tie("obj"),
      ),
      arr: fc.array(tie("value"), { maxLength: 4 }),
      obj: fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), tie("value"), { maxKeys: 4 }),
    })).value;
    fc.assert(
      fc.property(json, (v) => {
        const copy = clonePlain(v);
        expect(copy).toEqual(v);
        return v === null || typeof v !== "object" || copy !== v;
      }),
    );
  });
});
