/**
 * Issue 35 item 4: the party sheet's end of session rolls the honour of the sword shards brought back (1d each)
 * instead of taking a typed number, and posts the roll on a card; in the booted bundle on the fake Foundry v13.
 * The sheet's handler reads its form (`[data-end=…]` inputs), writes every member with
 * `Actor.implementation.updateDocuments` (foundryvtt.com/api Document.updateDocuments, played by the fake
 * Foundry's Actor class on the world's actors) and the party with its `update`.
 */
import { describe, expect, it, vi } from "vitest";
import { createdDocuments } from "./boot/fake-documents.js";
import type { BootRecord } from "./boot/fake-foundry.js";
import { type LiveActor, liveActor } from "./boot/live-actor.js";
import { bootSheet, foundryDice, type SheetAction } from "./boot/sheet-harness.js";

const g = globalThis as unknown as {
  game: { actors: { set(id: string, a: unknown): void } };
};

let record: BootRecord;
let endSession: SheetAction;
bootSheet("party", {}, (booted) => {
  record = booted.record;
  endSession = booted.action("endSession");
});

function member(id: string, name: string): LiveActor {
  return liveActor({
    _id: id,
    name,
    type: "character",
    system: { experience: { earned: 3000, spent: 0, fumbles: 0 } },
  });
}

/** The form as the GM typed it: `[data-end=key]` inputs with these values. */
function formRoot(values: Record<string, string | boolean>) {
  return {
    querySelector(selector: string) {
      const key = /data-end="(\w+)"/.exec(selector)?.[1] ?? "";
      if (!(key in values)) return null;
      const value = values[key];
      const input = Object.create(HTMLInputElement.prototype) as HTMLInputElement;
      Object.defineProperty(input, "type", { value: typeof value === "boolean" ? "checkbox" : "text" });
      Object.defineProperty(input, "value", { value: typeof value === "string" ? value : "" });
      Object.defineProperty(input, "checked", { value: value === true });
      return input;
    },
  };
}

describe("[#35 shards] the session end rolls the shards' honour", () => {
  it("3 shards roll 5 + 2 + 6 = 13: each member's record has 13 honour, and a card shows the dice", async () => {
    vi.stubGlobal(
      "HTMLInputElement",
      class {
        type = "text";
        value = "";
        checked = false;
      },
    );
    const arle = member("arle000000000001", "Arle");
    const bram = member("bram000000000001", "Bram");
    g.game.actors.set(arle.source._id as string, arle);
    g.game.actors.set(bram.source._id as string, bram);
    const party = liveActor({
      _id: "party00000000001",
      name: "Lanterns",
      type: "party",
      system: { members: [arle.source._id, bram.source._id], money: 0 },
    });
    const { left } = foundryDice([5, 2, 6]);
    const before = createdDocuments.length;
    await endSession.call({
      actor: party,
      element: formRoot({
        date: "2026-12-01",
        title: "Shards",
        gm: "Aki",
        goalMet: true,
        lootSold: "0",
        shards: "3",
        monsters: "",
      }),
    });
    expect(record.notifications.filter((n) => n.level !== "info")).toEqual([]);
    expect(left()).toBe(0);
    const honor = (a: LiveActor) =>
      (a.source.system as { records: { sessions: { honor: number }[] } }).records.sessions[0]?.honor;
    expect([honor(arle), honor(bram)]).toEqual([13, 13]);
    const cards = createdDocuments.slice(before).filter((d) => d.documentName === "ChatMessage");
    expect(cards).toHaveLength(1);
    const card = cards[0]?.data as { content: string; rolls: { total: number; formula: string }[] };
    expect(card.content).toContain("SW25.Party.End.ShardRoll");
    expect(card.rolls[0]?.formula).toBe("3d6");
    expect(card.rolls[0]?.total).toBe(13);
  });

  it("0 shards: no die, no card, 0 honour", async () => {
    const arle = member("arle000000000002", "Arle");
    g.game.actors.set(arle.source._id as string, arle);
    const party = liveActor({
      _id: "party00000000002",
      name: "Lanterns",
      type: "party",
      system: { members: [arle.source._id], money: 0 },
    });
    const { left } = foundryDice([]);
    const before = createdDocuments.length;
    await endSession.call({
      actor: party,
      element: formRoot({
        date: "",
        title: "",
        gm: "",
        goalMet: true,
        lootSold: "0",
        shards: "0",
        monsters: "",
      }),
    });
    expect(left()).toBe(0);
    expect(createdDocuments.slice(before).filter((d) => d.documentName === "ChatMessage")).toEqual([]);
    expect(
      (arle.source.system as { records: { sessions: { honor: number }[] } }).records.sessions[0]?.honor,
    ).toBe(0);
  });
});
