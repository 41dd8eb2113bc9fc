import { describe, expect, it } from "vitest";
import {
  appendGrowth,
  earnedExperience,
  experienceStatus,
  growthCount,
  ledgerBalance,
  recordTotals,
  type SessionRecord,
} from "../../../../src/rules/character/creation/records.js";
import { fc } from "../../../fc.js";

const session = (extra: Partial<SessionRecord>): SessionRecord => ({
  date: "",
  title: "",
  gm: "",
  experience: 0,
  money: 0,
  honor: 0,
  growth: "",
  notes: "",
  ...extra,
});

describe("session records and the money ledger", () => {
  it("totals add the start, every session and the ledger", () => {
    const totals = recordTotals(
      { experience: 3000, money: 1200, honor: 0 },
      [
        session({ experience: 1000, money: 800, honor: 12, growth: "Dexterity" }),
        session({ experience: 1340, money: -50, honor: 8, growth: "器用、敏捷×2" }),
      ],
      [
        { date: "", item: "Sword", amount: -440 },
        { date: "", item: "Loot sold", amount: 200 },
      ],
    );
    expect(totals).toEqual({
      sessions: 2,
      experience: { start: 3000, sessions: 2340, total: 5340 },
      money: { start: 1200, sessions: 750, income: 200, expenses: -440, total: 1710 },
      honor: { start: 0, sessions: 20, total: 20 },
      growth: 4,
    });
  });

  it("no records: the totals are the start alone; bad numbers count as 0", () => {
    const t = recordTotals({ experience: 3000, money: Number.NaN, honor: 5 }, [], []);
    expect([t.experience.total, t.money.total, t.honor.total, t.growth]).toEqual([3000, 0, 5, 0]);
  });

  it("money totals are exact above 1,000,000 (a rich party's start, sessions and ledger are not clamped)", () => {
    const totals = recordTotals(
      { experience: 0, money: 2_500_000, honor: 0 },
      [session({ money: 1_250_000 }), session({ money: -3_000_001 })],
      [
        { date: "", item: "Castle", amount: -12_345_678 },
        { date: "", item: "Dragon hoard", amount: 40_000_000 },
      ],
    );
    expect(totals.money).toEqual({
      start: 2_500_000,
      sessions: -1_750_001,
      income: 40_000_000,
      expenses: -12_345_678,
      total: 28_404_321,
    });
    const rows = ledgerBalance(2_000_000, [
      { date: "", item: "Castle", amount: -1_500_000 },
      { date: "", item: "Hoard", amount: 3_000_000 },
    ]);
    expect(rows.map((r) => r.balance)).toEqual([500_000, 3_500_000]);
    expect(ledgerBalance(-5_000_000, [{ date: "", item: "", amount: 1 }])[0]?.balance).toBe(-4_999_999);
  });

  it("money beyond exact integers stays finite: NaN and ±Infinity count as 0, the sums are exact then bounded", () => {
    const max = Number.MAX_SAFE_INTEGER;
    const t = recordTotals(
      { experience: 0, money: Number.POSITIVE_INFINITY, honor: 0 },
      [session({ money: 1e308 }), session({ money: 1e308 }), session({ money: Number.NaN })],
      [
        { date: "", item: "", amount: -1e308 },
        { date: "", item: "", amount: -1e308 },
        { date: "", item: "", amount: 2.9 },
      ],
    );
    // Each amount is cut to ±MAX_SAFE_INTEGER; the total adds them exactly (max + max + 2 − max − max = 2).
    expect(t.money).toEqual({ start: 0, sessions: max, income: 2, expenses: -max, total: 2 });
    for (const n of [t.money.start, t.money.sessions, t.money.income, t.money.expenses, t.money.total])
      expect(Number.isSafeInteger(n)).toBe(true);
    const rows = ledgerBalance(max, [{ date: "", item: "", amount: 1e308 }]);
    expect(rows[0]).toMatchObject({ amount: max, balance: max });
  });

  it("money sums equal exact integer sums, bounded, whatever the order and size (issue 21's fast sum)", () => {
    const max = Number.MAX_SAFE_INTEGER;
    const bound = (n: bigint) => Number(n > BigInt(max) ? BigInt(max) : n < -BigInt(max) ? -BigInt(max) : n);
    const exact = (xs: readonly number[]) => bound(xs.reduce((a, x) => a + BigInt(x), 0n));
    const amount = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.integer({ min: max - 5, max }),
      fc.integer({ min: -max, max: -max + 5 }),
      fc.maxSafeInteger(),
    );
    fc.assert(
      fc.property(
        amount,
        fc.array(amount, { maxLength: 6 }),
        fc.array(amount, { maxLength: 6 }),
        (start, s, l) => {
          const t = recordTotals(
            { experience: 0, money: start, honor: 0 },
            s.map((money) => session({ money })),
            l.map((amount) => ({ date: "", item: "", amount })),
          );
          expect(t.money.sessions).toBe(exact(s));
          expect(t.money.income).toBe(exact(l.filter((a) => a > 0)));
          expect(t.money.expenses).toBe(exact(l.filter((a) => a < 0)));
          expect(t.money.total).toBe(exact([start, ...s, ...l]));
          expect(Object.is(t.money.total, -0)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
    // A partial sum past the bound that comes back under it: the exact answer, not a rounded one.
    const back = recordTotals(
      { experience: 0, money: max, honor: 0 },
      [session({ money: max })],
      [
        { date: "", item: "", amount: -max },
        { date: "", item: "", amount: -3 },
      ],
    );
    expect(back.money.total).toBe(max - 3);
  });

  it("earnedExperience is recordTotals' experience total, bad numbers included (the derived data's shortcut)", () => {
    expect(earnedExperience(3000, [session({ experience: 1000 }), session({ experience: 500 })])).toBe(4500);
    expect(
      earnedExperience(Number.NaN, [
        session({ experience: Number.POSITIVE_INFINITY }),
        session({ experience: 2e9 }),
      ]),
    ).toBe(1_000_000);
    const number = fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN), fc.constant(-1e9));
    fc.assert(
      fc.property(number, fc.array(number, { maxLength: 5 }), (start, xs) => {
        const sessions = xs.map((experience) => session({ experience }));
        expect(earnedExperience(start, sessions)).toBe(
          recordTotals({ experience: start, money: 0, honor: 0 }, sessions, []).experience.total,
        );
      }),
      { numRuns: 300 },
    );
  });

  it("growth text counts entries and ×N, *N", () => {
    expect(growthCount("")).toBe(0);
    expect(growthCount("Dexterity, Agility")).toBe(2);
    expect(growthCount("器用×2、知力")).toBe(3);
    expect(growthCount("Spirit*3")).toBe(3);
    // A ×N too long for a number is the 1,000,000 limit, never Infinity.
    expect(growthCount(`器用×${"9".repeat(400)}`)).toBe(1_000_000);
    expect(growthCount(`Spirit*${"9".repeat(400)}, Agility`)).toBe(1_000_001);
    expect(appendGrowth("", "Dexterity")).toBe("Dexterity");
    expect(appendGrowth("器用", "敏捷", "、")).toBe("器用、敏捷");
  });

  it("the ledger keeps a running balance and marks where it goes short", () => {
    const rows = ledgerBalance(1200, [
      { date: "1", item: "Armour", amount: -1000 },
      { date: "2", item: "Sword", amount: -440 },
      { date: "3", item: "Reward", amount: 500 },
    ]);
    expect(rows.map((r) => [r.amount, r.balance, r.short])).toEqual([
      [-1000, 200, false],
      [-440, -240, true],
      [500, 260, false],
    ]);
  });

  it("[FACTS-2] experience spent beyond earned is a warning with the amount, never a silent negative", () => {
    expect(experienceStatus(3000, 2500)).toEqual({
      earned: 3000,
      spent: 2500,
      unspent: 500,
      overspent: false,
      over: 0,
    });
    expect(experienceStatus(3000, 3000).overspent).toBe(false);
    expect(experienceStatus(3000, 3500)).toMatchObject({ unspent: -500, overspent: true, over: 500 });
  });
});
