/**
 * A new character's current HP/MP start at their derived maximum and follow it before play (the rules'
 * startingVitals; docs/scenarios.md "Readings we chose"). After the user's own change to a character or its
 * items, the client that made it writes the fill (one client writes, so no two race).
 */

import { startingVitalsUpdate } from "../applications/view/creation-updates.js";
import { bag } from "../applications/view/read.js";

interface CharacterLike {
  readonly type: string;
  readonly isOwner?: boolean;
  readonly system: unknown;
  toObject(): { system: unknown };
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** Writes the fill of `actor` when the rules ask for one; nothing for other actors or other users' changes. */
export async function fillStartingVitals(
  actor: CharacterLike | null | undefined,
  userId: string,
): Promise<void> {
  if (actor?.type !== "character" || userId !== game.user?.id || !actor.isOwner) return;
  const derived = bag(actor.system).derived as { hpMax: number; mpMax: number } | undefined;
  if (!derived) return;
  const update = startingVitalsUpdate(bag(actor.toObject().system), derived);
  if (update) await actor.update(update);
}

export function registerStartingVitalsHooks(): void {
  Hooks.on("createActor", (actor: unknown, _options: unknown, userId: string) =>
    fillStartingVitals(actor as CharacterLike, userId),
  );
  Hooks.on("updateActor", (actor: unknown, _changes: unknown, _options: unknown, userId: string) =>
    fillStartingVitals(actor as CharacterLike, userId),
  );
  for (const hook of ["createItem", "updateItem", "deleteItem"] as const)
    Hooks.on(hook, (item: unknown, ...rest: unknown[]) =>
      fillStartingVitals((item as { parent?: CharacterLike | null }).parent, String(rest.at(-1))),
    );
}
