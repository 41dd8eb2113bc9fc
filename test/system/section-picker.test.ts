/**
 * Multi-section targets at the table: each section's HP for the apply buttons' picker and the token's
 * section bars, and which section a submitted picker means.
 */
import { describe, expect, it } from "vitest";
import { sectionHealth } from "../../src/system/applications/view/section-health.js";
import { sectionChoices } from "../../src/system/chat/damage-plan.js";
import { pickedSection, sectionPickerView } from "../../src/system/chat/section-picker.js";
import { GOBLIN, RIVERSTRIDER, THORNBACK, WOLF } from "./fixtures/sample-actors.js";

const withSystem = (actor: typeof GOBLIN, extra: object) => ({
  ...actor,
  system: { ...(actor.system as object), ...extra },
});

/** Riverstrider with a second section at level 2, its live HP 17 and 0. */
const TWO_SECTION_MOUNT = withSystem(RIVERSTRIDER, {
  levels: [
    {
      level: 2,
      sections: [
        { name: "Body", hpMax: 20, core: true },
        { name: "Fins", hpMax: 10, core: false },
      ],
    },
  ],
  derived: { level: 2 },
  current: [
    { hp: 17, mp: null },
    { hp: 0, mp: null },
  ],
});

describe("section health", () => {
  it("[SECT-04] each monster section's current/max HP, core flag, and whether it is down", () => {
    expect(sectionHealth("monster", THORNBACK)).toEqual([
      { index: 0, name: "Head", core: true, hp: { value: 30, max: 34, percent: 88 }, down: false },
      { index: 1, name: "Tail", core: false, hp: { value: 8, max: 28, percent: 29 }, down: false },
    ]);
  });

  it("[MOUNT-02] a mount's sections read their live HP from its current list; 0 HP is down", () => {
    expect(sectionHealth("mount", TWO_SECTION_MOUNT)).toEqual([
      { index: 0, name: "Body", core: true, hp: { value: 17, max: 20, percent: 85 }, down: false },
      { index: 1, name: "Fins", core: false, hp: { value: 0, max: 10, percent: 0 }, down: true },
    ]);
  });

  it("[SECT-04] one-section monsters and mounts, characters and garbage have no section list", () => {
    expect(sectionHealth("monster", GOBLIN)).toEqual([]);
    expect(sectionHealth("mount", RIVERSTRIDER)).toEqual([]);
    expect(sectionHealth("character", WOLF)).toEqual([]);
    expect(sectionHealth("monster", { id: "x", name: "x", system: { sections: "garbage" } })).toEqual([]);
  });

  it("[SECT-04] below 0 the bar is empty, not negative; the value stays as stored (DMG-09)", () => {
    const sections = (THORNBACK.system as { sections: Record<string, unknown>[] }).sections;
    const beaten = withSystem(THORNBACK, {
      sections: sections.map((s, i) => (i === 1 ? { ...s, hp: { ...(s.hp as object), value: -4 } } : s)),
    });
    expect(sectionHealth("monster", beaten)[1]).toMatchObject({
      hp: { value: -4, max: 28, percent: 0 },
      down: true,
    });
  });
});

describe("the section picker", () => {
  it("[SECT-04] one radio row per section: name, HP, bar width, the core one checked", () => {
    expect(sectionPickerView(sectionChoices("monster", THORNBACK, true))).toEqual({
      rows: [
        {
          index: 0,
          number: 1,
          name: "Head",
          checked: true,
          hp: { value: 30, max: 34, percent: 88 },
          down: false,
        },
        {
          index: 1,
          number: 2,
          name: "Tail",
          checked: false,
          hp: { value: 8, max: 28, percent: 29 },
          down: false,
        },
      ],
    });
  });

  it("[FACTS-5] an unidentified monster's rows are numbered, without HP", () => {
    const hidden = withSystem(THORNBACK, { identified: false });
    expect(sectionPickerView(sectionChoices("monster", hidden, false)).rows).toEqual([
      { index: 0, number: 1, name: null, checked: true, hp: null, down: false },
      { index: 1, number: 2, name: null, checked: false, hp: null, down: false },
    ]);
  });

  it("[SECT-04] the submitted value must name an offered section; anything else skips the target", () => {
    const choices = sectionChoices("monster", THORNBACK, true);
    expect(pickedSection("1", choices)).toBe(1);
    expect(pickedSection("0", choices)).toBe(0);
    for (const bad of ["2", "-1", "1.5", "", " 1", "x", null, undefined, 1])
      expect(pickedSection(bad, choices)).toBeNull();
  });
});
