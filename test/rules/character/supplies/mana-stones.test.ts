/**
 * Issue 35 item 2: paying an MP cost from the caster's MP and stones together (魔晶石, マナチャージクリスタル),
 * all or nothing. The facts the rule follows are in docs/players.md ("Mana stones") and the code's doc comment.
 */
import { describe, expect, it } from "vitest";
import {
  payMpCost,
  rechargeCrystal,
  type StoneStock,
} from "../../../../src/rules/character/supplies/mana-stones.js";

const FIVE: StoneStock = { id: "five", kind: "manaStone", points: 5, count: 2 };
const THREE: StoneStock = { id: "three", kind: "manaStone", points: 3, count: 1 };
const CRYSTAL: StoneStock = { id: "crys", kind: "manaCrystal", points: 4, count: 1 };
const SPENT: StoneStock = { id: "spent", kind: "manaCrystal", points: 4, count: 0 };
const STOCK = [FIVE, THREE, CRYSTAL, SPENT];

describe("[#35 stones] paying an MP cost with MP and stones", () => {
  it("no stone chosen: the whole cost from MP (6 of 10 → 4)", () => {
    expect(payMpCost(6, 10, STOCK, [])).toEqual({
      ok: true,
      value: { cost: 6, fromMp: 6, mpLeft: 4, fromStones: 0, wasted: 0, used: [] },
    });
  });

  it("a 3-point stone and 3 MP pay 6: the stone is used up, MP 10 → 7", () => {
    expect(payMpCost(6, 10, STOCK, [{ id: "three", count: 1 }])).toEqual({
      ok: true,
      value: {
        cost: 6,
        fromMp: 3,
        mpLeft: 7,
        fromStones: 3,
        wasted: 0,
        used: [{ id: "three", kind: "manaStone", count: 1, countLeft: 0 }],
      },
    });
  });

  it("a 5-point stone for a 3 MP cost: no MP spent, the 2 points left are lost with the stone", () => {
    const paid = payMpCost(3, 0, STOCK, [{ id: "five", count: 1 }]);
    expect(paid).toEqual({
      ok: true,
      value: {
        cost: 3,
        fromMp: 0,
        mpLeft: 0,
        fromStones: 3,
        wasted: 2,
        used: [{ id: "five", kind: "manaStone", count: 1, countLeft: 1 }],
      },
    });
  });

  it("two stones of one stack, a charged crystal and MP together: 5+5+4 = 14, cost 16 takes 2 MP", () => {
    const paid = payMpCost(16, 2, STOCK, [
      { id: "five", count: 2 },
      { id: "crys", count: 1 },
    ]);
    expect(paid.ok && paid.value).toEqual({
      cost: 16,
      fromMp: 2,
      mpLeft: 0,
      fromStones: 14,
      wasted: 0,
      used: [
        { id: "five", kind: "manaStone", count: 2, countLeft: 0 },
        { id: "crys", kind: "manaCrystal", count: 1, countLeft: 0 },
      ],
    });
  });

  it("MP short of what the stones leave: refused (MpInsufficient), 16 with 5+5 and 5 MP", () => {
    const paid = payMpCost(16, 5, STOCK, [{ id: "five", count: 2 }]);
    expect(paid.ok).toBe(false);
    if (!paid.ok) {
      expect(paid.error.code).toBe("MpInsufficient");
      expect(paid.error.params).toEqual({ cost: 6, mp: 5 });
    }
  });

  it("a stone that adds nothing is refused (StoneNotNeeded): 5+3 for a cost of 5", () => {
    const paid = payMpCost(5, 10, STOCK, [
      { id: "five", count: 1 },
      { id: "three", count: 1 },
    ]);
    expect(paid.ok).toBe(false);
    if (!paid.ok) expect(paid.error.code).toBe("StoneNotNeeded");
    // Boundary: 5+3 for a cost of 6 needs both.
    expect(
      payMpCost(6, 0, STOCK, [
        { id: "five", count: 1 },
        { id: "three", count: 1 },
      ]).ok,
    ).toBe(true);
  });

  it("more stones than the stack holds, a spent crystal, an unknown or repeated stone: refused", () => {
    const code = (choice: Parameters<typeof payMpCost>[3]) => {
      const paid = payMpCost(20, 20, STOCK, choice);
      return paid.ok ? "ok" : paid.error.code;
    };
    expect(code([{ id: "five", count: 3 }])).toBe("StoneUnavailable");
    expect(code([{ id: "spent", count: 1 }])).toBe("StoneUnavailable");
    expect(code([{ id: "gone", count: 1 }])).toBe("StoneUnavailable");
    expect(
      code([
        { id: "three", count: 1 },
        { id: "three", count: 1 },
      ]),
    ).toBe("StoneUnavailable");
    expect(code([{ id: "five", count: 1.5 }])).toBe("NumberInvalid");
    expect(code([{ id: "five", count: -1 }])).toBe("NumberInvalid");
  });

  it("a count of 0 is the same as not choosing the stone", () => {
    expect(payMpCost(2, 5, STOCK, [{ id: "five", count: 0 }])).toEqual(payMpCost(2, 5, STOCK, []));
  });

  it("a cost of 0 spends nothing and any stone is then not needed", () => {
    expect(payMpCost(0, 0, STOCK, []).ok).toBe(true);
    const paid = payMpCost(0, 0, STOCK, [{ id: "three", count: 1 }]);
    expect(!paid.ok && paid.error.code).toBe("StoneNotNeeded");
  });

  it("bad numbers are refused as values, never thrown", () => {
    expect(payMpCost(Number.NaN, 5, STOCK, []).ok).toBe(false);
    expect(payMpCost(-1, 5, STOCK, []).ok).toBe(false);
    expect(payMpCost(3, Number.POSITIVE_INFINITY, STOCK, []).ok).toBe(false);
  });
});

describe("[#35 stones] recharging a マナチャージクリスタル", () => {
  it("a spent crystal is charged again; a charged one or a 魔晶石 is refused", () => {
    expect(rechargeCrystal(SPENT)).toEqual({ ok: true, value: { ...SPENT, count: 1 } });
    expect(!rechargeCrystal(CRYSTAL).ok && "refused").toBe("refused");
    const stone = rechargeCrystal(THREE);
    expect(!stone.ok && stone.error.code).toBe("StoneNotRechargeable");
  });
});
