/**
 * [35-1] The Lildraken's Tail row on the sheet's Combat tab and its Wind Wings and Tail buttons on the Battle
 * Board, rendered with the real CSS in Chromium, en and ja (screenshots in test-output/browser/).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { arsenalFromItems } from "../../src/system/combat/policy/arsenal.js";
import { trackerView } from "../../src/system/combat/tracker/view.js";
import { bramsTurn, player, translator } from "../system/combat/helpers.js";
import { battleInLanguage, inLanguage } from "../system/fixtures/japanese-samples.js";
import { preparedCharacter, WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";
import { renderCharacter } from "./sheet-pages.js";
import { trackerPage } from "./tracker-page.js";

type Plain = { _id: string; name: string; type: string; system: Record<string, unknown> };
const RACE: Plain = {
  _id: "lil",
  name: "Lildraken",
  type: "race",
  system: { noMagicPoints: false, defense: 0 },
};

/** Wolf (Fighter 2, Dex +3, Str +3, leather armour 3) born a Lildraken. */
function lildraken(lang: "en" | "ja"): ActorInput {
  const items = (WOLF.items as Plain[]).map((i) => (i.type === "race" ? RACE : i));
  const { derived: _derived, ...system } = WOLF.system as Record<string, unknown>;
  return preparedCharacter(inLanguage({ ...WOLF, system, items }, lang) as never);
}

describe.skipIf(!hasChromium)("[35-1] the Lildraken in Chromium", () => {
  // One tab for the file's tests (a new tab costs Chromium more than all a test does in it): each test has it
  // made new (`fresh`: its size, a new document and window) and sets its own page.
  const chrome = chromiumSuite({ width: 780, height: 640 });

  for (const lang of ["en", "ja"] as const) {
    it(`${lang}: the Combat tab's Tail row beside the sword, Defense 4, inside the sheet`, async () => {
      const r = renderer(lang);
      const html = renderCharacter(r, lildraken(lang), "play", "combat");
      expect([...r.missing]).toEqual([]);
      const tab = await chrome.fresh({ width: 780, height: 640 });
      await tab.setContent(sheetDocument(html, 760, lang));
      const row = tab.locator('section[data-tab="combat"] tr[data-item-id="race-tail"]');
      const text = (await row.textContent())?.replace(/\s+/g, " ").trim() ?? "";
      expect(text).toContain(lang === "en" ? "Tail Tail as Weapon" : "尻尾 尻尾が武器");
      expect(await row.locator("button.sw25-roll").count()).toBe(2);
      expect(await row.isVisible()).toBe(true);
      const sheet = await tab.locator(".swordworld25.sheet").boundingBox();
      const box = await row.boundingBox();
      expect(box && sheet && box.x + box.width <= sheet.x + sheet.width + 1).toBe(true);
      const defense = await tab.locator(".sw25-defenses span").nth(1).textContent();
      expect(defense?.replace(/\s+/g, " ").trim()).toBe(lang === "en" ? "Defense 4" : "防護点 4");
      mkdirSync(OUT, { recursive: true });
      await tab
        .locator('section[data-tab="combat"]')
        .screenshot({ path: join(OUT, `lildraken-combat.${lang}.png`) });
    });

    it(`${lang}: Bram the Lildraken's turn offers Attack with Tail and Wind Wings' take-off with its use`, async () => {
      const t = translator(lang);
      const kit = arsenalFromItems(
        [
          {
            id: "r",
            type: "race",
            name: "リルドラケン",
            system: { abilities: "［尻尾が武器］［剣の加護／風の翼］" },
          },
          {
            id: "d",
            type: "weapon",
            name: inLanguage("Dagger", lang),
            system: { equipped: true, attackKind: "melee" },
          },
        ],
        { tail: t("SW25.RaceAbility.tailWeapon.Weapon"), windWingsUsed: 0 },
      );
      const arsenal = (id: string) => (id === "Bram" ? kit : { weapons: [], spells: [] });
      const context = {
        ...trackerView({
          state: battleInLanguage(bramsTurn(), lang),
          chosenMethod: "simplified",
          user: player("Bram"),
          t,
          arsenal,
        }),
        method: "simplified",
      };
      const tab = await chrome.fresh({ width: 740, height: 900 });
      await tab.setContent(trackerPage(lang, context, { theme: "light", background: "#e8e3d9", width: 720 }));
      const body = (await tab.locator("body").textContent())?.replace(/\s+/g, " ") ?? "";
      expect(body).toContain(lang === "en" ? "Attack with Tail" : "尻尾で攻撃");
      const takeOff = tab.locator('button[data-action="windWings"]');
      expect(await takeOff.count()).toBe(1);
      expect((await takeOff.textContent())?.trim()).toBe(
        lang === "en" ? "Wind Wings: take off (1/1 left today)" : "風の翼：飛び立つ（今日の残り1/1回）",
      );
      expect(await takeOff.isEnabled()).toBe(true);
      // The tail attacks but is never dropped or handed over; the dagger is.
      const drops = await tab.locator("button").allTextContents();
      expect(
        drops.filter((b) => b.includes(lang === "en" ? "Drop" : "を落とす")).map((b) => b.trim()),
      ).toEqual([lang === "en" ? "Drop Dagger" : "ダガーを落とす"]);
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `lildraken-board.${lang}.png`), fullPage: true });
    });
  }
});
