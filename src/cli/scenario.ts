/** `sw25 scenario`: runs a battle scenario file through the combat reducer and prints its report. */
import { parseScenario, runScenario } from "../rules/combat/scenario-runner.js";
import type { RuleError } from "../rules/errors.js";
import { type Translator, translator } from "./i18n.js";
import { type CliIo, stripBom } from "./io.js";
import { errorText } from "./messages.js";
import { scenarioReport } from "./scenario-report.js";

export const SCENARIO_USAGE = "usage: sw25 scenario FILE [--json]";

/** Writes through `console` (tests spy on it) and reads with node:fs. */
const consoleLogIo: CliIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  readFile: async (path) => (await import("node:fs/promises")).readFile(path, "utf8"),
};

/** Errors whose localized text says only "malformed": the engine's sentence names the field. */
const GENERIC = new Set(["Scenario.Malformed", "Combat.MalformedBattle"]);

function fileError(error: RuleError, tr: Translator): string {
  const text = errorText(error, tr);
  return tr.lang !== "en" && GENERIC.has(error.code) && text !== error.message
    ? tr.t("SW25.Cli.Scenario.Malformed", { text, detail: error.message })
    : text;
}

/**
 * `sw25 scenario FILE [--json]`: runs a battle scenario through the combat reducer. Returns the exit code.
 * `--json` is the same in every language (scripts and the acceptance runner read it).
 */
export async function runScenarioCommand(
  argv: string[],
  io: CliIo = consoleLogIo,
  tr: Translator = translator("en"),
): Promise<number> {
  const json = argv.includes("--json");
  const files = argv.filter((a) => a !== "--json");
  const [file] = files;
  // A usage error exits 2, like every command (README: 0 done, 1 failed, 2 usage).
  if (!file || files.length > 1 || file.startsWith("--")) {
    io.err(SCENARIO_USAGE);
    return 2;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripBom(await io.readFile(file)));
  } catch (error) {
    io.err(
      `sw25 scenario: ${tr.t("SW25.Cli.Scenario.CannotRead", { file, reason: (error as Error).message })}`,
    );
    return 1;
  }
  const scenario = parseScenario(parsed);
  const run = scenario.ok ? runScenario(scenario.value) : scenario;
  if (!run.ok) {
    io.err(`sw25 scenario: ${file}: ${fileError(run.error, tr)}`);
    return 1;
  }
  if (json) {
    const { name, steps, afterCombatLog, final, failures } = run.value;
    io.out(JSON.stringify({ name, steps, afterCombatLog, final, failures }, null, 2));
  } else if (scenario.ok) for (const line of scenarioReport(scenario.value, run.value, tr)) io.out(line);
  return run.value.failures.length === 0 ? 0 : 1;
}
