import { describe, expect, it } from "vitest";
import { step } from "../../src/rules/combat/battle.js";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { battleRollModifiers } from "../../src/system/applications/roll-dialog.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { logLine } from "../../src/system/combat/engine/log-view.js";
import { mayRequest } from "../../src/system/combat/policy/event-policy.js";
import { foe, makeBattle, pc } from "../rules/combat/helpers.js";
import { en, translator } from "./combat/helpers.js";
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

describe("water and air on the battle log card", () => {
  it("[ENV-03][ENV-04] a caught fall reads with names in English and Japanese", () => {
    const s = makeBattle([
      pc("ann", "frontline", { name: "Ann", hp: 40, flying: true, altitude: 10 }),
      foe("orc", "frontline", { name: "Orc", hp: 40 }),
    ]);
    const r = step(
      s,
      { type: "fall", combatantId: "ann", cause: "lostFlight", catcher: { combatantId: "orc" } },
      fixedDice([]),
    );
    expect(r.errors).toEqual([]);
    const lines = (t: typeof en) =>
      r.log.filter((e) => e.type !== "damaged").map((e) => logLine(e, r.state, t).text);
    expect(lines(en)).toEqual([
      "Ann falls 10 m: fall damage 30, Tumble 0, 30 damage.",
      "Orc catches Ann (Tumble 0) and takes 30 damage.",
    ]);
    expect(lines(translator("ja"))).toEqual([
      "Annが10m落下した：落下ダメージ30、受け身判定0、30点のダメージ。",
      "OrcがAnnを受け止め（受け身判定0）、30点のダメージを受けた。",
    ]);
  });
});

describe("who may send water and air events", () => {
  it("[ENV-04] fall and setEnvironment stay with the GM, even for the player's own combatant", () => {
    const player = { isGM: false, owns: () => true, ownsSide: () => true };
    const gm = { ...player, isGM: true };
    const events = [
      { type: "fall", combatantId: "ann", cause: "lostFlight" },
      { type: "setEnvironment", combatantId: "ann", flying: true, altitude: 5 },
    ] as const;
    for (const e of events) {
      expect(mayRequest(e, player)).toBe(false);
      expect(mayRequest(e, gm)).toBe(true);
    }
  });
});
