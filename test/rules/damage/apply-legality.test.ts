import { describe, expect, it } from "vitest";
import {
  allowedDamageKinds,
  applicationLegality,
  type CardEffect,
  powerRollReplays,
  type RecordedPowerRoll,
} from "../../../src/rules/damage/apply-legality.js";
import { canBeHalved, DAMAGE_KINDS } from "../../../src/rules/damage/damage-kind.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { powerRoll } from "../../../src/rules/dice/power-roll.js";
import { fc } from "../../fc.js";

const sword: CardEffect = { damageKind: "physical", healing: false, fumble: false, total: 17 };
const heal: CardEffect = { damageKind: "magical", healing: true, fumble: false, total: 9 };

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);

describe("which apply buttons a card allows", () => {
  it("[DMG-01] a player applies a card only as its own kind; the GM may also impose certain damage", () => {
    expect(allowedDamageKinds("physical", false)).toEqual(["physical"]);
    expect(allowedDamageKinds("physical", true)).toEqual(["physical", "certain"]);
    expect(allowedDamageKinds("certain", true)).toEqual(["certain"]);
    expect(code(applicationLegality(sword, { effect: "damage", kind: "certain" }, false))).toBe(
      "ApplyKindNotAllowed",
    );
    expect(code(applicationLegality(sword, { effect: "damage", kind: "magical" }, true))).toBe(
      "ApplyKindNotAllowed",
    );
    expect(applicationLegality(sword, { effect: "damage", kind: "certain" }, true)).toEqual({
      ok: true,
      value: { healing: false, kind: "certain", halve: false },
    });
    expect(applicationLegality(sword, { effect: "damage" }, false)).toEqual({
      ok: true,
      value: { healing: false, kind: "physical", halve: false },
    });
  });

  it("[DMG-03] the half button is legal on physical and magical damage", () => {
    expect(applicationLegality(sword, { effect: "damage", halve: true, section: 1 }, false)).toEqual({
      ok: true,
      value: { healing: false, kind: "physical", halve: true, section: 1 },
    });
  });

  it("[DMG-08] gun and certain damage cannot be halved, nor can healing", () => {
    const gun: CardEffect = { ...sword, damageKind: "gun" };
    expect(code(applicationLegality(gun, { effect: "damage", halve: true }, true))).toBe("DamageNotHalvable");
    expect(code(applicationLegality(sword, { effect: "damage", kind: "certain", halve: true }, true))).toBe(
      "DamageNotHalvable",
    );
    expect(code(applicationLegality(heal, { effect: "healing", halve: true }, true))).toBe(
      "DamageNotHalvable",
    );
  });

  it("[DMG-01] healing only from a healing card, damage only from a damage card", () => {
    expect(code(applicationLegality(sword, { effect: "healing" }, true))).toBe("ApplyNotHealing");
    expect(code(applicationLegality(heal, { effect: "damage" }, true))).toBe("ApplyNotDamage");
    expect(applicationLegality(heal, { effect: "healing" }, false)).toEqual({
      ok: true,
      value: { healing: true },
    });
    expect(code(applicationLegality(sword, { effect: "drain" }, true))).toBe("ApplyBadButton");
    expect(code(applicationLegality(sword, { effect: "damage", halve: "yes" }, true))).toBe("ApplyBadButton");
  });

  it("[ROLL-05] a fumbled or zero card applies nothing", () => {
    expect(code(applicationLegality({ ...sword, fumble: true, total: 17 }, { effect: "damage" }, true))).toBe(
      "ApplyNothing",
    );
    expect(code(applicationLegality({ ...sword, total: 0 }, { effect: "damage" }, true))).toBe(
      "ApplyNothing",
    );
    expect(code(applicationLegality({ ...sword, total: Number.NaN }, { effect: "damage" }, true))).toBe(
      "ApplyNothing",
    );
  });

  it("[SECT-04] the section is a non-negative whole number or absent", () => {
    for (const section of [-1, 1.5, "1", Number.NaN, null])
      expect(code(applicationLegality(sword, { effect: "damage", section }, true)), String(section)).toBe(
        "ApplyBadSection",
      );
    expect(code(applicationLegality(sword, { effect: "damage", section: 0 }, true))).toBe("ok");
  });

  it("[DMG-08] property: a legal application never halves what cannot be halved, and keeps the card's effect", () => {
    const anything = fc.oneof(
      fc.constant(undefined),
      fc.boolean(),
      fc.string(),
      fc.integer(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...DAMAGE_KINDS),
        fc.boolean(),
        fc.boolean(),
        fc.record({
          effect: fc.oneof(fc.constantFrom("damage", "healing"), anything),
          kind: fc.oneof(fc.constantFrom(...DAMAGE_KINDS), anything),
          halve: anything,
          section: anything,
        }),
        (damageKind, healing, byGM, button) => {
          const result = applicationLegality({ damageKind, healing, fumble: false, total: 5 }, button, byGM);
          if (!result.ok) return;
          const legal = result.value;
          expect(legal.healing).toBe(healing);
          if (!legal.healing) {
            expect(allowedDamageKinds(damageKind, byGM)).toContain(legal.kind);
            if (legal.halve) expect(canBeHalved(legal.kind)).toBe(true);
            if (!byGM) expect(legal.kind).toBe(damageKind);
          }
          if (legal.section !== undefined) expect(Number.isInteger(legal.section)).toBe(true);
        },
      ),
    );
  });
});

/** Wolf's seed-000 hit: power 17, C 10, extra 5; 5+5 (critical, 7) then 4+3 (5): 17. */
const wolfHit: RecordedPowerRoll = {
  power: 17,
  criticalValue: 10,
  extraDamage: 5,
  dice: [
    [5, 5],
    [4, 3],
  ],
  criticals: 1,
  fumble: false,
  total: 17,
};

describe("a card's total against its dice", () => {
  it("[ROLL-06] Wolf's 17 replays from its dice; 999 on the same dice does not", () => {
    expect(powerRollReplays(wolfHit).ok).toBe(true);
    expect(code(powerRollReplays({ ...wolfHit, total: 999 }))).toBe("ApplyCardAltered");
    expect(code(powerRollReplays({ ...wolfHit, criticals: 0 }))).toBe("ApplyCardAltered");
  });

  it("[ROLL-06] a dropped or added die, a face of 7 or a bad power is refused", () => {
    expect(code(powerRollReplays({ ...wolfHit, dice: [[5, 5]] }))).toBe("ApplyCardAltered");
    expect(code(powerRollReplays({ ...wolfHit, dice: [...wolfHit.dice, [1, 2]] }))).toBe("ApplyCardAltered");
    expect(code(powerRollReplays({ ...wolfHit, dice: [[7, 3]], criticals: 0, total: 12 }))).toBe(
      "ApplyCardAltered",
    );
    expect(code(powerRollReplays({ ...wolfHit, power: 101 }))).toBe("ApplyCardAltered");
    expect(code(powerRollReplays({ ...wolfHit, criticalValue: 2 }))).toBe("ApplyCardAltered");
  });

  it("[ROLL-05] a first 1-1 replays as a fumble with total 0", () => {
    expect(powerRollReplays({ ...wolfHit, dice: [[1, 1]], criticals: 0, fumble: true, total: 0 }).ok).toBe(
      true,
    );
  });

  it("[DMG-07] a monster's 2d+6 with 6-6 replays as 18, not as 19", () => {
    const bite = {
      power: 0,
      criticalValue: null,
      extraDamage: 6,
      dice: [[6, 6]],
      criticals: 0,
      fumble: false,
    };
    expect(powerRollReplays({ ...bite, total: 18 }).ok).toBe(true);
    expect(code(powerRollReplays({ ...bite, total: 19 }))).toBe("ApplyCardAltered");
  });

  it("[ROLL-06] property: every power roll the engine makes replays from its own dice", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.oneof(fc.constant(null), fc.integer({ min: 8, max: 13 })),
        fc.integer({ min: -5, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 40, maxLength: 40 }),
        (power, criticalValue, extraDamage, faces) => {
          const dice = fixedDice(faces);
          const rolled = powerRoll({ power, criticalValue, extraDamage }, dice);
          const card = {
            power,
            criticalValue,
            extraDamage,
            ...rolled,
            dice: rolled.steps.map((s) => s.dice),
          };
          expect(powerRollReplays(card).ok).toBe(true);
          expect(powerRollReplays({ ...card, total: card.total + 1 }).ok).toBe(false);
        },
      ),
    );
  });
});
