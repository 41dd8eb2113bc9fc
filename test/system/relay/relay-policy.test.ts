import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  appliedRecords,
  cardApplyPermission,
  readRelayRequest,
  refuseReplay,
  shouldHandleRelay,
  trustedReply,
} from "../../../src/system/relay/relay-policy.js";

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);

describe("who the relay listens to", () => {
  it("[FLOW-03] only the active GM handles a request, and only when the server's author is its creator", () => {
    const real = { selfIsActiveGM: true, authorId: "player1", creatorId: "player1" };
    expect(shouldHandleRelay(real)).toBe(true);
    expect(shouldHandleRelay({ ...real, selfIsActiveGM: false })).toBe(false);
    // A message claiming a GM as author but created by a player is not handled.
    expect(shouldHandleRelay({ ...real, authorId: "gm" })).toBe(false);
    expect(shouldHandleRelay({ ...real, authorId: null })).toBe(false);
  });

  it("[FLOW-03] property: a request is handled only by the active GM, for its real creator", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.constantFrom("a", "b", "gm")),
        fc.constantFrom("a", "b", "gm"),
        (gm, a, c) => {
          const handled = shouldHandleRelay({ selfIsActiveGM: gm, authorId: a, creatorId: c });
          expect(handled).toBe(gm && a === c);
        },
      ),
    );
  });

  it("[FLOW-03] an error reply is shown only when a GM wrote it to this user", () => {
    expect(trustedReply(true, true)).toBe(true);
    expect(trustedReply(false, true)).toBe(false);
    expect(trustedReply(true, false)).toBe(false);
  });
});

describe("what a request must look like", () => {
  it("[FLOW-03] a battle event request needs a combat id and an event with a type; no user id is read", () => {
    const event = { type: "endTurn", actorId: "c1" };
    expect(readRelayRequest({ type: "battleEvent", combatId: "x", event, userId: "gm" })).toEqual({
      type: "battleEvent",
      combatId: "x",
      event,
    });
    for (const bad of [
      null,
      "battleEvent",
      { type: "battleEvent", combatId: "", event },
      { type: "battleEvent", combatId: "x", event: { actorId: "c1" } },
      { type: "battleEvent", combatId: "x", event: [event] },
      { type: "battleErrors", userId: "p", messages: ["fake"] },
    ])
      expect(readRelayRequest(bad), JSON.stringify(bad)).toBeNull();
  });

  it("[DMG-01] an apply request carries a message, a target and the button only: no total, no card", () => {
    const request = readRelayRequest({
      type: "applyCard",
      messageId: "m",
      targetUuid: "Actor.a",
      button: { effect: "damage", kind: "physical", halve: false, section: 1, total: 999 },
      card: { total: 999 },
    });
    expect(request).toEqual({
      type: "applyCard",
      messageId: "m",
      targetUuid: "Actor.a",
      button: { effect: "damage", kind: "physical", halve: false, section: 1 },
    });
    expect(readRelayRequest({ type: "applyCard", messageId: "m", targetUuid: "Actor.a" })).toBeNull();
  });
});

describe("who may apply a card", () => {
  it("[DMG-12] its author, the target's owner or a GM; nobody else", () => {
    const none = { requesterIsGM: false, requesterIsAuthor: false, requesterOwnsTarget: false };
    expect(code(cardApplyPermission(none))).toBe("RelayNotAuthor");
    expect(code(cardApplyPermission({ ...none, requesterIsAuthor: true }))).toBe("ok");
    expect(code(cardApplyPermission({ ...none, requesterOwnsTarget: true }))).toBe("ok");
    expect(code(cardApplyPermission({ ...none, requesterIsGM: true }))).toBe("ok");
  });

  it("[SECT-04] a card hits each target's section once; another section of the same monster is fresh", () => {
    const records = appliedRecords([
      { target: "Actor.m", section: 0, effect: "physical" },
      { target: "Actor.w", section: null, effect: "physical:half" },
      { target: 5, section: 0, effect: "x" },
      "junk",
    ]);
    expect(records).toHaveLength(2);
    expect(code(refuseReplay(records, "Actor.m", 0))).toBe("ApplyAlreadyDone");
    expect(code(refuseReplay(records, "Actor.w", null))).toBe("ApplyAlreadyDone");
    expect(code(refuseReplay(records, "Actor.m", 1))).toBe("ok");
    expect(code(refuseReplay(records, "Actor.x", null))).toBe("ok");
    expect(appliedRecords({ not: "a list" })).toEqual([]);
  });
});
