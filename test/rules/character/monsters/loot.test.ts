import { describe, expect, it } from "vitest";
import {
  parseLootRange,
  pickLoot,
  rollLoot,
  rollLootFor,
} from "../../../../src/rules/character/monsters/loot.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { fc } from "../../../fc.js";

const table = [
  { roll: "always", item: "Fang" },
  { roll: "2-9", item: "Nothing" },
  { roll: "10+", item: "Gem" },
];

describe("loot", () => {
  it("[FLOW-07] rolls once per defeated monster, each 2d + bonus against the rows", () => {
    const rows = [
      { roll: "always", item: "shell" },
      { roll: "2-7", item: "nothing" },
      { roll: "8+", item: "venom sac" },
    ];
    const result = rollLootFor(rows, 1, 2, fixedDice([3, 3, 4, 3]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((r) => [r.dice, r.total, r.rolled?.item, r.always.length])).toEqual([
      [[3, 3], 7, "nothing", 1],
      [[4, 3], 8, "venom sac", 1],
    ]);
  });

  it("[FLOW-07] refuses a count outside 1..99 and reports exhausted dice, as error values", () => {
    for (const count of [0, -1, 1.5, 100, Number.NaN]) {
      const result = rollLootFor([], 0, count, fixedDice([1, 1]));
      expect(result.ok ? "" : result.error.code).toBe("LootCountInvalid");
    }
    const short = rollLootFor([], 0, 2, fixedDice([1, 1, 2]));
    expect(short.ok ? "" : short.error.code).toBe("DiceExhausted");
  });

  it("[FLOW-07] reads always, single numbers, ranges and open ranges", () => {
    expect(parseLootRange("always")).toEqual({ ok: true, value: { kind: "always" } });
    expect(parseLootRange("自動")).toEqual({ ok: true, value: { kind: "always" } });
    expect(parseLootRange("7")).toEqual({ ok: true, value: { kind: "range", min: 7, max: 7 } });
    expect(parseLootRange(" 2 - 9 ")).toEqual({ ok: true, value: { kind: "range", min: 2, max: 9 } });
    expect(parseLootRange("２～９")).toEqual({ ok: true, value: { kind: "range", min: 2, max: 9 } });
    expect(parseLootRange("10+")).toEqual({
      ok: true,
      value: { kind: "range", min: 10, max: Number.POSITIVE_INFINITY },
    });
  });

  it("[FLOW-07] refuses what it cannot read, as an error value", () => {
    for (const bad of ["", "-9", "9-2", "lots", "2d"]) {
      const result = parseLootRange(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code: "LootRangeInvalid", rule: "FLOW-07" });
    }
  });

  it("[FLOW-07] picks the row for a 2d total at the boundaries, always rows every time", () => {
    expect(pickLoot(table, 9).rolled?.item).toBe("Nothing");
    expect(pickLoot(table, 10).rolled?.item).toBe("Gem");
    expect(pickLoot(table, 15).rolled?.item).toBe("Gem");
    expect(pickLoot(table, 9).always.map((row) => row.item)).toEqual(["Fang"]);
    expect(pickLoot([{ roll: "3-5" }], 2).rolled).toBeNull();
    expect(pickLoot([{ roll: "oops" }, { roll: "2+" }], 4)).toMatchObject({
      invalid: [{ roll: "oops" }],
      rolled: { roll: "2+" },
    });
  });

  it("[FLOW-07] rolls 2d + bonus with injected dice (Treasure Hunt +1 turns 9 into 10)", () => {
    const plain = rollLoot(table, 0, fixedDice([4, 5]));
    expect(plain.ok && plain.value.rolled?.item).toBe("Nothing");
    const hunted = rollLoot(table, 1, fixedDice([4, 5]));
    expect(hunted.ok && hunted.value).toMatchObject({ total: 10, dice: [4, 5], rolled: { item: "Gem" } });
    const empty = rollLoot(table, 0, fixedDice([3]));
    expect(empty.ok).toBe(false);
  });

  it("[FLOW-07] a partition of 2..12 gives exactly one row for every total", () => {
    const rows = [{ roll: "2-6" }, { roll: "7" }, { roll: "8-9" }, { roll: "10+" }];
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), (total) => {
        const hits = rows.filter((row) => pickLoot([row], total).rolled !== null);
        expect(hits).toHaveLength(1);
        expect(pickLoot(rows, total).rolled).toBe(hits[0]);
      }),
    );
  });
});
