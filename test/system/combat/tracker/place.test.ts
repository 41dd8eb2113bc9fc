/**
 * The GM's placement of a combatant without a point on the Standard Battle Board (STD-04): the "Place…"
 * control on its movement row, the dialog's reading of what the GM typed, the event it sends, and the token
 * the existing corrections then put on the point.
 */
import { describe, expect, it } from "vitest";
import { step } from "../../../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { mayRequest } from "../../../../src/system/combat/policy/event-policy.js";
import type { Translate } from "../../../../src/system/combat/policy/rule-text.js";
import { tokenCorrections } from "../../../../src/system/combat/scene/scene-metres.js";
import { placeControl, placeEvent } from "../../../../src/system/combat/tracker/place.js";
import { type TrackerView, trackerView } from "../../../../src/system/combat/tracker/view.js";
import { standardBattle, turnOf } from "../canvas/standard-battle.js";
import { en, gm, placedBattle, play, player, translator } from "../helpers.js";

const ja = translator("ja");

const view = (state: BattleState, user = gm, t: Translate = en): TrackerView =>
  trackerView({ state, chosenMethod: state.method ?? "simplified", user, t });

const rowOf = (v: TrackerView, id: string) => v.standard?.movement.find((m) => m.id === id);
const parsed = (json: string | undefined) => JSON.parse(json ?? "null") as BattleEvent | null;

const join = (id: string, more: Record<string, unknown> = {}): BattleEvent => ({
  type: "join",
  combatant: { id, name: id, side: "pc", hp: 20, agility: 5, ...more },
});

/** Arle's turn in round 1 (canvas/standard-battle.ts), and Cora, who joined without a point. */
const withLatecomer = () => play(turnOf("Arle"), [join("Cora")]);

describe("the GM's Place… control on the Standard board", () => {
  it("[STD-04] only the unplaced combatant's row gets one; its position reads 'No position yet'", () => {
    const v = view(withLatecomer());
    expect(v.standard?.movement.map((m) => [m.id, m.at, m.place?.button.mode ?? null, !!m.forced])).toEqual([
      ["Arle", "(0, 0)", null, true],
      ["Bram", "(0, 10)", null, true],
      ["Kai", "(20, 0)", null, true],
      ["GobA", "(20, 0)", null, true],
      ["GobB", "(40, 0)", null, true],
      ["Cora", "No position yet", "legal", false],
    ]);
    // Nowhere yet, nothing to walk: no metres left shown (the others show theirs).
    expect(rowOf(v, "Cora")?.left).toBe("");
    expect(rowOf(v, "GobB")?.left).toBe("15 m");
    const cora = rowOf(v, "Cora")?.place;
    expect(cora?.button.label).toBe("Place…");
    expect(cora?.aria).toBe("Place Cora");
    expect([cora?.x, cora?.y, cora?.partner]).toEqual(["", "", ""]);
    expect(parsed(cora?.button.event)).toEqual({ type: "place", combatantId: "Cora", at: { x: 0, y: 0 } });
    const jaRow = rowOf(view(withLatecomer(), gm, ja), "Cora");
    expect([jaRow?.place?.button.label, jaRow?.at]).toEqual(["配置…", "位置未定"]);
  });

  it("[STD-04] the unplaced stands nowhere: listed as not placed, not in the open, and no area buttons", () => {
    const v = view(withLatecomer());
    expect(v.standard?.open.map((c) => c.id)).toEqual(["Arle", "Bram", "GobB"]);
    expect(v.unplaced.map((c) => [c.id, c.buttons.map((b) => b.label)])).toEqual([["Cora", []]]);
  });

  it("[STD-04] players never get the control, not even for their own character; the policy refuses the event", () => {
    const v = view(withLatecomer(), player("Cora"));
    expect(v.standard?.movement.map((m) => m.place)).toEqual([null, null, null, null, null, null]);
    const event = parsed(rowOf(view(withLatecomer()), "Cora")?.place?.button.event) as BattleEvent;
    expect(mayRequest(event, player("Cora"), withLatecomer())).toBe(false);
    expect(mayRequest({ type: "override", event }, player("Cora"), withLatecomer())).toBe(false);
    expect(mayRequest(event, gm, withLatecomer())).toBe(true);
  });

  it("[STD-03] the control stays open although the scene's corner is forbidden: the typed point is judged when sent", () => {
    const fenced = play(
      turnOf(
        "Arle",
        standardBattle({
          forbidden: [
            {
              id: "pit",
              polygon: [
                { x: -5, y: -5 },
                { x: 5, y: -5 },
                { x: 5, y: 5 },
                { x: -5, y: 5 },
              ],
            },
          ],
        }),
      ),
      [join("Cora")],
    );
    const cora = rowOf(view(fenced), "Cora")?.place;
    expect([cora?.button.mode, cora?.button.reason]).toEqual(["legal", ""]);
    expect(parsed(cora?.button.event)).toEqual({ type: "place", combatantId: "Cora", at: { x: 0, y: 0 } });
    const typed = placeEvent(
      parsed(cora?.button.event) as BattleEvent,
      { x: "2", y: "1" },
      en,
    ) as BattleEvent;
    expect(step(fenced, typed, fixedDice([])).errors.map((e) => e.code)).toEqual([
      "Combat.ForbiddenCoordinates",
    ]);
    expect(step(fenced, { ...typed, at: { x: 6, y: 0 } } as BattleEvent, fixedDice([])).errors).toEqual([]);
  });

  it("[STD-04] after the battle has ended the control is disabled, the reason in words", () => {
    const ended = play(withLatecomer(), [{ type: "flee", side: "enemy", pursued: false }]);
    const cora = rowOf(view(ended), "Cora")?.place;
    expect([cora?.button.mode, cora?.button.reason]).toEqual(["blocked", en("SW25.Error.Combat.Ended")]);
  });

  it("[MOUNT-01] a rider joining on a mount that stands somewhere: the dialog is prefilled with the mount's point", () => {
    const s = play(withLatecomer(), [
      join("Stag", { kind: "mount", hp: 30, agility: 20 }),
      { type: "place", combatantId: "Stag", at: { x: 7, y: 2 } },
      join("Kay", { riderLevel: 2, mountedWith: "Stag" }),
    ]);
    const kay = rowOf(view(s), "Kay")?.place;
    expect([kay?.x, kay?.y, kay?.partner, kay?.button.mode]).toEqual(["7", "2", "Stag", "legal"]);
    expect(parsed(kay?.button.event)).toEqual({ type: "place", combatantId: "Kay", at: { x: 7, y: 2 } });
  });

  it("[SIMP-03] Simplified battles keep their area buttons for a latecomer and have no Place… control", () => {
    const simplified = play(placedBattle(), [join("Cora")]);
    const v = view(simplified);
    expect(v.standard).toBeNull();
    expect(v.unplaced.find((c) => c.id === "Cora")?.buttons.length).toBeGreaterThan(0);
    const cora = simplified.combatants.find((c) => c.id === "Cora");
    if (!cora) throw new Error("no Cora");
    expect(placeControl(simplified, cora, gm, en, (id) => id)).toBeNull();
  });
});

describe("the event the Place dialog sends", () => {
  const base: BattleEvent = { type: "place", combatantId: "Cora", at: { x: 0, y: 0 } };

  it("[STD-04] the typed point, in whole metres (full-width digits read), replaces the stand-in", () => {
    expect(placeEvent(base, { x: " 12 ", y: "-3.6" }, en)).toEqual({
      type: "place",
      combatantId: "Cora",
      at: { x: 12, y: -4 },
    });
    expect(placeEvent(base, { x: "１２", y: "３" }, ja)).toEqual({
      type: "place",
      combatantId: "Cora",
      at: { x: 12, y: 3 },
    });
    expect(placeEvent(base, { x: "-10000", y: "10000" }, en)).toEqual({
      type: "place",
      combatantId: "Cora",
      at: { x: -10000, y: 10000 },
    });
  });

  it("[STD-04] nothing to send for bad coordinates, an override, or an event that is not a placement at a point", () => {
    for (const form of [
      { x: "", y: "3" },
      { x: "1e3", y: "3" },
      { x: "10001", y: "0" },
    ])
      expect(placeEvent(base, form, en), JSON.stringify(form)).toBeNull();
    expect(placeEvent({ type: "override", event: base }, { x: "1", y: "1" }, en)).toBeNull();
    expect(
      placeEvent({ type: "place", combatantId: "Cora", area: "frontline" }, { x: "1", y: "1" }, en),
    ).toBeNull();
    expect(placeEvent({ type: "startRound" }, { x: "1", y: "1" }, en)).toBeNull();
  });

  it("[STD-04][STD-10] sent, Cora stands on the point (an independent at a skirmish's centre) and her token follows", () => {
    const s = withLatecomer();
    const event = placeEvent(base, { x: "20", y: "0" }, en) as BattleEvent;
    const r = step(s, event, fixedDice([]));
    expect(r.errors).toEqual([]);
    expect(r.state.combatants.find((c) => c.id === "Cora")?.position).toEqual({ kind: "point", x: 20, y: 0 });
    expect(r.state.standard?.skirmishes[0]?.independents).toEqual(["Cora"]);
    expect(r.state.standard?.skirmishes[0]?.melee).toEqual(["Kai", "GobA"]);
    // Her token (1 m spaces of 100 px, left where it was dropped at (3, 4) m) is corrected to the point.
    const grid = { type: 1, size: 100, distance: 1, diagonals: 0 };
    const token = { x: 250, y: 350, width: 1, height: 1 };
    expect(
      tokenCorrections(s.combatants, [{ tokenId: "t", combatantId: "Cora", place: token }], grid),
    ).toEqual([]);
    expect(
      tokenCorrections(r.state.combatants, [{ tokenId: "t", combatantId: "Cora", place: token }], grid),
    ).toEqual([{ tokenId: "t", x: 1950, y: -50 }]);
    // Read back as Foundry stores it, the battle is the same.
    const back = normalizeBattle(JSON.parse(JSON.stringify(r.state)));
    expect(back.ok ? back.value : back.error).toEqual(r.state);
  });
});
