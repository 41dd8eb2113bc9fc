/**
 * Issue 21: the character sheet builds its view once per render, not once per part. Foundry v13 renders a
 * HandlebarsApplication by calling `_prepareContext(options)` once and then `_preparePartContext(partId,
 * context, options)` for each part (ApplicationV2 / HandlebarsApplicationMixin API pages); this test drives the
 * real CharacterSheet (source) through that order in the fake Foundry and counts `characterView` calls.
 */
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFoundry } from "./boot/fake-foundry.js";
import { liveActor } from "./boot/live-actor.js";
import { currentBundle, evaluateBundle, ROOT } from "./boot/load-bundle.js";

const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../src/system/applications/view/character/character-view.js", async (importOriginal) => {
  const real =
    await importOriginal<typeof import("../../src/system/applications/view/character/character-view.js")>();
  return {
    ...real,
    characterView: (...args: Parameters<typeof real.characterView>) => {
      builds.count++;
      return real.characterView(...args);
    },
  };
});

type Context = Record<string, unknown>;
interface SheetInstance {
  actor: unknown;
  _prepareContext(options: object): Promise<Context>;
  _preparePartContext(partId: string, context: Context, options: object): Promise<Context>;
}
interface SheetClass {
  PARTS: Record<string, unknown>;
  prototype: SheetInstance;
}
const g = globalThis as unknown as {
  foundry: {
    applications: {
      sheets: { ActorSheetV2: { prototype: Record<string, unknown> } };
      ux?: unknown;
    };
  };
  Hooks: { callAll(name: string, ...args: unknown[]): void };
  game: { user: Record<string, unknown> };
};

let bundle: { file: string; fromDist: boolean };
let CharacterSheet: SheetClass;

beforeAll(async () => {
  bundle = await currentBundle();
  installFakeFoundry(ROOT);
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  await evaluateBundle(bundle.file);
  for (const name of ["init", "i18nInit", "setup"]) g.Hooks.callAll(name);
  log.mockRestore();
  // What the v13 docs say the bases do here: ApplicationV2#_prepareContext returns the shared render context
  // (the tabs among it), HandlebarsApplicationMixin#_preparePartContext returns the context for one part;
  // TextEditor.implementation.enrichHTML resolves to the enriched HTML; User#getFlag returns the flag's value
  // (none here: the sheet is in play mode).
  g.game.user.getFlag ??= () => undefined;
  const base = g.foundry.applications.sheets.ActorSheetV2.prototype;
  base._prepareContext = async () => ({ tabs: { abilities: { id: "abilities", cssClass: "active" } } });
  base._preparePartContext = async (_partId: string, context: Context) => context;
  Object.assign(g.foundry.applications, {
    ux: { TextEditor: { implementation: { enrichHTML: async (html: string) => html } } },
  });
  ({ CharacterSheet } = (await import(
    "../../src/system/applications/sheets/character-sheet.js"
  )) as unknown as { CharacterSheet: SheetClass });
}, 60_000);

afterAll(() => {
  if (!bundle.fromDist) rmSync(dirname(bundle.file), { recursive: true, force: true });
});

/** One render as Foundry orders it: the shared context once, then each part's context from it. */
async function renderParts(sheet: SheetInstance): Promise<Context[]> {
  const options = {};
  const context = await sheet._prepareContext(options);
  const parts: Context[] = [];
  for (const partId of Object.keys(CharacterSheet.PARTS))
    parts.push(await sheet._preparePartContext(partId, { ...context }, options));
  return parts;
}

describe("the character sheet's view", () => {
  it("is built once per render of all eleven parts, and every part sees that one view", async () => {
    const actor = liveActor({ _id: "mira000000000001", name: "Mira", type: "character", system: {} });
    // Actor#effects: its embedded ActiveEffect collection (none).
    Object.assign(actor, { effects: { contents: [] } });
    const sheet = Object.create(CharacterSheet.prototype) as SheetInstance;
    Object.defineProperty(sheet, "actor", { value: actor });
    expect(Object.keys(CharacterSheet.PARTS)).toHaveLength(11);
    builds.count = 0;
    const parts = await renderParts(sheet);
    expect(builds.count).toBe(1);
    expect(parts).toHaveLength(11);
    const view = parts[0]?.view as { name: string };
    expect(view.name).toBe("Mira");
    for (const part of parts) expect(part.view).toBe(view);
    // A second render builds it again (once): the view follows the actor.
    await renderParts(sheet);
    expect(builds.count).toBe(2);
  });

  it("is built once in edit mode too, where the parts also get the edit forms", async () => {
    const actor = liveActor({ _id: "mira000000000002", name: "Mira", type: "character", system: {} });
    Object.assign(actor, { effects: { contents: [] } });
    const sheet = Object.create(CharacterSheet.prototype) as SheetInstance;
    Object.defineProperty(sheet, "actor", { value: actor });
    const getFlag = g.game.user.getFlag;
    g.game.user.getFlag = (_scope: string, key: string) => key === "editMode.mira000000000002";
    try {
      builds.count = 0;
      const parts = await renderParts(sheet);
      expect(builds.count).toBe(1);
      expect(parts.map((p) => p.editMode)).toEqual(Array(11).fill(true));
      expect(parts[0]?.edit).not.toBeNull();
    } finally {
      g.game.user.getFlag = getFlag;
    }
  });
});
