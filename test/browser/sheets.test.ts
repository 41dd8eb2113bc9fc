// Every template renders in both languages with every localization key, and the worked example's numbers reach
// the pages (in Node, no browser). sheet-render.test.ts renders these pages, and more, in Chromium.
import { describe, expect, it } from "vitest";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { ITEM_FIELDS, itemView } from "../../src/system/applications/view/item/item-view.js";
import { monsterView, mountView } from "../../src/system/applications/view/monster-view.js";
import { cardView } from "../../src/system/chat/roll-card.js";
import { inLanguage, sampleItemName } from "../system/fixtures/japanese-samples.js";
import { GOBLIN, MAREN, RIVERSTRIDER, THORNBACK, WOLF } from "../system/fixtures/sample-actors.js";
import { renderer } from "./render-harness.js";
import { ROLL_CARDS, SAMPLE_AFFINITIES } from "./sheet-pages.js";

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

type Page = { name: string; html: string };

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
    out.push({ name: `character-${active}`, html });
  }
  const casterTabs = { view: characterView(n(MAREN)), isCharacter: true, tabs: tabs("magic") };
  out.push({
    name: "character-caster-magic",
    html: CHARACTER_PARTS.map((p) => {
      const id = p.split("/").at(-1)?.replace(".hbs", "") ?? "";
      return r.render(p, { ...casterTabs, tab: tabs("magic")[id] });
    }).join("\n"),
  });
  const resistant = {
    ...n(WOLF),
    system: { ...(n(WOLF).system as object), elementAffinities: SAMPLE_AFFINITIES },
  };
  const affinityContext = { view: characterView(resistant), isCharacter: true, tabs: tabs("combat") };
  out.push({
    name: "character-combat-affinities",
    html: r.render("actor/character/combat.hbs", { ...affinityContext, tab: tabs("combat").combat }),
  });
  out.push({
    name: "monster-unidentified-player",
    html: r.render("actor/monster.hbs", { view: monsterView(n(GOBLIN), false) }),
  });
  out.push({
    name: "monster-goblin",
    html: r.render("actor/monster.hbs", { view: monsterView(n(GOBLIN)), isGM: true }),
  });
  out.push({
    name: "monster-thornback",
    html: r.render("actor/monster.hbs", { view: monsterView(n(THORNBACK)) }),
  });
  out.push({
    name: "mount",
    html: r.render("actor/monster.hbs", { view: mountView(n(RIVERSTRIDER)), isMount: true }),
  });
  out.push({
    name: "monster-empty",
    html: r.render("actor/monster.hbs", { view: monsterView({}) }),
  });
  for (const type of [...Object.keys(ITEM_FIELDS), "unknown"])
    out.push({
      name: `item-${type}`,
      html: r.render("item/item.hbs", {
        view: itemView({ _id: type, name: sampleItemName(type, lang), type, system: {} }),
      }),
    });
  for (const [name, card] of Object.entries(ROLL_CARDS))
    out.push({
      name: `card-${name}`,
      html: r.render("chat/roll-card.hbs", { card: cardView(card) }),
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
});
