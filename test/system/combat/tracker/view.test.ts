import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { dryRun, mayRequest } from "../../../../src/system/combat/policy/event-policy.js";
import type { ButtonView } from "../../../../src/system/combat/tracker/buttons.js";
import { type TrackerView, trackerView } from "../../../../src/system/combat/tracker/view.js";
import { fc } from "../../../fc.js";
import { allButtons, en, gm, placedBattle, play, player, sampleBattle } from "../helpers.js";

const view = (state = sampleBattle(), user = gm): TrackerView =>
  trackerView({ state, chosenMethod: "simplified", user, t: en });

const byLabel = (buttons: readonly ButtonView[], label: string) => buttons.find((b) => b.label === label);

describe("tracker view", () => {
  it("[SIMP-01] shows the three areas left to right: allies' Rearguard, Frontline, enemies' Rearguard", () => {
    expect(view(placedBattle()).areas.map((a) => [a.label, a.chips.map((c) => c.name)])).toEqual([
      ["Allies' Rearguard", ["Bram"]],
      ["Frontline", ["Arle", "GobA"]],
      ["Enemies' Rearguard", ["GobB"]],
    ]);
  });

  it("[SIMP-02] an area with fighters of both sides is marked as a skirmish", () => {
    expect(view(placedBattle()).areas.map((a) => a.skirmish)).toEqual([false, true, false]);
  });

  it("[INIT-03] before initiative: one roll button, and knowledge rows per monster", () => {
    const v = view();
    expect(v.flow.map((b) => [b.label, b.mode])).toEqual([["Roll Initiative", "legal"]]);
    expect(v.knowledge.map((k) => k.monster)).toEqual(["GobA", "GobB"]);
    expect(v.unplaced).toHaveLength(4);
  });

  it("[INIT-02] a party member without a Monster Knowledge class is blocked with the rule for players", () => {
    const row = view(sampleBattle(), player("Arle", "Bram")).knowledge[0];
    expect(byLabel(row?.buttons ?? [], "Arle")?.mode).toBe("legal");
    const bram = byLabel(row?.buttons ?? [], "Bram");
    expect(bram?.mode).toBe("blocked");
    expect(bram?.reason).toMatch(/^Start of combat: /);
  });

  it("[FLOW-01] sides are listed in acting order: the initiative winner first", () => {
    const enemyFirst = play(sampleBattle(), [{ type: "rollInitiative", total: 4 }]);
    expect(view(enemyFirst).sides.map((s) => [s.side, s.active])).toEqual([
      ["enemy", true],
      ["pc", false],
    ]);
  });

  it("[SIMP-03] during placement only the placing side's chips get place buttons, Frontline or own Rearguard", () => {
    const placing = play(sampleBattle(), [{ type: "rollInitiative", total: 12 }]);
    const v = view(placing, player("Arle"));
    const arle = v.unplaced.find((c) => c.id === "Arle");
    expect(arle?.draggable).toBe(true);
    expect(arle?.buttons.map((b) => [b.label, b.mode])).toEqual([
      ["Frontline", "legal"],
      ["Allies' Rearguard", "legal"],
      ["Enemies' Rearguard", "blocked"],
    ]);
    expect(v.unplaced.find((c) => c.id === "Bram")?.buttons).toEqual([]);
    expect(v.unplaced.find((c) => c.id === "GobA")?.buttons).toEqual([]);
  });

  it("[SIMP-03] the GM gets an override button where the rules refuse, wrapping the same event", () => {
    const placing = play(sampleBattle(), [{ type: "rollInitiative", total: 12 }]);
    const wrong = view(placing).unplaced.find((c) => c.id === "Arle")?.buttons[2];
    expect(wrong?.mode).toBe("override");
    expect(JSON.parse(wrong?.event ?? "null")).toEqual({
      type: "override",
      event: { type: "place", combatantId: "Arle", area: "enemyRear" },
    });
    expect(wrong?.reason).toMatch(/^Simplified Combat: /);
  });

  it("[FLOW-01] between rounds the flow offers Start round", () => {
    expect(view(placedBattle()).flow.map((b) => [b.label, b.mode])).toEqual([["Start round", "legal"]]);
  });

  it("[SIMP-06] in round 1 the winning Frontline has already moved: every move is refused", () => {
    const turn = play(placedBattle(), [{ type: "startRound" }, { type: "startTurn", actorId: "Arle" }]);
    const v = view(turn, player("Arle"));
    expect(v.turn?.actorName).toBe("Arle");
    const moves = v.turn?.moves.flatMap((m) => m.buttons) ?? [];
    expect(moves).toHaveLength(9);
    expect(moves.every((b) => b.mode === "blocked" && b.reason.startsWith("Simplified Combat: "))).toBe(true);
    expect(byLabel(v.turn?.actions ?? [], "End turn")?.mode).toBe("legal");
  });

  it("[SIMP-07] from the Rearguard: Normal to the Frontline is fine, Limited stays, Full across a held Frontline is refused", () => {
    const turn = play(placedBattle(), [
      { type: "startRound" },
      { type: "startTurn", actorId: "Arle" },
      { type: "endTurn", actorId: "Arle" },
      { type: "startTurn", actorId: "Bram" },
    ]);
    const rows = view(turn, player("Bram")).turn?.moves ?? [];
    const cell = (mode: string, area: string) =>
      rows.find((r) => r.mode === mode)?.buttons.find((b) => b.label === area);
    expect(cell("Normal Move", "Frontline")?.mode).toBe("legal");
    expect(cell("Limited Move", "Allies' Rearguard")?.mode).toBe("legal");
    expect(cell("Limited Move", "Frontline")?.reason).toMatch(/Simplified Combat: /);
    expect(cell("Full Move", "Enemies' Rearguard")?.reason).toMatch(/Simplified Combat: /);
  });

  it("[FLOW-03] a player sees no buttons for somebody else's turn; the GM sees them all", () => {
    const turn = play(placedBattle(), [{ type: "startRound" }, { type: "startTurn", actorId: "Arle" }]);
    expect(view(turn, player("Bram")).turn?.moves).toEqual([]);
    expect(view(turn, player("Bram")).turn?.actions).toEqual([]);
    expect(view(turn, gm).turn?.actions.length).toBeGreaterThan(0);
  });

  it("[SIMP-01] a Standard choice has no notice; a battle set up as Simplified before says so", () => {
    const v = trackerView({ state: null, chosenMethod: "standard", user: gm, t: en });
    expect(v.started).toBe(false);
    expect(v.methodNotice).toBe("");
    expect(v.standard).toBeNull();
    const old = trackerView({ state: sampleBattle(), chosenMethod: "standard", user: gm, t: en });
    expect(old.methodNotice).toBe(
      "This battle was set up as Simplified Combat before Standard Combat was available; set it up again to play it as Standard.",
    );
    expect(old.standard).toBeNull();
  });

  it("[FLOW-02] every legal button is exactly an event the reducer accepts, and building the view changes nothing", () => {
    const states = [
      sampleBattle(),
      placedBattle(),
      play(placedBattle(), [{ type: "startRound" }, { type: "startTurn", actorId: "Arle" }]),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.constantFrom(gm, player("Arle"), player("Bram")),
        (state, user) => {
          const before = JSON.stringify(state);
          for (const b of allButtons(view(state, user))) {
            const event = JSON.parse(b.event) as BattleEvent;
            expect(mayRequest(event, user)).toBe(true);
            if (b.mode === "legal") expect(dryRun(state, event)).toEqual([]);
            else expect(b.reason).not.toBe("");
          }
          expect(JSON.stringify(state)).toBe(before);
        },
      ),
      { numRuns: 30 },
    );
  });
});
