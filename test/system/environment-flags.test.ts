import { describe, expect, it } from "vitest";
import { normalizeBattle } from "../../src/rules/combat/normalize.js";
import {
  battleEnvironmentFromScene,
  combatantWaterFromRegions,
} from "../../src/system/combat/scene/environment-flags.js";

describe("scene and region flags for water (ENV-05)", () => {
  it("[ENV-05] a flooded scene gives the battle's environment, which the engine accepts", () => {
    const scene = {
      flags: { swordworld25: { environment: { underwater: true, ground: ["forest", "lava"] } } },
    };
    const environment = battleEnvironmentFromScene(scene);
    expect(environment).toEqual({ underwater: true, shoulderDeep: false, ground: ["forest"] });
    const battle = normalizeBattle({ combatants: [{ id: "a", side: "pc", hp: 5 }], environment });
    expect(battle.ok && battle.value.environment?.underwater).toBe(true);
    expect(battleEnvironmentFromScene({ flags: {} })).toBeUndefined();
    expect(battleEnvironmentFromScene({ flags: { swordworld25: { environment: "deep" } } })).toBeUndefined();
    expect(battleEnvironmentFromScene(null)).toBeUndefined();
  });

  it("[ENV-05] the first region marked under water gives a combatant its own water", () => {
    const pool = { flags: { swordworld25: { environment: { underwater: true, shoulderDeep: true } } } };
    const shore = { flags: { swordworld25: { environment: { underwater: false } } } };
    expect(combatantWaterFromRegions([{ flags: {} }, pool, shore])).toEqual({
      underwater: true,
      shoulderDeep: true,
    });
    // A Region saved with the box unchecked says nothing: the pool behind it still decides.
    expect(combatantWaterFromRegions([shore, pool])).toEqual({ underwater: true, shoulderDeep: true });
    expect(combatantWaterFromRegions([shore])).toBeUndefined();
    expect(
      combatantWaterFromRegions([{ flags: { other: { environment: { underwater: true } } } }]),
    ).toBeUndefined();
  });
});
