/** Exact odds of any dice notation the roller reads. */
import { fail, ok, type Result } from "../errors.js";
import { parseNotation } from "./notation.js";
import {
  boundedPowerOdds,
  checkOdds,
  MAX_ODDS_WORK,
  type Odds,
  powerOddsWork,
  transcendentOdds,
} from "./odds.js";
import { plainOdds } from "./plain-odds.js";

export type NotationOdds = Odds & { readonly successChance: number | null };

/** Exact odds for any notation the roller reads, except Dru (a plain lookup, not worth a distribution). */
export function notationOdds(text: string): Result<NotationOdds> {
  const parsed = parseNotation(text);
  if (!parsed.ok) return parsed;
  const n = parsed.value;
  if (n.kind === "power") {
    // Long critical chains with a large `ad` spread over millions of totals: refuse rather than hang.
    // The estimate is cheap but rough; the step limit inside catches what it misses.
    const tooLong = () =>
      fail("OddsTooComplex", `the odds of "${text}" are too long to compute exactly`, {
        params: { notation: text },
      });
    if (!(powerOddsWork(n.spec) <= MAX_ODDS_WORK)) return tooLong();
    const { exhausted, steps: _, ...odds } = boundedPowerOdds(n.spec);
    if (exhausted) return tooLong();
    return ok({ ...odds, successChance: null });
  }
  if (n.kind === "check") return ok(checkOdds(n.check));
  if (n.kind === "transcendent") return ok(transcendentOdds(n.check));
  if (n.kind === "plain") {
    const odds = plainOdds(n.plain);
    if (odds) return ok(odds);
    return fail("OddsTooComplex", `the odds of "${text}" are too long to compute exactly`, {
      params: { notation: text },
    });
  }
  return fail("OddsUnsupported", `odds are not computed for "${text}"`, { params: { notation: text } });
}
