// The party sheet in Chromium with the real CSS, en and ja: the GM types a session's end into the form (date,
// title, goal, loot sold, shard honour, defeated monsters) and ends it; every member gets its record (with its
// 1-1s moved into it), the party its summary and fund, and the re-rendered sheets show them. A player sees the
// party without the form. The form's inputs are read back from the page, as the sheet's click handler reads them.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rollShardHonor } from "../../src/rules/character/supplies/sword-shards.js";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import {
  type PartyMemberInput,
  partyView,
  SESSION_END_FIELDS,
  type SessionEndValues,
  sessionEndForm,
} from "../../src/system/applications/view/party-view.js";
import { type MemberState, writeSessionEnd } from "../../src/system/party/session-end-write.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { hasChromium, OUT, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";

const SIZE = { width: 760, height: 900 } as const;

function members(stored: Map<string, MemberState>): PartyMemberInput[] {
  return [...stored.values()].map((m, i) => ({
    id: m.id,
    name: m.name,
    img: "",
    system: {
      hp: { value: i === 1 ? -2 : 18, max: 22 },
      mp: { value: 9, max: 14 },
      classResources: { songUp: i === 0 ? 3 : 0, morale: 0 },
      experience: { fumbles: m.fumbles },
      records: { sessions: m.sessions },
    },
    unconscious: i === 1,
    canOpen: true,
  }));
}

describe.skipIf(!hasChromium)("party sheet: the GM ends a session", () => {
  const chrome = chromiumSuite(SIZE);

  for (const lang of ["en", "ja"] as const)
    it(`${lang}: typed into the form, every member's record written in one go, shown on the sheet`, async () => {
      const r = renderer(lang);
      // The party and what the GM types, in the table's language (the shared sample set).
      const n = (text: string) => inLanguage(text, lang);
      const stored = new Map<string, MemberState>([
        ["arle", { id: "arle", name: n("Arle"), sessions: [], fumbles: 2 }],
        ["bram", { id: "bram", name: n("Bram"), sessions: [], fumbles: 0 }],
      ]);
      const party = { members: ["arle", "bram"], money: 5, loot: "", sessions: [] as unknown[] };
      const render = (isGM: boolean) =>
        r.render("actor/party.hbs", {
          view: partyView(party, members(stored)),
          name: n("The Lanterns"),
          img: "icons/svg/mystery-man.svg",
          canEdit: isGM,
          isGM,
          today: "2026-11-27",
          gmName: n("Aki"),
        });
      const page = chrome.page;
      await page.setContent(sheetDocument(render(true), SIZE.width, lang));
      // The GM types the session's end.
      await page.locator('[data-end="title"]').fill(n("The Drowned Lantern"));
      await page.locator('[data-end="goalMet"]').uncheck();
      await page.locator('[data-end="lootSold"]').fill("1201");
      await page.locator('[data-end="shards"]').fill("2");
      await page.locator('[data-end="monsters"]').fill(n("Goblin 2\nBoggard (4)\nKobold ×2 1"));
      // The window itself (the page has a margin, so a viewport shot would cut the window's right edge off).
      await page
        .locator(".swordworld25")
        .screenshot({ path: join(OUT, `party-session-end.form.${lang}.png`) });
      // Read back as the sheet's handler reads the inputs.
      const values: SessionEndValues = {};
      for (const key of SESSION_END_FIELDS) {
        const input = page.locator(`[data-end="${key}"]`);
        values[key] = key === "goalMet" ? await input.isChecked() : await input.inputValue();
      }
      const form = sessionEndForm(values);
      expect(form.monsters.invalid).toEqual([]);
      // [#35 shards] The sheet rolls the honour of the 2 shards (1d each) as its handler does: 2 + 4 = 6.
      const honor = rollShardHonor(form.shards, fixedDice([2, 4]));
      if (!honor.ok) throw new Error(honor.error.message);
      const result = await writeSessionEnd(
        { ...form, shardHonor: honor.value.total, monsters: form.monsters.monsters },
        [...stored.values()],
        { money: party.money, sessions: party.sessions },
        // The sheet lists monsters and members in the table's words (party-sheet.ts).
        {
          money: "equal",
          honor: "each",
          words: {
            aside: (text, aside) => r.localize("SW25.Format.Aside", { text, aside }),
            separator: r.localize("SW25.Sheet.ListSeparator"),
          },
        },
        {
          async updateMembers(updates) {
            for (const u of updates) {
              const was = stored.get(u._id as string) as MemberState;
              stored.set(was.id, {
                ...was,
                sessions: u["system.records.sessions"] as unknown[],
                fumbles: u["system.experience.fumbles"] as number,
              });
            }
            return updates.map((u) => u._id as string);
          },
          async updateParty(update) {
            party.money = update["system.money"] as number;
            party.sessions = update["system.sessions"] as unknown[];
            return true;
          },
          reread: (id) => stored.get(id) ?? null,
        },
      );
      expect(result.ok).toBe(true);
      // Goal missed: 500 + 10 × (2 + 4 + 1 + 1) = 580; Arle's two 1-1s add 100 and her count starts again.
      expect(
        [...stored.values()].map((m) => [
          m.name,
          m.fumbles,
          (m.sessions[0] as { experience: number }).experience,
        ]),
      ).toEqual([
        [n("Arle"), 0, 680],
        [n("Bram"), 0, 580],
      ]);
      expect(
        stored.get("arle")?.sessions[0] as { money: number; honor: number; notes: string },
      ).toMatchObject({
        money: 600,
        honor: 6,
        notes:
          lang === "en"
            ? "Goblin (2), Boggard (4), Kobold (1), Kobold (1)"
            : "ゴブリン（2）、ボガード（4）、コボルド（1）、コボルド（1）",
      });
      expect(party.money).toBe(6);
      // The re-rendered sheet shows the summary and the new fund; a player sees no form.
      await page.setContent(sheetDocument(render(true), SIZE.width, lang));
      await expect(page.locator('input[name="system.money"]').inputValue()).resolves.toBe("6");
      const row = page.locator(".sw25-party-sessions tbody tr");
      await expect(row.count()).resolves.toBe(1);
      expect(await row.first().innerText()).toContain(n("The Drowned Lantern"));
      await expect(page.locator(".sw25-party-members tr.sw25-down").count()).resolves.toBe(1);
      await page
        .locator(".swordworld25")
        .screenshot({ path: join(OUT, `party-session-end.done.${lang}.png`) });
      await page.setContent(sheetDocument(render(false), SIZE.width, lang));
      await expect(page.locator("[data-sw25-session-end]").count()).resolves.toBe(0);
      expect([...r.missing]).toEqual([]);
    });
});
