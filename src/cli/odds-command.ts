// `sw25 odds "<notation>" [--lines N|all] [--json]`: exact expected value, critical chance and P(total >= x).
import { parseNotation } from "../rules/dice/notation.js";
import { type NotationOdds, notationOdds } from "../rules/dice/notation-odds.js";
import { type Translator, translator } from "./i18n.js";
import { argText, type CliIo, isArgProblem, parseArgs } from "./io.js";
import { withNotationHint } from "./notation-hint.js";

export const ODDS_USAGE = 'usage: sw25 odds "<notation>" [--lines N|all] [--json]';

/** Totals listed without --lines: enough to read a check or a power roll, short enough for a terminal. */
export const ODDS_DEFAULT_LINES = 12;

const percent = (p: number) => `${(p * 100).toFixed(2)}%`;

function humanOdds(text: string, o: NotationOdds, maxLines: number, tr: Translator): string {
  const parsed = parseNotation(text);
  const isCheck = parsed.ok && parsed.value.kind === "check";
  const part = (word: string, chance: number) => tr.t(`SW25.Cli.Odds.${word}`, { chance: percent(chance) });
  const head = [tr.t("SW25.Cli.Odds.Expected", { value: o.expected.toFixed(3) })];
  if (!isCheck) {
    // A power roll's 6-6 is a critical and its 1-1 an automatic failure (result 0).
    head.push(part("Critical", o.criticalChance), part("AutomaticFailure", o.fumbleChance));
  } else if (o.successChance !== null) {
    // 6-6 and 1-1 decide a check against a target; a plain sum (2D6+7) has no success to decide.
    head.push(part("AutomaticSuccess", o.criticalChance), part("AutomaticFailure", o.fumbleChance));
  }
  if (o.successChance !== null) head.push(part("Success", o.successChance));
  const lines = [
    tr.t("SW25.Cli.Odds.Head", { notation: text, parts: head.join(tr.t("SW25.Cli.Odds.Separator")) }),
  ];
  const shown = o.atLeast.filter((a) => a.probability >= 5e-5);
  for (const a of shown.slice(0, maxLines))
    lines.push(`  ${tr.t("SW25.Cli.Odds.AtLeast", { total: a.total, chance: percent(a.probability) })}`);
  if (shown.length > maxLines)
    lines.push(`  ${tr.t("SW25.Cli.Odds.More", { count: shown.length - maxLines })}`);
  return lines.join("\n");
}

/**
 * `--lines`: absent → the default, "all" → every total, a whole number ≥ 0, or the problem as a
 * `SW25.Cli.Odds` key and its params.
 */
export function readLines(
  value: string | boolean | undefined,
): number | { readonly key: string; readonly params: { value?: string } } {
  if (value === undefined) return ODDS_DEFAULT_LINES;
  if (value === "all") return Number.POSITIVE_INFINITY;
  if (typeof value === "string" && /^\d{1,9}$/.test(value)) return Number(value);
  return typeof value === "string"
    ? { key: "SW25.Cli.Odds.LinesInvalid", params: { value } }
    : { key: "SW25.Cli.Odds.LinesMissing", params: {} };
}

export async function runOddsCommand(
  argv: readonly string[],
  io: CliIo,
  tr: Translator = translator("en"),
): Promise<number> {
  const args = parseArgs(argv, ["lines"]);
  if (isArgProblem(args)) {
    io.err(`${argText(args, tr)}\n${ODDS_USAGE}`);
    return 2;
  }
  const unknown = [...args.flags.keys()].find((k) => k !== "json" && k !== "lines");
  if (unknown !== undefined || args.positional.length !== 1) {
    io.err(
      unknown !== undefined
        ? `${tr.t("SW25.Cli.Args.UnknownOption", { name: unknown })}\n${ODDS_USAGE}`
        : ODDS_USAGE,
    );
    return 2;
  }
  const maxLines = readLines(args.flags.get("lines"));
  if (typeof maxLines !== "number") {
    io.err(`sw25 odds: ${tr.t(maxLines.key, maxLines.params)}\n${ODDS_USAGE}`);
    return 2;
  }
  const text = args.positional[0] as string;
  const result = notationOdds(text);
  if (args.flags.get("json") === true) {
    io.out(
      JSON.stringify(
        result.ok
          ? { notation: text, ok: true, ...result.value, error: null }
          : { notation: text, ok: false, error: result.error.message },
      ),
    );
  } else if (result.ok) io.out(humanOdds(text, result.value, maxLines, tr));
  else io.err(`sw25 odds: ${withNotationHint(result.error, "odds", tr)}`);
  return result.ok ? 0 : 1;
}
