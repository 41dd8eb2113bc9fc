/**
 * ytsheet2's own sheet of one technique (its 魔法・技芸 "arts" sheet, `type` "a"): the only place ytsheet2 records a
 * 呪歌's 基礎楽素, 巧奏値 and 追加楽素, a 終律's 楽素 cost and a 鼓咆's or 陣率's 陣気 (its character sheet holds
 * the names only). The sheets here are invented, written field by field as ytsheet2's arts form names them
 * (yutorize/ytsheet2, _core/lib/sw2/edit-arts.pl); no rulebook technique is reproduced.
 */
import { describe, expect, it } from "vitest";
import { gainFor } from "../../../src/rules/character/techniques/technique-costs.js";
import {
  exportArtsSheet,
  importArtsSheet,
  isArtsSheet,
  readNotes,
} from "../../../src/rules/import/techniques.js";

const arts = (fields: Record<string, string>) => ({
  result: "OK",
  type: "a",
  category: "magic",
  ...fields,
});

const song = arts({
  magicClass: "呪歌",
  magicName: "Test Song",
  magicLevel: "5",
  magicActionTypeMajor: "1",
  magicSongBasePoint: "⤴1",
  magicSongSetPoint: "10",
  magicSongAddPoint: "⤴2",
  magicEffect: "line one&lt;br&gt;line <two>",
});
const finale = arts({ magicClass: "終律", magicName: "Test Finale", magicLevel: "1", magicCost: "♡3" });
const stratagem = arts({
  magicClass: "鼓咆",
  magicName: "Test Stratagem",
  magicLevel: "1",
  magicActionTypeMinor: "1",
  magicCommandCost: "1",
  magicCommandCharge: "2",
});
const formation = arts({ magicClass: "陣率", magicName: "Test Formation", magicCommandCost: "3" });

const system = (sheet: unknown) => importArtsSheet(sheet).item?.system as Record<string, unknown>;
const systemOf = (item: { system: Record<string, unknown> } | null) => item?.system;

describe("a ytsheet2 arts sheet → a technique with its amounts", () => {
  it("a 呪歌: 基礎楽素 ⤴1 → gain 1 songUp, 巧奏値 10 → threshold, 追加楽素 ⤴2 → bonus 2; level, timing, effect", () => {
    const result = importArtsSheet(song);
    expect(result).toMatchObject({ ok: true, warnings: [], error: null });
    expect(result.item).toMatchObject({ name: "Test Song", type: "technique" });
    expect(system(song)).toEqual({
      kind: "song",
      classId: "bard",
      level: 5,
      timing: "major",
      cost: { amount: 0, resource: "none", cardColour: "red", cardRank: "B" },
      gain: { amount: 1, resource: "songUp", threshold: 10, bonus: 2 },
      duration: { value: 1, units: "instant" },
      mount: "",
      target: "",
      description: "<p>line one<br>line &lt;two&gt;</p>",
    });
  });

  it("the imported song, used: total 9 gains 1, total 10 (its 巧奏値) gains 3", () => {
    const gain = system(song).gain as {
      amount: number;
      resource: "songUp";
      threshold: number;
      bonus: number;
    };
    expect(gainFor(gain, 9).amount).toBe(1);
    expect(gainFor(gain, 10).amount).toBe(3);
  });

  it("a 終律: 消費 ♡3 → cost 3 songHeart, no gain", () => {
    expect(system(finale)).toMatchObject({
      kind: "finale",
      classId: "bard",
      cost: { amount: 3, resource: "songHeart" },
      gain: { amount: 0, resource: "none", threshold: 0, bonus: 0 },
    });
  });

  it("a 鼓咆: 陣気コスト 1 → cost 1 morale, 陣気蓄積 2 → gain 2 morale; a 陣率: 陣気コスト 3 → cost only", () => {
    expect(system(stratagem)).toMatchObject({
      kind: "command",
      classId: "tactician",
      timing: "minor",
      cost: { amount: 1, resource: "morale" },
      gain: { amount: 2, resource: "morale" },
    });
    expect(system(formation)).toMatchObject({
      kind: "formation",
      cost: { amount: 3, resource: "morale" },
      gain: { amount: 0, resource: "none" },
    });
  });

  it("ytsheet2's other symbols and full-width digits read alike (↑ ↓ ❤, ２); なし and empty are nothing, silently", () => {
    expect(readNotes("↑1")).toEqual({ resource: "songUp", amount: 1 });
    expect(readNotes("↓２")).toEqual({ resource: "songDown", amount: 2 });
    expect(readNotes("❤ 1")).toEqual({ resource: "songHeart", amount: 1 });
    for (const none of ["", "なし", "―", "-", "0", "⤴0"])
      expect(readNotes(none)).toEqual({ resource: "none", amount: 0 });
    const quiet = importArtsSheet(
      arts({ magicClass: "呪歌", magicName: "Quiet", magicSongBasePoint: "なし" }),
    );
    expect(quiet.warnings).toEqual([]);
    expect(systemOf(quiet.item)?.gain).toEqual({
      amount: 0,
      resource: "none",
      threshold: 0,
      bonus: 0,
    });
  });
});

describe("bad or missing amounts: that part gains or costs nothing, one warning names every field", () => {
  it("a bare symbol, two kinds at once and plain text are unreadable", () => {
    expect(readNotes("⤴")).toBeNull();
    expect(readNotes("⤴1⤵1")).toBeNull();
    expect(readNotes("⤴⤵")).toBeNull();
    expect(readNotes("lots")).toBeNull();
  });

  it("a song with an unreadable base, threshold and extra: nothing gained, ONE warning naming all three", () => {
    const bad = arts({
      magicClass: "呪歌",
      magicName: "Broken Song",
      magicSongBasePoint: "⤴⤵",
      magicSongSetPoint: "high",
      magicSongAddPoint: "♡",
    });
    const result = importArtsSheet(bad);
    expect(result.ok).toBe(true);
    expect(systemOf(result.item)?.gain).toEqual({
      amount: 0,
      resource: "none",
      threshold: 0,
      bonus: 0,
    });
    expect(result.warnings).toEqual([
      {
        code: "TechniqueAmountsUnreadable",
        message: expect.any(String),
        params: {
          name: "Broken Song",
          fields: 'magicSongBasePoint "⤴⤵", magicSongSetPoint "high", magicSongAddPoint "♡"',
        },
      },
    ]);
  });

  it("an extra of another kind than the base: the base is kept, the extra is not (our gain adds one kind), warned", () => {
    const mixed = importArtsSheet(
      arts({
        magicClass: "呪歌",
        magicName: "Mixed",
        magicSongBasePoint: "⤴1",
        magicSongSetPoint: "9",
        magicSongAddPoint: "♡1",
      }),
    );
    expect(systemOf(mixed.item)?.gain).toEqual({
      amount: 1,
      resource: "songUp",
      threshold: 9,
      bonus: 0,
    });
    expect(mixed.warnings.map((w) => w.params?.fields)).toEqual(['magicSongAddPoint "♡1"']);
  });

  it("an extra with no 巧奏値 could never be reached: the missing threshold is named", () => {
    const result = importArtsSheet(
      arts({ magicClass: "呪歌", magicName: "No Bar", magicSongBasePoint: "⤵1", magicSongAddPoint: "⤵1" }),
    );
    expect(result.warnings.map((w) => w.params?.fields)).toEqual(['magicSongSetPoint ""']);
  });

  it("a finale's unreadable cost and a stratagem's text 陣気: cost and gain nothing, one warning each sheet", () => {
    const f = importArtsSheet(arts({ magicClass: "終律", magicName: "F", magicCost: "MP3" }));
    expect(systemOf(f.item)?.cost).toMatchObject({ amount: 0, resource: "none" });
    expect(f.warnings).toHaveLength(1);
    const c = importArtsSheet(
      arts({ magicClass: "鼓咆", magicName: "C", magicCommandCost: "x", magicCommandCharge: "-2" }),
    );
    expect(c.item?.system).toMatchObject({
      cost: { amount: 0, resource: "none" },
      gain: { amount: 0, resource: "none" },
    });
    expect(c.warnings.map((w) => w.params?.fields)).toEqual([
      'magicCommandCost "x", magicCommandCharge "-2"',
    ]);
  });

  it("not a technique's arts sheet (a spell, a god, no sheet): an error value, no item", () => {
    expect(importArtsSheet(arts({ magicClass: "真語魔法", magicName: "Bolt" }))).toMatchObject({
      ok: false,
      item: null,
      error: { code: "NotTechniqueArts" },
    });
    expect(importArtsSheet({ ...song, category: "god" })).toMatchObject({ ok: false });
    expect(importArtsSheet({ characterName: "x" })).toMatchObject({
      ok: false,
      error: { code: "NotArtsSheet" },
    });
    expect(importArtsSheet(null)).toMatchObject({ ok: false });
    expect(importArtsSheet([song])).toMatchObject({ ok: false });
    expect(isArtsSheet(song)).toBe(true);
    expect(isArtsSheet({ type: "m" })).toBe(false);
  });
});

describe("round trip: technique → arts fields → the same technique", () => {
  it.each([
    ["a song", song],
    ["a finale", finale],
    ["a stratagem", stratagem],
    ["a formation", formation],
  ])("%s", (_label, sheet) => {
    const first = importArtsSheet(sheet);
    if (!first.item) throw new Error("import failed");
    const out = exportArtsSheet(first.item);
    const again = importArtsSheet(out);
    expect(again.item).toEqual(first.item);
    expect(again.warnings).toEqual([]);
  });

  it("the song's fields as ytsheet2 names them: ⤴1, 10, ⤴2, and the effect's line break", () => {
    const item = importArtsSheet(song).item;
    if (!item) throw new Error("import failed");
    expect(exportArtsSheet(item)).toEqual({
      type: "a",
      category: "magic",
      magicClass: "呪歌",
      magicName: "Test Song",
      magicLevel: "5",
      magicActionTypeMajor: "1",
      magicSongBasePoint: "⤴1",
      magicSongSetPoint: "10",
      magicSongAddPoint: "⤴2",
      magicEffect: "line one<br>line <two>",
    });
  });

  it("a stratagem's cost and gain go to 陣気コスト and 陣気蓄積", () => {
    const item = importArtsSheet(stratagem).item;
    if (!item) throw new Error("import failed");
    expect(exportArtsSheet(item)).toMatchObject({ magicCommandCost: "1", magicCommandCharge: "2" });
  });
});
