import { describe, expect, it } from "vitest";
import {
  expireAtCombatEnd,
  type TimedEffect,
  tickAtRoundStart,
} from "../../../../src/rules/character/techniques/effect-durations.js";
import { fc } from "../../../fc.js";

const effect = (
  id: string,
  rounds: number | null,
  startRound: number,
  combatId: string | null = "c1",
): TimedEffect => ({
  id,
  rounds,
  startRound,
  combatId,
});

describe("round durations", () => {
  it("[FLOW-04] a 3-round effect begun in round 1 has 2, then 1 left, and ends at the start of round 4", () => {
    const blessing = [effect("bless", 3, 1)];
    expect(tickAtRoundStart(blessing, 2, "c1")).toEqual({
      expired: [],
      running: [{ id: "bless", remaining: 2 }],
    });
    expect(tickAtRoundStart(blessing, 3, "c1")).toEqual({
      expired: [],
      running: [{ id: "bless", remaining: 1 }],
    });
    expect(tickAtRoundStart(blessing, 4, "c1")).toEqual({ expired: ["bless"], running: [] });
  });

  it("[FLOW-04] a 1-round effect lasts until the start of the next round", () => {
    expect(tickAtRoundStart([effect("a", 1, 5)], 5, "c1").expired).toEqual([]);
    expect(tickAtRoundStart([effect("a", 1, 5)], 6, "c1").expired).toEqual(["a"]);
  });

  it("[FLOW-04] effects without a round duration, or from another combat, are left alone", () => {
    const tick = tickAtRoundStart(
      [
        effect("perm", null, 1),
        effect("zero", 0, 1),
        effect("other", 1, 1, "c2"),
        effect("free", 1, 0, null),
      ],
      9,
      "c1",
    );
    expect(tick).toEqual({ expired: ["free"], running: [] });
  });

  it("[FLOW-04] stepping back a round never shortens a duration", () => {
    expect(tickAtRoundStart([effect("a", 3, 4)], 2, "c1").running).toEqual([{ id: "a", remaining: 3 }]);
  });

  it("[FLOW-04] an effect is running exactly while round < startRound + rounds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 60 }),
        (rounds, start, round) => {
          const tick = tickAtRoundStart([effect("e", rounds, start)], round, "c1");
          const running = round < start + rounds;
          expect(tick.expired.length).toBe(running ? 0 : 1);
          if (running) expect(tick.running[0]?.remaining).toBe(Math.min(rounds, start + rounds - round));
        },
      ),
    );
  });

  it("[FLOW-06] at the end of combat every round duration of that combat ends", () => {
    expect(
      expireAtCombatEnd(
        [effect("a", 3, 1), effect("b", null, 1), effect("c", 2, 1, "c2"), effect("d", 2, 0, null)],
        "c1",
      ),
    ).toEqual(["a", "d"]);
  });

  it("[FLOW-06] at the end of combat minute durations end too; hours, days and permanent effects remain", () => {
    const timed = (id: string, seconds: number | null): TimedEffect => ({
      ...effect(id, null, 0, null),
      seconds,
    });
    expect(
      expireAtCombatEnd(
        [
          timed("oneMinute", 60),
          timed("tenMinutes", 600),
          timed("hour", 3600),
          timed("sixHours", 21600),
          timed("day", 86400),
          timed("permanent", null),
          timed("zero", 0),
        ],
        "c1",
      ),
    ).toEqual(["oneMinute", "tenMinutes"]);
  });
});
