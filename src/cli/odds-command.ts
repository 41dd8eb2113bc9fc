// `sw25 odds "<notation>" [--json]`: exact expected value, critical chance and P(total >= x).
import { type NotationOdds, notationOdds } from "../rules/dice/notation-odds.js";
import { type CliIo, parseArgs } from "./io.js";

export const ODDS_USAGE = 'usage: sw25 odds "<notation>" [--json]';

const percent = (p: number) => `${(p * 100).toFixed(2)}%`;

function humanOdds(text: string, o: NotationOdds): string {
  const head = [`${text}: expected ${o.expected.toFixed(3)}`, `critical ${percent(o.criticalChance)}`];
  head.push(`automatic failure ${percent(o.fumbleChance)}`);
  if (o.successChance !== null) head.push(`success ${percent(o.successChance)}`);
  const lines = [head.join(", ")];
  for (const a of o.atLeast)
    if (a.probability >= 5e-5) lines.push(`  >= ${a.total}: ${percent(a.probability)}`);
  return lines.join("\n");
}

export async function runOddsCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, []);
  if (
    typeof args === "string" ||
    args.positional.length !== 1 ||
    [...args.flags.keys()].some((k) => k !== "json")
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
  } else if (result.ok) io.out(humanOdds(text, result.value));
  else io.err(`sw25 odds: ${result.error.message}`);
  return result.ok ? 0 : 1;
}
