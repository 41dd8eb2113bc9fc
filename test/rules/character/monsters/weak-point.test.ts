import { describe, expect, it } from "vitest";
import {
  weakPointAccuracy,
  weakPointIncreases,
} from "../../../../src/rules/character/monsters/weak-point.js";
import { resolveDamage } from "../../../../src/rules/damage/damage-pipeline.js";

const applied = (
  weakPoint: Parameters<typeof weakPointIncreases>[0],
  kind: "physical" | "magical" | "gun" | "certain",
  elements: ("fire" | "wind")[] = [],
) => {
  const steps = resolveDamage({
    calculated: 10,
    kind,
    elements,
    increases: weakPointIncreases(weakPoint),
    reductions: [{ source: "defense", amount: 3, appliesTo: "physical" }],
  });
  return steps.ok ? steps.value.applied : Number.NaN;
};

describe("weak point on damage", () => {
  it("[DMG-04] a known physical-damage weak point adds 2 before Defense: 10 + 2 − 3 = 9", () => {
    expect(applied({ weakPoint: "physicalDamage", element: "none", known: true }, "physical")).toBe(9);
    expect(applied({ weakPoint: "physicalDamage", element: "none", known: true }, "magical")).toBe(10);
  });

  it("[DMG-04] a magic-damage weak point adds 2 to magic and gun damage, not to certain damage", () => {
    const weak = { weakPoint: "magicDamage", element: "none", known: true } as const;
    expect([applied(weak, "magical"), applied(weak, "gun"), applied(weak, "certain")]).toEqual([12, 12, 10]);
  });

  it("[DMG-11] an element weak point adds 3 only to damage of that element", () => {
    const weak = { weakPoint: "elementDamage", element: "fire", known: true } as const;
    expect([applied(weak, "magical", ["fire"]), applied(weak, "magical", ["wind"])]).toEqual([13, 10]);
    expect(weakPointIncreases({ weakPoint: "elementDamage", element: "teapot", known: true })).toEqual([]);
  });

  it("[FACTS-5] an unknown weakness, accuracy or healing weak points add no damage", () => {
    expect(weakPointIncreases({ weakPoint: "physicalDamage", element: "none", known: false })).toEqual([]);
    expect(weakPointIncreases({ weakPoint: "accuracy", element: "none", known: true })).toEqual([]);
    expect(weakPointIncreases({ weakPoint: "healing", element: "none", known: true })).toEqual([]);
  });

  it("[FACTS-5] a known Accuracy +1 weak point gives attackers +1; unknown or other weak points give 0", () => {
    expect(weakPointAccuracy({ weakPoint: "accuracy", known: true })).toBe(1);
    expect(weakPointAccuracy({ weakPoint: "accuracy", known: false })).toBe(0);
    for (const weakPoint of ["none", "physicalDamage", "magicDamage", "elementDamage", "healing"] as const)
      expect(weakPointAccuracy({ weakPoint, known: true })).toBe(0);
  });
});
