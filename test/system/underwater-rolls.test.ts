import { describe, expect, it } from "vitest";
import { battleRollModifiers } from "../../src/system/applications/roll-dialog.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { foe, makeBattle, pc } from "../rules/combat/helpers.js";
import { WOLF } from "./fixtures/sample-actors.js";

function request(roll: string, key?: string) {
  const r = rollRequest("character", WOLF, key ? { roll, key } : { roll, itemId: "bastard" });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("sheet rolls under water", () => {
  const battle = (more: Record<string, unknown> = {}) =>
    makeBattle([pc("wolf", "frontline", more), foe("orc", "frontline")], {
      environment: { underwater: true },
    });

  it("[ENV-05] Accuracy, Evasion and other checks show Underwater −4; Fortitude and Willpower do not", () => {
    const named = [{ label: "SW25.Penalty.underwater", amount: -4 }];
    expect(battleRollModifiers(battle(), "wolf", request("accuracy"))).toEqual(named);
    expect(battleRollModifiers(battle(), "wolf", request("evasion", "evasion"))).toEqual(named);
    expect(battleRollModifiers(battle(), "wolf", request("check", "fortitude"))).toEqual([]);
    expect(battleRollModifiers(battle(), "wolf", request("check", "willpower"))).toEqual([]);
  });

  it("[ENV-09] with an Underwater ability the sheet roll takes no penalty", () => {
    expect(battleRollModifiers(battle({ underwaterAbility: true }), "wolf", request("accuracy"))).toEqual([]);
  });
});
