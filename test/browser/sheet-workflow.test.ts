// A new user builds actors in the edit-mode forms, in Chromium: typed values are submitted like ApplicationV2
// submits them, stored, derived again by the real rules, and the derived numbers are checked.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { preparedCharacter, preparedMonster, preparedMount } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";
import { actorSchemas, initialSource } from "./schema-walk.js";
import { type Mode, renderCharacter, renderMonster, renderMount } from "./sheet-pages.js";
import { SheetWorkflow, type StoredActor } from "./workflow.js";

const schemas = await actorSchemas();

describe.skipIf(!hasChromium)("building actors in the edit-mode forms", () => {
  const chrome = chromiumSuite({ width: 900, height: 800 });

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
      chrome.page,
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
    await user.type("system.bonuses.hp", 2);
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
    // AL 2: HP 17 + 6 + 2 typed = 25, MP 13 (no wizard class), Fortitude 2+2, Willpower 2+2, Initiative Scout 1 + 2.
    expect([derived.hpMax, derived.mpMax, derived.fortitude, derived.willpower, derived.initiative]).toEqual([
      25, 13, 4, 4, 3,
    ]);
    // FACTS-2: Fighter 2 (A) 2000 + Scout 1 (B) 500 spent of 3500.
    expect(derived.experience).toMatchObject({
      fromClasses: 2500,
      spent: 2500,
      unspent: 1000,
      overspent: false,
    });
    // The check grid shows class level + ability bonus: Fighter + Dex 5, Scout + Agi 3.
    await expect(chrome.page.locator('[data-key="grid.fighter.dexterity"]').textContent()).resolves.toBe("5");
    await expect(chrome.page.locator('[data-key="grid.scout.agility"]').textContent()).resolves.toBe("3");

    // Spending more than earned warns; typing spent by hand overrides the table.
    await user.type("system.experience.earned", 2000);
    await user.submit();
    await expect(chrome.page.getByRole("alert").textContent()).resolves.toContain("2500");
    await user.tick("system.experience.spentOverride", true);
    await user.type("system.experience.spent", 1500);
    await user.submit();
    expect(await chrome.page.getByRole("alert").count()).toBe(0);
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
    expect(stored.profile).toEqual({
      birth: "Mercenary",
      faith: "None",
      age: "19",
      gender: "Female",
      height: "",
      weight: "",
      playerName: "",
    });
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
    await chrome.page.locator("body > div").screenshot({ path: join(OUT, "workflow-character.en.png") });
    expect(await chrome.page.locator("input[name^='system.base']").count()).toBe(0);
  }, 60_000);

  it("[SECT-04][FLOW-07][ROLL-04] a GM types a three-section monster with skills and loot", async () => {
    // A Japanese GM's monster: the names typed are Japanese too (our own invention).
    const r = renderer("ja");
    let mode: Mode = "edit";
    const user = new SheetWorkflow(
      chrome.page,
      {
        id: "m",
        name: "",
        img: "icons/svg/mystery-man.svg",
        system: initialSource(schemas.monster),
        items: [],
      },
      (s) => preparedMonster(s),
      (prepared) => renderMonster(r, prepared, mode),
      860,
      "ja",
    );
    await user.show();
    await user.type("name", "沼地のヒュドラ");
    await user.type("system.level", 7);
    await user.select("system.monsterType", "mythicalBeast");
    await user.select("system.disposition", "hungry");
    await user.type("system.reputation", 14);
    await user.type("system.weakness", 19);
    await user.type("system.initiative", 15);
    await user.type("system.fortitude", 8);
    await user.type("system.willpower", 7);
    await user.type("system.movement.ground", 10);
    await user.type("system.movement.special", 15);
    await user.select("system.movement.specialKind", "swimming");
    await user.select("system.weakPoint", "accuracy");
    const sections = [
      ["左の首", "噛みつき", 9, 8, 8, 6, 40, 20],
      ["右の首", "噛みつき", 9, 8, 8, 6, 40, 20],
      ["胴体", "", null, null, 7, 8, 60, null],
    ] as const;
    for (const [i, [name, attack, accuracy, damage, evasion, defense, hp, mp]] of sections.entries()) {
      await user.clickListButton('[data-action="addRow"][data-list="sections"]');
      await user.type(`system.sections.${i}.name`, name);
      await user.type(`system.sections.${i}.attackMethod`, attack);
      await user.type(`system.sections.${i}.accuracy`, accuracy ?? "");
      await user.type(`system.sections.${i}.damage`, damage ?? "");
      await user.type(`system.sections.${i}.evasion`, evasion);
      await user.type(`system.sections.${i}.defense`, defense);
      await user.type(`system.sections.${i}.hp.max`, hp);
      await user.type(`system.sections.${i}.hp.value`, hp);
      await user.type(`system.sections.${i}.mp.max`, mp ?? "");
      await user.type(`system.sections.${i}.mp.value`, mp ?? "");
    }
    await user.tick("system.sections.2.core", true);
    // Reorder: the body goes first; then a fourth section is added and removed again.
    await user.clickListButton('[data-action="moveRow"][data-list="sections"][data-index="2"][data-by="-1"]');
    await user.clickListButton('[data-action="moveRow"][data-list="sections"][data-index="1"][data-by="-1"]');
    await user.clickListButton('[data-action="addRow"][data-list="sections"]');
    await user.clickListButton('[data-action="removeRow"][data-list="sections"][data-index="3"]');
    await user.clickListButton('[data-action="addRow"][data-list="skills"]');
    await user.type("system.skills.0.name", "双つの息");
    await user.select("system.skills.0.section", "左の首");
    await user.select("system.skills.0.timing", "major");
    await user.type("system.skills.0.value", 8);
    await user.type("system.skills.0.resistedBy", "半減");
    await user.type("system.skills.0.effect", "直線上に「2d+8」点の水属性ダメージ");
    await user.clickListButton('[data-action="addRow"][data-list="loot"]');
    await user.type("system.loot.0.item", "ヒュドラの鱗");
    await user.type("system.loot.0.price", 150);
    await user.clickListButton('[data-action="addRow"][data-list="loot"]');
    await user.type("system.loot.1.roll", "2-8");
    await user.type("system.loot.1.item", "なし");
    await user.clickListButton('[data-action="addRow"][data-list="loot"]');
    await user.type("system.loot.2.roll", "9+");
    await user.type("system.loot.2.item", "ヒュドラの牙");
    await user.type("system.loot.2.price", 400);
    await user.submit();

    const system = user.source.system as Record<string, unknown>;
    expect((system.sections as { name: string }[]).map((s) => s.name)).toEqual(["胴体", "左の首", "右の首"]);
    expect((system.sections as { core: boolean }[]).map((s) => s.core)).toEqual([true, false, false]);
    expect(system.skills).toEqual([
      {
        name: "双つの息",
        section: "左の首",
        timing: "major",
        value: 8,
        resistedBy: "半減",
        effect: "直線上に「2d+8」点の水属性ダメージ",
      },
    ]);
    expect(system.loot).toEqual([
      { roll: "always", item: "ヒュドラの鱗", price: 150 },
      { roll: "2-8", item: "なし", price: 0 },
      { roll: "9+", item: "ヒュドラの牙", price: 400 },
    ]);
    const derived = (user.prepared.system as { derived: Record<string, unknown> }).derived;
    // The core section (胴体, the body) carries the token bars; fixed values are base + 7 (ROLL-04).
    expect(derived.mainSection).toBe(0);
    expect(derived.hp).toEqual({ value: 60, max: 60 });
    expect(derived.fortitude).toEqual({ base: 8, fixed: 15 });
    expect((derived.sections as { name: string; accuracy: unknown }[])[1]).toMatchObject({
      name: "左の首",
    });

    mode = "play";
    await user.show();
    const text = (await chrome.page.locator("form").textContent()) ?? "";
    expect(text).toContain("9 (16)");
    expect(text).toContain("水中");
    expect(text).not.toContain("swimming");
    expect(text).toContain("幻獣");
    expect(await chrome.page.locator('[data-action="rollLoot"]').count()).toBe(1);
    await chrome.page.locator("body > div").screenshot({ path: join(OUT, "workflow-monster.ja.png") });
  }, 90_000);

  it("[FACTS-6] a mount typed with three levels, a rider, and the level the rider's Rider level picks", async () => {
    const r = renderer("en");
    let mode: Mode = "edit";
    const rider = { rider: 3, adventurer: 5 };
    const user = new SheetWorkflow(
      chrome.page,
      {
        id: "h",
        name: "",
        img: "icons/svg/mystery-man.svg",
        system: initialSource(schemas.mount),
        items: [],
      },
      (s) => preparedMount(s, (s.system as { riderId?: string }).riderId ? rider : null),
      (prepared) =>
        renderMount(
          r,
          prepared,
          mode,
          [{ id: "aki", name: "Aki" }],
          (prepared.system as { riderId?: string }).riderId === "aki" ? "Aki" : "",
        ),
      860,
      "en",
    );
    await user.show();
    await user.type("name", "Ironhoof");
    await user.type("system.levelRange.min", 2);
    await user.type("system.levelRange.max", 4);
    await user.type("system.prices.purchase", 3000);
    await user.type("system.prices.rental", 300);
    await user.select("system.riderId", "aki");
    for (const [i, level] of [2, 3, 4].entries()) {
      await user.clickListButton('[data-action="addRow"][data-list="levels"]');
      await user.type(`system.levels.${i}.level`, level);
      await user.clickListButton(`[data-action="addRow"][data-list="levels.${i}.sections"]`);
      await user.type(`system.levels.${i}.sections.0.name`, "Body");
      await user.type(`system.levels.${i}.sections.0.accuracy`, level + 1);
      await user.type(`system.levels.${i}.sections.0.damage`, level);
      await user.type(`system.levels.${i}.sections.0.evasion`, level + 1);
      await user.type(`system.levels.${i}.sections.0.defense`, level);
      await user.type(`system.levels.${i}.sections.0.hpMax`, 10 * level);
      await user.type(`system.levels.${i}.sections.0.fortitude`, level + 2);
      await user.type(`system.levels.${i}.sections.0.willpower`, level + 1);
    }
    await user.type("system.current.0.hp", 25);
    await user.submit();

    const system = user.source.system as Record<string, unknown>;
    expect((system.levels as { level: number }[]).map((l) => l.level)).toEqual([2, 3, 4]);
    expect(system.riderId).toBe("aki");
    expect(system.prices).toEqual({ purchase: 3000, rental: 300, regeneration: 0 });
    const derived = (user.prepared.system as { derived: Record<string, unknown> }).derived;
    // FACTS-6: Rider level 3 picks the level-3 block; its HP max 30, current 25 typed by hand.
    expect(derived.level).toBe(3);
    expect(derived.hp).toEqual({ value: 25, max: 30 });

    mode = "play";
    await user.show();
    const text = (await chrome.page.locator("form").textContent()) ?? "";
    expect(text).toContain("Aki");
    expect(text).toContain("5 (12)");
    await chrome.page.locator("body > div").screenshot({ path: join(OUT, "workflow-mount.en.png") });
  }, 90_000);
});
