/**
 * A spell cast from the Battle Board may be paid with MP and stones (魔晶石, マナチャージクリスタル; issue 35
 * item 2), chosen in the stone dialog a technique's cost uses. The clicking client only asks: the stones
 * chosen travel with the cast to the GM's client (SW25Combat#sendEvent), which prices them again from the
 * caster's own items, spends them with the MP, and refuses the cast with nothing spent when they do not pay.
 */
import type { StoneChoice } from "../../../rules/character/supplies/mana-stones.js";
import type { BattleEvent } from "../../../rules/combat/events.js";
import { castMpCost, stonePaidCast } from "../../../rules/combat/turn/stone-cast.js";
import { askStonePayment, heldStones, paymentErrorText } from "../../applications/mp-payment.js";

/** What is read of the caster's actor: its MP and its items (the stones among them). */
export interface CasterActor {
  readonly system: unknown;
  readonly items: {
    readonly contents: readonly { id: string | null; type: string; name: string | null; system: unknown }[];
  };
}

/** The actor's MP now (0 when it has none). */
export function mpOf(actor: { readonly system: unknown }): number {
  const mp = (actor.system as { mp?: { value?: unknown } } | null)?.mp?.value;
  return typeof mp === "number" && Number.isFinite(mp) ? mp : 0;
}

/**
 * Sends `event` through `send`. A cast that costs MP, by a caster holding a usable stone, first asks which
 * stones pay part of it: closed, nothing is sent; a choice the rules refuse (MP short of the rest, more stones
 * than held, a stone not needed) is warned about and nothing is sent. True when sent (or applied).
 */
export async function sendCast(
  send: (event: BattleEvent, stones: readonly StoneChoice[]) => Promise<boolean>,
  event: BattleEvent,
  actor: CasterActor | null | undefined,
): Promise<boolean> {
  const cost = castMpCost(event);
  if (!actor || cost === null || cost <= 0) return send(event, []);
  const rows = heldStones(actor.items.contents);
  const spell = (event as { action?: { spell?: { name?: unknown } } }).action?.spell;
  const choice = await askStonePayment({
    title: typeof spell?.name === "string" ? spell.name : "",
    cost,
    mp: mpOf(actor),
    rows,
    errorText: paymentErrorText,
  });
  if (choice === null) return false;
  // No usable stone: no dialog was shown, and the reducer judges the MP as for any cast.
  if (!rows.some((row) => row.count > 0)) return send(event, []);
  const stones = choice.filter((c) => c.count !== 0);
  // Checked here for a prompt message (the dialog's payment line said it too); the GM's client checks again
  // on the stored items.
  const paid = stonePaidCast(event, mpOf(actor), rows, stones);
  if (!paid.ok) {
    ui.notifications?.warn(paymentErrorText(paid.error));
    return false;
  }
  return send(event, stones);
}
