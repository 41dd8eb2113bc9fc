import { describe, expect, it } from "vitest";
import {
  type DeclarableFeat,
  declaredFeatModifiers,
} from "../../../../src/rules/combat/turn/feat-effects.js";
import { placedBattle, play } from "../../../system/combat/helpers.js";

/** "Steady Breath" (our own invention): Accuracy +1, Evasion −1 while declared; one always-on Evasion +1. */
const steady: DeclarableFeat = {
  id: "feat1",
  name: "Steady Breath",
  featKind: "active",
  effects: [
    {
      disabled: true,
      changes: [
        { key: "system.bonuses.accuracy", mode: 2, value: "1" },
        { key: "system.bonuses.evasion", mode: 2, value: "-1" },
        { key: "system.bonuses.evasion", mode: 5, value: "9" },
        { key: "system.bonuses.accuracy", mode: 2, value: "0.5" },
      ],
    },
    { disabled: false, changes: [{ key: "system.bonuses.evasion", mode: 2, value: "1" }] },
  ],
};

const bramsTurn = () =>
  play(placedBattle(), [
    { type: "startRound" },
    { type: "startTurn", actorId: "Arle" },
    { type: "endTurn", actorId: "Arle" },
    { type: "startTurn", actorId: "Bram" },
  ]);

const declare = (feat: string) => ({
  type: "minor" as const,
  actorId: "Bram",
  action: { kind: "declareFeat" as const, feat },
});

describe("declared feats that do something", () => {
  it("[ACT-07] a declared feat's disabled ADD effects name their modifiers; enabled ones are already counted", () => {
    const s = play(bramsTurn(), [declare("feat1")]);
    expect(declaredFeatModifiers(s, "Bram", [steady], "accuracy")).toEqual([
      { label: "Steady Breath", amount: 1 },
    ]);
    expect(declaredFeatModifiers(s, "Bram", [steady], "evasion")).toEqual([
      { label: "Steady Breath", amount: -1 },
    ]);
    expect(declaredFeatModifiers(s, "Bram", [steady], "magicPower")).toEqual([]);
  });

  it("[ACT-07] undeclared, another combatant, a passive feat or another feat declared: nothing", () => {
    expect(declaredFeatModifiers(bramsTurn(), "Bram", [steady], "accuracy")).toEqual([]);
    const s = play(bramsTurn(), [declare("feat1")]);
    expect(declaredFeatModifiers(s, "Arle", [steady], "accuracy")).toEqual([]);
    expect(declaredFeatModifiers(s, "Bram", [{ ...steady, featKind: "passive" }], "accuracy")).toEqual([]);
    expect(
      declaredFeatModifiers(play(bramsTurn(), [declare("other")]), "Bram", [steady], "accuracy"),
    ).toEqual([]);
    expect(declaredFeatModifiers(null, "Bram", [steady], "accuracy")).toEqual([]);
  });

  it("[ACT-07] it lasts until the next turn of its owner starts; declared after the only major action, it does nothing", () => {
    const s = play(bramsTurn(), [
      declare("feat1"),
      { type: "endTurn", actorId: "Bram" },
      { type: "startTurn", actorId: "GobA" },
      { type: "endTurn", actorId: "GobA" },
    ]);
    // Still on while the goblins act (Bram's evasion against them).
    expect(declaredFeatModifiers(s, "Bram", [steady], "evasion")).toEqual([
      { label: "Steady Breath", amount: -1 },
    ]);
    // Bram shoots into the skirmish (his one major action; the misfire die 6 hits GobA), then declares: too late.
    const late = play(
      bramsTurn(),
      [
        { type: "move", actorId: "Bram", mode: "limited" },
        {
          type: "major",
          actorId: "Bram",
          action: { kind: "attack", form: "shooting", targetId: "GobA", range: 30, damage: 0 },
        },
        declare("feat1"),
      ],
      [6, 6, 6, 6],
    );
    expect(declaredFeatModifiers(late, "Bram", [steady], "accuracy")).toEqual([]);
  });
});
