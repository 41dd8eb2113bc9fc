// A Japanese GM's first evening (the rough edges it hit), each looked at in Chromium with the real templates and
// CSS: what the sheet, the cards and the board show, in both languages. Screenshots in test-output/browser/first-evening/.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { itemView } from "../../src/system/applications/view/item/item-view.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { preparedCharacter, preparedMonster, THORNBACK, WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";
import { actorSchemas, initialSource } from "./schema-walk.js";
import { renderCharacter, renderMonster } from "./sheet-pages.js";

const schemas = await actorSchemas();
const SHOTS = join(OUT, "first-evening");

/** A character just created from the Actors tab: the schema's defaults, no items. */
const EMPTY = () =>
  preparedCharacter({
    _id: "new",
    name: "New Actor",
    img: "icons/svg/mystery-man.svg",
    system: initialSource(schemas.character),
    items: [],
  } as never);

describe.skipIf(!hasChromium)("a first evening's rough edges", () => {
  const chrome = chromiumSuite({ width: 800, height: 700 });
  const show = async (html: string, width: number, lang: "en" | "ja", name: string) => {
    mkdirSync(SHOTS, { recursive: true });
    await chrome.page.setContent(sheetDocument(html, width, lang));
    await chrome.page.evaluate(() => document.fonts.ready);
    await chrome.page.locator("body > div").screenshot({ path: join(SHOTS, `${name}.${lang}.png`) });
  };

  it.each(["en", "ja"] as const)(
    "[DMG-09] %s: a new, empty character (HP 0 of 0) shows no death-check alarm",
    async (lang) => {
      const actor = EMPTY();
      expect((actor.system as { hp: { max: number } }).hp.max).toBe(0);
      await show(renderCharacter(renderer(lang), actor, "play", "abilities"), 760, lang, "empty-character");
      await expect(chrome.page.locator(".sw25-summary .sw25-warning").count()).resolves.toBe(0);
      await expect(chrome.page.locator('[data-roll="deathCheck"]').count()).resolves.toBe(0);
    },
  );

  it("[DMG-09] a made character at 0 of 24 HP still does", async () => {
    const actor = EMPTY();
    (actor.system as { hp: { value: number; max: number } }).hp = { value: 0, max: 24 };
    await show(renderCharacter(renderer("en"), actor, "play", "abilities"), 760, "en", "down-character");
    await expect(chrome.page.locator(".sw25-summary .sw25-warning").count()).resolves.toBe(1);
    await expect(chrome.page.locator('[data-roll="deathCheck"]').count()).resolves.toBe(1);
  });

  it.each([
    ["en", "▶Thorn Volley/6 (13)/Evasion", "Tail"],
    ["ja", "▶棘の斉射／6（13）／回避力", "尻尾"],
  ] as const)(
    "%s: a monster's unique skill reads as the rulebook prints it, with a roll button",
    async (lang, line, tail) => {
      const thornback = inLanguage(THORNBACK, lang);
      const monster = preparedMonster({
        ...(thornback as object),
        system: {
          ...((thornback as { system: object }).system as object),
          useFixedValues: true,
          skills: [
            {
              name: lang === "ja" ? "棘の斉射" : "Thorn Volley",
              section: tail,
              timing: "major",
              value: 6,
              resistedBy: lang === "ja" ? "回避力" : "Evasion",
              effect: lang === "ja" ? "1エリアの3体まで2d+4点" : "2d+4 to up to 3 targets in one area",
            },
            {
              name: lang === "ja" ? "硬い甲殻" : "Hard shell",
              section: "",
              timing: "passive",
              value: null,
              resistedBy: "",
              effect: "",
            },
          ],
        },
      } as never);
      await show(renderMonster(renderer(lang), monster, "play"), 860, lang, "monster-skills");
      const lines = await chrome.page.locator(".sw25-skill-line").allTextContents();
      expect(lines.map((l) => l.replace(/\s+/g, " ").trim())).toEqual([
        lang === "ja" ? "○硬い甲殻" : "○Hard shell",
        line,
      ]);
      // A monster's fixed initiative is its 先制値 (a character's is 先制力).
      await expect(chrome.page.locator(".sw25-header").innerText()).resolves.toContain(
        lang === "ja" ? "先制値 13" : "Initiative 13",
      );
      // The whole monster's skills first, then each section's under "●section", as ytsheet2 groups them.
      await expect(chrome.page.locator(".sw25-skill-section").allInnerTexts()).resolves.toEqual([`●${tail}`]);
      // The mark says its timing to a screen reader and on hover.
      await expect(
        chrome.page.locator('[data-skill="0"] .sw25-skill-mark').getAttribute("title"),
      ).resolves.toBe(lang === "ja" ? "主動作型" : "Major action");
      // A roll button for the skill with a value, none for the passive one; it asks for the skill's own check.
      const button = chrome.page.locator('[data-skill="0"] button[data-roll="skill"]');
      await expect(button.count()).resolves.toBe(1);
      await expect(chrome.page.locator('[data-skill="1"] button').count()).resolves.toBe(0);
      const key = (await button.getAttribute("data-key")) ?? "";
      const fixed = rollRequest("monster", monster, { roll: "skill", key });
      expect(fixed).toEqual({
        ok: true,
        value: {
          kind: "fixed",
          label: "SW25.Roll.Skill",
          itemName: lang === "ja" ? "棘の斉射" : "Thorn Volley",
          value: 13,
        },
      });
      const rolled = rollRequest(
        "monster",
        { ...monster, system: { ...(monster.system as object), useFixedValues: false } } as never,
        { roll: "skill", key },
      );
      expect(rolled.ok && rolled.value).toMatchObject({ kind: "check", modifier: 6, opposed: true });
      expect(rollRequest("monster", monster, { roll: "skill", key: "1" }).ok).toBe(false);
    },
  );

  it.each(["en", "ja"] as const)(
    "%s: the Classes tab types a level in place; a class has no delete button in play mode, one in edit mode",
    async (lang) => {
      const actor = preparedCharacter({
        _id: "pc",
        name: inLanguage("Aki", lang),
        img: "icons/svg/mystery-man.svg",
        system: initialSource(schemas.character),
        items: [
          {
            _id: "fighter",
            name: inLanguage("Fighter", lang),
            type: "class",
            system: { classId: "fighter", level: 2 },
          },
        ],
      } as never);
      const r = renderer(lang);
      await show(renderCharacter(r, actor, "play", "classes"), 760, lang, "classes-play");
      const level = chrome.page.locator('li[data-item-id="fighter"] input.sw25-class-level');
      await expect(level.inputValue()).resolves.toBe("2");
      await expect(level.getAttribute("data-item-field")).resolves.toBe("system.level");
      await expect(level.getAttribute("max")).resolves.toBe("17");
      await expect(level.getAttribute("aria-label")).resolves.toBe(
        r.localize("SW25.Sheet.ClassLevel", { name: inLanguage("Fighter", lang) }),
      );
      await expect(chrome.page.locator('li[data-item-id="fighter"] .sw25-delete').count()).resolves.toBe(0);
      await show(renderCharacter(r, actor, "edit", "classes"), 760, lang, "classes-edit");
      await expect(chrome.page.locator('li[data-item-id="fighter"] .sw25-delete').count()).resolves.toBe(1);
    },
  );

  it.each([
    ["song", false, false],
    ["alchemy", true, false],
    ["riding", false, true],
  ] as const)(
    "the technique sheet of a %s shows card colour/rank: %s, target mount: %s",
    async (kind, card, mount) => {
      const r = renderer("ja");
      const html = r.render("item/item.hbs", {
        view: itemView({
          _id: "t",
          name: "技",
          type: "technique",
          system: { kind, cost: { amount: 1, resource: "mp" } },
        }),
        canEdit: true,
        effects: [],
      });
      await show(html, 520, "ja", `technique-${kind}`);
      const named = (path: string) => chrome.page.locator(`[name="system.${path}"]`).count();
      await expect(named("cost.cardColour")).resolves.toBe(card ? 1 : 0);
      await expect(named("cost.cardRank")).resolves.toBe(card ? 1 : 0);
      await expect(named("mount")).resolves.toBe(mount ? 1 : 0);
      await expect(named("cost.resource")).resolves.toBe(1);
    },
  );

  it.each(["en", "ja"] as const)("%s: the Combat tab's Evasion line has its roll button", async (lang) => {
    const r = renderer(lang);
    await show(renderCharacter(r, inLanguage(WOLF, lang), "play", "combat"), 760, lang, "evasion-line");
    const button = chrome.page.locator('.sw25-defenses button[data-roll="evasion"]');
    await expect(button.count()).resolves.toBe(1);
    await expect(button.isDisabled()).resolves.toBe(false);
    await expect(button.getAttribute("aria-label")).resolves.toBe(r.localize("SW25.Roll.Evasion"));
    const request = rollRequest("character", WOLF, {
      roll: (await button.getAttribute("data-roll")) ?? "",
      key: (await button.getAttribute("data-key")) ?? "",
    });
    expect(request.ok && request.value).toMatchObject({ kind: "check", defends: true });
  });
});
