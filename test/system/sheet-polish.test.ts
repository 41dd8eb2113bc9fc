// What a user saw wrong on the rendered sheets, each pinned by a test (issue 10's sheet polish).
import { describe, expect, it } from "vitest";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { ITEM_FIELDS, itemView } from "../../src/system/applications/view/item/item-view.js";
import { renderer } from "../browser/render-harness.js";
import { renderCharacter, renderMonster, renderMount } from "../browser/sheet-pages.js";
import { GOBLIN, preparedCharacter, RIVERSTRIDER, THORNBACK, WOLF } from "./fixtures/sample-actors.js";

const r = renderer("ja");
const atHp = (value: number) =>
  preparedCharacter({
    ...WOLF,
    system: { ...(WOLF.system as object), hp: { value, max: 0 } },
    items: WOLF.items as never,
  } as never);

describe("sheet polish", () => {
  it("[DMG-09] the Death Check is offered only at 0 HP or below, and low HP is flagged", () => {
    expect(characterView(WOLF).hpLow).toBe(false);
    expect(renderCharacter(r, WOLF, "play", "abilities")).not.toContain('data-roll="deathCheck"');
    for (const hp of [0, -4]) {
      expect(characterView(atHp(hp)).hpLow).toBe(true);
      const html = renderCharacter(r, atHp(hp), "play", "abilities");
      expect(html).toContain('data-roll="deathCheck"');
      expect(html).toContain("sw25-bar hp sw25-low");
    }
    expect(characterView(atHp(1)).hpLow).toBe(false);
  });

  it("the HP fill bar has its own track, not behind the number input", () => {
    const html = renderCharacter(r, WOLF, "play", "abilities");
    expect(html).toMatch(/<span class="sw25-bar-track"><span class="sw25-bar-fill"/);
  });

  it("armour rows show their evasion and defense; an unequipped weapon says why it shows no numbers", () => {
    const html = renderCharacter(r, WOLF, "play", "combat");
    const armour = html.slice(html.indexOf('data-item-id="leather"'));
    expect(armour.slice(0, 900)).toMatch(/<td>0<\/td><td>3<\/td>/);
    const spare = html.slice(html.indexOf('data-item-id="spare"'));
    expect(spare.slice(0, 1200)).toContain("未装備");
    expect(characterView(WOLF).weapons.find((w) => w.id === "spare")?.reason).toBe("SW25.Edit.NotEquipped");
  });

  it("no stored enum word reaches a Japanese sheet: movement kind, stat-block words, skill timing", () => {
    for (const html of [
      renderMonster(r, THORNBACK, "play"),
      renderMonster(r, GOBLIN, "play"),
      renderMount(r, RIVERSTRIDER, "play"),
    ]) {
      const text = html.replace(/<[^>]+>/g, " ");
      for (const word of ["swimming", "fiveSenses", "hungry", "barbarous", "animal", "major", "accuracy"])
        expect(text, word).not.toContain(word);
    }
    expect(renderMonster(r, THORNBACK, "play")).toContain("水中");
  });

  it("every portrait that opens the image picker names the field it edits (data-edit)", () => {
    const pages = [
      renderCharacter(r, WOLF, "edit", "abilities"),
      renderMonster(r, THORNBACK, "play"),
      renderMount(r, RIVERSTRIDER, "play"),
      ...Object.keys(ITEM_FIELDS).map((type) =>
        r.render("item/item.hbs", { view: itemView({ _id: type, name: type, type, system: {} }) }),
      ),
    ];
    for (const html of pages) {
      const pickers = html.match(/<img [^>]*data-action="editImage"[^>]*>/g) ?? [];
      expect(pickers.length).toBeGreaterThan(0);
      for (const img of pickers) expect(img).toMatch(/data-edit="(img|prototypeToken\.texture\.src)"/);
    }
  });

  it("magic powers are a table whose rows line up (one th + one td per school)", () => {
    const html = renderCharacter(r, WOLF, "play", "magic");
    expect(html).toContain('<table class="sw25-magic-powers">');
  });

  it("HTML fields use Foundry's ProseMirror editor in a sheet, a plain text area without Foundry", () => {
    const field = {
      name: "system.notes",
      value: "<p>Hi</p>",
      enriched: "<p>Hi!</p>",
      label: "SW25.Sheet.Notes",
    };
    const inFoundry = r.render("actor/parts/html-field.hbs", { ...field, proseMirror: true, canEdit: true });
    expect(inFoundry).toMatch(
      /<prose-mirror class="sw25-notes" name="system.notes" value="&lt;p&gt;Hi&lt;\/p&gt;" toggled/,
    );
    expect(inFoundry).toContain("<p>Hi!</p></prose-mirror>");
    const readOnly = r.render("actor/parts/html-field.hbs", { ...field, proseMirror: true, canEdit: false });
    expect(readOnly).not.toContain("prose-mirror");
    expect(r.render("actor/parts/html-field.hbs", { ...field, canEdit: true })).toContain("<textarea");
  });

  it('[SECT-04] a section without MP (the stat block\'s "-") shows a dash, not an empty 0/0 bar', () => {
    const html = renderMonster(r, THORNBACK, "play");
    const tail = html.slice(html.indexOf('data-section="1"'));
    expect(tail.slice(0, tail.indexOf("</tr>"))).toMatch(/<td class="sw25-cell-bar">–<\/td>/);
    const head = html.slice(html.indexOf('data-section="0"'));
    expect(head.slice(0, head.indexOf("</tr>"))).toContain("12/12");
  });
});
