/**
 * `sw25 import` with a ytsheet2 arts sheet (魔法・技芸, `type` "a") of one class technique: the technique item
 * with its cost and gain, as the import dialog makes it. The sheets are invented, field by field as ytsheet2's
 * arts form names them.
 */
import { describe, expect, it } from "vitest";
import { runCli as run } from "./run-cli.js";

const arts = (fields: Record<string, string>) =>
  JSON.stringify({ result: "OK", type: "a", category: "magic", ...fields });

const song = arts({
  magicClass: "呪歌",
  magicName: "Test Song",
  magicLevel: "5",
  magicSongBasePoint: "⤴1",
  magicSongSetPoint: "10",
  magicSongAddPoint: "⤴2",
});

describe("sw25 import FILE (a ytsheet2 arts sheet of a technique)", () => {
  it("--json gives the technique with its gain, threshold and extra", async () => {
    const r = await run(["import", "song.json", "--json"], { "song.json": song });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({
      ok: true,
      warnings: [],
      error: null,
      item: { name: "Test Song", type: "technique" },
    });
    expect(json.item.system.gain).toEqual({ amount: 1, resource: "songUp", threshold: 10, bonus: 2 });
  });

  it("prints one line naming it, in English and in Japanese", async () => {
    const en = await run(["import", "song.json"], { "song.json": song });
    expect([en.code, en.out]).toEqual([0, 'technique "Test Song" (Spellsong)\nno warnings']);
    const ja = await run(["--lang", "ja", "import", "song.json"], { "song.json": song });
    expect(ja.code).toBe(0);
    expect(ja.out.split("\n")[0]).toBe("技芸「Test Song」（呪歌）");
  });

  it("an unreadable amount is imported as nothing, with its warning", async () => {
    const odd = arts({
      magicClass: "鼓咆",
      magicName: "Odd",
      magicCommandCost: "x",
      magicCommandCharge: "2",
    });
    const r = await run(["import", "odd.json"], { "odd.json": odd });
    expect(r.code).toBe(0);
    expect(r.out.split("\n")).toHaveLength(2);
    expect(r.out.split("\n")[1]).toMatch(/^warning: /);
  });

  it("a spell's arts sheet is a spell now (test/cli/import-batch.test.ts); a school's is refused, exit 1", async () => {
    const spell = arts({ magicClass: "真語魔法", magicName: "Test Bolt" });
    expect((await run(["import", "spell.json"], { "spell.json": spell })).code).toBe(0);
    const school = JSON.stringify({ result: "OK", type: "a", category: "school", schoolName: "S" });
    const r = await run(["import", "school.json"], { "school.json": school });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^sw25 import: the file is a ytsheet2 arts sheet of a school/);
  });
});
