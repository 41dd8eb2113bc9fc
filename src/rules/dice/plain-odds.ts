// Exact odds of a plain dice sum (1D6, 3D6+2, 1D6+1D6>=7): every combination of the dice is rolled through the
// same evaluator as the roll itself, so odds and rolls cannot disagree. Up to MAX_PLAIN_ODDS_DICE dice.
import { fixedDice } from "./dice-source.js";
import type { Odds, Probability } from "./odds.js";
import { type PlainNotation, type PlainTerm, rollPlain } from "./plain-notation.js";

/** 6^6 = 46,656 combinations: more dice than this are refused (the caller says "too complex"). */
export const MAX_PLAIN_ODDS_DICE = 6;

function diceCount(t: PlainTerm): number {
  if (t.kind === "dice") return t.count;
  if (t.kind === "neg") return diceCount(t.term);
  if (t.kind === "op") return diceCount(t.left) + diceCount(t.right);
  return 0;
}

/** The odds, or null when the notation rolls more than MAX_PLAIN_ODDS_DICE dice. */
export function plainOdds(n: PlainNotation): (Odds & { readonly successChance: number | null }) | null {
  const count = diceCount(n.expression);
  if (count > MAX_PLAIN_ODDS_DICE) return null;
  const combos = 6 ** count;
  const p = 1 / combos;
  const totals = new Map<number, number>();
  let success = 0;
  let critical = 0;
  let fumble = 0;
  let expected = 0;
  const faces = new Array<number>(count).fill(1);
  for (let i = 0; i < combos; i++) {
    let k = i;
    for (let d = 0; d < count; d++) {
      faces[d] = (k % 6) + 1;
      k = Math.floor(k / 6);
    }
    const r = rollPlain(n, fixedDice(faces));
    totals.set(r.total, (totals.get(r.total) ?? 0) + p);
    expected += r.total * p;
    if (r.success) success += p;
    if (r.critical) critical += p;
    if (r.fumble) fumble += p;
  }
  const distribution: Probability[] = [...totals.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([total, probability]) => ({ total, probability }));
  let rest = 1;
  const atLeast: Probability[] = distribution.map((d) => {
    const at = { total: d.total, probability: Math.max(0, Math.min(1, rest)) };
    rest -= d.probability;
    return at;
  });
  return {
    distribution,
    atLeast,
    expected,
    criticalChance: critical,
    fumbleChance: fumble,
    truncatedMass: 0,
    successChance: n.op === null ? null : success,
  };
}
