/**
 * The sheets laid out as a ytsheet2 user reads them (issue 38, item 11), in Chromium with the real CSS, en and
 * ja: the character sheet in play shows the 技・体・心 block over the six abilities with their race dice (A–F),
 * growth, extra, score and bonus; the weapon table has 用法 and 必筋; the spell table 対象, 射程, 時間 and 抵抗;
 * the monster header's 弱点 names the element table's weakness; a section's HP box sits beside its "/34",
 * never over it. Each render fits its window and is photographed.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import {
  MAREN,
  preparedCharacter,
  preparedMonster,
  THORNBACK,
  WOLF,
} from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";
import { renderCharacter, renderMonster } from "./sheet-pages.js";

/** The character sheet's window is 760 px (actor-sheet-base.ts); its form gets about 730 px. */
const CHARACTER_WIDTH = 730;
const MONSTER_WIDTH = 830;

type Lang = "en" | "ja";

const WORDS = {
  en: {
    base: ["Technique 8", "Body 8", "Mind 7"],
    rows: ["Race dice", "Growth", "Extra", "Score", "Bonus"],
    weapon: ["Usage", "Min. Strength"],
    spell: ["Target", "Range", "Duration", "Resistance"],
    resisted: "Half",
    weak: "Fire damage +3",
  },
  ja: {
    base: ["技 8", "体 8", "心 7"],
    rows: ["種族ダイス", "成長", "修正", "能力値", "ボーナス"],
    weapon: ["用法", "必筋"],
    spell: ["対象", "射程", "時間", "抵抗"],
    resisted: "半減",
    weak: "炎属性ダメージ+3点",
  },
} as const;

/** Maren with two spells that fill every column (our own invention). */
const CASTER = preparedCharacter({
  ...MAREN,
  system: MAREN.system as Record<string, unknown>,
  items: [
    { _id: "sor", name: "Sorcerer", type: "class", system: { classId: "sorcerer", level: 3 } },
    {
      _id: "bolt",
      name: "Bolt",
      type: "spell",
      system: {
        school: "truespeech",
        level: 1,
        mpCost: 4,
        target: "1 character",
        rangeKind: "distance",
        range: 30,
        duration: "Instant",
        resistance: "half",
        power: 10,
        criticalValue: 10,
      },
    },
    {
      _id: "ward",
      name: "Ward",
      type: "spell",
      system: {
        school: "truespeech",
        level: 2,
        mpCost: 3,
        target: "1 character",
        rangeKind: "touch",
        duration: "3 minutes",
        resistance: "optional",
      },
    },
  ],
});

const MONSTER = preparedMonster({
  ...THORNBACK,
  system: {
    ...(THORNBACK.system as object),
    elementAffinities: [{ element: "fire", kind: "weakness", amount: 3 }],
  },
} as never);

function page(html: string, width: number, lang: Lang): string {
  return sheetDocument(html, width, lang).replace("<body>", '<body style="margin:0">');
}

/** The visible texts of the cells of `selector`'s rows, trimmed and with runs of space made one. */
function rows(p: Page, selector: string): Promise<string[][]> {
  return p
    .locator(`${selector} tr`)
    .evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.children).map((c) => (c as HTMLElement).innerText.replace(/\s+/g, " ").trim()),
      ),
    );
}

/** Elements reaching past the window's right edge (half a pixel for rounding). */
function pastRightEdge(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const root = document.querySelector(".swordworld25") as HTMLElement;
    const edge = root.getBoundingClientRect().right + 0.5;
    return Array.from(root.querySelectorAll("*"))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > edge;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  });
}

describe.skipIf(!hasChromium)("sheets laid out as ytsheet2 lays them out", () => {
  const chrome = chromiumSuite({ width: 900, height: 900 });

  for (const lang of ["en", "ja"] as const) {
    const words = WORDS[lang];

    it(`[issue 38 item 11] ${lang}: the ability block in play: 技・体・心 over A–F, growth, extra, score, bonus`, async () => {
      const p = chrome.page;
      await p.setContent(
        page(
          renderCharacter(renderer(lang), inLanguage(WOLF, lang), "play", "abilities"),
          CHARACTER_WIDTH,
          lang,
        ),
      );
      await p.evaluate(() => document.fonts.ready);
      await p.locator(".swordworld25").screenshot({ path: join(OUT, `ytsheet-abilities.${lang}.png`) });
      const table = await rows(p, "table.sw25-ability-block");
      const r = renderer(lang);
      const abilities = ["dexterity", "agility", "strength", "vitality", "intelligence", "spirit"].map((a) =>
        r.localize(`SW25.Ability.${a}`),
      );
      expect(table).toEqual([
        ["", ...words.base],
        ["", ...abilities],
        [words.rows[0], "A 10", "B 6", "C 10", "D 7", "E 2", "F 5"],
        [words.rows[1], "0", "0", "0", "0", "0", "0"],
        [words.rows[2], "0", "0", "0", "0", "0", "0"],
        [words.rows[3], "18", "14", "18", "15", "9", "12"],
        [words.rows[4], "3", "2", "3", "2", "1", "2"],
      ]);
      // Each base stat spans its two abilities' columns.
      const spans = await p.locator(".sw25-base-stat").evaluateAll((ths) =>
        ths.map((th) => {
          const box = th.getBoundingClientRect();
          return [Math.round(box.left), Math.round(box.right)];
        }),
      );
      const cols = await p.locator("table.sw25-ability-block thead tr:nth-child(2) th").evaluateAll((ths) =>
        ths.map((th) => {
          const box = th.getBoundingClientRect();
          return [Math.round(box.left), Math.round(box.right)];
        }),
      );
      expect(spans.map(([l, rr]) => [l, rr])).toEqual([0, 2, 4].map((i) => [cols[i]?.[0], cols[i + 1]?.[1]]));
      // Play mode shows no input in the ability table; the edit table is not there.
      expect(await p.locator("table.sw25-abilities").count()).toBe(0);
      expect(await pastRightEdge(p)).toEqual([]);
    });

    it(`[issue 38 item 11] ${lang}: weapons show 用法 and 必筋, spells 対象, 射程, 時間 and 抵抗`, async () => {
      const p = chrome.page;
      await p.setContent(
        page(
          renderCharacter(renderer(lang), inLanguage(WOLF, lang), "play", "combat"),
          CHARACTER_WIDTH,
          lang,
        ),
      );
      await p.evaluate(() => document.fonts.ready);
      await p.locator(".swordworld25").screenshot({ path: join(OUT, `ytsheet-weapons.${lang}.png`) });
      const weapons = await rows(p, "table.sw25-weapons:not(.sw25-protection)");
      expect(weapons[0]?.slice(1, 4)).toEqual([lang === "en" ? "Weapon" : "武器", ...words.weapon]);
      expect(weapons[1]?.slice(1, 4)).toEqual([inLanguage("Bastard Sword", lang), "1H", "17"]);
      expect(weapons[2]?.slice(1, 4)).toEqual([inLanguage("Spare Dagger", lang), "1H", "1"]);
      expect(await pastRightEdge(p)).toEqual([]);

      await p.setContent(
        page(
          renderCharacter(renderer(lang), inLanguage(CASTER, lang), "play", "magic"),
          CHARACTER_WIDTH,
          lang,
        ),
      );
      await p.evaluate(() => document.fonts.ready);
      await p.locator(".swordworld25").screenshot({ path: join(OUT, `ytsheet-spells.${lang}.png`) });
      const spells = await rows(p, "table.sw25-spells");
      expect(spells[0]?.slice(3, 7)).toEqual([...words.spell]);
      expect(spells[1]?.slice(0, 7)).toEqual([
        inLanguage("Bolt", lang),
        "1",
        "4",
        inLanguage("1 character", lang),
        "30 m",
        inLanguage("Instant", lang),
        words.resisted,
      ]);
      expect(spells[2]?.slice(3, 5)).toEqual([
        inLanguage("1 character", lang),
        lang === "en" ? "Touch" : "接触",
      ]);
      expect(await pastRightEdge(p)).toEqual([]);
    });

    it(`[issue 38 item 11] ${lang}: the monster header names its weakness; HP boxes sit beside their maximum`, async () => {
      const p = chrome.page;
      await p.setContent(
        page(renderMonster(renderer(lang), inLanguage(MONSTER, lang), "play"), MONSTER_WIDTH, lang),
      );
      await p.evaluate(() => document.fonts.ready);
      await p.locator(".swordworld25").screenshot({ path: join(OUT, `ytsheet-monster.${lang}.png`) });
      const header = await p.locator(".sw25-header").innerText();
      expect(header).toContain(words.weak);
      // Each section's HP box ends before its "/max" starts, and shows its whole value.
      const boxes = await p.locator(".sw25-hp-input").evaluateAll((inputs) =>
        inputs.map((input) => {
          const slash = input.nextSibling as Text;
          const range = document.createRange();
          range.setStart(slash, 0);
          range.setEnd(slash, slash.length);
          const el = input as HTMLInputElement;
          return {
            gap: Math.round(range.getBoundingClientRect().left - el.getBoundingClientRect().right),
            max: slash.textContent,
            fits: el.scrollWidth <= el.clientWidth,
            inBar:
              (el.closest(".sw25-bar")?.getBoundingClientRect().right ?? 0) >=
              range.getBoundingClientRect().right,
          };
        }),
      );
      expect(boxes.map((b) => b.max)).toEqual(["/34", "/28"]);
      for (const b of boxes) {
        expect(b.gap).toBeGreaterThanOrEqual(1);
        expect(b.fits && b.inBar).toBe(true);
      }
      expect(await pastRightEdge(p)).toEqual([]);
    });
  }
});
