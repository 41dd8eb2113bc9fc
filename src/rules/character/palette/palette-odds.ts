/**
 * The odds a palette shows beside its lines, within a work budget. Exact odds can be costly (a `K70@3r10` power
 * roll, six plain dice or a transcendent test take from a tenth of a second to over a second each), and a sheet
 * builds its palette on every render: so a view spends at most one budget of estimated work on odds, and a line
 * whose odds would not fit is left for the player to ask for (on demand, `notationOdds` itself).
 */
import { parseNotation } from "../../dice/notation.js";
import { type NotationOdds, notationOdds } from "../../dice/notation-odds.js";
import { boundedPowerOdds, checkOdds, MAX_ODDS_WORK, powerOddsWork } from "../../dice/odds.js";
import type { PlainTerm } from "../../dice/plain-notation.js";
import { MAX_PLAIN_ODDS_DICE, plainOdds } from "../../dice/plain-odds.js";
import { ok, type Result } from "../../errors.js";

/**
 * The work one view may spend on odds, in power-roll steps as `powerOddsWork` estimates them. A usual damage line
 * costs 1,000 to 60,000 (`K20+8@10` about 2,400), `K70@3r10` over 3,000,000; a budget's worth took 15 to 150 ms
 * when measured (the estimate is rough). Odds already computed cost nothing, so each render adds what fits.
 */
export const PALETTE_ODDS_WORK = 100_000;

/** What one plain-dice combination costs, in the same steps (measured: 6d6 is as slow as 3,000,000 steps). */
const PLAIN_COMBINATION_WORK = 60;
/** A 2d check reads 36 combinations. */
const CHECK_WORK = 36;

/** One view's odds work: what it may spend, what it spent, how many odds it computed. */
export class OddsBudget {
  spent = 0;
  computed = 0;
  constructor(readonly limit: number = PALETTE_ODDS_WORK) {}

  /** Spends `work` when it fits, else spends nothing. */
  take(work: number): boolean {
    if (!(work <= this.limit - this.spent)) return false;
    this.spent += work;
    this.computed++;
    return true;
  }

  /** What is left to spend. */
  get left(): number {
    return this.limit - this.spent;
  }

  /** Charges work already done (at most what was left: a computation is cut at the budget's end). */
  charge(work: number, computed: boolean): void {
    this.spent += Math.min(work, this.left);
    if (computed) this.computed++;
  }
}

/** Lines whose chain was cut at a budget's end, with the steps they had by then (at most CUT_MEMORY lines). */
const CUT_MEMORY = 256;
const cutAt = new Map<string, number>();

function rememberCut(text: string, steps: number): void {
  if (!cutAt.has(text) && cutAt.size >= CUT_MEMORY) {
    const oldest = cutAt.keys().next().value;
    if (oldest !== undefined) cutAt.delete(oldest);
  }
  cutAt.set(text, Math.max(steps, cutAt.get(text) ?? 0));
}

function diceIn(term: PlainTerm): number {
  if (term.kind === "dice") return term.count;
  if (term.kind === "neg") return diceIn(term.term);
  if (term.kind === "op") return diceIn(term.left) + diceIn(term.right);
  return 0;
}

/**
 * The odds of `text` when their estimated work fits in `budget`, or null when they must wait (they are then
 * computed on demand). A notation the engine refuses, or whose odds are not computed, answers its error value
 * at no cost. Transcendent tests always wait: their work has no cheap estimate.
 */
export function budgetedOdds(text: string, budget: OddsBudget): Result<NotationOdds> | null {
  const parsed = parseNotation(text);
  if (!parsed.ok) return parsed;
  const n = parsed.value;
  if (n.kind === "check") return budget.take(CHECK_WORK) ? ok(checkOdds(n.check)) : null;
  if (n.kind === "plain") {
    const dice = diceIn(n.plain.expression);
    // Too many dice: the engine's own refusal, at no cost.
    if (dice > MAX_PLAIN_ODDS_DICE) return notationOdds(text);
    if (!budget.take(6 ** dice * PLAIN_COMBINATION_WORK)) return null;
    const odds = plainOdds(n.plain);
    return odds ? ok(odds) : notationOdds(text);
  }
  if (n.kind === "power") {
    const work = powerOddsWork(n.spec);
    // Beyond what the engine computes at all: its own refusal, at no cost.
    if (!(work <= MAX_ODDS_WORK)) return notationOdds(text);
    // The estimate says whether to try; the chain's real steps are what the view is charged, and it is cut
    // where the view's budget ends (an estimate can be short by half: `K6@3AD2` is estimated at 69,000 steps
    // and takes 103,000). A line cut short waits, to be asked for on demand.
    // A line once cut is known to need more than it had: it is not tried again with no more than that, so a
    // sheet's every render does not spend its budget on the same line in vain.
    if (!(work <= budget.left) || !((cutAt.get(text) ?? 0) < budget.left)) return null;
    const { exhausted, steps, ...odds } = boundedPowerOdds(n.spec, budget.left);
    budget.charge(steps, !exhausted);
    if (exhausted) rememberCut(text, steps);
    return exhausted ? null : ok({ ...odds, successChance: null });
  }
  if (n.kind === "druid") return notationOdds(text);
  return null;
}
