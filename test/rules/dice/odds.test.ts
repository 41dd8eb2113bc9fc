import { describe, expect, it } from "vitest";
import { parseCheckNotation } from "../../../src/rules/dice/check-notation.js";
import { randomDice } from "../../../src/rules/dice/dice-source.js";
import { notationOdds } from "../../../src/rules/dice/notation-odds.js";
import {
  checkOdds,
  hitChance,
  MAX_ODDS_WORK,
  powerOdds,
  powerOddsWork,
} from "../../../src/rules/dice/odds.js";
import { parsePowerNotation } from "../../../src/rules/dice/power-notation.js";
import { type PowerRollSpec, powerTableValue, rollPowerSpec } from "../../../src/rules/dice/power-roll.js";
import { fc } from "../../fc.js";

function spec(text: string): PowerRollSpec {
  const parsed = parsePowerNotation(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.spec;
}

/** Brute force: enumerate the 36 dice of every round, carrying each running total forward, independent of the DP. */
function bruteForce(power: number, c: number, modifier: number): Map<number, number> {
  const dist = new Map<number, number>();
  const add = (t: number, p: number) => dist.set(t, (dist.get(t) ?? 0) + p);
  let going = new Map<number, number>([[0, 1]]);
  for (let round = 0; going.size > 0; round++) {
    const next = new Map<number, number>();
    for (const [acc, p] of going)
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          const q = p / 36;
          const sum = a + b;
          const total = acc + powerTableValue(power, sum);
          if (sum === 2) add(round === 0 ? 0 : acc + modifier, q);
          else if (sum >= c) {
            if (q > 1e-300) next.set(total, (next.get(total) ?? 0) + q);
          } else add(total + modifier, q);
        }
    going = next;
  }
  return dist;
}

function seeded(seed: number) {
  let s = seed >>> 0;
  return randomDice(() => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  });
}

describe("powerOdds", () => {
  it("[ROLL-05] without criticals the distribution is the 36 outcomes of the table row", () => {
    const odds = powerOdds(spec("K20+3@13"));
    expect(odds.criticalChance).toBe(0);
    expect(odds.fumbleChance).toBeCloseTo(1 / 36, 15);
    // row 20: 2d 3..12 read 1..10, so the total is 2d - 2 + 3 except the 1-1 (0).
    const expected = [0, ...[3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((sum) => sum - 2 + 3)];
    expect(odds.distribution.map((d) => d.total)).toEqual(expected);
    expect(odds.distribution[10]?.probability).toBeCloseTo(1 / 36, 15);
    expect(odds.atLeast[0]?.probability).toBeCloseTo(1, 12);
  });

  it("[ROLL-06] matches brute-force enumeration of the critical chains", () => {
    for (const [power, c, mod] of [
      [10, 10, 0],
      [35, 9, 4],
      [0, 12, 2],
      [64, 8, 11],
    ] as const) {
      const odds = powerOdds(spec(`K${power}+${mod}@${c}`));
      const brute = bruteForce(power, c, mod);
      for (const d of odds.distribution) expect(d.probability).toBeCloseTo(brute.get(d.total) ?? 0, 14);
      expect(odds.truncatedMass).toBeLessThan(1e-15);
      const mass = odds.distribution.reduce((s, d) => s + d.probability, 0);
      expect(mass).toBeCloseTo(1, 13);
    }
  });

  it("[ROLL-06] C 10 criticals with probability 1/6", () => {
    expect(powerOdds(spec("K20")).criticalChance).toBeCloseTo(6 / 36, 15);
  });

  it("[ROLL-06] the expected value agrees with a Monte Carlo of the roller", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "K20+5",
          "K40@9",
          "HK30+4",
          "K10r5@8",
          "K20$+2#1",
          "K30gf",
          "k10sf3@10",
          "K50ad2@9db",
        ),
        fc.integer(),
        (text, seed) => {
          const s = spec(text.toUpperCase());
          const odds = powerOdds(s);
          const dice = seeded(seed);
          const n = 4000;
          let sum = 0;
          let sq = 0;
          for (let i = 0; i < n; i++) {
            const t = rollPowerSpec(s, dice).total;
            sum += t;
            sq += t * t;
          }
          const mean = sum / n;
          const sd = Math.sqrt(sq / n - mean * mean);
          expect(Math.abs(mean - odds.expected)).toBeLessThan((5 * sd) / Math.sqrt(n) + 1e-9);
        },
      ),
      { numRuns: 16, seed: 7 },
    );
  });
});

describe("notationOdds limits", () => {
  it("[ROLL-06] a chain too long to compute (C 3 with ad1000) is refused as an error value, not a hang", () => {
    const r = notationOdds("K100@3ad1000");
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({ code: "OddsTooComplex", params: { notation: "K100@3ad1000" } });
    expect(powerOddsWork(spec("K100@3AD1000"))).toBeGreaterThan(MAX_ODDS_WORK);
    expect(powerOddsWork(spec("K100@3AD-30"))).toBeGreaterThan(MAX_ODDS_WORK);
  });

  it("[ROLL-06] real rolls, even C 3 or a big ad at C 8, stay well inside the limit", () => {
    for (const text of ["K20", "K100@3", "K50@8AD1000", "K0@3AD-3", "K10R5@8", "K40+24@8$12R10"])
      expect(powerOddsWork(spec(text)), text).toBeLessThan(MAX_ODDS_WORK);
    const c3 = notationOdds("K100@3");
    expect(c3.ok && c3.value.truncatedMass).toBeLessThan(1e-12);
    expect(c3.ok && c3.value.criticalChance).toBeCloseTo(35 / 36, 15);
  });
});

describe("checkOdds and hitChance", () => {
  it("[ROLL-01] 2D6+5>=10: 6-6 always, 1-1 never, else 2d >= 5", () => {
    const n = parseCheckNotation("2D6+5>=10");
    if (!n) throw new Error("parse");
    // 2d >= 5 has 30/36; the 1-1 is already excluded by that.
    expect(checkOdds(n).successChance).toBeCloseTo(30 / 36, 15);
    const hard = parseCheckNotation("2D6>=40");
    if (!hard) throw new Error("parse");
    expect(checkOdds(hard).successChance).toBeCloseTo(1 / 36, 15);
  });

  it("[ROLL-04] the seed's example: accuracy 5 against fixed evasion 10 hits on 6+ (26/36)", () => {
    expect(hitChance(5, { kind: "fixed", value: 10 })).toBeCloseTo(26 / 36, 15);
    expect(hitChance(0, { kind: "fixed", value: 30 })).toBeCloseTo(1 / 36, 15);
    expect(hitChance(30, { kind: "fixed", value: 0 })).toBeCloseTo(35 / 36, 15);
  });

  it("[ROLL-02] rolled against rolled: ties to the defender, automatic results first", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), fc.integer({ min: -5, max: 20 }), (acc, eva) => {
        let wins = 0;
        for (let a = 2; a <= 12; a++)
          for (let d = 2; d <= 12; d++) {
            const pa = Math.min(a - 1, 13 - a);
            const pd = Math.min(d - 1, 13 - d);
            let win: boolean;
            if (a === 2) win = false;
            else if (d === 12) win = false;
            else if (a === 12) win = true;
            else if (d === 2) win = true;
            else win = a + acc > d + eva;
            if (win) wins += pa * pd;
          }
        expect(hitChance(acc, { kind: "rolled", modifier: eva })).toBeCloseTo(wins / 1296, 14);
      }),
      { seed: 3 },
    );
  });
});
