/** HP and MP changes: damage, spending, healing, waking up and the bars' values. */
import { finiteNumber, numberProblem } from "../character/numbers.js";
import { fail, ok, type Result } from "../errors.js";

export interface HpState {
  readonly hp: number;
  readonly maxHp: number;
}

export interface HpDamageResult {
  readonly before: number;
  readonly hp: number;
  readonly lost: number;
  /** HP 0 or below. DMG-09 */
  readonly unconscious: boolean;
  /**
   * Taking damage that leaves HP at 0 or below calls for a Death Check; our reading is that further
   * damage while already down calls for another one (the target grows with the negative HP). DMG-09
   */
  readonly needsDeathCheck: boolean;
}

/** HP can go below 0 (the Death Check reads how far); at 0 or below the character falls unconscious. DMG-09 */
export function applyHpDamage(state: HpState, applied: number): HpDamageResult {
  // Corrupt numbers (NaN, ±Infinity) read as 0 here and below: HP never becomes NaN.
  const before = finiteNumber(state.hp);
  const lost = Math.max(0, finiteNumber(applied));
  const hp = before - lost;
  return { before, hp, lost, unconscious: hp <= 0, needsDeathCheck: lost > 0 && hp <= 0 };
}

/** MP damage stops at 0: reaching 0 MP has no other effect. DMG-10 */
export function applyMpDamage(mp: number, applied: number): number {
  return Math.max(0, finiteNumber(mp) - Math.max(0, finiteNumber(applied)));
}

/** Spending more MP than you have is refused, never clamped. DMG-10 */
export function spendMp(mp: number, cost: number): Result<number> {
  const bad = numberProblem({ mp, cost });
  if (bad) return bad;
  if (cost > mp)
    return fail("MpInsufficient", `needs ${cost} MP but has ${mp}`, {
      rule: "DMG-10",
      params: { cost, mp },
    });
  return ok(mp - Math.max(0, cost));
}

/**
 * How healing treats an unconscious character. "stayUnconscious" (default): HP rises but the
 * character stays down until First Aid, Awaken or the GM wakes it (facts §9 names only those ways);
 * "wakeAboveZero": reaching 1 HP or more wakes it (a table option).
 */
export type HealingWakeRule = "stayUnconscious" | "wakeAboveZero";

export interface HealResult {
  readonly before: number;
  readonly hp: number;
  readonly healed: number;
  readonly unconscious: boolean;
}

/** Recovery never raises HP above its maximum. ROLL-11 */
export function applyHealing(
  state: HpState & { readonly unconscious: boolean },
  amount: number,
  wakeRule: HealingWakeRule = "stayUnconscious",
): HealResult {
  const before = finiteNumber(state.hp);
  const hp = Math.max(
    before,
    Math.min(finiteNumber(state.maxHp), before + Math.max(0, finiteNumber(amount))),
  );
  const wakes = wakeRule === "wakeAboveZero" && hp > 0;
  return { before, hp, healed: hp - before, unconscious: state.unconscious && !wakes };
}

/** The Divine spell Awaken wakes an unconscious character at 1 HP (facts §9); HP above 1 is kept. */
export function awaken(state: HpState): HealResult {
  const before = finiteNumber(state.hp);
  const hp = Math.max(1, before);
  return { before, hp, healed: hp - before, unconscious: false };
}

/**
 * A value typed or dragged into an HP/MP bar: never above the maximum; HP may go below 0, since how far
 * below matters for the Death Check (DMG-09); MP never below 0 (DMG-10).
 */
export function barValue(
  pool: "hp" | "mp",
  current: { readonly value: number; readonly max: number },
  value: number,
  isDelta: boolean,
): number {
  const max = finiteNumber(current.max);
  const next = Math.min(
    max,
    isDelta ? finiteNumber(current.value) + finiteNumber(value) : finiteNumber(value),
  );
  return pool === "mp" ? Math.max(0, next) : next;
}

/**
 * Unconscious after damage or healing was applied: damage never wakes anyone (a character at 0 HP or below
 * stays down, DMG-09); healing's own result already follows the table's wake rule.
 */
export function unconsciousAfter(
  wasDown: boolean,
  result:
    | { readonly kind: "damage"; readonly hp: HpDamageResult }
    | { readonly kind: "healing"; readonly healed: HealResult },
): boolean {
  return result.kind === "damage" ? result.hp.unconscious || wasDown : result.healed.unconscious;
}

/**
 * Whether a character's sheet calls for a Death Check: HP at 0 or below (DMG-09), once the character has HP at
 * all. A character whose maximum HP is still 0 (just created, no race or abilities yet) is not dying: it has
 * not been made.
 */
export function downOnSheet(hp: { readonly value: number; readonly max: number }): boolean {
  return finiteNumber(hp.max) > 0 && finiteNumber(hp.value) <= 0;
}
