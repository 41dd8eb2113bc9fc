// A mount's section HP typed in play mode, in Chromium, as on a monster's sheet: the sheet writes the live HP
// of the level in use (`system.current`), refuses a bad value with the localized warning and changes nothing.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mountView } from "../../src/system/applications/view/monster-view.js";
import { bag } from "../../src/system/applications/view/read.js";
import { editMountSectionHp } from "../../src/system/applications/view/section-hp-edit.js";
import { preparedMount } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";
import { renderMount } from "./sheet-pages.js";

const block = (level: number, bodyHp: number, wingHp: number) => ({
  level,
  sections: [
    { name: "Body", accuracy: 3, damage: 2, evasion: 3, defense: 2, hpMax: bodyHp, mpMax: 6, core: true },
    { name: "Wing", accuracy: 3, damage: 1, evasion: 4, defense: 1, hpMax: wingHp, mpMax: 0, core: false },
  ],
});

/** Level 2–3; no rider, so the first block (level 2: Body 20, Wing 12) is the one in use. */
const stored = (current: unknown[]) => ({
  id: "skywing",
  name: "Skywing",
  img: "icons/svg/mystery-man.svg",
  system: { levelRange: { min: 2, max: 3 }, levels: [block(2, 20, 12), block(3, 25, 15)], current },
});

describe.skipIf(!hasChromium)("a mount's section HP in play mode", () => {
  const chrome = chromiumSuite({ width: 820, height: 700 });
  const r = renderer("en");

  /** Shows the mount, types `typed` into section `index`'s HP and returns what the sheet's change handler does. */
  async function typeHp(current: unknown[], index: number, typed: string) {
    const mount = preparedMount(stored(current) as never, null);
    await chrome.page.setContent(sheetDocument(renderMount(r, mount, "play"), 780, "en"));
    const input = chrome.page.locator(`[data-sw25-section-hp="${index}"]`);
    await input.fill(typed);
    await input.dispatchEvent("change");
    // As MountSheet#afterRender: the maxima of the level in use, the typed text, the stored list.
    const maxima = mountView(mount).sections.map((s) => s.hp.max ?? 0);
    return editMountSectionHp(bag(mount.system).current, maxima, index, await input.inputValue());
  }

  it("[FACTS-6] typing 5 into the Wing writes current[1].hp = 5, the Body's live HP and MP kept", async () => {
    const edit = await typeHp([{ hp: 17, mp: 4 }], 1, "5");
    expect(edit).toEqual({
      ok: true,
      current: [
        { hp: 17, mp: 4 },
        { hp: 5, mp: null },
      ],
    });
    if (!edit.ok) return;
    const after = preparedMount(stored([...edit.current]) as never, null);
    await chrome.page.setContent(sheetDocument(renderMount(r, after, "play"), 780, "en"));
    await expect(chrome.page.locator('[data-sw25-section-hp="1"]').inputValue()).resolves.toBe("5");
    await expect(chrome.page.locator('[data-sw25-section-hp="0"]').inputValue()).resolves.toBe("17");
    const rows = await chrome.page.locator("tr[data-section] .sw25-cell-bar .hp").allTextContents();
    expect(rows.map((t) => t.replace(/\s+/g, ""))).toEqual(["/20", "/12"]);
    expect(
      await chrome.page.locator('tr[data-section="1"] .sw25-bar-fill').first().getAttribute("style"),
    ).toContain("width: 42%");
    await chrome.page.locator("body > div").screenshot({ path: join(OUT, "mount-section-hp.en.png") });
  });

  it("[FACTS-6] a negative HP down to −999 is accepted (a mount can fall below 0)", async () => {
    expect(await typeHp([], 0, "-7")).toEqual({
      ok: true,
      current: [{ hp: -7, mp: null }],
    });
  });

  it("refuses text, decimals, more than the level's maximum and below −999; nothing is written", async () => {
    for (const typed of ["", "abc", "3.5", "13", "-1000", "1e2"])
      expect(await typeHp([{ hp: 17, mp: 4 }], 1, typed), typed).toEqual({
        ok: false,
        error: "SW25.Words.SectionHpInvalid",
        max: 12,
      });
    // The level-3 maximum (25) is not the one in use: 21 is over the level-2 Body's 20.
    expect(await typeHp([], 0, "21")).toMatchObject({ ok: false, max: 20 });
    expect(r.localize("SW25.Words.SectionHpInvalid", { max: "12" })).toContain("12");
  });

  it("shows no HP input while another level's block is looked at (its HP is not the live one)", async () => {
    const mount = preparedMount(stored([{ hp: 17, mp: 4 }]) as never, null);
    const html = r.render("actor/monster.hbs", {
      view: mountView(mount, 3),
      editMode: false,
      canEdit: true,
      isMount: true,
      effects: [],
    });
    await chrome.page.setContent(sheetDocument(html, 780, "en"));
    expect(await chrome.page.locator("[data-sw25-section-hp]").count()).toBe(0);
    expect(await chrome.page.locator("tr[data-section] .sw25-bar-text").first().textContent()).toBe("25/25");
    const inUse = r.render("actor/monster.hbs", {
      view: mountView(mount, 2),
      editMode: false,
      canEdit: true,
      isMount: true,
      effects: [],
    });
    await chrome.page.setContent(sheetDocument(inUse, 780, "en"));
    expect(await chrome.page.locator("[data-sw25-section-hp]").count()).toBe(2);
  });
});
