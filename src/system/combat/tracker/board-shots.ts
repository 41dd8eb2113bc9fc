/**
 * A shot from the Battle Board spends ammunition as a shot from the sheet does (issue 35 item 3): the attack
 * button names the weapon's item; a bow, crossbow or gun spends one of the stack the rules pick
 * (ammunition.ts), refused with the sheet's message when none is left. The arrow is spent once the attack
 * was accepted (the GM's board) or sent to the GM (a player's): a relayed attack the GM then refuses keeps
 * its arrow spent, which the owner corrects on the sheet (written in docs/players.md). A magical bullet's MP
 * (マギテック) is paid the same way, from MP and the stones chosen in the stone dialog (issue 35 item 2): asked
 * before the attack is sent (closed or refused: nothing sent), spent with the bullet.
 */
import { spendShot } from "../../../rules/character/supplies/ammunition.js";
import { type MpPayment, payMpCost } from "../../../rules/character/supplies/mana-stones.js";
import type { BattleEvent } from "../../../rules/combat/events.js";
import {
  ammunitionErrorText,
  askStonePayment,
  heldAmmunition,
  heldStones,
  paymentErrorText,
  stoneItemUpdates,
} from "../../applications/mp-payment.js";
import { mpOf } from "./board-casts.js";

interface ShooterActor {
  readonly system?: unknown;
  readonly items: {
    get(
      id: string,
    ): { readonly type: string; readonly name?: string | null; readonly system: unknown } | undefined;
    readonly contents: readonly { id: string | null; type: string; name: string | null; system: unknown }[];
  };
  update?(data: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments(name: "Item", updates: Record<string, unknown>[]): Promise<unknown>;
}

/**
 * Sends `event` through `send` (true when applied or relayed); when `weaponId` names a weapon that shoots,
 * first checks there is ammunition (refused with a warning, nothing sent) and that a magical bullet's MP can
 * be paid (the stone dialog when stones are held), and spends them after it was sent.
 */
export async function sendShot(
  send: (event: BattleEvent) => Promise<boolean>,
  event: BattleEvent,
  actor: ShooterActor | null | undefined,
  weaponId: string,
): Promise<boolean> {
  const weapon = weaponId && actor ? actor.items.get(weaponId) : undefined;
  if (!actor || weapon?.type !== "weapon") return send(event);
  const system = (weapon.system ?? {}) as { category?: unknown; isGun?: unknown };
  const shot = spendShot(
    String(system.category ?? ""),
    system.isGun === true,
    heldAmmunition(actor.items.contents),
    "",
  );
  if (!shot.ok) {
    ui.notifications?.warn(ammunitionErrorText(shot.error));
    return false;
  }
  const cost = shot.value?.mpCost ?? 0;
  let payment: MpPayment | null = null;
  if (cost > 0) {
    const rows = heldStones(actor.items.contents);
    const mp = mpOf(actor as { system: unknown });
    const choice = await askStonePayment({
      title: weapon.name ?? "",
      cost,
      mp,
      rows,
      errorText: paymentErrorText,
    });
    if (choice === null) return false;
    const paid = payMpCost(
      cost,
      mp,
      rows,
      choice.filter((c) => c.count !== 0),
    );
    if (!paid.ok) {
      ui.notifications?.warn(paymentErrorText(paid.error));
      return false;
    }
    payment = paid.value;
  }
  const sent = await send(event);
  if (!sent) return false;
  if (payment && payment.fromMp > 0) await actor.update?.({ "system.mp.value": payment.mpLeft });
  // The stones used and the bullet, in one write.
  const spent = [
    ...(payment ? stoneItemUpdates(payment) : []),
    ...(shot.value ? [{ _id: shot.value.id, "system.quantity": shot.value.quantityLeft }] : []),
  ];
  if (spent.length > 0) await actor.updateEmbeddedDocuments("Item", spent);
  return sent;
}
