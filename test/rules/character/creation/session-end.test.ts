import { describe, expect, it } from "vitest";
import { recordTotals } from "../../../../src/rules/character/creation/records.js";
import {
  defeatedMonsterLine,
  MAX_SESSION_EXPERIENCE,
  parseMonsterLines,
  type SessionEndInput,
  type SessionMember,
  sessionEnd,
} from "../../../../src/rules/character/creation/session-end.js";
import { NUMBER_LIMIT } from "../../../../src/rules/character/numbers.js";
import { fc } from "../../../fc.js";

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

  it("[issue 38] the notes list the monsters in the table's words: a Japanese table reads （） and 、", () => {
    const japanese = { aside: (text: string, aside: string) => `${text}（${aside}）`, separator: "、" };
    const end = sessionEnd(
      {
        ...PARTY,
        monsters: [
          { name: "ゴブリン", level: 2 },
          { name: "", level: 5 },
        ],
      },
      { ...EACH, words: japanese },
    );
    expect(end.ok && end.value.members[0]?.record.notes).toBe("ゴブリン（2）、?（5）");
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

  it("[issue 40 item 6] one session gives at most what the records tab totals per session; more is refused, nothing computed", () => {
    const code = (input: SessionEndInput) => {
      const end = sessionEnd(input, EACH);
      return end.ok
        ? end.value.members.map((m) => m.record.experience)
        : `${end.error.code}:${end.error.params?.field ?? ""}`;
    };
    expect(MAX_SESSION_EXPERIENCE).toBe(NUMBER_LIMIT);
    // 100,000 stored 1-1s: 1090 + 5,000,000 would be a record the records tab counts as 1,000,000.
    expect(code({ ...PARTY, members: [{ id: "a", name: "A", fumbles: 100_000 }] })).toBe(
      "SessionEndTooMuch:experience",
    );
    // Eleven lines of "Dragon ×100 100": 1000 + 1100 × 1000 = 1,101,000.
    const dragons = parseMonsterLines(Array(11).fill("Dragon ×100 100").join("\n")).monsters;
    expect(dragons).toHaveLength(1100);
    expect(code({ ...PARTY, monsters: dragons })).toBe("SessionEndTooMuch:experience");
    // The boundary: exactly 1,000,000 is written (1000 + 999 × 1000, no 1-1s).
    const exact = Array.from({ length: 999 }, () => ({ name: "Dragon", level: 100 }));
    expect(code({ ...PARTY, monsters: exact, members: [{ id: "a", name: "A", fumbles: 0 }] })).toEqual([
      1_000_000,
    ]);
    expect(code({ ...PARTY, monsters: exact, members: [{ id: "a", name: "A", fumbles: 1 }] })).toBe(
      "SessionEndTooMuch:experience",
    );
    // And the records tab counts that record in full.
    const totals = recordTotals(
      { experience: 0, money: 0, honor: 0 } as never,
      [
        {
          date: "",
          title: "",
          gm: "",
          experience: MAX_SESSION_EXPERIENCE,
          money: 0,
          honor: 0,
          growth: "",
          notes: "",
        },
      ],
      [],
    );
    expect(totals.experience.sessions).toBe(MAX_SESSION_EXPERIENCE);
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

describe("defeated monsters filled from a combat", () => {
  it("[issue 40 item 6] a token named with a trailing ×N is one monster of that name, not N", () => {
    for (const name of ["Wolf x3", "Wolf ×3", "Wolf x 3", "Wolf * 12", "Wolf 2 ×3", "ウルフ×3", "Wolf\nx3"]) {
      const parsed = parseMonsterLines(defeatedMonsterLine(name, 2));
      expect(parsed.invalid, name).toEqual([]);
      expect(parsed.monsters, name).toEqual([
        { name: name.replace(/\s+/g, " ").normalize("NFKC"), level: 2 },
      ]);
    }
    // The plain case stays as a GM would type it.
    expect(defeatedMonsterLine("Wolf", 2)).toBe("Wolf 2");
    // Wolf x3 (level 2) with two plain wolves: 3 × 20 experience, not 5 × 20.
    const lines = [
      defeatedMonsterLine("Wolf x3", 2),
      defeatedMonsterLine("Wolf", 2),
      defeatedMonsterLine("Wolf", 2),
    ];
    const end = sessionEnd({ ...PARTY, monsters: parseMonsterLines(lines.join("\n")).monsters }, EACH);
    expect(end.ok && end.value.members[0]?.record.experience).toBe(1060);
  });

  it("a GM's typed count still counts, wherever it stands", () => {
    expect(parseMonsterLines("Kobold ×3 1\nWolf 2 x2").monsters).toHaveLength(5);
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
