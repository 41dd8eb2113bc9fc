/**
 * Sword shards (剣のかけら, issue 35 item 4). Facts (ytsheet2's monster sheet, `edit-mons.js`
 * `swordFragmentNumChanged` and `view-mons.pl`; the honour roll as the other SW2.5 Foundry system rolls it):
 *
 * - Each shard a monster carries adds 5 HP and 1 MP, shared among its sections as the GM likes; we put them
 *   all on the core section (the first section without one), and a section without MP gains none.
 * - Fortitude and Willpower rise by 1 per started 5 shards, at most +4 (1-5 shards +1, 6-10 +2 …).
 * - At the end of the session the party rolls 1d per shard it brought back; the total is the honour they give.
 *
 * `withShards` moves a stat block from one shard count to another (only the difference), so setting 3 then 7
 * then 0 gives back the block it started from.
 */
import type { DiceSource } from "../../dice/dice-source.js";
import { fail, ok, type Result } from "../../errors.js";

export const SHARD_HP = 5;
export const SHARD_MP = 1;
export const SHARDS_PER_RESISTANCE = 5;
export const SHARD_RESISTANCE_CAP = 4;
/** More shards than any table brings back: the honour roll refuses larger counts. */
export const MAX_SHARDS = 1000;

export interface ShardBonus {
  readonly hp: number;
  readonly mp: number;
  readonly resistance: number;
}

/** What `shards` add to a monster in total. */
export function shardBonus(shards: number): ShardBonus {
  const n = Math.max(0, Math.trunc(shards));
  return {
    hp: n * SHARD_HP,
    mp: n * SHARD_MP,
    resistance: Math.min(Math.ceil(n / SHARDS_PER_RESISTANCE), SHARD_RESISTANCE_CAP),
  };
}

interface Pool {
  readonly value: number | null;
  readonly max: number | null;
}

export interface ShardSection {
  readonly core: boolean;
  readonly hp: Pool;
  readonly mp: Pool;
}

export interface ShardBlock<S extends ShardSection> {
  readonly fortitude: number;
  readonly willpower: number;
  readonly sections: readonly S[];
}

const validCount = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_SHARDS;

/** The stat block with `to` shards instead of `from`: the difference added to the core section and resistances. */
export function withShards<S extends ShardSection>(
  block: ShardBlock<S>,
  from: number,
  to: number,
): Result<ShardBlock<S>> {
  if (!validCount(from) || !validCount(to))
    return fail("ShardsInvalid", `a shard count is a whole number from 0 to ${MAX_SHARDS}`, {
      params: { max: MAX_SHARDS },
    });
  if (block.sections.length === 0) return fail("ShardsNoSection", "the monster has no section to strengthen");
  const before = shardBonus(from);
  const after = shardBonus(to);
  const core = Math.max(
    0,
    block.sections.findIndex((s) => s.core),
  );
  const add = (pool: Pool, amount: number): Pool =>
    pool.max === null
      ? pool
      : { value: pool.value === null ? null : pool.value + amount, max: pool.max + amount };
  const sections = block.sections.map((section, i) =>
    i === core
      ? { ...section, hp: add(section.hp, after.hp - before.hp), mp: add(section.mp, after.mp - before.mp) }
      : section,
  );
  const resistance = after.resistance - before.resistance;
  return ok({
    ...block,
    fortitude: block.fortitude + resistance,
    willpower: block.willpower + resistance,
    sections,
  });
}

export interface ShardHonor {
  readonly shards: number;
  readonly dice: readonly number[];
  readonly total: number;
}

/** The honour `shards` give: 1d each, totalled. A bad count is refused before any die is rolled. */
export function rollShardHonor(shards: number, dice: DiceSource): Result<ShardHonor> {
  if (!validCount(shards))
    return fail("ShardsInvalid", `a shard count is a whole number from 0 to ${MAX_SHARDS}`, {
      params: { max: MAX_SHARDS },
    });
  const faces = Array.from({ length: shards }, () => dice.d6());
  return ok({ shards, dice: faces, total: faces.reduce((sum, d) => sum + d, 0) });
}
