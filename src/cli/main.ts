import { EXPORT_USAGE, IMPORT_USAGE, runExportCommand, runImportCommand } from "./import-command.js";
import { type CliIo, consoleIo } from "./io.js";
import { ODDS_USAGE, runOddsCommand } from "./odds-command.js";
import { ROLL_USAGE, runRollCommand } from "./roll-command.js";
import { runScenarioCommand } from "./scenario.js";

export const USAGE = `sw25: the Sword World 2.5 rules engine on the command line

${ROLL_USAGE}
${ODDS_USAGE}
usage: sw25 scenario FILE [--json]
${IMPORT_USAGE}
${EXPORT_USAGE}

Notation (BCDice SwordWorld2.5): K20+5@9, HK10, K40+24@8$12r10, K20#1gf, 2D6+5>=10, 2D6@10+15>=30.`;

/**
 * Entry point of the `sw25` command. Returns the process exit code.
 * Player input never throws in the engine; should a bug throw anyway, the user gets one line, not a stack trace.
 */
export async function main(argv: string[], io?: CliIo): Promise<number> {
  const out = io ?? (await consoleIo());
  try {
    return await dispatch(argv, out);
  } catch (error) {
    out.err(`sw25: internal error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function dispatch(argv: string[], out: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "roll":
      return runRollCommand(rest, out);
    case "odds":
      return runOddsCommand(rest, out);
    case "scenario":
      return runScenarioCommand(rest, out);
    case "import":
      return runImportCommand(rest, out);
    case "export":
      return runExportCommand(rest, out);
    case "--help":
    case "-h":
    case "help":
      out.out(USAGE);
      return 0;
    default:
      out.err(command === undefined ? USAGE : `unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}
