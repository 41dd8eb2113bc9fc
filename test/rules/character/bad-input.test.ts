import { describe, expect, it } from "vitest";
import { deriveCharacter } from "../../../src/rules/character/derivation/character-derived.js";
import { deriveMonster } from "../../../src/rules/character/monsters/monster.js";
import { fc } from "../../fc.js";
import { adventurer, cls, NO_BONUSES, weapon } from "./fixtures.js";

const anyNumber = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

describe("derived data never crashes on bad numbers", () => {
  it("[FACTS-1] any numbers give finite derived values, HP/MP max never negative", () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, anyNumber, (level, race, bonus, minStrength) => {
        const base = adventurer();
        const d = deriveCharacter({
          ...base,
          base: { technique: race, body: race, mind: race },
          abilities: { ...base.abilities, vitality: { race, growth: level, bonus } },
          classes: [cls("fighter", level), cls("priest", level)],
          weapons: [weapon({ minStrength, accuracy: bonus, power: race, criticalValue: bonus })],
          bonuses: { ...NO_BONUSES, hp: bonus, mp: bonus, criticalValue: bonus },
        });
        for (const value of [d.hpMax, d.mpMax, d.fortitude, d.willpower, d.evasion, d.defense]) {
          expect(Number.isFinite(value)).toBe(true);
        }
        expect(d.hpMax).toBeGreaterThanOrEqual(0);
        expect(d.mpMax).toBeGreaterThanOrEqual(0);
        const w = d.weapons[0];
        expect(w && Number.isFinite(w.accuracy) && Number.isFinite(w.extraDamage)).toBe(true);
        expect(w?.power).toBeGreaterThanOrEqual(0);
        expect(w?.power).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("[ROLL-04] any monster numbers give finite fixed values and HP", () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (value, max) => {
        const m = deriveMonster({
          fortitude: value,
          willpower: max,
          sections: [
            {
              name: "",
              attackMethod: "",
              accuracy: value,
              damage: value,
              evasion: max,
              defense: value,
              hp: { value, max },
              mp: { value, max },
              core: true,
            },
          ],
        });
        expect(Number.isFinite(m.fortitude.fixed) && Number.isFinite(m.hp.value)).toBe(true);
        expect(m.hp.max).toBeGreaterThanOrEqual(0);
        expect(m.mp.value).toBeLessThanOrEqual(m.mp.max);
      }),
    );
  });
});
