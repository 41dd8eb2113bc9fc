/**
 * Issue 40 item 9: a relayed request whose list is not an array (a string, a number, null, an object with a
 * `length`) must be refused where it is read, never reach a `.length` or a loop. Every entry point a forged chat
 * message reaches: the request reader, the player-event gate, the player-event check, and the reducer.
 */
import { describe, expect, it } from "vitest";
import { step } from "../../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { emptyArsenal } from "../../../src/system/combat/policy/arsenal.js";
import { mayRequest, playerEventProblem } from "../../../src/system/combat/policy/event-policy.js";
import { readRelayRequest } from "../../../src/system/relay/relay-policy.js";
import { gm, placedBattle, player, sampleBattle } from "../combat/helpers.js";

const NOT_ARRAYS: readonly unknown[] = [
  undefined,
  null,
  0,
  7,
  true,
  "",
  "Actor.b",
  {},
  { length: 1, 0: "Actor.b" },
  { length: "x" },
];

describe("a relayed list that is not an array", () => {
  it("a technique use with any non-array target list is no request", () => {
    const base = { type: "useTechnique", actorUuid: "Actor.a", itemId: "i" };
    for (const targetUuids of NOT_ARRAYS)
      expect(readRelayRequest({ ...base, targetUuids }), String(JSON.stringify(targetUuids))).toBeNull();
    // The same request with a list is read: the refusals above are the shape, not the rest of the request.
    expect(readRelayRequest({ ...base, targetUuids: ["Actor.b"] })).not.toBeNull();
  });

  it("[STD-17] a block whose blockers are not a list is refused at the gate, by the check and by the reducer", () => {
    const state = placedBattle();
    for (const blockerIds of NOT_ARRAYS) {
      const label = String(JSON.stringify(blockerIds));
      const raw = {
        type: "battleEvent",
        combatId: "c1",
        event: { type: "block", moverId: "GobA", blockerIds },
      };
      const request = readRelayRequest(raw);
      // The reader passes any event with a type on: the battle's own checks judge it.
      expect(request?.type, label).toBe("battleEvent");
      const event = (request as { event: BattleEvent }).event;
      expect(mayRequest(event, player("Arle"), state), label).toBe(false);
      expect(
        () => playerEventProblem(event, () => emptyArsenal, { state, owns: () => true }),
        label,
      ).not.toThrow();
      expect(mayRequest(event, gm, state), label).toBe(true);
      const result = step(state, event, fixedDice([]));
      expect(result.errors.length, label).toBeGreaterThan(0);
      expect(result.state, label).toBe(state);
    }
  });

  it("[MOVE-05] a path, an ambush's surprised, sections or grounds that are not a list: refused, never a throw", () => {
    const placed = placedBattle();
    // Initiative is rolled in set-up: there, only the shape can refuse it.
    const setUp = sampleBattle();
    for (const value of NOT_ARRAYS) {
      const label = String(JSON.stringify(value));
      for (const event of [
        { type: "moveTo", actorId: "Arle", path: value },
        { type: "rollInitiative", total: 12, ambush: { surprised: value } },
        { type: "syncSections", combatantId: "Arle", sections: value },
        { type: "setEnvironment", ground: value },
      ]) {
        const forged = event as unknown as BattleEvent;
        const state = event.type === "rollInitiative" ? setUp : placed;
        expect(() => mayRequest(forged, player("Arle"), state), `${event.type} ${label}`).not.toThrow();
        expect(
          () => playerEventProblem(forged, () => emptyArsenal, { state, owns: () => true }),
          `${event.type} ${label}`,
        ).not.toThrow();
        let result: ReturnType<typeof step> | undefined;
        expect(() => {
          result = step(state, forged, fixedDice([3, 4]));
        }, `${event.type} ${label}`).not.toThrow();
        // undefined and null may mean "left out" (an optional field); anything else is refused.
        if ((result?.errors.length ?? 0) > 0) expect(result?.state, `${event.type} ${label}`).toBe(state);
        if (value !== undefined && value !== null)
          expect(result?.errors.length, `${event.type} ${label}`).toBeGreaterThan(0);
      }
    }
  });
});
