import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { planDamage } from "../../src/system/chat/damage-plan.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { preparedCharacter } from "./fixtures/sample-actors.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/** Tove, a Ranger 2 / Priest 2 healer of our own invention: Dex 6 + 6 = 12 (+2), Int 8 + 4 = 12 (+2). */
const TOVE = preparedCharacter({
  id: "tove",
  name: "Tove",
  system: {
    base: { technique: 6, body: 6, mind: 8 },
    abilities: {
      dexterity: { race: 6, growth: 0, bonus: 0 },
      agility: { race: 6, growth: 0, bonus: 0 },
      strength: { race: 4, growth: 0, bonus: 0 },
      vitality: { race: 6, growth: 0, bonus: 0 },
      intelligence: { race: 4, growth: 0, bonus: 0 },
      spirit: { race: 6, growth: 0, bonus: 0 },
    },
    hp: { value: 10, max: 0 },
    mp: { value: 10, max: 0 },
    experience: { earned: 0, spent: 0, fumbles: 0 },
    bonuses: {},
  },
  items: [
    { _id: "rng", name: "Ranger", type: "class", system: { classId: "ranger", level: 2 } },
    { _id: "pri", name: "Priest", type: "class", system: { classId: "priest", level: 2 } },
    { _id: "herb", name: "Greenleaf", type: "gear", system: { gearKind: "herb", power: 10 } },
    { _id: "rope", name: "Rope", type: "gear", system: { gearKind: "gear", power: null } },
    {
      _id: "cure",
      name: "Soothe",
      type: "spell",
      system: { school: "divine", level: 1, power: 10, criticalValue: 10, healing: true },
    },
  ],
});

describe("recovery rolls from the sheet", () => {
  it("[ROLL-11][DMG-02] a herb rolls its power with Ranger + Dex modifier, never critical, as healing", () => {
    expect(characterView(TOVE).gear.map((g) => [g.id, g.recoveryBonus])).toEqual([
      ["herb", 4],
      ["rope", null],
    ]);
    const request = must(rollRequest("character", TOVE, { roll: "recovery", itemId: "herb" }));
    expect(request).toMatchObject({
      kind: "power",
      power: 10,
      criticalValue: null,
      extraDamage: 4,
      healing: true,
    });
    // 6-6 would be a critical on C 10; recovery reads it once: power 10 at 12 = 7, + 4
    const card = must(performRoll(request, { modifier: 0 }, fixedDice([6, 6])));
    expect(card.kind === "power" && [card.total, card.criticals, card.healing]).toEqual([11, 0, true]);
    expect(rollRequest("character", TOVE, { roll: "recovery", itemId: "rope" }).ok).toBe(false);
  });

  it("[ROLL-10] a healing spell never criticals and its card heals the target, capped at max HP", () => {
    const request = must(rollRequest("character", TOVE, { roll: "power", itemId: "cure" }));
    expect(request).toMatchObject({ criticalValue: null, extraDamage: 4, healing: true });
    const card = must(performRoll(request, { modifier: 0 }, fixedDice([5, 5])));
    const target = {
      hp: 3,
      maxHp: 12,
      defense: 4,
      section: null,
      increases: [],
      reductions: [],
      immunities: [],
    };
    const plan = must(planDamage(card, target as never, { halve: false, healing: true }));
    // power 10 at 10 = 5, + 4 = 9 healed: 3 → 12 (max 12); Defense plays no part
    expect(plan.kind === "healing" && [plan.healed.hp, plan.healed.healed]).toEqual([12, 9]);
  });
});
