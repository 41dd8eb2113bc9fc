/**
 * Issue 38 item 3: `npm test` runs the lint and the type-check beside the test files (scripts/test.mjs), holds
 * their output for one block each, runs the benchmark last and only after all passed, and fails when any failed.
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { runStep, runSteps } from "../../scripts/test-steps.mjs";

type Result = { label: string; code: number; output: string; seconds: number };
/** A step that runs a few lines of JavaScript in a fresh node. */
const node = (label: string, code: string) => ({ label, command: process.execPath, args: ["-e", code] });

/** A step that writes its label to a shared file when it starts and when it ends, after `ms`. */
const timed = (label: string, file: string, ms: number, exit = 0) =>
  node(
    label,
    `const fs=require("node:fs");fs.appendFileSync(${JSON.stringify(file)},"${label}+\\n");` +
      `setTimeout(()=>{fs.appendFileSync(${JSON.stringify(file)},"${label}-\\n");console.log("${label} says hi");process.exit(${exit})},${ms})`,
  );

async function plan(steps: { beside: object[]; main: object; last?: object }) {
  const printed: string[] = [];
  const outcome = (await runSteps({
    ...steps,
    print: (text: string) => printed.push(text),
  })) as { code: number; results: Result[] };
  return { outcome, printed: printed.join("\n") };
}

describe("npm test's steps (scripts/test-steps.mjs)", () => {
  it("a held step keeps its output and exit code; one that cannot start is a failure, not a throw", async () => {
    const ok = (await runStep({
      ...node("ok", 'console.log("out");console.error("err")'),
      held: true,
    })) as Result;
    expect(ok.code).toBe(0);
    expect(ok.output).toContain("out");
    expect(ok.output).toContain("err");
    const bad = (await runStep({ ...node("bad", "process.exit(3)"), held: true })) as Result;
    expect(bad.code).toBe(3);
    const missing = (await runStep({
      label: "missing",
      command: "/no/such/command",
      args: [],
      held: true,
    })) as Result;
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("could not start /no/such/command");
  });

  it("the side steps run while the main one runs; the last runs after all, alone; all pass → 0", async () => {
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const file = join(mkdtempSync(join(tmpdir(), "sw25-steps-")), "order.txt");
    const { outcome, printed } = await plan({
      beside: [timed("lint", file, 50), timed("types", file, 1500)],
      main: timed("tests", file, 300),
      last: timed("bench", file, 10),
    });
    const { readFileSync } = await import("node:fs");
    const order = readFileSync(file, "utf8").trim().split("\n");
    expect(outcome.code).toBe(0);
    expect(outcome.results.map((result) => [result.label, result.code])).toEqual([
      ["lint", 0],
      ["types", 0],
      ["tests", 0],
      ["bench", 0],
    ]);
    // Overlapped: the main step started before the slow side step ended; the last started after everything ended.
    expect(order.indexOf("tests+")).toBeLessThan(order.indexOf("types-"));
    expect(order.slice(-2)).toEqual(["bench+", "bench-"]);
    // Each held step's output is printed once, in a block under its label, in the order given.
    expect(printed.indexOf("── lint: passed")).toBeGreaterThanOrEqual(0);
    expect(printed.indexOf("lint says hi")).toBeGreaterThan(printed.indexOf("── lint: passed"));
    expect(printed.indexOf("── types: passed")).toBeGreaterThan(printed.indexOf("lint says hi"));
    expect(printed.split("types says hi")).toHaveLength(2);
  });

  it("a failing side step fails the run, its output is shown, and the last step is not run", async () => {
    const { mkdtempSync, readFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const file = join(mkdtempSync(join(tmpdir(), "sw25-steps-")), "order.txt");
    const { outcome, printed } = await plan({
      beside: [timed("lint", file, 10, 1), timed("types", file, 10)],
      main: timed("tests", file, 10),
      last: timed("bench", file, 10),
    });
    expect(outcome.code).toBe(1);
    expect(printed).toContain("── lint: FAILED (exit 1)");
    expect(printed).toContain("lint says hi");
    expect(printed).toContain("npm test: lint failed; bench was not run.");
    expect(readFileSync(file, "utf8")).not.toContain("bench+");
  });

  it("a failing main step fails the run and skips the last step; a failing last step fails it too", async () => {
    const { mkdtempSync, readFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const file = join(mkdtempSync(join(tmpdir(), "sw25-steps-")), "order.txt");
    const mainFails = await plan({
      beside: [timed("lint", file, 10)],
      main: timed("tests", file, 10, 2),
      last: timed("bench", file, 10),
    });
    expect(mainFails.outcome.code).toBe(1);
    expect(mainFails.printed).toContain("npm test: tests failed; bench was not run.");
    expect(readFileSync(file, "utf8")).not.toContain("bench+");
    const lastFails = await plan({
      beside: [timed("lint", file, 10)],
      main: timed("tests", file, 10),
      last: timed("bench", file, 10, 4),
    });
    expect(lastFails.outcome.code).toBe(1);
    expect(lastFails.outcome.results.at(-1)).toMatchObject({ label: "bench", code: 4 });
  });
});
