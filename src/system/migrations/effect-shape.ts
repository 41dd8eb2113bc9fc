/**
 * Stored Active Effects brought to the running Foundry's shape (issue 22). A world opened in a newer Foundry
 * keeps the effects it stored under the older one; this plans, per parent document, the updates that convert
 * each stored effect (compat.effectSourceUpdate: in v14, root `changes` with a numeric `mode` become
 * `system.changes` with a `type` and a `phase`, and a rounds/seconds duration becomes `{value, units, expiry}`
 * plus `start`). On a generation with nothing to convert the plan is empty. Idempotent: an effect already in
 * the running shape plans nothing, so running it at every ready is harmless. A converted world cannot be
 * opened again in the older Foundry (README, "Foundry versions").
 */
import { compat } from "../compat/index.js";

export type EffectConverter = (source: unknown) => Record<string, unknown> | null;

/** The updates for one parent's stored effects (`parent.toObject().effects`); garbage entries are skipped. */
export function planEffectShapeUpdates(
  effects: unknown,
  convert: EffectConverter = compat.effectSourceUpdate,
): Record<string, unknown>[] {
  if (!Array.isArray(effects)) return [];
  const updates: Record<string, unknown>[] = [];
  for (const effect of effects) {
    const update = convert(effect);
    if (update) updates.push(update);
  }
  return updates;
}

interface EffectParent {
  toObject(): { effects?: unknown };
  updateEmbeddedDocuments(name: "ActiveEffect", updates: object[]): Promise<unknown>;
  readonly items?: Iterable<EffectParent>;
}

/**
 * Converts one parent's effects in one update; when the database refuses it, each effect is tried alone, so one
 * bad effect never keeps the others of its actor in the old shape. False when any effect failed (logged).
 */
async function convertParent(parent: EffectParent): Promise<boolean> {
  const updates = planEffectShapeUpdates(parent.toObject().effects);
  if (updates.length === 0) return true;
  try {
    await parent.updateEmbeddedDocuments("ActiveEffect", updates);
    return true;
  } catch (error) {
    if (updates.length === 1) {
      console.error(error);
      return false;
    }
  }
  let ok = true;
  for (const update of updates) {
    try {
      await parent.updateEmbeddedDocuments("ActiveEffect", [update]);
    } catch (error) {
      console.error(error);
      ok = false;
    }
  }
  return ok;
}

/** The synthetic actors of the unlinked tokens of every world scene (their effects live in the token's delta). */
function unlinkedTokenActors(): EffectParent[] {
  const out: EffectParent[] = [];
  const scenes = (game.scenes ?? []) as unknown as Iterable<{ tokens?: Iterable<unknown> }>;
  for (const scene of scenes)
    for (const token of scene.tokens ?? []) {
      const t = token as { actorLink?: boolean; actor?: EffectParent | null };
      if (t.actorLink !== true && t.actor) out.push(t.actor);
    }
  return out;
}

/**
 * The active GM converts the effects of every world actor, its items, every world item, and every unlinked
 * token's actor and its items. Returns how many parents failed (0 = all converted or nothing to do).
 */
export async function migrateEffectShapes(
  actors: Iterable<EffectParent> = [
    ...((game.actors ?? []) as unknown as Iterable<EffectParent>),
    ...unlinkedTokenActors(),
  ],
  items: Iterable<EffectParent> = (game.items ?? []) as unknown as Iterable<EffectParent>,
): Promise<number> {
  let failed = 0;
  for (const actor of actors) {
    if (!(await convertParent(actor))) failed++;
    for (const item of actor.items ?? []) if (!(await convertParent(item))) failed++;
  }
  for (const item of items) if (!(await convertParent(item))) failed++;
  return failed;
}
