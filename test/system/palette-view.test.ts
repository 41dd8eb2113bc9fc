/**
 * The chat palette on the character sheet: a hostile or heavy palette never breaks or stalls the sheet and its roll
 * dialogs (both build the character view), ytsheet2's lines show as ytsheet2 shows them (headings, variables,
 * text), and each line that cannot roll says why on that line. Real rules, real templates, real lang files.
 */
import { describe, expect, it } from "vitest";
import { OddsBudget, PALETTE_ODDS_WORK } from "../../src/rules/character/palette/palette-odds.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { bag, list } from "../../src/system/applications/view/read.js";
import { renderer } from "../browser/render-harness.js";
import { preparedCharacter, WOLF } from "./fixtures/sample-actors.js";

type Item = { _id: string; name: string; type: string; system: Record<string, unknown> };

function wolfWith(palette: { name: string; formula: string }[]) {
  return preparedCharacter({
    ...WOLF,
    system: { ...(bag(WOLF.system) as Record<string, unknown>), palette },
    items: list(WOLF.items) as Item[],
  });
}

const en = renderer("en");
const t = en.localize;

const HOSTILE = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];

describe("a palette naming built-in object properties (hostile input)", () => {
  const wolf = wolfWith([
    ...HOSTILE.map((name) => ({ name, formula: `2d6+{${name}}` })),
    { name: "fine", formula: "2d6+{冒険者}" },
  ]);

  it("the sheet's view builds; each such line says on the line that the actor has no such value", () => {
    const view = characterView(wolf, t);
    const lines = view.records.palette;
    expect(lines.map((l) => l.unknown)).toEqual([...HOSTILE, ""]);
    expect(lines[0]?.message).toBe('This actor has no value "constructor".');
    expect(lines[1]?.message).toBe('This actor has no value "__proto__".');
    expect(lines.slice(0, HOSTILE.length).every((l) => !l.rollable)).toBe(true);
    // Wolf: Fighter 2, Scout 1: adventurer level 2.
    expect(lines[HOSTILE.length]).toMatchObject({ notation: "2d6+2", rollable: true, message: "" });
    const html = en.render("actor/character/records.hbs", { view, edit: {}, editMode: false, canEdit: true });
    expect([...en.missing]).toEqual([]);
    expect(html).toContain("This actor has no value &quot;toString&quot;.");
  });

  it("the roll dialogs still open: every sheet roll request is made", () => {
    for (const button of [
      { roll: "check", key: "fortitude" },
      { roll: "evasion", key: "evasion" },
      { roll: "accuracy", itemId: "bastard" },
      { roll: "power", itemId: "bastard" },
    ])
      expect(rollRequest("character", wolf, button).ok, JSON.stringify(button)).toBe(true);
  });

  it("as palette variable names they work like any other", () => {
    const view = characterView(
      wolfWith([
        { name: "", formula: "//constructor=3" },
        { name: "x", formula: "2d6+{constructor}" },
      ]),
      t,
    );
    expect(view.records.palette[1]).toMatchObject({ notation: "2d6+3", rollable: true });
  });
});

describe("ytsheet2's lines on the sheet", () => {
  it("headings, variables and text lines are shown as such, not rolled; a loop says so on its line", () => {
    const view = characterView(
      wolfWith([
        { name: "", formula: "### ■武器攻撃系" },
        { name: "", formula: "//命中修正=1" },
        { name: "命中力", formula: "2d+{命中1}+{命中修正}" },
        { name: "", formula: "[宣]《全力攻撃Ⅰ》" },
        { name: "loop", formula: "2d+{a}" },
        { name: "", formula: "//a={a}" },
      ]),
      t,
    );
    const [heading, variable, roll, text, loop] = view.records.palette;
    expect(heading).toMatchObject({ isHeading: true, name: "■武器攻撃系", rollable: false });
    expect(variable).toMatchObject({ isVariable: true, formula: "//命中修正=1", rollable: false });
    // Wolf's Bastard Sword: Fighter 2 + Dex bonus 3 = 5, + the palette's 1.
    expect(roll).toMatchObject({ isRoll: true, notation: "2d+6", rollable: true });
    expect(text).toMatchObject({ isText: true, name: "[宣]《全力攻撃Ⅰ》", rollable: false });
    expect(loop).toMatchObject({ rollable: false, message: 'The palette\'s "a" never stops expanding.' });
    const html = en.render("actor/character/records.hbs", { view, edit: {}, editMode: false, canEdit: true });
    expect([...en.missing]).toEqual([]);
    expect(html).toContain("■武器攻撃系");
    expect(html).toContain("[宣]《全力攻撃Ⅰ》");
    // One roll button per roll line only.
    expect(html.match(/data-action="paletteRoll"/g)).toHaveLength(2);
  });
});

describe("heavy palette lines do not stall the sheet (odds within a work budget)", () => {
  const heavy = Array.from({ length: 8 }, (_, i) => [
    { name: `heavy ${i}`, formula: `K70+${i}@3r10` },
    { name: `dice ${i}`, formula: `6d6+${i}` },
    { name: `transcendent ${i}`, formula: `2d6@3>=${20 + i}` },
  ]).flat();

  it("the view builds computing none of them; each offers its odds on demand", () => {
    const budget = new OddsBudget();
    const view = characterView(wolfWith([{ name: "hit", formula: "2d6+5>=10" }, ...heavy]), t, {
      oddsBudget: budget,
    });
    const [hit, ...rest] = view.records.palette;
    // 2d6+5>=10 needs 5 or more: 30 of 36.
    expect(hit).toMatchObject({ success: "83.3%", oddsDeferred: false });
    expect(rest).toHaveLength(heavy.length);
    for (const line of rest)
      expect(line).toMatchObject({ expected: "", success: "", oddsDeferred: true, rollable: true });
    expect(budget.computed).toBe(1);
    expect(budget.spent).toBeLessThanOrEqual(PALETTE_ODDS_WORK);
    const html = en.render("actor/character/records.hbs", { view, edit: {}, editMode: false, canEdit: true });
    expect(html.match(/data-action="paletteOdds"/g)).toHaveLength(heavy.length);
    expect([...en.missing]).toEqual([]);
  });

  it("the roll dialogs' view is bounded the same way", () => {
    const wolf = wolfWith(heavy);
    const budget = new OddsBudget();
    characterView(wolf, t, { oddsBudget: budget });
    expect(budget.computed).toBe(0);
    expect(rollRequest("character", wolf, { roll: "check", key: "fortitude" }).ok).toBe(true);
  });
});
