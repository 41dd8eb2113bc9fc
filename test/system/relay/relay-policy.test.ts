import { describe, expect, it } from "vitest";
import {
  appliedCards,
  appliedRecords,
  cardApplyPermission,
  cardUndoPermission,
  offersUndo,
  overflowAppliedCards,
  readRelayRequest,
  refuseReplay,
  shouldHandleRelay,
  targetInPlay,
  trustedReply,
} from "../../../src/system/relay/relay-policy.js";
import { fc } from "../../fc.js";

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

  it("[SECT-04] a card hits one target actor once: another section or another button is a replay", () => {
    const cards = appliedCards({
      m1: { section: 0, effect: "physical" },
      m2: { section: null, effect: "physical:half" },
      m3: { section: "0", effect: "x" },
      m4: "junk",
    });
    expect(Object.keys(cards)).toEqual(["m1", "m2"]);
    // The record is keyed by the card alone: section and button do not make a fresh target.
    expect(code(refuseReplay(cards, "m1"))).toBe("ApplyAlreadyDone");
    expect(code(refuseReplay(cards, "m2"))).toBe("ApplyAlreadyDone");
    expect(code(refuseReplay(cards, "m3"))).toBe("ok");
    expect(code(refuseReplay(cards, "m9"))).toBe("ok");
    expect(appliedCards(["m1"])).toEqual({});
    expect(appliedCards(null)).toEqual({});
  });

  it("[SECT-04] no inherited key passes for a record", () => {
    const cards = appliedCards({});
    for (const id of ["constructor", "toString", "__proto__", "hasOwnProperty"])
      expect(code(refuseReplay(cards, id)), id).toBe("ok");
  });

  it("[SECT-04] property: once a card is recorded on an actor, every later press with it is refused", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ minLength: 1 }),
          fc.record({ section: fc.option(fc.nat()), effect: fc.string() }),
        ),
        fc.string({ minLength: 1 }),
        (raw, id) => {
          const cards = appliedCards(raw);
          const before = refuseReplay(cards, id).ok;
          expect(before).toBe(!Object.hasOwn(raw, id));
          const after = appliedCards({ ...raw, [id]: { section: null, effect: "physical" } });
          expect(code(refuseReplay(after, id))).toBe("ApplyAlreadyDone");
        },
      ),
    );
  });

  it("[SECT-04] an actor keeps its newest applied rolls; the oldest beyond the bound are dropped", () => {
    const cards = appliedCards({
      old: { section: 0, effect: "physical", at: 1 },
      undated: { section: 0, effect: "physical" },
      mid: { section: 1, effect: "fire", at: 5 },
      new: { section: 1, effect: "fire", at: 9 },
    });
    expect(overflowAppliedCards(cards, 2)).toEqual(["undated", "old"]);
    expect(overflowAppliedCards(cards, 4)).toEqual([]);
  });

  it("[DMG-12] the card's marker list ignores malformed records and never needs an actor record", () => {
    const records = appliedRecords([
      { target: "Actor.m", section: 0, effect: "physical" },
      { target: 5, section: 0, effect: "x" },
      { section: null, effect: "x" },
      "junk",
    ]);
    expect(records).toEqual([{ target: "Actor.m", section: 0, effect: "physical" }]);
    expect(appliedRecords({ not: "a list" })).toEqual([]);
  });
});

describe("which actors a card may hit", () => {
  const inPlay = { inCompendium: false, onScene: true, inActiveCombat: false };

  it("[DMG-12] a compendium actor is refused, even with a token or in a combat", () => {
    expect(code(targetInPlay({ inCompendium: true, onScene: true, inActiveCombat: true }))).toBe(
      "ApplyTargetInPack",
    );
  });

  it("[DMG-12] an actor with neither a token on a scene nor a place in an active combat is refused", () => {
    expect(code(targetInPlay({ ...inPlay, onScene: false }))).toBe("ApplyTargetNotInPlay");
    expect(code(targetInPlay(inPlay))).toBe("ok");
    expect(code(targetInPlay({ ...inPlay, onScene: false, inActiveCombat: true }))).toBe("ok");
  });

  it("[DMG-12] property: a target is accepted exactly when it is out of packs and in play", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (inCompendium, onScene, inActiveCombat) => {
        const verdict = targetInPlay({ inCompendium, onScene, inActiveCombat }).ok;
        expect(verdict).toBe(!inCompendium && (onScene || inActiveCombat));
      }),
    );
  });
});

describe("a relayed technique use", () => {
  it("reads the actor, the item and the targets, nothing else", () => {
    const raw = { type: "useTechnique", actorUuid: "Actor.a", itemId: "i", targetUuids: ["Actor.b"], mp: 99 };
    expect(readRelayRequest(raw)).toEqual({
      type: "useTechnique",
      actorUuid: "Actor.a",
      itemId: "i",
      targetUuids: ["Actor.b"],
    });
  });

  it("is not read with a malformed or oversized target list", () => {
    const base = { type: "useTechnique", actorUuid: "Actor.a", itemId: "i" };
    for (const targetUuids of [
      undefined,
      "Actor.b",
      [""],
      [3],
      Array.from({ length: 51 }, (_, i) => `Actor.${i}`),
    ])
      expect(readRelayRequest({ ...base, targetUuids }), JSON.stringify(targetUuids)).toBeNull();
    expect(readRelayRequest({ ...base, targetUuids: Array(50).fill("Actor.b") })).not.toBeNull();
  });

  it("[#35 stones] carries the stones chosen (id and count only); a malformed list is not read", () => {
    const base = { type: "useTechnique", actorUuid: "Actor.a", itemId: "i", targetUuids: [] };
    expect(readRelayRequest({ ...base, stones: [{ id: "s1", count: 2, points: 99 }] })).toEqual({
      ...base,
      stones: [{ id: "s1", count: 2 }],
    });
    for (const stones of [
      "s1",
      [{ id: "", count: 1 }],
      [{ id: "s1", count: 1.5 }],
      [{ id: "s1", count: "1" }],
      [null],
      Array.from({ length: 51 }, (_, i) => ({ id: `s${i}`, count: 1 })),
    ])
      expect(readRelayRequest({ ...base, stones }), JSON.stringify(stones)).toBeNull();
  });

  it("[35-2] a battle event carries the stones of a Battle Board cast (id and count only); a malformed list is not read", () => {
    const event = {
      type: "major",
      actorId: "c1",
      action: { kind: "cast", spell: { range: 30, area: { shape: "shot" }, mpCost: 5 }, targetId: "g" },
    };
    const base = { type: "battleEvent", combatId: "x", event };
    expect(readRelayRequest({ ...base, stones: [{ id: "s1", count: 1, points: 99 }] })).toEqual({
      ...base,
      stones: [{ id: "s1", count: 1 }],
    });
    expect(readRelayRequest(base)).toEqual(base);
    for (const stones of [
      "s1",
      { id: "s1", count: 1 },
      [{ id: "", count: 1 }],
      [{ id: "s1", count: 0.5 }],
      [{ id: "s1" }],
      Array.from({ length: 51 }, (_, i) => ({ id: `s${i}`, count: 1 })),
    ])
      expect(readRelayRequest({ ...base, stones }), JSON.stringify(stones)).toBeNull();
  });
});

describe("undoing an application", () => {
  it("an undo request names a message and a target, nothing more; anything else is no request", () => {
    expect(
      readRelayRequest({ type: "undoApply", messageId: "m1", targetUuid: "Actor.goblin", hp: 99 }),
    ).toEqual({
      type: "undoApply",
      messageId: "m1",
      targetUuid: "Actor.goblin",
    });
    expect(readRelayRequest({ type: "undoApply", messageId: "", targetUuid: "Actor.goblin" })).toBeNull();
    expect(readRelayRequest({ type: "undoApply", messageId: "m1", targetUuid: 7 })).toBeNull();
  });

  it("a GM or the target's owner may undo; the card's author alone may not", () => {
    expect(code(cardUndoPermission({ requesterIsGM: true, requesterOwnsTarget: false }))).toBe("ok");
    expect(code(cardUndoPermission({ requesterIsGM: false, requesterOwnsTarget: true }))).toBe("ok");
    expect(code(cardUndoPermission({ requesterIsGM: false, requesterOwnsTarget: false }))).toBe(
      "UndoNotAllowed",
    );
  });

  it("an undone application no longer blocks the same roll; a live one still does", () => {
    const cards = appliedCards({
      live: { section: null, effect: "physical", undone: false },
      gone: { section: null, effect: "physical", undone: true },
    });
    expect(code(refuseReplay(cards, "live"))).toBe("ApplyAlreadyDone");
    expect(code(refuseReplay(cards, "gone"))).toBe("ok");
  });

  it("the card offers Undo to a GM and the target's owner, for a record with its change, until undone", () => {
    const record = {
      target: "Actor.goblin",
      section: 0,
      effect: "physical",
      field: "hp",
      before: 16,
      after: 0,
    };
    const gm = { isGM: true, ownsTarget: false };
    const owner = { isGM: false, ownsTarget: true };
    const stranger = { isGM: false, ownsTarget: false };
    expect([gm, owner, stranger].map((v) => offersUndo(record, v))).toEqual([true, true, false]);
    expect(offersUndo({ ...record, undone: true }, gm)).toBe(false);
    expect(offersUndo({ target: "Actor.goblin", section: 0, effect: "physical" }, gm)).toBe(false);
  });
});
