import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { rollPreview } from "../../src/system/applications/roll-preview.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { damageTarget, planDamage } from "../../src/system/chat/damage-plan.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { cardFumbles, cardView, type RollCard } from "../../src/system/chat/roll-card.js";
import { swCommandNotation } from "../../src/system/chat/sw-command.js";
import { recordingDice } from "../../src/system/dice/recording-dice.js";
import { GOBLIN, THORNBACK, WOLF } from "./fixtures/sample-actors.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const wolfSword = { roll: "power", itemId: "bastard" };

describe("sheet rolls through the engine (seed 000 worked example)", () => {
  it("[DMG-12] Wolf's accuracy 5 rolling 4+2 = 11 beats the Goblin's fixed evasion 10", () => {
    const request = must(rollRequest("character", WOLF, { roll: "accuracy", itemId: "bastard" }));
    const card = must(performRoll(request, { modifier: 0, against: 10 }, fixedDice([4, 2])));
    expect(card.kind === "check" && card.check.total).toBe(11);
    expect(cardView(card).outcome).toBe("success");
  });

  it("[ROLL-02] a tie goes to the defender on the card", () => {
    const request = must(rollRequest("character", WOLF, { roll: "accuracy", itemId: "bastard" }));
    const card = must(performRoll(request, { modifier: 0, against: 10 }, fixedDice([3, 2])));
    expect(cardView(card).outcome).toBe("failure");
  });

  it("[DMG-12] power 17, C 10: 5+5 (crit, 7) then 4+3 (5) + extra 5 = 17 on the card", () => {
    const request = must(rollRequest("character", WOLF, wolfSword));
    const card = must(performRoll(request, { modifier: 0 }, fixedDice([5, 5, 4, 3])));
    const view = cardView(card);
    expect(view.total).toBe(17);
    expect(view.notation).toBe("K17@10+5");
    expect(view.dice).toEqual([
      [5, 5],
      [4, 3],
    ]);
    expect(view.lines[0]?.value).toBe("7 + 5");
    expect(view.damageButtons.map((b) => b.kind)).toEqual(["physical", "certain"]);
  });

  it("[DMG-12] 17 calculated against Goblin Defense 1 applies 16 and leaves HP 0, unconscious", () => {
    const request = must(rollRequest("character", WOLF, wolfSword));
    const card = must(performRoll(request, { modifier: 0 }, fixedDice([5, 5, 4, 3])));
    const target = must(damageTarget("monster", GOBLIN));
    const plan = must(planDamage(card, target, { halve: false, healing: false }));
    expect(plan.kind === "damage" && [plan.steps.applied, plan.hp.hp, plan.hp.unconscious]).toEqual([
      16,
      0,
      true,
    ]);
    expect(plan.section).toBe(0);
  });

  it("[DMG-03] the halve button rounds up before Defense: 17 → 9 − 1 = 8", () => {
    const card = must(
      performRoll(must(rollRequest("character", WOLF, wolfSword)), { modifier: 0 }, fixedDice([5, 5, 4, 3])),
    );
    const plan = must(
      planDamage(card, must(damageTarget("monster", GOBLIN)), { halve: true, healing: false }),
    );
    expect(plan.kind === "damage" && plan.steps.applied).toBe(8);
  });

  it("[DMG-08] gun damage ignores Defense and cannot be halved", () => {
    const card = must(
      performRoll(must(rollRequest("character", WOLF, wolfSword)), { modifier: 0 }, fixedDice([5, 5, 4, 3])),
    );
    const body = must(damageTarget("monster", THORNBACK, 1));
    const gun = must(planDamage(card, body, { halve: false, healing: false, kind: "gun" }));
    expect(gun.kind === "damage" && gun.steps.applied).toBe(17);
    const halved = planDamage(card, body, { halve: true, healing: false, kind: "gun" });
    expect(!halved.ok && halved.error.code).toBe("DamageNotHalvable");
  });

  it("[ROLL-07] a 1-1 after a critical ends the chain without failing", () => {
    const card = must(
      performRoll(must(rollRequest("character", WOLF, wolfSword)), { modifier: 0 }, fixedDice([5, 5, 1, 1])),
    );
    const view = cardView(card);
    expect([view.total, view.outcome]).toEqual([12, "critical"]);
  });

  it("[ROLL-05] a first 1-1 is an automatic failure with no damage button", () => {
    const card = must(
      performRoll(must(rollRequest("character", WOLF, wolfSword)), { modifier: 0 }, fixedDice([1, 1])),
    );
    const view = cardView(card);
    expect([view.total, view.outcome, view.damageButtons.length]).toEqual([0, "fumble", 0]);
  });

  it("[ROLL-04] a monster with fixed values posts base + 7 and rolls no dice", () => {
    const request = must(rollRequest("monster", GOBLIN, { roll: "evasion", section: "0" }));
    expect(request).toEqual({ kind: "fixed", label: "SW25.Roll.Evasion", value: 10 });
    const dice = fixedDice([]);
    expect(must(performRoll(request, { modifier: 0 }, dice))).toMatchObject({ kind: "fixed", value: 10 });
  });

  it("[DMG-07] a monster section's 2d+X: 2d + 6, no critical", () => {
    const request = must(rollRequest("monster", THORNBACK, { roll: "monsterDamage", section: "0" }));
    const view = cardView(must(performRoll(request, { modifier: 0 }, fixedDice([6, 6]))));
    expect([view.total, view.outcome]).toEqual([18, "none"]);
  });

  it("[DMG-09] the death check button rolls 2d + level + Vitality bonus against |HP|", () => {
    const down = { ...WOLF, system: { ...(WOLF.system as object), hp: { value: -5, max: 21 } } };
    const card = must(
      performRoll(
        must(rollRequest("character", down, { roll: "deathCheck" })),
        { modifier: 0 },
        fixedDice([1, 2]),
      ),
    );
    expect(card.kind === "check" && [card.check.total, card.check.success]).toEqual([7, true]);
  });

  it("missing data gives an error value, and running out of dice too", () => {
    expect(rollRequest("character", {}, { roll: "accuracy", itemId: "none" }).ok).toBe(false);
    const request = must(rollRequest("character", WOLF, wolfSword));
    const dry = performRoll(request, { modifier: 0 }, fixedDice([6]));
    expect(!dry.ok && dry.error.code).toBe("DiceExhausted");
  });

  it("[ROLL-02] the dialog preview gives the exact chance to beat a fixed 10 with accuracy 5 (26/36)", () => {
    const request = must(rollRequest("character", WOLF, { roll: "accuracy", itemId: "bastard" }));
    expect(rollPreview(request, 0, { kind: "fixed", value: 10 }).hitChance).toBeCloseTo(26 / 36, 12);
  });

  it("recording dice hand on the engine's faces for the Foundry roll", () => {
    const dice = recordingDice(fixedDice([5, 5, 4, 3]));
    performRoll(must(rollRequest("character", WOLF, wolfSword)), { modifier: 0 }, dice);
    expect(dice.faces).toEqual([5, 5, 4, 3]);
  });
});

describe("chat plumbing", () => {
  it("/sw takes the rest of the line as notation", () => {
    expect(swCommandNotation("/sw K20@9+3")).toBe("K20@9+3");
    expect(swCommandNotation("/SW  2d6+4>=10 ")).toBe("2d6+4>=10");
    expect(swCommandNotation("/swim")).toBeNull();
    expect(swCommandNotation("hello")).toBeNull();
  });

  it("a notation card shows the engine's line", () => {
    const card: RollCard = { kind: "notation", notation: "2D6", text: "(2D6) → 7", dice: [3, 4] };
    expect(cardView(card)).toMatchObject({ title: "SW25.Card.Notation", dice: [[3, 4]], text: "(2D6) → 7" });
  });
});

describe("1-1 count", () => {
  it("[ROLL-01] a check or power roll that comes up 1-1 adds one to the roller's 1-1 count; others add none", () => {
    const roll = (button: object, dice: number[]) =>
      cardFumbles(
        must(
          performRoll(
            must(rollRequest("character", WOLF, button as never)),
            { modifier: 0 },
            fixedDice(dice),
          ),
        ),
      );
    expect(roll({ roll: "check", key: "fortitude" }, [1, 1])).toBe(1);
    expect(roll({ roll: "check", key: "fortitude" }, [1, 2])).toBe(0);
    expect(roll(wolfSword, [1, 1])).toBe(1);
    expect(roll(wolfSword, [6, 6, 1, 1])).toBe(0);
  });
});

describe("an Evasion roll from a sheet dodges the attacker's accuracy", () => {
  const evasion = { roll: "evasion", key: "evasion" };
  it("[ROLL-02] a tie with the attacker's accuracy is a successful dodge (the roller defends)", () => {
    const request = must(rollRequest("character", WOLF, evasion));
    expect(request.kind === "check" && request.defends).toBe(true);
    const modifier = request.kind === "check" ? request.modifier : 0;
    // Wolf rolls 3+2 + evasion; the attacker's fixed accuracy equals that total: a tie, the dodge holds.
    const card = must(performRoll(request, { modifier: 0, against: 5 + modifier }, fixedDice([3, 2])));
    expect(cardView(card).outcome).toBe("success");
    const beaten = must(performRoll(request, { modifier: 0, against: 6 + modifier }, fixedDice([3, 2])));
    expect(cardView(beaten).outcome).toBe("failure");
  });

  it("[ROLL-02] a monster rolling its accuracy: 2d + base is rolled after the roller's dice", () => {
    const request = must(rollRequest("character", WOLF, evasion));
    const modifier = request.kind === "check" ? request.modifier : 0;
    const card = must(
      performRoll(request, { modifier: 0, againstRolled: modifier }, fixedDice([4, 4, 5, 3])),
    );
    expect(card.kind === "check" && card.against?.value).toBe(8 + modifier);
    expect(cardView(card).outcome).toBe("success");
  });
});
