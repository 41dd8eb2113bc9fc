/**
 * A spell cast from the Battle Board paid with MP and stones (魔晶石, マナチャージクリスタル; issue 35 item 2). The
 * reducer knows MP only: the stones chosen pay part of the spell's cost first (`payMpCost`, all or nothing),
 * and the reducer is handed the same cast costing the MP part alone (DMG-10 then checks that part against the
 * caster's MP in the battle). The stones are the caster's own, read by whoever prices them (the GM's client),
 * never taken from a request.
 */
import {
  type MpPayment,
  payMpCost,
  type StoneChoice,
  type StoneStock,
} from "../../character/supplies/mana-stones.js";
import { fail, ok, type Result } from "../../errors.js";
import type { BattleEvent, SpellSpec } from "../events.js";

/** The spell of a cast (a major action's cast, a minor action's magic), else null. */
function castSpellOf(event: BattleEvent): SpellSpec | null {
  if (event.type !== "major" && event.type !== "minor") return null;
  const action = event.action as { kind?: unknown; spell?: SpellSpec } | undefined;
  if (!action || (action.kind !== "cast" && action.kind !== "magic") || !action.spell) return null;
  return action.spell;
}

/** The MP a cast costs (0 when its spell names none), or null when the event is not a cast. */
export function castMpCost(event: BattleEvent): number | null {
  const spell = castSpellOf(event);
  return spell ? (spell.mpCost ?? 0) : null;
}

/** A cast with its stones paid: what the reducer is handed (costing the MP part only), and the payment. */
export interface StonePaidCast {
  readonly event: BattleEvent;
  readonly payment: MpPayment;
}

/**
 * Pays the cast `event`'s MP cost with the `choice` of the caster's `stones` and then `mp`. Refused (nothing
 * to spend) when the event is not a cast that costs MP (`StoneNotACast`) or the payment is (`payMpCost`).
 */
export function stonePaidCast(
  event: BattleEvent,
  mp: number,
  stones: readonly StoneStock[],
  choice: readonly StoneChoice[],
): Result<StonePaidCast> {
  const cost = castMpCost(event);
  if (cost === null || !(cost > 0))
    return fail("StoneNotACast", "stones pay only the MP of a spell that costs some");
  const payment = payMpCost(cost, mp, stones, choice);
  if (!payment.ok) return payment;
  const action = (event as Extract<BattleEvent, { type: "major" | "minor" }>).action as {
    readonly spell: SpellSpec;
  };
  const paid = {
    ...event,
    action: { ...action, spell: { ...action.spell, mpCost: payment.value.fromMp } },
  } as BattleEvent;
  return ok({ event: paid, payment: payment.value });
}
