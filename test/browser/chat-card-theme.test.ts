/**
 * Chat cards in Foundry v13's two colour schemes: every card kind rendered with the real CSS in Chromium,
 * light and dark, each text's contrast on what is really behind it checked against WCAG AA (4.5:1), and
 * the screenshots written for the READMEs (docs/screenshots/chat-card-*.png).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { growthCardHtml } from "../../src/system/chat/growth-card.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { cardView, type RollCard } from "../../src/system/chat/roll-card.js";
import { techniqueCardHtml } from "../../src/system/techniques/technique-plan.js";
import { sampleJa } from "../system/fixtures/japanese-samples.js";
import { MAREN, WOLF } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, pageCss } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { belowAA, lowContrast, paintedContrast } from "./contrast.js";
import { mergedLang, ROOT, renderer } from "./render-harness.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const SHOTS = join(ROOT, "docs", "screenshots");
/** The chat sidebar's background, close to Foundry v13's own in each scheme. */
const SIDEBAR = { light: "#e8e3d9", dark: "#1e1d22" } as const;
type Theme = keyof typeof SIDEBAR;

/** The names a table of English gives its actors and items. */
const NAMES_EN = {
  wolf: "Wolf",
  maren: "Maren",
  goblin: "Goblin",
  sword: "Bastard Sword",
  bolt: "Bolt",
  mend: "Mend",
  blade: "Crude blade",
  ear: "Goblin ear",
  song: "Starlight Song",
} as const;

/** …and a Japanese table: the same samples' Japanese names, as every other Japanese render has them. */
const NAMES = {
  en: NAMES_EN,
  ja: Object.fromEntries(Object.entries(NAMES_EN).map(([k, v]) => [k, sampleJa(v)])) as Record<
    keyof typeof NAMES_EN,
    string
  >,
};

/** One card of each kind and outcome: a hit naming its target, a critical, a fumble, healing, a command. */
function cards(lang: "en" | "ja", unknownMonster: string): RollCard[] {
  const n = NAMES[lang];
  const wolf = (button: object) => must(rollRequest("character", WOLF, button));
  const hit = must(
    performRoll(
      wolf({ roll: "accuracy", itemId: "bastard" }),
      { modifier: 0, against: 10, againstTarget: { name: n.goblin, stat: "evasion" } },
      fixedDice([5, 6]),
    ),
  );
  const damage = must(
    performRoll(wolf({ roll: "power", itemId: "bastard" }), { modifier: 0 }, fixedDice([6, 6, 3, 2])),
  );
  const dodge = must(
    performRoll(
      wolf({ roll: "evasion", key: "evasion" }),
      { modifier: 0, against: 12, againstTarget: { name: `${unknownMonster}B`, stat: "accuracy" } },
      fixedDice([1, 1]),
    ),
  );
  const spell = must(
    performRoll(
      must(rollRequest("character", MAREN, { roll: "spellcasting", itemId: "bolt" })),
      { modifier: 0, against: 14, againstTarget: { name: n.goblin, stat: "willpower" } },
      fixedDice([2, 3]),
    ),
  );
  const healing = must(
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
      fixedDice([4, 3]),
    ),
  );
  return [
    {
      ...(hit as Extract<RollCard, { kind: "check" }>),
      actor: n.wolf,
      item: n.sword,
      bonuses: [{ label: "SW25.Card.WeakPointAccuracy", amount: 1 }],
    },
    { ...damage, actor: n.wolf, item: n.sword },
    { ...dodge, actor: n.wolf },
    { ...spell, actor: n.maren, item: n.bolt },
    { ...healing, actor: n.maren, item: n.mend },
    { kind: "notation", notation: "2d6+3", text: "2d6+3 → 10[3,4]+3 → 10", dice: [3, 4], actor: n.maren },
  ];
}

function page(lang: "en" | "ja", theme: Theme): string {
  const r = renderer(lang);
  const tree = mergedLang(lang);
  const t = (key: string) =>
    String(key.split(".").reduce<unknown>((n, part) => (n as Record<string, unknown>)?.[part], tree) ?? key);
  const format = (key: string, data: Record<string, string>) =>
    t(key).replace(/\{(\w+)\}/g, (_w, name: string) => data[name] ?? "");
  const n = NAMES[lang];
  // The name the board gives the second unidentified monster ("Unknown monster B", names.ts), in this language.
  const unknown = lang === "ja" ? t("SW25.Combat.UnknownMonster") : `${t("SW25.Combat.UnknownMonster")} `;
  const rolled = cards(lang, unknown).map((card) => r.render("chat/roll-card.hbs", { card: cardView(card) }));
  // The "applied to N targets" marker decorateCard adds to a power card once it was applied, and its list of
  // targets, one with its Undo button and one undone.
  rolled[1] =
    rolled[1]?.replace(
      /<\/div>\s*$/,
      `<p class="sw25-card-applied">${format("SW25.Card.Applied", { count: "1" })}</p>` +
        `<ul class="sw25-card-applied-list"><li><span>${n.goblin}</span> <button type="button">${t("SW25.Card.Undo.Button")}</button></li>` +
        `<li><span>${n.wolf}</span> <span class="sw25-card-undone">${t("SW25.Card.Undo.Undone")}</span></li></ul></div>`,
    ) ?? "";
  const loot = r.render("chat/loot-card.hbs", {
    card: {
      monster: n.goblin,
      bonus: 0,
      rolls: [{ dice: "3+4", total: 7, item: n.blade, price: 30 }],
      always: [{ item: n.ear, count: 1, price: 5 }],
      totalPrice: 35,
      invalid: ["13+?"],
    },
  });
  const growth = growthCardHtml({ localize: t, format }, n.wolf, 3, 5, "strength") ?? "";
  // A song's use: its performance check reached the threshold, 楽素 gained, an effect for 3 rounds.
  const technique = techniqueCardHtml(
    {
      actor: n.maren,
      technique: n.song,
      kind: "song",
      spent: { resource: "none", amount: 0 },
      gained: { resource: "songUp", amount: 3 },
      performance: {
        dice: [4, 3],
        modifier: 3,
        total: 10,
        threshold: 10,
        reached: true,
        bonus: 2,
        resource: "songUp",
      },
      targets: [n.wolf],
      duration: { units: "rounds", value: 3 },
    },
    (key, data) => (data ? format(key, data) : t(key)),
  );
  expect([...r.missing]).toEqual([]);
  const messages = [...rolled, loot, growth, technique]
    .map((html) => `<li class="chat-message">${html}</li>`)
    .join("");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${pageCss()}
    body { margin: 0; font-size: 14px; }
    ol { list-style: none; margin: 0; padding: 8px; width: 300px; display: flex; flex-direction: column; gap: 8px; }
    </style></head><body class="theme-${theme}" style="background: ${SIDEBAR[theme]}"><ol id="chat-log">${messages}</ol></body></html>`;
}

describe.skipIf(!hasChromium)("chat cards in the light and dark themes", () => {
  const chrome = chromiumSuite();

  for (const theme of ["light", "dark"] as const)
    for (const lang of ["en", "ja"] as const)
      it(`${theme} theme, ${lang}: every text on a card keeps a contrast of 4.5:1 (WCAG AA) on its background`, async () => {
        const tab = await chrome.browser.newPage({ viewport: { width: 316, height: 600 } });
        await tab.setContent(page(lang, theme));
        // Every element with its own text, over the layers behind it (composed from the page up), keeps 4.5:1.
        const texts = await paintedContrast(tab, ".sw25-card *", { ownText: true });
        // A Japanese table reads no English on a card: only dice notation (2d6, K10, C値) keeps Latin letters.
        if (lang === "ja") {
          const english = await tab.$$eval(".sw25-card", (cards) =>
            cards.flatMap((c) => (c as HTMLElement).innerText.match(/[A-Za-z]{2,}[A-Za-z ]*/g) ?? []),
          );
          expect(english.filter((w) => !/^(?:HP|MP|d|K|C)$/.test(w.trim()))).toEqual([]);
        }
        expect(texts.length).toBeGreaterThan(40);
        expect(belowAA(texts)).toEqual([]);
        // The card's buttons, enabled and disabled (a card whose damage a player may not apply), keep 4.5:1.
        expect(await lowContrast(tab, ".sw25-card-buttons button")).toEqual([]);
        const count = await tab.$$eval(".sw25-card-buttons button", (els) => els.length);
        expect(count).toBeGreaterThanOrEqual(3);
        await tab.$eval(".sw25-card-buttons button", (el) => {
          (el as HTMLButtonElement).disabled = true;
        });
        const disabled = (await paintedContrast(tab, ".sw25-card-buttons button")).filter((p) =>
          p.state.startsWith("disabled"),
        );
        expect(disabled).toHaveLength(1);
        expect(disabled[0]?.ratio ?? 0).toBeGreaterThanOrEqual(4.5);
        // "Apply physical damage" and the other labels stay on one line.
        const wrapped = await tab.$$eval(".sw25-card-buttons button", (els) =>
          els
            .filter(
              (el) =>
                el.getBoundingClientRect().height > Number.parseFloat(getComputedStyle(el).lineHeight) * 1.6,
            )
            .map((el) => el.textContent),
        );
        expect(wrapped).toEqual([]);
        await tab.$eval(".sw25-card-buttons button", (el) => {
          (el as HTMLButtonElement).disabled = false;
        });
        mkdirSync(OUT, { recursive: true });
        await tab.screenshot({ path: join(OUT, `chat-cards.${lang}.${theme}.png`), fullPage: true });
        // README.md shows the English cards in both themes, README.ja.md the Japanese ones in the light theme.
        if (lang === "en" || theme === "light") {
          mkdirSync(SHOTS, { recursive: true });
          const suffix = lang === "en" ? "" : `.${lang}`;
          await tab.screenshot({ path: join(SHOTS, `chat-card-${theme}${suffix}.png`), fullPage: true });
        }
        await tab.close();
      });
});
