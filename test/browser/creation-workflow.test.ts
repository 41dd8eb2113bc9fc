// Issue 19, in Chromium: a new user makes a level-1 character from an empty sheet with the sample compendium's
// invented race and birth: rolls the race dice (fixed dice stand in for Foundry's), undoes and rolls again,
// chooses the birth (classes, experience, money), adds items, types a value by hand, records the first session
// and two ledger lines; the totals, the derived values and the chat palette are checked on the rendered sheet.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rollStartingAbilities } from "../../src/rules/character/creation/creation.js";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import {
  birthOf,
  birthUpdate,
  creationOpen,
  raceDice,
  startingRollUpdate,
  startingVitalsUpdate,
  undoAvailable,
  undoStartingRollUpdate,
} from "../../src/system/applications/view/edit/creation-updates.js";
import { bag } from "../../src/system/applications/view/read.js";
import { preparedCharacter } from "../system/fixtures/sample-actors.js";
import { applyUpdate, hasChromium, nestedUpdate, OUT, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { ROOT, renderer } from "./render-harness.js";
import { actorSchemas, initialSource } from "./schema-walk.js";
import { type Mode, renderCharacter } from "./sheet-pages.js";
import { SheetWorkflow, type StoredActor } from "./workflow.js";

const schemas = await actorSchemas();
const PACK = join(ROOT, "packs", "_source", "sample-items");

/** A sample compendium item, as dragging it onto the sheet embeds it. */
function packItem(name: string) {
  for (const file of readdirSync(PACK)) {
    const doc = JSON.parse(readFileSync(join(PACK, file), "utf8"));
    if (doc.name === name)
      return { _id: doc._id as string, name, type: doc.type as string, system: doc.system };
  }
  throw new Error(`no sample item ${name}`);
}

type Item = StoredActor["items"][number];

/** Foundry's update rule for a key "-=name": the key "name" is deleted (v13 docs, Document#update). */
function withDeletions(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key.startsWith("-=")) continue;
    out[key] = v !== null && typeof v === "object" && !Array.isArray(v) ? withDeletions(v as never) : v;
  }
  for (const key of Object.keys(value)) if (key.startsWith("-=")) delete out[key.slice(2)];
  return out;
}
type Flagged = StoredActor & { flags?: Record<string, unknown> };

describe.skipIf(!hasChromium)("making a level-1 character (issue 19)", () => {
  const chrome = chromiumSuite({ width: 900, height: 800 });

  it("[FACTS-1][FACTS-2] empty sheet → race dice → birth → items → first session record", async () => {
    const r = renderer("en");
    let mode: Mode = "edit";
    let tab = "abilities";
    let flags: Record<string, unknown> = {};
    const canUndo = () => undoAvailable(bag(user.source.system), flags);
    const user: SheetWorkflow = new SheetWorkflow(
      chrome.page,
      {
        id: "new",
        name: "",
        img: "icons/svg/mystery-man.svg",
        system: initialSource(schemas.character),
        items: [],
      },
      (s) => preparedCharacter(s),
      (prepared) =>
        renderCharacter(r, prepared, mode, tab, {
          creation: { open: creationOpen(bag(user.source.system)), canUndo: canUndo() },
        }),
      760,
      "en",
    );
    /** What a sheet action writes: the actor update (flags kept beside the source), then the new items. */
    const act = (update: Record<string, unknown>, created: readonly Item[] = []) => {
      const nested = nestedUpdate(update) as unknown as Flagged;
      if (nested.flags) {
        const merged = applyUpdate(flags, nested.flags as Record<string, unknown>);
        const sw = bag(merged.swordworld25);
        flags = { ...merged, swordworld25: withDeletions(sw) };
      }
      const { flags: _ignored, ...rest } = nested;
      const next = applyUpdate(user.source, rest as Partial<StoredActor>);
      user.source = { ...next, items: [...next.items, ...created] };
      user.prepared = preparedCharacter(user.source as never);
      user.hooks();
    };
    // As the system's actor and item hooks: the starting HP/MP follow their maximum before play. The sheet
    // was created empty (createActor); a change that sets HP or MP itself stops that one following.
    let vitalsFlags: unknown = {};
    let last = { hp: 0, mp: 0 };
    const current = (source: StoredActor) => {
      const system = bag(source.system);
      return { hp: bag(system.hp).value as number, mp: bag(system.mp).value as number };
    };
    const hook = (source: StoredActor, prepared: ActorInput, created = false) => {
      const now = current(source);
      const touched = { hp: now.hp !== last.hp, mp: now.mp !== last.mp };
      const update = startingVitalsUpdate(
        bag(source.system),
        vitalsFlags,
        bag(prepared.system).derived as never,
        {
          created,
          touched,
        },
      );
      const flag = update?.["flags.swordworld25.vitalsFollow"];
      if (flag) vitalsFlags = { swordworld25: { vitalsFollow: flag } };
      const { "flags.swordworld25.vitalsFollow": _f, ...rest } = update ?? {};
      last = {
        hp: (rest["system.hp.value"] as number) ?? now.hp,
        mp: (rest["system.mp.value"] as number) ?? now.mp,
      };
      return Object.keys(rest).length > 0 ? rest : null;
    };
    user.afterChange = (source, prepared) => hook(source, prepared);
    expect(hook(user.source, user.prepared, true)).toBeNull();
    expect(vitalsFlags).toEqual({ swordworld25: { vitalsFollow: { hp: true, mp: true } } });
    const stored = () => user.source.system as Record<string, Record<string, unknown>>;
    const shownVitals = async () => [
      await chrome.page.locator('[name="system.hp.value"]').inputValue(),
      await chrome.page.locator('[name="system.mp.value"]').inputValue(),
    ];
    const derived = () => (user.prepared.system as { derived: Record<string, unknown> }).derived;

    await user.show();
    // An empty sheet: no race yet, so nothing to roll.
    await expect(chrome.page.locator('[data-action="rollStartingAbilities"]').isDisabled()).resolves.toBe(
      true,
    );
    await user.type("name", "Tamsin");
    await user.submit();

    // The race from the sample compendium (an invented one) is dragged on.
    const race = packItem("Emberkin");
    act({}, [race]);
    await user.show();
    await expect(chrome.page.locator('[data-action="rollStartingAbilities"]').isEnabled()).resolves.toBe(
      true,
    );

    // Roll starting abilities: 2d, 2d, 1d+3, 2d, 2d, 1d+6 with fixed dice.
    const roll = rollStartingAbilities(raceDice(race.system), fixedDice([4, 5, 3, 3, 2, 6, 1, 2, 2, 5]));
    if (!roll.ok) throw new Error(roll.error.message);
    act(startingRollUpdate(bag(user.source.system), roll.value));
    await user.show();
    const race1 = { dexterity: 9, agility: 6, strength: 5, vitality: 7, intelligence: 4, spirit: 11 };
    for (const [ability, value] of Object.entries(race1))
      await expect(
        chrome.page.locator(`[name="system.abilities.${ability}.race"]`).inputValue(),
      ).resolves.toBe(String(value));
    // Undo is offered before play and puts the old values (0) back.
    await expect(chrome.page.locator('[data-action="undoStartingRoll"]').count()).resolves.toBe(1);
    const undo = undoStartingRollUpdate(bag(user.source.system), flags);
    if (!undo) throw new Error("no undo");
    act(undo);
    await user.show();
    await expect(chrome.page.locator('[name="system.abilities.dexterity.race"]').inputValue()).resolves.toBe(
      "0",
    );
    expect(canUndo()).toBe(false);
    // Rolled again, the same dice.
    const again = rollStartingAbilities(raceDice(race.system), fixedDice([4, 5, 3, 3, 2, 6, 1, 2, 2, 5]));
    if (!again.ok) throw new Error(again.error.message);
    act(startingRollUpdate(bag(user.source.system), again.value));
    await user.show();

    // Choose the birth: Technique 8, Body 9, Mind 5; Fighter 1 and Scout 1; 3000 experience, 1200 G.
    const birth = packItem("Caravan Guard");
    const chosen = birthUpdate(birthOf(birth.name, birth.system), user.source.items, (id) =>
      r.localize(`SW25.Class.${id}`),
    );
    act(
      chosen.actor,
      chosen.create.map((c, i) => ({ _id: `class${i}`, ...c })),
    );
    await user.show();
    expect(user.source.items.filter((i) => i.type === "class").map((i) => [i.name, i.system.level])).toEqual([
      ["Fighter", 1],
      ["Scout", 1],
    ]);
    expect(stored().profile?.birth).toBe("Caravan Guard");
    await expect(chrome.page.locator('[name="system.base.body"]').inputValue()).resolves.toBe("9");
    // A new sheet's HP and MP started at their maximum and follow it: level 1 + Vitality 16 = 19, Spirit 16.
    await expect(shownVitals()).resolves.toEqual(["19", "16"]);

    // Hand entry stays possible: the player types a Spirit die of 10 instead of the rolled 11.
    await user.type("system.abilities.spirit.race", 10);
    await user.submit();
    // MP follows the maximum down (still full).
    await expect(shownVitals()).resolves.toEqual(["19", "15"]);

    // Items from the compendium: a club and a vest. HP and MP were never typed: they follow the maximum.
    act({}, [packItem("Knotted Club"), packItem("Padded Vest")]);
    await user.show();
    await expect(shownVitals()).resolves.toEqual(["19", "15"]);
    expect([bag(stored().hp).value, bag(stored().mp).value]).toEqual([19, 15]);

    // Dex 8+9 = 17 (+2), Agi 8+6 = 14 (+2), Str 9+5 = 14 (+2), Vit 9+7 = 16 (+2), Int 5+4 = 9 (+1), Spi 5+10 = 15 (+2).
    expect(derived().scores).toEqual({
      dexterity: 17,
      agility: 14,
      strength: 14,
      vitality: 16,
      intelligence: 9,
      spirit: 15,
    });
    // Level 1: HP 16 + 3 = 19, MP 15, Fortitude 1 + 2, Willpower 1 + 2, Initiative Scout 1 + 2.
    expect([derived().adventurerLevel, derived().hpMax, derived().mpMax, derived().fortitude]).toEqual([
      1, 19, 15, 3,
    ]);
    expect([derived().willpower, derived().initiative, derived().evasion, derived().defense]).toEqual([
      3, 3, 3, 2,
    ]);
    // FACTS-2: Fighter 1 (A) 1000 + Scout 1 (B) 500 of the birth's 3000.
    expect(derived().experience).toMatchObject({ total: 3000, spent: 1500, unspent: 1500, overspent: false });

    // The first session record and the ledger, in the records tab.
    tab = "records";
    await user.show();
    await user.clickListButton('[data-action="addRow"][data-list="records.sessions"]');
    await user.type("system.records.sessions.0.date", "2026-03-01");
    await user.type("system.records.sessions.0.title", "Smoke over the Ferry");
    await user.type("system.records.sessions.0.gm", "Rei");
    await user.type("system.records.sessions.0.experience", 1000);
    await user.type("system.records.sessions.0.money", 600);
    await user.type("system.records.sessions.0.honor", 10);
    await user.clickListButton('[data-action="addRow"][data-list="records.ledger"]');
    await user.type("system.records.ledger.0.item", "Knotted Club");
    await user.type("system.records.ledger.0.amount", -40);
    await user.clickListButton('[data-action="addRow"][data-list="records.ledger"]');
    await user.type("system.records.ledger.1.item", "Padded Vest");
    await user.type("system.records.ledger.1.amount", -60);
    await user.submit();
    expect(stored().records?.sessions).toEqual([
      {
        date: "2026-03-01",
        title: "Smoke over the Ferry",
        gm: "Rei",
        members: "",
        experience: 1000,
        money: 600,
        honor: 10,
        growth: "",
        notes: "",
      },
    ]);
    // Play has begun: the starting roll can no longer be undone, and the creation bar is gone.
    expect(canUndo()).toBe(false);
    tab = "abilities";
    await user.show();
    await expect(chrome.page.locator('[data-action="rollStartingAbilities"]').count()).resolves.toBe(0);
    tab = "records";

    mode = "play";
    await user.show();
    // Totals add up: experience 3000 + 1000, money 1200 + 600 − 40 − 60, honour 10; the ledger runs from 1800.
    expect(derived().experience).toMatchObject({ total: 4000, unspent: 2500 });
    const summary = await chrome.page.locator(".sw25-records-totals").textContent();
    expect(summary?.replace(/\s+/g, " ")).toContain("Experience 4000");
    expect(summary?.replace(/\s+/g, " ")).toContain("Money 1700");
    expect(summary?.replace(/\s+/g, " ")).toContain("Honour 10");
    await expect(chrome.page.locator("[data-balance]").allTextContents()).resolves.toEqual(["1760", "1700"]);
    await expect(chrome.page.locator('[data-total="experience"]').textContent()).resolves.toBe("1000");
    expect(await chrome.page.getByRole("alert").count()).toBe(0);
    // In play the character takes 12 damage: the typed HP stays (after play nothing is filled).
    await user.type("system.hp.value", 7);
    await user.submit();
    await expect(shownVitals()).resolves.toEqual(["7", "15"]);
    expect(bag(stored().hp).value).toBe(7);
    // The default palette, generated from the sheet: accuracy 1 + 2 = 3, damage k16 + 3 at C 12.
    const buttons = chrome.page.locator(".sw25-palette-buttons li");
    await expect(buttons.nth(0).textContent()).resolves.toContain("Accuracy (weapon 1)");
    await expect(buttons.nth(0).locator("code").textContent()).resolves.toBe("2d6+3");
    await expect(buttons.nth(0).locator(".sw25-odds").textContent()).resolves.toBe("expected 10.0");
    await expect(buttons.nth(1).locator("code").textContent()).resolves.toBe("k16+3@12");
    await chrome.page
      .locator("body > div")
      .screenshot({ path: join(OUT, "workflow-creation-records.en.png") });

    // Spending beyond what was earned shows the warning with the amount.
    mode = "edit";
    tab = "abilities";
    await user.show();
    await user.tick("system.experience.spentOverride", true);
    await user.type("system.experience.spent", 4500);
    await user.submit();
    mode = "play";
    tab = "records";
    await user.show();
    await expect(chrome.page.getByRole("alert").textContent()).resolves.toContain("500 more than earned");
    tab = "abilities";
    await user.show();
    await chrome.page.locator("body > div").screenshot({ path: join(OUT, "workflow-creation.en.png") });

    // The palette window (ApplicationV2 part): the same buttons, and the palette as ytsheet2 text to copy.
    const records = characterView(user.prepared, (k, d) => r.localize(k, d)).records;
    const windowHtml = r.render("apps/palette.hbs", {
      palette: { buttons: records.palette, isDefault: records.paletteIsDefault, text: records.paletteText },
    });
    await chrome.page.setContent(sheetDocument(windowHtml, 360, "en"));
    await expect(chrome.page.locator("button[data-action='paletteRoll']").count()).resolves.toBe(
      records.palette.length,
    );
    await expect(chrome.page.locator("textarea").inputValue()).resolves.toMatch(
      /^2d6\+\{命中1\} Accuracy \(weapon 1\)\n/,
    );
    await chrome.page.locator("body > div").screenshot({ path: join(OUT, "workflow-palette-window.en.png") });
  }, 90_000);
});
