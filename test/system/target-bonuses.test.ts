import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { rollPreview, targetCheckBonuses, withBonuses } from "../../src/system/applications/roll-preview.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { cardView } from "../../src/system/chat/roll-card.js";
import { GOBLIN, MAREN, WOLF } from "./fixtures/sample-actors.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const goblin = (weakPoint: string, weaknessKnown: boolean) => ({
  ...GOBLIN,
  system: { ...(GOBLIN.system as object), weakPoint, weaknessKnown },
});
const accuracy = must(rollRequest("character", WOLF, { roll: "accuracy", itemId: "bastard" }));
const BONUS = [{ label: "SW25.Card.WeakPointAccuracy", amount: 1 }];

describe("a known Accuracy +1 weak point on the selected target", () => {
  it("[FACTS-5] only an accuracy roll against a monster whose weak point is known gets +1", () => {
    expect(targetCheckBonuses(accuracy, "monster", goblin("accuracy", true))).toEqual(BONUS);
    expect(targetCheckBonuses(accuracy, "monster", goblin("accuracy", false))).toEqual([]);
    expect(targetCheckBonuses(accuracy, "monster", goblin("physicalDamage", true))).toEqual([]);
    expect(targetCheckBonuses(accuracy, "character", goblin("accuracy", true))).toEqual([]);
    const spell = must(rollRequest("character", MAREN, { roll: "spellcasting", itemId: "bolt" }));
    expect(targetCheckBonuses(spell, "monster", goblin("accuracy", true))).toEqual([]);
  });

  it("[FACTS-5] the dialog odds include it: accuracy 5 + 1 beats fixed evasion 10 on 2d ≥ 5 (30/36, not 26/36)", () => {
    const against = { kind: "fixed", value: 10 } as const;
    expect(rollPreview(withBonuses(accuracy, BONUS), 0, against).hitChance).toBeCloseTo(30 / 36, 12);
    expect(rollPreview(withBonuses(accuracy, []), 0, against).hitChance).toBeCloseTo(26 / 36, 12);
  });

  it("[ROLL-02] the rolled check includes it and the card says why: 3+2+5+1 = 11 beats 10 (a tie without it)", () => {
    const check = must(
      performRoll(withBonuses(accuracy, BONUS), { modifier: 0, against: 10 }, fixedDice([3, 2])),
    );
    const card = { ...check, bonuses: BONUS };
    expect(card.kind === "check" && card.check.total).toBe(11);
    const view = cardView(card);
    expect(view.outcome).toBe("success");
    expect(view.lines).toContainEqual({ label: "SW25.Card.WeakPointAccuracy", value: "+1" });
    const without = must(performRoll(accuracy, { modifier: 0, against: 10 }, fixedDice([3, 2])));
    expect(cardView(without).outcome).toBe("failure");
  });
});
