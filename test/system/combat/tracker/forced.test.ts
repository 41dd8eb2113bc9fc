/**
 * The GM's forced move on the Battle Board (MOUNT-08, SIMP-09 in Standard Combat): the control on each
 * movement row, the dialog's reading of what the GM typed, and the event it sends.
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
import {
  forcedMoveControl,
  forcedMoveEvent,
  readForcedMove,
} from "../../../../src/system/combat/tracker/forced.js";
import { type TrackerView, trackerView } from "../../../../src/system/combat/tracker/view.js";
import { standardBattle, turnOf } from "../canvas/standard-battle.js";
import { en, gm, placedBattle, play, player, translator } from "../helpers.js";

const ja = translator("ja");

const view = (state: BattleState, user = gm, t: Translate = en): TrackerView =>
  trackerView({ state, chosenMethod: state.method ?? "simplified", user, t });

const rowOf = (v: TrackerView, id: string) => v.standard?.movement.find((m) => m.id === id);
const parsed = (json: string | undefined) => JSON.parse(json ?? "null") as BattleEvent | null;

/**
 * A Standard battle (our own invention): Kay rides her Ironhorn Stag at (2, 3), Ann stands at (6, 3), the
 * Bramble Drake at (30, 0). Round 1 with Ann's turn open unless `phase` says otherwise.
 */
function mountedStandard(open = true): BattleState {
  const r = normalizeBattle({
    method: "standard",
    phase: "ready",
    round: 0,
    initiative: { winner: "pc", ambush: false, partyResult: 12, monsterValue: 11 },
    combatants: [
      { id: "kay", name: "Kay", side: "pc", hp: 22, agility: 12, riderLevel: 2, mountedWith: "stag" },
      {
        id: "stag",
        name: "Ironhorn Stag",
        side: "pc",
        kind: "mount",
        hp: 28,
        agility: 14,
        mountedWith: "kay",
      },
      { id: "ann", name: "Ann", side: "pc", hp: 24, agility: 10, position: { x: 6, y: 3 } },
      {
        id: "drake",
        name: "Bramble Drake",
        side: "enemy",
        kind: "monster",
        hp: 40,
        position: { x: 30, y: 0 },
      },
    ].map((c) => (c.id === "kay" || c.id === "stag" ? { ...c, position: { x: 2, y: 3 } } : c)),
  });
  if (!r.ok) throw new Error(r.error.message);
  return open ? play(r.value, [{ type: "startRound" }, { type: "startTurn", actorId: "ann" }]) : r.value;
}

describe("the GM's Forced move… control on the Standard board", () => {
  it("[MOUNT-08] every combatant's row gets one, prefilled with its point; the event is the GM's forced move", () => {
    const v = view(turnOf("Arle"));
    expect(v.standard?.movement.map((m) => [m.id, m.forced?.x, m.forced?.y, m.forced?.button.mode])).toEqual([
      ["Arle", 0, 0, "legal"],
      ["Bram", 0, 10, "legal"],
      ["Kai", 20, 0, "legal"],
      ["GobA", 20, 0, "legal"],
      ["GobB", 40, 0, "legal"],
    ]);
    const gobB = rowOf(v, "GobB")?.forced;
    expect(gobB?.button.label).toBe("Forced move…");
    expect(gobB?.aria).toBe("Forced move of GobB");
    expect(gobB?.partner).toBe("");
    expect(parsed(gobB?.button.event)).toEqual({
      type: "move",
      actorId: "GobB",
      mode: "limited",
      forced: true,
      at: { x: 40, y: 0 },
    });
    expect(rowOf(view(turnOf("Arle"), gm, ja), "GobB")?.forced?.button.label).toBe("強制移動…");
  });

  it("[MOUNT-08] players never get the control, not even for their own character; the policy refuses it too", () => {
    const v = view(turnOf("Arle"), player("Arle"));
    expect(v.standard?.movement.map((m) => m.forced)).toEqual([null, null, null, null, null]);
    const event = parsed(rowOf(view(turnOf("Arle")), "Arle")?.forced?.button.event) as BattleEvent;
    expect(mayRequest(event, player("Arle"), turnOf("Arle"))).toBe(false);
    expect(mayRequest({ type: "override", event }, player("Arle"), turnOf("Arle"))).toBe(false);
    expect(mayRequest(event, gm, turnOf("Arle"))).toBe(true);
  });

  it("[MOUNT-08] Simplified battles have no such control (a forced move there names an area; not offered)", () => {
    const simplified = placedBattle();
    expect(view(simplified).standard).toBeNull();
    const arle = simplified.combatants.find((c) => c.id === "Arle");
    if (!arle) throw new Error("no Arle");
    expect(forcedMoveControl(simplified, arle, gm, en, (id) => id)).toBeNull();
  });

  it("[FLOW-01] before the first round the rules refuse it: the GM sees an override, the reason in words", () => {
    const ready = standardBattle();
    const gobB = rowOf(view(ready), "GobB")?.forced;
    expect(gobB?.button.mode).toBe("override");
    expect(gobB?.button.reason).toBe("Combat rounds: Turns are taken inside a round.");
    expect(gobB?.button.reason).not.toMatch(/[A-Z]{2,6}-\d{2}/);
    expect(parsed(gobB?.button.event)).toEqual({
      type: "override",
      event: { type: "move", actorId: "GobB", mode: "limited", forced: true, at: { x: 40, y: 0 } },
    });
  });

  it("[MOUNT-08] a rider and its mount each name the other as the partner the dialog asks about", () => {
    const v = view(mountedStandard());
    expect(v.standard?.movement.map((m) => [m.id, m.forced?.partner])).toEqual([
      ["kay", "Ironhorn Stag"],
      ["stag", "Kay"],
      ["ann", ""],
      ["drake", ""],
    ]);
    expect(rowOf(v, "stag")?.forced?.x).toBe(2);
    expect(rowOf(v, "stag")?.forced?.y).toBe(3);
  });
});

describe("reading the dialog's coordinates", () => {
  it("[MOUNT-08] whole metres, prefilled or typed, with spaces around them", () => {
    expect(readForcedMove({ x: "12", y: " 4 " }, en)).toEqual({ ok: true, at: { x: 12, y: 4 } });
    expect(readForcedMove({ x: "+7", y: "007" }, en)).toEqual({ ok: true, at: { x: 7, y: 7 } });
  });

  it("[MOUNT-08] boundaries: 0 and 10000 m are in, -1 and 10001 are out; fractions round to the metre first", () => {
    expect(readForcedMove({ x: "0", y: "10000" }, en)).toEqual({ ok: true, at: { x: 0, y: 10000 } });
    expect(readForcedMove({ x: "10000.4", y: "2.5" }, en)).toEqual({ ok: true, at: { x: 10000, y: 3 } });
    const zero = readForcedMove({ x: "-0.4", y: ".4" }, en);
    expect(zero).toEqual({ ok: true, at: { x: 0, y: 0 } });
    expect(zero.ok && Object.is(zero.at.x, -0)).toBe(false);
    const range = "The x coordinate must be between -10000 and 10000 m.";
    // A battle set up off the canvas (a macro, a scenario) may stand at negative metres: the engine's range.
    expect(readForcedMove({ x: "-1", y: "-10000" }, en)).toEqual({ ok: true, at: { x: -1, y: -10000 } });
    expect(readForcedMove({ x: "-10001", y: "0" }, en)).toEqual({
      ok: false,
      problems: [{ field: "x", message: range }],
    });
    expect(readForcedMove({ x: "10001", y: "0" }, en)).toEqual({
      ok: false,
      problems: [{ field: "x", message: range }],
    });
    expect(readForcedMove({ x: "10000.5", y: "0" }, en)).toEqual({
      ok: false,
      problems: [{ field: "x", message: range }],
    });
    expect(readForcedMove({ x: "-10000.6", y: "0" }, en)).toEqual({
      ok: false,
      problems: [{ field: "x", message: range }],
    });
  });

  it("[MOUNT-08] empty fields and things that are not plain numbers are refused, field by field", () => {
    expect(readForcedMove({ x: "", y: "  " }, en)).toEqual({
      ok: false,
      problems: [
        { field: "x", message: "Enter the x coordinate in metres." },
        { field: "y", message: "Enter the y coordinate in metres." },
      ],
    });
    for (const bad of ["abc", "NaN", "Infinity", "1e3", "0x10", "1,5", "3 m", "--2", "."])
      expect(readForcedMove({ x: "1", y: bad }, en), bad).toEqual({
        ok: false,
        problems: [{ field: "y", message: "The y coordinate must be a number of metres." }],
      });
  });

  it("[MOUNT-08] Japanese: full-width digits are read; the messages are Japanese", () => {
    expect(readForcedMove({ x: "１２", y: "３．６" }, ja)).toEqual({ ok: true, at: { x: 12, y: 4 } });
    expect(readForcedMove({ x: "", y: "ｘ" }, ja)).toEqual({
      ok: false,
      problems: [
        { field: "x", message: "x座標をメートルで入力してください。" },
        { field: "y", message: "y座標は数値（メートル）で入力してください。" },
      ],
    });
    expect(readForcedMove({ x: "0", y: "20000" }, ja)).toEqual({
      ok: false,
      problems: [{ field: "y", message: "y座標は-10000～10000mの範囲で入力してください。" }],
    });
  });
});

describe("the event the dialog sends", () => {
  const base: BattleEvent = {
    type: "move",
    actorId: "kay",
    mode: "limited",
    forced: true,
    at: { x: 2, y: 3 },
  };

  it("[MOUNT-08] the typed point replaces the prefilled one; `together` only when ticked", () => {
    expect(forcedMoveEvent(base, { x: "8", y: "3", together: false }, en)).toEqual({
      type: "move",
      actorId: "kay",
      mode: "limited",
      forced: true,
      at: { x: 8, y: 3 },
    });
    expect(forcedMoveEvent(base, { x: "8", y: "3", together: true }, en)).toEqual({
      type: "move",
      actorId: "kay",
      mode: "limited",
      forced: true,
      at: { x: 8, y: 3 },
      together: true,
    });
    const stale = { ...base, together: true } as BattleEvent;
    expect(forcedMoveEvent(stale, { x: "8", y: "3", together: false }, en)).not.toHaveProperty("together");
  });

  it("[MOUNT-08] the GM's override stays an override around the typed point", () => {
    expect(
      forcedMoveEvent({ type: "override", event: base }, { x: "1", y: "9", together: true }, en),
    ).toEqual({
      type: "override",
      event: {
        type: "move",
        actorId: "kay",
        mode: "limited",
        forced: true,
        at: { x: 1, y: 9 },
        together: true,
      },
    });
  });

  it("[MOUNT-08] nothing to send for bad coordinates, or for an event that is not a forced move", () => {
    expect(forcedMoveEvent(base, { x: "", y: "3", together: false }, en)).toBeNull();
    expect(forcedMoveEvent(base, { x: "-10005", y: "3", together: false }, en)).toBeNull();
    expect(
      forcedMoveEvent({ type: "override", event: base }, { x: "x", y: "3", together: false }, en),
    ).toBeNull();
    expect(
      forcedMoveEvent(
        { type: "move", actorId: "kay", mode: "normal" },
        { x: "1", y: "1", together: false },
        en,
      ),
    ).toBeNull();
    expect(
      forcedMoveEvent({ type: "endTurn", actorId: "kay" }, { x: "1", y: "1", together: false }, en),
    ).toBeNull();
  });

  it("[MOUNT-08] sent together, the pair lands on the point still mounted and both tokens follow", () => {
    const state = mountedStandard();
    const control = rowOf(view(state), "kay")?.forced;
    const event = forcedMoveEvent(
      parsed(control?.button.event) as BattleEvent,
      { x: "8", y: "3", together: true },
      en,
    );
    const r = step(state, event as BattleEvent, fixedDice([]));
    expect(r.errors).toEqual([]);
    const at = (id: string) => r.state.combatants.find((c) => c.id === id);
    expect(at("kay")?.position).toEqual({ kind: "point", x: 8, y: 3 });
    expect(at("stag")?.position).toEqual({ kind: "point", x: 8, y: 3 });
    expect(at("kay")?.mountedWith).toBe("stag");
    // On a 1 m / 100 px grid the stag's token (top-left 150, 250: its centre on 2 m, 3 m) and Kay's beside
    // it both move by the same 600 px, which puts the stag's token on (8, 3).
    const grid = { type: 1, size: 100, distance: 1, diagonals: 0 };
    const tokens = [
      { tokenId: "tStag", combatantId: "stag", place: { x: 150, y: 250, width: 1, height: 1 } },
      { tokenId: "tKay", combatantId: "kay", place: { x: 250, y: 250, width: 1, height: 1 } },
    ];
    expect(tokenCorrections(r.state.combatants, tokens, grid)).toEqual([
      { tokenId: "tStag", x: 750, y: 250 },
      { tokenId: "tKay", x: 850, y: 250 },
    ]);
  });

  it("[MOUNT-08] unticked, only the one moved goes: the rider falls off, prone, where she was", () => {
    const state = mountedStandard();
    const control = rowOf(view(state), "stag")?.forced;
    const event = forcedMoveEvent(
      parsed(control?.button.event) as BattleEvent,
      { x: "8", y: "3", together: false },
      en,
    );
    expect(event).toEqual({
      type: "move",
      actorId: "stag",
      mode: "limited",
      forced: true,
      at: { x: 8, y: 3 },
    });
    const r = step(state, event as BattleEvent, fixedDice([]));
    const kay = r.state.combatants.find((c) => c.id === "kay");
    expect(kay?.mountedWith).toBeUndefined();
    expect(kay?.status.prone).toBe(true);
    expect(kay?.position).toEqual({ kind: "point", x: 2, y: 3 });
    // The board now offers each its own control, with no partner to ask about.
    expect(rowOf(view(r.state), "kay")?.forced?.partner).toBe("");
  });
});
