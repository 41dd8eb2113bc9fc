/**
 * A race form toggled on the character sheet in Chromium with the real templates, lang files and CSS, en and
 * ja [35-1]: Wolf as a Lykant presses "Take the form" under Beast Form on the Classes tab; the click is what
 * the sheet does (raceFormUpdate, then the data prepared again by the real rules and the sheet rendered
 * again): the chip "In form" shows, the button now ends the form, and the Bastard Sword's extra damage on the
 * Combat tab goes from 5 to 7 (Strength modifier +2). Pressed again, it is 5 again.
 * Screenshots: test-output/browser/race-form.<lang>.before.png and .after.png.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { raceFormUpdate } from "../../src/system/applications/sheets/race-actions.js";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { preparedCharacter, WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { belowAA, paintedContrast } from "./contrast.js";
import { renderer } from "./render-harness.js";
import { renderCharacter } from "./sheet-pages.js";

type Stored = Record<string, unknown>;
interface PlainItem {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly system: Stored;
}

/** Wolf as a Lykant, prepared by the real rules with these race forms on. */
function lykant(raceForms: Stored, lang: "en" | "ja"): ActorInput {
  const items = (WOLF.items as PlainItem[]).map((item) =>
    item.type === "race" ? { ...item, name: lang === "en" ? "Lykant" : "リカント" } : item,
  );
  return preparedCharacter(
    inLanguage({ ...WOLF, system: { ...(WOLF.system as Stored), raceForms }, items }, lang),
  );
}

describe.skipIf(!hasChromium)("a race form toggled on the sheet in Chromium", () => {
  const chrome = chromiumSuite();

  for (const lang of ["en", "ja"] as const)
    it(`[35-1] ${lang}: Beast Form on, the sword's extra damage 5 → 7; off again, 5`, async () => {
      const r = renderer(lang);
      const tab = await chrome.browser.newPage({ viewport: { width: 800, height: 700 } });
      let actor = lykant({ beastForm: false, alternateForm: false }, lang);
      const sheet = () => renderCharacter(r, actor, "play", "classes");
      // The click as the sheet handles it: the update the rules allow, written, the actor prepared again.
      await tab.exposeFunction("sw25RaceForm", (form: string) => {
        const update = raceFormUpdate(actor, form);
        if (!update.ok) return null;
        actor = lykant(
          {
            ...((actor.system as Stored).raceForms as Stored),
            [form]: update.value[`system.raceForms.${form}`],
          },
          lang,
        );
        return sheet();
      });
      await tab.setContent(
        sheetDocument(sheet(), 760, lang).replace(
          "</body>",
          `<script>
            document.addEventListener("click", async (event) => {
              const button = event.target.closest("[data-action=raceForm]");
              if (!button) return;
              const html = await window.sw25RaceForm(button.dataset.form);
              if (html) document.querySelector("form").innerHTML = html;
            });
          </script></body>`,
        ),
      );
      expect([...r.missing]).toEqual([]);
      await tab.evaluate(() => document.fonts.ready);
      const [take, end, inForm] =
        lang === "en"
          ? ["Take the form", "End the form", "In form"]
          : ["姿を変える", "元の姿に戻る", "変身中"];
      const row = tab.locator("[data-race-ability=beastForm]");
      const extraDamage = () =>
        tab.locator(".tab[data-tab=combat] tr[data-item-id=bastard] td").nth(7).textContent();
      expect((await row.innerText()).replace(/\s+/g, " ")).toContain(lang === "en" ? "Beast Form" : "獣変貌");
      expect(await row.locator("button").innerText()).toContain(take);
      expect(await extraDamage()).toBe("5");
      await tab
        .locator(".tab[data-tab=classes]")
        .screenshot({ path: join(OUT, `race-form.${lang}.before.png`) });

      await row.locator("button").click();
      await tab.locator("[data-race-ability=beastForm] .sw25-form-on").waitFor();
      expect(await tab.locator("[data-race-ability=beastForm] .sw25-form-on").innerText()).toBe(inForm);
      expect(await tab.locator("[data-race-ability=beastForm] button").innerText()).toContain(end);
      expect(await tab.locator("[data-race-ability=beastForm] button").getAttribute("aria-pressed")).toBe(
        "true",
      );
      expect(await extraDamage()).toBe("7");
      await tab
        .locator(".tab[data-tab=classes]")
        .screenshot({ path: join(OUT, `race-form.${lang}.after.png`) });
      expect(belowAA(await paintedContrast(tab, ".sw25-race-abilities *", { ownText: true }))).toEqual([]);

      await tab.locator("[data-race-ability=beastForm] button").click();
      await tab.locator("[data-race-ability=beastForm] button", { hasText: take }).waitFor();
      expect(await extraDamage()).toBe("5");
      await tab.close();
    }, 120_000); // several renders and screenshots: slow on a busy machine
});
