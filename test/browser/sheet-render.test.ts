// Every tab of every sheet, in edit and play mode, and the roll cards, in English and Japanese, rendered in
// Chromium with Font Awesome: every page lays out, every control must have a size and an accessible name;
// screenshots are kept for review (test-output/browser/sheets/). The edit-mode forms are also walked for the
// coverage report test-output/browser/sheet-fields.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { ITEM_FIELDS, itemView } from "../../src/system/applications/view/item/item-view.js";
import { cardView } from "../../src/system/chat/roll-card.js";
import { inLanguage, sampleItemName } from "../system/fixtures/japanese-samples.js";
import {
  GOBLIN,
  MAREN,
  preparedCharacter,
  preparedMonster,
  preparedMount,
  RIVERSTRIDER,
  THORNBACK,
  WOLF,
} from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, pageCss, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";
import { actorSchemas, leafPaths, pathPattern } from "./schema-walk.js";
import {
  CHARACTER_TABS,
  type Mode,
  ROLL_CARDS,
  renderCharacter,
  renderMonster,
  renderMount,
  SAMPLE_AFFINITIES,
} from "./sheet-pages.js";

const SHOTS = join(OUT, "sheets");
const MODES: readonly Mode[] = ["play", "edit"];

type Stored = Record<string, unknown>;
const withSystem = (actor: ActorInput, extra: Stored): ActorInput & { system: Stored; items: never[] } =>
  ({ ...actor, system: { ...(actor.system as Stored), ...extra } }) as never;

/** Wolf with everything a sheet can list: a potion, effects (one from an item), languages, honour, affinities. */
const RICH_WOLF = preparedCharacter({
  ...withSystem(WOLF, {
    languages: [{ name: "Trade Common", speak: true, read: true }],
    honor: {
      points: 40,
      items: [{ name: "Guild badge", points: 10 }],
      dishonor: 2,
      dishonorItems: [{ name: "Broken oath", points: 5 }],
    },
    profile: {
      birth: "Mercenary",
      faith: "",
      age: "24",
      gender: "",
      height: "170cm",
      weight: "",
      playerName: "Sam",
    },
    records: {
      sessions: [
        {
          date: "2026-01-10",
          title: "The Mill Road",
          gm: "Kei",
          experience: 1200,
          money: 600,
          honor: 8,
          growth: "Dexterity",
          notes: "",
        },
      ],
      ledger: [{ date: "2026-01-11", item: "Rope", amount: -20 }],
    },
    palette: [{ name: "Hit", formula: "2d6+{accuracy}" }],
    elementAffinities: [{ element: "fire", kind: "weakness", amount: 3 }],
    growthLog: [{ first: 1, second: 4, ability: "dexterity" }],
  }),
  effects: [{ _id: "bless", name: "Blessing", disabled: false }],
  items: [
    ...(WOLF.items as never[]),
    {
      _id: "potion",
      name: "Healing Potion",
      type: "gear",
      system: { gearKind: "potion", quantity: 2, price: 100, power: 20 },
    },
    {
      _id: "ring",
      name: "Ring of Agility",
      type: "accessory",
      system: { slot: "rightHand", price: 500, equipped: false },
      effects: [{ _id: "agi", name: "Agility +2", disabled: false }],
    },
  ] as never[],
} as never);

/** A character of every class that keeps a class resource (楽素, 陣気, 命脈点, cards): the sheet shows them all. */
const RESOURCE_KEEPER = preparedCharacter({
  ...WOLF,
  items: [
    ...(WOLF.items as never[]),
    ...["bard", "tactician", "geomancer", "alchemist"].map((classId) => ({
      _id: classId,
      name: classId,
      type: "class",
      system: { classId, level: 2, tier: "B", kind: "other" },
    })),
  ] as never[],
} as never);

/** The mount with a unique skill (issue 19: stored and editable). */
const RICH_RIVERSTRIDER = preparedMount(
  withSystem(RIVERSTRIDER, {
    skills: [
      {
        name: "Surefooted wading",
        section: "",
        timing: "passive",
        value: null,
        resistedBy: "",
        effect: "Ignores shallow water.",
      },
    ],
  }),
  null,
);

const RICH_THORNBACK = preparedMonster(
  withSystem(THORNBACK, { elementAffinities: [{ element: "fire", kind: "weakness", amount: 3 }] }),
);

interface SheetPage {
  readonly name: string;
  readonly type: "character" | "monster" | "mount" | "item" | "card";
  readonly mode: Mode;
  readonly html: string;
  readonly width: number;
}

function pages(lang: "en" | "ja") {
  const r = renderer(lang);
  const out: SheetPage[] = [];
  for (const mode of MODES) {
    for (const tab of CHARACTER_TABS)
      out.push({
        name: `character-${tab}.${mode}`,
        type: "character",
        mode,
        html: renderCharacter(r, inLanguage(RICH_WOLF, lang), mode, tab),
        width: 760,
      });
    out.push({
      name: `character-resources.${mode}`,
      type: "character",
      mode,
      html: renderCharacter(r, inLanguage(RESOURCE_KEEPER, lang), mode, "classes"),
      width: 760,
    });
    out.push({
      name: `character-caster-magic.${mode}`,
      type: "character",
      mode,
      html: renderCharacter(r, inLanguage(MAREN, lang), mode, "magic"),
      width: 760,
    });
    out.push({
      name: `monster.${mode}`,
      type: "monster",
      mode,
      html: renderMonster(r, inLanguage(RICH_THORNBACK, lang), mode),
      width: 860,
    });
    out.push({
      name: `monster-goblin.${mode}`,
      type: "monster",
      mode,
      html: renderMonster(r, inLanguage(GOBLIN, lang), mode),
      width: 860,
    });
    out.push({
      name: `mount.${mode}`,
      type: "mount",
      mode,
      html: renderMount(
        r,
        inLanguage(RICH_RIVERSTRIDER, lang),
        mode,
        [{ id: "wolf", name: inLanguage("Wolf", lang) }],
        inLanguage("Wolf", lang),
      ),
      width: 860,
    });
  }
  out.push({
    name: "monster-unidentified-player.play",
    type: "monster",
    mode: "play",
    html: renderMonster(r, inLanguage(GOBLIN, lang), "play", false),
    width: 860,
  });
  // The wolf with a weakness and an immunity (whose amount the editor hides).
  out.push({
    name: "character-combat-affinities.play",
    type: "character",
    mode: "play",
    html: renderCharacter(
      r,
      inLanguage(withSystem(WOLF, { elementAffinities: SAMPLE_AFFINITIES }), lang),
      "play",
      "combat",
    ),
    width: 760,
  });
  // A monster with no data at all: the sheet must still lay out.
  out.push({
    name: "monster-empty.play",
    type: "monster",
    mode: "play",
    html: renderMonster(r, {}, "play"),
    width: 860,
  });
  // "unknown": an item of a type the system does not know still gets a sheet.
  for (const type of [...Object.keys(ITEM_FIELDS), "unknown"])
    out.push({
      name: `item-${type}.edit`,
      type: "item",
      mode: "edit",
      html: r.render("item/item.hbs", {
        view: itemView({ _id: type, name: sampleItemName(type, lang), type, system: {} }),
        canEdit: true,
        effects: [],
      }),
      width: 520,
    });
  // The roll cards as the chat log shows them: outside any sheet, 300 px wide.
  for (const [name, card] of Object.entries(ROLL_CARDS))
    out.push({
      name: `card-${name}`,
      type: "card",
      mode: "play",
      html: r.render("chat/roll-card.hbs", { card: cardView(card) }),
      width: 300,
    });
  return { pages: out, missing: r.missing };
}

interface ControlReport {
  readonly tag: string;
  readonly text: string;
  readonly width: number;
  readonly height: number;
  readonly name: string;
}

/** What the loop checks on a page, measured in one round trip once the page's fonts are ready. */
interface PageReport {
  /** The height of the page's outer box (the sheet, or the card's frame). */
  readonly height: number;
  /** Every visible control (controls of inactive tabs are hidden, as in Foundry) with its accessible name. */
  readonly controls: ControlReport[];
  /** The widths of the Font Awesome icons in the active tab and the header. */
  readonly icons: number[];
}

async function measure(root: Locator): Promise<PageReport> {
  return root.evaluate(async (frame) => {
    await document.fonts.ready;
    const controls: ControlReport[] = [];
    for (const el of Array.from(
      frame.querySelectorAll<HTMLElement>("button, input, select, textarea, [data-action]"),
    )) {
      if (el.closest(".sw25-tab:not(.active)")) continue;
      const box = el.getBoundingClientRect();
      const labels = Array.from((el as HTMLInputElement).labels ?? [])
        .map((l) => l.textContent ?? "")
        .join(" ");
      const own = el.tagName === "BUTTON" || el.tagName === "A" ? (el.textContent ?? "") : "";
      const name = [
        el.getAttribute("aria-label"),
        el.getAttribute("title"),
        el.getAttribute("alt"),
        labels,
        own,
      ]
        .map((s) => (s ?? "").trim())
        .find((s) => s !== "");
      controls.push({
        tag: el.tagName.toLowerCase(),
        text: el.outerHTML.slice(0, 140),
        width: box.width,
        height: box.height,
        name: name ?? "",
      });
    }
    const icons = Array.from(frame.querySelectorAll(".sw25-tab.active i.fas, .sw25-header i.fas")).map(
      (el) => el.getBoundingClientRect().width,
    );
    return { height: frame.getBoundingClientRect().height, controls, icons };
  });
}

/** A roll card as the chat log holds it: a plain block of the log's width, no sheet around it. */
function cardDocument(html: string, width: number, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}</style></head><body><div style="width:${width}px">${html}</div></body></html>`;
}

/** The stored paths the edit-mode forms offer a control for, with indices as "*". */
async function controlPaths(page: Page): Promise<string[]> {
  return page.locator("form").evaluate((form) =>
    Array.from(form.querySelectorAll<HTMLElement>("[name], [data-edit], [data-affinity-field]")).map((el) => {
      // The affinity editor writes its list whole from unnamed controls (see affinity-editor.ts).
      const affinity = el.dataset.affinityField;
      if (affinity)
        return `system.elementAffinities.${el.closest<HTMLElement>("[data-affinity]")?.dataset.affinity}.${affinity}`;
      return el.getAttribute("name") ?? el.dataset.edit ?? "";
    }),
  );
}

/** Stored fields deliberately without a control, each with its reason (the report lists them). */
const EXCLUDED: Record<"character" | "monster" | "mount", Record<string, string>> = {
  character: {
    "system.hp.max":
      "recomputed from the rules on every preparation (Vitality + 3 × level …); shown beside current HP",
    "system.mp.max":
      "recomputed from the rules on every preparation (Spirit + 3 × wizard levels …); shown beside current MP",
    "system.dailyUses.changeFate":
      "counted by the Change Fate button on the roll's card and set back to 0 by the GM's A new day; the sheet shows the uses left",
    "system.dailyUses.hpConversion":
      "counted by the HP Conversion button on the Classes tab and set back to 0 by the GM's A new day; the sheet shows the uses left",
    "system.dailyUses.windWings":
      "counted by the Wind Wings button on the Battle Board and set back to 0 by the GM's A new day; the sheet shows the uses left",
    "system.raceForms.alternateForm": "turned on and off by the Alternate Form button on the Classes tab",
    "system.raceForms.beastForm": "turned on and off by the Beast Form button on the Classes tab",
  },
  monster: {},
  mount: {},
};

const schemas = await actorSchemas();

describe.each(["en", "ja"] as const)("every sheet tab in %s", (lang) => {
  const { pages: rendered, missing } = pages(lang);

  it("renders every tab in both modes with every lang key present", () => {
    expect(rendered.length).toBeGreaterThan(30);
    for (const page of rendered) expect(page.html.length, page.name).toBeGreaterThan(200);
    expect([...missing]).toEqual([]);
  });

  describe.skipIf(!hasChromium)("in Chromium", () => {
    const chrome = chromiumSuite({ width: 900, height: 800 });
    beforeAll(() => {
      mkdirSync(SHOTS, { recursive: true });
    });

    it("every page lays out; every button and input has a size and an accessible name; icons render; a screenshot of each", async () => {
      const errors: string[] = [];
      chrome.page.on("pageerror", (e) => errors.push(e.message));
      const problems: string[] = [];
      const frame = chrome.page.locator("body > div");
      for (const sheet of rendered) {
        await chrome.page.setContent(
          sheet.type === "card"
            ? cardDocument(sheet.html, sheet.width, lang)
            : sheetDocument(sheet.html, sheet.width, lang),
        );
        const report = await measure(frame);
        if (report.height <= 40) problems.push(`${sheet.name}: the page is only ${report.height} px tall`);
        for (const c of report.controls) {
          if (c.width <= 0 || c.height <= 0) problems.push(`${sheet.name}: zero size ${c.text}`);
          if (c.name === "") problems.push(`${sheet.name}: no accessible name ${c.text}`);
        }
        if (report.icons.some((w) => w <= 0)) problems.push(`${sheet.name}: an icon measures 0 px`);
        await frame.screenshot({ path: join(SHOTS, `${sheet.name}.${lang}.png`) });
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    }, 240_000);

    it.runIf(lang === "en")(
      "the edit-mode forms cover every stored field or say why not (sheet-fields.json)",
      async () => {
        const report: Record<string, unknown> = {};
        for (const type of ["character", "monster", "mount"] as const) {
          const stored = leafPaths(schemas[type]);
          const seen = new Set<string>();
          for (const sheet of rendered.filter((p) => p.type === type && p.mode === "edit")) {
            await chrome.page.setContent(sheetDocument(sheet.html, sheet.width, lang));
            for (const path of await controlPaths(chrome.page)) seen.add(pathPattern(path));
          }
          const excluded = EXCLUDED[type];
          const withControl = stored.filter((p) => seen.has(p));
          const uncovered = stored.filter((p) => !seen.has(p) && !(p in excluded));
          report[type] = { stored, withControl, excluded, uncovered };
          expect(uncovered, type).toEqual([]);
          // An exclusion must name a stored field that really has no control.
          for (const path of Object.keys(excluded)) {
            expect(stored, path).toContain(path);
            expect(seen.has(path), path).toBe(false);
          }
        }
        mkdirSync(OUT, { recursive: true });
        writeFileSync(join(OUT, "sheet-fields.json"), `${JSON.stringify(report, null, 2)}\n`);
      },
      60_000,
    );
  });
});
