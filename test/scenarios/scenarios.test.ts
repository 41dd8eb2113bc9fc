import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseScenario, runScenario } from "../../src/rules/combat/scenario-runner.js";

const dir = import.meta.dirname;
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("battle scenarios (test/scenarios/*.json)", () => {
  it("finds scenario files", () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    const parsed = parseScenario(JSON.parse(readFileSync(join(dir, file), "utf8")));
    const name = parsed.ok ? (parsed.value.name ?? file) : file;
    it(`${name} (${file})`, () => {
      if (!parsed.ok) throw new Error(parsed.error.message);
      const run = runScenario(parsed.value);
      if (!run.ok) throw new Error(run.error.message);
      expect(run.value.failures).toEqual([]);
    });
  }
});
