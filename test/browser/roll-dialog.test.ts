/**
 * Renders the sheet roll dialog (templates/dialog/roll-modifier.hbs) with the built CSS in Chromium, for an
 * Evasion roll of a character who took a Full Move in the active battle: the −4 is in the dialog, named.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_EXPANSION, spellCastCost } from "../../src/rules/character/techniques/magic-expansion.js";
import type { bindExpansionCost } from "../../src/system/applications/expansion-cost.js";
import { battleRollModifiers, rollDialogView } from "../../src/system/applications/roll-dialog.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { placedBattle, play, translator } from "../system/combat/helpers.js";
import { WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, pageCss } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { ROOT, renderer } from "./render-harness.js";

/** Round 1: Bram (played by the Wolf sheet) takes a Full Move on his turn. */
function afterFullMove() {
  return play(placedBattle(), [
    { type: "startRound" },
    { type: "startTurn", actorId: "Arle" },
    { type: "endTurn", actorId: "Arle" },
    { type: "startTurn", actorId: "Bram" },
    { type: "move", actorId: "Bram", mode: "full" },
  ]);
}

function dialogPage(lang: "en" | "ja", battle: ReturnType<typeof afterFullMove>) {
  const request = rollRequest("character", WOLF, { roll: "evasion", key: "evasion" });
  if (!request.ok) throw new Error(request.error.message);
  const named = battleRollModifiers(battle, "Bram", request.value);
  const r = renderer(lang);
  const body = r.render("dialog/roll-modifier.hbs", rollDialogView(request.value, null, named, [], false));
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}</style></head><body><div class="swordworld25 dialog" style="width:400px"><form>${body}</form></div></body></html>`;
  return { html, missing: r.missing };
}

describe.skipIf(!hasChromium)("roll dialogs in Chromium", () => {
  // One tab for the file's tests (a new tab costs Chromium more than all a test does in it): each test has it
  // made new (`fresh`: its size, a new document and window) and sets its own page.
  const chrome = chromiumSuite({ width: 440, height: 300 });

  describe("the roll dialog in Chromium", () => {
    for (const lang of ["en", "ja"] as const) {
      it(`[MOVE-02] ${lang}: an Evasion roll after a Full Move names the −4 in the dialog`, async () => {
        const t = translator(lang);
        const { html, missing } = dialogPage(lang, afterFullMove());
        const tab = await chrome.fresh({ width: 440, height: 300 });
        await tab.setContent(html);
        const named = await tab.$$eval(".sw25-named-modifier", (els) =>
          els.map((el) => el.textContent?.replace(/\s+/g, " ").trim()),
        );
        expect(named).toEqual([`${t("SW25.Penalty.fullMove")} −4`]);
        expect(named[0]).toBe(lang === "en" ? "Full Move −4" : "全力移動 −4");
        expect(await tab.isVisible(".sw25-named-modifier")).toBe(true);
        expect(await tab.isVisible("input[name=modifier]")).toBe(true);
        expect([...missing]).toEqual([]);
        mkdirSync(OUT, { recursive: true });
        await tab.screenshot({ path: join(OUT, `roll-dialog-full-move.${lang}.png`), fullPage: true });
      });
    }

    it("[ROLL-04] en: an accuracy roll against a target's Evasion shows the hit chance and the dialog's Roll button", async () => {
      const request = rollRequest("character", WOLF, { roll: "accuracy", itemId: "bastard" });
      if (!request.ok) throw new Error(request.error.message);
      const view = rollDialogView(request.value, { kind: "fixed", value: 10 }, [], [], false);
      const r = renderer("en");
      const body = r.render("dialog/roll-modifier.hbs", view);
      // DialogV2.prompt frames the content in a form with one "ok" button in its footer, labelled as we ask.
      const t = translator("en");
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${pageCss()}
      .window-content { padding: 0.75rem; } .form-footer { display: flex; margin-top: 0.5rem; }
      .form-footer button { flex: 1; } .window-title { font-size: 1.1rem; margin: 0; padding: 0.5rem 0.75rem; }</style></head><body><div class="swordworld25 dialog application" style="width:400px">
      <header class="window-header"><h1 class="window-title">${t(request.value.label)}</h1></header>
      <form class="window-content">${body}<footer class="form-footer"><button type="submit" data-action="ok">
      <i class="fa-solid fa-dice"></i> ${t("SW25.Dialog.Roll")}</button></footer></form></div></body></html>`;
      const tab = await chrome.fresh({ width: 440, height: 300 });
      await tab.setContent(html);
      expect([...r.missing]).toEqual([]);
      const chance = await tab.$$eval(".sw25-roll-dialog p", (els) =>
        els.map((el) => el.textContent?.trim()),
      );
      expect(chance[0]).toBe(`${t("SW25.Dialog.HitChance")}: ${view.hitChance}`);
      expect(view.hitChance).toMatch(/^\d+(\.\d+)?%$/);
      expect(await tab.isVisible(".form-footer button")).toBe(true);
      expect((await tab.textContent(".form-footer button"))?.trim()).toBe(t("SW25.Dialog.Roll"));
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, "roll-dialog-accuracy.en.png"), fullPage: true });
    });

    it("[MOVE-02] before the move, the same Evasion roll names nothing", async () => {
      const before = play(placedBattle(), [
        { type: "startRound" },
        { type: "startTurn", actorId: "Arle" },
        { type: "endTurn", actorId: "Arle" },
        { type: "startTurn", actorId: "Bram" },
      ]);
      const tab = await chrome.fresh({ width: 440, height: 300 });
      await tab.setContent(dialogPage("en", before).html);
      expect(await tab.$$eval(".sw25-named-modifier", (els) => els.length)).toBe(0);
    });
  });

  describe("magic expansion in the spellcasting dialog", () => {
    let bundle: Promise<string> | undefined;
    /** The dialog's own binder (expansion-cost.ts) as a browser script, built once for the file. */
    const binderScript = () =>
      (bundle ??= import("esbuild")
        .then((esbuild) =>
          esbuild.build({
            entryPoints: [join(ROOT, "src/system/applications/expansion-cost.ts")],
            bundle: true,
            format: "iife",
            globalName: "SW25Expansion",
            write: false,
          }),
        )
        .then((built) => built.outputFiles[0]?.text ?? ""));

    for (const lang of ["en", "ja"] as const) {
      it(`${lang}: the factors a player picks become the expansion the rules price (4 MP × 2 targets × certainty = 16)`, async () => {
        const request = rollRequest("character", WOLF, { roll: "evasion", key: "evasion" });
        if (!request.ok) throw new Error(request.error.message);
        const r = renderer(lang);
        const body = r.render("dialog/roll-modifier.hbs", {
          ...rollDialogView(request.value, null, [], [], false),
          expansion: { mpCost: 4, max: MAX_EXPANSION },
        });
        const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}</style></head><body><div class="swordworld25 dialog" style="width:400px"><form>${body}</form></div></body></html>`;
        const tab = await chrome.fresh({ width: 440, height: 360 });
        await tab.setContent(html);
        await tab.fill("input[name=expandTargets]", "2");
        await tab.check("input[name=expandCertainty]");
        const picked = await tab.$eval("form", (form) => {
          const value = (name: string) =>
            Number((form.querySelector(`[name=${name}]`) as HTMLInputElement).value);
          return {
            targets: value("expandTargets"),
            distance: value("expandDistance"),
            time: value("expandTime"),
            certainty: (form.querySelector("[name=expandCertainty]") as HTMLInputElement).checked,
          };
        });
        expect(picked).toEqual({ targets: 2, distance: 1, time: 1, certainty: true });
        expect(spellCastCost(4, picked)).toEqual({ ok: true, value: 16 });
        // Before any change the line says what the cast costs unexpanded.
        expect(await tab.textContent(".sw25-expansion-cost")).toBe(
          r.localize("SW25.Technique.Expansion.Total", { total: "4", cost: "4" }),
        );
        // The dialog's own binder (expansion-cost.ts) on the real DOM: the resulting MP follows the inputs.
        await tab.addScriptTag({ content: await binderScript() });
        const total = r.localize("SW25.Technique.Expansion.Total", { total: "@", cost: "4" });
        await tab.evaluate((template) => {
          const api = (
            window as unknown as { SW25Expansion: { bindExpansionCost: typeof bindExpansionCost } }
          ).SW25Expansion;
          api.bindExpansionCost(
            document.querySelector("form") as HTMLFormElement,
            4,
            "multiply",
            (t: number | null) => template.replace("@", String(t)),
          );
        }, total);
        expect(await tab.textContent(".sw25-expansion-cost")).toBe(total.replace("@", "16"));
        await tab.fill("input[name=expandDistance]", "3");
        expect(await tab.textContent(".sw25-expansion-cost")).toBe(total.replace("@", "48"));
        await tab.uncheck("input[name=expandCertainty]");
        expect(await tab.textContent(".sw25-expansion-cost")).toBe(total.replace("@", "24"));
        expect([...r.missing]).toEqual([]);
        await tab.screenshot({ path: join(OUT, `roll-dialog-expansion.${lang}.png`), fullPage: true });
      });
    }
  });
});
