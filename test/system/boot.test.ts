/**
 * Boots the built system bundle in Node against a fake Foundry (test/system/boot/fake-foundry.ts), fires
 * init, setup and ready, and checks what the system registered; then checks the compendium sources
 * against the data models' real schemas and the template paths against templates/.
 */
import { existsSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CURRENT_SCHEMA_VERSION } from "../../src/system/migrations/migrate-source.js";
import { ActiveEffect, createdDocuments } from "./boot/fake-documents.js";
import { NumberField, SchemaField, StringField } from "./boot/fake-fields.js";
import {
  type BootRecord,
  FAKE_RELEASES,
  FOUNDRY_BASES,
  fakeGeneration,
  installFakeFoundry,
} from "./boot/fake-foundry.js";
import { currentBundle, evaluateBundle, ROOT } from "./boot/load-bundle.js";
import {
  hasEnglishKey,
  packDocuments,
  packFolder,
  referencedTemplatePaths,
  type SourceDocument,
  SYSTEM_JSON,
  templateFile,
} from "./boot/packs-and-templates.js";
import { preparedActor, preparedItem } from "./boot/prepare-document.js";
import { checkSchema } from "./boot/schema-check.js";

type ModelClass = { defineSchema(): Record<string, never> };
interface DocumentConfig {
  documentClass: unknown;
  dataModels: Record<string, ModelClass>;
  trackableAttributes?: Record<string, unknown>;
}
const config = () =>
  (globalThis as unknown as { CONFIG: Record<string, DocumentConfig> & { queries: Record<string, unknown> } })
    .CONFIG;
const hooks = () =>
  (globalThis as unknown as { Hooks: { call(name: string, ...args: unknown[]): boolean } }).Hooks;

/** 13 or 14: vitest.config.ts runs this file once per generation of the fake Foundry. */
const GENERATION = fakeGeneration();
let record: BootRecord;
let bundle: { file: string; fromDist: boolean };
let bootError: unknown = null;
const consoleErrors: unknown[][] = [];

beforeAll(async () => {
  bundle = await currentBundle();
  record = installFakeFoundry(ROOT);
  const errorSpy = vi.spyOn(console, "error").mockImplementation((...args) => void consoleErrors.push(args));
  const logSpy = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await evaluateBundle(bundle.file);
    const { callAll } = (globalThis as unknown as { Hooks: { callAll(name: string): void } }).Hooks;
    for (const name of ["init", "i18nInit", "setup", "ready"]) callAll(name);
    await Promise.all(record.pending);
  } catch (error) {
    bootError = error;
  } finally {
    errorSpy.mockRestore();
    logSpy.mockRestore();
    if (!bundle.fromDist) rmSync(dirname(bundle.file), { recursive: true, force: true });
  }
}, 60_000);

describe("boot of the system bundle in a fake Foundry", () => {
  it("evaluates and runs init, setup and ready without an exception or console.error", () => {
    expect(bootError).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  it("system.json: minimum 13, maximum 14, verified the v13 build the fake models; this generation in range", () => {
    const compatibility = (SYSTEM_JSON as unknown as { compatibility: Record<string, string> }).compatibility;
    expect(compatibility).toEqual({ minimum: "13", verified: FAKE_RELEASES[13].version, maximum: "14" });
    expect(GENERATION).toBeGreaterThanOrEqual(Number(compatibility.minimum));
    expect(GENERATION).toBeLessThanOrEqual(Number(compatibility.maximum));
  });

  it("touches no Foundry path the fakes do not know", () => {
    const unknown = [...record.unknownPaths].sort();
    if (unknown.length > 0)
      console.info(`unknown Foundry paths (${bundle.file}):\n  ${unknown.join("\n  ")}`);
    expect(unknown).toEqual([]);
  });

  it("registers a data model for exactly the document types of system.json, and Combat's core base type", () => {
    // v13 reserves "base": declaring it in the manifest warns on every launch.
    expect(Object.keys(SYSTEM_JSON.documentTypes).sort()).toEqual(["Actor", "Item"]);
    for (const documentName of ["Actor", "Item", "Combat", "Combatant"]) {
      const models = config()[documentName]?.dataModels ?? {};
      expect(Object.keys(models).sort(), documentName).toEqual(
        Object.keys(SYSTEM_JSON.documentTypes[documentName] ?? { base: {} }).sort(),
      );
      for (const model of Object.values(models))
        expect(Object.getPrototypeOf(model), documentName).toBe(FOUNDRY_BASES.TypeDataModel);
    }
    expect(Object.keys(config().Actor?.dataModels ?? {}).sort()).toEqual([
      "character",
      "monster",
      "mount",
      "party",
    ]);
    expect(Object.keys(config().Item?.dataModels ?? {})).toHaveLength(11);
  });

  it("sets the system's own document classes", () => {
    for (const name of ["Actor", "Item", "Combat", "Combatant"] as const) {
      const cls = config()[name]?.documentClass as { prototype: object };
      expect(cls, name).not.toBe(FOUNDRY_BASES[name]);
      expect(cls.prototype, name).toBeInstanceOf(FOUNDRY_BASES[name]);
    }
  });

  it("an item's effect is suppressed while its item is unequipped (v13: no legacy transferral; v14: the switch is gone)", () => {
    const effects = config().ActiveEffect as unknown as {
      documentClass: unknown;
      legacyTransferral: unknown;
    };
    if (GENERATION === 13) expect(effects.legacyTransferral).toBe(false);
    // v14 removed the setting: the system must not add it back.
    else expect(Object.keys(effects)).not.toContain("legacyTransferral");
    const cls = effects.documentClass as new (data: object) => { isSuppressed: unknown };
    expect(cls.prototype).toBeInstanceOf(ActiveEffect);
    const onItem = (system: object) => new cls({ parent: { documentName: "Item", system } }).isSuppressed;
    expect(onItem({ equipped: false })).toBe(true);
    expect(onItem({ equipped: true })).toBeFalsy();
    // Items that cannot be equipped (a class, a feat) never hold their effects back.
    expect(onItem({ level: 2 })).toBeFalsy();
    expect(new cls({ parent: { documentName: "Actor", system: {} } }).isSuppressed).toBeFalsy();
  });

  it("gives every actor type a token bar for hp and mp; a character's class counters as token values", () => {
    for (const type of ["monster", "mount"])
      expect(config().Actor?.trackableAttributes?.[type]).toEqual({ bar: ["hp", "mp"], value: [] });
    expect(config().Actor?.trackableAttributes?.character).toEqual({
      bar: ["hp", "mp"],
      value: [
        "classResources.songUp",
        "classResources.songDown",
        "classResources.songHeart",
        "classResources.morale",
        "classResources.lifePoints",
      ],
    });
  });

  it("registers one default sheet per actor type and one for all items, with localized labels", () => {
    const actorSheets = record.sheets.filter((s) => s.documentClass === FOUNDRY_BASES.Actor);
    expect(actorSheets.flatMap((s) => s.options.types ?? []).sort()).toEqual([
      "character",
      "monster",
      "mount",
      "party",
    ]);
    const itemSheets = record.sheets.filter((s) => s.documentClass === FOUNDRY_BASES.Item);
    expect(itemSheets).toHaveLength(1);
    expect(itemSheets[0]?.options.types).toBeUndefined();
    for (const sheet of record.sheets) {
      expect(sheet.scope).toBe("swordworld25");
      expect(sheet.options.makeDefault).toBe(true);
      expect(hasEnglishKey(sheet.options.label ?? ""), sheet.options.label).toBe(true);
    }
    // Core's v1 sheets cannot show this system's data.
    expect(record.unregisteredSheets.map((s) => [s.documentClass, s.scope, s.sheetClass])).toEqual([
      [FOUNDRY_BASES.Actor, "core", FOUNDRY_BASES.ActorSheet],
      [FOUNDRY_BASES.Item, "core", FOUNDRY_BASES.ItemSheet],
    ]);
    for (const sheet of actorSheets)
      expect(Object.getPrototypeOf(Object.getPrototypeOf(sheet.sheetClass))).not.toBe(
        FOUNDRY_BASES.ActorSheetV2,
      );
  });

  it("registers its settings, with localized names and a default among the choices", () => {
    expect([...record.settings.keys()].filter((k) => !k.startsWith("core.")).sort()).toEqual([
      "swordworld25.combatEndCounters",
      "swordworld25.combatMethod",
      "swordworld25.diceSoNiceKinds",
      "swordworld25.gmMoveOverride",
      "swordworld25.healingWakeRule",
      "swordworld25.magicExpansionCombine",
      "swordworld25.mountLevelSource",
      "swordworld25.partyHonorSplit",
      "swordworld25.partyMoneySplit",
      "swordworld25.schemaVersion",
      "swordworld25.standardGrowingMoves",
      "swordworld25.techniqueRoundsEnd",
    ]);
    for (const [id, { config: setting }] of record.settings) {
      if (setting.choices) expect(Object.keys(setting.choices), id).toContain(setting.default);
      for (const key of Object.values(setting.choices ?? {})) expect(hasEnglishKey(key), key).toBe(true);
      const { name, hint } = setting as { name?: string; hint?: string };
      if (setting.config)
        expect(
          [name, hint].every((k) => hasEnglishKey(k ?? "")),
          id,
        ).toBe(true);
    }
  });

  it("registers its Handlebars helpers", () => {
    for (const helper of ["sw25Dash", "sw25IsNull", "sw25Signed", "sw25Eq"])
      expect(typeof record.handlebars.helpers[helper], helper).toBe("function");
  });

  it("listens to chat, combat, canvas, config-sheet, actor, item and token hooks, and consumed its init/ready hooks", () => {
    expect([...record.hooks.keys()].sort()).toEqual([
      "canvasReady",
      // v13/v14 hookEvents.canvasTearDown: the skirmish circles' layer is freed with its canvas.
      "canvasTearDown",
      "chatMessage",
      "combatStart",
      "createActiveEffect",
      "createActor",
      "createChatMessage",
      "createCombat",
      "createCombatant",
      "createItem",
      "createMeasuredTemplate",
      // v14: a circle placed with the Region layer's template tools is a Region.
      ...(GENERATION === 14 ? ["createRegion"] : []),
      "deleteActiveEffect",
      "deleteCombat",
      "deleteCombatant",
      "deleteItem",
      "diceSoNiceReady",
      "diceSoNiceRollStart",
      "getActorContextOptions",
      "item-piles-ready",
      "moveToken",
      "preMoveToken",
      "refreshToken",
      "renderActorDirectory",
      "renderActorSheetV2",
      "renderChatMessageHTML",
      "renderCombatTracker",
      "renderCompendiumDirectory",
      "renderItemDirectory",
      "renderRegionConfig",
      "renderSceneConfig",
      "targetToken",
      "tokenActionHudCoreApiReady",
      "updateActiveEffect",
      "updateActor",
      "updateCombat",
      "updateItem",
      "updateToken",
    ]);
    expect([...record.onceHooks.keys()]).toEqual([]);
  });

  it("on ready: the GM marks the empty world migrated without a notification; no socket listener", () => {
    expect(record.settingValues.get("swordworld25.schemaVersion")).toBe(CURRENT_SCHEMA_VERSION);
    expect(record.notifications).toEqual([]);
    expect([...record.socketListeners.keys()]).toEqual([]);
  });

  it("upgrades an old character source (flat or text hp/mp) before the schema cleans it", () => {
    const model = config().Actor?.dataModels.character as unknown as {
      migrateData(source: Record<string, unknown>): Record<string, unknown>;
    };
    expect(model.migrateData({ hp: 12, mp: "５", notes: "kept" })).toEqual({
      hp: { value: 12 },
      mp: { value: 5 },
      notes: "kept",
    });
    expect(model.migrateData({ hp: { value: 3 } })).toEqual({ hp: { value: 3 } });
  });

  it("registers no query (v13 queries do not name their sender) and preloads existing partials", () => {
    expect(Object.keys(config().queries).filter((k) => k.startsWith("swordworld25"))).toEqual([]);
    expect(record.loadedTemplates.length).toBeGreaterThan(0);
    for (const path of record.loadedTemplates) expect(existsSync(templateFile(path)), path).toBe(true);
  });

  it("/sw rolls through the engine into a rendered chat card; other messages pass to Foundry", async () => {
    // CONFIG.Dice.randomUniform is 0.5 in the fakes: every d6 shows 4, so 2d6+3 totals 11.
    const before = createdDocuments.length;
    expect(hooks().call("chatMessage", {}, "hello", {})).toBe(true);
    expect(hooks().call("chatMessage", {}, "/sw 2d6+3", {})).toBe(false);
    // The handler posts the card without returning its promise, as Foundry's chat hook expects.
    await vi.waitFor(() => expect(createdDocuments.length).toBeGreaterThan(before));
    const created = createdDocuments.slice(before);
    expect(created.map((c) => c.documentName)).toEqual(["ChatMessage"]);
    const message = created[0]?.data as {
      content: string;
      flags: { swordworld25: { card: { kind: string } } };
      rolls: { terms: { results: { result: number }[] }[]; total: number }[];
    };
    expect(message.flags.swordworld25.card.kind).toBe("notation");
    expect(message.content).toContain('<span class="sw25-die d4">4</span><span class="sw25-die d4">4</span>');
    expect(message.content).toContain("(2D6+3) &gt; 8[4,4]+3 &gt; 11");
    // The Roll shown to Dice So Nice carries the engine's faces.
    expect(message.rolls[0]?.terms[0]?.results.map((r) => r.result)).toEqual([4, 4]);
    expect(record.renderedTemplates).toContain("systems/swordworld25/templates/chat/roll-card.hbs");
  });

  it("[ROLL-01] /sw 3d6 rolls plain dice as BCDice does (issue 19)", async () => {
    const before = createdDocuments.length;
    expect(hooks().call("chatMessage", {}, "/sw 3d6", {})).toBe(false);
    await vi.waitFor(() => expect(createdDocuments.length).toBeGreaterThan(before));
    const message = createdDocuments.slice(before)[0]?.data as {
      content: string;
      rolls: { terms: { results: { result: number }[] }[] }[];
    };
    expect(message.content).toContain("(3D6) &gt; 12[4,4,4] &gt; 12");
    expect(message.rolls[0]?.terms[0]?.results.map((r) => r.result)).toEqual([4, 4, 4]);
  });
});

/**
 * The shapes of a stored effect differ between the generations (docs/foundry-versions.md): the same effects,
 * each written as the running fake Foundry stores it, must expire as the rules say (FLOW-04, FLOW-06).
 */
describe(`Active Effects stored in the v${GENERATION} shape`, () => {
  // The canvas hooks listen to the same combat hooks: no canvas is ready in this world.
  beforeAll(() => Object.assign(globalThis, { canvas: { ready: false } }));
  afterAll(() => Object.assign(globalThis, { canvas: undefined }));

  /** rounds N from round s of combat c, or seconds: as v13 or v14 stores it. */
  function stored(
    id: string,
    timing: { rounds?: number; start?: number; combat?: string; seconds?: number },
  ) {
    const source =
      GENERATION === 13
        ? {
            _id: id,
            changes: [{ key: "system.bonuses.hit", value: "1", mode: 2 }],
            duration: {
              rounds: timing.rounds ?? null,
              startRound: timing.start ?? null,
              combat: timing.combat ?? null,
              seconds: timing.seconds ?? null,
            },
          }
        : {
            _id: id,
            system: { changes: [{ key: "system.bonuses.hit", value: "1", type: "add", phase: "initial" }] },
            duration:
              timing.rounds !== undefined
                ? { value: timing.rounds, units: "rounds", expiry: null }
                : timing.seconds !== undefined
                  ? { value: timing.seconds / 60, units: "minutes", expiry: null }
                  : { value: null, units: "seconds", expiry: null },
            start: { round: timing.start ?? null, combat: timing.combat ?? null },
          };
    const deleted = vi.fn(async () => undefined);
    return { uuid: `Actor.a1.ActiveEffect.${id}`, toObject: () => structuredClone(source), delete: deleted };
  }

  function combatWith(effects: ReturnType<typeof stored>[]) {
    return {
      id: "combat0000000001",
      combatants: [{ actor: { effects } }],
    };
  }

  it("[FLOW-04] at the start of round 5 a 3-round effect begun in round 2 ends; one begun in round 3 runs on", async () => {
    const ends = stored("ends000000000001", { rounds: 3, start: 2, combat: "combat0000000001" });
    const runs = stored("runs000000000001", { rounds: 3, start: 3, combat: "combat0000000001" });
    const other = stored("other00000000001", { rounds: 1, start: 1, combat: "otherCombat00001" });
    hooks().call("updateCombat", combatWith([ends, runs, other]), { round: 5 }, {}, "gmUser000000000a");
    await Promise.all(record.pending);
    await vi.waitFor(() => expect(ends.delete).toHaveBeenCalledTimes(1));
    expect(runs.delete).not.toHaveBeenCalled();
    // Another combat's rounds do not count here.
    expect(other.delete).not.toHaveBeenCalled();
  });

  it("[FLOW-06] when the combat ends its round effects and minute effects end; a permanent one stays", async () => {
    const rounds = stored("rounds0000000001", { rounds: 10, start: 1, combat: "combat0000000001" });
    const minutes = stored("minutes000000001", { seconds: 600 });
    const permanent = stored("permanent0000001", {});
    hooks().call("deleteCombat", combatWith([rounds, minutes, permanent]), {}, "gmUser000000000a");
    await Promise.all(record.pending);
    await vi.waitFor(() => expect(minutes.delete).toHaveBeenCalledTimes(1));
    expect(rounds.delete).toHaveBeenCalledTimes(1);
    expect(permanent.delete).not.toHaveBeenCalled();
  });

  it("when the combat ends a Bard's 楽素 and a War Leader's 陣気 go to 0 (the setting's default), 命脈点 stays", async () => {
    const update = vi.fn(async () => undefined);
    const bard = {
      uuid: "Actor.bard",
      type: "character",
      effects: [],
      system: { classResources: { songUp: 3, songHeart: 1, morale: 2, lifePoints: 4 } },
      update,
    };
    hooks().call(
      "deleteCombat",
      { id: "combat0000000002", combatants: [{ actor: bard }, { actor: bard }] },
      {},
      "gmUser000000000a",
    );
    await Promise.all(record.pending);
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith({
      "system.classResources.songUp": 0,
      "system.classResources.songHeart": 0,
      "system.classResources.morale": 0,
    });
  });
});

describe("template paths", () => {
  it("every template path written in src/ or in a template's partial exists in templates/", () => {
    const paths = referencedTemplatePaths();
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(existsSync(templateFile(path)), path).toBe(true);
  });

  it("every part of every registered sheet names an existing template", () => {
    const parts = record.sheets.flatMap((s) => Object.values(s.sheetClass.PARTS ?? {}));
    expect(parts.length).toBeGreaterThan(3);
    for (const { template } of parts) expect(existsSync(templateFile(template ?? "")), template).toBe(true);
  });
});

describe("compendium sources against the data models' schemas", () => {
  it("every pack of system.json has a source folder with documents the CLI will read (_key)", () => {
    for (const pack of SYSTEM_JSON.packs) {
      expect(existsSync(packFolder(pack)), pack.name).toBe(true);
      expect(
        packDocuments(pack).some(({ doc }) => typeof doc._key === "string"),
        pack.name,
      ).toBe(true);
    }
  });

  const schemaProblems = (documentName: "Actor" | "Item", doc: SourceDocument, where: string): string[] => {
    const model = config()[documentName]?.dataModels[doc.type ?? ""];
    if (!model) return [`${where}: no ${documentName} data model for type "${doc.type}"`];
    return checkSchema(model.defineSchema(), doc.system ?? {}, `${where} system`);
  };

  const documentPacks = SYSTEM_JSON.packs.filter((p) => p.type === "Actor" || p.type === "Item");
  const cases = documentPacks.flatMap((pack) =>
    packDocuments(pack).map(({ file, doc }) => ({ label: `${pack.name}/${file}`, pack, doc })),
  );

  it.each(cases)("$label holds only schema keys and allowed values", ({ label, pack, doc }) => {
    const documentName = pack.type as "Actor" | "Item";
    const problems = [
      ...schemaProblems(documentName, doc, label),
      ...(doc.items ?? []).flatMap((item) => schemaProblems("Item", item, `${label} > ${item.name}`)),
    ];
    expect(problems).toEqual([]);
  });
});

/** Paths of every number in `value` that is not finite (NaN leaks from a bad input). */
function nonFinitePaths(value: unknown, path: string): string[] {
  if (typeof value === "number") return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value)
    .filter(([key]) => key !== "parent")
    .flatMap(([key, v]) => nonFinitePaths(v, `${path}.${key}`));
}

describe("compendium documents prepared through the system's data models", () => {
  const actorCases = SYSTEM_JSON.packs
    .filter((p) => p.type === "Actor")
    .flatMap((pack) => packDocuments(pack).map(({ file, doc }) => ({ label: `${pack.name}/${file}`, doc })));
  const itemCases = SYSTEM_JSON.packs
    .filter((p) => p.type === "Item")
    .flatMap((pack) => packDocuments(pack).map(({ file, doc }) => ({ label: `${pack.name}/${file}`, doc })));

  it.each(actorCases)("$label prepares with live hp and no NaN in its derived data", ({ doc }) => {
    const actor = preparedActor(doc);
    const system = actor.system as { derived: unknown; hp: { value: number; max: number } };
    expect(system.derived).toBeDefined();
    expect(nonFinitePaths(system, "system")).toEqual([]);
    expect(system.hp.max).toBeGreaterThan(0);
    for (const item of actor.items as Iterable<{ system: unknown; name: string }>)
      expect(nonFinitePaths(item.system, item.name)).toEqual([]);
  });

  it.each(itemCases)("$label prepares with no NaN", ({ doc }) => {
    expect(nonFinitePaths(preparedItem(doc).system, "system")).toEqual([]);
  });
});

describe("the schema check itself", () => {
  const schema = {
    kind: new StringField({ choices: ["a", "b"], blank: false }),
    level: new NumberField({ integer: true, min: 1, nullable: false }),
    nested: new SchemaField({ note: new StringField({}) }),
  };

  it("accepts a conforming source and missing keys", () => {
    expect(checkSchema(schema, { kind: "a", level: 3, nested: {} }, "x")).toEqual([]);
  });

  it("reports unknown keys at any depth, choices outside the list and numbers out of range", () => {
    expect(checkSchema(schema, { kind: "c", level: 0.5, nested: { extra: 1 }, other: true }, "x")).toEqual([
      "x.other: not in the schema (Foundry drops it)",
      'x.kind: "c" is not one of a, b',
      "x.level: 0.5 is not a whole number",
      "x.nested.extra: not in the schema (Foundry drops it)",
    ]);
    expect(checkSchema(schema, { level: 0 }, "x")).toEqual(["x.level: 0 is below 1"]);
    expect(checkSchema(schema, { level: null }, "x")).toEqual(["x.level: may not be null"]);
  });
});
