/**
 * World migration, on `ready`, by the active GM's client only: world actors (and their items), world
 * items, unlinked tokens on every scene, and the unlocked Actor/Item compendium packs of this system.
 * What each document needs is decided by the pure planner (plan.ts); this file fetches sources, carries
 * the updates out one document at a time, shows a progress bar, and records the schema version only when
 * every document succeeded. A failing document is logged and counted; the rest still run.
 *
 * The runner reads the world through the small interfaces below (what it uses of `game`), so the test
 * drives it with fakes; `migrateWorld()` hands it the real `game` and `ui.notifications`.
 */
import { SCHEMA_VERSION_SETTING, SYSTEM_ID } from "../settings.js";
import { CURRENT_SCHEMA_VERSION, isPlainObject } from "./migrate-source.js";
import { packDecision, planActor, planItem, planSceneTokens, storedVersion } from "./plan.js";

/** What the runner uses of an Actor, Item or Scene document. */
export interface MigratableDocument {
  readonly id: string | null;
  readonly name?: string | null;
  readonly type?: string;
  readonly uuid?: string;
  toObject(): unknown;
  update(data: object, options?: object): Promise<unknown>;
  updateEmbeddedDocuments?(embeddedName: string, updates: object[], options?: object): Promise<unknown>;
}

export interface MigratableScene extends MigratableDocument {
  readonly tokens?: { get(id: string): { actor?: MigratableDocument | null } | undefined } | null;
}

/** A world collection; `_source` is the array of stored sources the documents were built from. */
export interface MigratableCollection<T> extends Iterable<T> {
  readonly _source?: unknown;
  get?(id: string): T | undefined;
}

export interface MigratablePack {
  readonly collection: string;
  readonly locked: boolean;
  readonly metadata: {
    readonly type?: unknown;
    readonly system?: unknown;
    readonly label?: unknown;
    readonly packageType?: unknown;
    readonly packageName?: unknown;
  };
  getDocuments(): Promise<Iterable<MigratableDocument>>;
  /** The stored fields of every entry, straight from the pack's database (old shapes intact). */
  getIndex?(options: { fields: string[] }): Promise<Iterable<unknown>>;
}

export interface MigrationGame {
  readonly user?: { readonly id: string | null; readonly isGM: boolean } | null;
  readonly users?: { readonly activeGM?: { readonly id: string | null } | null } | null;
  readonly actors?: MigratableCollection<MigratableDocument> | null;
  readonly items?: MigratableCollection<MigratableDocument> | null;
  readonly scenes?: MigratableCollection<MigratableScene> | null;
  readonly packs?: Iterable<MigratablePack> | null;
  readonly settings?: {
    get(namespace: string, key: string): unknown;
    set(namespace: string, key: string, value: unknown): Promise<unknown>;
  } | null;
  readonly i18n?: {
    localize(key: string): string;
    format(key: string, data: Record<string, string>): string;
  } | null;
}

/** A progress notification: `update({ pct, message })` (v13 `ui.notifications.info(..., { progress: true })`). */
export interface ProgressHandle {
  update?(update: { pct?: number; message?: string }): void;
}

export interface MigrationNotifier {
  info(message: string, options?: { progress?: boolean; permanent?: boolean }): unknown;
  warn(message: string, options?: { permanent?: boolean }): unknown;
  error(message: string, options?: { permanent?: boolean }): unknown;
}

export interface MigrationReport {
  readonly fromVersion: number;
  /** Documents processed (whether or not they needed a write). */
  readonly processed: number;
  /** Document updates sent. */
  readonly updated: number;
  /** Documents whose migration threw. */
  readonly failed: number;
  /** Labels of the locked packs skipped. */
  readonly lockedPacks: readonly string[];
  /** True when the schema version was recorded. */
  readonly recorded: boolean;
}

/** Sent as given (no diff against the already-migrated client copy), merged into the stored data. */
const WRITE_OPTIONS = { diff: false, recursive: true, render: false } as const;

/** One document's migration: a label for the log and the writes; returns the number of updates sent. */
interface Unit {
  readonly label: string;
  readonly run: () => Promise<number>;
}

/** The stored source the collection received (unknown fields and old shapes intact), else `toObject()`. */
function rawSource(
  collection: MigratableCollection<unknown> | null | undefined,
  doc: MigratableDocument,
): unknown {
  const sources = collection?._source;
  if (Array.isArray(sources)) {
    const found = sources.find((s) => isPlainObject(s) && s._id === doc.id);
    if (found) return found;
  }
  return doc.toObject();
}

function labelOf(doc: MigratableDocument, kind: string): string {
  return `${kind} ${doc.uuid ?? doc.id ?? "?"} (${doc.name ?? ""})`;
}

function actorUnit(doc: MigratableDocument, source: unknown, from: number, label: string): Unit {
  return {
    label,
    run: async () => {
      const plan = planActor(source, from);
      if (!plan) return 0;
      let writes = 0;
      if (plan.actor) {
        await doc.update({ system: plan.actor.system }, WRITE_OPTIONS);
        writes += 1;
      }
      if (plan.items.length > 0) {
        await doc.updateEmbeddedDocuments?.("Item", [...plan.items], WRITE_OPTIONS);
        writes += plan.items.length;
      }
      return writes;
    },
  };
}

function itemUnit(doc: MigratableDocument, source: unknown, from: number, label: string): Unit {
  return {
    label,
    run: async () => {
      const plan = planItem(source, from);
      if (!plan) return 0;
      await doc.update({ system: plan.system }, WRITE_OPTIONS);
      return 1;
    },
  };
}

function sceneUnit(game: MigrationGame, scene: MigratableScene, from: number): Unit {
  const actorType = (id: string) => game.actors?.get?.(id)?.type;
  return {
    label: labelOf(scene, "Scene"),
    run: async () => {
      const plans = planSceneTokens(rawSource(game.scenes, scene), actorType, from);
      const updates = plans.flatMap((p) => p.update ?? []);
      if (updates.length > 0) await scene.updateEmbeddedDocuments?.("Token", updates, WRITE_OPTIONS);
      let writes = updates.length;
      for (const plan of plans) {
        if (plan.items.length === 0) continue;
        // The items of an unlinked token live in its delta; its synthetic actor writes them there.
        const actor = scene.tokens?.get(plan.tokenId)?.actor;
        if (!actor?.updateEmbeddedDocuments) throw new Error(`token ${plan.tokenId} has no actor`);
        await actor.updateEmbeddedDocuments("Item", [...plan.items], WRITE_OPTIONS);
        writes += plan.items.length;
      }
      return writes;
    },
  };
}

function packLabel(pack: MigratablePack): string {
  return typeof pack.metadata.label === "string" && pack.metadata.label !== ""
    ? pack.metadata.label
    : pack.collection;
}

/** The pack's stored sources by id, read through its index with the fields the planner reads. */
async function storedPackSources(pack: MigratablePack): Promise<Map<string, unknown>> {
  const byId = new Map<string, unknown>();
  if (!pack.getIndex) return byId;
  const fields = pack.metadata.type === "Actor" ? ["system", "items", "type"] : ["system", "type"];
  for (const entry of await pack.getIndex({ fields }))
    if (isPlainObject(entry) && typeof entry._id === "string" && "system" in entry)
      byId.set(entry._id, entry);
  return byId;
}

/** The units of every migratable pack (documents are loaded here); locked packs and load failures noted. */
async function packUnits(
  game: MigrationGame,
  from: number,
): Promise<{ units: Unit[]; locked: string[]; loadFailures: number }> {
  const units: Unit[] = [];
  const locked: string[] = [];
  let loadFailures = 0;
  for (const pack of game.packs ?? []) {
    const decision = packDecision(pack.metadata, pack.locked, SYSTEM_ID);
    if (decision === "locked") locked.push(packLabel(pack));
    if (decision !== "migrate") continue;
    try {
      const stored = await storedPackSources(pack);
      for (const doc of await pack.getDocuments()) {
        const label = labelOf(doc, pack.collection);
        const source = stored.get(doc.id ?? "") ?? doc.toObject();
        units.push(
          pack.metadata.type === "Actor"
            ? actorUnit(doc, source, from, label)
            : itemUnit(doc, source, from, label),
        );
      }
    } catch (error) {
      console.error(`${SYSTEM_ID} | migration: could not load pack ${pack.collection}`, error);
      loadFailures += 1;
    }
  }
  return { units, locked, loadFailures };
}

function localize(game: MigrationGame, key: string): string {
  return game.i18n?.localize(key) ?? key;
}

function format(game: MigrationGame, key: string, data: Record<string, string>): string {
  return game.i18n?.format(key, data) ?? key;
}

/** The version the world's data was last migrated to. */
export function worldSchemaVersion(game: MigrationGame): number {
  return storedVersion(game.settings?.get(SYSTEM_ID, SCHEMA_VERSION_SETTING));
}

/**
 * Migrates the world if this client is the active GM and the stored version is older than the code's.
 * Returns what it did, or null when it was not this client's job (or nothing was old).
 */
export async function runWorldMigration(
  game: MigrationGame,
  notifier: MigrationNotifier | null | undefined,
): Promise<MigrationReport | null> {
  const user = game.user;
  // One writer: the active GM. Other GMs connected at the same time would write the same documents twice.
  if (!user?.isGM || game.users?.activeGM?.id !== user.id) return null;
  const from = worldSchemaVersion(game);
  if (from >= CURRENT_SCHEMA_VERSION) return null;

  const units: Unit[] = [];
  for (const actor of game.actors ?? [])
    units.push(actorUnit(actor, rawSource(game.actors, actor), from, labelOf(actor, "Actor")));
  for (const item of game.items ?? [])
    units.push(itemUnit(item, rawSource(game.items, item), from, labelOf(item, "Item")));
  for (const scene of game.scenes ?? []) units.push(sceneUnit(game, scene, from));
  const packs = await packUnits(game, from);
  units.push(...packs.units);

  if (packs.locked.length > 0)
    notifier?.warn(format(game, "SW25.Migration.LockedPacks", { packs: packs.locked.join(", ") }), {
      permanent: true,
    });

  // A new (or empty) world: nothing to upgrade, so nothing to tell anyone.
  const announce = units.length > 0;
  const bar = announce
    ? (notifier?.info(localize(game, "SW25.Migration.Started"), { progress: true }) as
        | ProgressHandle
        | undefined)
    : undefined;
  let updated = 0;
  let failed = packs.loadFailures;
  for (const [index, unit] of units.entries()) {
    try {
      updated += await unit.run();
    } catch (error) {
      failed += 1;
      console.error(`${SYSTEM_ID} | migration of ${unit.label} failed`, error);
    }
    bar?.update?.({
      pct: (index + 1) / units.length,
      message: format(game, "SW25.Migration.Progress", {
        done: String(index + 1),
        total: String(units.length),
      }),
    });
  }

  const recorded = failed === 0;
  if (recorded) {
    await game.settings?.set(SYSTEM_ID, SCHEMA_VERSION_SETTING, CURRENT_SCHEMA_VERSION);
    if (announce) notifier?.info(format(game, "SW25.Migration.Finished", { updated: String(updated) }));
  } else {
    notifier?.error(format(game, "SW25.Migration.Failed", { failed: String(failed) }), { permanent: true });
  }
  return { fromVersion: from, processed: units.length, updated, failed, lockedPacks: packs.locked, recorded };
}

/** The ready hook's entry: the real `game` and notifications. */
export async function migrateWorld(): Promise<void> {
  await runWorldMigration(game as unknown as MigrationGame, ui.notifications);
}
