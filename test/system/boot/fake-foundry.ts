/**
 * A minimal fake Foundry VTT v13 client for booting the built system bundle in Node: the globals
 * `foundry`, `Hooks`, `CONFIG`, `game`, `ui`, `Handlebars`, `fromUuid` and the document base classes,
 * each recording what the system registers. Anything the fakes lack answers through a recording Proxy
 * (recorder.ts) so the test can list which unknown Foundry paths the bundle touched.
 *
 * Our own code, written from the public API docs (https://foundryvtt.com/api/) and the community wiki:
 * `Hooks.on/once/call/callAll`, `ClientSettings#register/get/set`, `DocumentSheetConfig.registerSheet`,
 * `foundry.applications.handlebars.loadTemplates/renderTemplate`, `HandlebarsApplicationMixin`,
 * `CONFIG.<Document>.documentClass/dataModels`, `CONFIG.queries`. NEVER written from
 * node_modules/fvtt-types or Foundry source: their licence forbids giving them to AI tools.
 *
 * Two generations: the fake is v13 by default, or v14 when `SW25_FOUNDRY_GENERATION=14` (vitest.config.ts
 * runs the boot and workflow tests once per generation). The v14 fake differs only where v14's API pages and
 * release notes say v14 differs (docs/foundry-versions.md): `game.release`, `CONST`, ChatMessage statics and
 * sub-type, CONFIG.ActiveEffect without `legacyTransferral` and with `expiryEvents`/`expiryAction`,
 * CONFIG.statusEffects as a record, no CONFIG.TinyMCE, the `core.messageMode` setting (the old `core.rollMode`
 * and `applyRollMode` recorded as deprecated), `foundry.data.operators.ForcedDeletion`. Effects on actors and
 * items, v14's expiry registry, core's load migration of v13-shaped effect data and its deprecated getters are
 * in fake-effects.ts, canvas layers in fake-canvas.ts, scene grids and token movement (moveToken after the
 * update, v14 waypoint fields) in fake-movement.ts, several connected clients sharing one world (per-client
 * `game.user`, the active GM, hooks on every client, permission refusals) in fake-clients.ts. Each faked
 * behaviour cites the page it follows beside it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import {
  ActiveEffect,
  Actor,
  ChatMessage,
  ChatMessage13,
  ChatMessage14,
  Combat,
  Combatant,
  type CompendiumCollection,
  FakeCollection,
  fakeGM,
  Item,
  modifyBatch,
  Roll,
  TokenDocument,
  User,
} from "./fake-documents.js";
import { type DataField, fakeFields, withInitials } from "./fake-fields.js";
import { type UnknownPaths, withFallback } from "./recorder.js";

type Callback = (...args: unknown[]) => unknown;

export interface SheetRegistration {
  documentClass: unknown;
  scope: string;
  sheetClass: { PARTS?: Record<string, { template?: string }> };
  options: { types?: string[]; makeDefault?: boolean; label?: string };
}

export interface SettingRegistration {
  namespace: string;
  key: string;
  config: { default?: unknown; choices?: Record<string, string>; scope?: string; config?: boolean };
}

/** What the bundle did to the fake Foundry, for the test to read. */
export interface BootRecord {
  readonly hooks: Map<string, Callback[]>;
  readonly onceHooks: Map<string, Callback[]>;
  /** Promises returned by hook callbacks (Foundry does not await them; the test does). */
  readonly pending: Promise<unknown>[];
  readonly settings: Map<string, SettingRegistration>;
  readonly settingValues: Map<string, unknown>;
  readonly sheets: SheetRegistration[];
  readonly unregisteredSheets: SheetRegistration[];
  readonly loadedTemplates: string[];
  readonly renderedTemplates: string[];
  readonly notifications: { level: string; message: string }[];
  readonly socketListeners: Map<string, Callback[]>;
  readonly socketEmits: { channel: string; data: unknown }[];
  readonly unknownPaths: UnknownPaths;
  readonly handlebars: typeof Handlebars;
  /** Applications rendered (`ApplicationV2#render`), in order, with the options they were rendered with. */
  readonly renderedApps: { app: unknown; options: unknown }[];
  /** `DialogV2.wait` and `DialogV2.prompt` configs, in order; the dialog resolves with `answerDialog(config)` (null: closed). */
  readonly dialogs: DialogConfig[];
  answerDialog: (config: DialogConfig) => unknown;
  /** Text given to `game.clipboard.copyPlainText`. */
  readonly clipboard: string[];
  /** Deprecated Foundry API the bundle used (v14: `core.rollMode`, `ChatMessage.applyRollMode`, ...). */
  readonly deprecations: string[];
}

/** The part of a `DialogV2.wait` config the fakes read: its buttons with their callbacks. */
export interface DialogConfig {
  readonly content?: string;
  readonly buttons?: readonly {
    action: string;
    callback?: (event: unknown, button: unknown, dialog: unknown) => unknown;
  }[];
  readonly [key: string]: unknown;
}

export const TEMPLATE_PREFIX = "systems/swordworld25/";

/** The Foundry generation the fakes model: 13 unless the test run asks for 14. */
export function fakeGeneration(): 13 | 14 {
  return process.env.SW25_FOUNDRY_GENERATION === "14" ? 14 : 13;
}

/** The builds the fakes model: the v13 and v14 API pages they were written from. */
export const FAKE_RELEASES = {
  13: { generation: 13, build: 351, version: "13.351" },
  14: { generation: 14, build: 360, version: "14.360" },
} as const;

/** CONST as far as the system reads it, per generation. */
let idCount = 0;
/**
 * foundry.utils.randomID(length = 16): an alphanumeric id of that length. Foundry's is random; this one counts
 * ("rid" and a number, padded) so a test can name the ids a write will get.
 */
function randomID(length = 16): string {
  idCount += 1;
  const n = String(idCount);
  return `rid${"0".repeat(Math.max(0, length - 3 - n.length))}${n}`.slice(0, length);
}

function fakeConst(generation: 13 | 14) {
  const CHAT_MESSAGE_STYLES = { OTHER: 0, OOC: 1, IC: 2, EMOTE: 3 };
  if (generation === 13)
    return {
      CHAT_MESSAGE_STYLES,
      ACTIVE_EFFECT_MODES: { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 },
      DICE_ROLL_MODES: { PUBLIC: "publicroll", PRIVATE: "gmroll", BLIND: "blindroll", SELF: "selfroll" },
    };
  return {
    CHAT_MESSAGE_STYLES,
    // The values are default priorities, not modes (v14 CONST.ACTIVE_EFFECT_CHANGE_TYPES page).
    ACTIVE_EFFECT_CHANGE_TYPES: {
      custom: 0,
      multiply: 10,
      add: 20,
      subtract: 20,
      downgrade: 30,
      upgrade: 40,
      override: 50,
    },
    ACTIVE_EFFECT_CHANGE_PHASES: { initial: "initial", final: "final" },
  };
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  map.set(key, [...(map.get(key) ?? []), value]);
}

/**
 * `Hooks.on(hook, fn)` and `Hooks.once(hook, fn)` ("Register a callback handler for an event which is only
 * triggered once the first time the event occurs"), `Hooks.call` (stops at a callback returning false) and
 * `Hooks.callAll` (https://foundryvtt.com/api/classes/foundry.helpers.Hooks.html). Callbacks run in the
 * order they were registered, a `once` one among the `on` ones: `once` is an `on` removed after its first
 * call, not a later queue. `record.onceHooks` lists the `once` callbacks not yet called.
 */
function fakeHooks(record: BootRecord) {
  let nextId = 1;
  const order = new Map<string, { fn: Callback; once: boolean }[]>();
  const run = (name: string, args: unknown[], stopOnFalse: boolean): boolean => {
    const entries = [...(order.get(name) ?? [])];
    for (const entry of entries) {
      if (entry.once) {
        order.set(
          name,
          (order.get(name) ?? []).filter((e) => e !== entry),
        );
        const left = (record.onceHooks.get(name) ?? []).filter((fn) => fn !== entry.fn);
        if (left.length > 0) record.onceHooks.set(name, left);
        else record.onceHooks.delete(name);
      }
      const out = entry.fn(...args);
      if (out instanceof Promise) record.pending.push(out);
      if (stopOnFalse && out === false) return false;
    }
    return true;
  };
  return {
    on(name: string, fn: Callback): number {
      push(record.hooks, name, fn);
      order.set(name, [...(order.get(name) ?? []), { fn, once: false }]);
      return nextId++;
    },
    once(name: string, fn: Callback): number {
      push(record.onceHooks, name, fn);
      order.set(name, [...(order.get(name) ?? []), { fn, once: true }]);
      return nextId++;
    },
    call: (name: string, ...args: unknown[]) => run(name, args, true),
    callAll: (name: string, ...args: unknown[]) => run(name, args, false),
  };
}

/** The record the application fakes write to (set by installFakeFoundry). */
let appRecord: BootRecord | null = null;

/**
 * Foundry's application classes, reduced to the statics the system's sheets extend and merge, the options
 * the constructor keeps, and `render(options)`: "Render the Application, creating its HTMLElement and
 * replacing its innerHTML"; it resolves to the application (v13 ApplicationV2 page). Rendering is recorded.
 */
class ApplicationV2 {
  static DEFAULT_OPTIONS: object = {};
  static PARTS: object = {};
  static TABS: object = {};
  rendered = false;
  readonly options: Record<string, unknown>;
  constructor(options: Record<string, unknown> = {}) {
    this.options = options;
  }
  /**
   * `render(options)`: `options.force` "Force application rendering. If true, an application which does not yet
   * exist in the DOM is added. If false, only applications which already exist are rendered"
   * (https://foundryvtt.com/api/v14/interfaces/foundry.applications.types.ApplicationRenderOptions.html; the
   * same on the v13 page). An application not yet rendered and asked without `force` stays unrendered.
   */
  async render(options: unknown = {}): Promise<this> {
    const force = options === true || (options as { force?: unknown } | null)?.force === true;
    if (!this.rendered && !force) return this;
    appRecord?.renderedApps.push({ app: this, options });
    this.rendered = true;
    return this;
  }
}
class DocumentSheetV2 extends ApplicationV2 {}
/**
 * An actor sheet's drop, as far as the pages describe it: the `dropActorSheetData` hook "fires when some useful
 * data is dropped onto an ActorSheet" with (actor, sheet, data) and "Returns void"
 * (https://foundryvtt.com/api/functions/hookEvents.dropActorSheetData.html, the same on the v14 page), so the
 * fake calls it with `callAll` and reads no answer; a dropped Actor then reaches the sheet's own
 * `_onDropActor(event, actor)` with the document (the method V2 sheets override, as dnd5e's group sheet does; no
 * stored API page describes it, so the base here does nothing with it).
 */
class ActorSheetV2 extends DocumentSheetV2 {
  declare actor: unknown;
  async _onDrop(event: { dataTransfer?: { getData(type: string): string } }): Promise<unknown> {
    let data: { type?: unknown; uuid?: unknown } = {};
    try {
      data = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "{}") as typeof data;
    } catch {
      return null;
    }
    (globalThis as unknown as { Hooks: { callAll(n: string, ...a: unknown[]): void } }).Hooks.callAll(
      "dropActorSheetData",
      this.actor,
      this,
      data,
    );
    if (data.type !== "Actor" || typeof data.uuid !== "string") return null;
    const actor = await fakeFromUuid(data.uuid);
    return actor ? this._onDropActor(event, actor) : null;
  }
  async _onDropActor(_event: unknown, _actor: unknown): Promise<unknown> {
    return null;
  }
}
class ItemSheetV2 extends DocumentSheetV2 {}
/**
 * `DialogV2.wait(config)`: "Spawn a dialog and wait for it to be dismissed or submitted"; it resolves with the
 * clicked button's callback result (or its action), null when closed with `rejectClose: false` (v13 DialogV2
 * page). The test plays the user: `record.answerDialog` picks what happens.
 */
class DialogV2 extends ApplicationV2 {
  static async wait(config: DialogConfig): Promise<unknown> {
    if (!appRecord) return null;
    appRecord.dialogs.push(config);
    // "Spawn a dialog": the dialog is made and rendered (forced, it is new) before the user can answer.
    await new this(config as Record<string, unknown>).render({ force: true });
    return appRecord.answerDialog(config);
  }

  /**
   * `DialogV2.prompt(config)`: a dialog with a single confirmation button (`config.ok`); it resolves with that
   * button's callback result, null when closed with `rejectClose: false` (v13 DialogV2 page). Recorded with
   * the `wait` configs; `record.answerDialog` plays the user.
   */
  static async prompt(config: DialogConfig): Promise<unknown> {
    // biome-ignore lint/complexity/noThisInStatic: a subclass's prompt spawns that subclass.
    return this.wait(config);
  }
}
/** Foundry's sidebar combat tracker: the context of one turn (row) of the tracker. */
class CombatTracker extends ApplicationV2 {
  async _prepareTurnContext(_combat: unknown, combatant: { id: string; name: string }, _index: number) {
    return { id: combatant.id, name: combatant.name, css: "" };
  }
}
/** Core's v1 sheets, which the system unregisters. */
class ActorSheet {}
class ItemSheet {}

// biome-ignore lint/suspicious/noExplicitAny: TypeScript requires `any[]` for a mixin's base constructor.
function HandlebarsApplicationMixin<T extends new (...args: any[]) => object>(Base: T) {
  return class HandlebarsApplication extends Base {};
}

/**
 * v14 `foundry.data.operators.ForcedDeletion`: set as a key's value in an update, it deletes the key (the
 * `-=key` form is deprecated since v14, removed in v16): https://foundryvtt.com/api/classes/foundry.data.operators.ForcedDeletion.html,
 * https://github.com/foundryvtt/foundryvtt/issues/13090; `create()` gives the operator
 * (https://github.com/League-of-Fabulous-Developers/FoundryVTT-Fabula-Ultima/pull/1371). The own marker lets a
 * fake database recognise it after a structured clone.
 */
export class ForcedDeletion {
  readonly fakeOperator = "ForcedDeletion";
  static create(): ForcedDeletion {
    return new ForcedDeletion();
  }
}

/** `new Model(source, { parent })`: the cleaned source (initial values filled in) becomes the instance's data. */
class DataModel {
  readonly parent: unknown;

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  /** Public API: upgrades an old source in place before the schema cleans it; the base does nothing. */
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }

  constructor(source: Record<string, unknown> = {}, { parent = null }: { parent?: unknown } = {}) {
    const schema = (this.constructor as typeof DataModel).defineSchema();
    Object.assign(this, withInitials(schema, source));
    this.parent = parent;
  }
}
class TypeDataModel extends DataModel {}

function fakeHandlebarsApi(record: BootRecord, systemRoot: string) {
  const file = (path: string) => join(systemRoot, path.slice(TEMPLATE_PREFIX.length));
  return {
    /** Registers each template as a partial under its path, as Foundry's loadTemplates does. */
    async loadTemplates(paths: string[]): Promise<void> {
      for (const path of paths) {
        record.loadedTemplates.push(path);
        record.handlebars.registerPartial(path, readFileSync(file(path), "utf8"));
      }
    },
    /** Renders the real template file with the system's helpers and a key-echoing `localize`. */
    async renderTemplate(path: string, data: object): Promise<string> {
      record.renderedTemplates.push(path);
      if (!existsSync(file(path))) throw new Error(`template not found: ${path}`);
      return record.handlebars.compile(readFileSync(file(path), "utf8"), { strict: false })(data);
    },
  };
}

function fakeGame(record: BootRecord, generation: 13 | 14) {
  const seen = record.unknownPaths;
  const settings = {
    register(namespace: string, key: string, config: SettingRegistration["config"]): void {
      record.settings.set(`${namespace}.${key}`, { namespace, key, config });
    },
    get(namespace: string, key: string): unknown {
      const id = `${namespace}.${key}`;
      // v14 renamed core.rollMode to core.messageMode; the old key is deprecated (removed in v16) and answers
      // in the old names (https://github.com/JohanFalt/Foundry_WoD20/issues/1395,
      // https://github.com/foundryvtt/dnd5e/issues/6958).
      if (generation === 14 && id === "core.rollMode") {
        record.deprecations.push("core.rollMode");
        const mode = String(settings.get("core", "messageMode"));
        return { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" }[mode] ?? mode;
      }
      if (!record.settings.has(id)) throw new Error(`setting ${id} is not registered`);
      return record.settingValues.has(id)
        ? record.settingValues.get(id)
        : record.settings.get(id)?.config.default;
    },
    async set(namespace: string, key: string, value: unknown): Promise<unknown> {
      record.settingValues.set(`${namespace}.${key}`, value);
      return value;
    },
  };
  // The user's chat mode, a core client setting: v13 `core.rollMode` (a CONST.DICE_ROLL_MODES value, default
  // "publicroll"), v14 `core.messageMode` (a CONFIG.ChatMessage.modes key, default "public").
  const modeKey = generation === 13 ? "rollMode" : "messageMode";
  record.settings.set(`core.${modeKey}`, {
    namespace: "core",
    key: modeKey,
    config: { default: generation === 13 ? "publicroll" : "public", scope: "client" },
  });
  const socket = {
    on(channel: string, fn: Callback): void {
      push(record.socketListeners, channel, fn);
    },
    emit(channel: string, data: unknown): void {
      record.socketEmits.push({ channel, data });
    },
  };
  const users = Object.assign(new FakeCollection<typeof fakeGM>().set(fakeGM.id, fakeGM), {
    activeGM: fakeGM,
  });
  return withFallback(
    {
      system: { id: "swordworld25" },
      release: { ...FAKE_RELEASES[generation] },
      settings: withFallback(settings, "game.settings", seen),
      socket: withFallback(socket, "game.socket", seen),
      i18n: withFallback(
        { lang: "en", localize: (key: string) => key, format: (key: string) => key, has: () => true },
        "game.i18n",
        seen,
      ),
      user: fakeGM,
      users,
      actors: new FakeCollection<Actor>(),
      items: new FakeCollection<Item>(),
      combats: new FakeCollection<Combat>(),
      scenes: new FakeCollection<Scene>(),
      packs: new FakeCollection<CompendiumCollection>(),
      messages: new FakeCollection<ChatMessage>(),
      combat: null,
      keyboard: new KeyboardManager(),
      // v13 `foundry.helpers.interaction.ClipboardHelper` (game.clipboard): copyPlainText(text): Promise<void>.
      clipboard: withFallback(
        {
          async copyPlainText(text: string): Promise<void> {
            record.clipboard.push(text);
          },
        },
        "game.clipboard",
        seen,
      ),
    },
    "game",
    seen,
  );
}

function fakeConfig(seen: UnknownPaths, generation: 13 | 14, chatMessage: unknown) {
  const documentConfig = (name: string, documentClass: unknown) =>
    withFallback({ documentClass, dataModels: {} as Record<string, unknown> }, `CONFIG.${name}`, seen);
  return withFallback(
    {
      Actor: documentConfig("Actor", Actor),
      Item: documentConfig("Item", Item),
      // v14 removed `legacyTransferral` ("can be set to true until V14, at which point it will be removed").
      ActiveEffect:
        generation === 13
          ? withFallback(
              { documentClass: ActiveEffect, dataModels: {}, legacyTransferral: true },
              "CONFIG.ActiveEffect",
              seen,
            )
          : withFallback(
              {
                documentClass: ActiveEffect,
                dataModels: {},
                // https://foundryvtt.com/api/v14/variables/CONFIG.ActiveEffect.html: packages register their
                // events here; the action is "update" by default (https://foundryvtt.com/packages/yeet).
                expiryEvents: {} as Record<string, string>,
                expiryAction: "update",
              },
              "CONFIG.ActiveEffect",
              seen,
            ),
      Combat: documentConfig("Combat", Combat),
      Combatant: documentConfig("Combatant", Combatant),
      Token: documentConfig("Token", TokenDocument),
      ui: withFallback({ combat: CombatTracker } as Record<string, unknown>, "CONFIG.ui", seen),
      ChatMessage: documentConfig("ChatMessage", chatMessage),
      // v13: an array of StatusEffectConfig; v14: a record by id (foundryvtt#13122).
      statusEffects:
        generation === 13
          ? [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }]
          : { dead: { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" } },
      Dice: withFallback({ randomUniform: () => 0.5 }, "CONFIG.Dice", seen),
      queries: {} as Record<string, unknown>,
    },
    "CONFIG",
    seen,
  );
}

/**
 * v13's `foundry.canvas.placeables.tokens.TokenRuler` as its API page lists the protected style hooks a
 * subclass overrides: `_getSegmentStyle`, `_getGridHighlightStyle`, `_getWaypointLabelContext`.
 */
export class TokenRuler {
  constructor(readonly token: unknown) {}
  _getSegmentStyle(_waypoint: unknown): Record<string, unknown> {
    return { width: 4, color: 0x000000, alpha: 1 };
  }
  _getGridHighlightStyle(_waypoint: unknown, _offset: unknown): Record<string, unknown> {
    return { color: 0x000000, alpha: 0.5 };
  }
  _getWaypointLabelContext(_waypoint: unknown, _state: unknown): Record<string, unknown> | undefined {
    return { distance: { total: "0", units: "m" } };
  }
}

/**
 * v13's `foundry.helpers.interaction.KeyboardManager` (`game.keyboard`): `MODIFIER_KEYS` and
 * `isModifierActive(modifier)`, "whether a modifier in KeyboardManager.MODIFIER_KEYS is currently actively
 * depressed". The test presses keys by adding their modifier to `downModifiers`.
 */
export class KeyboardManager {
  static MODIFIER_KEYS = { CONTROL: "Control", SHIFT: "Shift", ALT: "Alt" };
  readonly downModifiers = new Set<string>();
  isModifierActive(modifier: string): boolean {
    return this.downModifiers.has(modifier);
  }
}

/**
 * `fromUuid(uuid)`: "Retrieve a Document by its Universally Unique Identifier"
 * (https://foundryvtt.com/api/functions/foundry.utils.fromUuid.html): a world document (`Item.<id>`,
 * `Actor.<id>`, `Scene.<id>`), one in a compendium (`Compendium.<pack>.<Type>.<id>`), or an embedded one by
 * its parent's uuid and `<Type>.<id>` pairs: `Actor.<a>.Item.<i>`, `Scene.<s>.Token.<t>`, and an unlinked
 * token's synthetic actor `Scene.<s>.Token.<t>.Actor.<a>` (the token's `actor`). Null when none.
 */
async function fakeFromUuid(uuid: string): Promise<unknown> {
  const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
  const parts = uuid.split(".");
  if (parts[0] === "Compendium") {
    const pack = (game.packs as FakeCollection<CompendiumCollection>).get(`${parts[1]}.${parts[2]}`);
    return (await pack?.getDocument(parts[4] ?? "")) ?? null;
  }
  const collection = { Item: game.items, Actor: game.actors, Scene: game.scenes }[parts[0] ?? ""] as
    | FakeCollection<unknown>
    | undefined;
  if (parts.length % 2 !== 0) return null;
  let doc = (collection?.get(parts[1] ?? "") as Record<string, unknown> | undefined) ?? null;
  for (let i = 2; doc && i < parts.length; i += 2) {
    const [type, id] = [parts[i], parts[i + 1] ?? ""];
    const embedded = { Token: doc.tokens, Item: doc.items, ActiveEffect: doc.effects }[type ?? ""] as
      | { get?(id: string): unknown }
      | undefined;
    if (type === "Actor" && parts[i - 2] === "Token") {
      const actor = doc.actor as { id?: string } | null | undefined;
      doc = actor && actor.id === id ? (actor as Record<string, unknown>) : null;
    } else doc = (embedded?.get?.(id) as Record<string, unknown> | undefined) ?? null;
  }
  return doc;
}

/** Original foundry classes, so the test can tell the system's subclasses from them. */
export const FOUNDRY_BASES = {
  Actor,
  Item,
  Combat,
  Combatant,
  ChatMessage,
  TypeDataModel,
  ActorSheetV2,
  ItemSheetV2,
  TokenDocument,
  TokenRuler,
  CombatTracker,
  ActorSheet,
  ItemSheet,
};

/**
 * Installs the fake globals (call before evaluating the bundle) and returns the record they fill.
 * `systemRoot` is the folder that `systems/swordworld25/...` paths resolve against.
 */
export function installFakeFoundry(systemRoot: string, generation: 13 | 14 = fakeGeneration()): BootRecord {
  const record: BootRecord = {
    hooks: new Map(),
    onceHooks: new Map(),
    pending: [],
    settings: new Map(),
    settingValues: new Map(),
    sheets: [],
    unregisteredSheets: [],
    loadedTemplates: [],
    renderedTemplates: [],
    notifications: [],
    socketListeners: new Map(),
    socketEmits: [],
    unknownPaths: new Set(),
    handlebars: Handlebars.create(),
    renderedApps: [],
    dialogs: [],
    answerDialog: () => null,
    clipboard: [],
    deprecations: [],
  };
  appRecord = record;
  const seen = record.unknownPaths;
  // Foundry's own helper; the system's templates call it for every label.
  record.handlebars.registerHelper("localize", (key: unknown) => String(key));

  const notify = (level: string) => (message: string) => {
    record.notifications.push({ level, message });
  };
  const DocumentSheetConfig = {
    registerSheet(
      documentClass: unknown,
      scope: string,
      sheetClass: SheetRegistration["sheetClass"],
      options: SheetRegistration["options"] = {},
    ): void {
      record.sheets.push({ documentClass, scope, sheetClass, options });
    },
    unregisterSheet(
      documentClass: unknown,
      scope: string,
      sheetClass: SheetRegistration["sheetClass"],
      options: SheetRegistration["options"] = {},
    ): void {
      record.unregisteredSheets.push({ documentClass, scope, sheetClass, options });
    },
  };
  const fb = <T extends object>(value: T, path: string) => withFallback(value, path, seen);
  const foundry = fb(
    {
      abstract: fb({ DataModel, TypeDataModel }, "foundry.abstract"),
      // v14 only: foundry.documents.modifyBatch (fake-documents.ts).
      ...(generation === 14 ? { documents: fb({ modifyBatch }, "foundry.documents") } : {}),
      data: fb(
        { fields: fakeFields(seen), ...(generation === 14 ? { operators: { ForcedDeletion } } : {}) },
        "foundry.data",
      ),
      appv1: fb({ sheets: fb({ ActorSheet, ItemSheet }, "foundry.appv1.sheets") }, "foundry.appv1"),
      applications: fb(
        {
          api: fb(
            { ApplicationV2, DocumentSheetV2, DialogV2, HandlebarsApplicationMixin },
            "foundry.applications.api",
          ),
          sheets: fb({ ActorSheetV2, ItemSheetV2 }, "foundry.applications.sheets"),
          sidebar: fb(
            { tabs: fb({ CombatTracker }, "foundry.applications.sidebar.tabs") },
            "foundry.applications.sidebar",
          ),
          apps: fb({ DocumentSheetConfig }, "foundry.applications.apps"),
          handlebars: fb(fakeHandlebarsApi(record, systemRoot), "foundry.applications.handlebars"),
        },
        "foundry.applications",
      ),
      helpers: fb({ interaction: fb({ KeyboardManager }, "foundry.helpers.interaction") }, "foundry.helpers"),
      canvas: fb(
        {
          placeables: fb(
            { tokens: fb({ TokenRuler }, "foundry.canvas.placeables.tokens") },
            "foundry.canvas.placeables",
          ),
        },
        "foundry.canvas",
      ),
      utils: fb(
        {
          escapeHTML: (text: string) => Handlebars.escapeExpression(text),
          deepClone: structuredClone,
          randomID,
        },
        "foundry.utils",
      ),
    },
    "foundry",
  );

  const ChatMessageClass = generation === 13 ? ChatMessage13 : ChatMessage14;
  Object.assign(globalThis, {
    foundry,
    CONST: fb(fakeConst(generation), "CONST"),
    Hooks: fb(fakeHooks(record), "Hooks"),
    CONFIG: fakeConfig(seen, generation, ChatMessageClass),
    game: fakeGame(record, generation),
    ui: fb(
      {
        notifications: fb(
          { info: notify("info"), warn: notify("warn"), error: notify("error") },
          "ui.notifications",
        ),
      },
      "ui",
    ),
    Handlebars: record.handlebars,
    Actor,
    Item,
    Combat,
    Combatant,
    ChatMessage: ChatMessageClass,
    TokenDocument,
    ActiveEffect,
    User,
    Roll,
    fromUuid: fakeFromUuid,
  });
  return record;
}
