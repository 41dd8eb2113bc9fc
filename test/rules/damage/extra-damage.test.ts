import { describe, expect, it } from "vitest";
import { resolveDamage } from "../../../src/rules/damage/damage-pipeline.js";
import { extraDamage } from "../../../src/rules/damage/extra-damage.js";

describe("extra damage", () => {
  it("[DMG-02] weapon: warrior level + Str modifier + weapon modifier", () => {
    expect(extraDamage({ kind: "weapon", warriorLevel: 3, strengthModifier: 2 })).toBe(5);
    expect(extraDamage({ kind: "weapon", warriorLevel: 3, strengthModifier: 2, weaponModifier: 1 })).toBe(6);
  });

  it("[DMG-02] gun and magic: Magic Power = class level + Int modifier (+ bonuses)", () => {
    expect(extraDamage({ kind: "gun", classLevel: 2, intelligenceModifier: 3 })).toBe(5);
    expect(extraDamage({ kind: "magic", classLevel: 4, intelligenceModifier: 2, magicPowerBonus: 1 })).toBe(
      7,
    );
  });

  it("[DMG-02] herbs: Ranger + Dex modifier; potions: Ranger + Int modifier", () => {
    expect(extraDamage({ kind: "herb", rangerLevel: 2, dexterityModifier: 3 })).toBe(5);
    expect(extraDamage({ kind: "potion", rangerLevel: 2, intelligenceModifier: 1 })).toBe(3);
  });

  it("[DMG-02] no level in the right class gives 0, whatever the modifiers", () => {
    expect(extraDamage({ kind: "weapon", warriorLevel: 0, strengthModifier: 4, weaponModifier: 2 })).toBe(0);
    expect(extraDamage({ kind: "gun", classLevel: 0, intelligenceModifier: 3 })).toBe(0);
    expect(extraDamage({ kind: "magic", classLevel: 0, intelligenceModifier: 3 })).toBe(0);
    expect(extraDamage({ kind: "herb", rangerLevel: 0, dexterityModifier: 3 })).toBe(0);
    expect(extraDamage({ kind: "potion", rangerLevel: 0, intelligenceModifier: 3 })).toBe(0);
  });

  it("[DMG-05] a Str modifier raised by an effect raises calculated damage, which is then halved", () => {
    const before = extraDamage({ kind: "weapon", warriorLevel: 2, strengthModifier: 2 });
    const after = extraDamage({ kind: "weapon", warriorLevel: 2, strengthModifier: 3 });
    expect(after - before).toBe(1);
    const roll = 6;
    const plain = resolveDamage({ calculated: roll + before, kind: "physical", resisted: true });
    const boosted = resolveDamage({ calculated: roll + after, kind: "physical", resisted: true });
    if (!plain.ok || !boosted.ok) throw new Error("pipeline failed");
    expect(plain.value.afterResistance).toBe(5);
    expect(boosted.value.afterResistance).toBe(6);
    const asIncrease = resolveDamage({
      calculated: roll + before,
      kind: "physical",
      resisted: true,
      increases: [{ source: "str", amount: 1 }],
    });
    if (!asIncrease.ok) throw new Error("pipeline failed");
    expect(asIncrease.value.total).toBe(6);
    const odd = resolveDamage({ calculated: 7 + after, kind: "physical", resisted: true });
    if (!odd.ok) throw new Error("pipeline failed");
    expect(odd.value.afterResistance).toBe(6);
  });
});
