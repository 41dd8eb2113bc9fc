// A Bard's song with a performance threshold (巧奏値) and an extra (追加楽素), in Chromium: the player types both
// on the technique's sheet, and a use whose performance check total is one short of the threshold gains the base
// 楽素 only, one that meets it the extra too; the chat card says which, in the player's language.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { itemView } from "../../src/system/applications/view/item/item-view.js";
import { withKindDefaults } from "../../src/system/techniques/technique-kind.js";
import { planTechniqueUse, techniqueCardHtml } from "../../src/system/techniques/technique-plan.js";
import { type DataField, fakeFields, withInitials } from "../system/boot/fake-fields.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { preparedCharacter } from "../system/fixtures/sample-actors.js";
import { applyUpdate, hasChromium, OUT, pageCss, sheetDocument, submittedForm } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { mergedLang, renderer } from "./render-harness.js";
import { actorSchemas, initialSource } from "./schema-walk.js";
import { renderCharacter } from "./sheet-pages.js";
import { SheetWorkflow } from "./workflow.js";

const schemas = await actorSchemas();

interface StoredItem {
  _id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
  effects: unknown[];
}

/** The technique item's schema (the data model with `foundry.data.fields` faked, as the boot test builds it). */
async function techniqueSchema(): Promise<Record<string, DataField>> {
  const g = globalThis as Record<string, unknown>;
  const before = g.foundry;
  g.foundry = { data: { fields: fakeFields(new Set()) }, abstract: { TypeDataModel: class {} } };
  try {
    const { TechniqueData } = await import("../../src/system/data/technique-data.js");
    return TechniqueData.defineSchema() as unknown as Record<string, DataField>;
  } finally {
    g.foundry = before;
  }
}

const get = (source: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], source);

describe.skipIf(!hasChromium)("a song's performance threshold, typed into its sheet and used", () => {
  const chrome = chromiumSuite({ width: 900, height: 900 });

  it.each(["en", "ja"] as const)(
    "%s: threshold 10 and extra 2 typed; a check total of 9 gains 1 楽素⤴, 10 gains 3, and the card says so",
    async (lang) => {
      const r = renderer(lang);
      const dict = mergedLang(lang);
      const t = (key: string, params: Record<string, string> = {}) =>
        String(get(dict, key) ?? key).replace(
          /\{(\w+)\}/g,
          (_m, name: string) => params[name] ?? `{${name}}`,
        );
      let item: StoredItem = {
        _id: "song",
        name: lang === "ja" ? "星明かりの歌" : "Starlit Air",
        type: "technique",
        system: withInitials(await techniqueSchema(), {}),
        effects: [],
      };
      const showItem = () =>
        chrome.page.setContent(
          sheetDocument(
            r.render("item/item.hbs", { view: itemView(item), canEdit: true, effects: [] }),
            520,
            lang,
          ),
        );
      const submitItem = async () => {
        const data = await submittedForm(chrome.page);
        withKindDefaults(item.system, data);
        item = applyUpdate(item, data as Partial<StoredItem>);
        await showItem();
      };
      const named = (path: string) => chrome.page.locator(`[name="system.${path}"]`);

      await showItem();
      // 練技: no gain, so no threshold either.
      await expect(named("gain.threshold").count()).resolves.toBe(0);
      await named("kind").selectOption("song");
      await submitItem();
      // A new 呪歌 has no threshold until the player types one (0: none).
      await expect(named("gain.threshold").inputValue()).resolves.toBe("0");
      await expect(named("gain.bonus").inputValue()).resolves.toBe("0");
      // Labelled in the player's language, under the Gain heading, next to the amount.
      const label = (path: string) =>
        chrome.page.locator(
          `label:has([name="system.${path}"]), label[for], .form-group:has([name="system.${path}"])`,
        );
      await expect(label("gain.threshold").first().textContent()).resolves.toContain(
        t("SW25.Technique.Field.gainThreshold"),
      );
      await expect(label("gain.bonus").first().textContent()).resolves.toContain(
        t("SW25.Technique.Field.gainBonus"),
      );

      await named("gain.threshold").fill("10");
      await named("gain.bonus").fill("2");
      await submitItem();
      expect(item.system.gain).toEqual({ amount: 1, resource: "songUp", threshold: 10, bonus: 2 });
      await expect(named("gain.threshold").inputValue()).resolves.toBe("10");
      await chrome.page
        .locator("body > div")
        .screenshot({ path: join(OUT, `technique-threshold-item.${lang}.png`) });

      // On the character sheet's list: the gain and, beside it, the extra at the threshold.
      const user = new SheetWorkflow(
        chrome.page,
        {
          id: "pc",
          name: inLanguage("Aki", lang),
          img: "icons/svg/mystery-man.svg",
          system: { ...initialSource(schemas.character), hp: { value: 9 }, classResources: { songUp: 2 } },
          items: [
            { _id: "bard", name: t("SW25.Class.bard"), type: "class", system: { classId: "bard", level: 3 } },
            item,
          ],
        },
        (source) => preparedCharacter(source),
        (prepared) => renderCharacter(r, prepared, "play", "classes"),
        860,
        lang,
      );
      await user.show();
      const row = chrome.page.locator('tbody.sw25-technique-kind[data-kind="song"] tr[data-item-id="song"]');
      const up = t("SW25.Technique.Resource.songUp");
      await expect(row.locator(".sw25-technique-gain").textContent()).resolves.toBe(
        t("SW25.Technique.Sheet.Gain", { resource: up, amount: "1" }),
      );
      await expect(row.locator(".sw25-technique-threshold").textContent()).resolves.toBe(
        t("SW25.Technique.Sheet.Threshold", { resource: up, bonus: "2", threshold: "10" }),
      );
      await row.screenshot({ path: join(OUT, `technique-threshold-row.${lang}.png`) });

      // A level-3 Bard (奏力 3 in the check below) holding 楽素⤴ 2 uses it twice.
      const bard = {
        system: { hp: { value: 12 }, mp: { value: 9 }, classResources: { songUp: 2 } },
        items: [{ type: "class", system: { classId: "bard", level: 3 } }, item],
      };
      const moment = { combatId: null, round: 0, combatantId: null };
      const short = planTechniqueUse(bard, item as never, moment, "x", {
        dice: [3, 3],
        modifier: 3,
        total: 9,
      });
      const met = planTechniqueUse(bard, item as never, moment, "x", {
        dice: [4, 3],
        modifier: 3,
        total: 10,
      });
      expect(short.ok && short.value.actorUpdate["system.classResources.songUp"]).toBe(3);
      expect(met.ok && met.value.actorUpdate["system.classResources.songUp"]).toBe(5);
      if (!short.ok || !met.ok) return;

      const card = (plan: typeof met) =>
        techniqueCardHtml(
          {
            actor: inLanguage("Aki", lang),
            technique: item.name,
            kind: "song",
            spent: plan.value.spent,
            gained: plan.value.gained,
            performance: plan.value.performance,
            targets: [],
            duration: plan.value.duration,
          },
          t,
        );
      const messages = [card(short), card(met)]
        .map((html) => `<li class="chat-message">${html}</li>`)
        .join("");
      await chrome.page.setContent(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}
        body { margin: 0; font-size: 14px; } ol { list-style: none; margin: 0; padding: 8px; width: 300px; }
        </style></head><body><ol id="chat-log">${messages}</ol></body></html>`,
      );
      const cards = chrome.page.locator(".sw25-technique-card");
      await expect(cards.count()).resolves.toBe(2);
      const text = (i: number, cls: string) => cards.nth(i).locator(`.${cls}`).textContent();
      await expect(text(0, "sw25-technique-card-performance")).resolves.toBe(
        t("SW25.Technique.Card.Performance", { dice: "3 + 3", modifier: "+ 3", total: "9", threshold: "10" }),
      );
      await expect(text(0, "sw25-technique-card-threshold")).resolves.toBe(
        t("SW25.Technique.Card.NotReached"),
      );
      await expect(text(0, "sw25-technique-card-gained")).resolves.toBe(
        t("SW25.Technique.Card.Gained", { resource: up, amount: "1" }),
      );
      await expect(text(1, "sw25-technique-card-threshold")).resolves.toBe(
        t("SW25.Technique.Card.Reached", { resource: up, bonus: "2" }),
      );
      await expect(text(1, "sw25-technique-card-gained")).resolves.toBe(
        t("SW25.Technique.Card.Gained", { resource: up, amount: "3" }),
      );
      await chrome.page
        .locator("#chat-log")
        .screenshot({ path: join(OUT, `technique-threshold-cards.${lang}.png`) });
    },
    60_000,
  );
});
