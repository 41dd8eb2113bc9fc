import { describe, expect, it } from "vitest";
import { arsenalFromItems } from "../../../../src/system/combat/policy/arsenal.js";
import { techniqueButtons } from "../../../../src/system/combat/tracker/techniques.js";
import { trackerView } from "../../../../src/system/combat/tracker/view.js";
import { bramsTurn, en, gm, play, player, translator } from "../helpers.js";

/** Bram's techniques (our own invention): one of each timing. */
const kit = arsenalFromItems([
  { id: "t1", type: "technique", name: "Ember Sinew", system: { timing: "minor" } },
  { id: "t2", type: "technique", name: "Riverstone Field", system: { timing: "major" } },
  { id: "t3", type: "technique", name: "Drumbeat Rally", system: { timing: "declared" } },
  { id: "t4", type: "technique", name: "Saddle Pivot", system: { timing: "passive" } },
]);

/** Bram's turn after a Limited Move (MOVE-01: the mode comes before a major action). */
const moved = () => play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "limited" }]);

const bram = (state: ReturnType<typeof bramsTurn>) => state.combatants.find((c) => c.id === "Bram");

describe("technique buttons on the Battle Board", () => {
  it("one per non-passive technique, each the action its timing says, legal in an open turn", () => {
    const state = moved();
    const buttons = techniqueButtons(state, bram(state) as never, kit, player("Bram"), en);
    expect(buttons.map((b) => [b.label, b.mode, b.technique, JSON.parse(b.event)])).toEqual([
      [
        "Ember Sinew (Minor action)",
        "legal",
        "t1",
        { type: "minor", actorId: "Bram", action: { kind: "other", label: "Ember Sinew" } },
      ],
      [
        "Riverstone Field (Major action)",
        "legal",
        "t2",
        { type: "major", actorId: "Bram", action: { kind: "other", label: "Riverstone Field" } },
      ],
      [
        "Drumbeat Rally (Declared)",
        "legal",
        "t3",
        { type: "minor", actorId: "Bram", action: { kind: "declareFeat", feat: "t3" } },
      ],
    ]);
  });

  it("[ACT-01] after the turn's major action, a major technique is refused by the turn economy; a minor one is not", () => {
    const state = play(moved(), [
      { type: "major", actorId: "Bram", action: { kind: "other", label: "Riverstone Field" } },
    ]);
    const buttons = techniqueButtons(state, bram(state) as never, kit, player("Bram"), en);
    const byName = Object.fromEntries(buttons.map((b) => [b.label.split(" (")[0], b]));
    expect(byName["Riverstone Field"]?.mode).toBe("blocked");
    expect(byName["Riverstone Field"]?.technique).toBeUndefined();
    expect(byName["Ember Sinew"]?.mode).toBe("legal");
  });

  it("[MOVE-01] before the movement mode is chosen, a major technique waits", () => {
    const state = bramsTurn();
    const buttons = techniqueButtons(state, bram(state) as never, kit, player("Bram"), en);
    expect(buttons.find((b) => b.label.startsWith("Riverstone"))?.reason).toBe(
      "Movement: Choose the movement mode before the major action.",
    );
    expect(buttons.find((b) => b.label.startsWith("Ember"))?.mode).toBe("legal");
  });

  it("[ACT-07] a second declaration in one turn is refused", () => {
    const state = play(bramsTurn(), [
      { type: "minor", actorId: "Bram", action: { kind: "declareFeat", feat: "t3" } },
    ]);
    const buttons = techniqueButtons(state, bram(state) as never, kit, player("Bram"), en);
    const declared = buttons.find((b) => b.label.startsWith("Drumbeat Rally"));
    expect(declared?.mode).toBe("blocked");
    expect(declared?.reason).toBe("Actions: Only one combat feat is active at a time.");
  });

  it("another player's combatant gets no technique buttons; the GM gets them (ja labels)", () => {
    const state = bramsTurn();
    expect(techniqueButtons(state, bram(state) as never, kit, player("Arle"), en)).toEqual([]);
    const ja = techniqueButtons(state, bram(state) as never, kit, gm, translator("ja"));
    expect(ja[0]?.label).toBe("Ember Sinew（補助動作）");
  });

  it("the turn's actions on the board include them", () => {
    const view = trackerView({
      state: bramsTurn(),
      user: player("Bram"),
      t: en,
      arsenal: (id: string) => (id === "Bram" ? kit : { weapons: [], spells: [] }),
    } as never);
    expect(view.turn?.actions.map((a) => a.label)).toContain("Ember Sinew (Minor action)");
  });
});
