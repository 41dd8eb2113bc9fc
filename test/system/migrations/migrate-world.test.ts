/**
 * The world runner with fake game, documents and packs: who migrates, what is written, the progress bar,
 * locked packs skipped and named, one failing document not stopping the rest, the version recorded only
 * when every document succeeded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENT_SCHEMA_VERSION } from "../../../src/system/migrations/migrate-source.js";
import {
  type MigratableDocument,
  type MigratablePack,
  type MigratableScene,
  type MigrationGame,
  runWorldMigration,
} from "../../../src/system/migrations/migrate-world.js";

type Call = { doc: string; kind: string; data: unknown; options: unknown };

function fakeDoc(
  calls: Call[],
  source: Record<string, unknown>,
  opts: { fail?: boolean; tokens?: MigratableScene["tokens"] } = {},
): MigratableScene {
  const id = String(source._id);
  return {
    id,
    name: String(source.name ?? id),
    type: typeof source.type === "string" ? source.type : undefined,
    uuid: `Fake.${id}`,
    // The client copy is already migrated and cleaned, as Foundry's migrateData leaves it.
    toObject: () => ({ _id: id, type: source.type, system: {} }),
    async update(data, options) {
      if (opts.fail) throw new Error(`cannot write ${id}`);
      calls.push({ doc: id, kind: "update", data, options });
    },
    async updateEmbeddedDocuments(name, updates, options) {
      if (opts.fail) throw new Error(`cannot write ${id}`);
      calls.push({ doc: id, kind: `embedded ${name}`, data: updates, options });
    },
    tokens: opts.tokens ?? null,
  };
}

function collection<T extends MigratableDocument>(docs: T[], sources: unknown[]) {
  return Object.assign([...docs], {
    _source: sources,
    get: (id: string) => docs.find((d) => d.id === id),
  });
}

const oldCharacter = {
  _id: "a1",
  name: "Mira",
  type: "character",
  system: { hp: 12, mp: 4, odd: 1 },
  items: [],
};
const fineMonster = { _id: "a2", name: "Goblin", type: "monster", system: { sections: [] }, items: [] };
const brokenCharacter = { _id: "a3", name: "Broken", type: "character", system: { hp: 5 }, items: [] };
const scene = {
  _id: "s1",
  name: "Camp",
  tokens: [{ _id: "t1", actorId: "a1", actorLink: false, delta: { system: { hp: 7 } } }],
};

interface Setup {
  game: MigrationGame;
  calls: Call[];
  settings: Map<string, unknown>;
  notes: { level: string; message: string; options?: unknown }[];
  progress: { pct?: number; message?: string }[];
}

function setup(
  opts: {
    version?: number;
    failing?: string[];
    packs?: MigratablePack[];
    activeGM?: string;
    empty?: boolean;
  } = {},
): Setup {
  const calls: Call[] = [];
  const failing = new Set(opts.failing ?? []);
  const actorSources = opts.empty ? [] : [oldCharacter, fineMonster, brokenCharacter];
  const actors = actorSources.map((s) => fakeDoc(calls, s, { fail: failing.has(s._id) }));
  const sceneDocs = opts.empty ? [] : [fakeDoc(calls, scene)];
  const settings = new Map<string, unknown>();
  if (opts.version !== undefined) settings.set("swordworld25.schemaVersion", opts.version);
  const notes: Setup["notes"] = [];
  const progress: Setup["progress"] = [];
  const game: MigrationGame = {
    user: { id: "gm", isGM: true },
    users: { activeGM: { id: opts.activeGM ?? "gm" } },
    actors: collection(actors, actorSources),
    items: collection([], []),
    scenes: collection(sceneDocs, opts.empty ? [] : [scene]),
    packs: opts.packs ?? [],
    settings: {
      get: (ns, key) => settings.get(`${ns}.${key}`) ?? 0,
      set: async (ns, key, value) => settings.set(`${ns}.${key}`, value),
    },
    i18n: {
      localize: (key) => key,
      format: (key, data) => `${key} ${JSON.stringify(data)}`,
    },
  };
  return { game, calls, settings, notes, progress };
}

function notifier(s: Setup) {
  return {
    info(message: string, options?: unknown) {
      s.notes.push({ level: "info", message, options });
      return { update: (u: { pct?: number; message?: string }) => s.progress.push(u) };
    },
    warn(message: string, options?: unknown) {
      s.notes.push({ level: "warn", message, options });
    },
    error(message: string, options?: unknown) {
      s.notes.push({ level: "error", message, options });
    },
  };
}

function pack(
  calls: Call[],
  collectionId: string,
  type: string,
  locked: boolean,
  sources: Record<string, unknown>[],
): MigratablePack & { loaded: boolean } {
  const p = {
    collection: collectionId,
    locked,
    loaded: false,
    metadata: { type, system: "swordworld25", label: `Pack ${collectionId}` },
    async getDocuments() {
      p.loaded = true;
      return sources.map((s) => fakeDoc(calls, s));
    },
    async getIndex() {
      return sources;
    },
  };
  return p;
}

let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => errorSpy.mockRestore());

describe("who migrates", () => {
  it("[MIGRATION] a GM who is not the active GM, or a world already at the current version: nothing", async () => {
    const other = setup({ activeGM: "someoneElse" });
    expect(await runWorldMigration(other.game, notifier(other))).toBeNull();
    const current = setup({ version: CURRENT_SCHEMA_VERSION });
    expect(await runWorldMigration(current.game, notifier(current))).toBeNull();
    for (const s of [other, current]) {
      expect(s.calls).toEqual([]);
      expect(s.notes).toEqual([]);
    }
  });

  it("[MIGRATION] an empty world is marked current without a word", async () => {
    const s = setup({ empty: true });
    const report = await runWorldMigration(s.game, notifier(s));
    expect(report?.recorded).toBe(true);
    expect(s.settings.get("swordworld25.schemaVersion")).toBe(CURRENT_SCHEMA_VERSION);
    expect(s.notes).toEqual([]);
  });
});

describe("a version-0 world", () => {
  it("[MIGRATION] writes only the changed keys from the stored sources, token deltas included; progress to 100%", async () => {
    const s = setup();
    const report = await runWorldMigration(s.game, notifier(s));
    const options = { diff: false, recursive: true, render: false };
    expect(s.calls).toEqual([
      { doc: "a1", kind: "update", data: { system: { hp: { value: 12 }, mp: { value: 4 } } }, options },
      { doc: "a3", kind: "update", data: { system: { hp: { value: 5 } } }, options },
      {
        doc: "s1",
        kind: "embedded Token",
        data: [{ _id: "t1", delta: { system: { hp: { value: 7 } } } }],
        options,
      },
    ]);
    expect(s.progress.map((p) => p.pct)).toEqual([1 / 4, 2 / 4, 3 / 4, 1]);
    expect(s.progress[3]?.message).toBe('SW25.Migration.Progress {"done":"4","total":"4"}');
    expect(s.notes[0]).toEqual({
      level: "info",
      message: "SW25.Migration.Started",
      options: { progress: true },
    });
    expect(s.notes.at(-1)).toEqual({
      level: "info",
      message: 'SW25.Migration.Finished {"updated":"3"}',
      options: undefined,
    });
    expect(report).toEqual({
      fromVersion: 0,
      processed: 4,
      updated: 3,
      failed: 0,
      lockedPacks: [],
      recorded: true,
    });
    expect(s.settings.get("swordworld25.schemaVersion")).toBe(CURRENT_SCHEMA_VERSION);
  });

  it("[MIGRATION] one failing document is logged and counted, the others still migrate, the version is not recorded", async () => {
    const s = setup({ failing: ["a1"] });
    const report = await runWorldMigration(s.game, notifier(s));
    expect(s.calls.map((c) => c.doc)).toEqual(["a3", "s1"]);
    expect(report?.failed).toBe(1);
    expect(report?.recorded).toBe(false);
    expect(s.settings.has("swordworld25.schemaVersion")).toBe(false);
    expect(s.progress.at(-1)?.pct).toBe(1);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain("Actor Fake.a1 (Mira)");
    expect(s.notes.at(-1)).toEqual({
      level: "error",
      message: 'SW25.Migration.Failed {"failed":"1"}',
      options: { permanent: true },
    });
    // Next start: the failure is gone, the run completes and records the version.
    const again = setup();
    expect((await runWorldMigration(again.game, notifier(again)))?.recorded).toBe(true);
  });
});

describe("compendium packs", () => {
  it("[MIGRATION] unlocked Actor and Item packs of the system are migrated; locked ones are skipped and named", async () => {
    const calls: Call[] = [];
    const open = pack(calls, "world.heroes", "Actor", false, [
      {
        _id: "p1",
        type: "character",
        system: { hp: "８" },
        items: [{ _id: "i1", type: "weapon", system: { accuracy: 1 } }],
      },
    ]);
    const locked = pack(calls, "world.locked", "Actor", true, [
      { _id: "p2", type: "character", system: { hp: 3 } },
    ]);
    const macros = pack(calls, "world.macros", "Macro", false, [{ _id: "m1", type: "script" }]);
    const s = setup({ empty: true, packs: [open, locked, macros] });
    const report = await runWorldMigration(s.game, notifier(s));
    expect(calls).toEqual([
      {
        doc: "p1",
        kind: "update",
        data: { system: { hp: { value: 8 } } },
        options: { diff: false, recursive: true, render: false },
      },
    ]);
    expect(locked.loaded).toBe(false);
    expect(macros.loaded).toBe(false);
    expect(s.notes[0]).toEqual({
      level: "warn",
      message: 'SW25.Migration.LockedPacks {"packs":"Pack world.locked"}',
      options: { permanent: true },
    });
    expect(report?.lockedPacks).toEqual(["Pack world.locked"]);
    // A locked pack cannot be written; its documents are upgraded as they load (migrateData), so the run
    // still counts as complete (docs/architecture.md, "Migrations").
    expect(report?.recorded).toBe(true);
  });

  it("[MIGRATION] a fresh world does not warn about the system's own locked packs (shipped at the current schema)", async () => {
    const calls: Call[] = [];
    const own = pack(calls, "swordworld25.monsters", "Actor", true, [
      { _id: "x1", type: "monster", system: { hp: 3 } },
    ]);
    Object.assign(own.metadata, { system: undefined, packageType: "system", packageName: "swordworld25" });
    const s = setup({ empty: true, packs: [own] });
    const report = await runWorldMigration(s.game, notifier(s));
    expect(own.loaded).toBe(false);
    expect(s.notes).toEqual([]);
    expect(report?.lockedPacks).toEqual([]);
    expect(report?.recorded).toBe(true);
  });

  it("[MIGRATION] a pack that cannot be loaded counts as a failure; the world's documents still migrate", async () => {
    const broken: MigratablePack = {
      collection: "world.broken",
      locked: false,
      metadata: { type: "Item", system: "swordworld25" },
      getDocuments: async () => {
        throw new Error("database gone");
      },
    };
    const s = setup({ packs: [broken] });
    const report = await runWorldMigration(s.game, notifier(s));
    expect(s.calls.map((c) => c.doc)).toEqual(["a1", "a3", "s1"]);
    expect(report?.failed).toBe(1);
    expect(report?.recorded).toBe(false);
  });
});
