import { describe, expect, it } from "vitest";
import {
  deriveMonster,
  type MonsterSectionInput,
  monsterDamageFormula,
  monsterDefeated,
  sectionSkills,
} from "../../../../src/rules/character/monsters/monster.js";

function section(extra: Partial<MonsterSectionInput> = {}): MonsterSectionInput {
  return {
    name: "Body",
    attackMethod: "Bite",
    accuracy: 4,
    damage: 3,
    evasion: 3,
    defense: 2,
    hp: { value: 20, max: 20 },
    mp: { value: null, max: null },
    core: false,
    ...extra,
  };
}

describe("monster stat block", () => {
  it("[ROLL-04] fixed value = base + 7 for accuracy, evasion, Fortitude, Willpower", () => {
    const m = deriveMonster({ fortitude: 5, willpower: 4, sections: [section()] });
    expect(m.fortitude).toEqual({ base: 5, fixed: 12 });
    expect(m.willpower).toEqual({ base: 4, fixed: 11 });
    expect(m.sections[0]).toMatchObject({
      accuracy: { base: 4, fixed: 11 },
      evasion: { base: 3, fixed: 10 },
    });
  });

  it("[DMG-07] damage is written 2d+X; a section without attacks has none", () => {
    expect([monsterDamageFormula(3), monsterDamageFormula(0), monsterDamageFormula(-1)]).toEqual([
      "2d+3",
      "2d",
      "2d-1",
    ]);
    const m = deriveMonster({
      fortitude: 0,
      willpower: 0,
      sections: [section({ damage: null, accuracy: null })],
    });
    expect(m.sections[0]).toMatchObject({ damageFormula: null, accuracy: null });
  });

  it("[SECT-04] a section at 0 HP is down; the core section decides defeat", () => {
    const head = section({ name: "Head", core: true, hp: { value: 0, max: 30 } });
    const body = section({ hp: { value: 12, max: 20 } });
    const m = deriveMonster({ fortitude: 0, willpower: 0, sections: [body, head] });
    expect(m.sections.map((s) => s.down)).toEqual([false, true]);
    expect(m.mainSection).toBe(1);
    expect(m.hp).toEqual({ value: 0, max: 30 });
    expect(m.defeated).toBe(true);
  });

  it("[SECT-04] without a core section the monster falls when every section is down", () => {
    expect(
      monsterDefeated([
        { core: false, down: true },
        { core: false, down: false },
      ]),
    ).toBe(false);
    expect(
      monsterDefeated([
        { core: false, down: true },
        { core: false, down: true },
      ]),
    ).toBe(true);
    expect(monsterDefeated([])).toBe(false);
  });

  it("[SECT-04] hp/mp come from the first section without a core; MP '-' reads 0; no sections → 0", () => {
    const m = deriveMonster({
      fortitude: 0,
      willpower: 0,
      sections: [section({ hp: { value: -3, max: 20 }, mp: { value: 5, max: 8 } }), section()],
    });
    expect(m.mainSection).toBe(0);
    expect(m.hp).toEqual({ value: -3, max: 20 });
    expect(m.mp).toEqual({ value: 5, max: 8 });
    expect(deriveMonster({ fortitude: 0, willpower: 0, sections: [section()] }).mp).toEqual({
      value: 0,
      max: 0,
    });
    expect(deriveMonster({ fortitude: 0, willpower: 0, sections: [] })).toMatchObject({
      mainSection: -1,
      hp: { value: 0, max: 0 },
      defeated: false,
    });
  });

  it("[SECT-02] a section's unique skills are its own plus those for all sections", () => {
    const skills = [
      { name: "Tail sweep", section: "Tail" },
      { name: "Thick hide", section: "" },
      { name: "Breath", section: "Head" },
    ];
    expect(sectionSkills(skills, "Tail").map((s) => s.name)).toEqual(["Tail sweep", "Thick hide"]);
    expect(sectionSkills(skills, "Wing").map((s) => s.name)).toEqual(["Thick hide"]);
  });
});
