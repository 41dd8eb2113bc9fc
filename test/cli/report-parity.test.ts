/**
 * The scenario report's log sentences are the battle-log chat card's: the CLI (which may not import the
 * Foundry layer) reads the same keys the same way as `src/system/combat/engine/log-view.ts`. Every log entry of
 * every scenario in test/scenarios, in both languages, must read alike (the card leaves a placeholder
 * the entry lacks as it is; the report writes "—").
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { translator } from "../../src/cli/i18n.js";
import { logText } from "../../src/cli/scenario-report.js";
import { parseScenario, runScenario } from "../../src/rules/combat/scenario-runner.js";
import { logLine, nameBook } from "../../src/system/combat/engine/log-view.js";

describe("scenario report ⇄ battle-log card", () => {
  it("[FLOW-01] every log entry of every scenario reads as on the chat card, in en and ja", () => {
    const dir = join(import.meta.dirname, "../scenarios");
    let compared = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const parsed = parseScenario(JSON.parse(readFileSync(join(dir, file), "utf8")));
      if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
      const run = runScenario(parsed.value);
      if (!run.ok) throw new Error(`${file}: ${run.error.message}`);
      const state = run.value.final;
      const entries = [...run.value.steps.flatMap((s) => s.log), ...run.value.afterCombatLog];
      for (const lang of ["en", "ja"] as const) {
        const tr = translator(lang);
        for (const entry of entries) {
          const card = logLine(entry, state, tr.t).text.replace(/\{[A-Za-z]+\}/g, "—");
          expect(logText(entry, nameBook(state), tr), `${file} ${lang} ${entry.type}`).toBe(card);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it("[FLOW-01] no sentence of any scenario's log leaves a placeholder unfilled on the chat card, in en and ja", () => {
    const dir = join(import.meta.dirname, "../scenarios");
    const unfilled: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const parsed = parseScenario(JSON.parse(readFileSync(join(dir, file), "utf8")));
      if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
      const run = runScenario(parsed.value);
      if (!run.ok) throw new Error(`${file}: ${run.error.message}`);
      const entries = [...run.value.steps.flatMap((s) => s.log), ...run.value.afterCombatLog];
      for (const lang of ["en", "ja"] as const)
        for (const entry of entries) {
          const text = logLine(entry, run.value.final, translator(lang).t).text;
          if (/\{[A-Za-z]+\}/.test(text)) unfilled.push(`${file} ${lang}: ${text}`);
        }
    }
    expect(unfilled).toEqual([]);
  });
});
