import { describe, expect, it } from "vitest";
import { step } from "../../../../src/rules/combat/battle.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { logCard, logLine } from "../../../../src/system/combat/engine/log-view.js";
import { en, placedBattle, play, translator } from "../helpers.js";

/** Round 1: Arle (Frontline) and Bram (party Rearguard) against GobA (Frontline); Bram's turn is open. */
function bramsTurn() {
  return play(placedBattle(), [
    { type: "startRound" },
    { type: "startTurn", actorId: "Arle" },
    { type: "endTurn", actorId: "Arle" },
    { type: "startTurn", actorId: "Bram" },
    { type: "move", actorId: "Bram", mode: "limited" },
  ]);
}

describe("battle log lines", () => {
  it("[ACT-03][STD-01] a weapon dropped in an area reads with the area, one dropped in Standard with its point", () => {
    const state = bramsTurn();
    const area = { type: "weaponDropped", params: { weapon: "axe", area: "frontline", fromId: "Arle" } };
    const point = { type: "weaponDropped", params: { weapon: "axe", x: 4, y: -2, fromId: "Arle" } };
    expect(logLine(area, state, en).text).toBe("axe lies in Frontline.");
    expect(logLine(point, state, en).text).toBe("axe lies at (4, -2).");
    expect(logLine(point, state, translator("ja")).text).toBe("axeが(4, -2)に落ちている。");
  });

  it("[INIT-02] a Monster Knowledge line in Japanese uses full-width colons (知名度：はい、弱点：いいえ)", () => {
    const state = bramsTurn();
    const entry = {
      type: "monsterKnowledge",
      params: {
        actorId: "Bram",
        monsterId: "GobA",
        dice: "4+5",
        result: 12,
        identified: true,
        weakPoint: false,
      },
    };
    const line = logLine(entry, state, translator("ja")).text;
    expect(line).toBe("魔物知識判定：Bram→GobA：12。知名度：はい、弱点：いいえ。");
    expect(line).not.toMatch(/[:/]/);
  });

  it("[SIMP-03][STD-04] a placement reads with its area, or in Standard with the GM's point", () => {
    const state = bramsTurn();
    const area = { type: "placed", params: { combatantId: "Arle", area: "frontline", latecomer: false } };
    const point = { type: "placed", params: { combatantId: "Arle", x: 12, y: -4, latecomer: true } };
    expect(logLine(area, state, en).text).toBe("Arle is placed in Frontline.");
    expect(logLine(point, state, en).text).toBe("Arle is placed at (12, -4).");
    expect(logLine(point, state, translator("ja")).text).toBe("Arleを(12, -4)に配置した。");
  });

  it("[SIMP-14] a shot into the skirmish from outside announces the randomly drawn target", () => {
    const result = step(
      bramsTurn(),
      {
        type: "major",
        actorId: "Bram",
        action: { kind: "attack", form: "shooting", targetId: "GobA", range: 30 },
      },
      fixedDice([1]),
    );
    expect(result.errors).toEqual([]);
    const line = logLine(result.log[0] ?? { type: "", params: {} }, result.state, en);
    expect(line).toEqual({
      type: "attack",
      text: "Misfire! Bram aimed at GobA, but the shot into the skirmish hits Arle.",
      notice: true,
    });
  });

  it("[SIMP-14] the same misfire reads in Japanese", () => {
    const result = step(
      bramsTurn(),
      {
        type: "major",
        actorId: "Bram",
        action: { kind: "attack", form: "shooting", targetId: "GobA", range: 30 },
      },
      fixedDice([2]),
    );
    expect(logLine(result.log[0] ?? { type: "", params: {} }, result.state, translator("ja")).text).toBe(
      "誤射！BramはGobAを狙ったが、乱戦への攻撃はGobAに当たった。",
    );
  });

  it("[SIMP-15] a radius-3 spell on the Frontline lists everyone there, friend and foe", () => {
    const result = step(
      bramsTurn(),
      {
        type: "major",
        actorId: "Bram",
        action: {
          kind: "cast",
          spell: { name: "Frost Burst", range: 30, area: { shape: "radius", radius: 3 } },
          targetArea: "frontline",
        },
      },
      fixedDice([]),
    );
    expect(result.errors).toEqual([]);
    const cast = result.log.find((e) => e.type === "spellCast");
    expect(cast && logLine(cast, result.state, en).text).toBe(
      "Bram casts Frost Burst at Frontline. Affected: Arle, GobA.",
    );
  });

  it("[FLOW-01] round and side lines use area, side and mode labels, not ids", () => {
    const result = step(placedBattle(), { type: "startRound" }, fixedDice([]));
    expect(logCard(result.log, result.state, en)).toEqual({
      title: "Battle log, round 1",
      lines: [{ type: "roundStarted", text: "Round 1 begins; Party act first.", notice: false }],
    });
    const moved = logLine(
      {
        type: "moved",
        params: { actorId: "Bram", mode: "normal", from: "pcRear", to: "frontline", blocked: false },
      },
      result.state,
      en,
    );
    expect(moved.text).toBe("Bram: Normal Move, Allies' Rearguard → Frontline.");
  });

  it("[MOVE-07] a blocked move reads as stopped where it began", () => {
    const line = logLine(
      {
        type: "moved",
        params: { actorId: "Bram", mode: "full", from: "pcRear", to: "pcRear", blocked: true },
      },
      placedBattle(),
      en,
    );
    expect(line.text).toBe("Bram: Full Move, stopped in Allies' Rearguard.");
  });

  it("[FLOW-03] a GM override is a notice naming the event and the rules set aside", () => {
    const result = step(
      bramsTurn(),
      {
        type: "override",
        event: { type: "move", actorId: "Bram", mode: "limited", to: "frontline" },
        reason: "a ladder",
      },
      fixedDice([]),
    );
    expect(logLine(result.log[0] ?? { type: "", params: {} }, result.state, en)).toEqual({
      type: "override",
      text: "GM override: movement (rules set aside: Movement, Simplified Combat). a ladder",
      notice: true,
    });
  });

  it("an entry without a key still prints its type and data", () => {
    expect(logLine({ type: "newThing", params: { a: 1 } }, placedBattle(), en).text).toBe('newThing {"a":1}');
  });
});
