/**
 * Issue 35 item 4: sword shards (剣のかけら). A monster's shards add 5 HP and 1 MP each and
 * +ceil(shards / 5) to Fortitude and Willpower (at most +4); the honour they give is 1d per shard.
 */
import { describe, expect, it } from "vitest";
import {
  rollShardHonor,
  shardBonus,
  withShards,
} from "../../../../src/rules/character/supplies/sword-shards.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";

describe("[#35 shards] what shards add to a monster", () => {
  it("0, 1, 5, 6, 20 and 23 shards: HP ×5, MP ×1, resistances +1 per started 5, at most +4", () => {
    expect(shardBonus(0)).toEqual({ hp: 0, mp: 0, resistance: 0 });
    expect(shardBonus(1)).toEqual({ hp: 5, mp: 1, resistance: 1 });
    expect(shardBonus(5)).toEqual({ hp: 25, mp: 5, resistance: 1 });
    expect(shardBonus(6)).toEqual({ hp: 30, mp: 6, resistance: 2 });
    expect(shardBonus(20)).toEqual({ hp: 100, mp: 20, resistance: 4 });
    expect(shardBonus(23)).toEqual({ hp: 115, mp: 23, resistance: 4 });
  });

  const block = {
    fortitude: 4,
    willpower: 5,
    sections: [
      { name: "Head", core: false, hp: { value: 20, max: 20 }, mp: { value: null, max: null } },
      { name: "Body", core: true, hp: { value: 12, max: 30 }, mp: { value: 8, max: 10 } },
    ],
  };

  it("the GM sets 3 shards: the core section +15 HP (value and max) and +3 MP, resistances +1", () => {
    const next = withShards(block, 0, 3);
    expect(next.ok && next.value).toEqual({
      fortitude: 5,
      willpower: 6,
      sections: [
        block.sections[0],
        { name: "Body", core: true, hp: { value: 27, max: 45 }, mp: { value: 11, max: 13 } },
      ],
    });
  });

  it("from 3 to 7 shards adds only the difference; back to 0 gives the block it started from", () => {
    const three = withShards(block, 0, 3);
    if (!three.ok) throw new Error("refused");
    const seven = withShards(three.value, 3, 7);
    expect(seven.ok && seven.value.sections[1]).toEqual({
      name: "Body",
      core: true,
      hp: { value: 47, max: 65 },
      mp: { value: 15, max: 17 },
    });
    expect(seven.ok && [seven.value.fortitude, seven.value.willpower]).toEqual([6, 7]);
    if (!seven.ok) throw new Error("refused");
    expect(withShards(seven.value, 7, 0)).toEqual({ ok: true, value: block });
  });

  it("without a core section the first takes them; a section without MP gains none", () => {
    const plain = { ...block, sections: block.sections.slice(0, 1) };
    const next = withShards(plain, 0, 2);
    expect(next.ok && next.value.sections[0]).toEqual({
      name: "Head",
      core: false,
      hp: { value: 30, max: 30 },
      mp: { value: null, max: null },
    });
  });

  it("refused: a negative or fractional count, a monster without sections", () => {
    expect(withShards(block, 0, -1).ok).toBe(false);
    expect(withShards(block, 0, 1.5).ok).toBe(false);
    const none = withShards({ ...block, sections: [] }, 0, 2);
    expect(!none.ok && none.error.code).toBe("ShardsNoSection");
  });
});

describe("[#35 shards] the honour the shards give", () => {
  it("3 shards roll 3d: 4, 1, 6 → 11", () => {
    expect(rollShardHonor(3, fixedDice([4, 1, 6]))).toEqual({
      ok: true,
      value: { shards: 3, dice: [4, 1, 6], total: 11 },
    });
  });

  it("0 shards roll nothing: 0 honour", () => {
    expect(rollShardHonor(0, fixedDice([]))).toEqual({ ok: true, value: { shards: 0, dice: [], total: 0 } });
  });

  it("a bad count is refused before any die is rolled", () => {
    const dice = fixedDice([6]);
    expect(rollShardHonor(-2, dice).ok).toBe(false);
    expect(rollShardHonor(Number.NaN, dice).ok).toBe(false);
    expect(rollShardHonor(1001, dice).ok).toBe(false);
    expect(dice.used).toBe(0);
  });
});
