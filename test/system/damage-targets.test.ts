import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { damageTarget, hpUpdate, planDamage, sectionChoices } from "../../src/system/chat/damage-plan.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import type { RollCard } from "../../src/system/chat/roll-card.js";
import { GOBLIN, MAREN, RIVERSTRIDER, THORNBACK, WOLF } from "./fixtures/sample-actors.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Wolf's seed-000 hit: 17 calculated. */
const wolfHit = must(
  performRoll(
    must(rollRequest("character", WOLF, { roll: "power", itemId: "bastard" })),
    { modifier: 0 },
    fixedDice([5, 5, 4, 3]),
  ),
);

/** Maren with a fire spell: power 10, dice 3+3 = 6 → table 3, plus her magic power 7: 10 fire damage. */
const fire = {
  ...MAREN,
  items: [
    ...(MAREN.items as object[]),
    {
      _id: "fire",
      name: "Fire",
      type: "spell",
      system: { school: "truespeech", power: 10, criticalValue: 10, element: "fire" },
    },
  ],
};
const fireCard = must(
  performRoll(
    must(rollRequest("character", fire, { roll: "power", itemId: "fire" })),
    { modifier: 0 },
    fixedDice([3, 3]),
  ),
);

const withSystem = (actor: typeof GOBLIN, extra: object) => ({
  ...actor,
  system: { ...(actor.system as object), ...extra },
});

describe("apply buttons: sections and weak points", () => {
  it("[SECT-04] a multi-section monster offers its sections with their current/max HP, the core one preselected", () => {
    const known = withSystem(THORNBACK, { identified: true });
    const named = [
      { index: 0, name: "Head", selected: true, hp: { value: 30, max: 34, percent: 88 }, down: false },
      { index: 1, name: "Tail", selected: false, hp: { value: 8, max: 28, percent: 29 }, down: false },
    ];
    expect(sectionChoices("monster", THORNBACK, true)).toEqual(named);
    expect(sectionChoices("monster", known, false)).toEqual(named);
    expect(sectionChoices("monster", GOBLIN, true)).toEqual([]);
    expect(sectionChoices("character", WOLF, false)).toEqual([]);
  });

  it("[FACTS-5] a player facing an unidentified monster picks numbered sections, never their names or HP", () => {
    const hidden = withSystem(THORNBACK, { identified: false });
    expect(sectionChoices("monster", hidden, false)).toEqual([
      { index: 0, name: null, selected: true, hp: null, down: null },
      { index: 1, name: null, selected: false, hp: null, down: null },
    ]);
    // The GM sees them whatever the party knows.
    expect(sectionChoices("monster", hidden, true).map((c) => c.hp?.value)).toEqual([30, 8]);
  });

  it("[SECT-04] a section at exactly 0 HP is down, at 1 HP it is not; a core section is preselected even when down", () => {
    const sections = (THORNBACK.system as { sections: Record<string, unknown>[] }).sections;
    const atZero = withSystem(THORNBACK, {
      sections: sections.map((s, i) => ({ ...s, hp: { ...(s.hp as object), value: i === 0 ? 0 : 1 } })),
    });
    const choices = sectionChoices("monster", atZero, true);
    expect(choices.map((c) => [c.hp?.value, c.down, c.selected])).toEqual([
      [0, true, true],
      [1, false, false],
    ]);
  });

  it("[SECT-04] the chosen section takes the damage with its own Defense: Tail 8 HP, Defense 6 → 17 − 6 = 11", () => {
    const tail = must(damageTarget("monster", THORNBACK, 1));
    const plan = must(planDamage(wolfHit, tail, { halve: false, healing: false }));
    expect(plan.kind === "damage" && [plan.steps.applied, plan.hp.hp, plan.section]).toEqual([11, -3, 1]);
    expect(must(damageTarget("monster", THORNBACK, 9)).section).toBe(0);
  });

  it("[SECT-04] the HP write carries every section, only the one hit changed (ArrayField updates replace)", () => {
    const sections = (THORNBACK.system as { sections: { name: string; hp: object; defense: number }[] })
      .sections;
    const update = hpUpdate("monster", THORNBACK, 1, -3) as { "system.sections": typeof sections };
    expect(Object.keys(update)).toEqual(["system.sections"]);
    expect(update["system.sections"]).toEqual([sections[0], { ...sections[1], hp: { value: -3, max: 28 } }]);
    expect(sections[1]?.hp).toEqual({ value: 8, max: 28 });
    expect(hpUpdate("character", WOLF, null, 4)).toEqual({ "system.hp.value": 4 });
  });

  it("[MOUNT-02] a mount's HP goes to its live state list, padded, the other sections' states kept", () => {
    const twoBodies = {
      ...RIVERSTRIDER,
      system: { ...(RIVERSTRIDER.system as object), current: [{ hp: 5, mp: 2 }] },
    };
    expect(hpUpdate("mount", twoBodies, 2, 7)).toEqual({
      "system.current": [
        { hp: 5, mp: 2 },
        { hp: null, mp: null },
        { hp: 7, mp: null },
      ],
    });
    expect(hpUpdate("mount", twoBodies, 0, 1)).toEqual({ "system.current": [{ hp: 1, mp: 2 }] });
  });

  it("[DMG-04] a known physical weak point adds 2 to Wolf's hit on the Goblin: 17 + 2 − 1 = 18", () => {
    const known = withSystem(GOBLIN, { weakPoint: "physicalDamage", weaknessKnown: true });
    const unknown = withSystem(GOBLIN, { weakPoint: "physicalDamage", weaknessKnown: false });
    const applied = (actor: typeof GOBLIN) => {
      const plan = must(
        planDamage(wolfHit, must(damageTarget("monster", actor)), { halve: false, healing: false }),
      );
      return plan.kind === "damage" ? plan.steps.applied : Number.NaN;
    };
    expect([applied(known), applied(unknown)]).toEqual([18, 16]);
  });

  it("[DMG-11] a spell's element reaches the card and meets an element weak point", () => {
    const card = fireCard;
    expect(card.kind === "power" && card.elements).toEqual(["fire"]);
    const weakToFire = withSystem(GOBLIN, {
      weakPoint: "elementDamage",
      weakPointElement: "fire",
      weaknessKnown: true,
    });
    const plan = must(
      planDamage(card, must(damageTarget("monster", weakToFire)), { halve: false, healing: false }),
    );
    const calculated = (card as Extract<RollCard, { kind: "power" }>).total;
    expect(plan.kind === "damage" && plan.steps.applied).toBe(calculated + 3);
  });

  describe("element affinities", () => {
    const applied = (actorType: string, actor: typeof GOBLIN, card: RollCard = fireCard, halve = false) => {
      const plan = must(planDamage(card, must(damageTarget(actorType, actor)), { halve, healing: false }));
      return plan.kind === "damage" ? [plan.steps.applied, plan.steps.immuneBy] : [];
    };
    const affinities = (actor: typeof GOBLIN, rows: object[]) =>
      withSystem(actor, { elementAffinities: rows });

    it("[DMG-11] the fire card carries 10 fire damage", () => {
      expect(fireCard.kind === "power" && [fireCard.total, fireCard.elements]).toEqual([10, ["fire"]]);
      expect(applied("monster", GOBLIN)).toEqual([10, null]);
    });

    it("[DMG-11] a fire-immune monster takes 0 from the fire spell", () => {
      const immune = affinities(GOBLIN, [{ element: "fire", kind: "immunity", amount: 5 }]);
      expect(applied("monster", immune)).toEqual([0, "immunity:fire"]);
    });

    it("[DMG-11] a fire resistance of 4 reduces 10 to 6; halved first, 5 − 4 = 1; never below 0", () => {
      const resists = (amount: number) =>
        affinities(GOBLIN, [{ element: "fire", kind: "resistance", amount }]);
      expect(applied("monster", resists(4))).toEqual([6, null]);
      expect(applied("monster", resists(4), fireCard, true)).toEqual([1, null]);
      expect(applied("monster", resists(20))).toEqual([0, null]);
    });

    it("[DMG-11] a fire weakness of 3 adds after halving: 10 + 3 = 13, halved 5 + 3 = 8", () => {
      const weak = affinities(GOBLIN, [{ element: "fire", kind: "weakness", amount: 3 }]);
      expect(applied("monster", weak)).toEqual([13, null]);
      expect(applied("monster", weak, fireCard, true)).toEqual([8, null]);
    });

    it("[DMG-11] affinities of other elements leave fire damage and physical hits alone", () => {
      const other = affinities(GOBLIN, [
        { element: "waterIce", kind: "immunity", amount: 0 },
        { element: "wind", kind: "resistance", amount: 5 },
        { element: "fire", kind: "weakness", amount: 3 },
      ]);
      expect(applied("monster", other)).toEqual([13, null]);
      // Wolf's 17 physical, Goblin Defense 1: the fire weakness does not touch a sword.
      expect(applied("monster", other, wolfHit)).toEqual([16, null]);
    });

    it("[DMG-11] an element weak point and an element weakness stack: 10 + 3 + 2 = 15", () => {
      const both = withSystem(GOBLIN, {
        weakPoint: "elementDamage",
        weakPointElement: "fire",
        weaknessKnown: true,
        elementAffinities: [{ element: "fire", kind: "weakness", amount: 2 }],
      });
      expect(applied("monster", both)).toEqual([15, null]);
    });

    it("[DMG-11] a character's hand-entered fire resistance 3 counts too (10 − 3 = 7); unknown rows are skipped", () => {
      const tough = affinities(WOLF as typeof GOBLIN, [
        { element: "fire", kind: "resistance", amount: 3 },
        { element: "teapot", kind: "immunity", amount: 0 },
        { element: "fire", kind: "adoration", amount: 9 },
      ]);
      expect(applied("character", tough)).toEqual([7, null]);
    });
  });

  it("[DMG-09] healing an unconscious character keeps it down unless the world's wake rule says otherwise", () => {
    const downed = {
      hp: -2,
      maxHp: 20,
      defense: 0,
      section: null,
      increases: [],
      reductions: [],
      immunities: [],
    };
    const plan = (wakeRule: "stayUnconscious" | "wakeAboveZero") =>
      must(planDamage(wolfHit, downed, { halve: false, healing: true, unconscious: true, wakeRule }));
    const stays = plan("stayUnconscious");
    const wakes = plan("wakeAboveZero");
    expect(stays.kind === "healing" && [stays.healed.hp, stays.healed.unconscious]).toEqual([15, true]);
    expect(wakes.kind === "healing" && [wakes.healed.hp, wakes.healed.unconscious]).toEqual([15, false]);
  });
});
