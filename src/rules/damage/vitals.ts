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
  const lost = Math.max(0, applied);
  const hp = state.hp - lost;
  return { before: state.hp, hp, lost, unconscious: hp <= 0, needsDeathCheck: lost > 0 && hp <= 0 };
}

/** MP damage stops at 0: reaching 0 MP has no other effect. DMG-10 */
export function applyMpDamage(mp: number, applied: number): number {
  return Math.max(0, mp - Math.max(0, applied));
}

/** Spending more MP than you have is refused, never clamped. DMG-10 */
export function spendMp(mp: number, cost: number): Result<number> {
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
  const hp = Math.max(state.hp, Math.min(state.maxHp, state.hp + Math.max(0, amount)));
  const wakes = wakeRule === "wakeAboveZero" && hp > 0;
  return { before: state.hp, hp, healed: hp - state.hp, unconscious: state.unconscious && !wakes };
}

/** The Divine spell Awaken wakes an unconscious character at 1 HP (facts §9); HP above 1 is kept. */
export function awaken(state: HpState): HealResult {
  const hp = Math.max(1, state.hp);
  return { before: state.hp, hp, healed: hp - state.hp, unconscious: false };
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
  const next = Math.min(current.max, isDelta ? current.value + value : value);
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
