/**
 * A shot from the Battle Board spends ammunition as a shot from the sheet does (issue 35 item 3): the attack
 * button names the weapon's item; a bow, crossbow or gun spends one of the stack the rules pick
 * (ammunition.ts), refused with the sheet's message when none is left. The arrow is spent once the attack
 * was accepted (the GM's board) or sent to the GM (a player's): a relayed attack the GM then refuses keeps
 * its arrow spent, which the owner corrects on the sheet (written in docs/players.md).
 */
import { spendShot } from "../../rules/character/ammunition.js";
import type { BattleEvent } from "../../rules/combat/events.js";
import { ammunitionErrorText, heldAmmunition } from "../applications/mp-payment.js";

interface ShooterActor {
  readonly items: {
    get(id: string): { readonly type: string; readonly system: unknown } | undefined;
    readonly contents: readonly { id: string | null; type: string; name: string | null; system: unknown }[];
  };
  updateEmbeddedDocuments(name: "Item", updates: Record<string, unknown>[]): Promise<unknown>;
}

/**
 * Sends `event` through `send` (true when applied or relayed); when `weaponId` names a weapon that shoots,
 * first checks there is ammunition (refused with a warning, nothing sent) and spends one after it was sent.
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
  const sent = await send(event);
  if (sent && shot.value)
    await actor.updateEmbeddedDocuments("Item", [
      { _id: shot.value.id, "system.quantity": shot.value.quantityLeft },
    ]);
  return sent;
}
