/**
 * The spellcasting card with magic expansion certainty (確実化), rendered with the real template, lang file and
 * CSS in Chromium, light and dark, en and ja, in a chat column as wide as Foundry's: both rolls on their own
 * rows (label, dice, total, kept or not), the kept row set apart, every text at WCAG AA contrast, nothing
 * wrapping or overflowing. Screenshots: test-output/browser/certainty-card.<lang>.<theme>.png.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_EXPANSION } from "../../src/rules/character/techniques/magic-expansion.js";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { rollDialogView } from "../../src/system/applications/roll-dialog.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { cardView, type RollCard } from "../../src/system/chat/roll-card.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { MAREN } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, pageCss } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { belowAA, paintedContrast } from "./contrast.js";
import { renderer } from "./render-harness.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const SIDEBAR = { light: "#e8e3d9", dark: "#1e1d22" } as const;
const bolt = must(rollRequest("character", MAREN, { roll: "spellcasting", itemId: "bolt" }));

/** Maren casts Bolt at a Goblin (Willpower 12) with certainty: 2+2 (11) set aside, 5+3 (15) kept; then one without. */
function cards(lang: "en" | "ja"): RollCard[] {
  const situation = {
    modifier: 0,
    against: 12,
    againstTarget: { name: inLanguage("Goblin", lang), stat: "willpower" as const },
  };
  const twice = must(performRoll(bolt, { ...situation, certainty: true }, fixedDice([2, 2, 5, 3])));
  const fumbleAside = must(performRoll(bolt, { ...situation, certainty: true }, fixedDice([6, 4, 1, 1])));
  const once = must(performRoll(bolt, situation, fixedDice([5, 3])));
  return [twice, fumbleAside, once].map((card) => ({
    ...card,
    actor: inLanguage("Maren", lang),
    item: inLanguage("Bolt", lang),
  }));
}

function page(lang: "en" | "ja", theme: keyof typeof SIDEBAR): string {
  const r = renderer(lang);
  const items = cards(lang)
    .map(
      (card) => `<li class="chat-message">${r.render("chat/roll-card.hbs", { card: cardView(card) })}</li>`,
    )
    .join("");
  expect([...r.missing]).toEqual([]);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}
    body { margin: 0; font-size: 14px; }
    #chat-log { list-style: none; margin: 0; padding: 8px; width: 300px; display: flex; flex-direction: column; gap: 8px; }
    </style></head><body class="theme-${theme}" style="background: ${SIDEBAR[theme]}"><ol id="chat-log">${items}</ol></body></html>`;
}

describe.skipIf(!hasChromium)("certainty in Chromium", () => {
  // One tab for the file's tests (a new tab costs Chromium more than all a test does in it): each test has it
  // made new (`fresh`: its size, a new document and window) and sets its own page.
  const chrome = chromiumSuite({ width: 316, height: 600 });

  describe("the certainty card in Chromium", () => {
    for (const theme of ["light", "dark"] as const)
      for (const lang of ["en", "ja"] as const)
        it(`${theme}, ${lang}: both rolls on one line each, the kept one marked, readable (AA)`, async () => {
          const tab = await chrome.fresh({ width: 316, height: 600 });
          await tab.setContent(page(lang, theme));
          // Taken first, so a failing run still leaves the picture to look at.
          await tab.screenshot({ path: join(OUT, `certainty-card.${lang}.${theme}.png`), fullPage: true });
          const rows = await tab.$$eval(".sw25-card-certainty", (blocks) =>
            blocks.map((block) =>
              [...block.querySelectorAll(".sw25-certainty-roll")].map((li) => {
                const box = li.getBoundingClientRect();
                const card = (li.closest(".sw25-card") as HTMLElement).getBoundingClientRect();
                const die = (li.querySelector(".sw25-die") as HTMLElement).getBoundingClientRect();
                return {
                  kept: li.classList.contains("kept"),
                  // Each part as shown: label, each die, total, kept or not.
                  text: [...li.querySelectorAll(":scope > span:not(.sw25-dice-pair), .sw25-die")]
                    .sort((a, b) =>
                      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
                    )
                    .map((el) => (el.textContent ?? "").trim())
                    .join(" "),
                  oneLine: box.height < die.height * 1.8,
                  inside: box.left >= card.left && box.right <= card.right,
                  weight: getComputedStyle(li).fontWeight,
                };
              }),
            ),
          );
          const first = lang === "en" ? "1st roll" : "1回目";
          const second = lang === "en" ? "2nd roll" : "2回目";
          const kept = lang === "en" ? "Kept" : "採用";
          const aside = lang === "en" ? "Not used" : "不採用";
          // Two certainty cards, the plain cast none.
          expect(rows.map((r) => r.map((x) => [x.kept, x.text]))).toEqual([
            [
              [false, `${first} 2 2 11 ${aside}`],
              [true, `${second} 5 3 15 ${kept}`],
            ],
            [
              [true, `${first} 6 4 17 ${kept}`],
              [false, `${second} 1 1 9 ${aside}`],
            ],
          ]);
          for (const row of rows.flat()) {
            expect(row.oneLine, row.text).toBe(true);
            expect(row.inside, row.text).toBe(true);
          }
          // The kept row stands out in bold; the other does not.
          expect(rows.flat().map((r) => Number(r.weight) >= 600)).toEqual(rows.flat().map((r) => r.kept));
          expect(await tab.$$eval(".sw25-card-total", (els) => els.map((e) => e.textContent))).toEqual([
            "15",
            "17",
            "15",
          ]);
          const texts = await paintedContrast(tab, ".sw25-card *", { ownText: true });
          expect(belowAA(texts)).toEqual([]);
        });
  });

  describe("the spellcasting dialog's odds with certainty in Chromium", () => {
    for (const lang of ["en", "ja"] as const)
      it(`${lang}: under the expansion fieldset, the chance for one roll and with certainty, each on one line`, async () => {
        const r = renderer(lang);
        const body = r.render("dialog/roll-modifier.hbs", {
          ...rollDialogView(bolt, { kind: "fixed", value: 12 }, [], [], false, true),
          expansion: { mpCost: 3, max: MAX_EXPANSION },
        });
        expect([...r.missing]).toEqual([]);
        const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}</style></head><body><div class="swordworld25 dialog" style="width:400px"><form>${body}</form></div></body></html>`;
        const tab = await chrome.fresh({ width: 440, height: 360 });
        await tab.setContent(html);
        await tab.screenshot({ path: join(OUT, `certainty-dialog.${lang}.png`), fullPage: true });
        const lines = await tab.$$eval(".sw25-roll-dialog > p", (els) =>
          els.map((el) => ({
            text: el.textContent?.replace(/\s+/g, " ").trim(),
            // "normal" line height: one line is under two font sizes tall.
            oneLine: el.getBoundingClientRect().height < Number.parseFloat(getComputedStyle(el).fontSize) * 2,
          })),
        );
        expect(lines.map((l) => l.text)).toEqual(
          lang === "en"
            ? ["Chance to beat the target: 72.2%", "Chance with certainty: 92.3%"]
            : ["目標を上回る確率：72.2%", "確実化した場合の確率：92.3%"],
        );
        expect(lines.every((l) => l.oneLine)).toBe(true);
      });
  });
});
