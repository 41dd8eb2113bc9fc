import { describe, expect, it } from "vitest";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import {
  applyFallToCombatant,
  canFight,
  headcount,
  wingsGround,
} from "../../../../src/rules/combat/sections-and-mounts/sections.js";
import { unitsIn } from "../../../../src/rules/combat/simplified/misfire.js";
import { fc } from "../../../fc.js";
import { attempt, foe, makeBattle, pc, play, rules, turnOf, who } from "../helpers.js";

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

function standardBattle(combatants: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const r = normalizeBattle({
    method: "standard",
    phase: "ready",
    round: 1,
    initiative: { winner: "enemy", ambush: false, partyResult: 3, monsterValue: 9 },
    combatants,
    ...extra,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const drake = (x: number, more: Record<string, unknown> = {}) => ({
  id: "drake",
  side: "enemy",
  agility: 10,
  position: { x, y: 0 },
  sections: [
    { name: "head", hp: 20 },
    { name: "body", hp: 30 },
    { name: "wing", hp: 12, wing: true },
  ],
  ...more,
});
const hero = (id: string, x: number) => ({ id, side: "pc", hp: 20, agility: 12, position: { x, y: 0 } });

describe("multi-section monsters in Standard Combat", () => {
  it("[SECT-01] Standard: all sections share one point and move together", () => {
    const s = turnOf(standardBattle([drake(0), hero("ann", 20)]), "drake");
    const r = play(s, [{ type: "moveTo", actorId: "drake", path: [{ x: 8, y: 0 }] }]);
    expect(who(r.state, "drake").position).toEqual({ kind: "point", x: 8, y: 0 });
    expect(r.log.filter((l) => l.type === "movedTo")).toHaveLength(1);
  });

  it("[SECT-05][SECT-03] Standard: one section attacking brings every section into the melee, each counted", () => {
    const s = turnOf(standardBattle([drake(0), hero("ann", 0)]), "drake");
    const r = play(s, [
      { type: "move", actorId: "drake", mode: "limited" },
      {
        type: "major",
        actorId: "drake",
        actingSection: 0,
        action: { kind: "attack", form: "melee", targetId: "ann" },
      },
    ]);
    const skirmish = r.state.standard?.skirmishes[0];
    expect(skirmish?.melee).toEqual(["drake", "ann"]);
    // 3 sections + 1 = 4 participants: radius 3 m; two more heroes make 6: 4 m (STD-06).
    expect(skirmish?.radius).toBe(3);
    const six = standardBattle([drake(0), hero("ann", 0), hero("ben", 0), hero("cid", 0)]);
    const big = play(turnOf(six, "drake"), [
      { type: "move", actorId: "drake", mode: "limited" },
      {
        type: "major",
        actorId: "drake",
        actingSection: 1,
        action: { kind: "attack", form: "melee", targetId: "ann" },
      },
    ]).state;
    expect(big.standard?.skirmishes[0]?.radius).toBe(4);
  });

  it("[SECT-05][STD-05] Standard: a section using a unique skill at a hero's coordinates starts a skirmish with the whole monster", () => {
    const s = play(turnOf(standardBattle([drake(0), hero("ann", 0), hero("ben", 9)]), "drake"), [
      { type: "move", actorId: "drake", mode: "limited" },
    ]).state;
    const r = play(s, [
      { type: "major", actorId: "drake", actingSection: 1, action: { kind: "skill", label: "Thorn Burst" } },
    ]);
    expect(r.log.map((l) => l.type)).toEqual([
      "sectionActs",
      "skillUsed",
      "skirmishBroke",
      "joinedMelee",
      "joinedMelee",
    ]);
    expect(r.state.standard?.skirmishes[0]).toMatchObject({ melee: ["drake", "ann"], radius: 3 });
    // Nobody at its coordinates: no skirmish.
    const alone = play(turnOf(standardBattle([drake(0), hero("ben", 9)]), "drake"), [
      { type: "move", actorId: "drake", mode: "limited" },
      { type: "major", actorId: "drake", actingSection: 1, action: { kind: "skill", label: "Thorn Burst" } },
    ]).state;
    expect(alone.standard?.skirmishes).toEqual([]);
  });

  it("[SECT-02] Standard: each major action names its section, and each section acts once", () => {
    const s = play(turnOf(standardBattle([drake(0), hero("ann", 0)]), "drake"), [
      { type: "move", actorId: "drake", mode: "limited" },
    ]).state;
    const claw = (actingSection?: number) =>
      ({
        type: "major",
        actorId: "drake",
        ...(actingSection === undefined ? {} : { actingSection }),
        action: { kind: "attack", form: "melee", targetId: "ann" },
      }) as const;
    expect(rules(attempt(s, claw()))).toEqual(["SECT-02"]);
    const once = play(s, [claw(0)]);
    expect(once.log[0]).toEqual({
      type: "sectionActs",
      params: { actorId: "drake", section: 0, name: "head" },
    });
    expect(rules(attempt(once.state, claw(0)))).toEqual(["SECT-02"]);
    play(once.state, [claw(2)]);
  });

  it("[SECT-03] Standard: a retreat's Evasion penalty counts the monster's sections as hostiles", () => {
    const s = standardBattle(
      [
        drake(0),
        hero("ann", 0),
        hero("ben", 0),
        hero("cid", 0),
        hero("dan", 0),
        hero("eve", 0),
        hero("fay", 0),
      ],
      {
        initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
        skirmishes: [
          { id: "s1", centre: { x: 0, y: 0 }, melee: ["drake", "ann", "ben", "cid", "dan", "eve", "fay"] },
        ],
      },
    );
    // Five allies stay against three sections: 5 > 2 × 3 fails, so −4.
    const r = play(turnOf(s, "ann"), [{ type: "declareRetreat", actorId: "ann" }]);
    expect(r.log[0]).toMatchObject({
      type: "retreatDeclared",
      params: { allies: 5, hostiles: 3, evasionPenalty: -4 },
    });
    // With the wing down, two sections: 5 > 4, no penalty.
    const winged = play(s, [{ type: "applyDamage", targetId: "drake", section: 2, amount: 12 }]).state;
    const r2 = play(turnOf(winged, "ann"), [{ type: "declareRetreat", actorId: "ann" }]);
    expect(r2.log[0]).toMatchObject({ params: { allies: 5, hostiles: 2, evasionPenalty: 0 } });
  });
});

describe("falls and wings (SECT-06, SECT-07)", () => {
  it("[SECT-06] fall damage is taken by each section: one amount for all, or one per section", () => {
    const s = makeBattle([pc("ann", "frontline"), hydra("frontline", [20, 8, 20])]);
    const c = structuredClone(who(s, "hydra"));
    const log = applyFallToCombatant(c, 9);
    expect(c.sections.map((x) => x.hp)).toEqual([11, -1, 11]);
    expect(log).toContainEqual({ type: "sectionDown", params: { targetId: "hydra", section: 1 } });
    expect(log).toContainEqual({
      type: "damaged",
      params: { targetId: "hydra", section: 0, amount: 9, hp: 11, fall: true },
    });
    const each = structuredClone(who(s, "hydra"));
    applyFallToCombatant(each, [3, 0, 7]);
    expect(each.sections.map((x) => x.hp)).toEqual([17, 8, 13]);
    const wrong = structuredClone(who(s, "hydra"));
    expect(applyFallToCombatant(wrong, [3, 3])).toMatchObject({ code: "Combat.SectionCount" });
    expect(wrong.sections.map((x) => x.hp)).toEqual([20, 8, 20]);
  });

  it("[SECT-07] half (rounded up) or more of the wings down grounds the monster", () => {
    const winged = (wings: number) =>
      makeBattle([
        pc("ann", "frontline"),
        foe("roc", "frontline", {
          sections: [
            { name: "body", hp: 30 },
            ...Array.from({ length: wings }, (_, i) => ({ name: `wing ${i + 1}`, hp: 10, wing: true })),
          ],
        }),
      ]);
    const hit = (section: number) => ({ type: "applyDamage", targetId: "roc", section, amount: 10 }) as const;
    expect(wingsGround(who(winged(3), "roc"))).toBe(false);
    const oneOfThree = play(winged(3), [hit(1)]);
    expect(who(oneOfThree.state, "roc").status.grounded).toBe(false);
    const twoOfThree = play(oneOfThree.state, [hit(2)]);
    expect(twoOfThree.log).toContainEqual({
      type: "grounded",
      params: { combatantId: "roc", wingsDown: 2, wings: 3 },
    });
    expect(who(twoOfThree.state, "roc").status.grounded).toBe(true);
    // Logged once: a third wing changes nothing more.
    expect(play(twoOfThree.state, [hit(3)]).log.map((l) => l.type)).not.toContain("grounded");
    // One of two is half: grounded. A body hit never grounds.
    expect(play(winged(2), [hit(1)]).log.map((l) => l.type)).toContain("grounded");
    expect(who(play(winged(2), [hit(0)]).state, "roc").status.grounded).toBe(false);
    // A monster without wings is never grounded.
    expect(wingsGround(who(winged(0), "roc"))).toBe(false);
  });
});
