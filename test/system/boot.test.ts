/**
 * Boots the built system bundle in Node against a fake Foundry (test/system/boot/fake-foundry.ts), fires
 * init, setup and ready, and checks what the system registered; then checks the compendium sources
 * against the data models' real schemas and the template paths against templates/.
 */
import { existsSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CURRENT_SCHEMA_VERSION } from "../../src/system/migrations/migrate-source.js";
import { ActiveEffect, createdDocuments } from "./boot/fake-documents.js";
import { NumberField, SchemaField, StringField } from "./boot/fake-fields.js";
import { type BootRecord, FOUNDRY_BASES, installFakeFoundry } from "./boot/fake-foundry.js";
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
    expect(Object.keys(config().Actor?.dataModels ?? {}).sort()).toEqual(["character", "monster", "mount"]);
    expect(Object.keys(config().Item?.dataModels ?? {})).toHaveLength(10);
  });

  it("sets the system's own document classes", () => {
    for (const name of ["Actor", "Item", "Combat", "Combatant"] as const) {
      const cls = config()[name]?.documentClass as { prototype: object };
      expect(cls, name).not.toBe(FOUNDRY_BASES[name]);
      expect(cls.prototype, name).toBeInstanceOf(FOUNDRY_BASES[name]);
    }
  });

  it("an item's effect is suppressed while its item is unequipped (v13: no legacy transferral)", () => {
    const effects = config().ActiveEffect as unknown as {
      documentClass: unknown;
      legacyTransferral: unknown;
    };
    expect(effects.legacyTransferral).toBe(false);
    const cls = effects.documentClass as new (data: object) => { isSuppressed: unknown };
    expect(cls.prototype).toBeInstanceOf(ActiveEffect);
    const onItem = (system: object) => new cls({ parent: { documentName: "Item", system } }).isSuppressed;
    expect(onItem({ equipped: false })).toBe(true);
    expect(onItem({ equipped: true })).toBeFalsy();
    // Items that cannot be equipped (a class, a feat) never hold their effects back.
    expect(onItem({ level: 2 })).toBeFalsy();
    expect(new cls({ parent: { documentName: "Actor", system: {} } }).isSuppressed).toBeFalsy();
  });

  it("gives every actor type a token bar for hp and mp", () => {
    for (const type of ["character", "monster", "mount"])
      expect(config().Actor?.trackableAttributes?.[type]).toEqual({ bar: ["hp", "mp"], value: [] });
  });

  it("registers one default sheet per actor type and one for all items, with localized labels", () => {
    const actorSheets = record.sheets.filter((s) => s.documentClass === FOUNDRY_BASES.Actor);
    expect(actorSheets.flatMap((s) => s.options.types ?? []).sort()).toEqual([
      "character",
      "monster",
      "mount",
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
    expect([...record.settings.keys()].sort()).toEqual([
      "swordworld25.combatMethod",
      "swordworld25.gmMoveOverride",
      "swordworld25.healingWakeRule",
      "swordworld25.mountLevelSource",
      "swordworld25.schemaVersion",
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
      "chatMessage",
      "combatStart",
      "createActiveEffect",
      "createChatMessage",
      "createCombat",
      "createCombatant",
      "createItem",
      "createMeasuredTemplate",
      "deleteActiveEffect",
      "deleteCombat",
      "deleteCombatant",
      "deleteItem",
      "getActorContextOptions",
      "moveToken",
      "preMoveToken",
      "refreshToken",
      "renderActorDirectory",
      "renderChatMessageHTML",
      "renderCombatTracker",
      "renderRegionConfig",
      "renderSceneConfig",
      "targetToken",
      "updateActor",
      "updateCombat",
      "updateItem",
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
