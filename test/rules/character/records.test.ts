import { describe, expect, it } from "vitest";
import {
  appendGrowth,
  experienceStatus,
  growthCount,
  ledgerBalance,
  recordTotals,
  type SessionRecord,
} from "../../../src/rules/character/records.js";

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

  it("growth text counts entries and ×N, *N", () => {
    expect(growthCount("")).toBe(0);
    expect(growthCount("Dexterity, Agility")).toBe(2);
    expect(growthCount("器用×2、知力")).toBe(3);
    expect(growthCount("Spirit*3")).toBe(3);
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
