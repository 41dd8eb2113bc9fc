import { describe, expect, it } from "vitest";
import { chooseGrowth, growthAbility, rollGrowth } from "../../../../src/rules/character/creation/growth.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";

describe("growth roll", () => {
  it("[FACTS-1] each face names one ability: 1 Dex … 6 Spi; other numbers name none", () => {
    expect([1, 2, 3, 4, 5, 6].map(growthAbility)).toEqual([
      "dexterity",
      "agility",
      "strength",
      "vitality",
      "intelligence",
      "spirit",
    ]);
    expect(growthAbility(0)).toBeNull();
    expect(growthAbility(7)).toBeNull();
    expect(growthAbility(2.5)).toBeNull();
  });

  it("[FACTS-1] 2d name two abilities and the player picks one of them", () => {
    const roll = rollGrowth(fixedDice([3, 6]));
    expect(roll.ok && roll.value).toEqual({ dice: [3, 6], choices: ["strength", "spirit"] });
    if (!roll.ok) return;
    expect(chooseGrowth(roll.value, "spirit")).toEqual({ ok: true, value: "spirit" });
    const wrong = chooseGrowth(roll.value, "agility");
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe("GrowthChoiceInvalid");
  });

  it("[FACTS-1] a double names the same ability twice; exhausted dice are an error value", () => {
    const roll = rollGrowth(fixedDice([1, 1]));
    expect(roll.ok && roll.value.choices).toEqual(["dexterity", "dexterity"]);
    const none = rollGrowth(fixedDice([4]));
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.code).toBe("DiceExhausted");
  });
});
