/**
 * A monster's sword shards (剣のかけら) set by the GM: the update that changes `system.swordShards` also carries
 * the stat block the rules give for the new count (`withShards`: the core section's HP and MP, Fortitude and
 * Willpower), so every reader of the stored block (sheet, battle, damage cards) sees the strengthened monster.
 * Called from the Actor's `_preUpdate`, which may add to the update it is given (Document#_preUpdate, v13/v14 API).
 */
import { type ShardSection, withShards } from "../../rules/character/supplies/sword-shards.js";
import type { Result } from "../../rules/errors.js";

type Bag = Record<string, unknown>;
const bag = (v: unknown): Bag => (typeof v === "object" && v !== null ? (v as Bag) : {});
const whole = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : 0);
const pool = (v: unknown) => {
  const p = bag(v);
  const n = (x: unknown) => (typeof x === "number" && Number.isFinite(x) ? Math.trunc(x) : null);
  return { value: n(p.value), max: n(p.max) };
};

/**
 * Adds to `changes` (an expanded update of a monster whose stored system is `source`) the stat block for the
 * new shard count; sections, Fortitude or Willpower in the same update are the base the shards are added to.
 * Returns the refusal (nothing added) or null when there was nothing to do.
 */
export function addShardChanges(source: unknown, changes: Bag): Result<true> | null {
  const next = bag(changes.system).swordShards;
  if (next === undefined) return null;
  const stored = bag(source);
  const from = whole(stored.swordShards);
  if (next === from) return null;
  const system = bag(changes.system);
  const base = {
    fortitude: whole(system.fortitude ?? stored.fortitude),
    willpower: whole(system.willpower ?? stored.willpower),
    sections: (Array.isArray(system.sections)
      ? system.sections
      : Array.isArray(stored.sections)
        ? stored.sections
        : []
    ).map(
      (s) =>
        ({ ...bag(s), core: bag(s).core === true, hp: pool(bag(s).hp), mp: pool(bag(s).mp) }) as Bag &
          ShardSection,
    ),
  };
  const result = withShards(base, from, typeof next === "number" ? next : Number.NaN);
  if (!result.ok) return result;
  changes.system = {
    ...system,
    fortitude: result.value.fortitude,
    willpower: result.value.willpower,
    sections: result.value.sections,
  };
  return { ok: true, value: true };
}
