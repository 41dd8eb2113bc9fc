// [35-1] The Lildraken's Wind Wings in the battle: take off in one's own turn for one minute (6 rounds) of
// flight through the battle's air rules (ENV-04's `flying`), and land when it ends or when the flier chooses.
import { describe, expect, it } from "vitest";
import { windWingsEffectId } from "../../../../src/rules/combat/environment/wind-wings.js";
import { cleanupAfterCombat } from "../../../../src/rules/combat/turn/round.js";
import { validateEvent } from "../../../../src/rules/combat/validate-event.js";
import { attempt, foe, makeBattle, pc, play, rules, turnOf, who } from "../helpers.js";

const battle = () => makeBattle([pc("lil", "frontline"), pc("ann", "frontline"), foe("gob", "frontline")]);

describe("[35-1] Wind Wings", () => {
  it("takes off in its own turn: flying, with a one-minute effect of 6 rounds named as sent", () => {
    const s = turnOf(battle(), "lil");
    const r = play(s, [{ type: "windWings", combatantId: "lil", name: "風の翼" }]);
    expect(who(r.state, "lil").flying).toBe(true);
    expect(r.state.effects).toEqual([
      { id: "windWings:lil", name: "風の翼", targetId: "lil", unit: "minutes", remainingRounds: 6 },
    ]);
    expect(r.log.map((l) => l.type)).toEqual(["effectAdded", "environmentChanged"]);
    expect(r.log[1]?.params).toMatchObject({ combatantId: "lil", flying: true });
    expect(windWingsEffectId("lil")).toBe("windWings:lil");
  });

  it("is refused outside its own turn, while already flying, and landing when it is not flying on its wings", () => {
    expect(rules(attempt(turnOf(battle(), "ann"), { type: "windWings", combatantId: "lil" }))).toEqual([
      "FLOW-03",
    ]);
    const flying = play(turnOf(battle(), "lil"), [{ type: "windWings", combatantId: "lil" }]).state;
    const again = attempt(flying, { type: "windWings", combatantId: "lil" });
    expect(again.errors.map((e) => e.code)).toEqual(["Combat.WindWingsFlying"]);
    expect(again.state).toBe(flying);
    const land = attempt(turnOf(battle(), "lil"), { type: "windWings", combatantId: "lil", land: true });
    expect(land.errors.map((e) => e.code)).toEqual(["Combat.WindWingsNotFlying"]);
    expect(attempt(battle(), { type: "windWings", combatantId: "nobody" }).errors[0]?.code).toBe(
      "Combat.UnknownCombatant",
    );
  });

  it("the flight lasts rounds 1 to 6 of its own; at the start of the 6th round after, it lands", () => {
    let s = play(turnOf(battle(), "lil"), [{ type: "windWings", combatantId: "lil" }]).state;
    const endRound = (state: typeof s) =>
      play(state, [
        { type: "endTurn", actorId: "lil" },
        { type: "startTurn", actorId: "ann" },
        { type: "endTurn", actorId: "ann" },
        { type: "startTurn", actorId: "gob" },
        { type: "endTurn", actorId: "gob" },
      ]).state;
    s = endRound(s);
    for (let round = 2; round <= 6; round++) {
      s = endRound(turnOf(s, "lil"));
      expect(who(s, "lil").flying).toBe(true);
    }
    expect(s.effects[0]?.remainingRounds).toBe(1);
    const landed = play(s, [{ type: "startRound" }]);
    expect(who(landed.state, "lil").flying).toBe(false);
    expect(who(landed.state, "lil").altitude).toBeUndefined();
    expect(landed.state.effects).toEqual([]);
    expect(landed.log.map((l) => l.type)).toEqual(["roundStarted", "effectExpired", "environmentChanged"]);
  });

  it("lands early by choice, in its own turn, from any altitude the GM gave it, without a fall", () => {
    const up = play(turnOf(battle(), "lil"), [
      { type: "windWings", combatantId: "lil" },
      { type: "setEnvironment", combatantId: "lil", altitude: 12 },
    ]).state;
    expect(who(up, "lil").altitude).toBe(12);
    const r = play(up, [{ type: "windWings", combatantId: "lil", land: true }]);
    expect(who(r.state, "lil")).toMatchObject({ flying: false, sections: [{ hp: 20 }] });
    expect(who(r.state, "lil").altitude).toBeUndefined();
    expect(r.state.effects).toEqual([]);
    expect(r.log.map((l) => l.type)).toEqual(["effectEnded", "environmentChanged"]);
  });

  it("a combat's end takes the one-minute effect away, like any effect in minutes", () => {
    const s = play(turnOf(battle(), "lil"), [{ type: "windWings", combatantId: "lil" }]).state;
    expect(cleanupAfterCombat(s).state.effects).toEqual([]);
  });

  it("the event is read field by field: unknown fields dropped, a bad land or name refused", () => {
    const s = battle();
    expect(validateEvent(s, { type: "windWings", combatantId: "lil", land: true, x: 1 })).toEqual({
      ok: true,
      event: { type: "windWings", combatantId: "lil", land: true },
    });
    expect(validateEvent(s, { type: "windWings", combatantId: "lil", land: "yes" }).ok).toBe(false);
    expect(validateEvent(s, { type: "windWings", combatantId: "lil", name: 3 }).ok).toBe(false);
    expect(validateEvent(s, { type: "windWings", combatantId: "zed" }).ok).toBe(false);
  });
});
