import { describe, expect, it } from "vitest";
import { notationOdds } from "../../../src/rules/dice/notation-odds.js";

describe("odds are bounded", () => {
  // These used to loop forever (the stopping test was stuck by rounding) while memory grew until the process died.
  it.each(["K4@3", "K18@3", "K37@3", "K84@4#3sz9", "K0@3", "K1@3", "K100@3", "K4@3AD1"])(
    "[ROLL-06] %s returns its odds or a refusal within two seconds",
    (text) => {
      const started = performance.now();
      const r = notationOdds(text);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeLessThan(2000);
      if (r.ok) {
        const mass = r.value.distribution.reduce((s, d) => s + d.probability, 0);
        expect(mass + r.value.truncatedMass).toBeCloseTo(1, 9);
        expect(Number.isFinite(r.value.expected)).toBe(true);
      } else expect(r.error.code).toBe("OddsTooComplex");
    },
  );
});

describe("the step limit holds whatever the estimate says", () => {
  it("[ROLL-06] a chain cut by the step limit says so and reports the unplaced mass", async () => {
    const { boundedPowerOdds } = await import("../../../src/rules/dice/odds.js");
    const { parsePowerNotation } = await import("../../../src/rules/dice/power-notation.js");
    const parsed = parsePowerNotation("K100@3AD1000");
    if (!parsed.ok) throw new Error("parse");
    const started = performance.now();
    const odds = boundedPowerOdds(parsed.spec, 10_000);
    expect(performance.now() - started).toBeLessThan(500);
    expect(odds.exhausted).toBe(true);
    expect(odds.truncatedMass).toBeGreaterThan(0.5);
    const small = parsePowerNotation("K20@10");
    if (!small.ok) throw new Error("parse");
    expect(boundedPowerOdds(small.spec).exhausted).toBe(false);
  });
});
