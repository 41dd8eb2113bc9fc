/**
 * The party sheet of the booted bundle in the fake Foundry (test/system/boot/), v13 and v14: a character dropped
 * on it becomes a member through the sheet's own `_onDropActor` (the `dropActorSheetData` hook's pages document
 * no return value, so nothing rests on one), and the end of a session writes every member's record or none,
 * also when a hooked function cancels one member's update (hookEvents.preUpdateDocument: "prevent the workflow
 * entirely by explicitly returning false").
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bootBundle } from "./boot/boot-bundle.js";
import { actorBatches, type FakeCollection } from "./boot/fake-documents.js";
import { type BootRecord, fakeGeneration } from "./boot/fake-foundry.js";
import { type LiveActor, liveActor } from "./boot/live-actor.js";

const GENERATION = fakeGeneration();
type Action = (this: unknown, event?: unknown, target?: unknown) => Promise<void>;
interface SheetClass {
  DEFAULT_OPTIONS: { actions: Record<string, Action> };
  prototype: { _onDrop(event: unknown): Promise<unknown> };
}
const g = globalThis as unknown as {
  game: { actors: FakeCollection<unknown>; user: { isGM: boolean } };
  Hooks: {
    on(name: string, fn: (...args: never[]) => unknown): number;
    off?(name: string, id: number): void;
  };
};

let record: BootRecord;
let PartySheet: SheetClass;
/** The member whose update a hooked function cancels (hookEvents.preUpdateDocument: an explicit false), if any. */
let cancelFor: string | null = null;

/** The session end form's inputs, as the sheet reads them (`[data-end=...]`; a checkbox's `checked`). */
class FakeInput {
  constructor(
    readonly value: string,
    readonly type = "text",
    readonly checked = false,
  ) {}
}

beforeAll(async () => {
  record = await bootBundle();
  vi.stubGlobal("HTMLInputElement", FakeInput);
  g.Hooks.on("preUpdateActor", ((actor: { id?: string }) =>
    actor.id === cancelFor ? false : undefined) as never);
  PartySheet = record.sheets.find((s) => s.options.types?.includes("party"))
    ?.sheetClass as unknown as SheetClass;
}, 180_000);

beforeEach(() => {
  record.notifications.length = 0;
});

let next = 0;
function character(name: string, system: Record<string, unknown> = {}): LiveActor {
  const id = `member${String(next++).padStart(10, "0")}`;
  const actor = liveActor({ _id: id, name, type: "character", system, items: [] });
  g.game.actors.set(id, actor);
  return actor;
}
function party(members: string[] = [], money = 0): LiveActor {
  const id = `party0${String(next++).padStart(10, "0")}`;
  const actor = liveActor({
    _id: id,
    name: "The Party",
    type: "party",
    system: { members, money, sessions: [] },
  });
  g.game.actors.set(id, actor);
  return actor;
}

/** A drag of a document onto the sheet: its drop data as Foundry writes it (`{type, uuid}` as text/plain). */
const dropOf = (data: Record<string, unknown>) => ({
  dataTransfer: { getData: (type: string) => (type === "text/plain" ? JSON.stringify(data) : "") },
});
const sheetOf = (actor: LiveActor) =>
  Object.assign(Object.create(PartySheet.prototype as object) as SheetClass["prototype"], { actor });
const members = (actor: LiveActor) => (actor.source.system as { members: string[] }).members;

describe(`party sheet drops (v${GENERATION})`, () => {
  it("a world character dropped on the sheet becomes a member, once; the system adds no drop hook", async () => {
    const arle = character("Arle");
    const p = party();
    await sheetOf(p)._onDrop(dropOf({ type: "Actor", uuid: arle.uuid }));
    await sheetOf(p)._onDrop(dropOf({ type: "Actor", uuid: arle.uuid }));
    expect(members(p)).toEqual([arle.source._id]);
    expect(record.hooks.get("dropActorSheetData") ?? []).toEqual([]);
    expect(record.notifications).toEqual([]);
  });

  it("a monster, an unknown uuid or an item is refused in words and changes nothing", async () => {
    const p = party(["keep"]);
    const goblin = liveActor({
      _id: "goblin0000000001",
      name: "Goblin",
      type: "monster",
      system: {},
      items: [],
    });
    g.game.actors.set("goblin0000000001", goblin);
    await sheetOf(p)._onDrop(dropOf({ type: "Actor", uuid: goblin.uuid }));
    expect(record.notifications.map((n) => [n.level, n.message])).toEqual([
      ["warn", "SW25.Party.OnlyCharacters"],
    ]);
    await sheetOf(p)._onDrop(dropOf({ type: "Actor", uuid: "Actor.nobody0000000001" }));
    await sheetOf(p)._onDrop(dropOf({ type: "Item", uuid: "Item.whatever00000001" }));
    expect(p.writes).toEqual([]);
    expect(members(p)).toEqual(["keep"]);
  });

  it("a user who does not own the party adds nobody", async () => {
    const arle = character("Arle");
    const p = party();
    p.isOwner = false;
    await sheetOf(p)._onDrop(dropOf({ type: "Actor", uuid: arle.uuid }));
    expect(p.writes).toEqual([]);
  });
});

const FORM_INPUTS: Record<string, unknown> = {
  date: new FakeInput("2026-12-01"),
  title: new FakeInput("The Den"),
  gm: new FakeInput("Aki"),
  goalMet: new FakeInput("on", "checkbox", true),
  lootSold: new FakeInput("100"),
  shards: new FakeInput("0"),
  monsters: { value: "Goblin 2" },
};
const formElement = {
  querySelector: (selector: string) => FORM_INPUTS[/data-end="(\w+)"/.exec(selector)?.[1] ?? ""] ?? null,
};
const endSession = (p: LiveActor) =>
  PartySheet.DEFAULT_OPTIONS.actions.endSession?.call({ actor: p, element: formElement });
const records = (a: LiveActor) =>
  ((a.source.system as { records?: { sessions?: unknown[] } }).records?.sessions ?? []).length;

describe(`the end of a session (v${GENERATION})`, () => {
  beforeEach(() => {
    cancelFor = null;
    actorBatches.length = 0;
  });

  it(`every member gets a record in one ${GENERATION === 13 ? "Actor.updateDocuments" : "modifyBatch"} operation; the fund gets the remainder`, async () => {
    const arle = character("Arle");
    const bram = character("Bram");
    const p = party([arle.source._id, bram.source._id], 5);
    await endSession(p);
    expect([records(arle), records(bram)]).toEqual([1, 1]);
    expect(actorBatches).toEqual([
      {
        via: GENERATION === 13 ? "updateDocuments" : "modifyBatch",
        ids: [arle.source._id, bram.source._id],
      },
    ]);
    // 100 G of loot: 50 each, nothing left for the fund.
    expect((p.source.system as { money: number; sessions: unknown[] }).sessions).toHaveLength(1);
    expect(record.notifications.map((n) => n.level)).toEqual(["info"]);
  });

  it("a hook cancels Bram's update: nobody keeps a record, the fund and the party's summaries are unchanged, the GM is told", async () => {
    const arle = character("Arle");
    const bram = character("Bram");
    const p = party([arle.source._id, bram.source._id], 5);
    cancelFor = bram.source._id;
    await endSession(p);
    expect([records(arle), records(bram)]).toEqual([0, 0]);
    expect(p.writes).toEqual([]);
    expect(bram.writes).toEqual([]);
    // v13 updates Arle and is told Bram was not: Arle's record is put back. v14's batch changes nobody.
    expect(arle.writes.length).toBe(GENERATION === 13 ? 2 : 0);
    expect(record.notifications.map((n) => [n.level, n.message])).toEqual([
      ["warn", expect.stringContaining("SessionEndCancelled")],
    ]);
  });
});
