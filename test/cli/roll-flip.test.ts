import { describe, expect, it } from "vitest";
import { runCli as run } from "./run-cli.js";

describe("[#35.6] sw25 roll --flip (Change Fate, 運命変転)", () => {
  it('"2d6+3" --dice 1,2 --flip totals 14: the dice become 6 and 5', async () => {
    const r = await run(["roll", "2d6+3", "--dice", "1,2", "--flip"]);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")).toEqual([
      "(2D6+3) > 3[1,2]+3 > 6",
      "Change Fate: [1,2] → [6,5]",
      "(2D6+3) > 11[6,5]+3 > 14",
    ]);
  });

  it("--json says which dice were flipped; the roll is the flipped one", async () => {
    const r = await run(["roll", "2d6+3", "--dice", "1,2", "--flip", "--json"]);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({
      ok: true,
      total: 14,
      rolls: [{ dice: [6, 5], value: 11 }],
      flipped: { index: 0, from: [1, 2], to: [6, 5] },
    });
  });

  it("a 1-1 check flipped is an automatic success, and keeps the 50 experience of the 1-1 rolled", async () => {
    const r = await run(["roll", "2d6+3>=20", "--dice", "1,1", "--flip", "--json"]);
    expect(JSON.parse(r.out)).toMatchObject({
      total: 15,
      critical: true,
      fumble: false,
      success: true,
      experience: 50,
      flipped: { from: [1, 1], to: [6, 6] },
    });
    const text = await run(["roll", "2d6+3>=20", "--dice", "1,1", "--flip"]);
    expect(text.out.split("\n").at(-1)).toBe("(2D6+3>=20) > 12[6,6]+3 > 15 > automatic success");
  });

  it('"2d6+3" --dice 1,1 --flip (no target): the Change Fate line says 6-6 is an automatic success', async () => {
    const text = await run(["roll", "2d6+3", "--dice", "1,1", "--flip"]);
    expect(text.out.split("\n")).toEqual([
      "(2D6+3) > 2[1,1]+3 > 5",
      "Change Fate: [1,1] → [6,6] (6-6: an automatic success for a check)",
      "(2D6+3) > 12[6,6]+3 > 15",
    ]);
    const json = JSON.parse((await run(["roll", "2d6+3", "--dice", "1,1", "--flip", "--json"])).out);
    expect(json.flipped).toEqual({ index: 0, from: [1, 1], to: [6, 6], automatic: "success" });
    const ja = await run(["roll", "2d6+3", "--dice", "1,1", "--flip", "--lang", "ja"]);
    expect(ja.out.split("\n")[1]).toBe("運命変転：[1,1] → [6,6]（6ゾロ：判定なら自動成功）");
    // Turned the other way, 6-6 becomes 1-1: an automatic failure; 1,2 → 6,5 is neither.
    const down = JSON.parse((await run(["roll", "2d6+3", "--dice", "6,6", "--flip", "--json"])).out);
    expect(down.flipped.automatic).toBe("failure");
    const plain = JSON.parse((await run(["roll", "2d6+3", "--dice", "1,2", "--flip", "--json"])).out);
    expect(plain.flipped.automatic).toBeNull();
  });

  it("in Japanese: 運命変転 and 自動成功", async () => {
    const r = await run(["roll", "2d6+3>=20", "--dice", "1,1", "--flip", "--lang", "ja"]);
    expect(r.out.split("\n")).toEqual([
      "(2D6+3>=20) > 2[1,1]+3 > 5 > 自動失敗",
      "運命変転：[1,1] → [6,6]",
      "(2D6+3>=20) > 12[6,6]+3 > 15 > 自動成功",
    ]);
  });

  it("a power roll whose 1-1 is flipped rolls on with the next --dice: K20 1,1 → 6,6 crits, 3,3 reads 4", async () => {
    const r = await run(["roll", "K20", "--dice", "1,1,3,3", "--flip", "--json"]);
    expect(JSON.parse(r.out)).toMatchObject({
      total: 14,
      critical: true,
      fumble: false,
      rolls: [
        { dice: [6, 6], value: 10 },
        { dice: [3, 3], value: 4 },
      ],
      flipped: { index: 0, from: [1, 1], to: [6, 6] },
    });
  });

  it("without --flip the JSON contract is unchanged (no flipped field)", async () => {
    const r = await run(["roll", "2d6+3", "--dice", "1,2", "--json"]);
    expect(JSON.parse(r.out)).not.toHaveProperty("flipped");
  });

  it("refuses a roll that is not two plain dice, in either language, with exit 1", async () => {
    const en = await run(["roll", "3D6", "--dice", "1,2,3", "--flip"]);
    expect(en.code).toBe(1);
    expect(en.err).toContain("only a roll of two plain d6 can be turned over");
    const ja = await run(["roll", "3D6", "--dice", "1,2,3", "--flip", "--lang", "ja"]);
    expect(ja.err).toContain("運命変転で裏返せるのは");
  });

  it("a batch entry may ask for the flip", async () => {
    const batch = JSON.stringify([
      { notation: "2d6+3", dice: [1, 2], flip: true },
      { notation: "2d6", dice: [1, 2] },
    ]);
    const r = await run(["roll", "--batch", "b.json", "--json"], { "b.json": batch });
    const lines = JSON.parse(r.out);
    expect(lines[0]).toMatchObject({ total: 14, flipped: { from: [1, 2], to: [6, 5] } });
    expect(lines[1]).not.toHaveProperty("flipped");
  });
});
