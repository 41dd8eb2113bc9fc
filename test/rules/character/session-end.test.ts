import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  parseMonsterLines,
  type SessionEndInput,
  type SessionMember,
  sessionEnd,
} from "../../../src/rules/character/session-end.js";

const PARTY: SessionEndInput = {
  date: "2026-11-27",
  title: "The Thornback Den",
  gm: "Aki",
  goalMet: true,
  monsters: [
    { name: "Goblin", level: 2 },
    { name: "Goblin", level: 2 },
    { name: "Thornback Crawler", level: 5 },
  ],
  lootSold: 1000,
  shardHonor: 7,
  members: [
    { id: "a", name: "Arle", fumbles: 0 },
    { id: "b", name: "Bram", fumbles: 2 },
    { id: "c", name: "Cyd", fumbles: 1 },
  ],
};
const EACH = { money: "equal", honor: "each" } as const;

describe("session end", () => {
  it("[ROLL-01] goal met: 1000 + 10 × (2 + 2 + 5) = 1090, plus 50 per 1-1 rolled this session", () => {
    const end = sessionEnd(PARTY, EACH);
    if (!end.ok) throw new Error(end.error.message);
    expect(end.value.members.map((m) => [m.id, m.record.experience, m.fumbleExperience])).toEqual([
      ["a", 1090, 0],
      ["b", 1190, 100],
      ["c", 1140, 50],
    ]);
    expect(end.value.monsterExperience).toBe(90);
    expect(end.value.members[0]?.record).toEqual({
      date: "2026-11-27",
      title: "The Thornback Den",
      gm: "Aki",
      experience: 1090,
      money: 333,
      honor: 7,
      growth: "",
      notes: "Goblin (2), Goblin (2), Thornback Crawler (5)",
    });
  });

  it("goal missed: 500 instead of 1000; no monsters: no monster experience", () => {
    const end = sessionEnd({ ...PARTY, goalMet: false, monsters: [] }, EACH);
    expect(end.ok && end.value.members.map((m) => m.record.experience)).toEqual([500, 600, 550]);
  });

  it("money shared equally, the remainder to the fund (1000 / 3 = 333, 1 left); or all to the fund", () => {
    const equal = sessionEnd(PARTY, EACH);
    expect(equal.ok && [equal.value.members.map((m) => m.record.money), equal.value.toFund]).toEqual([
      [333, 333, 333],
      1,
    ]);
    const fund = sessionEnd(PARTY, { money: "fund", honor: "each" });
    expect(fund.ok && [fund.value.members.map((m) => m.record.money), fund.value.toFund]).toEqual([
      [0, 0, 0],
      1000,
    ]);
  });

  it("shard honour to each member, or split (7 / 3 = 2 each, 1 left over)", () => {
    const split = sessionEnd(PARTY, { money: "equal", honor: "split" });
    expect(split.ok && [split.value.members.map((m) => m.record.honor), split.value.honorLeft]).toEqual([
      [2, 2, 2],
      1,
    ]);
  });

  it("refuses a party with no members, a member twice, and numbers that are not whole and from 0", () => {
    const code = (input: SessionEndInput) => {
      const end = sessionEnd(input, EACH);
      return end.ok ? "ok" : `${end.error.code}:${end.error.params?.field ?? ""}`;
    };
    expect(code({ ...PARTY, members: [] })).toBe("SessionEndNoMembers:");
    expect(
      code({ ...PARTY, members: [PARTY.members[0] as SessionMember, PARTY.members[0] as SessionMember] }),
    ).toBe("SessionEndDuplicateMember:");
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e308])
      expect(code({ ...PARTY, lootSold: bad }), String(bad)).toBe("SessionEndInvalid:lootSold");
    expect(code({ ...PARTY, shardHonor: -3 })).toBe("SessionEndInvalid:shardHonor");
    expect(code({ ...PARTY, monsters: [{ name: "x", level: 101 }] })).toBe("SessionEndInvalid:monsterLevel");
    expect(code({ ...PARTY, members: [{ id: "a", name: "A", fumbles: -1 }] })).toBe(
      "SessionEndInvalid:fumbles",
    );
  });

  it("property: money and honour are conserved (shares + fund = loot), and experience ≥ 500", () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(1000),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom("equal", "fund"),
        fc.constantFrom("each", "split"),
        (loot, honor, n, money, honorSplit) => {
          const members = Array.from({ length: n }, (_, i) => ({ id: `m${i}`, name: `M${i}`, fumbles: i }));
          const end = sessionEnd(
            { ...PARTY, lootSold: loot, shardHonor: honor, members },
            { money: money as "equal", honor: honorSplit as "each" },
          );
          if (!end.ok) return false;
          const shares = end.value.members.reduce((s, m) => s + m.record.money, 0);
          const honors = end.value.members.reduce((s, m) => s + m.record.honor, 0);
          return (
            shares + end.value.toFund === loot &&
            (honorSplit === "each" ? honors === honor * n : honors + end.value.honorLeft === honor) &&
            end.value.members.every((m) => m.record.experience >= 500)
          );
        },
      ),
    );
  });
});

describe("defeated monsters typed by the GM", () => {
  it("reads 'name level' in the forms a GM types, with counts; a line without a level is returned as invalid", () => {
    const parsed = parseMonsterLines(
      "Goblin 2\nThornback Crawler (5)\nボガード　Lv3\n\nKobold ×3 1\nWolf 2 x2\nGoblin Shaman\n",
    );
    expect(parsed.monsters).toEqual([
      { name: "Goblin", level: 2 },
      { name: "Thornback Crawler", level: 5 },
      { name: "ボガード", level: 3 },
      { name: "Kobold", level: 1 },
      { name: "Kobold", level: 1 },
      { name: "Kobold", level: 1 },
      { name: "Wolf", level: 2 },
      { name: "Wolf", level: 2 },
    ]);
    expect(parsed.invalid).toEqual(["Goblin Shaman"]);
  });

  it("linear on long input and never throws on hostile text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const parsed = parseMonsterLines(text);
        return parsed.monsters.every((m) => Number.isInteger(m.level) && m.level >= 0 && m.level <= 999);
      }),
    );
    const line = `${"a ".repeat(20_000)}`;
    expect(parseMonsterLines(line).invalid).toHaveLength(1);
  });
});

describe("defeated monsters: pathological pastes", () => {
  it("a 400,000-character line of one repeated unit is read in one pass (a backtracking reader never returns)", () => {
    // A quadratic reader needs about 10^11 steps for one of these lines: the test's own time-out is the guard,
    // with a margin of thousands, so a loaded machine cannot make it fail.
    for (const unit of ["(", "a ", "1 ", "×", "Lv", "（1"]) {
      const parsed = parseMonsterLines(unit.repeat(400_000 / unit.length));
      expect(parsed.monsters.length + parsed.invalid.length, unit).toBeLessThanOrEqual(100);
    }
  });
});
