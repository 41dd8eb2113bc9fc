/** What a power card calls the number it adds: a weapon's extra damage, a spell's magic power, a potion's bonus. */
import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { cardView, type RollCard } from "../../src/system/chat/roll-card.js";

const power = (over: { healing: boolean; damageKind: "physical" | "magical" }): RollCard => {
  const result = performRoll(
    {
      kind: "power",
      label: over.healing ? "SW25.Roll.Recovery" : "SW25.Roll.Power",
      power: 10,
      criticalValue: over.healing ? null : 10,
      criticalBase: over.healing ? null : 10,
      attack: over.damageKind === "magical" ? "magic" : "melee",
      extraDamage: 4,
      increases: [],
      damageKind: over.damageKind,
      elements: [],
      healing: over.healing,
    },
    { modifier: 0 },
    fixedDice([4, 3]),
  );
  if (!result.ok) throw new Error("roll failed");
  return result.value;
};

const labels = (card: RollCard) => cardView(card).lines.map((l) => [l.label, l.value]);

describe("the number a power card adds", () => {
  it("a healing spell adds its magic power and shows no critical count (healing never rolls one)", () => {
    expect(labels(power({ healing: true, damageKind: "magical" }))).toEqual([
      ["SW25.Card.TableValues", "3"],
      ["SW25.Card.MagicPower", "4"],
    ]);
  });

  it("a herb or potion (the sheet's recovery button) adds its recovery bonus", () => {
    const card = power({ healing: true, damageKind: "magical" });
    const potion = { ...card, source: { actorUuid: "Actor.a", roll: "recovery", itemId: "p" } } as RollCard;
    expect(labels(potion)[1]).toEqual(["SW25.Card.RecoveryBonus", "4"]);
  });

  it("a damage spell adds magic power; a weapon adds extra damage; both keep the critical count", () => {
    expect(labels(power({ healing: false, damageKind: "magical" }))).toEqual([
      ["SW25.Card.TableValues", "3"],
      ["SW25.Card.MagicPower", "4"],
      ["SW25.Card.Criticals", "0"],
    ]);
    expect(labels(power({ healing: false, damageKind: "physical" }))[1]).toEqual([
      "SW25.Card.ExtraDamage",
      "4",
    ]);
  });
});
