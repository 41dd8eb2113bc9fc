import { describe, expect, it } from "vitest";
import { arsenalFromItems, type ItemSnapshot } from "../../../../src/system/combat/policy/arsenal.js";

const item = (id: string, type: string, system: Record<string, unknown>): ItemSnapshot => ({
  id,
  type,
  name: id,
  system,
});

describe("weapons and spells from items", () => {
  it("[SIMP-13] equipped weapons only, with their attack kind and range in metres", () => {
    const a = arsenalFromItems([
      item("Sword", "weapon", { equipped: true, attackKind: "melee", range: null }),
      item("Sling", "weapon", { equipped: true, attackKind: "shooting", range: 30 }),
      item("Javelin", "weapon", { equipped: true, attackKind: "thrown", range: 10 }),
      item("Spare bow", "weapon", { equipped: false, attackKind: "shooting", range: 50 }),
      item("Rope", "gear", {}),
    ]);
    expect(a.weapons).toEqual([
      { id: "Sword", name: "Sword", form: "melee" },
      { id: "Sling", name: "Sling", form: "shooting", range: 30 },
      { id: "Javelin", name: "Javelin", form: "thrown", range: 10 },
    ]);
  });

  it("[SIMP-14] a ranged weapon without a range keeps none (the engine then refuses the shot)", () => {
    expect(
      arsenalFromItems([item("Odd", "weapon", { equipped: true, attackKind: "shooting", range: null })])
        .weapons,
    ).toEqual([{ id: "Odd", name: "Odd", form: "shooting" }]);
  });

  it("[SIMP-15] spells bring range, area shape, radius and the /N cap, and how they are aimed", () => {
    const a = arsenalFromItems([
      item("Bolt", "spell", { rangeKind: "distance", range: 30, area: "shot", mpCost: 5 }),
      item("Burst", "spell", {
        rangeKind: "distance",
        range: 30,
        area: "radius",
        radius: 3,
        maxTargets: 5,
        mpCost: 8,
      }),
      item("Wide", "spell", {
        rangeKind: "distance",
        range: 20,
        area: "radius",
        radius: 12,
        maxTargets: null,
      }),
      item("Ray", "spell", { rangeKind: "distance", range: 20, area: "line" }),
      item("Dash", "spell", { rangeKind: "distance", range: 20, area: "breakthrough" }),
      item("Heal", "spell", { rangeKind: "touch", range: 0, area: "target", mpCost: 3 }),
      item("Ward", "spell", { rangeKind: "caster", range: 0, area: "target" }),
    ]);
    expect(a.spells.map((s) => [s.name, s.spell.range, s.spell.area, s.spell.mpCost, s.aim])).toEqual([
      ["Bolt", 30, { shape: "shot" }, 5, "combatant"],
      ["Burst", 30, { shape: "radius", radius: 3, cap: 5 }, 8, "area"],
      ["Wide", 20, { shape: "radius", radius: 12 }, undefined, "area"],
      ["Ray", 20, { shape: "line" }, undefined, "combatant"],
      ["Dash", 20, { shape: "breakthrough" }, undefined, "area"],
      ["Heal", "touch", { shape: "target" }, 3, "combatant"],
      ["Ward", "touch", { shape: "target" }, undefined, "self"],
    ]);
  });
});
