/**
 * Change Fate (運命変転) on a chat card in Chromium with the real template, lang file and CSS, en and ja: Wolf
 * (a Human) rolls 1-1 to hit a Goblin (an automatic failure), presses the card's Change Fate button, and the
 * card is written again as the system writes it (flipCard, then the card template): 6-6, an automatic
 * success, the flip on its own line. His next card shows no use left today, its button disabled.
 * English on the light theme, Japanese on the dark one.
 * Screenshots: test-output/browser/change-fate.<lang>.before.png and .after.png.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { raceAbility, spendUse } from "../../src/rules/character/races/race-abilities.js";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { changeFateRow, flipCard } from "../../src/system/chat/change-fate-card.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { cardView, type RollCard } from "../../src/system/chat/roll-card.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, pageCss, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { belowAA, paintedContrast } from "./contrast.js";
import { renderer } from "./render-harness.js";
import { renderCharacter } from "./sheet-pages.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const accuracy = must(rollRequest("character", WOLF, { roll: "accuracy", itemId: "bastard" }));

/** The card in the table's language: a Japanese table's actor, weapon and target have Japanese names. */
function accuracyCard(dice: [number, number], lang: "en" | "ja"): RollCard {
  const card = must(
    performRoll(
      accuracy,
      { modifier: 0, against: 13, againstTarget: { name: inLanguage("Goblin", lang), stat: "evasion" } },
      fixedDice(dice),
    ),
  );
  return { ...card, actor: inLanguage("Wolf", lang), item: inLanguage("Bastard Sword", lang) };
}

describe.skipIf(!hasChromium)("Change Fate on a card in Chromium", () => {
  const chrome = chromiumSuite();

  // English on the light sidebar, Japanese on the dark one: both themes looked at.
  for (const [lang, theme] of [
    ["en", "light"],
    ["ja", "dark"],
  ] as const)
    it(`[#35.1] ${lang}, ${theme}: a 1-1 flipped on the card becomes 6-6, an automatic success; the next card has no use left`, async () => {
      const r = renderer(lang);
      // A tab of its own: the click handler is exposed once per page.
      const tab = await chrome.browser.newPage({ viewport: { width: 340, height: 900 } });
      const words = { format: r.localize, localize: (key: string) => r.localize(key) };
      const fate = raceAbility("changeFate");
      let used = 0;
      let card = accuracyCard([1, 1], lang);
      const cardHtml = (c: RollCard, withRow: boolean) =>
        r
          .render("chat/roll-card.hbs", { card: cardView(c) })
          .replace(/<\/div>\s*$/, `${withRow ? changeFateRow(1 - used, words) : ""}</div>`);
      // The click as the system handles it: a use spent (the rules refuse a second), the card flipped and
      // rendered again from the same template.
      await tab.exposeFunction("sw25ChangeFate", () => {
        const spent = spendUse(fate, used);
        if (!spent.ok) return null;
        const flipped = flipCard(card, fixedDice([]));
        if (!flipped.ok) return null;
        used = spent.value;
        card = flipped.value;
        return cardHtml(card, false);
      });
      await tab.setContent(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}
        body { margin: 0; font-size: 14px; background: ${theme === "light" ? "#e8e3d9" : "#1e1d22"}; }
        #chat-log { list-style: none; margin: 0; padding: 8px; width: 300px; display: flex; flex-direction: column; gap: 8px; }
        </style></head><body class="theme-${theme}"><ol id="chat-log"><li class="chat-message" id="m1">${cardHtml(card, true)}</li></ol>
        <script>
          document.addEventListener("click", async (event) => {
            const button = event.target.closest("[data-sw25-change-fate]");
            if (!button) return;
            const html = await window.sw25ChangeFate();
            if (html) button.closest(".chat-message").innerHTML = html;
          });
        </script></body></html>`,
      );
      expect([...r.missing]).toEqual([]);
      await tab.evaluate(() => document.fonts.ready);
      await tab.locator("#chat-log").screenshot({ path: join(OUT, `change-fate.${lang}.before.png`) });
      const outcome = () => tab.locator("#m1 .sw25-card-outcome").textContent();
      expect(await outcome()).toBe(lang === "en" ? "Automatic failure" : "自動失敗");
      const button = tab.locator("#m1 [data-sw25-change-fate]");
      expect(await button.textContent()).toBe(
        lang === "en" ? "Change Fate (1/1 left today)" : "運命変転（今日の残り1/1回）",
      );

      await button.click();
      await tab
        .locator("#m1 .sw25-card-outcome", { hasText: lang === "en" ? "Automatic success" : "自動成功" })
        .waitFor();
      expect(await tab.locator("#m1 .sw25-die").allTextContents()).toEqual(["6", "6"]);
      expect(await tab.locator("#m1 .sw25-card-total").textContent()).toBe("17");
      const lines = await tab.locator("#m1 .sw25-card-lines").innerText();
      expect(lines.replace(/\s+/g, " ")).toContain(
        lang === "en" ? "Change Fate 1,1 → 6,6" : "運命変転 1,1 → 6,6",
      );
      // The 50 experience of the 1-1 rolled stays on the card.
      expect(lines.replace(/\s+/g, " ")).toContain(lang === "en" ? "Experience +50" : "経験点 +50");
      expect(await tab.locator("#m1 [data-sw25-change-fate]").count()).toBe(0);

      // His next roll: the button says no use is left and cannot be pressed.
      await tab.evaluate(
        (html) =>
          document
            .querySelector("#chat-log")
            ?.insertAdjacentHTML("beforeend", `<li class="chat-message" id="m2">${html}</li>`),
        cardHtml(accuracyCard([3, 4], lang), true),
      );
      const spentButton = tab.locator("#m2 [data-sw25-change-fate]");
      expect(await spentButton.isDisabled()).toBe(true);
      expect(await spentButton.textContent()).toBe(
        lang === "en" ? "Change Fate (0/1 left today)" : "運命変転（今日の残り0/1回）",
      );
      await tab.locator("#chat-log").screenshot({ path: join(OUT, `change-fate.${lang}.after.png`) });
      expect(belowAA(await paintedContrast(tab, ".sw25-card *", { ownText: true }))).toEqual([]);
      await tab.close();
    });
});

describe.skipIf(!hasChromium)("race abilities on the character sheet in Chromium", () => {
  const chrome = chromiumSuite({ width: 800, height: 700 });

  for (const lang of ["en", "ja"] as const)
    it(`[#35.1] ${lang}: Change Fate with today's uses, its description below, the GM's New day button`, async () => {
      const r = renderer(lang);
      const wolf = inLanguage(WOLF, lang);
      const used = { ...wolf, system: { ...(wolf.system as object), dailyUses: { changeFate: 1 } } };
      await chrome.page.setContent(sheetDocument(renderCharacter(r, used, "play", "classes"), 760, lang));
      expect([...r.missing]).toEqual([]);
      await chrome.page.evaluate(() => document.fonts.ready);
      const list = chrome.page.locator(".sw25-race-abilities");
      await chrome.page
        .locator(".tab[data-tab=classes]")
        .screenshot({ path: join(OUT, `race-abilities.${lang}.png`) });
      const row = await list.locator("li").innerText();
      expect(row.replace(/\s+/g, " ")).toContain(
        lang === "en" ? "Change Fate 0/1 left today" : "運命変転 今日の残り0/1回",
      );
      // The description sits on its own line under the name, inside the sheet.
      const [name, hint, tab] = await Promise.all([
        list.locator("strong").boundingBox(),
        list.locator(".sw25-race-ability-hint").boundingBox(),
        chrome.page.locator(".tab[data-tab=classes]").boundingBox(),
      ]);
      if (!name || !hint || !tab) throw new Error("not laid out");
      expect(hint.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
      expect(hint.x + hint.width).toBeLessThanOrEqual(tab.x + tab.width);
      expect(await chrome.page.locator("[data-action=newDay]").innerText()).toContain(
        lang === "en" ? "A new day" : "新しい日",
      );
      expect(
        belowAA(await paintedContrast(chrome.page, ".sw25-race-abilities *", { ownText: true })),
      ).toEqual([]);
    });
});
