// Plain dice sums (1D6, 3D6+2, 1D6+1D6>=7): ours against the `bcdice` package (4.9.0) with the same dice,
// fixed cases first, then generated ones. BCDice's SW2.5 system hands these to its common AddDice.

import { beforeAll, describe, expect, it } from "vitest";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { parseNotation, rollText } from "../../../src/rules/dice/notation.js";
import { formatRoll } from "../../../src/rules/dice/notation-format.js";
import { fc } from "../../fc.js";
import { type GameSystem, loadSwordWorld25, stream } from "./bcdice-harness.js";

let SwordWorld25: GameSystem;
beforeAll(async () => {
  SwordWorld25 = await loadSwordWorld25();
});

function agree(command: string, seed: number): void {
  const system = new SwordWorld25(command);
  const theirNext = stream(seed);
  Object.assign(system.randomizer, { $random: () => theirNext() });
  const theirs = system.eval();
  const ourNext = stream(seed);
  let used = 0;
  const ours = rollText(command, {
    d6: () => {
      used++;
      return ourNext();
    },
  });
  if (theirs === null) {
    expect(ours.ok, `${command}: BCDice refuses`).toBe(false);
    return;
  }
  if (!ours.ok) throw new Error(`${command}: we refuse (${ours.error.message}), BCDice: ${theirs.text}`);
  const segments = theirs.text.split(" ＞ ").reverse();
  const total = Number(segments.find((s) => /^-?\d+$/.test(s)));
  const context = `${command} seed ${seed}: ${theirs.text}`;
  expect(ours.value.total, context).toBe(total);
  expect(ours.value.success === true, context).toBe(theirs.success);
  expect(ours.value.failure === true, context).toBe(theirs.failure);
  expect(ours.value.secret, context).toBe(theirs.secret);
  expect(used, context).toBe(theirs.rands.length);
}

describe("plain dice as BCDice rolls them", () => {
  it("[ROLL-01] 1D6 and 3D6 with fixed dice: exact totals, each die kept", () => {
    const one = rollText("1d6", fixedDice([4]));
    expect(one.ok && one.value).toMatchObject({ kind: "plain", total: 4, faces: [4], fumble: false });
    const three = rollText("3D6+2", fixedDice([6, 1, 3]));
    expect(three.ok && three.value).toMatchObject({ total: 12, faces: [6, 1, 3], success: null });
    const cmp = rollText("3d>=11", fixedDice([1, 1, 1]));
    // No automatic failure for three dice: 1-1-1 is simply 3.
    expect(cmp.ok && cmp.value).toMatchObject({ total: 3, success: false, failure: true, experience: 0 });
    const parsed = parseNotation("1D6+1D6");
    expect(parsed.ok && parsed.value.kind).toBe("plain");
    const line = rollText("1D6+1D6", fixedDice([2, 5]));
    expect(line.ok && line.value.total).toBe(7);
    if (parsed.ok && line.ok) expect(formatRoll(parsed.value, line.value)).toBe("(1D6+1D6) > 7[2,5] > 7");
  });

  it("[ROLL-01] two dice with a comparison are a 2d check: 6-6 succeeds, 1-1 fails and earns 50", () => {
    const six = rollText("1D6+1D6>=30", fixedDice([6, 6]));
    expect(six.ok && six.value).toMatchObject({ total: 12, critical: true, success: true });
    const one = rollText("2D6*2>=3", fixedDice([1, 1]));
    expect(one.ok && one.value).toMatchObject({ total: 4, fumble: true, success: false, experience: 50 });
    const bare = rollText("1D6+1D6", fixedDice([1, 1]));
    expect(bare.ok && bare.value).toMatchObject({ fumble: false, success: null });
  });

  it("[ROLL-01] 2D6 alone stays a 2d check (1-1 is still an automatic failure)", () => {
    const r = rollText("2D6>=3", fixedDice([1, 1]));
    expect(r.ok && r.value).toMatchObject({ kind: "check", fumble: true, success: false });
  });

  it("refuses what it cannot roll: other dice than d6, too many dice, running out of fixed dice", () => {
    expect(rollText("1D8", fixedDice([1])).ok).toBe(false);
    expect(rollText("101D6", fixedDice([])).ok).toBe(false);
    const short = rollText("3D6", fixedDice([1, 2]));
    expect(short.ok ? null : short.error.code).toBe("DiceExhausted");
  });

  it.each([
    "1d6",
    "3d6",
    "1D6+2",
    "3d6>=10",
    "1d",
    "3D",
    "1d6+1d6",
    "S1d6",
    "1d6*2",
    "(1+2)d6",
    "1d6/2",
    "3d6/0+2",
    "-3d6/2",
    "7/2+1d6",
    "1d6/2R",
    "1D6/2U",
    "(1d6)",
    "1d6>=3-5*2",
    "1D6=>3",
    "1D6==3",
    "1D6!=3",
    "1D6>=?",
    "2D6+1D6>=3",
    "2D6*2",
    "0D6",
    "1d6 comment",
  ])("[ROLL-01] %s", (command) => {
    for (const seed of [1, 2, 3, 4]) agree(command, seed);
  });

  it("[ROLL-01] generated sums agree with BCDice", () => {
    const group = fc
      .tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom("D6", "D", "d6"))
      .map(([n, d]) => `${n}${d}`);
    const term = fc.oneof(group, fc.integer({ min: 0, max: 12 }).map(String));
    const notation = fc
      .tuple(
        group,
        fc.array(fc.tuple(fc.constantFrom("+", "-", "*", "/"), term), { maxLength: 3 }),
        fc.option(
          fc.tuple(fc.constantFrom(">=", ">", "<=", "<", "=", "<>"), fc.integer({ min: -3, max: 30 })),
        ),
      )
      .map(
        ([first, rest, cmp]) =>
          `${first}${rest.map(([o, t]) => o + t).join("")}${cmp ? cmp[0] + cmp[1] : ""}`,
      );
    fc.assert(
      fc.property(notation, fc.integer(), (command, seed) => agree(command, seed)),
      { numRuns: 300, seed: 1925 },
    );
  }, 60_000);
});

describe("plain dice odds", () => {
  it("[ROLL-01] 1D6, 3D6 and a two-dice sum with its 2d verdicts, exactly", async () => {
    const { notationOdds } = await import("../../../src/rules/dice/notation-odds.js");
    const one = notationOdds("1d6");
    expect(one.ok && one.value.expected).toBeCloseTo(3.5, 12);
    expect(one.ok && one.value.distribution.map((d) => d.total)).toEqual([1, 2, 3, 4, 5, 6]);
    const three = notationOdds("3d6>=10");
    // 3d6 ≥ 10: 135 of 216 = 62.5%; no automatic results with three dice.
    expect(three.ok && three.value.successChance).toBeCloseTo(0.625, 12);
    expect(three.ok && [three.value.criticalChance, three.value.fumbleChance]).toEqual([0, 0]);
    expect(three.ok && three.value.expected).toBeCloseTo(10.5, 12);
    const two = notationOdds("1D6+1D6>=13");
    // Only 6-6 reaches it, and it is an automatic success anyway; 1-1 is the automatic failure.
    expect(two.ok && [two.value.successChance, two.value.criticalChance, two.value.fumbleChance]).toEqual([
      1 / 36,
      1 / 36,
      1 / 36,
    ]);
    const many = notationOdds("7d6");
    expect(many.ok ? null : many.error.code).toBe("OddsTooComplex");
  });
});
