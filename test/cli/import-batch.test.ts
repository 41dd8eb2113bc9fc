/**
 * `sw25 import` with several files or a folder: ytsheet2 characters, spells, techniques and items read in one go
 * with one report; and a single spell's or item's sheet. The sheets are our own invention, written with
 * ytsheet2's field names (_core/lib/sw2/edit-arts.pl, edit-item.pl).
 */
import { describe, expect, it } from "vitest";
import { fixtureText } from "../rules/import/fixtures.js";
import { runCli as run } from "./run-cli.js";

const json = (o: object) => JSON.stringify(o);
const spell = json({
  result: "OK",
  type: "a",
  category: "magic",
  magicClass: "真語魔法",
  magicName: "Test Spark",
  magicLevel: "4",
  magicCost: "MP6",
  magicRange: "2(30m)",
  magicForm: "射撃",
  magicResist: "半減",
  magicElement: "雷",
});
const rapier = json({
  result: "OK",
  type: "i",
  itemName: "Test Rapier",
  category: "〈ソード〉",
  weaponNum: "2",
  weapon1Usage: "1H",
  weapon1Rate: "13",
  weapon2Usage: "2H",
  weapon2Rate: "23",
});
const tune = json({
  result: "OK",
  type: "a",
  category: "magic",
  magicClass: "呪歌",
  magicName: "Test Tune",
  magicSongBasePoint: "⤴1",
});
const bard = json({ ...JSON.parse(fixtureText("character")), craftSong1: "Test Tune" });
const god = json({ result: "OK", type: "a", category: "god", godName: "G" });

describe("sw25 import FILE (a spell's or an item's ytsheet2 sheet)", () => {
  it("a spell: one line naming it; --json gives the spell with its school, MP, range, area, resistance, element", async () => {
    const r = await run(["import", "spark.json"], { "spark.json": spell });
    expect([r.code, r.out]).toEqual([0, "spell: Test Spark\nno warnings"]);
    const j = JSON.parse((await run(["import", "spark.json", "--json"], { "spark.json": spell })).out);
    expect(j).toMatchObject({ ok: true, kind: "spell", error: null });
    expect(j.item.system).toMatchObject({
      school: "truespeech",
      level: 4,
      mpCost: 6,
      range: 30,
      area: "shot",
      resistance: "half",
      element: "lightning",
    });
  });

  it("an item sheet with two usage rows: two weapons (ja names the type in Japanese)", async () => {
    const en = await run(["import", "rapier.json"], { "rapier.json": rapier });
    expect([en.code, en.out]).toEqual([0, "weapon: Test Rapier (1H)\nweapon: Test Rapier (2H)\nno warnings"]);
    const ja = await run(["--lang", "ja", "import", "rapier.json"], { "rapier.json": rapier });
    expect(ja.out.split("\n")[0]).toBe("武器：Test Rapier (1H)");
  });

  it("a god's sheet is refused in words, exit 1", async () => {
    const r = await run(["import", "god.json"], { "god.json": god });
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      "sw25 import: the file is a ytsheet2 arts sheet of a god and its special divine magic; a spell's or a class technique's arts sheet, an item sheet, or a character, monster or mount sheet is imported",
    );
  });
});

describe("sw25 import DIR / FILE FILE...: many at once, one report", () => {
  const folder = {
    "exports/bard.json": bard,
    "exports/arts/tune.json": tune,
    "exports/items/rapier.json": rapier,
    "exports/arts/spark.json": spell,
    "exports/notes.txt": "not a sheet",
  };

  it("a folder: every .json in it (sorted), the character's song filled from its arts sheet, one count", async () => {
    const r = await run(["import", "exports"], folder);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines.filter((l) => !l.startsWith("  "))).toEqual([
      "exports/arts/spark.json: spell: Test Spark",
      'exports/arts/tune.json: technique "Test Tune" (Spellsong)',
      expect.stringMatching(/^exports\/bard\.json: character ".+" with \d+ item\(s\)$/),
      "exports/items/rapier.json: weapon: Test Rapier (1H), weapon: Test Rapier (2H)",
      expect.stringMatching(/^4 file\(s\): 5 document\(s\) read, 0 refused, \d+ warning\(s\)$/),
    ]);
    expect(r.out).toContain("Test Tune: cost, gain and text taken from the arts sheet of the same name");
    const j = JSON.parse((await run(["import", "exports", "--json"], folder)).out);
    expect(j.ok).toBe(true);
    const song = j.files[2].actor.items.find((i: { name: string }) => i.name === "Test Tune");
    expect(song.system.gain).toMatchObject({ amount: 1, resource: "songUp" });
  });

  it("several files, one refused: the others are read, the refusal is named, exit 1", async () => {
    const r = await run(["import", "spark.json", "god.json", "missing.json"], {
      "spark.json": spell,
      "god.json": god,
    });
    expect(r.code).toBe(1);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe("spark.json: spell: Test Spark");
    expect(lines[1]).toMatch(/^god\.json: refused: the file is a ytsheet2 arts sheet of a god/);
    expect(lines[2]).toMatch(/^missing\.json: refused: cannot read missing\.json/);
    expect(lines[3]).toBe("3 file(s): 1 document(s) read, 2 refused, 0 warning(s)");
    const ja = await run(["--lang", "ja", "import", "spark.json", "god.json"], {
      "spark.json": spell,
      "god.json": god,
    });
    expect(ja.out.split("\n")[1]).toMatch(/^god\.json：読み込めません：ゆとシート2の神格/);
  });
});
