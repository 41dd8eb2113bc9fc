import { describe, expect, it } from "vitest";
import { step } from "../../../../src/rules/combat/battle.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { logLine } from "../../../../src/system/combat/engine/log-view.js";
import { BAND_COLOURS, forbidsText, rulerMark } from "../../../../src/system/combat/engine/ruler-view.js";
import {
  battleDrawing,
  INDEPENDENT_COLOUR,
  MELEE_COLOUR,
} from "../../../../src/system/combat/engine/skirmish-drawing.js";
import { targetNotice, templateCoverage } from "../../../../src/system/combat/engine/target-check.js";
import { trackerView } from "../../../../src/system/combat/tracker/view.js";
import { en, gm, play, player, translator } from "../helpers.js";
import { standardBattle, turnOf } from "./standard-battle.js";

const ja = translator("ja");
const name = (id: string) => id;
const grid = { type: 1, size: 100, distance: 1, diagonals: 0 };

describe("the token ruler's bands", () => {
  it("[MOVE-05] Limited to 3 m, Normal to 5 m, Full to 15 m at Move Speed 5, then over: colour and label", () => {
    const state = turnOf("Arle");
    const at = (x: number) => rulerMark(state, "Arle", [{ x, y: 0 }], en);
    expect(at(3)).toEqual({
      band: "limited",
      colour: BAND_COLOURS.limited,
      left: 0,
      label: "Limited Move · 0 m left",
    });
    expect(at(4)).toEqual({
      band: "normal",
      colour: BAND_COLOURS.normal,
      left: 1,
      label: "Normal Move · 1 m left · no spells or shooting",
    });
    expect(at(6)?.label).toBe("Full Move · 9 m left · no major action, spells or shooting");
    expect(at(15)?.band).toBe("full");
    expect(at(16)).toEqual({
      band: "over",
      colour: BAND_COLOURS.over,
      left: 0,
      label: "Beyond every movement",
    });
    expect(rulerMark(state, "Arle", [{ x: 4, y: 0 }], ja)?.label).toBe("通常移動 · 残り1m · 魔法・射撃不可");
  });

  it("[STD-13] in melee only the Limited band is open; outside a Standard battle there is no mark", () => {
    const state = turnOf("Kai");
    expect(rulerMark(state, "Kai", [{ x: 22, y: 0 }], en)?.band).toBe("limited");
    expect(rulerMark(state, "Kai", [{ x: 24, y: 0 }], en)?.band).toBe("over");
    expect(rulerMark(null, "Kai", [], en)).toBeNull();
    expect(rulerMark({ ...state, method: "simplified" }, "Kai", [], en)).toBeNull();
    expect(forbidsText([], en)).toBe("");
  });
});

describe("skirmish circles", () => {
  it("[STD-06] a 2-member skirmish is a 3 m circle: 300 px on a 1 m / 100 px grid; members marked", () => {
    const d = battleDrawing(standardBattle(), { ...grid, type: 0 });
    expect(d.skirmishes).toHaveLength(1);
    const s = d.skirmishes[0];
    expect(s?.centre).toEqual({ x: 2000, y: 0 });
    expect(s?.outline.slice(0, 2)).toEqual([2300, 0]);
    expect(d.marks).toEqual([
      { combatantId: "Kai", skirmishId: "s1", kind: "melee", colour: MELEE_COLOUR },
      { combatantId: "GobA", skirmishId: "s1", kind: "melee", colour: MELEE_COLOUR },
    ]);
  });

  it("[STD-10] an independent standing in the disc is marked independent; an ended battle draws nothing", () => {
    const state = standardBattle({
      combatants: [
        { id: "Kai", side: "pc", hp: 20, agility: 5, position: { x: 20, y: 0 } },
        { id: "GobA", side: "enemy", hp: 20, agility: 5, position: { x: 20, y: 0 } },
        { id: "Arle", side: "pc", hp: 20, agility: 5, position: { x: 22, y: 0 } },
      ],
    });
    expect(battleDrawing(state, grid).marks.map((m) => [m.combatantId, m.kind, m.colour])).toEqual([
      ["Kai", "melee", MELEE_COLOUR],
      ["GobA", "melee", MELEE_COLOUR],
      ["Arle", "independent", INDEPENDENT_COLOUR],
    ]);
    expect(battleDrawing({ ...state, outcome: { winner: "pc", reason: "defeated" } }, grid)).toEqual({
      skirmishes: [],
      marks: [],
    });
    expect(battleDrawing(null, grid)).toEqual({ skirmishes: [], marks: [] });
  });

  it("[STD-07] on an equidistant grid the disc is a square: its corner is 3 m away on both axes", () => {
    const d = battleDrawing(
      standardBattle({ metric: { kind: "grid", size: 1, diagonals: "equidistant" } }),
      grid,
    );
    const outline = d.skirmishes[0]?.outline ?? [];
    // Point 6 of 48 is at 45°: (centre + 3 m, 3 m) under the equidistant metric.
    expect([outline[12], outline[13]]).toEqual([2300, 300]);
  });
});

describe("targeting and templates", () => {
  it("[STD-25] a target beyond a skirmish is shielded: refused without Hawk Eye, Hawk Eye shoots through", () => {
    const state = turnOf("Arle");
    const n = targetNotice(state, "Arle", "GobB", name, en);
    expect(n).toEqual({
      refused: true,
      lines: [
        "Standard Combat: GobB is shielded by a skirmish: the shot is refused without Hawk Eye (the GM may override).",
        "Standard Combat: GobB is shielded by GobA: the shot is refused without Hawk Eye (the GM may override).",
      ],
    });
    const moved = standardBattle({
      combatants: [
        { id: "Bram", side: "pc", hp: 20, agility: 5, feats: ["hawkEye"], position: { x: 0, y: 0 } },
        { id: "Kai", side: "pc", hp: 20, agility: 5, position: { x: 20, y: 0 } },
        { id: "GobA", side: "enemy", hp: 20, agility: 5, position: { x: 20, y: 0 } },
        { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
      ],
    });
    expect(targetNotice(moved, "Bram", "GobB", name, en)?.refused).toBe(false);
  });

  it("[STD-24] a target in a skirmish, shot from outside, warns of the misfire draw among those there", () => {
    const state = turnOf("Arle");
    expect(targetNotice(state, "Arle", "GobA", name, en)).toEqual({
      refused: false,
      lines: [
        "Standard Combat: GobA is in a skirmish: a shot from outside draws its target among the 2 there.",
      ],
    });
    // Nothing to say about a clear shot, or outside a Standard battle.
    expect(targetNotice(state, "Arle", "Bram", name, en)).toBeNull();
    expect(targetNotice(null, "Arle", "GobA", name, en)).toBeNull();
  });

  it("[STD-28] a wide area covers the melee exactly when it covers the centre", () => {
    const state = standardBattle();
    expect(templateCoverage(state, { x: 17, y: 0 }, 3, name)).toEqual(["Kai", "GobA"]);
    expect(templateCoverage(state, { x: 16, y: 0 }, 3, name)).toEqual([]);
    expect(templateCoverage(null, { x: 16, y: 0 }, 3, name)).toBeNull();
  });
});

describe("the Battle Board in Standard Combat", () => {
  it("[STD-10][MOVE-01] skirmishes list their melee; the others are in the open; the mover's mode and metres left", () => {
    // With the table's default, moves made in steps grow (combat-settings.ts).
    const state = play(turnOf("Arle", standardBattle({ growingMoves: true })), [
      { type: "moveTo", actorId: "Arle", path: [{ x: 4, y: 0 }] },
    ]);
    const v = trackerView({ state, chosenMethod: "standard", user: gm, t: en });
    expect(
      v.standard?.skirmishes.map((s) => [s.label, s.melee.map((c) => c.id), s.independents.length]),
    ).toEqual([["Skirmish 1 at (20, 0), radius 3 m", ["Kai", "GobA"], 0]]);
    expect(v.standard?.open.map((c) => c.id)).toEqual(["Arle", "Bram", "GobB"]);
    expect(v.standard?.movement.map((m) => [m.id, m.mode, m.left, m.at, m.active])).toEqual([
      // 4 m read as Normal, which may still grow into Full (15 m) before Arle acts.
      ["Arle", "Normal Move so far", "11 m", "(4, 0)", true],
      ["Bram", "—", "15 m", "(0, 10)", false],
      ["Kai", "—", "3 m", "(20, 0)", false],
      ["GobA", "—", "3 m", "(20, 0)", false],
      ["GobB", "—", "15 m", "(40, 0)", false],
    ]);
    expect(v.areas.every((a) => a.chips.length === 0)).toBe(true);
  });

  it("[MOVE-01] a mode named on the board stays: its own metres left, the board offers no other", () => {
    const state = play(turnOf("Arle"), [
      { type: "move", actorId: "Arle", mode: "normal" },
      { type: "moveTo", actorId: "Arle", path: [{ x: 4, y: 0 }] },
    ]);
    const v = trackerView({ state, chosenMethod: "standard", user: gm, t: en });
    expect(v.standard?.movement.find((m) => m.id === "Arle")).toMatchObject({
      mode: "Normal Move",
      left: "1 m",
    });
  });

  it("[MOVE-01] the turn offers the three modes without moving; none with area destinations", () => {
    const v = trackerView({ state: turnOf("Arle"), chosenMethod: "standard", user: player("Arle"), t: en });
    expect(v.turn?.moves).toHaveLength(1);
    expect(v.turn?.moves[0]?.buttons.map((b) => [b.label, JSON.parse(b.event), b.mode])).toEqual([
      ["Full Move", { type: "move", actorId: "Arle", mode: "full" }, "legal"],
      ["Normal Move", { type: "move", actorId: "Arle", mode: "normal" }, "legal"],
      ["Limited Move", { type: "move", actorId: "Arle", mode: "limited" }, "legal"],
    ]);
  });
});

describe("the battle log card in Standard Combat", () => {
  it("[STD-24] a shot into a skirmish from outside announces the drawn target (the engine's misfire)", () => {
    const shot = (die: number) =>
      step(
        play(turnOf("Arle"), [{ type: "move", actorId: "Arle", mode: "limited" }]),
        {
          type: "major",
          actorId: "Arle",
          action: { kind: "attack", form: "shooting", targetId: "GobA", range: 30 },
        },
        fixedDice([die]),
      );
    const onKai = shot(1);
    expect(onKai.errors).toEqual([]);
    expect(logLine(onKai.log[0] ?? { type: "", params: {} }, onKai.state, en)).toEqual({
      type: "attack",
      text: "Misfire! Arle aimed at GobA, but the shot into the skirmish hits Kai.",
      notice: true,
    });
    const onGob = shot(6);
    expect(logLine(onGob.log[0] ?? { type: "", params: {} }, onGob.state, en).text).toBe(
      "Misfire! Arle aimed at GobA, but the shot into the skirmish hits GobA.",
    );
  });
});

describe("blocking from the Battle Board", () => {
  const withArleAt = (x: number, gobB: { x: number; y: number }) =>
    standardBattle({
      combatants: [
        { id: "Arle", side: "pc", hp: 20, agility: 5, position: { x, y: 0 } },
        { id: "Kai", side: "pc", hp: 20, agility: 5, position: { x: 20, y: 0 } },
        { id: "GobA", side: "enemy", hp: 20, agility: 5, position: { x: 20, y: 0 } },
        { id: "GobB", side: "enemy", hp: 20, agility: 5, position: gobB },
      ],
    });

  it("[STD-17] an out-of-combat hostile within a Limited Move of the path may block: a legal button for the GM", () => {
    const state = play(turnOf("Arle", withArleAt(0, { x: 10, y: 2 })), [
      { type: "moveTo", actorId: "Arle", path: [{ x: 15, y: 0 }] },
    ]);
    const v = trackerView({ state, chosenMethod: "standard", user: gm, t: en });
    expect(v.standard?.blocks.map((b) => [b.label, JSON.parse(b.event), b.mode])).toEqual([
      ["GobB blocks Arle", { type: "block", moverId: "Arle", blockerIds: ["GobB"] }, "legal"],
    ]);
    // The player moving sees no block of their own move; the block is the other side's.
    expect(
      trackerView({ state, chosenMethod: "standard", user: player("Arle"), t: en }).standard?.blocks,
    ).toEqual([]);
    // Applied, it stops Arle where GobB reached the path (STD-17, MOVE-07).
    const blocked = play(state, [{ type: "block", moverId: "Arle", blockerIds: ["GobB"] }]);
    expect(blocked.combatants.find((c) => c.id === "Arle")?.position).toEqual({ kind: "point", x: 8, y: 0 });
  });

  it("[MOUNT-01][STD-17] a mounted pair is one blocker: one button under its rider, at its mount's reach, and it stays mounted", () => {
    /** Rok (Agility 12) on his wolf (Move Speed `speed`) at (8, `y`); Arle has walked to (15, 0). */
    const riding = (speed: number, y: number) => {
      const at = { x: 8, y };
      return play(
        turnOf(
          "Arle",
          standardBattle({
            combatants: [
              { id: "Arle", side: "pc", hp: 20, agility: 5, position: { x: 0, y: 0 } },
              {
                id: "Rok",
                side: "enemy",
                hp: 20,
                agility: 12,
                riderLevel: 2,
                mountedWith: "Wolf",
                position: at,
              },
              {
                id: "Wolf",
                side: "enemy",
                kind: "mount",
                hp: 20,
                agility: speed,
                mountedWith: "Rok",
                position: at,
              },
            ],
            skirmishes: [],
          }),
        ),
        [{ type: "moveTo", actorId: "Arle", path: [{ x: 15, y: 0 }] }],
      );
    };
    const state = riding(10, 2);
    const v = trackerView({ state, chosenMethod: "standard", user: gm, t: en });
    expect(v.standard?.blocks.map((b) => [b.label, JSON.parse(b.event), b.mode])).toEqual([
      ["Rok on Wolf blocks Arle", { type: "block", moverId: "Arle", blockerIds: ["Rok"] }, "legal"],
    ]);
    expect(trackerView({ state, chosenMethod: "standard", user: gm, t: ja }).standard?.blocks[0]?.label).toBe(
      "Wolfに騎乗したRokがArleを妨害",
    );
    const blocked = play(state, [{ type: "block", moverId: "Arle", blockerIds: ["Rok"] }]);
    expect(blocked.combatants.find((c) => c.id === "Wolf")?.position).toEqual({ kind: "point", x: 6, y: 0 });
    expect(blocked.combatants.find((c) => c.id === "Rok")?.mountedWith).toBe("Wolf");
    // A Move Speed 2 wolf 2 m off the path reaches it; 3 m off it does not, whatever Rok's own Agility.
    const board = (s: typeof state) => trackerView({ state: s, chosenMethod: "standard", user: gm, t: en });
    expect(board(riding(2, 2)).standard?.blocks.map((b) => b.label)).toEqual(["Rok on Wolf blocks Arle"]);
    expect(board(riding(2, 3)).standard?.blocks).toEqual([]);
  });

  it("[MOUNT-12] an unridden mount is offered no block", () => {
    const state = play(
      turnOf(
        "Arle",
        standardBattle({
          combatants: [
            { id: "Arle", side: "pc", hp: 20, agility: 5, position: { x: 0, y: 0 } },
            { id: "Wolf", side: "enemy", kind: "mount", hp: 20, agility: 10, position: { x: 8, y: 2 } },
          ],
          skirmishes: [],
        }),
      ),
      [{ type: "moveTo", actorId: "Arle", path: [{ x: 15, y: 0 }] }],
    );
    expect(trackerView({ state, chosenMethod: "standard", user: gm, t: en }).standard?.blocks).toEqual([]);
  });

  it("[STD-20] a skirmish the path enters may block with its fighting opponents of the mover", () => {
    const state = play(turnOf("Arle", withArleAt(10, { x: 40, y: 0 })), [
      { type: "moveTo", actorId: "Arle", path: [{ x: 25, y: 0 }] },
    ]);
    const v = trackerView({ state, chosenMethod: "standard", user: gm, t: en });
    expect(v.standard?.blocks.map((b) => [b.label, JSON.parse(b.event), b.mode])).toEqual([
      [
        "Skirmish 1 blocks Arle",
        { type: "block", moverId: "Arle", blockerIds: ["GobA"], skirmishId: "s1" },
        "legal",
      ],
    ]);
    // No move to block: no buttons.
    expect(
      trackerView({ state: turnOf("Arle"), chosenMethod: "standard", user: gm, t: en }).standard?.blocks,
    ).toEqual([]);
  });
});
