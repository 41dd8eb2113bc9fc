import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canFight, headcount } from "../../../src/rules/combat/sections.js";
import { unitsIn } from "../../../src/rules/combat/simplified/misfire.js";
import { attempt, foe, makeBattle, pc, play, rules, turnOf, who } from "./helpers.js";

const hydra = (area: string, hp: number[] = [20, 20, 20]) =>
  foe("hydra", area, { sections: hp.map((h, i) => ({ name: `head ${i + 1}`, hp: h })) });
const bite = (targetId: string, actingSection?: number) => ({
  type: "major" as const,
  actorId: "hydra",
  action: { kind: "attack" as const, form: "melee" as const, targetId },
  ...(actingSection === undefined ? {} : { actingSection }),
});

describe("multi-section monsters", () => {
  it("[SECT-01] all sections share one area and move together", () => {
    const s = makeBattle([pc("ann", "pcRear"), hydra("enemyRear")], {
      initiative: { winner: "enemy", ambush: false, partyResult: 3, monsterValue: 9 },
    });
    const r = play(turnOf(s, "hydra"), [{ type: "move", actorId: "hydra", mode: "normal", to: "frontline" }]);
    expect(unitsIn(r.state, "frontline")).toEqual(
      [0, 1, 2].map((section) => ({ combatantId: "hydra", section })),
    );
  });

  it("[SECT-02] one whole turn for the monster; each conscious section takes its own major action", () => {
    const s = makeBattle([pc("ann", "frontline"), hydra("frontline", [20, 0, 20])], {
      initiative: { winner: "enemy", ambush: false, partyResult: 3, monsterValue: 9 },
    });
    const t = play(turnOf(s, "hydra"), [
      { type: "move", actorId: "hydra", mode: "limited" },
      bite("ann", 0),
      bite("ann", 2),
    ]).state;
    expect(rules(attempt(t, bite("ann", 0)))).toContain("ACT-01");
  });

  it("[SECT-02] each conscious section acts at most once, and the event names it", () => {
    const s = makeBattle([pc("ann", "frontline"), hydra("frontline", [20, 0, 20])], {
      initiative: { winner: "enemy", ambush: false, partyResult: 3, monsterValue: 9 },
    });
    const t = play(turnOf(s, "hydra"), [{ type: "move", actorId: "hydra", mode: "limited" }]).state;
    const unnamed = attempt(t, bite("ann"));
    expect(rules(unnamed)).toEqual(["SECT-02"]);
    expect(unnamed.errors[0]?.code).toBe("Combat.NameActingSection");
    expect(rules(attempt(t, bite("ann", 1)))).toEqual(["SECT-02"]);
    expect(attempt(t, bite("ann", 5)).errors[0]?.code).toBe("Combat.UnknownSection");
    const once = play(t, [bite("ann", 0)]);
    expect(once.log[0]).toEqual({
      type: "sectionActs",
      params: { actorId: "hydra", section: 0, name: "head 1" },
    });
    const twice = attempt(once.state, bite("ann", 0));
    expect(rules(twice)).toEqual(["SECT-02"]);
    expect(twice.errors[0]?.code).toBe("Combat.SectionActed");
    play(once.state, [bite("ann", 2)]);
  });

  it("[SECT-03] sections count one by one: a two-headed foe makes a retreat costly", () => {
    const s = makeBattle([
      pc("ann", "frontline"),
      pc("ben", "frontline"),
      pc("cid", "frontline"),
      pc("dan", "frontline"),
      hydra("frontline", [10, 10]),
    ]);
    const r = play(turnOf(s, "ann"), [{ type: "declareRetreat", actorId: "ann" }]);
    expect(r.log[0]).toMatchObject({ params: { allies: 3, hostiles: 2, evasionPenalty: -4 } });
    expect(headcount(who(s, "hydra"))).toBe(2);
  });

  it("[SECT-04] a section at 0 HP or below is unconscious; the monster fights on while any section stands", () => {
    const s = makeBattle([pc("ann", "frontline"), hydra("frontline", [5, 5])]);
    const one = play(s, [{ type: "applyDamage", targetId: "hydra", section: 0, amount: 5 }]);
    expect(who(one.state, "hydra").sections[0]).toMatchObject({ hp: 0, conscious: false });
    expect(canFight(who(one.state, "hydra"))).toBe(true);
    expect(one.state.phase).toBe("ready");
    const both = play(one.state, [{ type: "applyDamage", targetId: "hydra", section: 1, amount: 9 }]);
    expect(both.state.outcome).toEqual({ winner: "pc", reason: "defeated" });
  });

  it("[SECT-04] damage never revives: HP only goes down and a downed section stays down", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3, max: 12 }), { maxLength: 8 }), (hits) => {
        let state = makeBattle([pc("ann", "frontline"), hydra("frontline", [10, 30])]);
        let wasDown = false;
        for (const amount of hits) {
          const r = attempt(state, { type: "applyDamage", targetId: "hydra", section: 0, amount });
          const before = who(state, "hydra").sections[0]?.hp ?? 0;
          state = r.state;
          const after = who(state, "hydra").sections[0];
          if (!after || after.hp > before || (wasDown && after.conscious)) return false;
          wasDown = !after.conscious;
        }
        return true;
      }),
    );
  });
});
