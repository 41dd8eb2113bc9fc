import { describe, expect, it } from "vitest";
import type { DamageKind } from "../../../src/rules/damage/damage-kind.js";
import type { DamageModifier } from "../../../src/rules/damage/damage-modifier.js";
import { elementModifiers } from "../../../src/rules/damage/damage-modifier.js";
import { type DamageInput, halveRoundUp, resolveDamage } from "../../../src/rules/damage/damage-pipeline.js";
import { fc } from "../../fc.js";

function steps(input: DamageInput) {
  const result = resolveDamage(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const defense = (amount: number): DamageModifier => ({ source: "defense", amount, appliesTo: "physical" });

describe("damage pipeline", () => {
  it("[DMG-01] Defense reduces physical damage but not magical damage", () => {
    expect(steps({ calculated: 12, kind: "physical", reductions: [defense(4)] }).applied).toBe(8);
    const magic = steps({ calculated: 12, kind: "magical", reductions: [defense(4)] });
    expect(magic.applied).toBe(12);
    expect(magic.reductions).toEqual([{ source: "defense", amount: 4, counted: false }]);
  });

  it("[DMG-01] reductions for all damage (Protection) work on both kinds", () => {
    const protection: DamageModifier = { source: "protection", amount: 3 };
    expect(steps({ calculated: 10, kind: "physical", reductions: [protection] }).applied).toBe(7);
    expect(steps({ calculated: 10, kind: "magical", reductions: [protection] }).applied).toBe(7);
  });

  it("[DMG-03] a resisted damage is halved, rounding up: 17 → 9", () => {
    const s = steps({ calculated: 17, kind: "magical", resisted: true });
    expect(s.afterResistance).toBe(9);
    expect(s.applied).toBe(9);
    expect(halveRoundUp(16)).toBe(8);
    expect(halveRoundUp(1)).toBe(1);
    expect(halveRoundUp(0)).toBe(0);
  });

  it("[DMG-04] increases are added after halving and are never halved", () => {
    const s = steps({
      calculated: 17,
      kind: "physical",
      resisted: true,
      increases: [
        { source: "powerStrike", amount: 4 },
        { source: "weaponProficiency", amount: 1 },
      ],
    });
    expect(s.afterResistance).toBe(9);
    expect(s.total).toBe(14);
  });

  it("[DMG-04] a monster weakness 'Physical damage +2' only increases physical damage", () => {
    const weakness: DamageModifier = { source: "weakPoint", amount: 2, appliesTo: "physical" };
    expect(steps({ calculated: 10, kind: "physical", increases: [weakness] }).total).toBe(12);
    expect(steps({ calculated: 10, kind: "magical", increases: [weakness] }).total).toBe(10);
  });

  it("[DMG-06] damage exactly equal to the reductions applies 0; more reductions still 0", () => {
    expect(steps({ calculated: 5, kind: "physical", reductions: [defense(5)] }).applied).toBe(0);
    expect(steps({ calculated: 5, kind: "physical", reductions: [defense(9)] }).applied).toBe(0);
    expect(steps({ calculated: 6, kind: "physical", reductions: [defense(5)] }).applied).toBe(1);
  });

  it("[DMG-06] reductions stack: Defense + Armor Proficiency + Protection", () => {
    const s = steps({
      calculated: 20,
      kind: "physical",
      reductions: [
        defense(5),
        { source: "armorProficiency", amount: 1, appliesTo: "physical" },
        { source: "protection", amount: 3 },
      ],
    });
    expect(s.total).toBe(20);
    expect(s.applied).toBe(11);
  });

  it("[DMG-06] negative or fractional amounts are refused as error values", () => {
    const r = resolveDamage({ calculated: -1, kind: "physical" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("DamageInvalidAmount");
    const m = resolveDamage({ calculated: 5, kind: "physical", reductions: [defense(1.5)] });
    expect(m.ok).toBe(false);
  });

  it("[DMG-08] guns ignore Defense but magical reductions still apply", () => {
    const s = steps({
      calculated: 15,
      kind: "gun",
      reductions: [defense(6), { source: "magicShield", amount: 2, appliesTo: "magical" }],
    });
    expect(s.applied).toBe(13);
  });

  it("[DMG-08] gun damage cannot be halved by Willpower: refused as an error value", () => {
    const r = resolveDamage({ calculated: 15, kind: "gun", resisted: true });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("DamageNotHalvable");
      expect(r.error.rule).toBe("DMG-08");
    }
  });

  it("[DMG-01] certain damage is applied as is: no increases, no reductions, no halving", () => {
    const s = steps({
      calculated: 7,
      kind: "certain",
      increases: [{ source: "x", amount: 3 }],
      reductions: [defense(5)],
    });
    expect(s.total).toBe(7);
    expect(s.applied).toBe(7);
    expect(resolveDamage({ calculated: 7, kind: "certain", resisted: true }).ok).toBe(false);
  });

  it("[DMG-01] healing passes only healing modifiers; Defense never lowers a heal", () => {
    const s = steps({
      calculated: 9,
      kind: "healing",
      increases: [
        { source: "healBoost", amount: 2, appliesTo: "healing" },
        { source: "powerStrike", amount: 4 },
      ],
      reductions: [defense(5)],
    });
    expect(s.applied).toBe(11);
  });

  it("[DMG-11] fire weakness +3 is an increase (after halving), resistance a reduction, immunity 0", () => {
    const target = elementModifiers([
      { element: "fire", kind: "weakness", amount: 3 },
      { element: "waterIce", kind: "resistance", amount: 4 },
      { element: "poison", kind: "immunity" },
    ]);
    const fire = steps({ calculated: 17, kind: "magical", elements: ["fire"], resisted: true, ...target });
    expect(fire.afterResistance).toBe(9);
    expect(fire.total).toBe(12);
    expect(fire.applied).toBe(12);
    const ice = steps({ calculated: 10, kind: "magical", elements: ["waterIce"], ...target });
    expect(ice.total).toBe(10);
    expect(ice.applied).toBe(6);
    const poison = steps({ calculated: 10, kind: "magical", elements: ["poison"], ...target });
    expect(poison.immuneBy).toBe("immunity:poison");
    expect(poison.applied).toBe(0);
    const plain = steps({ calculated: 10, kind: "magical", ...target });
    expect(plain.applied).toBe(10);
  });

  it("[DMG-11] an enchanted weapon (Fire Weapon) carries its element on physical damage", () => {
    const target = elementModifiers([{ element: "fire", kind: "weakness", amount: 3 }]);
    const s = steps({
      calculated: 10,
      kind: "physical",
      elements: ["fire"],
      increases: target.increases,
      reductions: [defense(2), ...target.reductions],
    });
    expect(s.applied).toBe(11);
  });
});

const kind = fc.constantFrom<DamageKind>("physical", "magical", "gun", "certain");
const modifier = fc.record({
  source: fc.string(),
  amount: fc.nat(30),
  appliesTo: fc.constantFrom("all" as const, "physical" as const, "magical" as const),
});

describe("damage pipeline properties", () => {
  it("[DMG-06] applied damage is never negative and never above the total", () => {
    fc.assert(
      fc.property(fc.nat(200), kind, fc.array(modifier), fc.array(modifier), (calculated, k, inc, red) => {
        const s = steps({ calculated, kind: k, increases: inc, reductions: red });
        expect(s.applied).toBeGreaterThanOrEqual(0);
        expect(s.applied).toBeLessThanOrEqual(s.total);
      }),
    );
  });

  it("[DMG-04] the halving difference does not depend on the increases", () => {
    fc.assert(
      fc.property(
        fc.nat(200),
        fc.constantFrom<DamageKind>("physical", "magical"),
        fc.array(modifier),
        (calculated, k, inc) => {
          const whole = steps({ calculated, kind: k, increases: inc });
          const halved = steps({ calculated, kind: k, increases: inc, resisted: true });
          const bare = steps({ calculated, kind: k });
          const bareHalved = steps({ calculated, kind: k, resisted: true });
          expect(whole.total - halved.total).toBe(bare.total - bareHalved.total);
          expect(whole.total - halved.total).toBe(Math.floor(calculated / 2));
        },
      ),
    );
  });
});
