// Every SwordWorld2.0/2.5 case of BCDice's own test data that is in our notation scope (BSD data, see fixture).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { rollText } from "../../../src/rules/dice/notation.js";

interface Case {
  source: string;
  game_system: string;
  command: string;
  rands: [number, number][];
  output: string;
  success: boolean;
  failure: boolean;
  critical: boolean;
  fumble: boolean;
  secret: boolean;
}

const cases: Case[] = JSON.parse(
  readFileSync(new URL("../../fixtures/bcdice-sw-cases.json", import.meta.url), "utf8"),
).cases;

/** BCDice's total is the last plain-integer `＞` segment; a fumble has none (we report 0). */
function bcdiceTotal(output: string): number | null {
  const segments = output.split(" ＞ ").reverse();
  const found = segments.find((s) => /^-?\d+$/.test(s));
  return found === undefined ? null : Number(found);
}

/** BCDice answers "" when it refuses; a few refusals are explanatory messages instead. */
function refused(output: string): boolean {
  return output === "" || /C値を|小さすぎ/.test(output);
}

describe("BCDice SwordWorld test data", () => {
  it("covers the notations in scope", () => {
    expect(cases.length).toBeGreaterThan(150);
  });
  for (const c of cases) {
    const tag = /^S?(2D|DRU)/i.test(c.command) ? "ROLL-01" : "ROLL-06";
    it(`[${tag}] ${c.source} ${c.game_system} ${c.command}`, () => {
      const result = rollText(c.command, fixedDice(c.rands.map(([value]) => value)));
      if (refused(c.output)) {
        expect(result.ok).toBe(false);
        return;
      }
      if (!result.ok) throw new Error(result.error.message);
      const r = result.value;
      expect(r.total).toBe(bcdiceTotal(c.output) ?? 0);
      expect(r.critical).toBe(c.critical);
      expect(r.fumble).toBe(c.fumble);
      expect(r.success === true).toBe(c.success);
      expect(r.failure === true).toBe(c.failure);
      expect(r.secret).toBe(c.secret);
    });
  }
});
