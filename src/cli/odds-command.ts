// `sw25 odds "<notation>" [--json]`: exact expected value, critical chance and P(total >= x).
import { type Notation, parseNotation } from "../rules/dice/notation.js";
import { type NotationOdds, notationOdds } from "../rules/dice/notation-odds.js";
import { type CliIo, parseArgs } from "./io.js";

export const ODDS_USAGE = 'usage: sw25 odds "<notation>" [--lines N] [--json]';

const percent = (p: number) => `${(p * 100).toFixed(2)}%`;

function humanOdds(text: string, o: NotationOdds, maxLines: number): string {
  // On a 2d check a 6-6 is an automatic success; only a power roll has criticals.
  const isCheck =
    parseNotation(text).ok && (parseNotation(text) as { value: Notation }).value.kind === "check";
  const six = isCheck ? "automatic success" : "critical";
  const head = [`${text}: expected ${o.expected.toFixed(3)}`, `${six} ${percent(o.criticalChance)}`];
  head.push(`automatic failure ${percent(o.fumbleChance)}`);
  if (o.successChance !== null) head.push(`success ${percent(o.successChance)}`);
  const lines = [head.join(", ")];
  const shown = o.atLeast.filter((a) => a.probability >= 5e-5);
  for (const a of shown.slice(0, maxLines)) lines.push(`  >= ${a.total}: ${percent(a.probability)}`);
  if (shown.length > maxLines) lines.push(`  ... ${shown.length - maxLines} more (--lines N shows more)`);
  return lines.join("\n");
}

export async function runOddsCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, ["lines"]);
  const linesText = typeof args === "string" ? undefined : args.flags.get("lines");
  const maxLines = linesText === undefined ? Number.POSITIVE_INFINITY : Number(linesText);
  if (
    typeof args === "string" ||
    args.positional.length !== 1 ||
    [...args.flags.keys()].some((k) => k !== "json" && k !== "lines") ||
    !(Number.isInteger(maxLines) || maxLines === Number.POSITIVE_INFINITY) ||
    maxLines < 0
  ) {
    io.err(ODDS_USAGE);
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
  else io.err(`sw25 odds: ${result.error.message}`);
  return result.ok ? 0 : 1;
}
