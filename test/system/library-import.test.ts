/**
 * ytsheet2 arts and item sheets through the import dialog (a pick or a drop), several files at once with one
 * report, and a character imported with the arts sheets of its techniques. The ports stand in for Foundry
 * (`Actor.implementation.create`, `Item.implementation.create` with or without `{ pack }`, notifications, a
 * whispered card), as test/system/ytsheet-import.test.ts does. The sheets are our own invention, written with
 * ytsheet2's field names (_core/lib/sw2/edit-arts.pl, edit-item.pl).
 */
import { describe, expect, it, vi } from "vitest";
import type { ActorSource, ItemSource } from "../../src/rules/import/index.js";
import { type ImportPorts, importFile, importPicked } from "../../src/system/import/ytsheet-import.js";
import { fixture } from "../rules/import/fixtures.js";
import { langFile } from "./fixtures/lang-file.js";

function ports(lang: "en" | "ja" = "en") {
  const notes: [string, string][] = [];
  const whispers: string[] = [];
  const items: ItemSource[] = [];
  const actors: ActorSource[] = [];
  const p: ImportPorts = {
    t: langFile(lang),
    create: vi.fn(async (source: ActorSource) => void actors.push(source)),
    createItem: async (source) => void items.push(source),
    notify: (level, message) => void notes.push([level, message]),
    whisper: async (html) => void whispers.push(html),
  };
  return { p, notes, whispers, items, actors };
}

const json = (o: object) => JSON.stringify(o);
const rapier = json({
  result: "OK",
  type: "i",
  itemName: "Test Rapier",
  category: "〈ソード〉",
  price: "2400",
  weaponNum: "2",
  weapon1Usage: "1H",
  weapon1Reqd: "8",
  weapon1Acc: "+1",
  weapon1Rate: "13",
  weapon1Crit: "9",
  weapon2Usage: "2H",
  weapon2Reqd: "8",
  weapon2Acc: "+1",
  weapon2Rate: "23",
  weapon2Crit: "9",
});
const tune = json({
  result: "OK",
  type: "a",
  category: "magic",
  magicClass: "呪歌",
  magicName: "Test Tune",
  magicSongBasePoint: "⤴1",
  magicSongSing: "1",
});
const god = json({ result: "OK", type: "a", category: "god", godName: "A God" });
const bard = json({ ...fixture("character"), craftSong1: "Test Tune" });

describe("an item sheet in the import dialog", () => {
  it("the rapier's two usage rows become two weapon Items; no actor; a notice naming them", async () => {
    const { p, notes, items } = ports();
    expect(await importFile("rapier.json", rapier, p)).toBe(true);
    expect(items.map((i) => [i.name, i.type, i.system.usage, i.system.price])).toEqual([
      ["Test Rapier (1H)", "weapon", "1H", 2400],
      ["Test Rapier (2H)", "weapon", "2H", 2400],
    ]);
    expect(p.create).not.toHaveBeenCalled();
    expect(notes).toEqual([
      ["info", "Imported Test Rapier (1H) (Weapon), Test Rapier (2H) (Weapon) into the Items directory."],
    ]);
  });

  it("dropped on an actor's sheet (itemsTo): the notice names the actor, not the Items directory", async () => {
    const { p, notes, items } = ports("ja");
    expect(await importFile("tune.json", tune, { ...p, itemsTo: "Kiri" })).toBe(true);
    expect(items.map((i) => i.type)).toEqual(["technique"]);
    expect(notes[0]).toEqual(["info", "Test Tune（技芸）をKiriに読み込みました。"]);
  });

  it("a god's arts sheet is refused saying what it is and what is accepted (ja, no raw type code)", async () => {
    const { p, notes, items } = ports("ja");
    expect(await importFile("god.json", god, p)).toBe(false);
    expect(items).toEqual([]);
    expect(notes[0]?.[1]).toBe(
      "god.jsonからは何も読み込んでいません：ゆとシート2の神格（と特殊神聖魔法）のシートで、このシステムには対応するアイテムがありません。読み込めるのは魔法か技芸の魔法・技芸シート、アイテムシート、キャラクター・魔物・騎獣のシートです。",
    );
    expect(notes[0]?.[1]).not.toMatch(/（a）|（i）/);
  });

  it("Foundry refusing the second weapon: the first is deleted again (all or none)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { p, notes } = ports();
    const deleted: string[] = [];
    let n = 0;
    const createItem = async (source: ItemSource) => {
      n++;
      if (n === 2) throw new Error("validation");
      return { delete: async () => void deleted.push(source.name) };
    };
    expect(await importFile("rapier.json", rapier, { ...p, createItem })).toBe(false);
    expect(deleted).toEqual(["Test Rapier (1H)"]);
    expect(notes.at(-1)?.[0]).toBe("error");
  });
});

describe("several files at once: one report", () => {
  it("a character, its song's arts sheet, an item and a refused god: made in one go, ONE whispered report", async () => {
    const { p, notes, whispers, items, actors } = ports();
    await importPicked(
      [
        { file: "bard.json", text: bard },
        { file: "tune.json", text: tune },
        { file: "rapier.json", text: rapier },
        { file: "god.json", text: god },
      ],
      p,
    );
    expect(items.map((i) => i.name)).toEqual(["Test Tune", "Test Rapier (1H)", "Test Rapier (2H)"]);
    expect(actors.map((a) => a.name)).toHaveLength(1);
    // The character's song, listed by name only, took its 楽素 from the arts sheet imported with it.
    const song = actors[0]?.items.find((i) => i.name === "Test Tune");
    expect(song?.system).toMatchObject({ kind: "song", gain: { amount: 1, resource: "songUp" } });
    expect(whispers).toHaveLength(1);
    expect(whispers[0]).toContain("<h3>ytsheet2 import of 4 file(s)</h3>");
    expect(whispers[0]).toContain("<li>tune.json: Test Tune<ul><li>Test Tune: magicSongSing have no field");
    expect(whispers[0]).toContain("god.json: nothing imported: the file is a ytsheet2 arts sheet of a god");
    expect(whispers[0]).toContain(
      "Test Tune: cost, gain and text were taken from the arts sheet of the same name",
    );
    expect(notes.at(-1)).toEqual([
      "warn",
      `4 file(s): 4 document(s) made, 1 file(s) refused, ${(whispers[0]?.match(/<li>/g)?.length ?? 0) - 4} warning(s); the report is whispered to you in the chat.`,
    ]);
    // No per-file warning notice in a batch: only the summary warns.
    expect(notes.filter(([level]) => level === "warn")).toHaveLength(1);
  });

  it("one file alone keeps its own notices and whisper (no batch report)", async () => {
    const { p, whispers } = ports();
    await importPicked([{ file: "tune.json", text: tune }], p);
    expect(whispers).toHaveLength(1);
    expect(whispers[0]).toContain("ytsheet2 import of Test Tune: warnings");
  });
});

describe("into a compendium of the user's own", () => {
  // Faked as the public API documents them: `game.packs` is a Collection of CompendiumCollection (each with
  // `collection`, `documentName`, `metadata.label`, `metadata.packageType`), and the static
  // `CompendiumCollection.createCompendium(metadata)` makes a world compendium
  // (https://foundryvtt.com/api/classes/foundry.documents.collections.CompendiumCollection.html).
  const g = globalThis as unknown as { game?: unknown; foundry?: unknown };
  function fakeFoundry(
    existing: { collection: string; documentName: string; label: string; packageType: string }[],
  ) {
    const made: object[] = [];
    g.game = {
      packs: new Map(
        existing.map((p) => [
          p.collection,
          {
            collection: p.collection,
            documentName: p.documentName,
            metadata: { label: p.label, packageType: p.packageType },
          },
        ]),
      ),
    };
    g.foundry = {
      documents: {
        collections: {
          CompendiumCollection: {
            createCompendium: async (metadata: { label: string; type: string }) => {
              made.push(metadata);
              return { collection: `world.${metadata.type.toLowerCase()}-${made.length}` };
            },
          },
        },
      },
    };
    return made;
  }

  it("an existing world compendium of that label and type is used; otherwise one is made, once", async () => {
    const { lazyPack, worldPack } = await import("../../src/system/import/ytsheet-import.js");
    const saved = { game: g.game, foundry: g.foundry };
    try {
      const made = fakeFoundry([
        {
          collection: "world.mine-actors",
          documentName: "Actor",
          label: "Mine (actors)",
          packageType: "world",
        },
        // Same label but a system's pack, or another type: not ours to fill.
        { collection: "swordworld25.x", documentName: "Item", label: "Mine (items)", packageType: "system" },
      ]);
      expect(await worldPack("Mine (actors)", "Actor")).toBe("world.mine-actors");
      const items = lazyPack("Mine (items)", "Item");
      expect(await items()).toBe("world.item-1");
      expect(await items()).toBe("world.item-1");
      expect(made).toEqual([{ label: "Mine (items)", type: "Item" }]);
    } finally {
      g.game = saved.game;
      g.foundry = saved.foundry;
    }
  });
});
