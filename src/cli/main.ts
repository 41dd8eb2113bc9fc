/** The `sw25` command's entry point: its usage, help texts and dispatch to each command. */
import { readFileSync } from "node:fs";
import { chooseLang, type Translator, translator } from "./i18n.js";
import {
  EXPORT_HELP,
  EXPORT_USAGE,
  IMPORT_HELP,
  IMPORT_USAGE,
  runExportCommand,
  runImportCommand,
} from "./import-command.js";
import { type CliIo, consoleIo } from "./io.js";
import { errorText } from "./messages.js";
import { ODDS_DEFAULT_LINES, ODDS_USAGE, runOddsCommand } from "./odds-command.js";
import { ROLL_USAGE, runRollCommand } from "./roll-command.js";
import { runScenarioCommand, SCENARIO_USAGE } from "./scenario.js";

/** The notation symbols, for every command that reads a notation (BCDice's SwordWorld2.5 syntax). */
export const NOTATION_HELP = `Notation (BCDice SwordWorld2.5), e.g. K20+5@9, HK10, K40+24@8$12r10, K20#1gf, 2D6+5>=10:
  2D6+5        a plain sum: two dice plus a modifier
  2D6+5>=10    a check: whether the sum reaches 10 (6-6 is an automatic success, 1-1 an
               automatic failure; a plain sum has neither)
  1D6, 3D6+2   plain dice: the sum of that many six-sided dice (3D6>=10 also says whether it reaches 10)
  K20          a power roll on power table 20 (2d6 read off the table); +5 adds to the result
  @9           critical on a dice total of 9 or more: roll again and add (the default is @10)
  $12 / $+1    the first roll's dice total is 12 / gets +1
  r10          the power rises by 10 on each critical
  #1           every roll's dice total gets +1
  gf           Greatest Fortune: one die doubled instead of two dice
  H            halves the result (HK10, K20H)
  S            in front (SK20): a secret roll
  Dru[4,7,13]+5  a Druid's physical spell: 2d of 2-6 reads the first value, 7-9 the second,
               10-12 the third, then +5 is added
  Text after a space is a comment, as in BCDice: "K20 + 5" rolls K20 and echoes "+ 5".

`;
/** The option every command takes; the help of each command repeats it. */
export const LANG_HELP = `--lang en|ja   the language of results and errors (any command, anywhere before a bare --).
               Without it: ja when the locale (LC_ALL, else LC_MESSAGES, else LANG) starts with
               "ja", English otherwise. --json output is the same in every language.`;

export const USAGE = `sw25: the Sword World 2.5 rules engine on the command line

${ROLL_USAGE}
${ODDS_USAGE}
${SCENARIO_USAGE}
${IMPORT_USAGE}
${EXPORT_USAGE}

${"`sw25 <command> --help`"} explains one command; \`sw25 --version\` prints the version.

${LANG_HELP}

${NOTATION_HELP}`;

/**
 * Entry point of the `sw25` command. Returns the process exit code.
 * Player input never throws in the engine; should a bug throw anyway, the user gets one line, not a stack trace.
 */
export async function main(
  argv: string[],
  io?: CliIo,
  env: Readonly<Record<string, string | undefined>> = {},
): Promise<number> {
  const out = io ?? (await consoleIo());
  const choice = chooseLang(argv, env);
  const tr = translator(choice.lang);
  if (!choice.ok) {
    out.err(`sw25: ${tr.t(choice.key, choice.params)}`);
    return 2;
  }
  try {
    return await dispatch(choice.argv, out, tr);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const internal = { code: "InternalError", message: `internal error: ${message}`, params: { message } };
    out.err(`sw25: ${errorText(internal, tr)}`);
    return 1;
  }
}

const COMMAND_HELP: Readonly<Record<string, () => string>> = {
  roll: () =>
    `${ROLL_USAGE}\n\nRolls a notation with random dice, or with --dice given in order.\n\n${NOTATION_HELP}`,
  odds: () =>
    `${ODDS_USAGE}\n\nExact odds of a notation: expected result, critical and automatic-failure chances,\nand the chance of each total or more: the first ${ODDS_DEFAULT_LINES} totals by default,
--lines N shows the first N, --lines all every total.\n\n${NOTATION_HELP}`,
  scenario: () =>
    `${SCENARIO_USAGE}\n\nPlays a battle scenario (JSON events, see docs/scenarios.md) through the engine.\nWithout --json: a report of each event (accepted or refused, and why), who moved where, the final\nstate and a summary.`,
  import: () => IMPORT_HELP,
  export: () => EXPORT_HELP,
};

/** The package's version (package.json, two levels up from src/cli/ and from the built dist-rules/cli/). */
function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      version?: unknown;
    };
    return typeof pkg.version === "string" ? pkg.version : "unknown";
  } catch {
    return "unknown";
  }
}

async function dispatch(argv: string[], out: CliIo, tr: Translator): Promise<number> {
  const [command, ...rest] = argv;
  const help = command === undefined ? undefined : COMMAND_HELP[command];
  if (help && (rest.includes("--help") || rest.includes("-h"))) {
    out.out(`${help()}\n\n${LANG_HELP}`);
    return 0;
  }
  switch (command) {
    case "roll":
      return runRollCommand(rest, out, tr);
    case "odds":
      return runOddsCommand(rest, out, tr);
    case "scenario":
      return runScenarioCommand(rest, out, tr);
    case "import":
      return runImportCommand(rest, out, tr);
    case "export":
      return runExportCommand(rest, out, tr);
    case "--version":
    case "-v":
      out.out(`sw25 ${version()}`);
      return 0;
    case "--help":
    case "-h":
    case "help":
      out.out(USAGE);
      return 0;
    default:
      out.err(
        command === undefined ? USAGE : `${tr.t("SW25.Cli.Args.UnknownCommand", { command })}\n\n${USAGE}`,
      );
      return 2;
  }
}
