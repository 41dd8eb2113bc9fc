/**
 * Issue 35 item 2 in Chromium, en and ja: a spell cast from the Battle Board paid with MP and a 魔晶石. The
 * board's own click handler for a cast (board-casts.ts `sendCast`, bundled from the sources) runs in the page
 * and opens the stone dialog through a DialogV2 stand-in written from the public API (prompt's window title,
 * content, ok.label/ok.callback(event, button) and the render option:
 * foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html); its stones part is the real template
 * (templates/dialog/mp-stones.hbs) with the built CSS. Bram (3 MP) casts a 5 MP spell: the cost line names both,
 * the payment line first says MP alone is short, then 2 MP and 3 from stones once one 3-point stone is typed;
 * Pay sends the cast with that stone. Screenshots looked at.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { hasChromium, OUT, pageCss } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { ROOT, renderer } from "./render-harness.js";

/** The lang file as Foundry's i18n reads it: dotted keys. */
function flatLang(lang: "en" | "ja"): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === "string") out[prefix] = value;
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(JSON.parse(readFileSync(join(ROOT, `lang/${lang}.json`), "utf8")), "");
  return out;
}

const CAST = {
  type: "major",
  actorId: "Bram",
  action: {
    kind: "cast",
    spell: { name: "Spark", range: 30, area: { shape: "shot" }, mpCost: 5 },
    targetId: "GobA",
  },
};

/** The cast with its spell named in the viewer's language (ids stay). */
const castIn = (lang: "en" | "ja") => ({
  ...CAST,
  action: { ...CAST.action, spell: { ...CAST.action.spell, name: inLanguage("Spark", lang) } },
});

describe.skipIf(!hasChromium)(
  "[35-2] a Battle Board spell paid with MP and a mana stone, in Chromium",
  () => {
    const chrome = chromiumSuite();

    for (const lang of ["en", "ja"] as const) {
      it(`${lang}: the board's cast asks the stone dialog; one 3-point stone and 2 MP pay 5 MP; Pay sends the cast with it`, async () => {
        const r = renderer(lang);
        const esbuild = await import("esbuild");
        const bundle = await esbuild.build({
          stdin: {
            contents: `export { sendCast } from "./src/system/combat/tracker/board-casts.ts";`,
            resolveDir: ROOT,
            loader: "ts",
          },
          bundle: true,
          format: "iife",
          globalName: "SW25Board",
          write: false,
        });
        const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}
        .window-content { padding: 0.75rem; } .form-footer { display: flex; margin-top: 0.5rem; }
        .form-footer button { flex: 1; } .window-title { font-size: 1.1rem; margin: 0; padding: 0.5rem 0.75rem; }</style></head>
        <body></body></html>`;
        const tab = await chrome.browser.newPage({ viewport: { width: 460, height: 420 } });
        await tab.setContent(html);
        // handlebars' renderTemplate, answered from the real template on the Node side.
        await tab.exposeFunction("renderStones", (data: object) => r.render("dialog/mp-stones.hbs", data));
        await tab.evaluate(
          ({ dict }) => {
            const format = (key: string, params: Record<string, string> = {}) =>
              (dict[key] ?? key).replace(/\{(\w+)\}/g, (m, name: string) => params[name] ?? m);
            const w = window as unknown as Record<string, unknown>;
            w.warnings = [];
            w.game = { i18n: { localize: (k: string) => format(k), format } };
            w.ui = { notifications: { warn: (m: string) => (w.warnings as string[]).push(m) } };
            w.foundry = {
              applications: {
                handlebars: {
                  loadTemplates: async () => undefined,
                  renderTemplate: (_path: string, data: object) =>
                    (w.renderStones as (d: object) => Promise<string>)(data),
                },
                api: {
                  DialogV2: {
                    // The window DialogV2.prompt shows: a title, the content in a form, one ok button.
                    prompt: (config: {
                      window: { title: string };
                      content: string;
                      ok: { label: string; callback: (event: Event, button: HTMLButtonElement) => unknown };
                      render?: (event: Event, dialog: { element: HTMLElement }) => void;
                    }) =>
                      new Promise((resolve) => {
                        const app = document.createElement("div");
                        app.className = "swordworld25 dialog application";
                        app.style.width = "420px";
                        app.innerHTML = `<header class="window-header"><h1 class="window-title"></h1></header>
                        <form class="window-content">${config.content}<footer class="form-footer">
                        <button type="button" data-action="ok"></button></footer></form>`;
                        (app.querySelector(".window-title") as HTMLElement).textContent = config.window.title;
                        const button = app.querySelector("button") as HTMLButtonElement;
                        button.textContent = config.ok.label;
                        document.body.append(app);
                        button.addEventListener("click", (event) => {
                          const value = config.ok.callback(event, button);
                          app.remove();
                          resolve(value);
                        });
                        config.render?.(new Event("render"), { element: app });
                      }),
                  },
                },
              },
            };
          },
          { dict: flatLang(lang) },
        );
        await tab.addScriptTag({ content: bundle.outputFiles[0]?.text ?? "" });
        await tab.evaluate(
          ([cast, stoneName, crystalName]) => {
            const w = window as unknown as Record<string, unknown>;
            const bram = {
              system: { mp: { value: 3, max: 10 } },
              items: {
                contents: [
                  {
                    id: "st3",
                    type: "gear",
                    name: stoneName,
                    system: { gearKind: "manaStone", points: 3, quantity: 2 },
                  },
                  {
                    id: "cr2",
                    type: "gear",
                    name: crystalName,
                    system: { gearKind: "manaCrystal", points: 2, charged: true },
                  },
                ],
              },
            };
            const board = w.SW25Board as {
              sendCast: (send: unknown, event: unknown, actor: unknown) => Promise<boolean>;
            };
            w.result = board.sendCast(
              async (event: unknown, stones: unknown) => {
                w.sent = { event, stones };
                return true;
              },
              cast,
              bram,
            );
          },
          [castIn(lang), inLanguage("Mana Stone", lang), inLanguage("Mana Charge Crystal", lang)] as const,
        );
        await tab.waitForSelector(".sw25-mp-stones");
        expect([...r.missing]).toEqual([]);
        expect(await tab.textContent(".window-title")).toBe(inLanguage("Spark", lang));
        expect(await tab.textContent(".sw25-stone-cost")).toBe(
          r.localize("SW25.Stone.Cost", { cost: "5", mp: "3" }),
        );
        const line = () => tab.textContent(".sw25-stone-payment");
        // Nothing typed: MP alone is short, and the line says so before Pay.
        expect(await line()).toBe(r.localize("SW25.Error.MpInsufficient", { cost: "5", mp: "3" }));
        await tab.fill(`input[name="stone-st3"]`, "1");
        await tab.dispatchEvent(`input[name="stone-st3"]`, "input", { bubbles: true });
        expect(await line()).toBe(r.localize("SW25.Stone.Payment", { mp: "2", stones: "3" }));
        mkdirSync(OUT, { recursive: true });
        await tab.screenshot({ path: join(OUT, `board-stone-cast.${lang}.png`), fullPage: true });
        await tab.click("button[data-action=ok]");
        const outcome = await tab.evaluate(async () => {
          const w = window as unknown as Record<string, unknown>;
          return { result: await (w.result as Promise<boolean>), sent: w.sent, warnings: w.warnings };
        });
        expect(outcome).toEqual({
          result: true,
          sent: { event: castIn(lang), stones: [{ id: "st3", count: 1 }] },
          warnings: [],
        });
        await tab.close();
      });
    }
  },
);
