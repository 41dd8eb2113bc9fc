/**
 * What one use of a technique costs and gains: paying a cost all or nothing (MP, HP, a class counter or an
 * alchemist's card), the gain added after it, and a 呪歌's performance threshold (巧奏値).
 */
import { fail, ok, type Result } from "../../errors.js";
import { NUMBER_LIMIT, wholeNumber } from "../numbers.js";
import {
  CARD_COLOURS,
  CARD_RANKS,
  type CardColour,
  type CardRank,
  type ClassResources,
  COUNTER_RESOURCES,
  type CostResource,
  type GainResource,
} from "./techniques.js";

export interface TechniqueCost {
  readonly amount: number;
  readonly resource: CostResource;
  /** Only for `card`. */
  readonly cardColour?: CardColour;
  readonly cardRank?: CardRank;
}

/** What a user holds: current HP and MP and the class resources. */
export interface CostPool {
  readonly hp: number;
  readonly mp: number;
  readonly resources: ClassResources;
}

export interface TechniqueGain {
  readonly amount: number;
  readonly resource: GainResource;
  /**
   * A 呪歌's performance threshold (巧奏値): a performance check total at least this adds `bonus` more of the
   * same resource (its 追加楽素). 0 or absent: no threshold, nothing to roll for.
   */
  readonly threshold?: number;
  /** The extra amount for reaching `threshold` (追加楽素); 0 or absent: none. */
  readonly bonus?: number;
}

/** A use's performance check against its threshold: the total, the threshold, and the extra it added. */
export interface ThresholdCheck {
  readonly total: number;
  readonly threshold: number;
  readonly reached: boolean;
  /** What reaching it added (0 when not reached). */
  readonly bonus: number;
}

/**
 * Whether a gain has a threshold worth rolling for: a threshold and an extra amount above 0 and a resource to add
 * them to. Corrupt stored values (text, negative, fractions) read as whole numbers ≥ 0 first.
 */
export function hasThreshold(gain: TechniqueGain): boolean {
  return (
    wholeNumber(gain.threshold, 0) > 0 &&
    wholeNumber(gain.bonus, 0) > 0 &&
    (COUNTER_RESOURCES as readonly string[]).includes(gain.resource)
  );
}

/**
 * What one use gains from its performance check total (`checkTotal`; null when no check was made): the base
 * amount, plus the extra (追加楽素) when the total is at least the threshold (巧奏値): total = threshold adds it,
 * threshold − 1 does not. Only the total is compared (our reading: the threshold is no target number, so a 6-6
 * or a 1-1 counts by its total like any other roll). `threshold` is null when the gain has none or no check was
 * made (a non-finite total counts as none): then the base amount alone.
 */
export function gainFor(
  gain: TechniqueGain,
  checkTotal: number | null,
): { readonly resource: GainResource; readonly amount: number; readonly threshold: ThresholdCheck | null } {
  const base = wholeNumber(gain.amount, 0);
  if (!hasThreshold(gain) || checkTotal === null || !Number.isFinite(checkTotal))
    return { resource: gain.resource, amount: base, threshold: null };
  const threshold = wholeNumber(gain.threshold, 0);
  const total = wholeNumber(checkTotal);
  const reached = total >= threshold;
  const bonus = reached ? wholeNumber(gain.bonus, 0) : 0;
  return {
    resource: gain.resource,
    amount: Math.min(NUMBER_LIMIT, base + bonus),
    threshold: { total, threshold, reached, bonus },
  };
}

export interface PaidCost {
  /** The pool after paying: every value, changed or not (the caller writes the changed ones). */
  readonly pool: CostPool;
  readonly resource: CostResource;
  readonly amount: number;
}

/**
 * The cost of one use, `multiplier` times (magic expansion multiplies a spell's MP). Paid all at once or not
 * at all: a cost larger than what is held is refused and nothing changes (DMG-10 for MP; our reading for the
 * rest). HP (our reading, a cost of life) cannot be paid down to 0 or below: it needs more HP than it costs.
 */
export function payCost(pool: CostPool, cost: TechniqueCost, multiplier = 1): Result<PaidCost> {
  const amount = wholeNumber(cost.amount, 0) * Math.max(1, wholeNumber(multiplier, 1));
  const unchanged: PaidCost = { pool, resource: cost.resource, amount };
  if (cost.resource === "none" || amount === 0) return ok({ ...unchanged, amount: 0 });
  const short = (held: number) =>
    fail<PaidCost>("TechniqueCostUnpaid", `needs ${amount} ${cost.resource} but has ${held}`, {
      params: { cost: amount, held, resource: cost.resource },
    });
  switch (cost.resource) {
    case "mp": {
      const mp = wholeNumber(pool.mp, 0);
      if (amount > mp) return short(mp);
      return ok({ ...unchanged, pool: { ...pool, mp: mp - amount } });
    }
    case "hp": {
      const hp = wholeNumber(pool.hp);
      if (amount >= hp) return short(hp);
      return ok({ ...unchanged, pool: { ...pool, hp: hp - amount } });
    }
    case "card": {
      const colour = cost.cardColour;
      const rank = cost.cardRank;
      if (!colour || !CARD_COLOURS.includes(colour) || !rank || !CARD_RANKS.includes(rank))
        return fail("TechniqueCardUnknown", "a card cost needs a colour and a rank");
      const held = wholeNumber(pool.resources.cards[colour]?.[rank], 0);
      if (amount > held) return short(held);
      const cards = {
        ...pool.resources.cards,
        [colour]: { ...pool.resources.cards[colour], [rank]: held - amount },
      };
      return ok({ ...unchanged, pool: { ...pool, resources: { ...pool.resources, cards } } });
    }
    default: {
      const key = cost.resource;
      if (!COUNTER_RESOURCES.includes(key))
        return fail("TechniqueCostUnknown", `unknown cost resource ${String(key)}`);
      const held = wholeNumber(pool.resources[key], 0);
      if (amount > held) return short(held);
      return ok({ ...unchanged, pool: { ...pool, resources: { ...pool.resources, [key]: held - amount } } });
    }
  }
}

/**
 * A use paid and its gain added: `gained` is what was added ("none", 0 when nothing); `threshold` the performance
 * check against the 巧奏値, present only when one was made.
 */
export interface PaidUse extends PaidCost {
  readonly gained: { readonly resource: GainResource; readonly amount: number };
  readonly threshold?: ThresholdCheck;
}

/**
 * One use of a technique: its cost paid (payCost: all or nothing; `multiplier` is magic expansion's) and THEN
 * its gain added to the pool, in one result. A refused cost gains nothing and changes nothing, and a gain
 * never pays its own cost (2 陣気 held cannot pay 3 though the use would gather 5). Our reading: no cap on what
 * is held (our sources state none for 楽素 or 陣気); a corrupt stored count reads 0 before the gain is added.
 * `checkTotal` is the use's performance check total, if one was rolled: the gain adds its extra when the total
 * reaches its threshold (gainFor), and the result carries that check.
 */
export function payAndGain(
  pool: CostPool,
  cost: TechniqueCost,
  gain: TechniqueGain,
  multiplier = 1,
  checkTotal: number | null = null,
): Result<PaidUse> {
  const paid = payCost(pool, cost, multiplier);
  if (!paid.ok) return paid;
  const { amount, threshold } = gainFor(gain, checkTotal);
  const checked = threshold ? { threshold } : {};
  const nothing: PaidUse = { ...paid.value, gained: { resource: "none", amount: 0 }, ...checked };
  if (gain.resource === "none" || amount === 0) return ok(nothing);
  const key = gain.resource;
  if (!(COUNTER_RESOURCES as readonly string[]).includes(key))
    return fail("TechniqueGainUnknown", `unknown gain resource ${String(key)}`, {
      params: { resource: String(key) },
    });
  const resources = paid.value.pool.resources;
  const held = wholeNumber(resources[key], 0);
  return ok({
    ...paid.value,
    pool: { ...paid.value.pool, resources: { ...resources, [key]: Math.min(NUMBER_LIMIT, held + amount) } },
    gained: { resource: key, amount },
    ...checked,
  });
}
