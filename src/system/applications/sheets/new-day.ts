/**
 * "A new day" (the GM's): every per-day race ability of a character gets its uses back (Change Fate, HP
 * Conversion). One character from its sheet, or every member from the party sheet. The rules say what a new day resets
 * (newDayUses); this only writes it.
 */
import { newDayUses } from "../../../rules/character/races/race-abilities.js";
import { bag } from "../view/read.js";

const t = (key: string, data?: Record<string, string>) =>
  (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;

/** The update that gives a character a new day: each stored daily count (Change Fate, HP Conversion…) back to 0. */
export function newDayUpdate(system: unknown): Record<string, number> {
  const used = bag(bag(system).dailyUses) as Record<string, unknown>;
  const counts = Object.fromEntries(
    Object.entries({ changeFate: 0, hpConversion: 0, ...used }).map(([k, v]) => [
      k,
      typeof v === "number" ? v : 0,
    ]),
  );
  return Object.fromEntries(Object.entries(newDayUses(counts)).map(([k, v]) => [`system.dailyUses.${k}`, v]));
}

/** Gives each character a new day; the GM's only (a player is told, nothing is written). Returns how many. */
export async function newDay(actors: readonly (Actor.Implementation | null)[]): Promise<number> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(t("SW25.RaceAbility.NewDayGMOnly"));
    return 0;
  }
  const characters = actors.filter((a): a is Actor.Implementation => a?.type === "character");
  for (const actor of characters)
    await actor.update(newDayUpdate(actor.toObject().system) as Actor.UpdateData);
  return characters.length;
}

/** The character sheet's "A new day" button. */
export async function onNewDay(this: { actor: Actor.Implementation }): Promise<void> {
  if ((await newDay([this.actor])) > 0)
    ui.notifications?.info(t("SW25.RaceAbility.NewDayDone", { name: this.actor.name ?? "" }));
}
