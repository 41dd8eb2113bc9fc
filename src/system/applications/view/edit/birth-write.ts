/**
 * Writing a chosen birth all or nothing (docs/scenarios.md "Readings we chose"). Foundry v13 documents no
 * single database operation that updates an actor and creates and updates its embedded items together
 * (a DatabaseUpdateOperation carries one document type), so the birth is three writes:
 *
 *   1. create the class items the character lacks (with ids chosen beforehand: `keepId`),
 *   2. raise the class items below the birth's level,
 *   3. update the actor (profile birth, starting experience and money, fixed Technique/Body/Mind).
 *
 * The actor comes last: its birth name is what the sheet shows as "chosen", so an interrupted choice never
 * looks finished, and choosing the birth again completes it (existing classes are neither added twice nor
 * lowered). When a write fails, `birthUndo` says how to put back what was already written: the previous
 * values of exactly the actor fields written, the previous levels, and the deletion of the created items.
 * Plain data in, plain data out; the sheet action (sheets/records-actions.ts) performs the writes.
 */

import { compat } from "../../../compat/index.js";
import { bag, list, num, text } from "../read.js";
import type { BirthUpdate } from "./creation-updates.js";

export type BirthStep = "create" | "raise" | "actor";

/** The writes, in their order; `create` carries the ids the new items will keep. */
export interface BirthWritePlan {
  readonly create: readonly { _id: string; name: string; type: "class"; system: Record<string, unknown> }[];
  readonly raise: readonly { _id: string; "system.level": number }[];
  readonly actor: Record<string, unknown>;
  /** The steps that write something, in the order they are done. */
  readonly steps: readonly BirthStep[];
}

/** The plan of a birth update; `newIds` (one per created item, made by the caller) become the items' ids. */
export function birthWritePlan(update: BirthUpdate, newIds: readonly string[]): BirthWritePlan {
  const create = update.create.map((c, i) => ({ _id: newIds[i] ?? "", ...c }));
  const steps: BirthStep[] = [];
  if (create.length > 0) steps.push("create");
  if (update.update.length > 0) steps.push("raise");
  if (Object.keys(update.actor).length > 0) steps.push("actor");
  return { create, raise: [...update.update], actor: { ...update.actor }, steps };
}

interface SourceLike {
  readonly system?: unknown;
  readonly items?: readonly unknown[];
}

const itemsOf = (source: SourceLike) => list(source.items).map(bag);

/**
 * The actor update that restores `paths` to their values in `before`: each path's previous value, or, where
 * the path (or a parent object of it) was absent before, the deletion of its outermost absent part.
 */
export function restoreFields(before: unknown, paths: readonly string[]): Record<string, unknown> {
  const restore: Record<string, unknown> = {};
  for (const path of paths) {
    const parts = path.split(".");
    let node: unknown = before;
    let absentAt = -1;
    for (const [i, part] of parts.entries()) {
      const here = bag(node);
      if (!(part in here)) {
        absentAt = i;
        break;
      }
      node = here[part];
    }
    if (absentAt < 0) restore[path] = structuredClone(node);
    else {
      const [deleted, value] = compat.deletion(parts.slice(0, absentAt).join("."), parts[absentAt] ?? "");
      restore[deleted] = value;
    }
  }
  return restore;
}

/** How to put back what a partly done birth wrote. Each part is empty/null when there is nothing to undo. */
export interface BirthUndo {
  /** Actor update restoring exactly the fields the actor write set, to their previous values. */
  readonly actor: Record<string, unknown> | null;
  /** Previous levels of the raised items still on the actor. */
  readonly levels: readonly { _id: string; "system.level": number }[];
  /** The created items (our ids) that are on the actor now. */
  readonly remove: readonly string[];
}

function at(root: unknown, path: string): unknown {
  let node = root;
  for (const part of path.split(".")) node = bag(node)[part];
  return node;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The undo of `plan` after the steps `done` (in the plan's order; the next one failed): `before` is the
 * actor's source before the first write, `now` its source after the failure. A step done is undone whole. The
 * failed step may still have landed (a lost reply): of it, what `now` shows written (the planned value, not
 * the previous one) is undone too, and nothing else, so a change another user made meanwhile is kept.
 * The sheet undoes in the reverse order of the writes: actor, levels, created items.
 */
export function birthUndo(
  before: SourceLike,
  now: SourceLike,
  plan: BirthWritePlan,
  done: readonly BirthStep[],
): BirthUndo {
  const failed = plan.steps[done.length];
  const undoes = (step: BirthStep, landed: () => boolean) =>
    done.includes(step) || (failed === step && landed());
  const nowItems = itemsOf(now);
  const beforeItems = itemsOf(before);
  const levelOf = (items: readonly Record<string, unknown>[], id: string) => {
    const item = items.find((i) => text(i._id) === id);
    return item ? num(bag(item.system).level) : null;
  };
  const paths = Object.keys(plan.actor).filter((path) =>
    undoes("actor", () => same(at(now, path), plan.actor[path]) && !same(at(before, path), plan.actor[path])),
  );
  const levels = plan.raise.flatMap((r) => {
    const was = levelOf(beforeItems, r._id);
    const is = levelOf(nowItems, r._id);
    if (was === null || is === null || is === was) return [];
    return undoes("raise", () => is === r["system.level"]) ? [{ _id: r._id, "system.level": was }] : [];
  });
  // Created items are ours by their ids (chosen beforehand), whichever step failed.
  const nowIds = new Set(nowItems.map((i) => text(i._id)));
  const remove = plan.create.map((c) => c._id).filter((id) => nowIds.has(id));
  return { actor: paths.length > 0 ? restoreFields(before, paths) : null, levels, remove };
}

/**
 * Whether `now` shows a write of `step` done: every created item there, every raised item still there (an item
 * deleted meanwhile is a failed raise, whatever the database answered). The actor write has no such check: its
 * data model may normalise the values, so only its own error says it failed.
 */
export function stepLanded(step: BirthStep, plan: BirthWritePlan, now: SourceLike): boolean {
  const ids = new Set(itemsOf(now).map((i) => text(i._id)));
  if (step === "create") return plan.create.every((c) => ids.has(c._id));
  if (step === "raise") return plan.raise.every((r) => ids.has(r._id));
  return true;
}

/** The ids of `ids` that are items of `now` (after an undo's delete: none should be). */
export function itemsStillOn(now: SourceLike, ids: readonly string[]): string[] {
  const present = new Set(itemsOf(now).map((i) => text(i._id)));
  return ids.filter((id) => present.has(id));
}

/** What an undo that failed in part leaves for the user to check (the names shown in the error). */
export interface BirthLeftOver {
  /** The actor fields keep the birth's values (profile birth, experience, money, fixed base). */
  readonly actorFields: boolean;
  /** Items the birth added that are still there: their names. */
  readonly added: readonly string[];
  /** Items the birth raised that keep the raised level: name and the level they had. */
  readonly raised: readonly { name: string; level: number }[];
}

/** The left-over of `undo` whose parts in `failed` could not be written (names read from `now`). */
export function birthLeftOver(
  now: SourceLike,
  undo: BirthUndo,
  failed: readonly ("actor" | "levels" | "remove")[],
): BirthLeftOver {
  const nameOf = (id: string) => text(itemsOf(now).find((i) => text(i._id) === id)?.name, id);
  return {
    actorFields: failed.includes("actor") && undo.actor !== null,
    added: failed.includes("remove") ? undo.remove.map(nameOf) : [],
    raised: failed.includes("levels")
      ? undo.levels.map((l) => ({ name: nameOf(l._id), level: l["system.level"] }))
      : [],
  };
}
