/**
 * Renders the battle board template with real view models and the real CSS in Chromium (en and ja)
 * and checks the layout: three areas side by side in table order, chips inside their area, blocked
 * buttons disabled with the rule as tooltip, nothing overflowing.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { type Browser, chromium } from "playwright-core";
import * as sass from "sass";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arsenalFromItems } from "../../src/system/combat/arsenal.js";
import { trackerView } from "../../src/system/combat/tracker-view.js";
import { gm, placedBattle, play, player, translator } from "../system/combat/helpers.js";

const root = join(import.meta.dirname, "../..");
const CHROMIUM = "/usr/bin/chromium";
const FOUNDRY_PATH = "systems/swordworld25/";

function handlebars(lang: "en" | "ja") {
  const hb = Handlebars.create();
  const t = translator(lang);
  hb.registerHelper("localize", (key: string) => t(key));
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  for (const name of ["button", "chip"])
    hb.registerPartial(
      `${FOUNDRY_PATH}templates/combat/${name}.hbs`,
      readFileSync(join(root, `templates/combat/${name}.hbs`), "utf8"),
    );
  return hb.compile(readFileSync(join(root, "templates/combat/tracker.hbs"), "utf8"));
}

const css = sass.compile(join(root, "styles/combat/_tracker.scss")).css;

/** Round 1, Bram's turn: Arle and GobA skirmish on the Frontline. */
function midTurn() {
  return play(placedBattle(), [
    { type: "startRound" },
    { type: "startTurn", actorId: "Arle" },
    { type: "endTurn", actorId: "Arle" },
    { type: "startTurn", actorId: "Bram" },
  ]);
}

/** Bram's equipped sling and a spell (our own invention), so attack and spell rows render too. */
const bramsKit = arsenalFromItems([
  { id: "s", type: "weapon", name: "Sling", system: { equipped: true, attackKind: "shooting", range: 30 } },
  {
    id: "f",
    type: "spell",
    name: "Flare",
    system: { rangeKind: "distance", range: 30, area: "radius", radius: 3 },
  },
]);

function page(lang: "en" | "ja", user = player("Bram")): string {
  const arsenal = (id: string) => (id === "Bram" ? bramsKit : { weapons: [], spells: [] });
  const context = {
    ...trackerView({ state: midTurn(), chosenMethod: "standard", user, t: translator(lang), arsenal }),
    method: "standard",
  };
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}
    body { margin: 0; font-family: sans-serif; } .window { width: 720px; padding: 8px; }</style></head>
    <body><div class="swordworld25 sw25-battle window">${handlebars(lang)(context)}</div></body></html>`;
}

const available = existsSync(CHROMIUM);
if (!available)
  console.warn(
    `\n${"!".repeat(70)}\n!! ${CHROMIUM} is missing: the battle board browser tests are SKIPPED.\n!! Install it with apt-get install -y chromium.\n${"!".repeat(70)}\n`,
  );
const OUT = join(import.meta.dirname, "..", "..", "test-output", "browser");
let browser: Browser;

describe.skipIf(!available)("battle board in Chromium", () => {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--no-first-run",
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ["en", "ja"] as const) {
    it(`[SIMP-01] ${lang}: the three areas stand side by side, allies' Rearguard to enemies' Rearguard`, async () => {
      const tab = await browser.newPage({ viewport: { width: 760, height: 900 } });
      await tab.setContent(page(lang));
      const areas = await tab.$$eval(".sw25-area", (els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { area: (el as HTMLElement).dataset.area, x: r.x, y: r.y, w: r.width };
        }),
      );
      expect(areas.map((a) => a.area)).toEqual(["pcRear", "frontline", "enemyRear"]);
      expect(new Set(areas.map((a) => Math.round(a.y))).size).toBe(1);
      expect(areas[0]?.x ?? 0).toBeLessThan(areas[1]?.x ?? 0);
      expect(areas[1]?.x ?? 0).toBeLessThan(areas[2]?.x ?? 0);
      expect(areas.every((a) => a.w > 150)).toBe(true);
      const skirmish = await tab.$$eval(".sw25-area.skirmish", (els) =>
        els.map((el) => (el as HTMLElement).dataset.area),
      );
      expect(skirmish).toEqual(["frontline"]);
      const overflowing = await tab.$$eval(".sw25-area, .sw25-chip, .sw25-turn, .sw25-battle-notice", (els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className),
      );
      expect(overflowing).toEqual([]);
      const rows = await tab.$$eval(
        ".sw25-turn-attack .sw25-row-label, .sw25-turn-spell .sw25-row-label",
        (els) => els.map((el) => el.textContent?.trim()),
      );
      const t = translator(lang);
      expect(rows).toEqual([
        `${t("SW25.Combat.AttackWith")} ${t("SW25.Combat.Form.melee")}`,
        `${t("SW25.Combat.AttackWith")} Sling (30 m)`,
        `${t("SW25.Combat.CastSpell")} Flare`,
      ]);
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `battle-board.${lang}.png`), fullPage: true });
      await tab.close();
    });

    it(`[SIMP-07] ${lang}: a refused move is a disabled button whose tooltip cites the rule`, async () => {
      const tab = await browser.newPage({ viewport: { width: 760, height: 900 } });
      await tab.setContent(page(lang));
      const blocked = await tab.$$eval(".sw25-turn button.blocked", (els) =>
        els.map((el) => ({
          disabled: (el as HTMLButtonElement).disabled,
          title: el.getAttribute("title") ?? "",
        })),
      );
      expect(blocked.length).toBeGreaterThan(0);
      expect(blocked.every((b) => b.disabled && /^\[[A-Z]+-\d+\] /.test(b.title))).toBe(true);
      const legal = await tab.$$eval(".sw25-turn button.legal", (els) =>
        els.map((el) => (el as HTMLButtonElement).disabled),
      );
      expect(legal.length).toBeGreaterThan(0);
      expect(legal.every((d) => !d)).toBe(true);
      const notice = await tab.textContent(".sw25-battle-notice");
      expect(notice).toBe(translator(lang)("SW25.Combat.StandardUnavailable"));
      await tab.close();
    });
  }

  it("[FLOW-03] the GM sees override buttons (clickable, marked) where a player sees disabled ones", async () => {
    const tab = await browser.newPage({ viewport: { width: 760, height: 900 } });
    await tab.setContent(page("en", gm));
    const overrides = await tab.$$eval(".sw25-turn button.override", (els) =>
      els.map((el) => ({
        disabled: (el as HTMLButtonElement).disabled,
        event: JSON.parse(el.getAttribute("data-event") ?? "{}"),
      })),
    );
    expect(overrides.length).toBeGreaterThan(0);
    expect(overrides.every((o) => !o.disabled && o.event.type === "override")).toBe(true);
    expect(await tab.$$eval(".sw25-battle-method button", (els) => els.length)).toBe(2);
    await tab.close();
  });
});
