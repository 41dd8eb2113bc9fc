/**
 * Undoing an applied card (src/system/chat/undo-apply.ts) in a fake Foundry: apply, then undo, through the
 * same GM-side handlers the relay calls with the server-stamped requester. Faked Foundry behaviour, from the
 * public API pages:
 * - Document#update(changes) merges dotted keys into the document ("flags.x.y": value) and `-=key` deletes:
 *   https://foundryvtt.com/api/classes/foundry.abstract.Document.html#update
 * - Actor#toggleStatusEffect(statusId, { active }) and Actor#statuses (a Set of status ids):
 *   https://foundryvtt.com/api/classes/foundry.documents.Actor.html#toggleStatusEffect
 * - fromUuid resolves null for a deleted document: https://foundryvtt.com/api/functions/foundry.utils.fromUuid.html
 * - ChatMessage#canUserModify(user, "update"): https://foundryvtt.com/api/classes/foundry.abstract.Document.html#canUserModify
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { createdDocuments } from "./boot/fake-documents.js";
import { installFakeFoundry } from "./boot/fake-foundry.js";
import { ROOT } from "./boot/load-bundle.js";
import { cardActorFields, wolfSwordCard } from "./fixtures/card-targets.js";
import { GOBLIN, THORNBACK, WOLF } from "./fixtures/sample-actors.js";

type ApplyCard = typeof import("../../src/system/chat/apply-card.js").applyCard;
type UndoApplied = typeof import("../../src/system/chat/undo-apply.js").undoApplied;
let applyCard: ApplyCard;
let undoApplied: UndoApplied;
let relayHooks: ((...args: unknown[]) => unknown)[] = [];
let Base: new (data: Record<string, unknown>) => Record<string, unknown>;

const player = { id: "player1", isGM: false };
const other = { id: "player2", isGM: false };
const gm = { id: "gm1", isGM: true };

beforeAll(async () => {
  const record = installFakeFoundry(ROOT);
  const game = (
    globalThis as unknown as {
      game: Record<string, unknown> & { settings: { register(...a: unknown[]): void } };
    }
  ).game;
  game.combats = [];
  game.user = gm;
  game.settings.register("swordworld25", "healingWakeRule", { default: "stayUnconscious" });
  ({ applyCard } = await import("../../src/system/chat/apply-card.js"));
  ({ undoApplied } = await import("../../src/system/chat/undo-apply.js"));
  Base = (await import("../../src/system/documents/actor.js")).SW25Actor as never;
  // The relay as the system registers it: the createChatMessage hook, and the undo handler behind it.
  (await import("../../src/system/relay/relay.js")).registerRelay();
  (await import("../../src/system/chat/undo-apply.js")).registerUndoRelay();
  relayHooks = (record.hooks.get("createChatMessage") ?? []) as never;
  // This client is the active GM (v13 Users#activeGM, User#isSelf).
  (game.users as { activeGM: unknown }).activeGM = { ...gm, isSelf: true };
});

/** Document#update as documented: dotted keys set (objects merged), `-=key` deletes. */
function applyUpdate(target: Record<string, unknown>, changes: Record<string, unknown>) {
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split(".");
    let at = target;
    for (const key of keys.slice(0, -1)) {
      if (typeof at[key] !== "object" || at[key] === null) at[key] = {};
      at = at[key] as Record<string, unknown>;
    }
    const last = keys.at(-1) as string;
    if (last.startsWith("-=")) delete at[last.slice(2)];
    else if (typeof value === "object" && value !== null && !Array.isArray(value))
      at[last] = { ...((at[last] as object) ?? {}), ...structuredClone(value) };
    else at[last] = structuredClone(value);
  }
}

interface FakeActor extends Record<string, unknown> {
  system: Record<string, unknown>;
  flags: Record<string, unknown>;
  statuses: Set<string>;
  updates: Record<string, unknown>[];
}

function fakeActor(input: ActorInput, type: string, owner: string): FakeActor {
  const actor = new Base({}) as FakeActor;
  Object.assign(actor, {
    ...cardActorFields(input, type),
    updates: [],
    toObject: () => ({ system: actor.system }),
    testUserPermission: (user: { id: string; isGM: boolean }) => user.isGM || user.id === owner,
    update: async (data: Record<string, unknown>) => {
      actor.updates.push(data);
      applyUpdate(actor, data);
    },
    toggleStatusEffect: async (id: string, { active }: { active: boolean }) => {
      if (active) actor.statuses.add(id);
      else actor.statuses.delete(id);
    },
  });
  return actor;
}

const swordCard = (rollId = "abcdefghijklmnop0001") => wolfSwordCard({ rollId });

interface FakeMessage {
  id: string;
  flags: { swordworld25: Record<string, unknown> };
}

/** A card posted by `author`; the GM (this client) may modify every message. */
function post(id: string, card: Record<string, unknown>, author: { id: string; isGM: boolean } = player) {
  const message: FakeMessage & Record<string, unknown> = {
    id,
    author,
    flags: { swordworld25: { card } },
    canUserModify: (user: { isGM: boolean }) => user.isGM,
    update: async (data: Record<string, unknown>) => applyUpdate(message, data),
  };
  (globalThis as unknown as { game: { messages: Map<string, unknown> } }).game.messages.set(id, message);
  return message;
}

let wolf: FakeActor;
let goblin: FakeActor;
let thornback: FakeActor;
const actors: Record<string, unknown> = {};

function setup() {
  wolf = fakeActor(WOLF, "character", player.id);
  goblin = fakeActor(GOBLIN, "monster", gm.id);
  thornback = fakeActor(THORNBACK, "monster", gm.id);
  for (const key of Object.keys(actors)) delete actors[key];
  Object.assign(actors, { "Actor.wolf": wolf, "Actor.goblin": goblin, "Actor.thornback": thornback });
  Object.assign(globalThis, { fromUuid: async (uuid: string) => actors[uuid] ?? null });
}

const sections = (actor: FakeActor) =>
  (actor.system.sections as { hp: { value: number } }[]).map((s) => s.hp.value);
const apply = (messageId: string, targetUuid = "Actor.goblin", button: object = { effect: "damage" }) =>
  applyCard({ messageId, targetUuid, button: button as never }, player as never);
const undo = (messageId: string, requester: object = gm, targetUuid = "Actor.goblin") =>
  undoApplied({ messageId, targetUuid }, requester as never);
const applied = (message: FakeMessage) => message.flags.swordworld25.applied as Record<string, unknown>[];

describe("undo an applied card", () => {
  it("[DMG-12] the Goblin's 16 HP taken to 0 come back exactly; the card shows it undone; the roll can be applied again", async () => {
    setup();
    const message = post("u1", swordCard());
    expect(await apply("u1")).toBeNull();
    expect(sections(goblin)).toEqual([0]);
    expect(applied(message)).toMatchObject([
      { target: "Actor.goblin", section: 0, field: "hp", before: 16, after: 0, status: null, undone: false },
    ]);
    expect(await undo("u1")).toBeNull();
    expect(sections(goblin)).toEqual([16]);
    expect(applied(message)).toMatchObject([{ target: "Actor.goblin", undone: true }]);
    // Undone once: a second click is refused and changes nothing.
    const writes = goblin.updates.length;
    expect((await undo("u1"))?.code).toBe("UndoAlreadyDone");
    expect(goblin.updates.length).toBe(writes);
    // The same roll may be applied again, and that new application undone again.
    expect(await apply("u1")).toBeNull();
    expect(sections(goblin)).toEqual([0]);
    expect(applied(message).map((r) => r.undone)).toEqual([true, false]);
    expect(await undo("u1")).toBeNull();
    expect(sections(goblin)).toEqual([16]);
    expect(applied(message).map((r) => r.undone)).toEqual([true, true]);
  });

  it("[DMG-12] HP changed since (a heal of 1 by hand): refused with the numbers, nothing written", async () => {
    setup();
    post("u2", swordCard("abcdefghijklmnop0002"));
    expect(await apply("u2")).toBeNull();
    await (goblin.update as (d: object) => Promise<void>)({
      "system.sections": [{ ...(goblin.system.sections as object[])[0], hp: { value: 1, max: 16 } }],
    });
    const writes = goblin.updates.length;
    const error = await undo("u2");
    expect(error).toMatchObject({ code: "UndoValueChanged", params: { after: 0, now: 1 } });
    expect(goblin.updates.length).toBe(writes);
    expect(sections(goblin)).toEqual([1]);
  });

  it("[DMG-12] a player who does not own the target may not undo (the card's author included); its owner may", async () => {
    setup();
    post("u3", swordCard("abcdefghijklmnop0003"));
    expect(await apply("u3")).toBeNull();
    // The card's author (player1) hit the GM's Goblin: neither author nor another player may heal it back.
    expect((await undo("u3", player))?.code).toBe("UndoNotAllowed");
    expect((await undo("u3", other))?.code).toBe("UndoNotAllowed");
    expect(sections(goblin)).toEqual([0]);
    // The Goblin's owner (here the GM) may.
    expect(await undo("u3", gm)).toBeNull();
    expect(sections(goblin)).toEqual([16]);
  });

  it("[DMG-09] a character knocked out: HP and the unconscious status it added come back; its owner undoes through the GM", async () => {
    setup();
    // The GM's card for Wolf's own sword, applied to Wolf at 10 HP: 17 − Defense 3 = 14, HP 10 → −4.
    post("u4", swordCard("abcdefghijklmnop0004"), gm);
    (wolf.system.hp as { value: number }).value = 10;
    const request = { messageId: "u4", targetUuid: "Actor.wolf", button: { effect: "damage" } as never };
    expect(await applyCard(request, gm as never)).toBeNull();
    expect((wolf.system.hp as { value: number }).value).toBe(-4);
    expect(wolf.statuses.has("unconscious")).toBe(true);
    expect((wolf.flags.swordworld25 as { appliedCards: object }).appliedCards).toMatchObject({
      abcdefghijklmnop0004: {
        section: null,
        field: "hp",
        before: 10,
        after: -4,
        status: "added",
        undone: false,
      },
    });
    // Wolf's owner (player1) asks; the GM's client checks player1 owns Wolf and undoes.
    expect(await undo("u4", player, "Actor.wolf")).toBeNull();
    expect((wolf.system.hp as { value: number }).value).toBe(10);
    expect(wolf.statuses.has("unconscious")).toBe(false);
  });

  it("[SECT-04] a section hit is undone on that section; the other section is untouched", async () => {
    setup();
    post("u5", swordCard("abcdefghijklmnop0005"));
    const start = sections(thornback);
    expect(await apply("u5", "Actor.thornback", { effect: "damage", section: 1 })).toBeNull();
    const hit = sections(thornback);
    expect(hit[0]).toBe(start[0]);
    expect(hit[1]).toBeLessThan(start[1] as number);
    expect(await undo("u5", gm, "Actor.thornback")).toBeNull();
    expect(sections(thornback)).toEqual(start);
  });

  it("[DMG-12] a deleted target, a message that is no card, a roll never applied: refused with clear errors", async () => {
    setup();
    post("u6", swordCard("abcdefghijklmnop0006"));
    expect(await apply("u6")).toBeNull();
    delete actors["Actor.goblin"];
    expect((await undo("u6"))?.code).toBe("UndoNoTarget");
    setup();
    expect((await undo("u6"))?.code).toBe("UndoNothing");
    expect((await undo("nothing-here"))?.code).toBe("RelayNoCard");
    expect(goblin.updates).toEqual([]);
  });

  it("[DMG-12] a record written before undo existed (no change stored) cannot be undone, and is not guessed at", async () => {
    setup();
    post("u7", swordCard("abcdefghijklmnop0007"));
    goblin.flags = {
      swordworld25: { appliedCards: { abcdefghijklmnop0007: { section: 0, effect: "physical", at: 1 } } },
    };
    expect((await undo("u7"))?.code).toBe("UndoNothing");
    expect((await apply("u7"))?.code).toBe("ApplyAlreadyDone");
    expect(goblin.updates).toEqual([]);
  });

  it("[DMG-09] through the relay: the GM's client undoes for the target's owner, and answers another player with the refusal", async () => {
    setup();
    post("u8", swordCard("abcdefghijklmnop0008"), gm);
    (wolf.system.hp as { value: number }).value = 10;
    const request = { messageId: "u8", targetUuid: "Actor.wolf", button: { effect: "damage" } as never };
    expect(await applyCard(request, gm as never)).toBeNull();
    expect((wolf.system.hp as { value: number }).value).toBe(-4);
    /** A relay request as the server delivers it: a whispered message, its author stamped, its creator's id. */
    const relay = async (author: { id: string; isGM: boolean }) => {
      let deleted = false;
      const message = {
        author,
        whisper: [gm.id],
        flags: { swordworld25: { relay: { type: "undoApply", messageId: "u8", targetUuid: "Actor.wolf" } } },
        delete: async () => {
          deleted = true;
        },
      };
      const before = createdDocuments.length;
      for (const hook of relayHooks) hook(message, {}, author.id);
      for (let i = 0; i < 200 && !deleted; i++) await new Promise((r) => setTimeout(r, 1));
      expect(deleted).toBe(true);
      await new Promise((r) => setTimeout(r, 5));
      return createdDocuments.slice(before).map((d) => d.data);
    };
    // Another player does not own Wolf: refused, answered by a whisper, nothing written.
    const refusedReply = await relay(other);
    expect(
      refusedReply.map(
        (d) => (d.flags as { swordworld25?: { relayReply?: unknown } })?.swordworld25?.relayReply,
      ),
    ).toContainEqual(["SW25.Error.UndoNotAllowed"]);
    expect((wolf.system.hp as { value: number }).value).toBe(-4);
    expect(wolf.statuses.has("unconscious")).toBe(true);
    // Wolf's owner: undone on the GM's client, no refusal sent back.
    const undone = await relay(player);
    expect(
      undone.some((d) => (d.flags as { swordworld25?: { relayReply?: unknown } })?.swordworld25?.relayReply),
    ).toBe(false);
    expect((wolf.system.hp as { value: number }).value).toBe(10);
    expect(wolf.statuses.has("unconscious")).toBe(false);
  });
});
