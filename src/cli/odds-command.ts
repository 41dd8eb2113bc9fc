// `sw25 odds "<notation>" [--lines N|all] [--json]`: exact expected value, critical chance and P(total >= x).
import { parseNotation } from "../rules/dice/notation.js";
import { type NotationOdds, notationOdds } from "../rules/dice/notation-odds.js";
import { type CliIo, parseArgs } from "./io.js";
import { withNotationHint } from "./notation-hint.js";

export const ODDS_USAGE = 'usage: sw25 odds "<notation>" [--lines N|all] [--json]';

/** Totals listed without --lines: enough to read a check or a power roll, short enough for a terminal. */
export const ODDS_DEFAULT_LINES = 12;

const percent = (p: number) => `${(p * 100).toFixed(2)}%`;

function humanOdds(text: string, o: NotationOdds, maxLines: number): string {
  const parsed = parseNotation(text);
  const isCheck = parsed.ok && parsed.value.kind === "check";
  const head = [`${text}: expected ${o.expected.toFixed(3)}`];
  if (!isCheck) {
    // A power roll's 6-6 is a critical and its 1-1 an automatic failure (result 0).
    head.push(`critical ${percent(o.criticalChance)}`, `automatic failure ${percent(o.fumbleChance)}`);
  } else if (o.successChance !== null) {
    // 6-6 and 1-1 decide a check against a target; a plain sum (2D6+7) has no success to decide.
    head.push(
      `automatic success ${percent(o.criticalChance)}`,
      `automatic failure ${percent(o.fumbleChance)}`,
    );
  }
  if (o.successChance !== null) head.push(`success ${percent(o.successChance)}`);
  const lines = [head.join(", ")];
  const shown = o.atLeast.filter((a) => a.probability >= 5e-5);
  for (const a of shown.slice(0, maxLines)) lines.push(`  >= ${a.total}: ${percent(a.probability)}`);
  if (shown.length > maxLines)
    lines.push(`  ... ${shown.length - maxLines} more (--lines N shows more, --lines all every total)`);
  return lines.join("\n");
}

/** `--lines`: absent → the default, "all" → every total, a whole number ≥ 0, or an error sentence. */
export function readLines(value: string | boolean | undefined): number | string {
  if (value === undefined) return ODDS_DEFAULT_LINES;
  if (value === "all") return Number.POSITIVE_INFINITY;
  if (typeof value === "string" && /^\d{1,9}$/.test(value)) return Number(value);
  return typeof value === "string"
    ? `--lines takes a whole number of totals or "all", not "${value}"`
    : '--lines needs a value: a whole number of totals or "all"';
}

export async function runOddsCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, ["lines"]);
  if (typeof args === "string") {
    io.err(`${args}\n${ODDS_USAGE}`);
    return 2;
  }
  const unknown = [...args.flags.keys()].find((k) => k !== "json" && k !== "lines");
  if (unknown !== undefined || args.positional.length !== 1) {
    io.err(unknown !== undefined ? `unknown option --${unknown}\n${ODDS_USAGE}` : ODDS_USAGE);
    return 2;
  }
  const maxLines = readLines(args.flags.get("lines"));
  if (typeof maxLines === "string") {
    io.err(`sw25 odds: ${maxLines}\n${ODDS_USAGE}`);
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
  } else if (result.ok) io.out(humanOdds(text, result.value, maxLines));
  else io.err(`sw25 odds: ${withNotationHint(result.error, "odds")}`);
  return result.ok ? 0 : 1;
}
