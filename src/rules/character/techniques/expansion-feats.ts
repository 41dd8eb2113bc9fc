/**
 * Magic expansion (魔法拡大) offered only with the combat feat that allows it (issue 35 item 5; the feats as
 * ytsheet2's feat list names them, `data-feats.pl`): 《魔法拡大／数》 more targets, 《魔法拡大／距離》 more
 * distance, 《魔法拡大／時間》 more duration, 《魔法拡大／確実化》 certainty, 《魔法拡大すべて》 every one of them.
 * 《魔法拡大／範囲》 and 《魔法拡大／威力確実化》 are not expansions this system prices: their feats are text only.
 * 《ＭＰ軽減／(class)》 lowers the MP of that class's spells by 1, never below 1 (our reading: the spell's base
 * cost, before magic expansion multiplies it; several copies of one feat count once).
 */
import { fail, ok, type Result } from "../../errors.js";
import type { MagicExpansion } from "./magic-expansion.js";

export const EXPANSION_FEATS = [
  "magicExpansionTargets",
  "magicExpansionDistance",
  "magicExpansionTime",
  "magicExpansionCertainty",
  "magicExpansionAll",
] as const;

export interface ExpansionAllowance {
  readonly targets: boolean;
  readonly distance: boolean;
  readonly time: boolean;
  readonly certainty: boolean;
}

/** Which expansions a caster's feat effects allow. */
export function allowedExpansion(effects: readonly string[]): ExpansionAllowance {
  const has = (effect: string) => effects.includes(effect) || effects.includes("magicExpansionAll");
  return {
    targets: has("magicExpansionTargets"),
    distance: has("magicExpansionDistance"),
    time: has("magicExpansionTime"),
    certainty: has("magicExpansionCertainty"),
  };
}

/** The expansion unchanged when its feats allow it, else refused naming the first expansion without its feat. */
export function checkExpansion(expansion: MagicExpansion, allow: ExpansionAllowance): Result<MagicExpansion> {
  const used: [keyof ExpansionAllowance, boolean][] = [
    ["targets", expansion.targets !== 1],
    ["distance", expansion.distance !== 1],
    ["time", expansion.time !== 1],
    ["certainty", expansion.certainty],
  ];
  const missing = used.find(([name, on]) => on && !allow[name]);
  if (missing)
    return fail("ExpansionNeedsFeat", `magic expansion (${missing[0]}) needs its combat feat`, {
      params: { expansion: missing[0] },
    });
  return ok(expansion);
}

/** A spell's base MP cost after 《ＭＰ軽減》 feats: `schools` are the schools they name. A free spell stays free. */
export function reducedSpellCost(mpCost: number, school: string, schools: readonly string[]): number {
  const cost = Number.isFinite(mpCost) ? Math.max(0, Math.trunc(mpCost)) : 0;
  if (cost === 0 || !schools.includes(school)) return cost;
  return Math.max(1, cost - 1);
}
