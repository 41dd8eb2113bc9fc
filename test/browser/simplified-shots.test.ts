/**
 * The Simplified walkthrough's screenshots (docs/playing-simplified.md and its Japanese twin), regenerated on
 * every run from the real tracker view, template and stylesheet, each in English and Japanese:
 * - battle-board-simplified-placement.<lang>.png: the party won initiative and is placing (Arle on the
 *   Frontline, Bram still to place, a button per area beside him);
 * - battle-board-simplified-turn.<lang>.png: round 1, a turn in progress as the GM sees it: Bram has made his
 *   Normal Move from the party's Rearguard to the Frontline, where Arle and the goblin skirmish, and his
 *   attacks, spells and End turn are offered.
 * Each shot is checked for what the walkthrough says it shows before it is written.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BattleState } from "../../src/rules/combat/types.js";
import { type Arsenal, arsenalFromItems } from "../../src/system/combat/policy/arsenal.js";
import type { Requester } from "../../src/system/combat/policy/event-policy.js";
import { trackerView } from "../../src/system/combat/tracker/view.js";
import { bramsTurn, gm, play, sampleBattle, translator } from "../system/combat/helpers.js";
import { battleInLanguage, inLanguage } from "../system/fixtures/japanese-samples.js";
import { hasChromium } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { lowContrast } from "./contrast.js";
import { ROOT } from "./render-harness.js";
import { trackerPage } from "./tracker-page.js";

const SHOTS = join(ROOT, "docs", "screenshots");
type Lang = "en" | "ja";

/** Bram's kit, our own invention: a dagger, a 30 m sling and a spell, named in the board's language. */
const bramsKit = (lang: Lang) =>
  arsenalFromItems(
    inLanguage(
      [
        {
          id: "d",
          type: "weapon",
          name: "Dagger",
          system: { equipped: true, attackKind: "melee", range: null },
        },
        {
          id: "s",
          type: "weapon",
          name: "Sling",
          system: { equipped: true, attackKind: "shooting", range: 30 },
        },
        {
          id: "f",
          type: "spell",
          name: "Flare",
          system: { rangeKind: "distance", range: 30, area: "radius", radius: 3 },
        },
      ],
      lang,
    ),
  );
const arsenal =
  (lang: Lang) =>
  (id: string): Arsenal =>
    id === "Bram" ? bramsKit(lang) : { weapons: [], spells: [] };

/** The board as a light-themed Foundry window (v13's light window background) holds it. */
function board(lang: Lang, state: BattleState, user: Requester): string {
  const context = {
    ...trackerView({
      state: battleInLanguage(state, lang),
      chosenMethod: "simplified",
      user,
      t: translator(lang),
      arsenal: arsenal(lang),
    }),
    method: "simplified",
  };
  return trackerPage(lang, context, { theme: "light", background: "#e8e3d9", width: 640 });
}

/** Initiative won by the party; Arle placed on the Frontline, Bram not yet. */
const placing = () =>
  play(sampleBattle(), [
    { type: "rollInitiative", total: 12 },
    { type: "place", combatantId: "Arle", area: "frontline" },
  ]);

type Sent = { type?: string; combatantId?: string; side?: string; event?: Sent };
/** The events the board's buttons send, a GM's override unwrapped to the event it forces. */
const sent = (page: Page): Promise<Sent[]> =>
  page.$$eval("button[data-event]", (els) =>
    els
      .map((el) => JSON.parse(el.getAttribute("data-event") ?? "{}") as Sent)
      .map((e) => (e.type === "override" && e.event ? e.event : e)),
  );

/** Round 1, Arle's turn done; Bram's Normal Move from the party's Rearguard to the Frontline. */
const bramMoved = () =>
  play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "normal", to: "frontline" }]);

describe.skipIf(!hasChromium)("the Simplified walkthrough's Battle Board screenshots", () => {
  const chrome = chromiumSuite({ width: 660, height: 700 });
  const shoot = async (page: Page, name: string) => {
    await page.evaluate(() => document.fonts.ready);
    expect(await lowContrast(page, ".sw25-battle-board button, .sw25-area-label, .sw25-chip-name")).toEqual(
      [],
    );
    mkdirSync(SHOTS, { recursive: true });
    await page.locator(".window").screenshot({ path: join(SHOTS, name), animations: "disabled" });
  };

  it.each(["en", "ja"] as const)("%s: placement, the winning side first, a button per area", async (lang) => {
    const page = chrome.page;
    await page.setContent(board(lang, placing(), gm));
    const areas = await page.$$eval(".sw25-area", (els) => els.map((el) => (el as HTMLElement).dataset.area));
    expect(areas).toEqual(["pcRear", "frontline", "enemyRear"]);
    await expect(page.locator('.sw25-area[data-area="frontline"]').innerText()).resolves.toContain(
      inLanguage("Arle", lang),
    );
    // Bram waits to be placed, with a button for each of his side's areas.
    const events = await sent(page);
    const bram = events.filter((e) => e.type === "place" && e.combatantId === "Bram").length;
    expect(bram).toBeGreaterThanOrEqual(2);
    // Each side ends its own placement; the party's button is there.
    const ends = events.filter((e) => e.type === "endPlacement").map((e) => e.side);
    expect(ends).toContain("pc");
    await shoot(page, `battle-board-simplified-placement.${lang}.png`);
  });

  it.each(["en", "ja"] as const)(
    "%s: a turn in progress, after a Normal Move to the Frontline",
    async (lang) => {
      const t = translator(lang);
      const page = chrome.page;
      await page.setContent(board(lang, bramMoved(), gm));
      // Bram now stands on the Frontline with Arle and the goblin, in their skirmish.
      const frontline = page.locator('.sw25-area[data-area="frontline"]');
      const [arle, bram] = [inLanguage("Arle", lang), inLanguage("Bram", lang)];
      await expect(frontline.innerText()).resolves.toMatch(
        new RegExp(`${arle}[\\s\\S]*${bram}|${bram}[\\s\\S]*${arle}`),
      );
      await expect(page.locator(".sw25-area.skirmish").count()).resolves.toBe(1);
      // His turn's panel: the attack and spell rows, and End turn.
      const rows = await page.$$eval(
        ".sw25-turn-attack .sw25-row-label, .sw25-turn-spell .sw25-row-label",
        (els) => els.map((el) => el.textContent?.trim()),
      );
      expect(rows).toEqual([
        t("SW25.Combat.AttackWithWeapon", { weapon: inLanguage("Dagger", lang) }),
        t("SW25.Combat.AttackWithWeapon", {
          weapon: t("SW25.Format.Aside", { text: inLanguage("Sling", lang), aside: "30\u00a0m" }).replace(
            " (",
            "\u00a0(",
          ),
        }),
        t("SW25.Combat.CastSpell", { spell: inLanguage("Flare", lang) }),
      ]);
      await expect(page.locator(".sw25-turn").innerText()).resolves.toContain(t("SW25.Combat.EndTurn"));
      await shoot(page, `battle-board-simplified-turn.${lang}.png`);
    },
  );
});
