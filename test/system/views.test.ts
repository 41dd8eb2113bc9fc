import { describe, expect, it } from "vitest";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { itemView } from "../../src/system/applications/view/item/item-view.js";
import { monsterView, mountView } from "../../src/system/applications/view/monster-view.js";
import { fc } from "../fc.js";
import { GOBLIN, RIVERSTRIDER, THORNBACK, WOLF } from "./fixtures/sample-actors.js";

describe("sheet views", () => {
  it("character view reads the derived weapon numbers (Wolf: accuracy 5, C 10, extra 5)", () => {
    const view = characterView(WOLF);
    expect(view.weapons[0]).toMatchObject({
      name: "Bastard Sword",
      accuracy: 5,
      power: 17,
      critical: 10,
      extraDamage: 5,
    });
    expect(view.race).toBe("Human");
    expect(view.classes.map((c) => [c.name, c.level])).toEqual([
      ["Fighter", 2],
      ["Scout", 1],
    ]);
    expect(view.checks.find((c) => c.key === "monsterKnowledge")?.value).toBeNull();
  });

  it("[ROLL-04] monster values show base and fixed = base + 7", () => {
    const view = monsterView(GOBLIN);
    expect(view.sections[0]?.evasion).toEqual({ base: 3, fixed: 10 });
    expect(view.fortitude).toEqual({ base: 2, fixed: 9 });
    expect(view.useFixedValues).toBe(true);
  });

  it("[SECT-04] each section has its own HP bar", () => {
    const view = monsterView(THORNBACK);
    expect(view.sections.map((s) => [s.name, s.hp.value, s.hp.max, s.hp.percent])).toEqual([
      ["Head", 30, 34, 88],
      ["Tail", 8, 28, 29],
    ]);
    expect(view.move).toBe("12/8");
  });

  it('stat-block words are lang keys, never stored enum values (a Japanese sheet must not show "swimming")', () => {
    const view = monsterView(THORNBACK);
    expect(view.moveKind).toBe("SW25.SpecialMovement.swimming");
    expect(view.details.map((d) => d.value)).toEqual(
      expect.arrayContaining(["SW25.MonsterType.animal", "SW25.MonsterIntelligence.animal"]),
    );
    expect(view.details.every((d) => d.translate === false || d.value.startsWith("SW25."))).toBe(true);
  });

  it("mount view shows the derived level unless another is picked, with current HP only on the level in use", () => {
    expect(mountView(RIVERSTRIDER).sections[0]?.hp).toEqual({ value: 17, max: 20, percent: 85 });
    const picked = mountView(RIVERSTRIDER, 3);
    expect(picked.level).toBe(3);
    expect(picked.levelOptions).toEqual([
      { value: 2, selected: false },
      { value: 3, selected: true },
    ]);
    expect(picked.sections[0]?.hp).toEqual({ value: 25, max: 25, percent: 100 });
  });

  it("a mount's 知名度/弱点値 and 先制値 are shown when kept (12/20, 18), none (null) when not", () => {
    const system = RIVERSTRIDER.system as Record<string, unknown>;
    const kept = { ...RIVERSTRIDER, system: { ...system, reputation: 12, weakness: 20, initiative: 18 } };
    expect(mountView(kept)).toMatchObject({ reputation: 12, weakness: 20, initiative: 18 });
    expect(mountView(RIVERSTRIDER)).toMatchObject({ reputation: null, weakness: null, initiative: null });
  });

  it("[MOUNT-02] a mount that cannot be ridden still shows (and takes damage on) the live HP of its first block", () => {
    const system = RIVERSTRIDER.system as { derived: object };
    const unridden = { ...RIVERSTRIDER, system: { ...system, derived: { ...system.derived, level: null } } };
    expect(mountView(unridden).sections[0]?.hp).toEqual({ value: 17, max: 20, percent: 85 });
    expect(mountView(unridden, 3).sections[0]?.hp).toEqual({ value: 25, max: 25, percent: 100 });
  });

  it("item view lists the fields of its type and survives an unknown type", () => {
    const weapon = itemView({ _id: "w", name: "Spear", type: "weapon", system: { power: 20 } });
    const fields = weapon.sections.flatMap((s) => s.fields);
    expect(fields.find((f) => f.name === "system.power")?.value).toBe(20);
    expect(fields.find((f) => f.name === "system.accuracy")?.value).toBeNull();
    expect(itemView({ type: "teapot" }).typeLabel).toBe("SW25.Item.Type.unknown");
  });

  it("no view throws on odd data", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (system, items) => {
        const actor = { name: 3, system, items } as never;
        characterView(actor);
        monsterView(actor);
        mountView(actor, 7);
        itemView(system);
      }),
      { numRuns: 500 },
    );
  });
});
