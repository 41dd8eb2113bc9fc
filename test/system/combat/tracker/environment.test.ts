import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { dryRun, mayRequest } from "../../../../src/system/combat/policy/event-policy.js";
import { fallEvent, flightEvent } from "../../../../src/system/combat/tracker/environment.js";
import { type TrackerView, trackerView } from "../../../../src/system/combat/tracker/view.js";
import { en, gm, placedBattle, play, player, translator } from "../helpers.js";

const view = (state: BattleState, user = gm): TrackerView =>
  trackerView({ state, chosenMethod: "simplified", user, t: en });

const rowOf = (v: TrackerView, id: string) => v.environment?.rows.find((r) => r.id === id);
const causes = (v: TrackerView, id: string) =>
  (JSON.parse(rowOf(v, id)?.causes ?? "[]") as { value: string }[]).map((c) => c.value);

describe("water on the Battle Board", () => {
  it("[ENV-05] the GM gets the battlefield's water as three toggles, dry land active; players get no panel", () => {
    const v = view(placedBattle());
    expect(v.environment?.water.map((b) => [b.label, b.active, b.mode])).toEqual([
      ["Dry land", true, "legal"],
      ["Underwater", false, "legal"],
      ["Shoulder-deep", false, "legal"],
    ]);
    expect(JSON.parse(v.environment?.water[2]?.event ?? "null")).toEqual({
      type: "setEnvironment",
      underwater: true,
      shoulderDeep: true,
    });
    expect(v.water).toBe("");
    expect(view(placedBattle(), player("Arle")).environment).toBeNull();
  });

  it("[ENV-05] under water the toggle moves and everyone's status line says so; a player may not send it", () => {
    const wet = play(placedBattle(), [{ type: "setEnvironment", underwater: true }]);
    expect(view(wet).environment?.water.map((b) => b.active)).toEqual([false, true, false]);
    expect(view(wet, player("Arle")).water).toBe("Underwater");
    expect(trackerView({ state: wet, chosenMethod: "simplified", user: gm, t: translator("ja") }).water).toBe(
      "水中",
    );
    expect(mayRequest({ type: "setEnvironment", underwater: false }, player("Arle"), wet)).toBe(false);
  });

  it("[ENV-05] each combatant's own water: as the battlefield until set, then its own, marked on its chip", () => {
    const v = view(placedBattle());
    const arle = rowOf(v, "Arle");
    expect(arle?.water.map((o) => [o.label, o.selected])).toEqual([
      ["As the battlefield", true],
      ["Dry land", false],
      ["Underwater", false],
      ["Shoulder-deep", false],
    ]);
    const diving = JSON.parse(arle?.water[2]?.event ?? "null") as BattleEvent;
    expect(diving).toEqual({
      type: "setEnvironment",
      combatantId: "Arle",
      underwater: true,
      shoulderDeep: false,
    });
    const wet = play(placedBattle(), [diving]);
    const after = view(wet);
    expect(rowOf(after, "Arle")?.water.map((o) => o.selected)).toEqual([false, false, true, false]);
    expect(after.areas.flatMap((a) => a.chips).find((c) => c.id === "Arle")?.marks).toEqual(["in the water"]);
    expect(JSON.parse(rowOf(after, "Arle")?.water[0]?.event ?? "null")).toEqual({
      type: "setEnvironment",
      combatantId: "Arle",
      inheritWater: true,
    });
  });
});

describe("air on the Battle Board", () => {
  const flying = () =>
    play(placedBattle(), [{ type: "setEnvironment", combatantId: "GobB", flying: true, altitude: 15 }]);

  it("[ENV-04] a combatant on the ground may only fall unconscious or for another reason; a flier for every cause", () => {
    const v = view(flying());
    expect(causes(v, "Arle")).toEqual(["unconscious", "other"]);
    expect(causes(v, "GobB")).toEqual(["knockedDown", "lostFlight", "unconscious", "other"]);
    // Every offered cause is one the reducer accepts for that combatant now.
    for (const cause of causes(v, "Arle"))
      expect(
        dryRun(flying(), { type: "fall", combatantId: "Arle", cause, metres: 3 } as BattleEvent),
      ).toEqual([]);
    expect(
      dryRun(flying(), { type: "fall", combatantId: "Arle", cause: "knockedDown", metres: 3 })[0]?.rule,
    ).toBe("ENV-04");
  });

  it("[ENV-04] a flier's row shows its altitude and a Land button; its chip says it flies", () => {
    const v = view(flying());
    const gob = rowOf(v, "GobB");
    expect([gob?.flying, gob?.altitude, gob?.metres, gob?.land?.label, gob?.land?.mode]).toEqual([
      true,
      "15 m",
      15,
      "Land",
      "legal",
    ]);
    expect(JSON.parse(gob?.land?.event ?? "null")).toEqual({
      type: "setEnvironment",
      combatantId: "GobB",
      flying: false,
    });
    expect(rowOf(v, "Arle")?.land).toBeNull();
    expect(v.areas.flatMap((a) => a.chips).find((c) => c.id === "GobB")?.marks).toEqual(["flying at 15 m"]);
  });

  it("[ENV-04] the flight prompt's altitude becomes the event; a negative or non-numeric height none", () => {
    expect(flightEvent("GobB", "20")).toEqual({
      type: "setEnvironment",
      combatantId: "GobB",
      flying: true,
      altitude: 20,
    });
    expect(flightEvent("GobB", "0")).toEqual({
      type: "setEnvironment",
      combatantId: "GobB",
      flying: true,
      altitude: 0,
    });
    expect(flightEvent("GobB", "-1")).toBeNull();
    expect(flightEvent("GobB", "")).toBeNull();
    expect(flightEvent("GobB", "high")).toBeNull();
  });

  it("[ENV-04] the fall prompt: cause and metres, Tumble and Defense only when typed; an empty height is the altitude", () => {
    expect(fallEvent("GobB", { cause: "lostFlight", metres: "", tumble: "", defense: "" })).toEqual({
      type: "fall",
      combatantId: "GobB",
      cause: "lostFlight",
    });
    expect(fallEvent("Arle", { cause: "other", metres: "6", tumble: "4", defense: "3" })).toEqual({
      type: "fall",
      combatantId: "Arle",
      cause: "other",
      metres: 6,
      tumble: { kind: "check", modifier: 4 },
      defense: 3,
    });
    expect(fallEvent("Arle", { cause: "pushed", metres: "6" })).toBeNull();
    expect(fallEvent("Arle", { cause: "other", metres: "-1" })).toBeNull();
    expect(fallEvent("Arle", { cause: "other", metres: "6", defense: "-2" })).toBeNull();
  });

  it("[ENV-04] a prompted fall runs through the reducer: 6 m lands 3 × 6 = 18, less Defense 3, on Arle", () => {
    const event = fallEvent("Arle", { cause: "other", metres: "6", defense: "3" }) as BattleEvent;
    const after = play(placedBattle(), [event]);
    expect(after.combatants.find((c) => c.id === "Arle")?.sections[0]?.hp).toBe(20 - 15);
  });

  it("[ENV-04] flight, falls and water are the GM's: a player may send none of them, even for their own", () => {
    const arle = player("Arle");
    for (const event of [
      { type: "setEnvironment", combatantId: "Arle", flying: true, altitude: 10 },
      { type: "setEnvironment", combatantId: "Arle", underwater: true },
      { type: "fall", combatantId: "Arle", cause: "other", metres: 3 },
    ] as const satisfies readonly BattleEvent[]) {
      expect(mayRequest(event, arle, placedBattle())).toBe(false);
      expect(mayRequest(event, gm, placedBattle())).toBe(true);
    }
  });
});
