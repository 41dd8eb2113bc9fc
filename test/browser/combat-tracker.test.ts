/**
 * Renders the battle board template with real view models and the real CSS in Chromium (en and ja)
 * and checks the layout: three areas side by side in table order, chips inside their area, blocked
 * buttons disabled with the rule as tooltip, nothing overflowing.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { arsenalFromItems } from "../../src/system/combat/policy/arsenal.js";
import { trackerView } from "../../src/system/combat/tracker/view.js";
import { standardBattle, turnOf } from "../system/combat/canvas/standard-battle.js";
import { gm, placedBattle, play, player, translator } from "../system/combat/helpers.js";
import { ridingSetup, ridingTurn } from "../system/combat/riding-battle.js";
import { battleInLanguage, inLanguage } from "../system/fixtures/japanese-samples.js";
import { hasChromium } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { lowContrast, paintedContrast } from "./contrast.js";
import { trackerPage } from "./tracker-page.js";

/** Round 1, Bram's turn: Arle and GobA skirmish on the Frontline. */
function midTurn() {
  return play(placedBattle(), [
    { type: "startRound" },
    { type: "startTurn", actorId: "Arle" },
    { type: "endTurn", actorId: "Arle" },
    { type: "startTurn", actorId: "Bram" },
  ]);
}

/** Bram's equipped sling and a spell (our own invention, named in the board's language), so attack and spell rows render too. */
const bramsKit = (lang: "en" | "ja") =>
  arsenalFromItems(
    inLanguage(
      [
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

/** Window backgrounds close to Foundry v13's own in each colour scheme. */
const WINDOW_BACKGROUND = { light: "#e8e3d9", dark: "#1e1d22" } as const;
type Theme = keyof typeof WINDOW_BACKGROUND;

function page(lang: "en" | "ja", user = player("Bram"), theme: Theme = "light"): string {
  const arsenal = (id: string) => (id === "Bram" ? bramsKit(lang) : { weapons: [], spells: [] });
  const context = {
    ...trackerView({
      state: battleInLanguage(midTurn(), lang),
      chosenMethod: "simplified",
      user,
      t: translator(lang),
      arsenal,
    }),
    method: "simplified",
  };
  return html(lang, theme, context);
}

function html(lang: "en" | "ja", theme: Theme, context: object): string {
  return trackerPage(lang, context, { theme, background: WINDOW_BACKGROUND[theme], width: 720 });
}

/**
 * A Standard battle after Arle's 4 m Normal Move: Kai and GobA in melee at (20, 0), Bram standing
 * independently inside that skirmish, GobB in the open.
 */
function standardPage(lang: "en" | "ja", growingMoves = false): string {
  const base = standardBattle({
    ...(growingMoves ? { growingMoves } : {}),
    combatants: [
      { id: "Arle", side: "pc", hp: 20, agility: 5, position: { x: 0, y: 0 } },
      { id: "Bram", side: "pc", hp: 20, agility: 5, feats: ["hawkEye"], position: { x: 22, y: 0 } },
      { id: "Kai", side: "pc", hp: 20, agility: 5, position: { x: 20, y: 0 } },
      { id: "GobA", side: "enemy", hp: 20, agility: 5, position: { x: 20, y: 0 } },
      { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
    ],
  });
  const state = play(turnOf("Arle", base), [{ type: "moveTo", actorId: "Arle", path: [{ x: 4, y: 0 }] }]);
  const context = {
    ...trackerView({
      state: battleInLanguage(state, lang),
      chosenMethod: "standard",
      user: player("Arle"),
      t: translator(lang),
    }),
    method: "standard",
  };
  return html(lang, "light", context);
}

/** The same Standard battle as the GM sees it: each movement row ends with the GM's Forced move… button. */
function standardGmPage(lang: "en" | "ja", user = gm, theme: Theme = "light"): string {
  const state = play(turnOf("Arle"), [{ type: "moveTo", actorId: "Arle", path: [{ x: 4, y: 0 }] }]);
  const context = {
    ...trackerView({
      state: battleInLanguage(state, lang),
      chosenMethod: "standard",
      user,
      t: translator(lang),
    }),
    method: "standard",
  };
  return html(lang, theme, context);
}

/** Arle's turn after her 4 m move, and Cora, who joined late without a point: the GM's Place… on her row. */
function placePage(lang: "en" | "ja", user = gm, theme: Theme = "light"): string {
  const state = play(turnOf("Arle"), [
    { type: "moveTo", actorId: "Arle", path: [{ x: 4, y: 0 }] },
    { type: "join", combatant: { id: "Cora", side: "pc", hp: 20, agility: 5 } },
  ]);
  const context = {
    ...trackerView({
      state: battleInLanguage(state, lang),
      chosenMethod: "standard",
      user,
      t: translator(lang),
    }),
    method: "standard",
  };
  return html(lang, theme, context);
}

/**
 * Kay's turn on her Ironhorn Stag in a shoulder-deep lake, the Bramble Drake flying at 15 m, Ann wading
 * ashore on dry land: the riding row, the stag's commanded rows, and the GM's open water and air panel.
 */
function ridingPage(lang: "en" | "ja", user = gm, theme: Theme = "light"): string {
  const state = play(ridingTurn("kay"), [
    { type: "setEnvironment", underwater: true, shoulderDeep: true },
    { type: "setEnvironment", combatantId: "drake", flying: true, altitude: 15 },
    { type: "setEnvironment", combatantId: "ann", underwater: false, shoulderDeep: false },
  ]);
  const kit = (name: string) =>
    arsenalFromItems([
      {
        id: name,
        type: "weapon",
        name: inLanguage(name, lang),
        system: { equipped: true, attackKind: "melee" },
      },
    ]);
  const arsenal = (id: string) =>
    id === "kay" ? kit("Spear") : id === "stag" ? kit("Antlers") : { weapons: [], spells: [] };
  const context = {
    ...trackerView({
      state: battleInLanguage(state, lang),
      chosenMethod: "simplified",
      user,
      t: translator(lang),
      arsenal,
    }),
    method: "simplified",
    envOpen: true,
  };
  return html(lang, theme, context);
}

/** WCAG contrast of a computed `rgb(...)` colour on the theme's window background. */
function contrastOn(colour: string, theme: Theme): number {
  const rgb = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const hex = WINDOW_BACKGROUND[theme];
  const bg = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const lum = ([r, g, b]: number[]) =>
    [r, g, b]
      .map((v) => (v ?? 0) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
  const [hi, lo] = [lum(rgb), lum(bg)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const OUT = join(import.meta.dirname, "..", "..", "test-output", "browser");
/** The README's screenshots, regenerated by every run. */
const SHOTS = join(import.meta.dirname, "..", "..", "docs", "screenshots");

describe.skipIf(!hasChromium)("battle board in Chromium", () => {
  const chrome = chromiumSuite({ width: 760, height: 900 });
  /**
   * The block's one tab, at the size a test asks for: each test's page is only set content (no script, no
   * pointer), and a new tab for each cost three to four times a render of the page in the open one.
   */
  const tabAt = async (viewport: { width: number; height: number }) => {
    await chrome.page.setViewportSize(viewport);
    return chrome.page;
  };

  for (const lang of ["en", "ja"] as const) {
    it(`[SIMP-01] ${lang}: the three areas stand side by side, allies' Rearguard to enemies' Rearguard`, async () => {
      const tab = await tabAt({ width: 760, height: 900 });
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
      // A monster or an unarmed character has a plain "Melee attack" row (not "Attack with melee"); a ranged
      // weapon's range never breaks from its number ("Sling (30 m)", no-break spaces; full-width brackets in Japanese).
      expect(rows).toEqual([
        t("SW25.Combat.MeleeAttack"),
        t("SW25.Combat.AttackWithWeapon", {
          weapon: t("SW25.Format.Aside", { text: inLanguage("Sling", lang), aside: "30\u00a0m" }).replace(
            " (",
            "\u00a0(",
          ),
        }),
        t("SW25.Combat.CastSpell", { spell: inLanguage("Flare", lang) }),
      ]);
      // In the narrow combat sidebar too: "(30 m)" stays on one line.
      await tab.setViewportSize({ width: 300, height: 900 });
      const rangeLines = await tab.$$eval(".sw25-turn-attack .sw25-row-label", (els) => {
        const text = els[1]?.firstChild as Text;
        const at = (text.textContent ?? "").search(/[(（]30/);
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + "(30\u00a0m)".length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(rangeLines).toBe(1);
      await tab.setViewportSize({ width: 760, height: 900 });
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `battle-board.${lang}.png`), fullPage: true });
    });

    it(`[SIMP-07] ${lang}: a refused move is a disabled button whose tooltip cites the rule`, async () => {
      const tab = await tabAt({ width: 760, height: 900 });
      await tab.setContent(page(lang));
      const blocked = await tab.$$eval(".sw25-turn button.blocked", (els) =>
        els.map((el) => ({
          disabled: (el as HTMLButtonElement).disabled,
          title: el.getAttribute("title") ?? "",
        })),
      );
      expect(blocked.length).toBeGreaterThan(0);
      // The tooltip names the rule's family in the game's words ("Simplified Combat: ..."), never its ID.
      const t = translator(lang);
      const families = ["FLOW", "SIMP", "MOVE", "ACT"].map((f) => t(`SW25.Words.Rule.${f}`));
      const cites = new RegExp(`^(${families.join("|")})[:：] ?\\S`);
      expect(blocked.every((b) => b.disabled && cites.test(b.title))).toBe(true);
      expect(blocked.some((b) => /[A-Z]{2,6}-\d{2}/.test(b.title))).toBe(false);
      const legal = await tab.$$eval(".sw25-turn button.legal", (els) =>
        els.map((el) => (el as HTMLButtonElement).disabled),
      );
      expect(legal.length).toBeGreaterThan(0);
      expect(legal.every((d) => !d)).toBe(true);
      expect(await tab.$$eval(".sw25-battle-notice", (els) => els.length)).toBe(0);
    });

    it(`[STD-10] ${lang}: the Standard board lists skirmishes (in melee / independent) and everyone's movement`, async () => {
      const tab = await tabAt({ width: 760, height: 900 });
      await tab.setContent(standardPage(lang));
      const t = translator(lang);
      const skirmishes = await tab.$$eval(".sw25-std-skirmish", (els) =>
        els.map((el) => ({
          label: el.querySelector(".sw25-area-label")?.textContent?.trim(),
          roles: [...el.querySelectorAll(".sw25-std-role")].map((r) => r.textContent?.trim()),
          chips: [...el.querySelectorAll(".sw25-std-group")].map((g) =>
            [...g.querySelectorAll(".sw25-chip")].map((c) => (c as HTMLElement).dataset.combatantId),
          ),
        })),
      );
      expect(skirmishes).toEqual([
        {
          label: t("SW25.Combat.Standard.SkirmishLabel", { n: 1, x: 20, y: 0, radius: 3 }),
          roles: [t("SW25.Combat.Standard.InMelee"), t("SW25.Combat.Standard.Independent")],
          chips: [["Kai", "GobA"], ["Bram"]],
        },
      ]);
      const rows = await tab.$$eval(".sw25-std-movement tbody tr", (els) =>
        els.map((el) => [...el.querySelectorAll("td")].map((td) => td.textContent?.trim())),
      );
      expect(rows[0]).toEqual([
        inLanguage("Arle", lang),
        "(4, 0)",
        t("SW25.Combat.Move.normal"),
        t("SW25.Combat.Standard.Metres", { metres: 1 }),
      ]);
      expect(rows).toHaveLength(5);
      // The Simplified areas are not drawn; nothing overflows.
      expect(await tab.$$eval(".sw25-area", (els) => els.length)).toBe(0);
      const overflowing = await tab.$$eval(
        ".sw25-std-skirmish, .sw25-std-open, .sw25-chip, .sw25-turn, .sw25-std-movement",
        (els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className),
      );
      expect(overflowing).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await tab.screenshot({ path: join(SHOTS, `battle-board-standard.${lang}.png`), fullPage: true });
    });

    it(`[MOVE-01] ${lang}: with growing moves (the world setting's default) the mover's row says the mode so far and Full's metres`, async () => {
      const tab = await tabAt({ width: 760, height: 900 });
      await tab.setContent(standardPage(lang, true));
      const t = translator(lang);
      const rows = await tab.$$eval(".sw25-std-movement tbody tr", (els) =>
        els.map((el) => [...el.querySelectorAll("td")].map((td) => td.textContent?.trim())),
      );
      expect(rows[0]).toEqual([
        inLanguage("Arle", lang),
        "(4, 0)",
        t("SW25.Combat.Standard.ModeSoFar", { mode: t("SW25.Combat.Move.normal") }),
        t("SW25.Combat.Standard.Metres", { metres: 11 }),
      ]);
      const overflowing = await tab.$$eval(".sw25-std-movement, .sw25-std-movement td", (els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent?.trim()),
      );
      expect(overflowing).toEqual([]);
      await tab.screenshot({ path: join(SHOTS, `battle-board-growing.${lang}.png`), fullPage: true });
    });
  }

  for (const lang of ["en", "ja"] as const)
    it(`[MOUNT-08] ${lang}: the GM's Forced move… button ends each movement row, inside the window`, async () => {
      const tab = await tabAt({ width: 760, height: 900 });
      await tab.setContent(standardGmPage(lang));
      const t = translator(lang);
      const buttons = await tab.$$eval(".sw25-std-movement tbody tr", (rows) =>
        rows.map((row) => {
          const b = row.querySelector<HTMLButtonElement>("button.sw25-forced-move");
          return {
            row: (row as HTMLElement).dataset.combatantId,
            text: b?.textContent?.trim(),
            aria: b?.getAttribute("aria-label"),
            action: b?.dataset.action,
            disabled: b?.disabled,
            legal: b?.classList.contains("legal"),
            x: b?.dataset.x,
            y: b?.dataset.y,
            event: JSON.parse(b?.dataset.event ?? "null"),
          };
        }),
      );
      expect(buttons.map((b) => [b.row, b.text, b.aria, b.action, b.disabled, b.legal, b.x, b.y])).toEqual(
        [
          ["Arle", "4", "0"],
          ["Bram", "0", "10"],
          ["Kai", "20", "0"],
          ["GobA", "20", "0"],
          ["GobB", "40", "0"],
        ].map(([id, x, y]) => [
          id,
          t("SW25.Board.ForcedMove.Button"),
          t("SW25.Board.ForcedMove.Aria", { name: inLanguage(id ?? "", lang) }),
          "forcedMove",
          false,
          true,
          x,
          y,
        ]),
      );
      expect(buttons[1]?.event).toEqual({
        type: "move",
        actorId: "Bram",
        mode: "limited",
        forced: true,
        at: { x: 0, y: 10 },
      });
      // One more (empty) header cell for the buttons' column; the table fits the window.
      expect(await tab.$$eval(".sw25-std-movement thead th", (els) => els.length)).toBe(5);
      const right = await tab.$eval(".window", (el) => el.getBoundingClientRect().right);
      const beyond = await tab.$$eval(
        ".sw25-std-movement, .sw25-forced-move",
        (els, edge) =>
          els.filter((el) => el.getBoundingClientRect().right > edge + 1).map((el) => el.className),
        right,
      );
      expect(beyond).toEqual([]);
      const overflowing = await tab.$$eval(".sw25-std-movement, .sw25-battle-standard", (els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className),
      );
      expect(overflowing).toEqual([]);
      // Each button sits on its own row's line, not wrapped under it.
      const heights = await tab.$$eval(".sw25-std-movement tbody tr", (rows) =>
        rows.map((r) => Math.round(r.getBoundingClientRect().height)),
      );
      expect(Math.max(...heights)).toBeLessThan(40);
      mkdirSync(SHOTS, { recursive: true });
      await tab.screenshot({ path: join(SHOTS, `battle-board-forced.${lang}.png`), fullPage: true });
    });

  for (const lang of ["en", "ja"] as const)
    it(`[STD-04] ${lang}: a latecomer without a point: 'No position yet' and the GM's Place… on its row`, async () => {
      const tab = await tabAt({ width: 760, height: 900 });
      await tab.setContent(placePage(lang));
      const t = translator(lang);
      const row = await tab.$eval('.sw25-std-movement tbody tr[data-combatant-id="Cora"]', (tr) => {
        const b = tr.querySelector<HTMLButtonElement>("button");
        return {
          cells: [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim()),
          buttons: tr.querySelectorAll("button").length,
          action: b?.dataset.action,
          aria: b?.getAttribute("aria-label"),
          disabled: b?.disabled,
          legal: b?.classList.contains("legal"),
          x: b?.dataset.x,
          event: JSON.parse(b?.dataset.event ?? "null"),
        };
      });
      expect(row).toEqual({
        cells: [
          inLanguage("Cora", lang),
          t("SW25.Board.Place.Unplaced"),
          "—",
          // Nowhere yet, nothing to walk.
          "",
          t("SW25.Board.Place.Button"),
        ],
        buttons: 1,
        action: "placeCombatant",
        aria: t("SW25.Board.Place.Aria", { name: inLanguage("Cora", lang) }),
        disabled: false,
        legal: true,
        x: "",
        event: { type: "place", combatantId: "Cora", at: { x: 0, y: 0 } },
      });
      // Listed as not placed (no area buttons on her chip), never in the open.
      const unplaced = await tab.$$eval(".sw25-unplaced .sw25-chip", (els) =>
        els.map((el) => [(el as HTMLElement).dataset.combatantId, el.querySelectorAll("button").length]),
      );
      expect(unplaced).toEqual([["Cora", 0]]);
      expect(
        await tab.$$eval(".sw25-std-open .sw25-chip", (els) =>
          els.map((el) => (el as HTMLElement).dataset.combatantId),
        ),
      ).not.toContain("Cora");
      const right = await tab.$eval(".window", (el) => el.getBoundingClientRect().right);
      const beyond = await tab.$$eval(
        ".sw25-std-movement, .sw25-place",
        (els, edge) =>
          els.filter((el) => el.getBoundingClientRect().right > edge + 1).map((el) => el.className),
        right,
      );
      expect(beyond).toEqual([]);
      const heights = await tab.$$eval(".sw25-std-movement tbody tr", (rows) =>
        rows.map((r) => Math.round(r.getBoundingClientRect().height)),
      );
      expect(Math.max(...heights)).toBeLessThan(40);
      mkdirSync(SHOTS, { recursive: true });
      await tab.screenshot({ path: join(SHOTS, `battle-board-place.${lang}.png`), fullPage: true });
    });

  it("[STD-04] players see the latecomer's row without Place…", async () => {
    const tab = await tabAt({ width: 760, height: 900 });
    await tab.setContent(placePage("en", player("Cora")));
    expect(await tab.$$eval(".sw25-place, .sw25-forced-cell", (els) => els.length)).toBe(0);
    expect(await tab.$$eval(".sw25-std-movement tbody tr", (els) => els.length)).toBe(6);
  });

  it("[MOUNT-08] players see the movement table without the forced-move column", async () => {
    const tab = await tabAt({ width: 760, height: 900 });
    await tab.setContent(standardGmPage("en", player("Arle")));
    expect(await tab.$$eval(".sw25-forced-move, .sw25-forced-cell", (els) => els.length)).toBe(0);
    expect(await tab.$$eval(".sw25-std-movement thead th", (els) => els.length)).toBe(4);
    expect(await tab.$$eval(".sw25-std-movement tbody tr", (els) => els.length)).toBe(5);
  });

  for (const lang of ["en", "ja"] as const)
    it(`[MOUNT-01] [ENV-05] ${lang}: a mounted pair's turn and the GM's water and air panel fit the board`, async () => {
      const tab = await tabAt({ width: 760, height: 900 });
      await tab.setContent(ridingPage(lang));
      const t = translator(lang);
      const text = (selector: string) =>
        tab.$$eval(selector, (els) => els.map((el) => el.textContent?.replace(/\s+/g, " ").trim()));
      const n = (name: string) => inLanguage(name, lang);
      expect(await text(".sw25-turn-riding button")).toEqual([
        t("SW25.Combat.Riding.DismountMinor", { mount: n("Ironhorn Stag") }),
      ]);
      expect(await text(".sw25-commanded-title")).toEqual([
        t("SW25.Combat.Riding.Commands", { mount: n("Ironhorn Stag") }),
      ]);
      expect(await text(".sw25-turn-commanded .sw25-row-label")).toEqual([
        t("SW25.Combat.AttackWithWeapon", { weapon: n("Antlers") }),
      ]);
      // A weapon goes to a character, never to a mount (the stag, the pony): Ann is the only one offered.
      const handOvers = (await text(".sw25-turn-actions button")).filter(
        (l) => l?.includes(n("Spear")) && !l.startsWith(t("SW25.Combat.Weapon.Drop", { weapon: n("Spear") })),
      );
      expect(handOvers).toEqual([t("SW25.Combat.Weapon.HandOver", { weapon: n("Spear"), name: n("Ann") })]);
      // Round 1: Kay's Frontline counts as having moved, so the rules refuse every move. The reason is said once;
      // the GM's override buttons are folded away instead of outlining every button.
      expect(await text(".sw25-turn-moves-refused")).toHaveLength(1);
      expect(
        await tab.$eval("details.sw25-turn-moves-override", (el) => (el as HTMLDetailsElement).open),
      ).toBe(false);
      expect(await tab.$$eval(".sw25-turn > .sw25-turn-move", (els) => els.length)).toBe(0);
      expect(await text(".sw25-battle-water")).toEqual([t("SW25.Combat.Env.Water.shoulderDeep")]);
      expect(await text(".sw25-env-toggle.active")).toEqual([t("SW25.Combat.Env.Water.shoulderDeep")]);
      expect(await text(".sw25-env-table tbody .sw25-env-name")).toEqual(
        ["Kay", "Ironhorn Stag", "Ann", "Pony", "Mule", "Bramble Drake"].map(n),
      );
      expect(await text("[data-combatant-id='drake'] .sw25-env-altitude")).toEqual([
        t("SW25.Combat.Env.Altitude", { metres: 15 }),
      ]);
      expect(await text(".sw25-chip[data-combatant-id='kay'] .sw25-chip-mark")).toEqual([
        t("SW25.Combat.Riding.Rides", { mount: n("Ironhorn Stag") }),
      ]);
      // The panel is open and every control is visible inside the window.
      const panel = await tab.$eval("details.sw25-env", (el) => (el as HTMLDetailsElement).open);
      expect(panel).toBe(true);
      const overflowing = await tab.$$eval(
        ".sw25-chip, .sw25-turn, .sw25-turn-commanded, .sw25-env, .sw25-env-battle, .sw25-env-table, .sw25-battle-header",
        (els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className),
      );
      expect(overflowing).toEqual([]);
      const window = await tab.$eval(".window", (el) => el.getBoundingClientRect().right);
      const beyond = await tab.$$eval(
        ".sw25-env button, .sw25-env select, .sw25-turn button",
        (els, right) =>
          els.filter((el) => el.getBoundingClientRect().right > right + 1).map((el) => el.textContent),
        window,
      );
      expect(beyond).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await tab.screenshot({ path: join(SHOTS, `battle-board-riding.${lang}.png`), fullPage: true });
    });

  it("[INIT-05] the GM's set-up shows the mount-weakness contest row beside the knowledge rows", async () => {
    const tab = await tabAt({ width: 760, height: 600 });
    const context = {
      ...trackerView({
        state: battleInLanguage(ridingSetup(), "ja"),
        chosenMethod: "simplified",
        user: gm,
        t: translator("ja"),
      }),
      method: "simplified",
    };
    await tab.setContent(html("ja", "light", context));
    const row = await tab.$$eval(".sw25-mount-weakness", (els) =>
      els.map((el) => [...el.children].map((c) => c.textContent?.trim())),
    );
    expect(row).toEqual([["騎獣の弱点：ケイ（アイアンホーン・スタッグに騎乗）", "弱点隠しの対抗判定"]]);
    const overflowing = await tab.$$eval(".sw25-battle-knowledge", (els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className),
    );
    expect(overflowing).toEqual([]);
    mkdirSync(OUT, { recursive: true });
    await tab.screenshot({ path: join(OUT, "battle-board-mount-weakness.ja.png"), fullPage: true });
  });

  it("[ENV-05] players see the battle's water and the pair, but no water and air panel", async () => {
    const tab = await tabAt({ width: 760, height: 900 });
    await tab.setContent(ridingPage("en", player("kay")));
    expect(await tab.$$eval("details.sw25-env", (els) => els.length)).toBe(0);
    expect(await tab.$$eval(".sw25-battle-water", (els) => els.map((el) => el.textContent))).toEqual([
      "Shoulder-deep",
    ]);
    expect(
      await tab.$$eval(".sw25-turn-commanded .sw25-battle-button.legal", (els) =>
        els.map((el) => el.textContent),
      ),
    ).toEqual(["Unknown monster", "Unique skill…"]);
  });

  for (const theme of ["light", "dark"] as const)
    it(`[ENV-05] ${theme} theme: the riding and water texts keep a readable contrast (WCAG AA, 4.5:1)`, async () => {
      const tab = await tabAt({ width: 760, height: 900 });
      await tab.setContent(ridingPage("ja", gm, theme));
      const colours = await tab.$$eval(
        ".sw25-chip-mark, .sw25-commanded-title, .sw25-battle-water, .sw25-env-summary, .sw25-env-name, .sw25-env-table th, .sw25-env-altitude",
        (els) => els.map((el) => getComputedStyle(el).color),
      );
      expect(colours.length).toBeGreaterThan(8);
      for (const colour of colours) expect(contrastOn(colour, theme), colour).toBeGreaterThanOrEqual(4.5);
      mkdirSync(SHOTS, { recursive: true });
      await tab.screenshot({ path: join(SHOTS, `battle-board-riding-${theme}.png`), fullPage: true });
    });

  for (const theme of ["light", "dark"] as const)
    it(`${theme} theme: the board's text keeps a readable contrast (WCAG AA, 4.5:1) on the window`, async () => {
      const tab = await tabAt({ width: 760, height: 900 });
      await tab.setContent(page("ja", player("Bram"), theme));
      const colours = await tab.$$eval(
        ".sw25-chip-name, .sw25-area-label, .sw25-row-label, .sw25-side-label",
        (els) => els.map((el) => getComputedStyle(el).color),
      );
      expect(colours.length).toBeGreaterThan(4);
      for (const colour of colours) expect(contrastOn(colour, theme), colour).toBeGreaterThanOrEqual(4.5);
      mkdirSync(OUT, { recursive: true });
      await tab.screenshot({ path: join(OUT, `battle-board.ja.${theme}.png`), fullPage: true });
      mkdirSync(SHOTS, { recursive: true });
      await tab.screenshot({ path: join(SHOTS, `battle-board-${theme}.png`), fullPage: true });
    });

  for (const theme of ["light", "dark"] as const)
    it(`${theme} theme: every board button, enabled, refused (disabled) or GM override, keeps 4.5:1`, async () => {
      const tab = await tabAt({ width: 760, height: 900 });
      const states = new Set<string>();
      for (const [lang, user] of [
        ["en", player("Bram")],
        ["ja", player("Bram")],
        ["en", gm],
      ] as const) {
        await tab.setContent(page(lang, user, theme));
        const painted = await paintedContrast(tab, ".sw25-battle-board button, .sw25-side-waiting");
        for (const p of painted) states.add(p.state.includes("disabled") ? "disabled" : p.state);
        expect(await lowContrast(tab, ".sw25-battle-board button, .sw25-side-waiting"), `${lang}`).toEqual(
          [],
        );
      }
      await tab.setContent(ridingPage("en", gm, theme));
      expect(await lowContrast(tab, ".sw25-battle-board button")).toEqual([]);
      await tab.setContent(standardGmPage("ja", gm, theme));
      expect(await lowContrast(tab, ".sw25-battle-board button")).toEqual([]);
      // The check saw every state a board button takes.
      expect([...states].some((s) => s === "disabled")).toBe(true);
      expect([...states].some((s) => s.includes("override"))).toBe(true);
      expect([...states].some((s) => s.includes("legal"))).toBe(true);
    });

  it("English move rows: every row's buttons start at the same x", async () => {
    const tab = await tabAt({ width: 760, height: 900 });
    await tab.setContent(page("en", gm));
    const starts = await tab.$$eval(".sw25-turn-move, .sw25-turn-attack, .sw25-turn-spell", (rows) =>
      rows.map((row) => Math.round(row.querySelector("button")?.getBoundingClientRect().x ?? -1)),
    );
    expect(starts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(starts).size).toBe(1);
  });

  it("[FLOW-03] the GM sees override buttons (clickable, marked) where a player sees disabled ones", async () => {
    const tab = await tabAt({ width: 760, height: 900 });
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
  });
});
