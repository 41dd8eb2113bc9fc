/**
 * What a Japanese table reads (issue 38, item 10), measured in Chromium with the real CSS: Japanese lines break
 * between words, never inside one (a known word's characters stay on one line: Range.getClientRects), CJK text is
 * never slanted in a fake italic (its computed font-style is normal, where English keeps its italic), and the
 * party sheet fits its window in both languages (no control reaches past the window's right edge).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { partyEdit } from "../../src/system/applications/view/edit/party-edit.js";
import { partyView } from "../../src/system/applications/view/party-view.js";
import { bag } from "../../src/system/applications/view/read.js";
import { arsenalFromItems } from "../../src/system/combat/policy/arsenal.js";
import { trackerView } from "../../src/system/combat/tracker/view.js";
import { placedBattle, play, player, translator } from "../system/combat/helpers.js";
import { battleInLanguage, inLanguage } from "../system/fixtures/japanese-samples.js";
import { WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";
import { renderCharacter } from "./sheet-pages.js";
import { trackerPage } from "./tracker-page.js";

/**
 * The party sheet's window is 760 px wide (party-sheet.ts); Foundry's window frame and content padding take
 * some of it, so its form gets about 730 px.
 */
const PARTY_WIDTH = 730;

/** Words of the Japanese sheets and board that a reader sees broken mid-word when CJK text breaks anywhere. */
const WORDS = ["目的達成", "名誉点", "メンバー", "攻撃", "売却額", "戦利品", "日付", "成長", "未装備"];

const SESSION = {
  date: "2026-11-20",
  title: "The Drowned Lantern",
  goalMet: true,
  monsters: "Goblin 2\nBoggard 4",
  lootSold: 1200,
  shardHonor: 6,
  members: "Arle, Bram",
};

const MEMBERS = ["Arle", "Bram"].map((name, i) => ({
  id: name.toLowerCase(),
  name,
  img: "",
  system: {
    hp: { value: 18, max: 22 },
    mp: { value: 9, max: 14 },
    classResources: { songUp: i === 0 ? 3 : 0, morale: 0 },
    experience: { fumbles: 1 },
    records: { sessions: [] },
  },
  unconscious: false,
  canOpen: true,
}));

function partyPage(
  lang: "en" | "ja",
  mode: "play" | "edit",
  sessions: readonly object[] = [SESSION],
): string {
  const r = renderer(lang);
  const system = {
    members: ["arle", "bram"],
    money: 5,
    loot: "",
    notes: "",
    sessions: inLanguage(sessions, lang),
  };
  return r.render("actor/party.hbs", {
    view: partyView(system, inLanguage(MEMBERS, lang)),
    ...(mode === "edit" ? { edit: partyEdit(bag(system)) } : {}),
    editMode: mode === "edit",
    name: inLanguage("The Lanterns", lang),
    img: "icons/svg/mystery-man.svg",
    canEdit: true,
    isGM: true,
    today: "2026-11-27",
    gmName: inLanguage("Aki", lang),
  });
}

/** A sheet page with no body margin, so the window's right edge is the page's. */
function framed(html: string, width: number, lang: "en" | "ja"): string {
  return sheetDocument(html, width, lang).replace("<body>", '<body style="margin:0">');
}

/** The Battle Board on Bram's turn with his sling: its attack button reads 「スリングで攻撃」. */
function boardPage(lang: "en" | "ja"): string {
  const kit = arsenalFromItems(
    inLanguage(
      [
        {
          id: "s",
          type: "weapon",
          name: "Sling",
          system: { equipped: true, attackKind: "shooting", range: 30 },
        },
      ],
      lang,
    ),
  );
  const battle = play(placedBattle(), [
    { type: "startRound" },
    { type: "startTurn", actorId: "Arle" },
    { type: "endTurn", actorId: "Arle" },
    { type: "startTurn", actorId: "Bram" },
  ]);
  const arsenal = (id: string) => (id === "Bram" ? kit : { weapons: [], spells: [] });
  const context = {
    ...trackerView({
      state: battleInLanguage(battle, lang),
      chosenMethod: "simplified",
      user: player("Bram"),
      t: translator(lang),
      arsenal,
    }),
    method: "simplified",
  };
  return trackerPage(lang, context, { theme: "light", background: "#e8e3d9", width: 300 });
}

/** A chat card after its damage was applied: the "applied" line and an undone target (decorate-card.ts). */
function appliedCard(lang: "en" | "ja"): string {
  const r = renderer(lang);
  const html = `<div class="swordworld25 sw25-card"><p class="sw25-card-applied">${r.localize("SW25.Card.Applied", { count: "1" })}</p>
    <ul class="sw25-card-applied-list"><li><span>${inLanguage("Goblin", lang)}</span> <span class="sw25-card-undone">${r.localize("SW25.Card.Undo.Undone")}</span></li></ul></div>`;
  return framed(html, 280, lang);
}

/** Every occurrence of a word that the page draws over more than one line, with the text it sits in. */
function brokenWords(page: Page, words: readonly string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const word of list)
        for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) out.push(`${word} in 「${text.trim()}」`);
        }
    }
    return out;
  }, words);
}

/** The number of words of `words` the page shows (so a test cannot pass on a page without them). */
function wordsShown(page: Page, words: readonly string[]): Promise<number> {
  return page.evaluate(
    (list) => list.filter((w) => (document.body.textContent ?? "").includes(w)).length,
    words,
  );
}

/** Text in CJK script whose element is drawn italic or oblique, and the italic Latin texts' count. */
function slanted(page: Page): Promise<{ cjk: string[]; latin: number }> {
  return page.evaluate(() => {
    const cjk: string[] = [];
    let latin = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const style = getComputedStyle(parent).fontStyle;
      if (style === "normal") continue;
      if (/[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/.test(text)) cjk.push(`${text} (${parent.className})`);
      else latin += 1;
    }
    return { cjk, latin };
  });
}

/** Elements of the window that reach past its right edge (half a pixel allowed for rounding). */
function pastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector(".swordworld25") as HTMLElement;
    const edge = root.getBoundingClientRect().right + 0.5;
    const out: string[] = [];
    for (const el of Array.from(root.querySelectorAll("*"))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > edge)
        out.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.right - edge)} px`);
    }
    if (root.scrollWidth > root.clientWidth)
      out.push(`scrollWidth ${root.scrollWidth} > ${root.clientWidth}`);
    return out;
  });
}

describe.skipIf(!hasChromium)("Japanese text: words kept whole, upright, inside the window", () => {
  const chrome = chromiumSuite({ width: 900, height: 900 });

  for (const lang of ["en", "ja"] as const)
    it(`[issue 38 item 10] ${lang}: the party sheet (play with the session-end form, edit) fits its window`, async () => {
      const page = chrome.page;
      for (const mode of ["play", "edit"] as const) {
        await page.setContent(framed(partyPage(lang, mode), PARTY_WIDTH, lang));
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: join(OUT, `party-fit.${mode}.${lang}.png`), fullPage: true });
        expect(await pastRightEdge(page), `${lang} ${mode}`).toEqual([]);
      }
    });

  it("[issue 38 item 10] ja: the party sheet, the character sheet and the Battle Board break no word", async () => {
    const page = chrome.page;
    const pages = [
      ["party-play", framed(partyPage("ja", "play"), PARTY_WIDTH, "ja")],
      ["party-edit", framed(partyPage("ja", "edit"), PARTY_WIDTH, "ja")],
      [
        "character-combat",
        framed(renderCharacter(renderer("ja"), inLanguage(WOLF, "ja"), "play", "combat"), 520, "ja"),
      ],
      ["board", boardPage("ja")],
    ] as const;
    let shown = 0;
    for (const [name, html] of pages) {
      await page.setContent(html);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(OUT, `japanese-words.${name}.png`), fullPage: true });
      expect(await brokenWords(page, WORDS), name).toEqual([]);
      shown += await wordsShown(page, WORDS);
    }
    // The pages do show these words (the party's table heads, the board's attack button, the sheet's 未装備).
    expect(shown).toBeGreaterThanOrEqual(12);
  });

  it("[issue 38 item 10] ja: no CJK text is slanted; English keeps its italic", async () => {
    const page = chrome.page;
    for (const lang of ["ja", "en"] as const) {
      const pages = [
        framed(partyPage(lang, "play", []), PARTY_WIDTH, lang),
        framed(renderCharacter(renderer(lang), inLanguage(WOLF, lang), "play", "combat"), 760, lang),
        appliedCard(lang),
      ];
      let cjk: string[] = [];
      let latin = 0;
      for (const html of pages) {
        await page.setContent(html);
        const found = await slanted(page);
        cjk = cjk.concat(found.cjk);
        latin += found.latin;
      }
      if (lang === "ja") expect(cjk).toEqual([]);
      // English: the empty list, the unworn weapon's reason, the applied line and "undone" stay italic.
      else expect(latin).toBeGreaterThanOrEqual(4);
    }
  });
});
