/**
 * Issue 35 item 2 in Chromium, en and ja: a spell paid with MP and a 魔晶石. The real spellcasting dialog
 * (templates/dialog/roll-modifier.hbs with the magic expansion and stones parts) with the built CSS and the
 * dialog's own binders (expansion-cost.ts, mp-payment.ts) on the real DOM: the player types one 3-point stone
 * for a 5 MP spell, the payment line says 2 MP and 3 from stones, and the form read as the dialog's callback
 * reads it pays exactly that (the caster's MP 6 → 4, the stack of two stones → one). Screenshots looked at.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { payMpCost } from "../../src/rules/character/supplies/mana-stones.js";
import { MAX_EXPANSION, spellCastCost } from "../../src/rules/character/techniques/magic-expansion.js";
import type { bindExpansionCost } from "../../src/system/applications/expansion-cost.js";
import {
  type bindMpPayment,
  type StoneRow,
  stoneChoice,
  stoneItemUpdates,
  stonesView,
} from "../../src/system/applications/mp-payment.js";
import { rollDialogView } from "../../src/system/applications/roll-dialog.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, pageCss } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { ROOT, renderer } from "./render-harness.js";

/** A stack of mana stones and a crystal, named in the table's language. */
const stonesIn = (lang: "en" | "ja"): StoneRow[] =>
  inLanguage(
    [
      { id: "stone3", name: "Mana Stone", kind: "manaStone", points: 3, count: 2 },
      { id: "crystal", name: "Mana Charge Crystal", kind: "manaCrystal", points: 5, count: 1 },
    ],
    lang,
  );

describe.skipIf(!hasChromium)("[#35 stones] a spell paid with MP and a mana stone, in Chromium", () => {
  const chrome = chromiumSuite();

  for (const lang of ["en", "ja"] as const) {
    const STONES = stonesIn(lang);
    it(`${lang}: one 3-point stone and 2 MP pay a 5 MP spell; the dialog says so as the player types`, async () => {
      const request = rollRequest("character", WOLF, { roll: "evasion", key: "evasion" });
      if (!request.ok) throw new Error(request.error.message);
      const r = renderer(lang);
      const body = r.render("dialog/roll-modifier.hbs", {
        ...rollDialogView(request.value, null, [], [], false, true),
        expansion: { mpCost: 5, max: MAX_EXPANSION },
        stones: stonesView(STONES),
      });
      // DialogV2.prompt frames the content in a form with its title and one "ok" button (as roll-dialog.test).
      const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}
        .window-content { padding: 0.75rem; } .form-footer { display: flex; margin-top: 0.5rem; }
        .form-footer button { flex: 1; } .window-title { font-size: 1.1rem; margin: 0; padding: 0.5rem 0.75rem; }</style></head>
        <body><div class="swordworld25 dialog application" style="width:420px">
        <header class="window-header"><h1 class="window-title">${r.localize("SW25.Roll.Spellcasting")}</h1></header>
        <form class="window-content">${body}<footer class="form-footer"><button type="button">${r.localize("SW25.Dialog.Roll")}</button></footer></form></div></body></html>`;
      const tab = await chrome.browser.newPage({ viewport: { width: 460, height: 560 } });
      await tab.setContent(html);
      expect([...r.missing]).toEqual([]);
      // Both stacks are offered, each with its points and how many are held.
      const labels = await tab.$$eval(".sw25-mp-stone", (els) =>
        els.map((e) => e.textContent?.replace(/\s+/g, " ").trim()),
      );
      expect(labels).toEqual([
        `${r.localize("SW25.Format.Aside", { text: STONES[0]?.name ?? "", aside: r.localize("SW25.Stone.Points", { points: "3" }) })} ${r.localize("SW25.Stone.Held", { count: "2" })}`,
        `${r.localize("SW25.Format.Aside", { text: STONES[1]?.name ?? "", aside: r.localize("SW25.Stone.Points", { points: "5" }) })} ${r.localize("SW25.Stone.Held", { count: "1" })}`,
      ]);
      // The dialog's binders, bundled from the sources, on the real DOM.
      const esbuild = await import("esbuild");
      const bundle = await esbuild.build({
        stdin: {
          contents: `export { bindExpansionCost, expansionOf } from "./src/system/applications/expansion-cost.ts";
            export { bindMpPayment } from "./src/system/applications/mp-payment.ts";
            export { spellCastCost } from "./src/rules/character/techniques/magic-expansion.ts";`,
          resolveDir: ROOT,
          loader: "ts",
        },
        bundle: true,
        format: "iife",
        globalName: "SW25Pay",
        write: false,
      });
      await tab.addScriptTag({ content: bundle.outputFiles[0]?.text ?? "" });
      const texts = {
        total: r.localize("SW25.Technique.Expansion.Total", { total: "@", cost: "5" }),
        split: r.localize("SW25.Stone.Payment", { mp: "@mp", stones: "@st" }),
        wasted: r.localize("SW25.Stone.Wasted", { wasted: "@w" }),
        notNeeded: r.localize("SW25.Error.StoneNotNeeded", { points: "8", cost: "5" }),
      };
      await tab.evaluate(
        ({ texts, stones }) => {
          const api = (
            window as unknown as {
              SW25Pay: {
                bindExpansionCost: typeof bindExpansionCost;
                bindMpPayment: typeof bindMpPayment;
                expansionOf: (root: unknown) => unknown;
                spellCastCost: typeof spellCastCost;
              };
            }
          ).SW25Pay;
          const form = document.querySelector("form") as HTMLFormElement;
          api.bindExpansionCost(form, 5, "multiply", (t) => texts.total.replace("@", String(t)));
          api.bindMpPayment(
            form,
            () => {
              const cost = api.spellCastCost(5, api.expansionOf(form) as never, "multiply");
              return cost.ok ? cost.value : null;
            },
            6,
            stones,
            (paid) => {
              if (paid === null) return "?";
              if (!paid.ok) return paid.error.code === "StoneNotNeeded" ? texts.notNeeded : paid.error.code;
              const split = texts.split
                .replace("@mp", String(paid.value.fromMp))
                .replace("@st", String(paid.value.fromStones));
              return paid.value.wasted > 0
                ? `${split} ${texts.wasted.replace("@w", String(paid.value.wasted))}`
                : split;
            },
          );
        },
        { texts, stones: STONES },
      );
      const line = () => tab.textContent(".sw25-stone-payment");
      const split = (mp: number, st: number) =>
        texts.split.replace("@mp", String(mp)).replace("@st", String(st));
      // Nothing typed yet: all 5 from MP.
      expect(await line()).toBe(split(5, 0));
      await tab.fill(`input[name="stone-stone3"]`, "1");
      await tab.dispatchEvent(`input[name="stone-stone3"]`, "input", { bubbles: true });
      expect(await line()).toBe(split(2, 3));
      // A crystal as well would leave a stone unneeded: the line says so before the player clicks.
      await tab.fill(`input[name="stone-crystal"]`, "1");
      await tab.dispatchEvent(`input[name="stone-crystal"]`, "input", { bubbles: true });
      expect(await line()).toBe(texts.notNeeded);
      await tab.fill(`input[name="stone-crystal"]`, "0");
      await tab.dispatchEvent(`input[name="stone-crystal"]`, "input", { bubbles: true });
      expect(await line()).toBe(split(2, 3));
      expect(await tab.isVisible(".sw25-mp-stones")).toBe(true);
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `stone-payment.${lang}.png`), fullPage: true });
      // The form read as the dialog's callback reads it, and the payment the sheet then writes.
      const typed = await tab.$$eval("input[name^=stone-]", (els) =>
        Object.fromEntries(els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value])),
      );
      const choice = stoneChoice(STONES, (name) => typed[name] ?? null);
      const cost = spellCastCost(5, { targets: 1, distance: 1, time: 1, certainty: false });
      if (!cost.ok) throw new Error("cost refused");
      const paid = payMpCost(cost.value, 6, STONES, choice);
      expect(paid.ok && paid.value.mpLeft).toBe(4);
      expect(paid.ok && stoneItemUpdates(paid.value)).toEqual([{ _id: "stone3", "system.quantity": 1 }]);
      await tab.close();
    });
  }
});
