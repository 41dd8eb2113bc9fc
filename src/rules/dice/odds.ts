// Exact odds of power rolls and checks, computed (never sampled).
//
// Critical chains are unbounded, so the distribution is built round by round (dynamic programming over the
// running total of the paths still going) until the mass still going is below CHAIN_EPSILON = 1e-15.
// That leftover mass is dropped and reported as `truncatedMass`; the expected value is the exact mean of the
// computed distribution, so its error is below truncatedMass × the largest total still possible (≪ 1e-9).
import { type CheckResult, type ContestSide, contest, readCheck } from "./check.js";
import { type CheckNotation, compare, type TranscendentNotation } from "./check-notation.js";
import { applyScaling, MAX_POWER, type PowerRollSpec, powerTableValue } from "./power-roll.js";

export const CHAIN_EPSILON = 1e-15;

export interface Probability {
  readonly total: number;
  readonly probability: number;
}

export interface Odds {
  /** P(total = x), ascending x; a fumble counts as total 0. */
  readonly distribution: readonly Probability[];
  /** P(total >= x) for each reachable x, ascending. */
  readonly atLeast: readonly Probability[];
  readonly expected: number;
  /** P(at least one critical / reroll). */
  readonly criticalChance: number;
  /** P(automatic failure on the first roll). */
  readonly fumbleChance: number;
  /** Probability of chains longer than computed (below CHAIN_EPSILON). */
  readonly truncatedMass: number;
}

/** One way a round can go: its probability, what it adds, whether the chain goes on. */
interface RoundOutcome {
  readonly p: number;
  readonly add: number;
  readonly goesOn: boolean;
  /** Only meaningful in the first round: the roll fails automatically. */
  readonly fumble: boolean;
}

const TWO_D6: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((n) => n / 36);

/** Distribution of one raw roll (before first-roll changes), by sum 2..12. */
function rawRoll(spec: PowerRollSpec, round: number): readonly number[] {
  const fixed = spec.semiFixed || (round === 0 ? spec.tempFixed : 0);
  if (!fixed && !spec.greatestFortune) return TWO_D6;
  const dist = new Array<number>(13).fill(0);
  for (let d = 1; d <= 6; d++) {
    const sum = fixed ? d + fixed : d * 2;
    dist[sum] = (dist[sum] ?? 0) + 1 / 6;
  }
  return dist;
}

function powerRound(spec: PowerRollSpec, round: number): RoundOutcome[] {
  const power = Math.min(Math.max(spec.power + round * (spec.powerUpPerCritical ?? 0), 0), MAX_POWER);
  const bonus = spec.rollBonus ?? 0;
  const zeroAt = spec.zeroAtOrBelow ?? 0;
  const perCritical = spec.extraPerCritical ?? 0;
  const adjust = round === 0 ? spec.firstRoll : undefined;
  const outcomes: RoundOutcome[] = [];
  rawRoll(spec, round).forEach((p, rolled) => {
    if (p === 0) return;
    let raw = rolled;
    let sum = rolled;
    if (adjust && adjust.value !== 0) {
      if (adjust.kind === "set") raw = sum = adjust.value;
      else if (adjust.kind === "add") sum += adjust.value;
      else if (raw <= 10) sum += adjust.value;
    }
    if (raw <= 2) {
      outcomes.push({ p, add: 0, goesOn: false, fumble: round === 0 });
      return;
    }
    if (bonus !== 0 && sum !== 2) sum += bonus;
    sum = Math.min(Math.max(sum, 2), 12);
    const value = sum > zeroAt ? powerTableValue(power, sum) : 0;
    const goesOn = sum >= spec.criticalValue;
    outcomes.push({ p, add: value + (goesOn ? perCritical : 0), goesOn, fumble: round === 0 && sum <= 2 });
  });
  return outcomes;
}

interface Chain {
  /** Final running totals (before modifier and scaling) → probability. */
  readonly ends: Map<number, number>;
  readonly fumble: number;
  readonly critical: number;
  readonly truncated: number;
  /** The step budget ran out before the chain was complete. */
  readonly exhausted: boolean;
}

/**
 * A step budget shared by one odds computation. Every inner-loop step spends one unit; when the budget is spent
 * the computation stops where it is and reports the mass not yet placed as truncated, so no input runs unbounded
 * (the work estimate below is only a first, cheap filter).
 */
class Budget {
  spent = 0;
  constructor(readonly limit: number) {}
  get exhausted(): boolean {
    return this.spent > this.limit;
  }
}

/**
 * Once every round is alike, the rest of a chain has a fixed distribution T satisfying the renewal equation
 * P(T = t) = Σ_end p·[add = t] + Σ_goesOn p·P(T = t − add), solved for t = 0, 1, 2, … (a critical that adds 0
 * loops on itself and is divided out). Stops when the mass found is within CHAIN_EPSILON of 1, or when the
 * last stretch of values is negligible (float rounding can keep the sum a hair below 1), or when the budget
 * is spent. The last stretch is summed afresh, not kept as a running window: a running window drifts by the
 * rounding of the large early values and can stay above the threshold forever (`K4@3` used to hang so).
 * Null when some outcome adds a negative amount (then the round-by-round DP is used).
 */
function renewal(
  outcomes: readonly RoundOutcome[],
  budget: Budget,
): { p: Float64Array; truncated: number } | null {
  let selfLoop = 0;
  let maxAdd = 0;
  for (const o of outcomes) {
    if (o.add < 0) return null;
    if (o.goesOn && o.add === 0) selfLoop += o.p;
    maxAdd = Math.max(maxAdd, o.add);
  }
  if (selfLoop >= 1) return null;
  const endAt = new Float64Array(maxAdd + 1);
  const critical = outcomes.filter((o) => o.goesOn && o.add > 0);
  for (const o of outcomes) if (!o.goesOn) endAt[o.add] = (endAt[o.add] ?? 0) + o.p;
  let p = new Float64Array(1024);
  let sum = 0;
  let carry = 0;
  const width = maxAdd + 1;
  const negligible = CHAIN_EPSILON * 1e-3;
  for (let t = 0; ; t++) {
    if (t >= p.length) {
      const grown = new Float64Array(p.length * 2);
      grown.set(p);
      p = grown;
    }
    let v = t <= maxAdd ? (endAt[t] as number) : 0;
    for (const o of critical) if (t >= o.add) v += o.p * (p[t - o.add] as number);
    budget.spent += critical.length + 1;
    v /= 1 - selfLoop;
    p[t] = v;
    // Kahan summation keeps the running mass exact enough to compare with 1 − 1e-15.
    const y = v - carry;
    const next = sum + y;
    carry = next - sum - y;
    sum = next;
    if (t < maxAdd) continue;
    let done = 1 - sum < CHAIN_EPSILON || budget.exhausted;
    if (!done && v < negligible) {
      let window = 0;
      for (let i = t - width + 1; i <= t; i++) window += p[i] as number;
      budget.spent += width;
      done = window < negligible;
    }
    if (done) return { p: p.subarray(0, t + 1), truncated: Math.max(0, 1 - sum) };
  }
}

/**
 * The DP: round by round while rounds differ (the first, or while `r` still moves the power), then the
 * renewal solution for the alike rounds; round by round to CHAIN_EPSILON if that is not possible.
 * Stops early, with the rest reported as truncated, once the budget is spent.
 */
function chain(outcomesFor: (round: number) => RoundOutcome[], alikeFrom: number, budget: Budget): Chain {
  const ends = new Map<number, number>();
  const addEnd = (acc: number, p: number) => ends.set(acc, (ends.get(acc) ?? 0) + p);
  let fumble = 0;
  let going = new Map<number, number>([[0, 1]]);
  let goingMass = 1;
  let critical = 0;
  for (let round = 0; goingMass >= CHAIN_EPSILON && !budget.exhausted; round++) {
    const outcomes = outcomesFor(round);
    if (round >= alikeFrom) {
      const tail = renewal(outcomes, budget);
      if (tail) {
        let placed = 0;
        for (const [acc, q] of going) {
          if (budget.exhausted) break;
          for (let t = 0; t < tail.p.length; t++) addEnd(acc + t, q * (tail.p[t] as number));
          budget.spent += tail.p.length;
          placed += q;
        }
        return {
          ends,
          fumble,
          critical,
          truncated: placed * tail.truncated + (goingMass - placed),
          exhausted: budget.exhausted,
        };
      }
    }
    const next = new Map<number, number>();
    let nextMass = 0;
    for (const [acc, q] of going) {
      for (const o of outcomes) {
        const p = q * o.p;
        if (o.fumble) fumble += p;
        else if (o.goesOn) {
          next.set(acc + o.add, (next.get(acc + o.add) ?? 0) + p);
          nextMass += p;
        } else addEnd(acc + o.add, p);
      }
      budget.spent += outcomes.length;
    }
    if (round === 0) critical = nextMass;
    going = next;
    goingMass = nextMass;
  }
  return { ends, fumble, critical, truncated: goingMass, exhausted: budget.exhausted };
}

function summarise(c: Chain, finalTotal: (acc: number) => number): Odds {
  const byTotal = new Map<number, number>();
  if (c.fumble > 0) byTotal.set(0, c.fumble);
  for (const [acc, p] of c.ends) {
    const t = finalTotal(acc);
    byTotal.set(t, (byTotal.get(t) ?? 0) + p);
  }
  const distribution = [...byTotal.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([total, probability]) => ({ total, probability }));
  const atLeast: Probability[] = new Array(distribution.length);
  let tail = 0;
  let expected = 0;
  for (let i = distribution.length - 1; i >= 0; i--) {
    const d = distribution[i] as Probability;
    tail += d.probability;
    expected += d.total * d.probability;
    atLeast[i] = { total: d.total, probability: tail };
  }
  return {
    distribution,
    atLeast,
    expected,
    criticalChance: c.critical,
    fumbleChance: c.fumble,
    truncatedMass: c.truncated,
  };
}

/** The first round from which every round reads the same power (r moves it until it hits 0 or 100). */
function alikeFrom(spec: PowerRollSpec): number {
  const up = spec.powerUpPerCritical ?? 0;
  if (up > 0) return Math.max(1, Math.ceil((MAX_POWER - spec.power) / up));
  if (up < 0) return Math.max(1, Math.ceil(spec.power / -up));
  return 1;
}

/** Above this estimated work `notationOdds` refuses instead of computing (about a second on a laptop). */
export const MAX_ODDS_WORK = 1.5e8;

/**
 * A rough count of the steps `powerOdds` will take: how many rounds until the chance of going on is below
 * CHAIN_EPSILON, times how far totals spread per round (table values plus `ad`). Long chains (C 3..5) with a
 * large `ad` spread over millions of totals.
 */
export function powerOddsWork(spec: PowerRollSpec): number {
  const steady = powerRound(spec, 1);
  const goesOn = steady.reduce((p, o) => (o.goesOn ? p + o.p : p), 0);
  if (goesOn >= 1) return Infinity;
  const rounds = goesOn <= 0 ? 1 : Math.ceil(Math.log(CHAIN_EPSILON) / Math.log(goesOn)) + 1;
  // Table values grow with power, so the rounds at the first and the last power bound what a round adds.
  const adds = [...steady, ...powerRound(spec, alikeFrom(spec))].map((o) => o.add);
  const low = Math.min(0, ...adds);
  const high = Math.max(0, ...adds);
  const spread = high - low + 1;
  if (low < 0) return rounds * rounds * spread * 11;
  const stepwise = alikeFrom(spec);
  const going = stepwise * spread;
  return stepwise * going * 11 + going * rounds * high;
}

/**
 * The hard step limit of one odds computation: a few times the estimate's threshold, so a wrong estimate
 * still ends in a few seconds at most.
 */
export const MAX_ODDS_STEPS = 4 * MAX_ODDS_WORK;

/**
 * `powerOdds`, also saying whether the step limit cut the chain short and how many steps it really took (the
 * count `powerOddsWork` estimates; a caller with a work budget charges this one).
 */
export function boundedPowerOdds(
  spec: PowerRollSpec,
  steps = MAX_ODDS_STEPS,
): Odds & { readonly exhausted: boolean; readonly steps: number } {
  const budget = new Budget(steps);
  const c = chain((round) => powerRound(spec, round), alikeFrom(spec), budget);
  return {
    ...summarise(c, (acc) => applyScaling(acc + spec.modifier, spec.scaling)),
    exhausted: c.exhausted,
    steps: budget.spent,
  };
}

/**
 * Exact odds of a power roll with every notation option. ROLL-05, ROLL-06, ROLL-07
 * Bounded by MAX_ODDS_STEPS: a chain cut short reports the mass it did not place as `truncatedMass`.
 */
export function powerOdds(spec: PowerRollSpec): Odds {
  const { exhausted: _, steps: __, ...odds } = boundedPowerOdds(spec);
  return odds;
}

/** Exact odds of a plain 2d check notation: the total and, with a target, P(success). ROLL-01 */
export function checkOdds(n: CheckNotation): Odds & { readonly successChance: number | null } {
  const outcomes: RoundOutcome[] = [];
  let success = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      outcomes.push({ p: 1 / 36, add: a + b, goesOn: false, fumble: false });
      if (n.op === null) continue;
      const r = readCheck([a, b], { modifier: n.modifier });
      if (
        r.autoSuccess ||
        (!r.autoFailure && typeof n.target === "number" && compare(r.total, n.op, n.target))
      )
        success += 1 / 36;
    }
  const odds = summarise(
    chain(() => outcomes, 1, new Budget(MAX_ODDS_STEPS)),
    (acc) => acc + n.modifier,
  );
  return {
    ...odds,
    criticalChance: n.op === null ? 0 : 1 / 36,
    fumbleChance: n.op === null ? 0 : 1 / 36,
    successChance: n.op === null || n.target === "?" ? (n.op === null ? null : 1 / 36) : success,
  };
}

/** Exact odds of a transcendent test (2d rerolled while it reaches C; C >= 3). */
export function transcendentOdds(n: TranscendentNotation): Odds & { readonly successChance: number | null } {
  const round = (first: boolean, normalOnly: boolean): RoundOutcome[] => {
    const outcomes: RoundOutcome[] = [];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const automatic = (a === 1 && b === 1) || (a === 6 && b === 6);
        if (first && normalOnly && automatic) continue;
        const fumble = first && a === 1 && b === 1;
        outcomes.push({ p: 1 / 36, add: a + b, goesOn: !fumble && a + b >= n.criticalValue, fumble: false });
      }
    return outcomes;
  };
  const all = summarise(
    chain((r) => round(r === 0, false), 1, new Budget(MAX_ODDS_STEPS)),
    (acc) => acc + n.modifier,
  );
  if (n.op === null || n.target === null)
    return { ...all, criticalChance: all.criticalChance, successChance: null };
  const target = n.target;
  const normal = chain((r) => round(r === 0, true), 1, new Budget(MAX_ODDS_STEPS));
  let success = 1 / 36;
  for (const [acc, p] of normal.ends) {
    const total = acc + n.modifier;
    if (n.op === ">=" ? total >= target : total > target) success += p;
  }
  return { ...all, fumbleChance: 1 / 36, successChance: success };
}

export type Defence =
  | { readonly kind: "fixed"; readonly value: number }
  | { readonly kind: "rolled"; readonly modifier: number };

/**
 * P(the active side wins): 2d + accuracy against a fixed value or a rolled 2d + modifier, with the same
 * automatic results and ties-to-defender as `contest`. ROLL-01, ROLL-02, ROLL-04
 */
export function hitChance(accuracy: number, defence: Defence): number {
  const checks: CheckResult[] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) checks.push(readCheck([a, b], { modifier: 0 }));
  let wins = 0;
  for (const c of checks) {
    const active: ContestSide = { kind: "rolled", check: readCheck(c.dice, { modifier: accuracy }) };
    if (defence.kind === "fixed") {
      if (contest(active, { kind: "fixed", value: defence.value }).activeWins) wins += 36;
      continue;
    }
    for (const d of checks) {
      const passive: ContestSide = {
        kind: "rolled",
        check: readCheck(d.dice, { modifier: defence.modifier }),
      };
      if (contest(active, passive).activeWins) wins += 1;
    }
  }
  return wins / (36 * 36);
}
