/**
 * Mana stones (魔晶石) and mana charge crystals (マナチャージクリスタル): paying an MP cost from the caster's MP and
 * stones together, all or nothing (issue 35 item 2). Our reading of the rulebook, written in docs/players.md:
 *
 * - A stone holds a number of points. When MP is spent, any number of the owner's stones may pay part or all
 *   of it; the rest comes from the owner's MP.
 * - A 魔晶石 used is used up whole: it breaks even when the cost needed fewer points than it held, and the
 *   points left over are lost. A stack of identical stones (`count` = quantity) loses one per stone used.
 * - A マナチャージクリスタル pays the same way but does not break: it is spent (count 0) until it is charged
 *   again, which a day's rest does (`rechargeCrystal`; the GM or owner presses Recharge).
 * - A stone that would add nothing (the others chosen already cover the cost) is refused rather than
 *   wasted, so a misclick never breaks a stone for nothing.
 */
import { fail, ok, type Result } from "../../errors.js";
import { isUsableNumber, numberProblem } from "../numbers.js";

export const STONE_KINDS = ["manaStone", "manaCrystal"] as const;
export type StoneKind = (typeof STONE_KINDS)[number];

/** One stack of stones the caster holds: `count` usable now (a 魔晶石's quantity; a crystal 1 charged, 0 spent). */
export interface StoneStock {
  readonly id: string;
  readonly kind: StoneKind;
  readonly points: number;
  readonly count: number;
}

/** How many stones of a stack the caster chose to use. */
export interface StoneChoice {
  readonly id: string;
  readonly count: number;
}

export interface StoneUse {
  readonly id: string;
  readonly kind: StoneKind;
  readonly count: number;
  /** The stack's usable count after paying (a 魔晶石's quantity left; a crystal 0, spent). */
  readonly countLeft: number;
}

export interface MpPayment {
  readonly cost: number;
  readonly fromMp: number;
  readonly mpLeft: number;
  /** The points of the cost the stones paid. */
  readonly fromStones: number;
  /** Points the used stones held beyond the cost: lost with them. */
  readonly wasted: number;
  readonly used: readonly StoneUse[];
}

/**
 * Pays `cost` with the stones chosen and then `mp`. Refused (nothing spent) when a number is bad, a chosen
 * stone is not held (unknown, repeated, more than the stack, a spent crystal), a chosen stone adds nothing, or
 * the MP left to pay exceeds `mp` (`MpInsufficient`, its `cost` the part MP must pay).
 */
export function payMpCost(
  cost: number,
  mp: number,
  stones: readonly StoneStock[],
  choice: readonly StoneChoice[],
): Result<MpPayment> {
  const bad = numberProblem({ cost, mp });
  if (bad) return bad;
  if (cost < 0 || mp < 0)
    return fail("NumberInvalid", "cost and MP must be 0 or more", { params: { field: "cost" } });
  const seen = new Set<string>();
  const used: StoneUse[] = [];
  /** Every single stone chosen, by its points: the smallest must still be needed. */
  const pieces: number[] = [];
  for (const pick of choice) {
    if (!isUsableNumber(pick.count) || !Number.isInteger(pick.count) || pick.count < 0)
      return fail(
        "NumberInvalid",
        `a stone count must be a whole number 0 or more, not ${String(pick.count)}`,
        {
          params: { field: "count" },
        },
      );
    if (pick.count === 0) continue;
    const stock = stones.find((s) => s.id === pick.id);
    if (!stock || seen.has(pick.id) || pick.count > stock.count || stock.points <= 0)
      return fail("StoneUnavailable", `stone ${pick.id} is not held ${pick.count} time(s)`, {
        params: { count: pick.count },
      });
    seen.add(pick.id);
    used.push({ id: stock.id, kind: stock.kind, count: pick.count, countLeft: stock.count - pick.count });
    for (let i = 0; i < pick.count; i++) pieces.push(stock.points);
  }
  const held = pieces.reduce((sum, p) => sum + p, 0);
  const smallest = pieces.length > 0 ? Math.min(...pieces) : 0;
  if (pieces.length > 0 && held - smallest >= cost)
    return fail("StoneNotNeeded", `the stones chosen hold ${held} points; ${cost} needs fewer of them`, {
      params: { cost, points: held },
    });
  const fromStones = Math.min(held, cost);
  const fromMp = cost - fromStones;
  if (fromMp > mp)
    return fail("MpInsufficient", `needs ${fromMp} MP but has ${mp}`, {
      rule: "DMG-10",
      params: { cost: fromMp, mp },
    });
  return ok({ cost, fromMp, mpLeft: mp - fromMp, fromStones, wasted: held - fromStones, used });
}

/** A spent マナチャージクリスタル charged again (count 1); a charged one or a 魔晶石 is refused. */
export function rechargeCrystal(stone: StoneStock): Result<StoneStock> {
  if (stone.kind !== "manaCrystal")
    return fail("StoneNotRechargeable", "only a mana charge crystal is charged again");
  if (stone.count > 0) return fail("StoneCharged", "the crystal is already charged");
  return ok({ ...stone, count: 1 });
}
