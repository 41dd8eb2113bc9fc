import { describe, expect, it } from "vitest";
import { mayRequest } from "../../../src/system/combat/event-policy.js";
import { gm, player } from "./helpers.js";

describe("who may send a battle event", () => {
  const arle = player("Arle");

  it("[FLOW-03] players act for their own combatants only", () => {
    expect(mayRequest({ type: "startTurn", actorId: "Arle" }, arle)).toBe(true);
    expect(mayRequest({ type: "startTurn", actorId: "Bram" }, arle)).toBe(false);
    expect(mayRequest({ type: "move", actorId: "Arle", mode: "full", to: "frontline" }, arle)).toBe(true);
    expect(mayRequest({ type: "place", combatantId: "GobA", area: "frontline" }, arle)).toBe(false);
  });

  it("[FLOW-01] the shared flow is open to players; ending placement only for a side they play", () => {
    expect(mayRequest({ type: "rollInitiative" }, arle)).toBe(true);
    expect(mayRequest({ type: "startRound" }, arle)).toBe(true);
    expect(mayRequest({ type: "endPlacement", side: "pc" }, arle)).toBe(true);
    expect(mayRequest({ type: "endPlacement", side: "enemy" }, arle)).toBe(false);
  });

  it("[FLOW-05] damage, statuses, flight and overrides stay with the GM", () => {
    for (const event of [
      { type: "applyDamage", targetId: "Arle", amount: 3 },
      { type: "setStatus", combatantId: "Arle", flag: "prone", value: true },
      { type: "flee", side: "pc", pursued: false },
      { type: "override", event: { type: "startTurn", actorId: "Arle" } },
    ] as const) {
      expect(mayRequest(event, arle)).toBe(false);
      expect(mayRequest(event, gm)).toBe(true);
    }
  });
});
