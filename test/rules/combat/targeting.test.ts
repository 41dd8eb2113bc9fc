import { describe, expect, it } from "vitest";
import { affectedAreas, resolveArea } from "../../../src/rules/combat/simplified/area-effects.js";
import { AREAS, areaDistance, isSkirmish } from "../../../src/rules/combat/simplified/areas.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { attempt, foe, makeBattle, pc, play, rules, turnOf, who } from "./helpers.js";

/** Opens ann's turn with a Limited Move. */
function ready(state: BattleState, actorId = "ann"): BattleState {
  return play(turnOf(state, actorId), [{ type: "move", actorId, mode: "limited" }]).state;
}
const logOf = (r: { log: { type: string; params: object }[] }, type: string) =>
  r.log.find((l) => l.type === type)?.params;

describe("areas and range", () => {
  it("[SIMP-01] three areas; Frontline to either Rearguard 10 m, Rearguard to Rearguard 20 m", () => {
    expect(AREAS).toEqual(["frontline", "pcRear", "enemyRear"]);
    expect(areaDistance("frontline", "pcRear")).toBe(10);
    expect(areaDistance("enemyRear", "frontline")).toBe(10);
    expect(areaDistance("pcRear", "enemyRear")).toBe(20);
    expect(areaDistance("pcRear", "pcRear")).toBe(0);
  });

  it("[SIMP-02] two hostile fighters in one area make a skirmish; the fallen do not", () => {
    const s = makeBattle([
      pc("ann", "frontline"),
      foe("orc", "frontline"),
      foe("imp", "enemyRear"),
      pc("ben", "pcRear"),
      foe("bat", "pcRear", { hp: 0 }),
    ]);
    expect(isSkirmish(s, "frontline")).toBe(true);
    expect(isSkirmish(s, "enemyRear")).toBe(false);
    expect(isSkirmish(s, "pcRear")).toBe(false);
  });

  it("[SIMP-12] melee and Range: Touch only in the same area, for allies too", () => {
    const s = ready(makeBattle([pc("ann", "pcRear"), pc("ben", "frontline"), foe("orc", "frontline")]));
    expect(
      rules(
        attempt(s, {
          type: "major",
          actorId: "ann",
          action: { kind: "attack", form: "melee", targetId: "orc" },
        }),
      ),
    ).toEqual(["SIMP-12"]);
    const heal = { range: "touch" as const, area: { shape: "target" as const } };
    expect(
      rules(
        attempt(s, { type: "major", actorId: "ann", action: { kind: "cast", spell: heal, targetId: "ben" } }),
      ),
    ).toEqual(["SIMP-12"]);
  });

  it("[SIMP-13] ≥10 m reaches adjacent areas, ≥20 m the far Rearguard (across opponents only with Hawk Eye), <10 m stays", () => {
    const s = ready(
      makeBattle([
        pc("ann", "pcRear"),
        pc("ben", "frontline"),
        foe("orc", "frontline"),
        foe("imp", "enemyRear"),
      ]),
    );
    const shoot = (targetId: string, range: number) => ({
      type: "major" as const,
      actorId: "ann",
      action: { kind: "attack" as const, form: "thrown" as const, targetId, range },
    });
    expect(rules(attempt(s, shoot("orc", 5)))).toEqual(["SIMP-13"]);
    expect(rules(attempt(s, shoot("orc", 10), [1]))).toEqual([]);
    expect(rules(attempt(s, shoot("imp", 10)))).toEqual(["SIMP-13"]);
    expect(attempt(s, shoot("imp", 20)).errors[0]?.code).toBe("Combat.NeedsHawkEye");
    const hawk = ready(
      makeBattle([
        pc("ann", "pcRear", { feats: ["hawkEye"] }),
        foe("orc", "frontline"),
        foe("imp", "enemyRear"),
      ]),
    );
    expect(rules(attempt(hawk, shoot("imp", 20)))).toEqual([]);
    const clear = ready(makeBattle([pc("ann", "pcRear"), pc("ben", "frontline"), foe("imp", "enemyRear")]));
    expect(rules(attempt(clear, shoot("imp", 20)))).toEqual([]);
  });

  it("[SIMP-13] a spell across a held Frontline is refused for want of Hawk Eye without speaking of shooting", () => {
    const s = ready(makeBattle([pc("ann", "pcRear"), foe("orc", "frontline"), foe("imp", "enemyRear")]));
    const cast = attempt(s, {
      type: "major",
      actorId: "ann",
      action: { kind: "cast", spell: { range: 30, area: { shape: "target" } }, targetId: "imp" },
    });
    expect(rules(cast)).toEqual(["SIMP-13"]);
    expect(cast.errors[0]?.code).toBe("Combat.NeedsHawkEyeSpell");
    expect(cast.errors[0]?.message).not.toMatch(/shoot/i);
  });
});

describe("misfires and areas of effect", () => {
  const crowd = (annMore: Record<string, unknown> = {}) =>
    makeBattle([
      pc("ann", "pcRear", annMore),
      pc("ben", "frontline"),
      foe("orc", "frontline"),
      foe("gob", "frontline"),
      foe("imp", "enemyRear"),
    ]);
  const shot = {
    type: "major" as const,
    actorId: "ann",
    action: { kind: "attack" as const, form: "shooting" as const, targetId: "orc", range: 30, damage: 4 },
  };

  it("[SIMP-14] shooting into a skirmish from outside hits a random character in it (1d: 3 → third of ben, orc, gob)", () => {
    const r = play(ready(crowd()), [[shot, [3]]]);
    expect(logOf(r, "attack")).toMatchObject({ intendedId: "orc", targetId: "gob", misfire: true });
    expect(who(r.state, "gob").sections[0]?.hp).toBe(11);
    const friendlyFire = play(ready(crowd()), [[shot, [1]]]);
    expect(who(friendlyFire.state, "ben").sections[0]?.hp).toBe(16);
  });

  it("[SIMP-14] Targeting, shooting within the same area, and Area: Target never misfire", () => {
    expect(logOf(play(ready(crowd({ feats: ["targeting"] })), [shot]), "attack")).toMatchObject({
      targetId: "orc",
      misfire: false,
    });
    const inside = makeBattle([pc("ann", "frontline"), foe("orc", "frontline"), foe("gob", "frontline")]);
    expect(logOf(play(ready(inside), [shot]), "attack")).toMatchObject({ targetId: "orc", misfire: false });
    const bolt = { range: 30, area: { shape: "target" as const } };
    const r = play(ready(crowd()), [
      { type: "major", actorId: "ann", action: { kind: "cast", spell: bolt, targetId: "orc" } },
    ]);
    expect(logOf(r, "spellCast")).toMatchObject({ misfire: false, affected: ["orc#0"] });
  });

  it("[SIMP-15] radius under 10 m: one area; with a /N cap, N drawn at random", () => {
    const all = { range: 30, area: { shape: "radius" as const, radius: 3 } };
    const r = play(ready(crowd()), [
      { type: "major", actorId: "ann", action: { kind: "cast", spell: all, targetArea: "frontline" } },
    ]);
    expect(logOf(r, "spellCast")).toMatchObject({ affected: ["ben#0", "orc#0", "gob#0"] });
    const capped = { range: 30, area: { shape: "radius" as const, radius: 3, cap: 2 } };
    // 1d 2 → index 1 (orc) of [ben, orc, gob]; then 1d 6 → (6−1) mod 2 = 1 → gob of [ben, gob]
    const c = play(ready(crowd()), [
      [
        { type: "major", actorId: "ann", action: { kind: "cast", spell: capped, targetArea: "frontline" } },
        [2, 6],
      ],
    ]);
    expect(logOf(c, "spellCast")).toMatchObject({ affected: ["orc#0", "gob#0"] });
  });

  it("[SIMP-16] radius 10–19 m: the target area and its neighbours (all three from the Frontline); ≥20 m: all three", () => {
    expect(affectedAreas({ shape: "radius", radius: 15 }, "pcRear", "pcRear")).toEqual([
      "pcRear",
      "frontline",
    ]);
    expect(affectedAreas({ shape: "radius", radius: 10 }, "pcRear", "frontline")).toEqual([
      "frontline",
      "pcRear",
      "enemyRear",
    ]);
    expect(affectedAreas({ shape: "radius", radius: 19 }, "pcRear", "enemyRear")).toEqual([
      "enemyRear",
      "frontline",
    ]);
    expect(affectedAreas({ shape: "radius", radius: 9 }, "pcRear", "enemyRear")).toEqual(["enemyRear"]);
    expect(affectedAreas({ shape: "radius", radius: 20 }, "pcRear", "enemyRear")).toEqual([
      "frontline",
      "pcRear",
      "enemyRear",
    ]);
    const storm = { range: 30, area: { shape: "radius" as const, radius: 12 } };
    const r = play(ready(crowd()), [
      { type: "major", actorId: "ann", action: { kind: "cast", spell: storm, targetArea: "pcRear" } },
    ]);
    expect(logOf(r, "spellCast")).toMatchObject({ affected: ["ann#0", "ben#0", "orc#0", "gob#0"] });
  });

  it("[SIMP-17] Line: from a Rearguard all three areas, each non-target hit on 1d 1–3, caster out, target in", () => {
    const line = { range: 30, area: { shape: "line" as const } };
    // non-targets in roster order: ben 4 (safe), cid 3 (hit), orc 6 (safe), bat 1 (hit)
    const r = play(
      ready(
        makeBattle([
          pc("ann", "pcRear", { feats: ["hawkEye"] }),
          pc("ben", "pcRear"),
          pc("cid", "frontline"),
          foe("orc", "frontline"),
          foe("imp", "enemyRear"),
          foe("bat", "enemyRear"),
        ]),
      ),
      [
        [
          {
            type: "major",
            actorId: "ann",
            action: { kind: "cast", spell: line, targetId: "imp", damage: 5 },
          },
          [4, 3, 6, 1],
        ],
      ],
    );
    expect(logOf(r, "spellCast")).toMatchObject({
      affected: ["imp#0", "cid#0", "bat#0"],
      lineRolls: ["ben#0:4", "cid#0:3", "orc#0:6", "bat#0:1"],
    });
    expect(who(r.state, "cid").sections[0]?.hp).toBe(15);
    expect(affectedAreas({ shape: "line" }, "frontline", "enemyRear")).toEqual(["frontline", "enemyRear"]);
    expect(affectedAreas({ shape: "line" }, "frontline", "frontline")).toEqual(["frontline"]);
  });

  it("[SIMP-17] a Line fired from outside the combat misfires without Guided Magic", () => {
    const s = makeBattle([pc("ben", "frontline"), foe("orc", "frontline"), foe("imp", "enemyRear")]);
    const request = {
      shape: { shape: "line" as const },
      casterId: null,
      from: null,
      to: "frontline" as const,
      target: { combatantId: "orc", section: 0 },
    };
    // misfire pick among [ben, orc]: 1d 1 → ben; then the others roll: orc 2 (hit), imp 5 (safe)
    const wild = resolveArea(s, { ...request, targeting: false }, fixedDice([1, 2, 5]));
    expect(wild.misfire).toBe(true);
    expect(wild.affected).toEqual([
      { combatantId: "ben", section: 0 },
      { combatantId: "orc", section: 0 },
    ]);
    const guided = resolveArea(s, { ...request, targeting: true }, fixedDice([4, 4]));
    expect(guided.misfire).toBe(false);
    expect(guided.affected).toEqual([{ combatantId: "orc", section: 0 }]);
  });

  it("[SIMP-18] Breakthrough cannot pass enemies; non-targets as Line; the user ends in the target area", () => {
    const dash = { range: 30, area: { shape: "breakthrough" as const } };
    const held = ready(
      makeBattle([
        pc("ann", "pcRear", { feats: ["hawkEye"] }),
        foe("orc", "frontline"),
        foe("imp", "enemyRear"),
      ]),
    );
    expect(
      rules(
        attempt(held, {
          type: "major",
          actorId: "ann",
          action: { kind: "cast", spell: dash, targetId: "imp" },
        }),
      ),
    ).toEqual(["SIMP-18"]);
    const open = ready(
      makeBattle([
        pc("ann", "pcRear"),
        pc("ben", "frontline"),
        foe("imp", "enemyRear"),
        foe("bat", "enemyRear"),
      ]),
    );
    const r = play(open, [
      [{ type: "major", actorId: "ann", action: { kind: "cast", spell: dash, targetId: "imp" } }, [2, 5]],
    ]);
    expect(logOf(r, "spellCast")).toMatchObject({
      affected: ["imp#0", "ben#0"],
      lineRolls: ["ben#0:2", "bat#0:5"],
    });
    expect(who(r.state, "ann").position).toEqual({ kind: "area", area: "enemyRear" });
  });

  it("[SIMP-18] with melee on the Frontline, a Breakthrough from the Frontline cannot reach the far Rearguard", () => {
    const dash = { range: 10, area: { shape: "breakthrough" as const } };
    const melee = ready(
      makeBattle([pc("ann", "frontline"), foe("orc", "frontline"), foe("imp", "enemyRear")]),
    );
    expect(
      rules(
        attempt(melee, {
          type: "major",
          actorId: "ann",
          action: { kind: "cast", spell: dash, targetId: "imp" },
        }),
      ),
    ).toEqual(["SIMP-18"]);
    const clear = ready(makeBattle([pc("ann", "frontline"), foe("imp", "enemyRear")]));
    expect(
      rules(
        attempt(clear, {
          type: "major",
          actorId: "ann",
          action: { kind: "cast", spell: dash, targetId: "imp" },
        }),
      ),
    ).toEqual([]);
  });
});
