/**
 * The character sheet's creation and palette actions of the booted bundle, in the fake Foundry v13
 * (test/system/boot/): rolling the starting abilities (one actor update, one chat card with the real dice),
 * the undo before play and its refusal after, choosing a birth over world items and compendium items through
 * DialogV2.wait, and the chat palette window (ApplicationV2) rolling through /sw and copying out its text.
 */
import { readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { compat } from "../../src/system/compat/index.js";
import { CompendiumCollection, createdDocuments, type FakeCollection } from "./boot/fake-documents.js";
import {
  type BootRecord,
  type DialogConfig,
  fakeGeneration,
  installFakeFoundry,
} from "./boot/fake-foundry.js";
import { type LiveActor, type LiveSource, liveActor, liveItem } from "./boot/live-actor.js";
import { currentBundle, evaluateBundle, ROOT } from "./boot/load-bundle.js";
import type { SourceDocument } from "./boot/packs-and-templates.js";

const GENERATION = fakeGeneration();

type Action = (this: unknown, event?: unknown, target?: unknown) => Promise<void>;
interface AppClass {
  DEFAULT_OPTIONS: { actions: Record<string, Action> };
  prototype: { _prepareContext(): Promise<Record<string, unknown>> };
}
const g = globalThis as unknown as {
  CONFIG: { Dice: { randomUniform: () => number } };
  game: {
    items: FakeCollection<unknown>;
    packs: FakeCollection<CompendiumCollection>;
    actors: FakeCollection<unknown>;
    i18n: { format(key: string, data?: Record<string, string>): string };
  };
  Hooks: { callAll(name: string, ...args: unknown[]): void };
};

let record: BootRecord;
let bundle: { file: string; fromDist: boolean };
let actions: Record<string, Action>;

beforeAll(async () => {
  bundle = await currentBundle();
  record = installFakeFoundry(ROOT);
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  await evaluateBundle(bundle.file);
  for (const name of ["init", "i18nInit", "setup"]) g.Hooks.callAll(name);
  log.mockRestore();
  const sheet = record.sheets.find((s) => s.options.types?.includes("character"))
    ?.sheetClass as unknown as AppClass;
  actions = sheet.DEFAULT_OPTIONS.actions;
}, 60_000);

afterAll(() => {
  if (!bundle.fromDist) rmSync(dirname(bundle.file), { recursive: true, force: true });
});

const packItem = (file: string): SourceDocument =>
  JSON.parse(readFileSync(join(ROOT, "packs/_source/sample-items", file), "utf8")) as SourceDocument;
const EMBERKIN = packItem("emberkin_Rc7EmBeRkIn0Race.json");
const CARAVAN = packItem("caravan-guard_Bt9CaRaVaNgUaRd1.json");

/** Foundry's d6 come from CONFIG.Dice.randomUniform: these faces, in order. */
function dice(faces: number[]): void {
  let i = 0;
  g.CONFIG.Dice.randomUniform = () => {
    const face = faces[i++];
    if (face === undefined) throw new Error("the test ran out of dice");
    return (face - 0.5) / 6;
  };
}

/** A new level-0 character: an Emberkin with nothing typed yet. */
function newCharacter(extra: Partial<LiveSource> = {}): LiveActor {
  const actor = liveActor({
    _id: "mira000000000001",
    name: "Mira",
    type: "character",
    system: {},
    items: [{ ...EMBERKIN, _id: "raceEmberkin0001" }],
    ...extra,
  });
  g.game.actors.set("mira000000000001", actor);
  return actor;
}

const sheetOf = (actor: LiveActor) => ({ actor });
const run = (name: string, actor: LiveActor, target?: unknown) =>
  actions[name]?.call(sheetOf(actor), {} as PointerEvent, target);
const newMessages = (before: number) =>
  createdDocuments.slice(before).filter((d) => d.documentName === "ChatMessage");
const race = (actor: LiveActor) =>
  (actor.source.system as { abilities?: Record<string, { race: number }> }).abilities ?? {};
const AFTER_PLAY = { records: { sessions: [{ date: "2026-11-01", title: "First job", experience: 1000 }] } };

beforeEach(() => {
  record.notifications.length = 0;
  record.dialogs.length = 0;
  record.clipboard.length = 0;
  record.answerDialog = () => null;
});

/** The user picks the option named `name` in the dialog and clicks "Choose birth". */
function pick(name: string, uuid?: string) {
  record.answerDialog = (config: DialogConfig) => {
    const options = [...String(config.content).matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g)];
    const value = uuid ?? options.find((o) => o[2] === name)?.[1];
    const button = { form: { elements: { namedItem: (n: string) => (n === "birth" ? { value } : null) } } };
    return config.buttons?.find((b) => b.action === "choose")?.callback?.({}, button, {});
  };
}

describe("roll starting abilities", () => {
  it("[FACTS-1] rolls the race's dice with Foundry's dice: one actor update, one chat card holding the roll", async () => {
    const actor = newCharacter();
    // Emberkin: dex 2d, agi 2d, str 1d+3, vit 2d, int 2d, spi 1d+6 (Technique/Body/Mind from the birth).
    dice([3, 4, 5, 2, 6, 1, 1, 2, 6, 4]);
    const before = createdDocuments.length;
    await run("rollStartingAbilities", actor);
    expect(actor.writes).toHaveLength(1);
    expect(race(actor)).toMatchObject({
      dexterity: { race: 7 },
      agility: { race: 7 },
      strength: { race: 9 },
      vitality: { race: 2 },
      intelligence: { race: 8 },
      spirit: { race: 10 },
    });
    expect(actor.source.flags?.swordworld25).toEqual({
      creationSnapshot: { dexterity: 0, agility: 0, strength: 0, vitality: 0, intelligence: 0, spirit: 0 },
    });
    const messages = newMessages(before);
    expect(messages).toHaveLength(1);
    const message = messages[0]?.data as {
      content: string;
      speaker: { alias: string };
      rolls: { formula: string; total: number; terms: { results: { result: number }[] }[] }[];
    };
    expect(message.speaker.alias).toBe("Mira");
    expect(message.rolls).toHaveLength(1);
    expect(message.rolls[0]?.formula).toBe("10d6");
    expect(message.rolls[0]?.terms[0]?.results.map((r) => r.result)).toEqual([3, 4, 5, 2, 6, 1, 1, 2, 6, 4]);
    expect(message.rolls[0]?.total).toBe(43);
    expect(record.notifications).toEqual([]);
  });

  it("a race whose dice cannot be read is a localized error; nothing is written or posted", async () => {
    const bad = { ...EMBERKIN, _id: "raceBad000000001", system: { dice: { dexterity: "2x" } } };
    const actor = newCharacter({ items: [bad] });
    const before = createdDocuments.length;
    await run("rollStartingAbilities", actor);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.RaceDiceMalformed" }]);
    expect(actor.writes).toEqual([]);
    expect(newMessages(before)).toEqual([]);
  });

  it("without a race, a localized error; nothing is written or posted", async () => {
    const actor = newCharacter({ items: [] });
    const before = createdDocuments.length;
    await run("rollStartingAbilities", actor);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.RaceMissing" }]);
    expect(actor.writes).toEqual([]);
    expect(newMessages(before)).toEqual([]);
  });

  it("after play (a session recorded) the roll is refused with a localized error; nothing changes", async () => {
    const actor = newCharacter({ system: structuredClone(AFTER_PLAY) });
    dice([6, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    const before = createdDocuments.length;
    const source = structuredClone(actor.source);
    await run("rollStartingAbilities", actor);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.CreationGuard.Closed" }]);
    expect(actor.writes).toEqual([]);
    expect(actor.source).toEqual(source);
    expect(newMessages(before)).toEqual([]);
  });
});

describe("undo the starting roll", () => {
  it("before play puts back the values the roll replaced and forgets the snapshot", async () => {
    const actor = newCharacter();
    await actor.update({ "system.abilities.spirit.race": 4 });
    dice([3, 4, 5, 2, 6, 1, 1, 2, 6, 4]);
    await run("rollStartingAbilities", actor);
    expect(race(actor).spirit?.race).toBe(10);
    await run("undoStartingRoll", actor);
    expect(actor.writes).toHaveLength(3);
    expect(race(actor)).toMatchObject({
      dexterity: { race: 0 },
      strength: { race: 0 },
      spirit: { race: 4 },
    });
    expect(actor.source.flags?.swordworld25).toEqual({});
    expect(record.notifications).toEqual([]);
    // A second undo has nothing to put back.
    await run("undoStartingRoll", actor);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.CreationUndoGone" }]);
    expect(actor.writes).toHaveLength(3);
  });

  it("after play is refused with a localized error and nothing changes", async () => {
    const actor = newCharacter();
    dice([3, 4, 5, 2, 6, 1, 1, 2, 6, 4]);
    await run("rollStartingAbilities", actor);
    await actor.update({ "system.records": AFTER_PLAY.records });
    const source = structuredClone(actor.source);
    const writes = actor.writes.length;
    await run("undoStartingRoll", actor);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.CreationUndoGone" }]);
    expect(actor.writes).toHaveLength(writes);
    expect(actor.source).toEqual(source);
    expect(race(actor).spirit?.race).toBe(10);
  });
});

describe("choose a birth", () => {
  const worldBirth = { ...CARAVAN, _id: "birthWorld000001", name: "Harbour Child" };
  const worldSystem = worldBirth.system as Record<string, unknown>;
  worldBirth.system = {
    ...worldSystem,
    class1: { classId: "sorcerer", level: 1 },
    class2: { classId: "fighter", level: 0 },
    experience: 2000,
    money: 500,
    base: { technique: 0, body: 0, mind: 0 },
  };
  let pack: CompendiumCollection;

  beforeAll(() => {
    g.game.items.set(worldBirth._id, liveItem(worldBirth));
    g.game.items.set("raceWorld0000001", liveItem({ ...EMBERKIN, _id: "raceWorld0000001" }));
    pack = new CompendiumCollection("swordworld25.sample-items", "Item", [
      liveItem(CARAVAN),
      liveItem({ ...EMBERKIN, _id: "Rc7EmBeRkIn0Race" }),
    ]);
    g.game.packs.set(pack.collection, pack);
    // An Actor compendium is not looked in.
    g.game.packs.set(
      "swordworld25.sample-actors",
      new CompendiumCollection("swordworld25.sample-actors", "Actor", []),
    );
  });

  it("[FACTS-1] offers the world's births and the Item compendia's births, nothing else", async () => {
    const actor = newCharacter();
    await run("chooseBirth", actor);
    expect(record.dialogs).toHaveLength(1);
    const options = [
      ...String(record.dialogs[0]?.content).matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g),
    ];
    expect(options.map((o) => [o[1], o[2]])).toEqual([
      ["Item.birthWorld000001", "Harbour Child"],
      ["Compendium.swordworld25.sample-items.Item.Bt9CaRaVaNgUaRd1", "Caravan Guard"],
    ]);
    expect(pack.calls.at(-1)).toEqual({ method: "getIndex", args: { fields: ["type"] } });
    // Closed without choosing: nothing changes, no error.
    expect(actor.writes).toEqual([]);
    expect(record.notifications).toEqual([]);
  });

  it("[FACTS-1] a compendium birth fills profile, experience, money, Technique/Body/Mind and adds its classes", async () => {
    const actor = newCharacter();
    pick("Caravan Guard");
    await run("chooseBirth", actor);
    const system = actor.source.system as Record<string, Record<string, unknown>>;
    expect(system.profile?.birth).toBe("Caravan Guard");
    expect(system.experience?.earned).toBe(3000);
    expect(system.money).toBe(1200);
    expect(system.base).toEqual({ technique: 8, body: 9, mind: 5 });
    const classes = (actor.source.items ?? []).filter((i) => i.type === "class");
    expect(classes.map((c) => [c.name, c.system])).toEqual([
      ["SW25.Class.fighter", { classId: "fighter", level: 1 }],
      ["SW25.Class.scout", { classId: "scout", level: 1 }],
    ]);
    // The classes first, the actor (whose birth name shows the choice made) last.
    expect(actor.writes.map((w) => w.kind)).toEqual(["create", "update"]);
    expect(record.notifications).toEqual([]);
  });

  it("a world birth raises a class the character has below its level and leaves typed base values", async () => {
    const actor = newCharacter({
      system: { base: { technique: 7, body: 6, mind: 9 } },
      items: [
        { ...EMBERKIN, _id: "raceEmberkin0001" },
        {
          _id: "classSorc0000001",
          name: "Sorcerer",
          type: "class",
          system: { classId: "sorcerer", level: 0 },
        },
      ],
    });
    pick("Harbour Child");
    await run("chooseBirth", actor);
    const system = actor.source.system as Record<string, Record<string, unknown>>;
    expect(system.profile?.birth).toBe("Harbour Child");
    expect(system.experience?.earned).toBe(2000);
    expect(system.money).toBe(500);
    expect(system.base).toEqual({ technique: 7, body: 6, mind: 9 });
    expect(actor.writes.map((w) => w.kind)).toEqual(["updateEmbedded", "update"]);
    const sorcerer = actor.source.items?.find((i) => i._id === "classSorc0000001");
    expect(sorcerer?.system).toEqual({ classId: "sorcerer", level: 1 });
  });

  it("a birth that is gone when chosen (deleted meanwhile) is a localized error; nothing changes", async () => {
    const actor = newCharacter();
    pick("", "Item.deletedBirth0001");
    const source = structuredClone(actor.source);
    await run("chooseBirth", actor);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.CreationGuard.BirthGone" }]);
    expect(actor.writes).toEqual([]);
    expect(actor.source).toEqual(source);
  });

  it("an item that is not a birth (a forged choice) is refused; nothing changes", async () => {
    const actor = newCharacter();
    pick("", "Item.raceWorld0000001");
    await run("chooseBirth", actor);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.CreationGuard.BirthGone" }]);
    expect(actor.writes).toEqual([]);
  });

  it("after play the birth is refused with a localized error; nothing changes", async () => {
    const actor = newCharacter({ system: structuredClone(AFTER_PLAY) });
    pick("Caravan Guard");
    const source = structuredClone(actor.source);
    await run("chooseBirth", actor);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.CreationGuard.Closed" }]);
    expect(record.dialogs).toEqual([]);
    expect(actor.writes).toEqual([]);
    expect(actor.source).toEqual(source);
  });
});

describe("choose a birth: all or nothing", () => {
  // Sorcerer 1 (raises the character's 0), Scout 2 (added): three writes.
  const lampKeeper = {
    ...CARAVAN,
    _id: "birthLamp0000001",
    name: "Lamp Keeper",
    system: {
      ...(CARAVAN.system as Record<string, unknown>),
      class1: { classId: "sorcerer", level: 1 },
      class2: { classId: "scout", level: 2 },
      class3: { classId: "fighter", level: 0 },
      experience: 2500,
      money: 800,
      base: { technique: 0, body: 9, mind: 4 },
    },
  };
  const sorcerer = {
    _id: "classSorc0000001",
    name: "Sorcerer",
    type: "class",
    system: { classId: "sorcerer", level: 0 },
  };
  beforeAll(() => {
    g.game.items.set(lampKeeper._id, liveItem(lampKeeper));
  });
  afterAll(() => {
    g.game.items.delete(lampKeeper._id);
  });

  /** A character before play with values typed already (so the undo puts values back, not only deletes). */
  function typedCharacter(): LiveActor {
    return newCharacter({
      system: {
        profile: { birth: "Unsure", age: "17" },
        experience: { earned: 100 },
        money: 10,
        base: { technique: 7, body: 0, mind: 0 },
      },
      items: [{ ...EMBERKIN, _id: "raceEmberkin0001" }, structuredClone(sorcerer)],
    });
  }
  const failing =
    (kind: string, message = "server refused") =>
    (w: { kind: string }) =>
      w.kind === kind ? new Error(message) : null;
  const FAILED = [{ level: "error", message: "SW25.Creation.BirthWrite.Failed" }];

  /** Runs the choice of Lamp Keeper, with console.error (Foundry's error, logged) silenced and kept. */
  async function chooseLampKeeper(actor: LiveActor): Promise<unknown[][]> {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    pick("Lamp Keeper");
    try {
      await run("chooseBirth", actor);
      return logged.mock.calls;
    } finally {
      logged.mockRestore();
    }
  }

  it("[FACTS-1] the happy path: classes created (keeping the ids chosen beforehand), raised, then the actor", async () => {
    const actor = typedCharacter();
    const logged = await chooseLampKeeper(actor);
    expect(actor.writes.map((w) => w.kind)).toEqual(["create", "updateEmbedded", "update"]);
    const created = actor.writes[0] as unknown as { data: { _id: string }[] };
    const scout = actor.source.items?.find((i) => (i.system as { classId?: string }).classId === "scout");
    expect(scout?._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(created.data.map((d) => d._id)).toEqual([scout?._id]);
    expect(scout?.system).toEqual({ classId: "scout", level: 2 });
    expect(actor.source.items?.find((i) => i._id === sorcerer._id)?.system).toEqual({
      classId: "sorcerer",
      level: 1,
    });
    expect(actor.source.system).toEqual({
      profile: { birth: "Lamp Keeper", age: "17" },
      experience: { earned: 2500 },
      money: 800,
      base: { technique: 7, body: 9, mind: 4 },
    });
    expect(record.notifications).toEqual([]);
    expect(logged).toEqual([]);
  });

  it("the first write (create) failing: nothing was written, a localized error says nothing changed", async () => {
    const actor = typedCharacter();
    actor.failWhen = failing("create");
    const before = structuredClone(actor.source);
    const logged = await chooseLampKeeper(actor);
    expect(actor.failed.map((w) => w.kind)).toEqual(["create"]);
    expect(actor.writes).toEqual([]);
    expect(actor.source).toEqual(before);
    expect(record.notifications).toEqual(FAILED);
    expect(String(logged[0]?.[1])).toContain("server refused");
  });

  it("the second write (raise) failing: the created class is deleted again; the actor is exactly as before", async () => {
    const actor = typedCharacter();
    actor.failWhen = failing("updateEmbedded", "permission denied");
    const before = structuredClone(actor.source);
    await chooseLampKeeper(actor);
    expect(actor.failed.map((w) => w.kind)).toEqual(["updateEmbedded"]);
    expect(actor.writes.map((w) => w.kind)).toEqual(["create", "delete"]);
    const createdId = (actor.writes[0] as unknown as { data: { _id: string }[] }).data[0]?._id;
    expect(actor.writes[1]).toEqual({ kind: "delete", documentName: "Item", ids: [createdId] });
    expect(actor.source).toEqual(before);
    expect(record.notifications).toEqual(FAILED);
  });

  it("the third write (actor) failing: the level goes back, the created class is deleted; exactly as before", async () => {
    const actor = typedCharacter();
    actor.failWhen = failing("update", "validation failed");
    const before = structuredClone(actor.source);
    await chooseLampKeeper(actor);
    expect(actor.failed.map((w) => w.kind)).toEqual(["update"]);
    expect(actor.writes.map((w) => w.kind)).toEqual(["create", "updateEmbedded", "updateEmbedded", "delete"]);
    expect(actor.writes[2]).toEqual({
      kind: "updateEmbedded",
      documentName: "Item",
      data: [{ _id: sorcerer._id, "system.level": 0 }],
    });
    expect(actor.source).toEqual(before);
    expect(record.notifications).toEqual(FAILED);
  });

  it("the actor write's reply lost (it landed, then failed): all three undone, no key left that was not there", async () => {
    // Nothing typed yet: the undo must delete the fields the birth added, not leave them at some value.
    const actor = newCharacter({
      items: [{ ...EMBERKIN, _id: "raceEmberkin0001" }, structuredClone(sorcerer)],
    });
    actor.failWhen = (w) =>
      w.kind === "update" && actor.failed.length === 0
        ? Object.assign(new Error("timed out"), { landed: true })
        : null;
    const before = structuredClone(actor.source);
    await chooseLampKeeper(actor);
    expect(actor.writes.map((w) => w.kind)).toEqual([
      "create",
      "updateEmbedded",
      "update",
      "update",
      "updateEmbedded",
      "delete",
    ]);
    // v13 `-=key`, v14 the ForcedDeletion operator (compat.deletion).
    expect(actor.writes[3]).toEqual({
      kind: "update",
      data: Object.fromEntries(
        ["profile", "experience", "money", "base"].map((key) => compat.deletion("system", key)),
      ),
    });
    if (GENERATION === 14) expect(JSON.stringify(actor.writes[3])).not.toContain("-=");
    expect(actor.source).toEqual(before);
    expect(record.notifications).toEqual(FAILED);
  });

  it("a raised class deleted meanwhile (by another user) is a failed write: the rest is undone", async () => {
    const actor = typedCharacter();
    let deleted = false;
    actor.failWhen = (w) => {
      if (w.kind === "updateEmbedded" && !deleted) {
        deleted = true;
        void (
          actor as unknown as { deleteEmbeddedDocuments(n: string, ids: string[]): Promise<unknown> }
        ).deleteEmbeddedDocuments("Item", [sorcerer._id]);
      }
      return null;
    };
    const before = structuredClone(actor.source);
    await chooseLampKeeper(actor);
    // The other user's deletion stays; the birth's own writes are gone; the actor fields were never written.
    expect(actor.writes.map((w) => w.kind)).toEqual(["create", "delete", "updateEmbedded", "delete"]);
    expect(actor.source).toEqual({ ...before, items: before.items?.filter((i) => i._id !== sorcerer._id) });
    expect(record.notifications).toEqual(FAILED);
  });

  /** Runs the choice with i18n.format showing its data, so the test reads what the error names. */
  async function chooseShowingFormat(actor: LiveActor): Promise<void> {
    const format = vi
      .spyOn(g.game.i18n, "format")
      .mockImplementation(
        (key: string, data?: Record<string, string>) => `${key}${data ? JSON.stringify(data) : ""}`,
      );
    try {
      await chooseLampKeeper(actor);
    } finally {
      format.mockRestore();
    }
  }

  it("the undo failing in part: a lasting error naming what is left (the class that could not be deleted)", async () => {
    const actor = typedCharacter();
    actor.failWhen = (w) =>
      w.kind === "update" || w.kind === "delete" ? new Error("connection lost") : null;
    await chooseShowingFormat(actor);
    expect(actor.failed.map((w) => w.kind)).toEqual(["update", "delete"]);
    // The level was put back; the created Scout could not be deleted.
    expect(actor.source.items?.find((i) => i._id === sorcerer._id)?.system).toEqual({
      classId: "sorcerer",
      level: 0,
    });
    const scout = actor.source.items?.find((i) => (i.system as { classId?: string }).classId === "scout");
    expect(scout?.name).toBe("SW25.Class.scout");
    expect(record.notifications).toEqual([
      {
        level: "error",
        message: `SW25.Creation.BirthWrite.UndoFailed${JSON.stringify({
          left: `SW25.Creation.BirthWrite.LeftAdded${JSON.stringify({ names: "SW25.Class.scout" })}`,
        })}`,
      },
    ]);
  });

  it("the whole undo failing: the error names the class added and the level raised, with its old level", async () => {
    const actor = typedCharacter();
    // The connection drops after the raise: the actor write and every undo write fail.
    actor.failWhen = () => (actor.writes.length >= 2 ? new Error("connection lost") : null);
    await chooseShowingFormat(actor);
    expect(actor.writes.map((w) => w.kind)).toEqual(["create", "updateEmbedded"]);
    expect(actor.failed.map((w) => w.kind)).toEqual(["update", "updateEmbedded", "delete"]);
    expect(record.notifications).toEqual([
      {
        level: "error",
        message: `SW25.Creation.BirthWrite.UndoFailed${JSON.stringify({
          left: [
            `SW25.Creation.BirthWrite.LeftAdded${JSON.stringify({ names: "SW25.Class.scout" })}`,
            `SW25.Creation.BirthWrite.LeftRaised${JSON.stringify({ name: "Sorcerer", level: "0" })}`,
          ].join("SW25.Creation.BirthWrite.ListSeparator"),
        })}`,
      },
    ]);
  });

  it("a player who does not own the character is refused before the dialog and any write", async () => {
    const actor = typedCharacter();
    actor.isOwner = false;
    const before = structuredClone(actor.source);
    await chooseLampKeeper(actor);
    expect(record.notifications).toEqual([
      { level: "warn", message: "SW25.Creation.BirthWrite.NoPermission" },
    ]);
    expect(record.dialogs).toEqual([]);
    expect(actor.writes).toEqual([]);
    expect(actor.failed).toEqual([]);
    expect(actor.source).toEqual(before);
  });
});

describe("the chat palette window", () => {
  const palette = [
    { name: "Dex check", formula: "2d6+{dexterityBonus}>=9" },
    { name: "Lore", formula: "2d6+{nonsense}" },
  ];
  type Window = {
    actor: unknown;
    constructor: AppClass;
    _prepareContext(): Promise<Record<string, unknown>>;
  };

  async function openWindow(actor: LiveActor): Promise<Window> {
    const before = record.renderedApps.length;
    await run("openPalette", actor);
    const rendered = record.renderedApps.slice(before);
    expect(rendered).toHaveLength(1);
    expect(rendered[0]?.options).toEqual({ force: true });
    return rendered[0]?.app as Window;
  }

  function paletteCharacter(): LiveActor {
    const actor = newCharacter({
      _id: "palette000000001",
      system: {
        abilities: { dexterity: { race: 7, growth: 0, bonus: 0 } },
        base: { technique: 6 },
        palette,
      },
    });
    return actor;
  }

  it("[FACTS-3] shows each line with its odds; a line rolls through /sw: one card with the resolved notation", async () => {
    const actor = paletteCharacter();
    const win = await openWindow(actor);
    expect(win.actor).toBe(actor);
    const context = (await win._prepareContext()) as {
      palette: { buttons: { name: string; notation: string; unknown: string; success: string }[] };
    };
    // Dexterity 6 + 7 = 13: bonus 2.
    expect(context.palette.buttons.map((b) => [b.name, b.notation, b.unknown])).toEqual([
      ["Dex check", "2d6+2>=9", ""],
      ["Lore", "", "nonsense"],
    ]);
    expect(context.palette.buttons[0]?.success).toBe("58.3%");
    dice([5, 3]);
    const before = createdDocuments.length;
    await win.constructor.DEFAULT_OPTIONS.actions.paletteRoll?.call(win, {}, { dataset: { index: "0" } });
    const messages = newMessages(before);
    expect(messages).toHaveLength(1);
    const data = messages[0]?.data as { flags: { swordworld25: { card: Record<string, unknown> } } };
    const card = data.flags.swordworld25.card;
    expect(card).toMatchObject({ kind: "notation", notation: "2d6+2>=9", item: "Dex check", actor: "Mira" });
    expect(card.dice).toEqual([5, 3]);
    expect(String(card.text)).toContain("10");
    expect(record.notifications).toEqual([]);
  });

  it("a line naming an unknown value is a localized error; nothing is posted", async () => {
    const actor = paletteCharacter();
    const win = await openWindow(actor);
    const before = createdDocuments.length;
    await win.constructor.DEFAULT_OPTIONS.actions.paletteRoll?.call(win, {}, { dataset: { index: "1" } });
    expect(record.notifications).toEqual([{ level: "error", message: "SW25.Error.PaletteUnknownReference" }]);
    expect(newMessages(before)).toEqual([]);
    // The sheet's own palette buttons roll the same way.
    await run("paletteRoll", actor, { dataset: { index: "1" } });
    expect(record.notifications).toHaveLength(2);
    expect(newMessages(before)).toEqual([]);
  });

  it("copies the palette out as ytsheet2 text through Foundry's clipboard helper", async () => {
    const actor = paletteCharacter();
    const win = await openWindow(actor);
    await win.constructor.DEFAULT_OPTIONS.actions.copyPalette?.call(win, {}, {});
    // ytsheet2's own names ({器用B}), so ytsheet2 reads the palette back; an unknown name stays as written.
    expect(record.clipboard).toEqual(["2d6+{器用B}>=9 Dex check\n2d6+{nonsense} Lore"]);
    expect(record.notifications).toEqual([{ level: "info", message: "SW25.Palette.Copied" }]);
    await run("copyPalette", actor);
    expect(record.clipboard).toHaveLength(2);
  });

  it("odds too costly for a render are computed on demand, then shown in the window and on the sheet", async () => {
    // K20@3: a long critical chain (its estimated work is over one render's budget).
    const actor = newCharacter({
      _id: "palette000000002",
      system: { palette: [{ name: "Long", formula: "K20@3" }] },
    });
    const win = await openWindow(actor);
    type Context = { palette: { buttons: { expected: string; oddsDeferred: boolean }[] } };
    const before = (await win._prepareContext()) as Context;
    expect(before.palette.buttons[0]).toMatchObject({ expected: "", oddsDeferred: true });
    const renders = record.renderedApps.length;
    await win.constructor.DEFAULT_OPTIONS.actions.paletteOdds?.call(win, {}, { dataset: { index: "0" } });
    expect(record.renderedApps.length).toBe(renders + 1);
    const after = (await win._prepareContext()) as Context;
    expect(after.palette.buttons[0]?.oddsDeferred).toBe(false);
    expect(Number(after.palette.buttons[0]?.expected)).toBeGreaterThan(0);
    // The sheet's own button answers too (nothing left to compute: no render needed).
    await run("paletteOdds", actor, { dataset: { index: "0" } });
    expect(record.notifications).toEqual([]);
  });

  it("a palette naming built-in object properties opens, and its lines refuse to roll with a message", async () => {
    const actor = newCharacter({
      _id: "palette000000003",
      system: {
        palette: [
          { name: "bad", formula: "2d6+{constructor}" },
          { name: "", formula: "{__proto__}" },
        ],
      },
    });
    const win = await openWindow(actor);
    type Context = { palette: { buttons: { unknown: string; rollable: boolean }[]; text: string } };
    const context = (await win._prepareContext()) as Context;
    expect(context.palette.buttons.map((b) => [b.unknown, b.rollable])).toEqual([
      ["constructor", false],
      ["__proto__", false],
    ]);
    expect(context.palette.text).toBe("2d6+{constructor} bad\n{__proto__}");
    const before = createdDocuments.length;
    await win.constructor.DEFAULT_OPTIONS.actions.paletteRoll?.call(win, {}, { dataset: { index: "0" } });
    expect(record.notifications).toEqual([{ level: "error", message: "SW25.Error.PaletteUnknownReference" }]);
    expect(newMessages(before)).toEqual([]);
  });

  it("one window per actor: opening again brings the same window to the front", async () => {
    const actor = paletteCharacter();
    const first = await openWindow(actor);
    const second = await openWindow(actor);
    expect(second).toBe(first);
  });
});

describe("a new character's current HP/MP follow their maximum before play (hooks)", () => {
  const gmId = "gmUser000000000a";
  const vitals = (actor: LiveActor) => {
    const system = actor.source.system as Record<string, { value: number; max: number }>;
    return { hp: system.hp?.value ?? 0, mp: system.mp?.value ?? 0 };
  };
  const settle = () => Promise.all(record.pending);
  /** The user's own update, then the hooks Foundry calls after it: updateActor(actor, changes, options, userId). */
  async function userUpdate(
    actor: LiveActor,
    changes: Record<string, unknown>,
    userId = gmId,
  ): Promise<void> {
    await actor.update(changes);
    g.Hooks.callAll("updateActor", actor, changes, {}, userId);
    await settle();
  }
  async function created(actor: LiveActor): Promise<void> {
    g.Hooks.callAll("createActor", actor, {}, gmId);
    await settle();
  }

  it("[FACTS-1] created empty it follows: after the birth's classes HP 3 + Vitality 9 = 12, MP Spirit 5", async () => {
    const actor = newCharacter();
    await created(actor);
    expect(vitals(actor)).toEqual({ hp: 0, mp: 0 });
    expect(actor.source.flags?.swordworld25).toEqual({ vitalsFollow: { hp: true, mp: true } });
    pick("Caravan Guard");
    await run("chooseBirth", actor);
    g.Hooks.callAll("createItem", { parent: actor, type: "class" }, {}, gmId);
    await settle();
    expect(vitals(actor)).toEqual({ hp: 12, mp: 5 });
    const derived = (actor.system as { derived: { hpMax: number; mpMax: number } }).derived;
    expect([derived.hpMax, derived.mpMax]).toEqual([12, 5]);
    // Nothing more to fill: a further change writes nothing.
    const writes = actor.writes.length;
    await userUpdate(actor, { name: "Mira Vale" });
    expect(actor.writes).toHaveLength(writes + 1);
  });

  it("a value the user typed is kept for good, also at 0; another user's change writes nothing", async () => {
    const actor = newCharacter({ system: { base: { technique: 8, body: 9, mind: 5 } } });
    await created(actor);
    expect(vitals(actor)).toEqual({ hp: 9, mp: 5 });
    await userUpdate(actor, { "system.hp.value": 0 });
    await userUpdate(actor, { "system.abilities.vitality.race": 6 });
    expect(vitals(actor)).toEqual({ hp: 0, mp: 5 });
    expect(actor.source.flags?.swordworld25).toEqual({ vitalsFollow: { hp: false, mp: true } });
    const writes = actor.writes.length;
    await userUpdate(actor, { "system.abilities.spirit.race": 3 }, "player0000000001");
    expect(actor.writes).toHaveLength(writes + 1);
    await userUpdate(actor, { name: "Mira" });
    expect(vitals(actor)).toEqual({ hp: 0, mp: 8 });
  });

  it("a character made before this (never followed) and one after play are left as they are", async () => {
    const older = newCharacter({ system: { base: { body: 9, mind: 5 } } });
    await userUpdate(older, { name: "Old Mira" });
    expect(vitals(older)).toEqual({ hp: 0, mp: 0 });
    expect(older.writes).toHaveLength(1);
    const played = newCharacter({ system: { base: { body: 9, mind: 5 }, ...structuredClone(AFTER_PLAY) } });
    await created(played);
    expect(vitals(played)).toEqual({ hp: 0, mp: 0 });
    expect(played.writes).toEqual([]);
  });
});
