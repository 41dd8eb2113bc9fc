/**
 * Token Action HUD: this system's actions in the HUD, registered through Token Action HUD Core's public
 * system-integration hooks, in our own code and active only when the module is (the hooks never fire
 * otherwise). The API as the module publishes it (Larkinabout/fvtt-token-action-hud-core, module/main.mjs and
 * module/core/api.mjs; the companion system modules follow the same shape):
 * - Core calls `tokenActionHudCoreApiReady(coreModule)` once, with `coreModule.api.{SystemManager,
 *   ActionHandler, RollHandler}` to extend;
 * - a system answers with `tokenActionHudSystemReady(systemModule)`, where `systemModule.api` holds
 *   `requiredCoreModuleVersion` and its `SystemManager` subclass; Core then calls `new SystemManager(coreId)`,
 *   `registerDefaults()` (the layout and groups), `getActionHandler()`, `getAvailableRollHandlers()` and
 *   `getRollHandler(id)`;
 * - the ActionHandler's `buildSystemActions(groupIds)` adds actions with `addActions(actions, { id, type })`
 *   for `this.actor`, or, with several tokens selected, `this.actor` unset and `this.actors` the selected
 *   tokens' actors (then only the actions every one of them has are offered, and a click runs for each, as the
 *   dnd5e integration loops over the controlled tokens); the RollHandler's `handleActionClick(event, value)`
 *   gets the clicked action's `encodedValue`, with `this.actor` / `this.actors` set, and `isRenderItem()` true
 *   for a plain right-click, which opens the item's sheet (Core's README: "right-click an item to open its
 *   sheet"; `renderItem(actor, itemId)`).
 * What an action does is decided by the sheet's own roll code (`rollFromSheet`, `useTechnique`): the HUD is
 * one more way to press the sheet's buttons (hud-actions.ts).
 */
import { actorInput } from "../applications/view/actor-input.js";
import { openTracker } from "../combat/register.js";
import { loadUseTechnique } from "../techniques/technique-relay.js";
import { decodeCommand, HUD_GROUPS, type HudAction, type HudGroup, hudActions } from "./hud-actions.js";

/**
 * The Core version whose API this was written against: major.minor, as the system modules of the ecosystem
 * give it. Core compares the major and, when given, the minor (and patch) with its own version and switches the
 * HUD off with a permanent error on any difference (its `Utils.isSystemModuleCompatible`), so Core 2.2 refuses
 * this until it is raised here (and in system.json's relationships and docs/modules.md).
 */
export const REQUIRED_CORE_VERSION = "2.1";

const GROUP_LABEL: Record<HudGroup, string> = Object.fromEntries(
  HUD_GROUPS.map((g) => [g, `SW25.Hud.Group.${g}`]),
) as Record<HudGroup, string>;

/** Top-level tabs of the default layout and the groups under each. */
const LAYOUT: readonly { readonly id: string; readonly groups: readonly HudGroup[] }[] = [
  { id: "checks", groups: ["checks"] },
  { id: "combat", groups: ["combat", "battle"] },
  { id: "magic", groups: ["magic"] },
  {
    id: "techniques",
    groups: HUD_GROUPS.filter(
      (g): g is HudGroup => !["checks", "combat", "magic", "items", "battle"].includes(g),
    ),
  },
  { id: "items", groups: ["items"] },
];

/** The minimal shapes of Core's classes this file relies on (their public methods only). */
interface CoreActionHandler {
  actor?: Actor.Implementation | null;
  actors?: readonly Actor.Implementation[] | null;
  addActions(actions: object[], group: { id: string; type: string }): void;
}
interface CoreRollHandler {
  actor?: Actor.Implementation | null;
  actors?: readonly Actor.Implementation[] | null;
  renderItem(actor: Actor.Implementation | null | undefined, itemId: string): boolean;
  /** True for a right-click without Alt, Ctrl or Shift: the item's sheet is wanted (Core's RollHandler). */
  isRenderItem?(): boolean;
}
type Ctor<T> = new (...args: never[]) => T;
export interface TahCoreModule {
  api: {
    SystemManager: Ctor<object>;
    ActionHandler: Ctor<CoreActionHandler>;
    RollHandler: Ctor<CoreRollHandler>;
  };
}

const localize = (key: string) => game.i18n?.localize(key) ?? key;

/** A HUD action as Core's `addActions` takes it. */
function coreAction(action: HudAction) {
  const name = action.translate ? localize(action.name) : action.name;
  const modifier =
    action.modifier === undefined || action.modifier === null
      ? undefined
      : action.modifier >= 0
        ? `+${action.modifier}`
        : String(action.modifier);
  const detail = action.detail && action.translateDetail ? localize(action.detail) : action.detail;
  const full = detail ? `${name}: ${detail}` : name;
  return {
    id: action.id,
    name: detail ? detail : name,
    fullName: full,
    listName: full,
    encodedValue: action.id,
    ...(action.img ? { img: action.img } : {}),
    ...(detail ? { info1: { text: name } } : {}),
    ...(modifier ? { info2: { text: modifier } } : {}),
  };
}

/** The layout and groups Core shows before a user customises the HUD. */
export function hudDefaults() {
  const groups = HUD_GROUPS.map((id) => ({ id, name: localize(GROUP_LABEL[id]), type: "system" }));
  return {
    layout: LAYOUT.map((tab) => ({
      id: `sw25-${tab.id}`,
      nestId: `sw25-${tab.id}`,
      name: localize(`SW25.Hud.Tab.${tab.id}`),
      groups: tab.groups.map((id) => ({
        id,
        nestId: `sw25-${tab.id}_${id}`,
        name: localize(GROUP_LABEL[id]),
        type: "system",
      })),
    })),
    groups,
  };
}

/** The item an action belongs to (a technique, an item, a weapon's or spell's roll), if any. */
function itemOf(value: unknown): string | null {
  const command = decodeCommand(value);
  if (!command) return null;
  if (command.type === "technique" || command.type === "item") return command.itemId;
  return command.type === "roll" ? (command.button.itemId ?? null) : null;
}

/**
 * Runs one clicked action for an actor: the sheet's roll, a technique's use, an item's sheet, the board. A
 * right-click (`sheet`) on an action of an item opens that item's sheet instead, as Core's README promises.
 */
export async function runHudAction(
  actor: Actor.Implementation,
  value: unknown,
  openItem: (itemId: string) => void,
  { sheet = false }: { sheet?: boolean } = {},
): Promise<boolean> {
  const command = decodeCommand(value);
  if (!command) return false;
  const itemId = sheet ? itemOf(value) : null;
  if (itemId) {
    if (!actor.items.get(itemId)) return false;
    openItem(itemId);
    return true;
  }
  switch (command.type) {
    case "roll": {
      // Loaded on the first roll, as the sheet's roll buttons load it.
      const { rollFromSheet } = await import("../applications/roll-from-sheet.js");
      await rollFromSheet(actor, command.button);
      return true;
    }
    case "technique": {
      const item = actor.items.get(command.itemId);
      if (!item) return false;
      await (await loadUseTechnique()).useTechnique(actor, item as Item.Implementation);
      return true;
    }
    case "item":
      if (!actor.items.get(command.itemId)) return false;
      openItem(command.itemId);
      return true;
    case "board":
      openTracker();
      return true;
  }
}

/** The actor of the selected token, or the actors of the selected tokens when there are several. */
function hudActors(handler: {
  actor?: Actor.Implementation | null;
  actors?: readonly Actor.Implementation[] | null;
}): Actor.Implementation[] {
  if (handler.actor) return [handler.actor];
  return [...(handler.actors ?? [])].filter((a): a is Actor.Implementation => !!a);
}

/**
 * The actions every one of the actors offers (the same command), named as the first actor's; with several
 * actors a modifier is one actor's number, so none is shown.
 */
function sharedActions(actors: readonly Actor.Implementation[]): HudAction[] {
  const lists = actors.map((actor) => {
    const inBattle = !!game.combat?.combatants?.some((c) => c.actor?.id === actor.id);
    return hudActions(actor.type, actorInput(actor), { inBattle });
  });
  const [first = [], ...rest] = lists;
  const shared = first.filter((action) => rest.every((list) => list.some((a) => a.id === action.id)));
  return actors.length > 1 ? shared.map((action) => ({ ...action, modifier: null })) : shared;
}

/** The subclasses of Core's classes, made when Core's API is ready. */
export function tahSystemModule(core: TahCoreModule) {
  class SW25HudActionHandler extends core.api.ActionHandler {
    async buildSystemActions(_groupIds: string[]): Promise<void> {
      const actors = hudActors(this);
      if (actors.length === 0) return;
      for (const group of HUD_GROUPS) {
        const mine = sharedActions(actors).filter((a) => a.group === group);
        if (mine.length > 0) this.addActions(mine.map(coreAction), { id: group, type: "system" });
      }
    }
  }

  class SW25HudRollHandler extends core.api.RollHandler {
    async handleActionClick(_event: Event, value: string): Promise<void> {
      const sheet = this.isRenderItem?.() === true;
      // Several tokens selected: the action runs for each actor in turn; the Battle Board opens once.
      const actors = hudActors(this);
      const once = decodeCommand(value)?.type === "board";
      for (const actor of once ? actors.slice(0, 1) : actors)
        await runHudAction(actor, value, (itemId) => this.renderItem(actor, itemId), { sheet });
    }
  }

  class SW25HudSystemManager extends core.api.SystemManager {
    getActionHandler() {
      return new SW25HudActionHandler();
    }
    getAvailableRollHandlers() {
      return { core: game.system?.title ?? "Sword World 2.5" };
    }
    getRollHandler(_id: string) {
      return new SW25HudRollHandler();
    }
    async registerDefaults() {
      return hudDefaults();
    }
  }

  return { api: { requiredCoreModuleVersion: REQUIRED_CORE_VERSION, SystemManager: SW25HudSystemManager } };
}

/** Called once from registerUI: inert unless Token Action HUD Core fires its hook. */
export function registerTokenActionHud(): void {
  // Neither hook is Foundry's: they are Token Action HUD Core's, so they are not in Foundry's hook types.
  const hooks = Hooks as unknown as {
    on(hook: string, fn: (...args: never[]) => unknown): number;
    call(hook: string, ...args: unknown[]): boolean;
  };
  hooks.on("tokenActionHudCoreApiReady", (core: TahCoreModule) => {
    hooks.call("tokenActionHudSystemReady", tahSystemModule(core));
  });
}
