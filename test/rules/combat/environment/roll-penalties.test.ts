import { describe, expect, it } from "vitest";
import { rollPenalties } from "../../../../src/rules/combat/environment/roll-penalties.js";
import { foe, makeBattle, pc, play, turnOf } from "../helpers.js";

describe("the battle's penalties reach rolls, by name", () => {
  it("[MOVE-02] after a Full Move: Full Move −4 on Evasion only, nothing on accuracy", () => {
    const start = makeBattle([pc("ann", "pcRear"), foe("gob", "enemyRear")]);
    const moved = play(turnOf(start, "ann"), [
      { type: "move", actorId: "ann", mode: "full", to: "frontline" },
    ]);
    expect(rollPenalties(moved.state, "ann", "evasion")).toEqual([
      { source: "fullMove", label: "SW25.Penalty.fullMove", amount: -4 },
    ]);
    expect(rollPenalties(moved.state, "ann", "check")).toEqual([]);
    expect(rollPenalties(moved.state, "gob", "evasion")).toEqual([]);
  });

  it("[INIT-04] surprised: −2 on every check and on Evasion, none on a power roll", () => {
    const state = makeBattle([pc("ann", "pcRear"), foe("gob", "enemyRear")]);
    const surprised = {
      ...state,
      combatants: state.combatants.map((c) =>
        c.id === "ann"
          ? { ...c, penalties: [{ target: "allChecks" as const, value: -2, source: "ambush" as const }] }
          : c,
      ),
    };
    const named = { source: "ambush", label: "SW25.Penalty.ambush", amount: -2 };
    expect(rollPenalties(surprised, "ann", "check")).toEqual([named]);
    expect(rollPenalties(surprised, "ann", "evasion")).toEqual([named]);
    expect(rollPenalties(surprised, "ann", "power")).toEqual([]);
  });

  it("[ACT-10] [MOVE-02] reading: a retreat −4 and a Full Move −4 both apply, −8; one cause counts once", () => {
    const state = makeBattle([pc("ann", "enemyRear"), foe("gob", "enemyRear")]);
    const both = {
      ...state,
      combatants: state.combatants.map((c) =>
        c.id === "ann"
          ? {
              ...c,
              penalties: [
                { target: "evasion" as const, value: -4, source: "retreat" as const },
                { target: "evasion" as const, value: -4, source: "fullMove" as const },
                { target: "evasion" as const, value: -4, source: "fullMove" as const },
              ],
            }
          : c,
      ),
    };
    const named = rollPenalties(both, "ann", "evasion");
    expect(named.map((n) => n.source)).toEqual(["retreat", "fullMove"]);
    expect(named.reduce((n, p) => n + p.amount, 0)).toBe(-8);
    expect(rollPenalties(null, "ann", "evasion")).toEqual([]);
  });
});
