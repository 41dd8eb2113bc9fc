import { describe, expect, it } from "vitest";
import {
  afterCombat,
  aftermathMinutes,
  lootableMonsters,
} from "../../../../src/rules/combat/turn/aftermath.js";
import { fc } from "../../../fc.js";
import { foe, makeBattle, pc, play } from "../helpers.js";

describe("after combat", () => {
  it("[FLOW-07] looting takes 10 minutes per defeated monster", () => {
    expect(aftermathMinutes({ monstersLooted: 3, herbsUsed: 0 })).toEqual({
      ok: true,
      value: { lootMinutes: 30, herbMinutes: 0, totalMinutes: 30 },
    });
  });

  it("[FLOW-08] each Lifegrass or Magic Herb use takes 10 minutes, added to the looting", () => {
    expect(aftermathMinutes({ monstersLooted: 2, herbsUsed: 4 })).toEqual({
      ok: true,
      value: { lootMinutes: 20, herbMinutes: 40, totalMinutes: 60 },
    });
    expect(aftermathMinutes({ monstersLooted: 0, herbsUsed: 0 })).toEqual({
      ok: true,
      value: { lootMinutes: 0, herbMinutes: 0, totalMinutes: 0 },
    });
  });

  it("[FLOW-07][FLOW-08] a negative or fractional count is an error value naming the rule", () => {
    const loot = aftermathMinutes({ monstersLooted: -1, herbsUsed: 0 });
    expect(loot.ok ? null : [loot.error.code, loot.error.rule]).toEqual(["Combat.AftermathCount", "FLOW-07"]);
    const herbs = aftermathMinutes({ monstersLooted: 1, herbsUsed: 1.5 });
    expect(herbs.ok ? null : herbs.error.rule).toBe("FLOW-08");
    const nan = aftermathMinutes({ monstersLooted: Number.NaN, herbsUsed: 0 });
    expect(nan.ok).toBe(false);
  });

  it("[FLOW-07][FLOW-08] the total is always 10 minutes per task", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), (monstersLooted, herbsUsed) => {
        const r = aftermathMinutes({ monstersLooted, herbsUsed });
        return r.ok && r.value.totalMinutes === 10 * (monstersLooted + herbsUsed);
      }),
    );
  });

  it("[FLOW-07][INIT-06] defeated monsters leave loot, a rider and its mount both; the fled and surrendered do not", () => {
    const s = makeBattle([
      pc("ann", "frontline"),
      foe("orc", "frontline", { hp: 0 }),
      foe("rider", "enemyRear", { kind: "character", mountedWith: "horse", hp: 0 }),
      foe("horse", "enemyRear", { kind: "mount", mountedWith: "rider", hp: -3 }),
      foe("imp", "enemyRear", { hp: 0, status: { surrendered: true } }),
      foe("bat", "enemyRear", { hp: 0, status: { fled: true } }),
      foe("bandit", "enemyRear", { kind: "character", hp: 0 }),
      foe("ghoul", "enemyRear", { hp: 8, status: { dead: true } }),
      foe("wolf", "enemyRear", { hp: 4 }),
    ]);
    expect(lootableMonsters(s)).toEqual(["orc", "rider", "horse", "ghoul"]);
  });

  it("[FLOW-06][FLOW-07][FLOW-08] the clean-up ends short effects and logs the time spent", () => {
    const s = play(makeBattle([pc("ann", "frontline"), foe("orc", "frontline", { hp: 5 })]), [
      { type: "addEffect", effect: { id: "haste", name: "Haste", unit: "rounds" }, amount: 3 },
      { type: "addEffect", effect: { id: "sight", name: "Night Sight", unit: "hours" }, amount: 1 },
      { type: "applyDamage", targetId: "orc", amount: 5 },
    ]).state;
    expect(s.phase).toBe("ended");
    const r = afterCombat(s, { herbsUsed: 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.effects.map((e) => e.id)).toEqual(["sight"]);
    expect(r.value.log).toEqual([
      { type: "effectEndedAfterCombat", params: { effectId: "haste", name: "Haste" } },
      {
        type: "aftermath",
        params: { lootable: ["orc"], herbsUsed: 2, lootMinutes: 10, herbMinutes: 20, totalMinutes: 30 },
      },
    ]);
    const kept = afterCombat(s, { keep: ["haste"] });
    expect(kept.ok && kept.value.state.effects.map((e) => e.id)).toEqual(["haste", "sight"]);
    const bad = afterCombat(s, { herbsUsed: -2 });
    expect(bad.ok ? null : bad.error.rule).toBe("FLOW-08");
  });
});
