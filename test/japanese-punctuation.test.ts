/**
 * Issue 38 item 4/9: a Japanese table reads full-width brackets and colons （）： around Japanese words. The lang
 * values are checked by test/glossary.test.ts; this test checks what the TEMPLATES and the views put around them:
 * every sheet, dialog and card rendered in Japanese with the Japanese samples, and no rendered line (a text of
 * one block, or a tooltip or accessible name) puts an ASCII `(`, `)` or `:` next to Japanese text or around it.
 */
import { describe, expect, it } from "vitest";
import { stonesView } from "../src/system/applications/mp-payment.js";
import { rollDialogView } from "../src/system/applications/roll-dialog.js";
import { rollRequest } from "../src/system/applications/roll-request.js";
import { itemView } from "../src/system/applications/view/item/item-view.js";
import { arsenalFromItems } from "../src/system/combat/policy/arsenal.js";
import { trackerView } from "../src/system/combat/tracker/view.js";
import { asciiMarksInJapanese, renderedLines } from "./browser/japanese-marks.js";
import { renderer } from "./browser/render-harness.js";
import { CHARACTER_TABS, renderCharacter, renderMonster, renderMount } from "./browser/sheet-pages.js";
import { trackerTemplate } from "./browser/tracker-page.js";
import { gm, placedBattle, play, player, translator } from "./system/combat/helpers.js";
import { ridingTurn } from "./system/combat/riding-battle.js";
import { inLanguage, sampleJa } from "./system/fixtures/japanese-samples.js";
import { GOBLIN, MAREN, RIVERSTRIDER, THORNBACK, WOLF } from "./system/fixtures/sample-actors.js";

type Page = { name: string; html: string };

function japanesePages(): { pages: Page[]; missing: Set<string> } {
  const r = renderer("ja");
  const pages: Page[] = [];
  for (const mode of ["play", "edit"] as const) {
    for (const [who, actor] of [
      ["wolf", WOLF],
      ["maren", MAREN],
    ] as const)
      for (const tab of [...CHARACTER_TABS, "records"])
        pages.push({
          name: `${who} ${tab} ${mode}`,
          html: renderCharacter(r, inLanguage(actor, "ja"), mode, tab),
        });
    pages.push({ name: `thornback ${mode}`, html: renderMonster(r, inLanguage(THORNBACK, "ja"), mode) });
    pages.push({ name: `goblin ${mode}`, html: renderMonster(r, inLanguage(GOBLIN, "ja"), mode) });
    pages.push({
      name: `riverstrider ${mode}`,
      html: renderMount(
        r,
        inLanguage(RIVERSTRIDER, "ja"),
        mode,
        [{ id: "wolf", name: sampleJa("Wolf") }],
        sampleJa("Wolf"),
      ),
    });
  }
  pages.push({
    name: "goblin for a player",
    html: renderMonster(r, inLanguage(GOBLIN, "ja"), "play", false),
  });
  for (const actor of [WOLF, MAREN])
    for (const item of inLanguage(
      (actor as { items: { _id: string; name: string; type: string }[] }).items,
      "ja",
    ))
      pages.push({
        name: `item ${item.name}`,
        html: r.render("item/item.hbs", { view: itemView(item as never), canEdit: true, effects: [] }),
      });
  // A spell's roll dialog paid with stones, with its odds.
  const request = rollRequest("character", WOLF, { roll: "evasion", key: "evasion" });
  if (!request.ok) throw new Error(request.error.message);
  pages.push({
    name: "roll dialog",
    html: r.render("dialog/roll-modifier.hbs", {
      ...rollDialogView(request.value, null, [], [], false, true),
      expansion: { mpCost: 5, max: { count: 3, range: 3, time: 3 } },
      stones: stonesView([
        { id: "s", name: "魔晶石 3", kind: "manaStone", points: 3, count: 2 },
        { id: "c", name: "マナチャージクリスタル 5", kind: "manaCrystal", points: 5, count: 1 },
      ]),
      hitChance: "72.2%",
      certaintyChance: "92.3%",
      expectedDamage: "8.5",
    }),
  });
  pages.push({
    name: "battle log card",
    html: r.render("combat/log-card.hbs", {
      title: "戦闘ログ",
      lines: [{ type: "turn", text: "ゴブリンの手番" }],
      dice: "3, 4",
    }),
  });
  // The Battle Board: Bram's turn with a sling and a spell; a rider's turn in water with the GM's water panel.
  const board = trackerTemplate("ja");
  const t = translator("ja");
  const kit = inLanguage(
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
    "ja",
  );
  const bramsTurn = play(placedBattle(), [
    { type: "startRound" },
    { type: "startTurn", actorId: "Arle" },
    { type: "endTurn", actorId: "Arle" },
    { type: "startTurn", actorId: "Bram" },
  ]);
  for (const [name, user] of [
    ["player", player("Bram")],
    ["GM", gm],
  ] as const)
    pages.push({
      name: `battle board (${name})`,
      html: board({
        ...trackerView({
          state: bramsTurn,
          chosenMethod: "simplified",
          user,
          t,
          arsenal: (id) => (id === "Bram" ? arsenalFromItems(kit) : { weapons: [], spells: [] }),
        }),
        method: "simplified",
      }),
    });
  const riding = play(ridingTurn("kay"), [
    { type: "setEnvironment", underwater: true, shoulderDeep: true },
    { type: "setEnvironment", combatantId: "drake", flying: true, altitude: 15 },
  ]);
  pages.push({
    name: "battle board (riding, water)",
    html: board({
      ...trackerView({ state: riding, chosenMethod: "simplified", user: gm, t }),
      method: "simplified",
      envOpen: true,
    }),
  });
  return { pages, missing: r.missing };
}

describe("Japanese renders: full-width brackets and colons around Japanese (issue 38)", () => {
  it("the check catches ASCII marks next to Japanese and spares ASCII-only lines and clock times", () => {
    for (const s of [
      "魔晶石 3 (3点)",
      "種族: 人間",
      "目標を上回る確率: 72.2%",
      "名誉点 40 (残り 30)",
      "頭部 (牙)",
      "(3)で止まった",
      "移動 12:水中",
      "名誉点 (残り 30",
    ])
      expect(asciiMarksInJapanese(s), s).toBe(true);
    for (const s of [
      "魔晶石 3（3点）",
      "種族：人間",
      "2D6+5",
      "Wolf (Human): 12",
      "開始 19:30",
      "K17@10+5",
      "生命抵抗力 6 (13)",
    ])
      expect(asciiMarksInJapanese(s), s).toBe(false);
  });

  it("the line reader splits blocks, keeps tooltips and decodes entities", () => {
    expect(
      renderedLines(
        '<p>種族: <strong>人間</strong></p><td title="削除: ダガー">x&nbsp;(1)</td><span>a</span>b',
      ),
    ).toEqual(["種族: 人間", "x (1)", "ab", "削除: ダガー"]);
  });

  it("no sheet, item sheet, dialog or card puts ASCII ( ) : next to Japanese", () => {
    const { pages, missing } = japanesePages();
    expect([...missing]).toEqual([]);
    expect(pages.length).toBeGreaterThan(40);
    // Each offending line once, with the first page that shows it.
    const found = new Map<string, string>();
    for (const p of pages)
      for (const line of renderedLines(p.html))
        if (asciiMarksInJapanese(line) && !found.has(line)) found.set(line, p.name);
    expect([...found].map(([line, page]) => `${page}: ${line}`)).toEqual([]);
  });
});
