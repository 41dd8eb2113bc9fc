import { fail, ok, type Result } from "../errors.js";
import { parseNotation } from "./notation.js";
import { checkOdds, MAX_ODDS_WORK, type Odds, powerOdds, powerOddsWork, transcendentOdds } from "./odds.js";

export type NotationOdds = Odds & { readonly successChance: number | null };

/** Exact odds for any notation the roller reads, except Dru (a plain lookup, not worth a distribution). */
export function notationOdds(text: string): Result<NotationOdds> {
  const parsed = parseNotation(text);
  if (!parsed.ok) return parsed;
  const n = parsed.value;
  if (n.kind === "power") {
    // Long critical chains with a large `ad` spread over millions of totals: refuse rather than hang.
    if (powerOddsWork(n.spec) > MAX_ODDS_WORK)
      return fail("OddsTooComplex", `the odds of "${text}" are too long to compute exactly`, {
        params: { notation: text },
      });
    return ok({ ...powerOdds(n.spec), successChance: null });
  }
  if (n.kind === "check") return ok(checkOdds(n.check));
  if (n.kind === "transcendent") return ok(transcendentOdds(n.check));
  return fail("OddsUnsupported", `odds are not computed for "${text}"`, { params: { notation: text } });
}
