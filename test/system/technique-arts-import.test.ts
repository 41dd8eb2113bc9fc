/**
 * A ytsheet2 arts sheet of a class technique dropped on (or picked by) the Import button: one world technique
 * Item with its amounts, or nothing. The ports stand in for Foundry (`Item.implementation.create`, notifications,
 * a whispered card), as test/system/ytsheet-import.test.ts does for actors.
 */
import { describe, expect, it, vi } from "vitest";
import type { ItemSource } from "../../src/rules/import/index.js";
import { type ImportPorts, importFile } from "../../src/system/import/ytsheet-import.js";
import { langFile } from "./fixtures/lang-file.js";

function ports(lang: "en" | "ja" = "en", createItem?: ImportPorts["createItem"]) {
  const notes: [string, string][] = [];
  const whispers: string[] = [];
  const made: ItemSource[] = [];
  const p: ImportPorts = {
    t: langFile(lang),
    create: vi.fn(async () => ({})),
    createItem: createItem ?? (async (source) => void made.push(source)),
    notify: (level, message) => void notes.push([level, message]),
    whisper: async (html) => void whispers.push(html),
  };
  return { p, notes, whispers, made };
}

const song = JSON.stringify({
  result: "OK",
  type: "a",
  category: "magic",
  magicClass: "呪歌",
  magicName: "Test Song",
  magicLevel: "3",
  magicSongBasePoint: "⤵1",
  magicSongSetPoint: "11",
  magicSongAddPoint: "⤵1",
});

describe("importing a technique's ytsheet2 arts sheet", () => {
  it("creates one technique Item with its 楽素, threshold and extra; no actor; a localized notice", async () => {
    const { p, notes, made } = ports();
    expect(await importFile("song.json", song, p)).toBe(true);
    expect(p.create).not.toHaveBeenCalled();
    expect(made).toHaveLength(1);
    expect(made[0]?.system).toMatchObject({
      kind: "song",
      classId: "bard",
      level: 3,
      gain: { amount: 1, resource: "songDown", threshold: 11, bonus: 1 },
    });
    expect(notes).toEqual([
      [
        "info",
        "Imported the technique Test Song (Spellsong) into the Items directory; drag it onto a character.",
      ],
    ]);
  });

  it("an unreadable amount: the item is made gaining nothing for it, one warning whispered (ja)", async () => {
    const bad = JSON.stringify({ ...JSON.parse(song), magicSongBasePoint: "⤴⤵" });
    const { p, notes, whispers, made } = ports("ja");
    expect(await importFile("bad.json", bad, p)).toBe(true);
    expect(made[0]?.system.gain).toEqual({ amount: 0, resource: "songDown", threshold: 11, bonus: 1 });
    expect(notes[1]?.[0]).toBe("warn");
    expect(whispers).toHaveLength(1);
    expect(whispers[0]).toContain(
      '<li>Test Song：magicSongBasePoint "⤴⤵"を読めないため、技芸に設定するまでその分の消費・獲得はありません。</li>',
    );
  });

  it("Foundry refusing the item: reported, nothing else written", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { p, notes } = ports("en", async () => {
      throw new Error("validation");
    });
    expect(await importFile("song.json", song, p)).toBe(false);
    expect(notes).toEqual([
      [
        "error",
        "Nothing was imported from song.json: Foundry refused to create the item; the browser console (F12) has the details.",
      ],
    ]);
  });

  it("a spell's arts sheet is now a spell Item (no technique, no actor)", async () => {
    const spell = JSON.stringify({
      result: "OK",
      type: "a",
      category: "magic",
      magicClass: "真語魔法",
      magicName: "X",
    });
    const { p, notes, made } = ports();
    expect(await importFile("spell.json", spell, p)).toBe(true);
    expect(made.map((i) => [i.name, i.type])).toEqual([["X", "spell"]]);
    expect(p.create).not.toHaveBeenCalled();
    expect(notes).toEqual([["info", "Imported X (Spell) into the Items directory."]]);
  });
});
