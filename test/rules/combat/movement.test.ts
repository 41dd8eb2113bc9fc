import { describe, expect, it } from "vitest";
import { evasionModifier } from "../../../src/rules/combat/turn/modifiers.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { attempt, foe, makeBattle, pc, play, rules, turnOf, who } from "./helpers.js";

const areaOf = (s: BattleState, id: string) => {
  const p = who(s, id).position;
  return p.kind === "area" ? p.area : null;
};
const bolt = { range: 30, area: { shape: "target" as const } };

describe("movement modes", () => {
  const s = () =>
    makeBattle([
      pc("ann", "pcRear"),
      pc("ben", "frontline"),
      foe("orc", "frontline"),
      foe("imp", "enemyRear"),
    ]);

  it("[MOVE-01] exactly one mode per turn, chosen before the major action", () => {
    const t = turnOf(s(), "ann");
    expect(
      rules(attempt(t, { type: "major", actorId: "ann", action: { kind: "other", label: "x" } })),
    ).toEqual(["MOVE-01"]);
    const moved = play(t, [{ type: "move", actorId: "ann", mode: "limited" }]).state;
    expect(rules(attempt(moved, { type: "move", actorId: "ann", mode: "limited" }))).toEqual(["MOVE-01"]);
  });

  it("[MOVE-02] Full Move: no major action, only minors marked for it, −4 Evasion until the next turn", () => {
    const t = play(turnOf(s(), "ann"), [{ type: "move", actorId: "ann", mode: "full" }]).state;
    expect(evasionModifier(t, "ann")).toBe(-4);
    expect(
      rules(attempt(t, { type: "major", actorId: "ann", action: { kind: "other", label: "x" } })),
    ).toEqual(["MOVE-02"]);
    expect(
      rules(attempt(t, { type: "minor", actorId: "ann", action: { kind: "declareFeat", feat: "x" } })),
    ).toEqual(["MOVE-02"]);
    play(t, [
      { type: "minor", actorId: "ann", action: { kind: "other", label: "shout", afterFullMove: true } },
    ]);
    const later = play(t, [
      { type: "endTurn", actorId: "ann" },
      { type: "startTurn", actorId: "ben" },
      { type: "endTurn", actorId: "ben" },
      { type: "startTurn", actorId: "orc" },
      { type: "endTurn", actorId: "orc" },
      { type: "startTurn", actorId: "imp" },
      { type: "endTurn", actorId: "imp" },
    ]).state;
    expect(evasionModifier(later, "ann")).toBe(-4);
    expect(
      evasionModifier(
        play(later, [{ type: "startRound" }, { type: "startTurn", actorId: "ann" }]).state,
        "ann",
      ),
    ).toBe(0);
  });

  it("[MOVE-03] Normal Move: no spell and no shooting, as major or minor", () => {
    const t = play(turnOf(s(), "ann"), [
      { type: "move", actorId: "ann", mode: "normal", to: "frontline" },
    ]).state;
    expect(
      rules(
        attempt(t, { type: "major", actorId: "ann", action: { kind: "cast", spell: bolt, targetId: "orc" } }),
      ),
    ).toEqual(["MOVE-03"]);
    expect(
      rules(
        attempt(t, {
          type: "major",
          actorId: "ann",
          action: { kind: "attack", form: "shooting", targetId: "orc", range: 10 },
        }),
      ),
    ).toEqual(["MOVE-03"]);
    expect(
      rules(
        attempt(t, {
          type: "minor",
          actorId: "ann",
          action: { kind: "other", label: "quick shot", shooting: true },
        }),
      ),
    ).toEqual(["MOVE-03"]);
  });

  it("[MOVE-03][ACT-08] a minor-action shot or spell before the move forbids a Normal or Full Move", () => {
    const shoot = { kind: "other", label: "quick shot", shooting: true } as const;
    const shot = play(turnOf(s(), "ann"), [{ type: "minor", actorId: "ann", action: shoot }]).state;
    for (const mode of ["normal", "full"] as const)
      expect(rules(attempt(shot, { type: "move", actorId: "ann", mode, to: "frontline" }))).toEqual([
        "MOVE-03",
      ]);
    play(shot, [{ type: "move", actorId: "ann", mode: "limited" }]);
    const spell = { kind: "other", label: "quick charm", spell: true } as const;
    const charmed = play(turnOf(s(), "ann"), [{ type: "minor", actorId: "ann", action: spell }]).state;
    expect(
      rules(attempt(charmed, { type: "move", actorId: "ann", mode: "normal", to: "frontline" })),
    ).toEqual(["ACT-08"]);
  });

  it("[MOVE-04] Limited Move: every action is open", () => {
    const t = play(turnOf(s(), "ann"), [{ type: "move", actorId: "ann", mode: "limited" }]).state;
    play(t, [{ type: "major", actorId: "ann", action: { kind: "cast", spell: bolt, targetId: "orc" } }]);
    play(t, [
      [
        {
          type: "major",
          actorId: "ann",
          action: { kind: "attack", form: "shooting", targetId: "orc", range: 10 },
        },
        [1],
      ],
    ]);
  });

  it("[MOVE-06] an enemy in your area, or being restrained, forces a Limited Move", () => {
    const t = turnOf(s(), "ben");
    expect(rules(attempt(t, { type: "move", actorId: "ben", mode: "normal" }))).toEqual(["MOVE-06"]);
    const r = makeBattle([pc("ann", "pcRear", { status: { restrained: true } }), foe("imp", "enemyRear")]);
    expect(
      rules(attempt(turnOf(r, "ann"), { type: "move", actorId: "ann", mode: "normal", to: "frontline" })),
    ).toEqual(["MOVE-06"]);
  });

  it("[MOVE-07] a blocked Full Move keeps its mode: no major action, −4 Evasion, no change of area", () => {
    const t = play(turnOf(s(), "ann"), [
      { type: "move", actorId: "ann", mode: "full", to: "frontline", blocked: true },
    ]).state;
    expect(areaOf(t, "ann")).toBe("pcRear");
    expect(evasionModifier(t, "ann")).toBe(-4);
    expect(
      rules(attempt(t, { type: "major", actorId: "ann", action: { kind: "other", label: "x" } })),
    ).toEqual(["MOVE-02"]);
  });

  it("[MOVE-08] thrown and melee after Normal or Limited; shooting and spells only after Limited", () => {
    const t = play(turnOf(s(), "ann"), [
      { type: "move", actorId: "ann", mode: "normal", to: "frontline" },
    ]).state;
    play(t, [
      [
        {
          type: "major",
          actorId: "ann",
          action: { kind: "attack", form: "thrown", targetId: "imp", range: 10 },
        },
        [],
      ],
    ]);
    play(t, [{ type: "major", actorId: "ann", action: { kind: "attack", form: "melee", targetId: "orc" } }]);
    expect(
      rules(
        attempt(t, {
          type: "major",
          actorId: "ann",
          action: { kind: "attack", form: "shooting", targetId: "orc", range: 10 },
        }),
      ),
    ).toEqual(["MOVE-03"]);
  });
});

describe("Simplified movement between areas", () => {
  it("[SIMP-07] Normal = adjacent area; Full = Rearguard to Rearguard when the Frontline holds no enemy; Limited stays", () => {
    const open = makeBattle([pc("ann", "pcRear"), foe("imp", "enemyRear")]);
    const t = turnOf(open, "ann");
    expect(rules(attempt(t, { type: "move", actorId: "ann", mode: "normal", to: "enemyRear" }))).toEqual([
      "SIMP-07",
    ]);
    expect(rules(attempt(t, { type: "move", actorId: "ann", mode: "limited", to: "frontline" }))).toEqual([
      "SIMP-07",
    ]);
    expect(
      areaOf(play(t, [{ type: "move", actorId: "ann", mode: "normal", to: "frontline" }]).state, "ann"),
    ).toBe("frontline");
    expect(
      areaOf(play(t, [{ type: "move", actorId: "ann", mode: "full", to: "enemyRear" }]).state, "ann"),
    ).toBe("enemyRear");
    const held = makeBattle([pc("ann", "pcRear"), foe("orc", "frontline"), foe("imp", "enemyRear")]);
    expect(
      rules(attempt(turnOf(held, "ann"), { type: "move", actorId: "ann", mode: "full", to: "enemyRear" })),
    ).toEqual(["SIMP-07"]);
  });

  it("[SIMP-08] with an enemy in your area you cannot leave unless retreating", () => {
    const t = turnOf(makeBattle([pc("ben", "frontline"), foe("orc", "frontline")]), "ben");
    expect(rules(attempt(t, { type: "move", actorId: "ben", mode: "normal", to: "pcRear" }))).toEqual([
      "SIMP-08",
    ]);
    const r = play(t, [
      { type: "declareRetreat", actorId: "ben" },
      { type: "move", actorId: "ben", mode: "normal", to: "pcRear" },
    ]);
    expect(areaOf(r.state, "ben")).toBe("pcRear");
  });

  it("[SIMP-09] retreat routes: never Frontline → enemy Rearguard; from their Rearguard home needs a Full Move", () => {
    const front = play(
      turnOf(makeBattle([pc("ben", "frontline"), foe("orc", "frontline"), foe("imp", "enemyRear")]), "ben"),
      [{ type: "declareRetreat", actorId: "ben" }],
    ).state;
    expect(
      rules(attempt(front, { type: "move", actorId: "ben", mode: "normal", to: "enemyRear" })),
    ).toContain("SIMP-09");
    const deep = play(turnOf(makeBattle([pc("ben", "enemyRear"), foe("imp", "enemyRear")]), "ben"), [
      { type: "declareRetreat", actorId: "ben" },
    ]).state;
    expect(rules(attempt(deep, { type: "move", actorId: "ben", mode: "normal", to: "pcRear" }))).toEqual([
      "SIMP-09",
    ]);
    expect(
      areaOf(play(deep, [{ type: "move", actorId: "ben", mode: "full", to: "pcRear" }]).state, "ben"),
    ).toBe("pcRear");
    expect(
      areaOf(play(deep, [{ type: "move", actorId: "ben", mode: "normal", to: "frontline" }]).state, "ben"),
    ).toBe("frontline");
    expect(rules(attempt(deep, { type: "move", actorId: "ben", mode: "full", to: "frontline" }))).toEqual([
      "SIMP-09",
    ]);
    const calm = turnOf(makeBattle([pc("ben", "pcRear"), foe("imp", "enemyRear")]), "ben");
    expect(rules(attempt(calm, { type: "declareRetreat", actorId: "ben" }))).toEqual(["SIMP-09"]);
  });

  it("[SIMP-09][MOVE-02] a retreat from the Frontline is a Normal Move home, never a Full Move", () => {
    const front = play(
      turnOf(makeBattle([pc("ben", "frontline"), foe("orc", "frontline"), foe("imp", "enemyRear")]), "ben"),
      [{ type: "declareRetreat", actorId: "ben" }],
    ).state;
    const full = attempt(front, { type: "move", actorId: "ben", mode: "full", to: "pcRear" });
    expect(rules(full)).toEqual(["SIMP-09"]);
    expect(full.errors[0]?.code).toBe("Combat.RetreatFullOnlyFromTheirRear");
    expect(
      areaOf(play(front, [{ type: "move", actorId: "ben", mode: "normal", to: "pcRear" }]).state, "ben"),
    ).toBe("pcRear");
  });

  it("[SIMP-10] breaking through: with nobody of theirs on the Frontline, Normal from the Frontline, Full from your Rearguard", () => {
    const held = makeBattle([
      pc("ann", "pcRear"),
      pc("ben", "frontline"),
      pc("cid", "frontline"),
      foe("orc", "frontline", { hp: 4 }),
      foe("imp", "enemyRear"),
    ]);
    const t = turnOf(held, "cid");
    expect(rules(attempt(t, { type: "declareRetreat", actorId: "cid" }))).toEqual([]);
    const broken = play(held, [{ type: "applyDamage", targetId: "orc", amount: 4 }]).state;
    const b = turnOf(broken, "ben");
    expect(
      areaOf(play(b, [{ type: "move", actorId: "ben", mode: "normal", to: "enemyRear" }]).state, "ben"),
    ).toBe("enemyRear");
    const a = play(b, [
      { type: "endTurn", actorId: "ben" },
      { type: "startTurn", actorId: "ann" },
    ]).state;
    expect(
      areaOf(play(a, [{ type: "move", actorId: "ann", mode: "full", to: "enemyRear" }]).state, "ann"),
    ).toBe("enemyRear");
    expect(
      rules(attempt(turnOf(held, "ben"), { type: "move", actorId: "ben", mode: "normal", to: "enemyRear" })),
    ).toEqual(["SIMP-08", "SIMP-10"]);
    const noOrc = makeBattle([pc("ben", "frontline"), foe("orc", "pcRear"), foe("imp", "enemyRear")]);
    expect(
      rules(attempt(turnOf(noOrc, "ben"), { type: "move", actorId: "ben", mode: "normal", to: "enemyRear" })),
    ).toEqual([]);
    const guarded = makeBattle([
      pc("ben", "frontline"),
      pc("cid", "pcRear"),
      foe("orc", "frontline"),
      foe("imp", "enemyRear"),
    ]);
    const cid = turnOf(guarded, "cid");
    expect(rules(attempt(cid, { type: "move", actorId: "cid", mode: "full", to: "enemyRear" }))).toEqual([
      "SIMP-07",
    ]);
  });

  it("[SIMP-10] from the Frontline the enemy Rearguard opens only once they hold no Frontline", () => {
    const s = makeBattle(
      [
        pc("ben", "frontline"),
        pc("cid", "frontline"),
        foe("orc", "frontline", { status: { surrendered: false } }),
        foe("imp", "enemyRear"),
      ],
      {
        initiative: { winner: "enemy", ambush: false, partyResult: 5, monsterValue: 9 },
      },
    );
    const t = play(s, [
      { type: "startRound" },
      { type: "startTurn", actorId: "orc" },
      { type: "declareRetreat", actorId: "orc" },
      { type: "move", actorId: "orc", mode: "normal", to: "enemyRear" },
      { type: "endTurn", actorId: "orc" },
      { type: "startTurn", actorId: "imp" },
      { type: "endTurn", actorId: "imp" },
      { type: "startTurn", actorId: "ben" },
    ]).state;
    expect(
      areaOf(play(t, [{ type: "move", actorId: "ben", mode: "normal", to: "enemyRear" }]).state, "ben"),
    ).toBe("enemyRear");
    const cut = makeBattle([
      pc("ben", "frontline"),
      foe("orc", "frontline", { hp: 0 }),
      foe("ogre", "pcRear"),
      foe("imp", "enemyRear"),
    ]);
    expect(
      rules(attempt(turnOf(cut, "ben"), { type: "move", actorId: "ben", mode: "normal", to: "enemyRear" })),
    ).toEqual([]);
    const stillHeld = makeBattle([pc("ben", "pcRear"), foe("orc", "frontline"), foe("imp", "enemyRear")]);
    const t2 = play(turnOf(stillHeld, "ben"), []).state;
    expect(rules(attempt(t2, { type: "move", actorId: "ben", mode: "full", to: "enemyRear" }))).toEqual([
      "SIMP-07",
    ]);
  });

  it("[SIMP-11] a broken-through side cannot leave its Rearguard while attackers are there, even by magic; the GM may let one leave", () => {
    const s = makeBattle([pc("ann", "pcRear"), foe("orc", "pcRear"), foe("imp", "enemyRear")]);
    const t = turnOf(s, "ann");
    expect(rules(attempt(t, { type: "declareRetreat", actorId: "ann" }))).toContain("SIMP-11");
    const blink = { range: 10, area: { shape: "breakthrough" as const } };
    const m = play(t, [{ type: "move", actorId: "ann", mode: "limited" }]).state;
    expect(
      rules(
        attempt(m, {
          type: "major",
          actorId: "ann",
          action: { kind: "cast", spell: blink, targetArea: "frontline" },
        }),
      ),
    ).toContain("SIMP-11");
    expect(rules(attempt(t, { type: "leaveBattle", combatantId: "ann" }))).toEqual(["SIMP-11"]);
    const gm = play(t, [
      { type: "override", event: { type: "leaveBattle", combatantId: "ann" }, reason: "GM allows flight" },
    ]);
    expect(gm.log[0]).toMatchObject({ type: "override", params: { rules: ["SIMP-11"] } });
    expect(who(gm.state, "ann").status.fled).toBe(true);
    const freed = makeBattle([pc("ann", "pcRear"), foe("orc", "frontline"), foe("imp", "enemyRear")]);
    expect(
      rules(attempt(turnOf(freed, "ann"), { type: "move", actorId: "ann", mode: "normal", to: "frontline" })),
    ).toEqual([]);
  });
});
