import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runScenarioCommand } from "../../src/cli/scenario.js";

const dir = mkdtempSync(join(tmpdir(), "sw25-scenario-"));
function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe("sw25 scenario", () => {
  afterEach(() => vi.restoreAllMocks());

  it("[FLOW-01] prints the log and exits 0 when the expectations hold; --json prints the final state", async () => {
    const out = vi.spyOn(console, "log").mockImplementation(() => {});
    const path = join(import.meta.dirname, "hand-off-and-feats.json");
    expect(await runScenarioCommand([path])).toBe(0);
    expect(out.mock.calls.flat().join("\n")).toContain(
      "refused, as expected: Actions: No weapon minor actions after a major action. [ACT-05]",
    );
    out.mockClear();
    expect(await runScenarioCommand([path, "--json"])).toBe(0);
    const json = JSON.parse(String(out.mock.calls[0]?.[0]));
    expect(json.final.combatants.find((c: { id: string }) => c.id === "boar").sections[0].hp).toBe(8);
  });

  it("[FLOW-01] exits 1 with a clear message on a malformed file, bad JSON, or a missing file", async () => {
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runScenarioCommand([file("bad.json", '{"initial": {}, "events": 3}')])).toBe(1);
    expect(err.mock.calls.flat().join("\n")).toContain('"events" must be an array');
    expect(
      await runScenarioCommand([
        file("dice.json", '{"initial": {}, "events": [{"event": {"type": "startRound"}, "dice": [7]}]}'),
      ]),
    ).toBe(1);
    expect(await runScenarioCommand([file("broken.json", "{")])).toBe(1);
    expect(await runScenarioCommand([join(dir, "missing.json")])).toBe(1);
  });

  it("[FLOW-01] no file or two files is a usage error: exit 2, as the README says", async () => {
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runScenarioCommand([])).toBe(2);
    expect(await runScenarioCommand(["a.json", "b.json"])).toBe(2);
    expect(await runScenarioCommand(["--json"])).toBe(2);
    expect(err.mock.calls.flat().join("\n")).toContain("usage: sw25 scenario FILE [--json]");
  });

  it("[FLOW-01] malformed scenario files name the bad field, never an internal error", async () => {
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const init = {
      combatants: [
        { id: "a", side: "pc", hp: 5 },
        { id: "b", side: "enemy", hp: 5 },
      ],
    };
    const cases: [unknown, string][] = [
      [{ initial: init, events: [], expect: { log: 5 } }, '"expect.log" must be an array'],
      [{ initial: init, events: [], expect: { log: [null] } }, "expect.log[0]"],
      [{ initial: { ...init, effects: [null] }, events: [], afterCombat: {} }, "effects[0]"],
      [{ initial: { ...init, knowledge: { b: 5 } }, events: [] }, "knowledge.b"],
      [{ initial: { ...init, turn: 5 }, events: [] }, "turn must be"],
      [{ initial: { ...init, initiative: { winner: 7 } }, events: [] }, "initiative must be"],
      [{ initial: { ...init, handOffs: [null] }, events: [] }, "handOffs[0]"],
      [{ initial: { ...init, actedThisRound: 5 }, events: [] }, "actedThisRound"],
      [{ initial: init, events: [], afterCombat: { keep: [1] } }, "afterCombat.keep"],
      [{ name: { x: 1 }, initial: init, events: [] }, '"name" must be a string'],
      [
        {
          initial: { combatants: [{ id: "a", side: "pc", position: { kind: "area", area: "moon" } }] },
          events: [],
        },
        "position must be",
      ],
    ];
    for (const [scenario, field] of cases) {
      err.mockClear();
      expect(await runScenarioCommand([file("malformed.json", JSON.stringify(scenario))]), field).toBe(1);
      const said = err.mock.calls.flat().join("\n");
      expect(said, field).toContain(field);
      expect(said).not.toContain("internal error");
    }
  });

  it("[FLOW-01] a scenario file saved with a UTF-8 byte order mark is read", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const path = join(import.meta.dirname, "hand-off-and-feats.json");
    const text = (await import("node:fs")).readFileSync(path, "utf8");
    expect(await runScenarioCommand([file("bom.json", `\uFEFF${text}`)])).toBe(0);
  });

  it("[FLOW-01] exits 1 when the run breaks its expectations", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const wrong = {
      initial: {
        combatants: [
          { id: "a", side: "pc", hp: 5 },
          { id: "b", side: "enemy", hp: 5, initiative: 9 },
        ],
      },
      events: [{ event: { type: "startRound" } }],
    };
    expect(await runScenarioCommand([file("wrong.json", JSON.stringify(wrong))])).toBe(1);
  });
});
