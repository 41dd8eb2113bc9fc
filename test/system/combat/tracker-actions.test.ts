import { describe, expect, it } from "vitest";
import { step } from "../../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import type { DiceSource } from "../../../src/rules/dice/dice-source.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { battleNames, type IdentityLookup } from "../../../src/system/combat/battle/names.js";
import { battleFromSources } from "../../../src/system/combat/battle/translate.js";
import { logCard } from "../../../src/system/combat/engine/log-view.js";
import type { Arsenal } from "../../../src/system/combat/policy/arsenal.js";
import { eventActor, mayRequest, type Requester } from "../../../src/system/combat/policy/event-policy.js";
import { ruleName } from "../../../src/system/combat/policy/rule-text.js";
import { type TrackerView, trackerView } from "../../../src/system/combat/tracker/view.js";
import {
  allButtons,
  bramsKit,
  bramsTurn,
  en,
  gm,
  placedBattle,
  play,
  player,
  sampleBattle,
  source,
  translator,
} from "./helpers.js";

const arsenal = (id: string): Arsenal => (id === "Bram" ? bramsKit : { weapons: [], spells: [] });

/** GobA goes by an alias until identified; GobB has none. */
const identity: IdentityLookup = (id) =>
  id === "GobA"
    ? { unidentifiedName: "Green thing", identified: false, weaknessKnown: false }
    : id === "GobB"
      ? { unidentifiedName: "", identified: false, weaknessKnown: false }
      : undefined;

const view = (state: BattleState, user: Requester = gm, lang: "en" | "ja" = "en"): TrackerView =>
  trackerView({ state, chosenMethod: "simplified", user, t: translator(lang), arsenal, identity });

const row = (v: TrackerView, label: string) =>
  [...(v.turn?.attacks ?? []), ...(v.turn?.spells ?? [])].find((r) => r.label === label);
const send = (state: BattleState, json: string, dice: DiceSource = fixedDice([])) =>
  step(state, JSON.parse(json) as BattleEvent, dice);

describe("attacks and spells from the tracker", () => {
  it("[SECT-02] a two-headed monster gets a row per conscious head; a head that acted is refused", () => {
    const built = battleFromSources(
      [
        source("Arle", "pc"),
        source("Hydra", "enemy", {
          initiative: 5,
          sections: [
            { name: "Left", hp: 10, maxHp: 10 },
            { name: "Right", hp: 10, maxHp: 10 },
          ],
        }),
      ],
      "simplified",
    );
    if (!built.ok) throw new Error(built.error.message);
    const state = play(built.value, [
      { type: "rollInitiative", total: 12 },
      { type: "place", combatantId: "Arle", area: "frontline" },
      { type: "endPlacement", side: "pc" },
      { type: "place", combatantId: "Hydra", area: "frontline" },
      { type: "endPlacement", side: "enemy" },
      { type: "startRound" },
      { type: "startTurn", actorId: "Arle" },
      { type: "endTurn", actorId: "Arle" },
      { type: "startTurn", actorId: "Hydra" },
      { type: "move", actorId: "Hydra", mode: "limited" },
    ]);
    const rows = view(state).turn?.attacks ?? [];
    expect(rows.map((r) => r.label)).toEqual(["Left: melee", "Right: melee"]);
    const left = rows[0]?.buttons[0];
    expect(JSON.parse(left?.event ?? "null")).toMatchObject({ type: "major", actingSection: 0 });
    const after = send(state, left?.event ?? "").state;
    const again = view(after).turn?.attacks ?? [];
    expect(again[0]?.buttons[0]?.reason).toMatch(/^Multi-section monsters: Left has already/);
    expect(again[1]?.buttons[0]?.mode).toBe("legal");
  });

  it("[SIMP-13] one row per equipped weapon; the sling reaches the enemies' Rearguard, the dagger does not", () => {
    const v = view(play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "limited" }]), player("Bram"));
    expect(v.turn?.attacks.map((r) => r.label)).toEqual(["Dagger", "Sling (30 m)"]);
    expect(row(v, "Dagger")?.buttons.map((b) => b.mode)).toEqual(["blocked", "blocked"]);
    expect(row(v, "Dagger")?.buttons[0]?.reason).toMatch(/^Simplified Combat: /);
    expect(row(v, "Sling (30 m)")?.buttons.map((b) => b.mode)).toEqual(["legal", "blocked"]);
    expect(row(v, "Sling (30 m)")?.buttons[1]?.reason).toMatch(/^Simplified Combat: .*Hawk Eye/);
  });

  it("[SIMP-14] the sling's shot into the skirmish is sent as the engine's event and its card names who was hit", () => {
    const state = play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "limited" }]);
    const shot = row(view(state, player("Bram")), "Sling (30 m)")?.buttons[0];
    expect(JSON.parse(shot?.event ?? "null")).toEqual({
      type: "major",
      actorId: "Bram",
      action: { kind: "attack", form: "shooting", targetId: "GobA", range: 30 },
    });
    const result = send(state, shot?.event ?? "", fixedDice([1]));
    const names = battleNames(result.state, false, identity, en);
    expect(logCard(result.log, result.state, en, names).lines[0]?.text).toBe(
      "Misfire! Bram aimed at Green thing, but the shot into the skirmish hits Arle.",
    );
  });

  it("[MOVE-03] after a Normal Move the sling and the spells are refused with the rule", () => {
    const moved = play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "normal", to: "frontline" }]);
    const v = view(moved, player("Bram"));
    expect(row(v, "Sling (30 m)")?.buttons[0]?.reason).toBe("Movement: Shooting needs a Limited Move.");
    expect(
      row(v, "Spark")?.buttons.every((b) => b.mode === "blocked" && b.reason.startsWith("Movement: ")),
    ).toBe(true);
  });

  it("[SIMP-15] a radius spell is aimed at an area, its /1 cap drawing one of the skirmish", () => {
    const state = play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "limited" }]);
    const flare = row(view(state, player("Bram")), "Flare");
    expect(flare?.buttons.map((b) => [b.label, b.mode])).toEqual([
      ["Allies' Rearguard", "legal"],
      ["Frontline", "legal"],
      ["Enemies' Rearguard", "blocked"],
    ]);
    const result = send(state, flare?.buttons[1]?.event ?? "", fixedDice([2]));
    expect(result.log[0]?.params.affected).toEqual(["GobA#0"]);
  });

  it("[SIMP-12] a shot spell lists every placed combatant as a target, allies included", () => {
    const state = play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "limited" }]);
    expect(row(view(state, player("Bram")), "Spark")?.buttons.map((b) => b.label)).toEqual([
      "Arle",
      "Bram",
      "Green thing",
      "Unknown monster",
    ]);
  });
});

describe("unidentified monsters", () => {
  it("[INIT-02] players read aliases in knowledge rows, chips and targets; the GM reads the real names", () => {
    const playerView = view(sampleBattle(), player("Arle"));
    expect(playerView.knowledge.map((k) => k.monster)).toEqual(["Green thing", "Unknown monster"]);
    expect(view(sampleBattle(), player("Arle"), "ja").knowledge[1]?.monster).toBe("正体不明の魔物");
    expect(view(sampleBattle(), gm).knowledge.map((k) => k.monster)).toEqual(["GobA", "GobB"]);
    const placed = view(placedBattle(), player("Arle"));
    expect(placed.areas.flatMap((a) => a.chips.map((c) => c.name))).toEqual([
      "Bram",
      "Arle",
      "Green thing",
      "Unknown monster",
    ]);
  });

  it("[INIT-02] players see no HP of an unidentified monster, nor the name of one with no actor behind it", () => {
    const chips = (user: Requester, lookup: IdentityLookup) =>
      trackerView({
        state: placedBattle(),
        chosenMethod: "simplified",
        user,
        t: en,
        arsenal,
        identity: lookup,
      })
        .areas.flatMap((a) => a.chips)
        .map((c) => [c.name, c.hp]);
    expect(chips(player("Arle"), identity)).toEqual([
      ["Bram", "20/20"],
      ["Arle", "20/20"],
      ["Green thing", ""],
      ["Unknown monster", ""],
    ]);
    // Two of them under one alias: lettered, so their buttons can be told apart.
    expect(chips(player("Arle"), () => undefined).slice(2)).toEqual([
      ["Unknown monster A", ""],
      ["Unknown monster B", ""],
    ]);
    expect(chips(gm, () => undefined).slice(2)).toEqual([
      ["GobA", "20/20"],
      ["GobB", "20/20"],
    ]);
  });

  it("[INIT-02] a Monster Knowledge success at the start reveals the real name", () => {
    const known = play(sampleBattle(), [
      { type: "monsterKnowledge", actorId: "Arle", monsterId: "GobB", total: 9 },
    ]);
    expect(view(known, player("Bram")).knowledge.map((k) => k.monster)).toEqual(["Green thing", "GobB"]);
  });
});

describe("latecomers", () => {
  it("[SIMP-03] the GM gets placement buttons for a latecomer in every area; players get none", () => {
    const joined = play(placedBattle(), [{ type: "join", combatant: { id: "Wolf", side: "enemy", hp: 9 } }]);
    const wolf = view(joined).unplaced.find((c) => c.id === "Wolf");
    expect(wolf?.draggable).toBe(true);
    expect(wolf?.buttons.map((b) => [b.label, b.mode])).toEqual([
      ["Allies' Rearguard", "legal"],
      ["Frontline", "legal"],
      ["Enemies' Rearguard", "legal"],
    ]);
    expect(view(joined, player("Arle")).unplaced[0]?.buttons).toEqual([]);
  });
});

/** GM views through a battle, every phase: setup, placement, between rounds, mid-turn. */
function gmStates(): BattleState[] {
  const placing = play(sampleBattle(), [{ type: "rollInitiative", total: 12 }]);
  return [
    sampleBattle(),
    placing,
    play(placing, [{ type: "place", combatantId: "Arle", area: "frontline" }]),
    placedBattle(),
    play(placedBattle(), [{ type: "startRound" }]),
    play(placedBattle(), [{ type: "startRound" }, { type: "startTurn", actorId: "Arle" }]),
    bramsTurn(),
    play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "normal", to: "frontline" }]),
    play(bramsTurn(), [{ type: "join", combatant: { id: "Wolf", side: "enemy", hp: 9 } }]),
  ];
}

const ones: DiceSource = { d6: () => 1 };
const kind = (e: BattleEvent): string =>
  e.type === "major" || e.type === "minor" ? `${e.type}:${e.action.kind}` : e.type;

describe("the GM's one-click override", () => {
  it("[FLOW-03] every button kind the tracker shows can be applied by the GM: legal at once, else as a logged override", () => {
    const shown = new Set<string>();
    const overridden = new Set<string>();
    for (const state of gmStates()) {
      for (const b of allButtons(view(state))) {
        const event = JSON.parse(b.event) as BattleEvent;
        const inner = event.type === "override" ? event.event : event;
        shown.add(kind(inner));
        expect(b.mode).not.toBe("blocked");
        const result = step(state, event, ones);
        expect(result.errors).toEqual([]);
        if (b.mode === "override") {
          overridden.add(kind(inner));
          expect(result.log[0]?.type).toBe("override");
          // The log keeps the rule IDs set aside; the button names each one's family in words.
          const rules = result.log[0]?.params.rules as string[];
          expect(rules.length).toBeGreaterThan(0);
          for (const rule of rules) expect(b.reason).toContain(`${ruleName(rule, translator("en"))}: `);
        }
      }
    }
    expect([...shown].sort()).toEqual([
      "declareRetreat",
      "endPlacement",
      "endTurn",
      "major:attack",
      "major:cast",
      "major:handOver",
      "minor:drop",
      "monsterKnowledge",
      "move",
      "place",
      "rollInitiative",
      "startRound",
      "startTurn",
    ]);
    expect([...overridden].sort()).toEqual([
      "declareRetreat",
      "endPlacement",
      "major:attack",
      "major:cast",
      "monsterKnowledge",
      "move",
      "place",
    ]);
  });
});

describe("a player's own turn without the GM", () => {
  const turnEvents = (actorId: string): BattleEvent[] => [
    { type: "declareRetreat", actorId },
    { type: "move", actorId, mode: "limited" },
    { type: "major", actorId, action: { kind: "attack", form: "melee", targetId: "GobA" } },
    { type: "minor", actorId, action: { kind: "other", label: "shout" } },
    { type: "endTurn", actorId },
  ];

  it("[FLOW-03] the owner of the active combatant may send move, major, minor, retreat and end turn; nobody else may", () => {
    for (const event of turnEvents("Arle")) {
      expect(eventActor(event)).toBe("Arle");
      expect(mayRequest(event, player("Arle"))).toBe(true);
      expect(mayRequest(event, player("Bram"))).toBe(false);
      expect(mayRequest(event, player())).toBe(false);
    }
  });

  it("[FLOW-02] a whole turn sent by its player's own buttons runs through the reducer", () => {
    let state = play(placedBattle(), [
      { type: "startRound" },
      { type: "startTurn", actorId: "Arle" },
      { type: "endTurn", actorId: "Arle" },
      { type: "startTurn", actorId: "Bram" },
    ]);
    const bram = player("Bram");
    const click = (
      label: string,
      pick: (v: TrackerView) => readonly { label: string; event: string; mode: string }[],
    ) => {
      const b = pick(view(state, bram)).find((x) => x.label === label);
      expect(b?.mode).toBe("legal");
      const result = send(state, b?.event ?? "");
      expect(result.errors).toEqual([]);
      state = result.state;
    };
    click("Frontline", (v) => v.turn?.moves.find((m) => m.mode === "Normal Move")?.buttons ?? []);
    click("Green thing", (v) => row(v, "Dagger")?.buttons ?? []);
    click("End turn", (v) => v.turn?.actions ?? []);
    expect(state.actedThisRound).toEqual(["Arle", "Bram"]);
    expect(state.activeSide).toBe("enemy");
  });
});
