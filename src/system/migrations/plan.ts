/**
 * Which stored documents need which update, from plain sources and a schema version: no Foundry globals,
 * so every past shape is tested in Node (test/system/migrations/). The world runner (migrate-world.ts)
 * only carries these updates out.
 *
 * An update names only the `system` keys a step changed, and is sent without diffing and merged
 * recursively, so every field the steps do not understand stays stored as it was. Never written:
 * a key a step could not read (it became `{}`, i.e. "schema default"): the stored original stays, and the
 * document keeps loading with the default, as it did before.
 */
import {
  isPlainObject,
  MIGRATION_STEPS,
  type MigrationSteps,
  type PlainObject,
  runSteps,
} from "./migrate-source.js";

/** `{ _id, system }`: the changed `system` keys of one document. */
export interface SystemUpdate {
  readonly _id: string;
  readonly system: PlainObject;
}

/** An actor's own update (or null) and the updates of its embedded items. */
export interface ActorPlan {
  readonly actor: SystemUpdate | null;
  readonly items: readonly SystemUpdate[];
}

/** An unlinked token: its delta's `system` changes, and the changes of the items held in its delta. */
export interface TokenPlan {
  readonly tokenId: string;
  readonly update: { readonly _id: string; readonly delta: { readonly system: PlainObject } } | null;
  readonly items: readonly SystemUpdate[];
}

function isEmptyObject(value: unknown): boolean {
  return isPlainObject(value) && Object.keys(value).length === 0;
}

/** Structural equality of JSON-like values (key order ignored). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, i) => sameValue(value, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameValue(a[k], b[k]));
  }
  return false;
}

/** The `system` keys the steps change (unreadable `{}` results left out); null when there are none. */
export function systemChanges(
  steps: MigrationSteps[keyof MigrationSteps],
  type: string,
  system: unknown,
  fromVersion: number,
): PlainObject | null {
  if (!isPlainObject(system)) return null;
  const migrated = runSteps(steps, type, system, fromVersion);
  if (!migrated) return null;
  const changes: PlainObject = {};
  for (const [key, value] of Object.entries(migrated)) {
    if (sameValue(value, system[key])) continue;
    if (isEmptyObject(value) && !isPlainObject(system[key])) continue;
    changes[key] = value;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The id and type of a document source, or null when it has none (garbage is skipped, never thrown on). */
function idAndType(source: unknown): { id: string; type: string; system: unknown } | null {
  if (!isPlainObject(source)) return null;
  const { _id: id, type, system } = source;
  if (typeof id !== "string" || id === "" || typeof type !== "string") return null;
  return { id, type, system };
}

/** An item's update, or null when it needs none. */
export function planItem(
  source: unknown,
  fromVersion: number,
  steps: MigrationSteps = MIGRATION_STEPS,
): SystemUpdate | null {
  const doc = idAndType(source);
  if (!doc) return null;
  const system = systemChanges(steps.item, doc.type, doc.system, fromVersion);
  return system ? { _id: doc.id, system } : null;
}

function planItems(items: unknown, fromVersion: number, steps: MigrationSteps): SystemUpdate[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => planItem(item, fromVersion, steps) ?? []);
}

/** An actor's update and its embedded items' updates; null when none of them needs one. */
export function planActor(
  source: unknown,
  fromVersion: number,
  steps: MigrationSteps = MIGRATION_STEPS,
): ActorPlan | null {
  const doc = idAndType(source);
  if (!doc || !isPlainObject(source)) return null;
  const system = systemChanges(steps.actor, doc.type, doc.system, fromVersion);
  const items = planItems(source.items, fromVersion, steps);
  if (!system && items.length === 0) return null;
  return { actor: system ? { _id: doc.id, system } : null, items };
}

/**
 * The unlinked tokens of a scene source that need an update. A linked token shows its world actor
 * (migrated as that actor); an unlinked one keeps its own changes in `delta`, a partial actor source whose
 * type is the delta's own or else its base actor's (`actorType`).
 */
export function planSceneTokens(
  sceneSource: unknown,
  actorType: (actorId: string) => string | undefined,
  fromVersion: number,
  steps: MigrationSteps = MIGRATION_STEPS,
): TokenPlan[] {
  if (!isPlainObject(sceneSource) || !Array.isArray(sceneSource.tokens)) return [];
  const plans: TokenPlan[] = [];
  for (const token of sceneSource.tokens) {
    if (!isPlainObject(token) || token.actorLink === true) continue;
    const { _id: tokenId, delta } = token;
    if (typeof tokenId !== "string" || tokenId === "" || !isPlainObject(delta)) continue;
    const baseType = typeof token.actorId === "string" ? actorType(token.actorId) : undefined;
    const type = typeof delta.type === "string" && delta.type !== "" ? delta.type : baseType;
    const system = type ? systemChanges(steps.actor, type, delta.system, fromVersion) : null;
    const items = planItems(delta.items, fromVersion, steps);
    if (!system && items.length === 0) continue;
    plans.push({ tokenId, update: system ? { _id: tokenId, delta: { system } } : null, items });
  }
  return plans;
}

/** The pack metadata the runner reads. */
export interface PackInfo {
  readonly type?: unknown;
  readonly system?: unknown;
  readonly packageType?: unknown;
  readonly packageName?: unknown;
}

/**
 * What to do with a compendium pack: Actor and Item packs of this system are migrated unless locked
 * ("locked": skipped and named to the GM); every other pack is none of the migration's business. The
 * system's own packs, locked as Foundry ships them, are built at the current schema with the system: a fresh
 * world has nothing to say about them ("other"). Unlocked (a GM editing them), they migrate like any other.
 */
export function packDecision(
  metadata: PackInfo,
  locked: boolean,
  systemId: string,
): "migrate" | "locked" | "other" {
  if (metadata.type !== "Actor" && metadata.type !== "Item") return "other";
  const system = metadata.system ?? (metadata.packageType === "system" ? metadata.packageName : undefined);
  if (system !== systemId) return "other";
  const shipped = metadata.packageType === "system" && metadata.packageName === systemId;
  if (locked && shipped) return "other";
  return locked ? "locked" : "migrate";
}

/** The stored schema version as a whole number ≥ 0 (anything unreadable is 0: migrate everything). */
export function storedVersion(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;
}
