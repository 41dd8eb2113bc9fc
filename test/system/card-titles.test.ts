import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { type RollButton, rollRequest } from "../../src/system/applications/roll-request.js";
import { growthCardHtml } from "../../src/system/chat/growth-card.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { cardView, type RollCard } from "../../src/system/chat/roll-card.js";
import { mergedLang, renderer } from "../browser/render-harness.js";
import { GOBLIN, MAREN, THORNBACK, WOLF } from "./fixtures/sample-actors.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

type Input = typeof WOLF;
/** One card of every kind a sheet rolls, titled as postRollCard titles it (speaker's shown name, item). */
const ROLLS: readonly { what: string; type: string; actor: Input; button: RollButton; item?: string }[] = [
  {
    what: "attack",
    type: "character",
    actor: WOLF,
    button: { roll: "accuracy", itemId: "bastard" },
    item: "Bastard Sword",
  },
  {
    what: "damage",
    type: "character",
    actor: WOLF,
    button: { roll: "power", itemId: "bastard" },
    item: "Bastard Sword",
  },
  { what: "evasion", type: "character", actor: WOLF, button: { roll: "evasion", key: "evasion" } },
  { what: "initiative", type: "character", actor: WOLF, button: { roll: "check", key: "initiative" } },
  {
    what: "spell",
    type: "character",
    actor: MAREN,
    button: { roll: "spellcasting", itemId: "bolt" },
    item: "Bolt",
  },
  { what: "monster attack", type: "monster", actor: GOBLIN, button: { roll: "accuracy", section: "0" } },
  {
    what: "monster damage",
    type: "monster",
    actor: THORNBACK,
    button: { roll: "monsterDamage", section: "0" },
  },
];

function heading(html: string): string {
  const found = /<header class="sw25-card-title">([^<]*)<\/header>/.exec(html);
  if (!found?.[1]) throw new Error(`no title in ${html}`);
  return found[1].trim();
}

describe.each(["en", "ja"] as const)("every card's title has one form, in %s", (lang) => {
  const r = renderer(lang);
  const tree = mergedLang(lang) as { SW25: Record<string, Record<string, unknown>> };
  const t = (key: string) =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree) as string;
  const sep = lang === "ja" ? "：" : ": ";
  // "<Actor> — <Roll kind>: <Item>"; the parts a card lacks are left out, never replaced by other words.
  const FORM = new RegExp(`^[^—]+ — [^—:：]+(${sep}.+)?$`);
  const card = (c: RollCard) => heading(r.render("chat/roll-card.hbs", { card: cardView(c) }));

  it.each(ROLLS)("[CARD] $what: <Actor> — <Roll kind>[: <Item>]", ({ type, actor, button, item }) => {
    const request = must(rollRequest(type, actor, button));
    const rolled = must(performRoll(request, { modifier: 0 }, fixedDice([3, 4, 5, 2, 2, 1, 1])));
    const title = card({ ...rolled, actor: String(actor.name), ...(item ? { item } : {}) });
    expect(title).toMatch(FORM);
    expect(title).toBe(`${actor.name} — ${t(request.label)}${item ? `${sep}${item}` : ""}`);
  });

  it("[CARD] healing: <Actor> — Recovery: <Spell>", () => {
    const rolled = must(
      performRoll(
        {
          kind: "power",
          label: "SW25.Roll.Recovery",
          power: 10,
          criticalValue: null,
          criticalBase: null,
          attack: "magic",
          extraDamage: 4,
          increases: [],
          damageKind: "magical",
          elements: [],
          healing: true,
        },
        { modifier: 0 },
        fixedDice([3, 4]),
      ),
    );
    const title = card({ ...rolled, actor: "Tove", item: "Soothe" });
    expect(title).toMatch(FORM);
    expect(title).toBe(`Tove — ${t("SW25.Roll.Recovery")}${sep}Soothe`);
  });

  it("[CARD] fixed values, death checks and dice commands keep the form", () => {
    expect(card({ kind: "fixed", label: "SW25.Roll.Evasion", value: 12, actor: "Goblin" })).toBe(
      `Goblin — ${t("SW25.Roll.Evasion")}`,
    );
    const death = must(
      performRoll(
        {
          kind: "deathCheck",
          label: "SW25.Roll.DeathCheck",
          hp: -3,
          adventurerLevel: 3,
          vitalityModifier: 2,
        },
        { modifier: 0 },
        fixedDice([4, 4]),
      ),
    );
    expect(card({ ...death, actor: "Wolf" })).toBe(`Wolf — ${t("SW25.Roll.DeathCheck")}`);
    const command: RollCard = { kind: "notation", notation: "2d6", text: "2d6 → 7", dice: [3, 4] };
    expect(card({ ...command, actor: "Maren" })).toBe(`Maren — ${t("SW25.Card.Notation")}`);
    // A command typed with no actor to speak for: the roll kind alone, not an empty "— ".
    expect(card(command)).toBe(t("SW25.Card.Notation"));
  });

  it("[CARD] the loot and growth cards too", () => {
    const loot = heading(
      r.render("chat/loot-card.hbs", {
        card: { monster: "Goblin", bonus: 0, rolls: [], always: [], totalPrice: 0, invalid: [] },
      }),
    );
    expect(loot).toMatch(FORM);
    expect(loot).toBe(`Goblin — ${t("SW25.Card.LootRoll")}`);
    const format = (key: string, data: Record<string, string>) =>
      t(key).replace(/\{(\w+)\}/g, (_w, name: string) => data[name] ?? "");
    const growth = heading(growthCardHtml({ localize: t, format }, "Wolf", 3, 5, "strength") ?? "");
    expect(growth).toMatch(FORM);
    expect(growth).toBe(`Wolf — ${t("SW25.Edit.GrowthRoll")}`);
  });

  it("[FACTS-1] a growth card shows only what the dice name: 3・5 grows Strength or Intelligence, never Dexterity", () => {
    const format = (key: string, data: Record<string, string>) =>
      t(key).replace(/\{(\w+)\}/g, (_w, name: string) => data[name] ?? "");
    const f = { localize: t, format };
    expect(growthCardHtml(f, "Wolf", 3, 5, "strength")).toContain(t("SW25.Ability.strength"));
    expect(growthCardHtml(f, "Wolf", 3, 5, "intelligence")).toContain(t("SW25.Ability.intelligence"));
    expect(growthCardHtml(f, "Wolf", 3, 5, "dexterity")).toBeNull();
    expect(growthCardHtml(f, "Wolf", 0, 7, "dexterity")).toBeNull();
    expect(growthCardHtml(f, "Wolf", 1, 1, "dexterity")).toContain(t("SW25.Ability.dexterity"));
  });
});
