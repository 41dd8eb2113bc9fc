/**
 * Issue 35 item 2: a spell cast from the Battle Board paid with MP and stones (魔晶石, マナチャージクリスタル).
 * The pure pricing the GM's client runs on the caster's own stones before the reducer sees the cast: the
 * stones pay part of the cost, the reducer is handed the cast with the MP part only.
 */
import { describe, expect, it } from "vitest";
import type { StoneStock } from "../../../../src/rules/character/supplies/mana-stones.js";
import type { BattleEvent, SpellSpec } from "../../../../src/rules/combat/events.js";
import { castMpCost, stonePaidCast } from "../../../../src/rules/combat/turn/stone-cast.js";

const spark: SpellSpec = { name: "Spark", range: 30, area: { shape: "shot" }, mpCost: 5 };
const cast: BattleEvent = {
  type: "major",
  actorId: "Bram",
  action: { kind: "cast", spell: spark, targetId: "GobA" },
};
const magic: BattleEvent = {
  type: "minor",
  actorId: "Bram",
  action: { kind: "magic", spell: { ...spark, mpCost: 3 } },
};
const stones: StoneStock[] = [
  { id: "st3", kind: "manaStone", points: 3, count: 2 },
  { id: "cr2", kind: "manaCrystal", points: 2, count: 1 },
  { id: "spent", kind: "manaCrystal", points: 5, count: 0 },
];

describe("[35-2] a Battle Board cast priced with stones", () => {
  it("the cost of a cast and of a minor magic; none for any other event", () => {
    expect(castMpCost(cast)).toBe(5);
    expect(castMpCost(magic)).toBe(3);
    expect(
      castMpCost({
        type: "major",
        actorId: "Bram",
        action: { kind: "attack", form: "melee", targetId: "GobA" },
      }),
    ).toBeNull();
    expect(castMpCost({ type: "override", event: cast })).toBeNull();
    expect(
      castMpCost({
        type: "major",
        actorId: "Bram",
        action: { kind: "cast", spell: { ...spark, mpCost: undefined } },
      }),
    ).toBe(0);
  });

  it("a 3-point stone pays 3 of 5: the reducer gets the cast costing 2 MP, everything else unchanged", () => {
    const paid = stonePaidCast(cast, 4, stones, [{ id: "st3", count: 1 }]);
    expect(paid.ok).toBe(true);
    if (!paid.ok) return;
    expect(paid.value.payment).toEqual({
      cost: 5,
      fromMp: 2,
      mpLeft: 2,
      fromStones: 3,
      wasted: 0,
      used: [{ id: "st3", kind: "manaStone", count: 1, countLeft: 1 }],
    });
    expect(paid.value.event).toEqual({
      type: "major",
      actorId: "Bram",
      action: { kind: "cast", spell: { ...spark, mpCost: 2 }, targetId: "GobA" },
    });
    // The event it was given is not written.
    expect((cast as { action: { spell: SpellSpec } }).action.spell.mpCost).toBe(5);
  });

  it("a stone and a crystal pay all of a minor magic's 3 MP (0 MP, 2 points lost), with 0 MP held", () => {
    const paid = stonePaidCast(magic, 0, stones, [
      { id: "st3", count: 1 },
      { id: "cr2", count: 0 },
    ]);
    expect(paid.ok && paid.value.payment.fromMp).toBe(0);
    expect(paid.ok && paid.value.event).toEqual({
      type: "minor",
      actorId: "Bram",
      action: { kind: "magic", spell: { ...spark, mpCost: 0 } },
    });
  });

  it("refused: MP short of what the stones leave (4 MP needed, 1 held)", () => {
    const paid = stonePaidCast(cast, 1, stones, [
      { id: "st3", count: 0 },
      { id: "cr2", count: 1 },
    ]);
    expect(paid.ok).toBe(false);
    expect(!paid.ok && paid.error.code).toBe("MpInsufficient");
    expect(!paid.ok && paid.error.params).toEqual({ cost: 3, mp: 1 });
  });

  it("refused: a forged stone id, a count above the stack, a spent crystal, a stone not needed", () => {
    const code = (choice: { id: string; count: number }[]) => {
      const paid = stonePaidCast(cast, 10, stones, choice);
      return paid.ok ? "ok" : paid.error.code;
    };
    expect(code([{ id: "forged", count: 1 }])).toBe("StoneUnavailable");
    expect(code([{ id: "st3", count: 3 }])).toBe("StoneUnavailable");
    expect(code([{ id: "spent", count: 1 }])).toBe("StoneUnavailable");
    expect(code([{ id: "st3", count: 99 }])).toBe("StoneUnavailable");
    expect(code([{ id: "st3", count: -1 }])).toBe("NumberInvalid");
    // 3 + 3 + 2 = 8 for 5: the crystal (2) alone is not needed.
    expect(
      code([
        { id: "st3", count: 2 },
        { id: "cr2", count: 1 },
      ]),
    ).toBe("StoneNotNeeded");
  });

  it("refused: stones named for an event that is not a cast, or a cast that costs nothing", () => {
    const attack: BattleEvent = {
      type: "major",
      actorId: "Bram",
      action: { kind: "attack", form: "melee", targetId: "GobA" },
    };
    const free: BattleEvent = {
      type: "major",
      actorId: "Bram",
      action: { kind: "cast", spell: { ...spark, mpCost: 0 } },
    };
    for (const event of [attack, free, { type: "override", event: cast } as BattleEvent]) {
      const paid = stonePaidCast(event, 10, stones, [{ id: "st3", count: 1 }]);
      expect(!paid.ok && paid.error.code).toBe("StoneNotACast");
    }
  });

  it("no stone chosen (all counts 0): the cast is unchanged and MP pays all", () => {
    const paid = stonePaidCast(cast, 5, stones, [{ id: "st3", count: 0 }]);
    expect(paid.ok && paid.value.event).toEqual(cast);
    expect(paid.ok && paid.value.payment.fromMp).toBe(5);
  });
});
