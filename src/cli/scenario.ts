import type { LogEntry } from "../rules/combat/log.js";
import { parseScenario, runScenario, type ScenarioRun } from "../rules/combat/scenario-runner.js";
import { type CliIo, stripBom } from "./io.js";

function formatParams(params: LogEntry["params"]): string {
  return Object.entries(params)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? `[${v.join(", ")}]` : String(v)}`)
    .join(" ");
}

function printReadable(run: ScenarioRun, io: CliIo): void {
  const console = { log: (text: string) => io.out(text) };
  console.log(`Scenario: ${run.name}`);
  for (const s of run.steps) {
    console.log(`#${s.index} ${s.event.type}`);
    for (const l of s.log) console.log(`    ${l.type} ${formatParams(l.params)}`);
    for (const e of s.errors) console.log(`    ERROR ${e.message}`);
  }
  if (run.afterCombatLog.length > 0) {
    console.log("after combat");
    for (const l of run.afterCombatLog) console.log(`    ${l.type} ${formatParams(l.params)}`);
  }
  const f = run.final;
  console.log(
    `Final: phase=${f.phase} round=${f.round}${f.outcome ? ` winner=${f.outcome.winner} (${f.outcome.reason})` : ""}`,
  );
  for (const c of f.combatants) {
    const where =
      c.position.kind === "area"
        ? c.position.area
        : c.position.kind === "point"
          ? `(${c.position.x}, ${c.position.y})`
          : c.position.kind;
    const hp = c.sections.map((s) => `${s.hp}/${s.maxHp}${s.conscious ? "" : " down"}`).join(", ");
    const flags = Object.entries(c.status)
      .filter(([, v]) => v)
      .map(([k]) => k);
    console.log(`    ${c.id} (${c.side}) ${where} HP ${hp}${flags.length ? ` [${flags.join(", ")}]` : ""}`);
  }
  if (run.failures.length === 0) console.log("Expectations: all met");
  else for (const failure of run.failures) console.log(`EXPECTATION FAILED ${failure}`);
}

/** Writes through `console` (tests spy on it) and reads with node:fs. */
const consoleLogIo: CliIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  readFile: async (path) => (await import("node:fs/promises")).readFile(path, "utf8"),
};

/** `sw25 scenario FILE [--json]`: runs a battle scenario through the combat reducer. Returns the exit code. */
export async function runScenarioCommand(argv: string[], io: CliIo = consoleLogIo): Promise<number> {
  const console = { log: (text: string) => io.out(text), error: (text: string) => io.err(text) };
  const json = argv.includes("--json");
  const files = argv.filter((a) => a !== "--json");
  const [file] = files;
  // A usage error exits 2, like every command (README: 0 done, 1 failed, 2 usage).
  if (!file || files.length > 1 || file.startsWith("--")) {
    console.error("usage: sw25 scenario FILE [--json]");
    return 2;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripBom(await io.readFile(file)));
  } catch (error) {
    console.error(`sw25 scenario: cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const scenario = parseScenario(parsed);
  const run = scenario.ok ? runScenario(scenario.value) : scenario;
  if (!run.ok) {
    console.error(`sw25 scenario: ${file}: ${run.error.message}`);
    return 1;
  }
  if (json) {
    const { name, steps, afterCombatLog, final, failures } = run.value;
    console.log(JSON.stringify({ name, steps, afterCombatLog, final, failures }, null, 2));
  } else printReadable(run.value, io);
  return run.value.failures.length === 0 ? 0 : 1;
}
