// A new user builds actors in the edit-mode forms, in Chromium: typed values are submitted like ApplicationV2
// submits them, stored, derived again by the real rules, and the derived numbers are checked.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedCharacter } from "../system/fixtures/sample-actors.js";
import { CHROMIUM, FLAGS, hasChromium, OUT } from "./browser-page.js";
import { renderer } from "./render-harness.js";
import { actorSchemas, initialSource } from "./schema-walk.js";
import { type Mode, renderCharacter } from "./sheet-pages.js";
import { SheetWorkflow, type StoredActor } from "./workflow.js";

const schemas = await actorSchemas();

describe.skipIf(!hasChromium)("building actors in the edit-mode forms", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    page = await browser.newPage({ viewport: { width: 900, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[FACTS-1][FACTS-2] a character typed from nothing: background + race dice + growth → abilities → HP, MP, checks", async () => {
    const r = renderer("en");
    let mode: Mode = "edit";
    let tab = "abilities";
    const source: StoredActor = {
      id: "new",
      name: "",
      img: "icons/svg/mystery-man.svg",
      system: initialSource(schemas.character),
      items: [
        { _id: "race", name: "Human", type: "race", system: { noMagicPoints: false, defense: 0 } },
        {
          _id: "fighter",
          name: "Fighter",
          type: "class",
          system: { classId: "fighter", level: 2, tier: "A", kind: "warrior" },
        },
        {
          _id: "scout",
          name: "Scout",
          type: "class",
          system: { classId: "scout", level: 1, tier: "B", kind: "other" },
        },
      ],
    };
    const user = new SheetWorkflow(
      page,
      source,
      (s) => preparedCharacter(s),
      (prepared) => renderCharacter(r, prepared, mode, tab),
      760,
      "en",
    );
    await user.show();
    await user.type("name", "Aki");
    await user.type("system.base.technique", 9);
    await user.type("system.base.body", 7);
    await user.type("system.base.mind", 8);
    const race = { dexterity: 10, agility: 6, strength: 10, vitality: 8, intelligence: 2, spirit: 5 };
    for (const [ability, value] of Object.entries(race))
      await user.type(`system.abilities.${ability}.race`, value);
    await user.type("system.abilities.dexterity.growth", 1);
    await user.type("system.abilities.vitality.growth", 2);
    await user.type("system.experience.earned", 3500);
    await user.type("system.money", 1200);
    await user.type("system.honor.points", 30);
    await user.type("system.hp.value", 23);
    await user.submit();

    const derived = (user.prepared.system as { derived: Record<string, unknown> }).derived;
    expect(user.source.name).toBe("Aki");
    // Dex 9+10+1 = 20, Agi 9+6 = 15, Str 7+10 = 17, Vit 7+8+2 = 17, Int 8+2 = 10, Spi 8+5 = 13.
    expect(derived.scores).toEqual({
      dexterity: 20,
      agility: 15,
      strength: 17,
      vitality: 17,
      intelligence: 10,
      spirit: 13,
    });
    expect(derived.modifiers).toEqual({
      dexterity: 3,
      agility: 2,
      strength: 2,
      vitality: 2,
      intelligence: 1,
      spirit: 2,
    });
    // AL 2: HP 17 + 6 = 23, MP 13 (no wizard class), Fortitude 2+2, Willpower 2+2, Initiative Scout 1 + 2.
    expect([derived.hpMax, derived.mpMax, derived.fortitude, derived.willpower, derived.initiative]).toEqual([
      23, 13, 4, 4, 3,
    ]);
    // FACTS-2: Fighter 2 (A) 2000 + Scout 1 (B) 500 spent of 3500.
    expect(derived.experience).toMatchObject({
      fromClasses: 2500,
      spent: 2500,
      unspent: 1000,
      overspent: false,
    });
    // The check grid shows class level + ability bonus: Fighter + Dex 5, Scout + Agi 3.
    await expect(page.locator('[data-key="grid.fighter.dexterity"]').textContent()).resolves.toBe("5");
    await expect(page.locator('[data-key="grid.scout.agility"]').textContent()).resolves.toBe("3");

    // Spending more than earned warns; typing spent by hand overrides the table.
    await user.type("system.experience.earned", 2000);
    await user.submit();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("2500");
    await user.tick("system.experience.spentOverride", true);
    await user.type("system.experience.spent", 1500);
    await user.submit();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect((user.prepared.system as { derived: Record<string, unknown> }).derived.experience).toMatchObject({
      spent: 1500,
      unspent: 500,
    });

    // Profile: birth, faith, a language and an honour item, through the list editors.
    tab = "profile";
    await user.show();
    await user.type("system.profile.birth", "Mercenary");
    await user.type("system.profile.faith", "None");
    await user.type("system.profile.age", "19");
    await user.type("system.profile.gender", "Female");
    await user.clickListButton('[data-action="addRow"][data-list="languages"]');
    await user.type("system.languages.0.name", "Trade Common");
    await user.tick("system.languages.0.read", false);
    await user.clickListButton('[data-action="addRow"][data-list="languages"]');
    await user.type("system.languages.1.name", "Elvish");
    await user.clickListButton('[data-action="addRow"][data-list="honor.items"]');
    await user.type("system.honor.items.0.name", "Guild badge");
    await user.type("system.honor.items.0.points", 10);
    await user.clickListButton(
      '[data-action="moveRow"][data-list="languages"][data-index="1"][data-by="-1"]',
    );
    const stored = user.source.system as Record<string, Record<string, unknown>>;
    expect(stored.profile).toEqual({ birth: "Mercenary", faith: "None", age: "19", gender: "Female" });
    expect(stored.languages).toEqual([
      { name: "Elvish", speak: true, read: true },
      { name: "Trade Common", speak: true, read: false },
    ]);
    expect(stored.honor?.items).toEqual([{ name: "Guild badge", points: 10 }]);
    expect(stored.honor?.points).toBe(30);
    // Nothing typed earlier was lost by later submits.
    expect(stored.base?.technique).toBe(9);

    mode = "play";
    tab = "abilities";
    await user.show();
    await page.locator("body > div").screenshot({ path: join(OUT, "workflow-character.en.png") });
    expect(await page.locator("input[name^='system.base']").count()).toBe(0);
  }, 60_000);
});
