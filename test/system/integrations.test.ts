/**
 * The modules a table runs (Token Action HUD, Item Piles, Dice So Nice): each registers through the module's
 * own public hooks and API, is inert without it, and only presses the sheet's own buttons.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { TECHNIQUE_KINDS } from "../../src/rules/character/techniques/techniques.js";
import {
  colorsetName,
  colorsets,
  colourRoll,
  DICE_COLOURSETS,
  diceKindOf,
} from "../../src/system/integrations/dice-so-nice.js";
import {
  decodeCommand,
  encodeCommand,
  type HudCommand,
  hudActions,
} from "../../src/system/integrations/hud-actions.js";
import {
  itemPilesIntegration,
  lootFlagOf,
  lootPileItems,
  NOT_GOODS,
} from "../../src/system/integrations/item-piles.js";
import { fc } from "../fc.js";
import { bootBundle } from "./boot/boot-bundle.js";
import type { BootRecord } from "./boot/fake-foundry.js";
import { GOBLIN, MAREN, THORNBACK, WOLF } from "./fixtures/sample-actors.js";

const ROOT = join(import.meta.dirname, "..", "..");
const summary = (type: string, actor: Parameters<typeof hudActions>[1], inBattle = false) =>
  hudActions(type, actor, { inBattle }).map((a) => [a.group, a.name, a.detail ?? null, a.modifier ?? null]);

describe("action HUD: the sheet's roll buttons", () => {
  it("[ROLL-05] Wolf: accuracy 5 with the equipped Bastard Sword and its power roll; no numbers for the spare", () => {
    const combat = summary("character", WOLF).filter(([group]) => group === "combat");
    expect(combat).toContainEqual(["combat", "SW25.Roll.Accuracy", "Bastard Sword", 5]);
    expect(combat).toContainEqual(["combat", "SW25.Roll.Power", "Bastard Sword", null]);
    expect(combat.some(([, , detail]) => detail === "Spare Dagger")).toBe(false);
    // Every action presses a button the sheet has: the commands decode to the same roll buttons.
    for (const action of hudActions("character", WOLF))
      expect(decodeCommand(action.id), action.id).toEqual(action.command);
  });

  it("Maren: spellcasting at magic power 7 (6 + her bonus) and Bolt's power roll; Mend needs a Priest level", () => {
    const magic = summary("character", MAREN).filter(([group]) => group === "magic");
    // Mend is a divine spell and Maren has no Priest level: the sheet disables it, the HUD leaves it out.
    expect(magic).toEqual([
      ["magic", "SW25.Roll.Spellcasting", "Bolt", 7],
      ["magic", "SW25.Roll.Power", "Bolt", null],
    ]);
  });

  it("techniques are grouped by their kind; an unknown kind goes to 'other'", () => {
    const items = [
      ...(WOLF.items as object[]),
      { _id: "t1", name: "Gazelle Foot", type: "technique", system: { kind: "enhancer" } },
      { _id: "t2", name: "Morale Song", type: "technique", system: { kind: "song" } },
      { _id: "t3", name: "Odd", type: "technique", system: { kind: "constructor" } },
    ];
    const techniques = hudActions("character", { ...WOLF, items }).filter(
      (a) => a.command.type === "technique",
    );
    expect(techniques.map((a) => [a.group, a.name])).toEqual([
      ["enhancer", "Gazelle Foot"],
      ["song", "Morale Song"],
      ["other", "Odd"],
    ]);
    expect(TECHNIQUE_KINDS).toContain("other");
  });

  it("monsters: Fortitude and Willpower, and per section accuracy, damage and evasion named by the section", () => {
    const goblin = summary("monster", GOBLIN);
    expect(goblin.filter(([g]) => g === "checks").map(([, name]) => name)).toEqual([
      "SW25.Check.fortitude",
      "SW25.Check.willpower",
    ]);
    // One section: no section names in the HUD.
    expect(goblin.filter(([g]) => g === "combat").every(([, , detail]) => detail === null)).toBe(true);
    const sections = new Set(summary("monster", THORNBACK).map(([, , detail]) => detail));
    expect(sections.size).toBeGreaterThan(2);
  });

  it("the Battle Board only while the actor fights; nothing for an unknown actor type", () => {
    expect(summary("character", WOLF).some(([g]) => g === "battle")).toBe(false);
    expect(summary("character", WOLF, true).filter(([g]) => g === "battle")).toEqual([
      ["battle", "SW25.Combat.Tracker.Open", null, null],
    ]);
    expect(hudActions("party", WOLF)).toEqual([]);
  });

  it("a button value is decoded back to its command; anything else (another module's values) is refused", () => {
    const command = fc.oneof(
      fc.record({
        type: fc.constant("roll" as const),
        button: fc.record(
          {
            roll: fc.stringMatching(/^[a-zA-Z]{1,12}$/),
            key: fc.stringMatching(/^[a-zA-Z]{1,12}$/),
            itemId: fc.stringMatching(/^[a-zA-Z0-9]{16}$/),
            section: fc.nat(9).map(String),
          },
          { requiredKeys: ["roll"] },
        ),
      }),
      fc.record({
        type: fc.constantFrom("technique" as const, "item" as const),
        itemId: fc.stringMatching(/^[a-zA-Z0-9]{16}$/),
      }),
      fc.constant({ type: "board" as const }),
    );
    fc.assert(
      fc.property(command, (c) => {
        expect(decodeCommand(encodeCommand(c as HudCommand))).toEqual(c);
      }),
    );
    for (const foreign of [null, 3, "", "item", "roll||||", "item|a|b", "macro|xyz", "board|x", "__proto__"])
      expect(decodeCommand(foreign), String(foreign)).toBeNull();
  });
});

describe("Item Piles: the documented system integration", () => {
  const data = itemPilesIntegration((key) => `«${key}»`);

  it("names our price, quantity and money fields and keeps rules items out of piles", () => {
    expect(data).toMatchObject({
      ITEM_PRICE_ATTRIBUTE: "system.price",
      ITEM_QUANTITY_ATTRIBUTE: "system.quantity",
      ITEM_FILTERS: [{ path: "type", filters: "class,race,feat,spell,technique,birth" }],
    });
    expect(data.CURRENCIES).toEqual([
      expect.objectContaining({
        type: "attribute",
        primary: true,
        exchangeRate: 1,
        name: "«SW25.ItemPiles.Gamels»",
        data: { path: "system.money" },
      }),
    ]);
    expect(data.VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(NOT_GOODS).not.toContain("gear");
  });

  it("[FLOW-07] a loot card's winnings become gear: names merged, quantities summed, unit prices kept", () => {
    expect(
      lootPileItems([
        { item: "Thorn shell", count: 2, price: 60 },
        { item: "", count: 1, price: 0 },
        { item: "Venom sac", count: 1, price: 120 },
        { item: " Venom sac ", count: 1, price: 120 },
        { item: "Nothing", count: 0, price: 0 },
      ]),
    ).toEqual([
      { name: "Thorn shell", type: "gear", system: { gearKind: "gear", quantity: 2, price: 30 } },
      { name: "Venom sac", type: "gear", system: { gearKind: "gear", quantity: 2, price: 120 } },
    ]);
  });

  it("[issue 40 item 5] a row's count is a whole number from 1 and its price a whole number from 0; others are left out", () => {
    const rows = [
      { item: "Tiny", count: 1e-300, price: 165 },
      { item: "Half", count: 0.5, price: 10 },
      { item: "Huge", count: 1e308, price: 1 },
      { item: "Neg", count: 1, price: -5 },
      { item: "Frac", count: 2, price: 2.5 },
      { item: "Big", count: 1, price: 1e308 },
      { item: "NaN", count: Number.NaN, price: 1 },
      { item: "Fang", count: 3, price: 30 },
    ];
    const items = lootPileItems(rows);
    expect(items).toEqual([
      { name: "Fang", type: "gear", system: { gearKind: "gear", quantity: 3, price: 10 } },
    ]);
    // The flag reader keeps the same rows, so the button shows only what can be dropped.
    expect(lootFlagOf({ swordworld25: { loot: { won: rows } } })?.won).toEqual([
      { item: "Fang", count: 3, price: 30 },
    ]);
    // Merged quantities stay within the gear model's numbers.
    const many = Array.from({ length: 5 }, () => ({ item: "Fang", count: 1_000_000, price: 1_000_000 }));
    expect(lootPileItems(many)).toEqual([
      { name: "Fang", type: "gear", system: { gearKind: "gear", quantity: 1_000_000, price: 1 } },
    ]);
    fc.assert(
      fc.property(
        fc.array(fc.record({ item: fc.string({ maxLength: 5 }), count: fc.double(), price: fc.double() }), {
          maxLength: 8,
        }),
        (won) =>
          lootPileItems(won).every(
            ({ system: { quantity, price } }) =>
              Number.isSafeInteger(quantity) &&
              quantity >= 1 &&
              quantity <= 1_000_000 &&
              Number.isSafeInteger(price) &&
              price >= 0,
          ),
      ),
    );
  });

  it("reads a loot flag only in the shape the monster sheet writes", () => {
    const flags = {
      swordworld25: {
        loot: { won: [{ item: "Fang", count: 1, price: 5 }, { item: 3 }], tokenUuid: "Scene.a.Token.b" },
      },
    };
    expect(lootFlagOf(flags)).toEqual({
      won: [{ item: "Fang", count: 1, price: 5 }],
      tokenUuid: "Scene.a.Token.b",
    });
    for (const bad of [null, {}, { swordworld25: {} }, { swordworld25: { loot: { won: "x" } } }])
      expect(lootFlagOf(bad)).toBeNull();
  });
});

describe("Dice So Nice: a colour set per kind of roll", () => {
  it("checks, power rolls, recovery and plain notation each get their own colour set", () => {
    const kind = (card: unknown) => diceKindOf({ swordworld25: { card } });
    expect(kind({ kind: "check" })).toBe("check");
    expect(kind({ kind: "power", healing: false })).toBe("power");
    expect(kind({ kind: "power", healing: true })).toBe("healing");
    expect(kind({ kind: "notation" })).toBe("notation");
    expect(kind({ kind: "fixed" })).toBeNull();
    expect(diceKindOf({ core: {} })).toBeNull();
    expect(diceKindOf(undefined)).toBeNull();
    const sets = colorsets((k) => k);
    expect(sets.map((s) => s.name)).toEqual(Object.keys(DICE_COLOURSETS).map((k) => `sw25-${k}`));
    expect(new Set(sets.map((s) => (s as Record<string, string>).background)).size).toBe(sets.length);
  });

  it("colours every die of the roll and keeps the rest of its appearance", () => {
    const context = { roll: { dice: [{ options: { appearance: { texture: "wood" } } }, {}] } };
    colourRoll("power", context as never);
    expect(context.roll.dice).toEqual([
      { options: { appearance: { texture: "wood", colorset: colorsetName("power") } } },
      { options: { appearance: { colorset: colorsetName("power") } } },
    ]);
    const untouched = { roll: { dice: [{ options: {} }] } };
    colourRoll(null, untouched);
    expect(untouched.roll.dice).toEqual([{ options: {} }]);
  });
});

describe("registration in the booted system", () => {
  let record: BootRecord;
  const g = globalThis as unknown as {
    Hooks: {
      callAll(name: string, ...args: unknown[]): void;
      on(name: string, fn: (...a: never[]) => unknown): number;
    };
    game: Record<string, unknown>;
  };

  beforeAll(async () => {
    record = await bootBundle();
  }, 60_000);

  it("inert without the modules: only hooks of theirs are listened to, nothing registered with them", () => {
    for (const hook of [
      "tokenActionHudCoreApiReady",
      "item-piles-ready",
      "diceSoNiceReady",
      "diceSoNiceRollStart",
    ])
      expect((record.hooks.get(hook)?.length ?? 0) + (record.onceHooks.get(hook)?.length ?? 0), hook).toBe(1);
  });

  it("Dice So Nice: the four colour sets are registered in the mode that only adds them to the list", () => {
    // Dice So Nice's API docs ("Colors & Themes", api/customization): `dice3d.addColorset(colorset, mode)`,
    // mode "default" (only registers the colour set) or "preferred" (applies it to a player who has not chosen
    // their own dice). No other mode is documented.
    const added: [string, unknown][] = [];
    g.Hooks.callAll("diceSoNiceReady", {
      addColorset(set: { name: string }, mode: unknown) {
        added.push([set.name, mode]);
      },
    });
    expect(added).toEqual(Object.keys(DICE_COLOURSETS).map((kind) => [`sw25-${kind}`, "default"]));
  });

  it("Token Action HUD Core: answers its API hook with a SystemManager whose defaults, actions and clicks work", async () => {
    // Token Action HUD Core's public shape (fvtt-token-action-hud-core module/core/api.mjs, module/main.mjs):
    // `tokenActionHudCoreApiReady(coreModule)` with coreModule.api.{SystemManager, ActionHandler, RollHandler};
    // the system answers `tokenActionHudSystemReady(systemModule)` with systemModule.api.SystemManager.
    class SystemManager {
      constructor(readonly coreModuleId: string) {}
    }
    const added: { actions: Record<string, unknown>[]; group: unknown }[] = [];
    class ActionHandler {
      actor: unknown = null;
      addActions(actions: Record<string, unknown>[], group: unknown) {
        added.push({ actions, group });
      }
    }
    const rendered: string[] = [];
    class RollHandler {
      actor: unknown = null;
      renderItem(_actor: unknown, itemId: string) {
        rendered.push(itemId);
        return true;
      }
    }
    type SystemModule = {
      api: {
        requiredCoreModuleVersion: string;
        SystemManager: new (id: string) => Record<string, (...a: unknown[]) => unknown>;
      };
    };
    const answered: SystemModule[] = [];
    g.Hooks.on("tokenActionHudSystemReady", ((module: SystemModule) => {
      answered.push(module);
    }) as never);
    g.Hooks.callAll("tokenActionHudCoreApiReady", { api: { SystemManager, ActionHandler, RollHandler } });
    expect(answered).toHaveLength(1);
    const api = (answered[0] as SystemModule).api;
    expect(api.requiredCoreModuleVersion).toBe("2.1");
    // system.json recommends the Core version the system declares, and docs/modules.md names it.
    const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
      relationships?: { recommends?: { id: string; type: string; compatibility?: Record<string, string> }[] };
    };
    const core = manifest.relationships?.recommends?.find((r) => r.id === "token-action-hud-core");
    expect(core?.type).toBe("module");
    expect(core?.compatibility?.minimum?.split(".").slice(0, 2).join(".")).toBe(
      api.requiredCoreModuleVersion,
    );
    expect(core?.compatibility?.verified?.startsWith(`${api.requiredCoreModuleVersion}.`)).toBe(true);
    // The "checked against" table of docs/modules.md and its Japanese twin names that version.
    for (const page of ["docs/modules.md", "docs/ja/modules.md"])
      expect(readFileSync(join(ROOT, page), "utf8"), page).toContain(
        `| Token Action HUD Core | ${core?.compatibility?.verified}`,
      );
    const manager = new api.SystemManager("token-action-hud-core");
    expect(manager).toBeInstanceOf(SystemManager);
    const defaults = (await manager.registerDefaults?.()) as {
      layout: { nestId: string; groups: { id: string; nestId: string; type: string }[] }[];
      groups: { id: string; type: string }[];
    };
    const inLayout = defaults.layout.flatMap((tab) => tab.groups);
    expect(inLayout.map((gr) => gr.id).sort()).toEqual(defaults.groups.map((gr) => gr.id).sort());
    for (const tab of defaults.layout)
      for (const group of tab.groups) expect(group.nestId).toBe(`${tab.nestId}_${group.id}`);

    const handler = manager.getActionHandler?.() as ActionHandler & {
      buildSystemActions(ids: string[]): Promise<void>;
    };
    expect(handler).toBeInstanceOf(ActionHandler);
    const items = [{ id: "bastard", name: "Bastard Sword" }];
    handler.actor = {
      id: "wolf",
      type: "character",
      name: "Wolf",
      img: "",
      prototypeToken: {},
      system: WOLF.system,
      items: {
        contents: items.map((i) => ({
          toObject: () => (WOLF.items as { _id: string }[]).find((w) => w._id === i.id),
        })),
      },
      toObject: () => ({ system: WOLF.system }),
    };
    await handler.buildSystemActions([]);
    const combat = added.find((a) => (a.group as { id: string }).id === "combat");
    expect(
      combat?.actions.map((a) => [a.name, (a.info2 as { text?: string } | undefined)?.text]),
    ).toContainEqual(["Bastard Sword", "+5"]);

    const rolls = manager.getRollHandler?.("core") as RollHandler & {
      handleActionClick(e: unknown, v: string): Promise<void>;
    };
    rolls.actor = { items: { get: (id: string) => (id === "bastard" ? { id } : undefined) } };
    await rolls.handleActionClick({}, "item|bastard");
    await rolls.handleActionClick({}, "item|missing");
    await rolls.handleActionClick({}, "macro|other-module");
    expect(rendered).toEqual(["bastard"]);
  });

  /** Core's API as the tests fake it: the classes' public members the system uses (api.mjs, roll-handler.mjs). */
  function tahCore() {
    class SystemManager {}
    const added: { actions: Record<string, unknown>[]; group: { id: string } }[] = [];
    class ActionHandler {
      actor: unknown = null;
      actors: unknown[] = [];
      addActions(actions: Record<string, unknown>[], group: { id: string }) {
        added.push({ actions, group });
      }
    }
    const rendered: [string, string][] = [];
    class RollHandler {
      actor: unknown = null;
      actors: unknown[] = [];
      rightClick = false;
      renderItem(actor: { id: string }, itemId: string) {
        rendered.push([actor.id, itemId]);
        return true;
      }
      // Core's RollHandler#isRenderItem: a right-click without Alt, Ctrl or Shift.
      isRenderItem() {
        return this.rightClick;
      }
    }
    type Api = { SystemManager: new (id: string) => Record<string, (...a: unknown[]) => unknown> };
    const answered: Api[] = [];
    g.Hooks.on("tokenActionHudSystemReady", ((module: { api: Api }) => {
      answered.push(module.api);
    }) as never);
    g.Hooks.callAll("tokenActionHudCoreApiReady", { api: { SystemManager, ActionHandler, RollHandler } });
    const api = answered.at(-1);
    if (!api) throw new Error("the system did not answer tokenActionHudCoreApiReady");
    const manager = new api.SystemManager("token-action-hud-core");
    return {
      added,
      rendered,
      actions: manager.getActionHandler?.() as ActionHandler & {
        buildSystemActions(ids: string[]): Promise<void>;
      },
      rolls: manager.getRollHandler?.("core") as RollHandler & {
        handleActionClick(e: unknown, v: string): Promise<void>;
      },
    };
  }

  /** A token's actor as the HUD reads it: Wolf's data under another id, holding the items named. */
  const hudActor = (id: string, itemIds: string[]) => ({
    id,
    type: "character",
    name: id,
    img: "",
    prototypeToken: {},
    system: WOLF.system,
    items: {
      get: (itemId: string) => (itemIds.includes(itemId) ? { id: itemId } : undefined),
      contents: (WOLF.items as { _id: string }[])
        .filter((w) => itemIds.includes(w._id))
        .map((w) => ({ toObject: () => w })),
    },
    toObject: () => ({ system: WOLF.system }),
  });

  it("Token Action HUD: a right-click on an item's action opens that item's sheet instead of using it", async () => {
    const { rolls, rendered } = tahCore();
    rolls.actor = hudActor("wolf", ["bastard", "tech1"]);
    rolls.rightClick = true;
    // A technique (its use would cost MP and post a card), a weapon's accuracy roll, an item.
    await rolls.handleActionClick({}, "technique|tech1");
    await rolls.handleActionClick({}, "roll|accuracy||bastard|");
    await rolls.handleActionClick({}, "item|bastard");
    await rolls.handleActionClick({}, "technique|missing");
    expect(rendered).toEqual([
      ["wolf", "tech1"],
      ["wolf", "bastard"],
      ["wolf", "bastard"],
    ]);
  });

  it("Token Action HUD: with several tokens selected, the actions they all have are offered and a click runs for each", async () => {
    const { actions, rolls, rendered, added } = tahCore();
    const [wolf, twin] = [hudActor("wolf", ["bastard"]), hudActor("twin", ["bastard"])];
    actions.actor = null;
    actions.actors = [wolf, twin];
    await actions.buildSystemActions([]);
    const checks = added.find((a) => a.group.id === "checks")?.actions ?? [];
    expect(checks.length).toBeGreaterThan(0);
    // Two actors' modifiers are two numbers: none is shown.
    expect(checks.every((a) => a.info2 === undefined)).toBe(true);
    rolls.actor = null;
    rolls.actors = [wolf, twin];
    await rolls.handleActionClick({}, "item|bastard");
    expect(rendered).toEqual([
      ["wolf", "bastard"],
      ["twin", "bastard"],
    ]);
  });
});
