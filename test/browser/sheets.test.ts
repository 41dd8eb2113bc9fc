import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { ITEM_FIELDS, itemView } from "../../src/system/applications/view/item/item-view.js";
import { monsterView, mountView } from "../../src/system/applications/view/monster-view.js";
import { cardView, type RollCard } from "../../src/system/chat/roll-card.js";
import { inLanguage, sampleItemName } from "../system/fixtures/japanese-samples.js";
import { GOBLIN, MAREN, RIVERSTRIDER, THORNBACK, WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, pageCss } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";

const TAB_IDS = ["abilities", "combat", "classes", "magic", "inventory", "notes"] as const;
const CHARACTER_PARTS = [
  "actor/parts/header.hbs",
  "actor/parts/tabs.hbs",
  "actor/character/abilities.hbs",
  "actor/character/combat.hbs",
  "actor/character/classes.hbs",
  "actor/character/magic.hbs",
  "actor/character/inventory.hbs",
  "actor/parts/notes.hbs",
];

/** The same shape Foundry's tab preparation gives the parts. */
function tabs(active: string) {
  return Object.fromEntries(
    TAB_IDS.map((id) => [id, { id, label: `SW25.Tab.${id}`, cssClass: id === active ? "active" : "" }]),
  );
}

const CARDS: Record<string, RollCard> = {
  check: {
    kind: "check",
    label: "SW25.Roll.Accuracy",
    check: {
      dice: [4, 2],
      natural: 6,
      modifier: 5,
      total: 11,
      autoSuccess: false,
      autoFailure: false,
      success: null,
      experience: 0,
    },
    against: { value: 10, contest: { activeWins: true, reason: "higher" } },
  },
  fumble: {
    kind: "check",
    label: "SW25.Check.willpower",
    check: {
      dice: [1, 1],
      natural: 2,
      modifier: 4,
      total: 6,
      autoSuccess: false,
      autoFailure: true,
      success: false,
      experience: 50,
    },
    against: null,
  },
  power: {
    kind: "power",
    label: "SW25.Roll.Power",
    power: 17,
    criticalValue: 10,
    extraDamage: 5,
    steps: [
      { dice: [5, 5], sum: 10, power: 17, value: 7 },
      { dice: [4, 3], sum: 7, power: 17, value: 5 },
    ],
    criticals: 1,
    fumble: false,
    total: 17,
    damageKind: "physical",
    healing: false,
  },
  fixed: { kind: "fixed", label: "SW25.Roll.Evasion", value: 10 },
  notation: {
    kind: "notation",
    notation: "K20@9+3",
    text: "KeyNo.20c[9]+3 → 2D:[3,4]=7 → 6+3 → 9",
    dice: [3, 4],
  },
};

const AFFINITIES = [
  { element: "fire", kind: "weakness", amount: 3 },
  { element: "waterIce", kind: "immunity", amount: 0 },
];

type Page = { name: string; html: string; width: number; sheet: boolean };

function pages(lang: "en" | "ja") {
  const r = renderer(lang);
  // The samples in the table's language (the shared sample set).
  const n = <T>(value: T): T => inLanguage(value, lang);
  const out: Page[] = [];
  for (const active of ["abilities", "combat", "classes", "magic"]) {
    const context = { view: characterView(n(WOLF)), isCharacter: true, tabs: tabs(active) };
    const html = CHARACTER_PARTS.map((p) => {
      const id = p.split("/").at(-1)?.replace(".hbs", "") ?? "";
      return r.render(p, { ...context, tab: tabs(active)[id] });
    }).join("\n");
    out.push({ name: `character-${active}`, html, width: 760, sheet: true });
  }
  const casterTabs = { view: characterView(n(MAREN)), isCharacter: true, tabs: tabs("magic") };
  out.push({
    name: "character-caster-magic",
    html: CHARACTER_PARTS.map((p) => {
      const id = p.split("/").at(-1)?.replace(".hbs", "") ?? "";
      return r.render(p, { ...casterTabs, tab: tabs("magic")[id] });
    }).join("\n"),
    width: 760,
    sheet: true,
  });
  const resistant = { ...n(WOLF), system: { ...(n(WOLF).system as object), elementAffinities: AFFINITIES } };
  const affinityContext = { view: characterView(resistant), isCharacter: true, tabs: tabs("combat") };
  out.push({
    name: "character-combat-affinities",
    html: r.render("actor/character/combat.hbs", { ...affinityContext, tab: tabs("combat").combat }),
    width: 760,
    sheet: true,
  });
  out.push({
    name: "monster-unidentified-player",
    html: r.render("actor/monster.hbs", { view: monsterView(n(GOBLIN), false) }),
    width: 820,
    sheet: true,
  });
  out.push({
    name: "monster-goblin",
    html: r.render("actor/monster.hbs", { view: monsterView(n(GOBLIN)), isGM: true }),
    width: 820,
    sheet: true,
  });
  out.push({
    name: "monster-thornback",
    html: r.render("actor/monster.hbs", { view: monsterView(n(THORNBACK)) }),
    width: 820,
    sheet: true,
  });
  out.push({
    name: "mount",
    html: r.render("actor/monster.hbs", { view: mountView(n(RIVERSTRIDER)), isMount: true }),
    width: 820,
    sheet: true,
  });
  out.push({
    name: "monster-empty",
    html: r.render("actor/monster.hbs", { view: monsterView({}) }),
    width: 820,
    sheet: true,
  });
  for (const type of [...Object.keys(ITEM_FIELDS), "unknown"])
    out.push({
      name: `item-${type}`,
      html: r.render("item/item.hbs", {
        view: itemView({ _id: type, name: sampleItemName(type, lang), type, system: {} }),
      }),
      width: 520,
      sheet: true,
    });
  for (const [name, card] of Object.entries(CARDS))
    out.push({
      name: `card-${name}`,
      html: r.render("chat/roll-card.hbs", { card: cardView(card) }),
      width: 300,
      sheet: false,
    });
  return { pages: out, missing: r.missing };
}

describe.each(["en", "ja"] as const)("templates render in %s", (lang) => {
  const { pages: rendered, missing } = pages(lang);

  it("every template renders and every localization key exists", () => {
    expect(rendered.length).toBeGreaterThan(15);
    for (const page of rendered) expect(page.html.length, page.name).toBeGreaterThan(100);
    expect([...missing]).toEqual([]);
  });

  it("the worked example's numbers reach the sheets and the card", () => {
    const combat = rendered.find((p) => p.name === "character-combat")?.html ?? "";
    expect(combat).toContain(inLanguage("Bastard Sword", lang));
    const goblin = rendered.find((p) => p.name === "monster-goblin")?.html ?? "";
    expect(goblin).toContain("3 (10)");
    const hidden = rendered.find((p) => p.name === "monster-unidentified-player")?.html ?? "";
    expect(hidden).not.toContain(inLanguage("Goblin", lang));
    expect(hidden).not.toContain("3 (10)");
    const caster = rendered.find((p) => p.name === "character-caster-magic")?.html ?? "";
    expect(caster).toMatch(/<td>7<\/td>/);
    const affinities = rendered.find((p) => p.name === "character-combat-affinities")?.html ?? "";
    expect(affinities.match(/<tr data-affinity="\d+">/g)).toHaveLength(2);
    expect(affinities).toMatch(/<option value="waterIce" selected>/);
    expect(affinities).toContain('data-affinity-field="amount" value="3"');
    expect(combat).toContain('data-action="addAffinity"');
    expect(combat).toContain('class="sw25-empty"');
    const card = rendered.find((p) => p.name === "card-power")?.html ?? "";
    expect(card).toContain("K17@10+5");
    expect(card).toContain(">17<");
  });

  describe.skipIf(!hasChromium)("in Chromium", () => {
    const css = pageCss();

    const chrome = chromiumSuite();

    it("lays out every page without script errors and keeps a screenshot", async () => {
      const page = await chrome.browser.newPage({ viewport: { width: 900, height: 700 } });
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      for (const item of rendered) {
        const body = item.sheet
          ? `<div class="swordworld25 sheet" style="width:${item.width}px"><form>${item.html}</form></div>`
          : `<div style="width:${item.width}px">${item.html}</div>`;
        await page.setContent(
          `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`,
        );
        const box = await page.locator("body > div").boundingBox();
        expect(box?.height ?? 0, item.name).toBeGreaterThan(40);
        await page.locator("body > div").screenshot({ path: join(OUT, `${item.name}.${lang}.png`) });
      }
      expect(errors).toEqual([]);
      await page.close();
      // One screenshot per rendered page (dozens, in each language): more than the default 30 s on a busy machine.
    }, 180_000);
  });
});
