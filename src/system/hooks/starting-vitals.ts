/**
 * A new character's current HP/MP start at their derived maximum and follow it before play (the rules'
 * startingVitals; docs/scenarios.md "Readings we chose"). After a change to a character or its items, the
 * client that made it writes the fill (one client writes, so no two race). A change that sets the current
 * value itself (typed, damage, spending) stops that value following.
 */
import { startingVitalsUpdate } from "../applications/view/edit/creation-updates.js";
import { bag } from "../applications/view/read.js";

interface CharacterLike {
  readonly type: string;
  readonly isOwner?: boolean;
  readonly system: unknown;
  toObject(): { system: unknown; flags?: unknown };
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** Whether `changes` (as the update hooks pass them) set `system.<key>.value`. */
function touches(changes: unknown, key: "hp" | "mp"): boolean {
  const flat = bag(changes);
  return `system.${key}.value` in flat || "value" in bag(bag(bag(flat.system)[key]));
}

/** Writes the fill of `actor` when the rules ask for one; nothing for other actors or other users' changes. */
export async function fillStartingVitals(
  actor: CharacterLike | null | undefined,
  userId: string,
  change: { created?: boolean; changes?: unknown } = {},
): Promise<void> {
  if (actor?.type !== "character" || userId !== game.user?.id || !actor.isOwner) return;
  const derived = bag(actor.system).derived as { hpMax: number; mpMax: number } | undefined;
  if (!derived) return;
  const source = actor.toObject();
  const update = startingVitalsUpdate(bag(source.system), source.flags, derived, {
    created: change.created ?? false,
    touched: { hp: touches(change.changes, "hp"), mp: touches(change.changes, "mp") },
  });
  if (update) await actor.update(update);
}

export function registerStartingVitalsHooks(): void {
  Hooks.on("createActor", (actor: unknown, _options: unknown, userId: string) =>
    fillStartingVitals(actor as CharacterLike, userId, { created: true }),
  );
  Hooks.on("updateActor", (actor: unknown, changes: unknown, _options: unknown, userId: string) =>
    fillStartingVitals(actor as CharacterLike, userId, { changes }),
  );
  for (const hook of ["createItem", "updateItem", "deleteItem"] as const)
    Hooks.on(hook, (item: unknown, ...rest: unknown[]) =>
      fillStartingVitals((item as { parent?: CharacterLike | null }).parent, String(rest.at(-1))),
    );
}
