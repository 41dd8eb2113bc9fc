/**
 * The sheets' form controls in Foundry v13's two colour schemes, outside the Battle Board and the chat cards:
 * every character tab (edit and play), a monster, a mount, every item type and the chat palette window,
 * rendered with the real CSS in Chromium inside a window marked `.themed.theme-<x>`. Every input, select,
 * textarea and button shows its text (and its placeholder) at 4.5:1 (WCAG AA) on what is really behind it;
 * the fields take the theme's field colour and colour scheme (so the browser draws checkboxes, select
 * arrows and spinners in it), and an unchecked checkbox is painted dark in the dark theme.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { ITEM_FIELDS, itemView } from "../../src/system/applications/view/item/item-view.js";
import {
  preparedCharacter,
  preparedMonster,
  preparedMount,
  RIVERSTRIDER,
  THORNBACK,
  WOLF,
} from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, pageCss, withPortraits } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { paintedControls, paintedLuminance } from "./contrast.js";
import { renderer } from "./render-harness.js";
import { CHARACTER_TABS, renderCharacter, renderMonster, renderMount } from "./sheet-pages.js";

type Theme = "light" | "dark";
type Stored = Record<string, unknown>;

/** Wolf with a session record, a ledger line and palette lines, so the Records tab has rows of controls. */
const RECORDED_WOLF = preparedCharacter({
  ...WOLF,
  system: {
    ...(WOLF.system as Stored),
    records: {
      sessions: [
        {
          date: "2026-01-10",
          title: "The Mill Road",
          gm: "Kei",
          members: "",
          experience: 1200,
          money: 600,
          honor: 8,
          growth: "",
          notes: "",
        },
      ],
      ledger: [{ date: "", item: "Rope", amount: -20 }],
    },
    // A heading, a line naming no value (its message), a line whose odds wait for the Odds button.
    palette: [
      { name: "", formula: "### Attacks" },
      { name: "Hit", formula: "2d6+{accuracy}" },
      { name: "Bad", formula: "2d6+{nothing}" },
      { name: "Long", formula: "K20@3" },
    ],
  },
} as never);

interface Window {
  readonly name: string;
  /** The window's own classes besides `swordworld25` (Foundry's `classes` option). */
  readonly classes: string;
  readonly html: string;
  readonly width: number;
}

function windows(): Window[] {
  const r = renderer("en");
  const out: Window[] = [];
  for (const mode of ["edit", "play"] as const)
    for (const tab of CHARACTER_TABS)
      out.push({
        name: `character-${tab}.${mode}`,
        classes: "sheet actor character",
        html: renderCharacter(r, RECORDED_WOLF, mode, tab),
        width: 760,
      });
  out.push({
    name: "monster.edit",
    classes: "sheet actor monster",
    html: renderMonster(r, preparedMonster(THORNBACK as never), "edit"),
    width: 860,
  });
  out.push({
    name: "mount.edit",
    classes: "sheet actor mount",
    html: renderMount(r, preparedMount(RIVERSTRIDER as never, null), "edit"),
    width: 860,
  });
  for (const type of Object.keys(ITEM_FIELDS))
    out.push({
      name: `item-${type}`,
      classes: "sheet item",
      html: r.render("item/item.hbs", {
        view: itemView({ _id: type, name: `Sample ${type}`, type, system: {} }),
        canEdit: true,
        effects: [],
      }),
      width: 520,
    });
  const records = characterView(RECORDED_WOLF, (k, d) => r.localize(k, d)).records;
  out.push({
    name: "palette-window",
    classes: "sw25-palette-window",
    html: `<section class="window-content">${r.render("apps/palette.hbs", {
      palette: { buttons: records.palette, isDefault: records.paletteIsDefault, text: records.paletteText },
    })}</section>`,
    width: 420,
  });
  expect([...r.missing]).toEqual([]);
  return out;
}

/** A window framed as Foundry v13 frames a themed application; the body keeps the other scheme's colours. */
function themedWindow(w: Window, theme: Theme): string {
  const other = theme === "dark" ? "light" : "dark";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${pageCss()}</style></head>
    <body class="theme-${other}" style="margin:0"><div class="swordworld25 ${w.classes} themed theme-${theme}"
    style="width:${w.width}px"><form>${withPortraits(w.html)}</form></div></body></html>`;
}

const FIELD = /^(input|select|textarea)/;

describe.skipIf(!hasChromium)("sheet controls in the light and dark themes", () => {
  const chrome = chromiumSuite({ width: 900, height: 800 });
  const rendered = windows();

  for (const theme of ["light", "dark"] as const)
    it(`${theme} theme: every control's text and placeholder keep 4.5:1; fields take the theme's colours`, async () => {
      const problems: string[] = [];
      let fields = 0;
      let buttons = 0;
      let placeholders = 0;
      const kinds = new Set<string>();
      for (const w of rendered) {
        await chrome.page.setContent(themedWindow(w, theme));
        for (const c of await paintedControls(chrome.page, ".swordworld25")) {
          const at = `${w.name}: ${c.control}`;
          if (c.ratio < 4.5) problems.push(`${at}: text ${c.ratio.toFixed(2)}`);
          if (c.placeholder !== null) {
            placeholders++;
            if (c.placeholder < 4.5) problems.push(`${at}: placeholder ${c.placeholder.toFixed(2)}`);
          }
          if (c.scheme !== theme) problems.push(`${at}: colour scheme "${c.scheme}"`);
          if (FIELD.test(c.control)) {
            fields++;
            kinds.add(c.control.split(" ")[0] ?? "");
            // The field colour of the palette: #1d1713 (dark) or #fffdf8 (light), never the browser's white.
            if (theme === "dark" ? c.luminance > 0.05 : c.luminance < 0.8)
              problems.push(`${at}: background luminance ${c.luminance.toFixed(2)}`);
          } else buttons++;
        }
        // A select's options (its open list) in the theme's colours too.
        const options = await chrome.page.$$eval(".swordworld25 select option", (els) =>
          els.map((el) => getComputedStyle(el).backgroundColor),
        );
        for (const colour of new Set(options))
          if (colour !== (theme === "dark" ? "rgb(29, 23, 19)" : "rgb(255, 253, 248)"))
            problems.push(`${w.name}: option background ${colour}`);
      }
      expect(problems).toEqual([]);
      // The walk saw every kind of control it vouches for.
      expect([...kinds].sort()).toEqual(
        [
          "input[checkbox]",
          "input[number]",
          "input[text]",
          "select[select-one]",
          "textarea[textarea]",
        ].sort(),
      );
      expect(fields).toBeGreaterThan(300);
      expect(buttons).toBeGreaterThan(100);
      expect(placeholders).toBeGreaterThan(50);
    }, 120_000);

  for (const theme of ["light", "dark"] as const)
    it(`${theme} theme: an unchecked checkbox, a number field and a select are painted in the theme`, async () => {
      const weapon = rendered.find((w) => w.name === "item-weapon");
      const abilities = rendered.find((w) => w.name === "character-abilities.edit");
      if (!weapon || !abilities) throw new Error("missing sample windows");
      mkdirSync(OUT, { recursive: true });
      const painted: Record<string, number> = {};
      await chrome.page.setContent(themedWindow(abilities, theme));
      painted.checkbox = await paintedLuminance(chrome.page, 'input[type="checkbox"]:not(:checked)');
      painted.number = await paintedLuminance(chrome.page, 'input[type="number"]');
      await chrome.page
        .locator(".sw25-tab.active")
        .screenshot({ path: join(OUT, `sheet-controls.${theme}.png`) });
      await chrome.page.setContent(themedWindow(weapon, theme));
      painted.select = await paintedLuminance(chrome.page, "select");
      painted.itemCheckbox = await paintedLuminance(chrome.page, 'input[type="checkbox"]:not(:checked)');
      await chrome.page.locator("body > div").screenshot({ path: join(OUT, `item-controls.${theme}.png`) });
      for (const [what, luminance] of Object.entries(painted))
        if (theme === "dark") expect(luminance, what).toBeLessThan(0.25);
        else expect(luminance, what).toBeGreaterThan(0.5);
    });
});
