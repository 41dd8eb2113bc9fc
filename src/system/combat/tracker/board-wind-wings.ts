/**
 * A take-off on Wind Wings from the Battle Board (issue 35 item 1) spends the day's use, as Change Fate does:
 * refused with a warning when none is left today (nothing sent); the use is counted once the take-off was
 * applied (the GM's board) or sent to the GM (a player's). A relayed take-off the GM then refuses keeps its use
 * spent, which the owner corrects on the sheet or the GM with "A new day".
 */
import { raceAbility, spendUse } from "../../../rules/character/races/race-abilities.js";
import type { BattleEvent } from "../../../rules/combat/events.js";

interface FlierActor {
  readonly system: unknown;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

const localize = (key: string, data?: Record<string, string>): string =>
  (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;

/** Sends the take-off through `send` (true when applied or relayed), spending one use after it was sent. */
export async function sendWindWings(
  send: (event: BattleEvent) => Promise<boolean>,
  event: BattleEvent,
  actor: FlierActor | null | undefined,
): Promise<boolean> {
  if (!actor) return false;
  const used = (actor.system as { dailyUses?: { windWings?: unknown } } | null)?.dailyUses?.windWings;
  const spent = spendUse(raceAbility("windWings"), typeof used === "number" ? used : 0);
  if (!spent.ok) {
    ui.notifications?.warn(
      localize("SW25.Error.RaceAbilityUsedUp", { ability: localize("SW25.RaceAbility.windWings.Name") }),
    );
    return false;
  }
  const sent = await send(event);
  if (sent) await actor.update({ "system.dailyUses.windWings": spent.value });
  return sent;
}
