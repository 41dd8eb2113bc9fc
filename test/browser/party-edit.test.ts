// The party sheet's edit mode in Chromium with the real CSS, en and ja: the owner corrects a session summary the
// end of a session wrote (title, goal, monsters, loot sold, shard honour), adds a summary by hand, removes one,
// and types the party's notes; each change is submitted the way ApplicationV2 submits the form and stored.
// Every stored field of the party has a control on the sheet, or is named here with the reason it has none.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { NEW_PARTY_SESSION, partyEdit } from "../../src/system/applications/view/edit/party-edit.js";
import { partyView } from "../../src/system/applications/view/party-view.js";
import { bag } from "../../src/system/applications/view/read.js";
import { fakeFields } from "../system/boot/fake-fields.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { hasChromium, OUT } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";
import { initialSource, leafPaths, pathPattern, type Schema } from "./schema-walk.js";
import { SheetWorkflow, type StoredActor } from "./workflow.js";

const SIZE = { width: 760, height: 1000 } as const;

/** The party's schema, built with the recording fields of the boot test (as schema-walk.ts does for the others). */
async function partySchema(): Promise<Schema> {
  const g = globalThis as Record<string, unknown>;
  const before = g.foundry;
  g.foundry = { data: { fields: fakeFields(new Set()) }, abstract: { TypeDataModel: class {} } };
  try {
    const { PartyData } = await import("../../src/system/data/party-data.js");
    return PartyData.defineSchema() as unknown as Schema;
  } finally {
    g.foundry = before;
  }
}

const schema = await partySchema();

/** Stored party fields deliberately without a form control, each with its reason. */
const EXCLUDED: Record<string, string> = {
  "system.members.*":
    "members are added by dragging a character onto the sheet and removed with each row's button, never typed",
};

const SUMMARY = {
  date: "2026-11-20",
  title: "The Drowned Lantern",
  goalMet: true,
  monsters: "Goblin 2\nBoggard 4",
  lootSold: 1200,
  shardHonor: 6,
  members: "Arle, Bram",
};

describe.skipIf(!hasChromium)("party sheet: the owner edits what the party stores", () => {
  const chrome = chromiumSuite(SIZE);

  for (const lang of ["en", "ja"] as const)
    it(`${lang}: a session summary corrected, one added and one removed, notes typed`, async () => {
      const r = renderer(lang);
      // The party, its record and what the owner types, in the table's language (the shared sample set).
      const n = <T>(value: T): T => inLanguage(value, lang);
      const summary = n(SUMMARY);
      const source: StoredActor = {
        id: "party",
        name: n("The Lanterns"),
        img: "icons/svg/mystery-man.svg",
        system: { ...initialSource(schema), members: [], sessions: [{ ...summary }] },
        items: [],
      };
      const html = (prepared: ActorInput) =>
        r.render("actor/party.hbs", {
          view: partyView(prepared.system, []),
          edit: partyEdit(bag(prepared.system)),
          editMode: true,
          name: prepared.name,
          img: prepared.img,
          canEdit: true,
          isGM: false,
        });
      const user = new SheetWorkflow(
        chrome.page,
        source,
        (s) => s as unknown as ActorInput,
        html,
        SIZE.width,
        lang,
      );
      await user.show();
      // The mode switch is there, on its edit side.
      await expect(
        chrome.page.locator('[data-action="toggleMode"][aria-pressed="true"]').count(),
      ).resolves.toBe(1);
      await user.type("system.sessions.0.title", n("The Drowned Lantern, part 1"));
      await user.tick("system.sessions.0.goalMet", false);
      await user.type("system.sessions.0.monsters", n("Goblin 2\nBoggard 5"));
      await user.type("system.sessions.0.lootSold", 1350);
      await user.type("system.sessions.0.shardHonor", 7);
      await user.type("system.notes", n("Owes the guild 300 G."));
      await user.submit();
      const system = user.source.system as { sessions: unknown[]; notes: string; money: number };
      expect(system.sessions).toEqual([
        {
          ...summary,
          title: n("The Drowned Lantern, part 1"),
          goalMet: false,
          monsters: n("Goblin 2\nBoggard 5"),
          lootSold: 1350,
          shardHonor: 7,
        },
      ]);
      expect(system.notes).toBe(n("Owes the guild 300 G."));
      expect(system.money).toBe(0);

      // A summary the GM forgot, added by hand, then the first one removed.
      await user.clickListButton('[data-action="addRow"][data-list="sessions"]');
      expect((user.source.system as { sessions: unknown[] }).sessions).toHaveLength(2);
      expect((user.source.system as { sessions: unknown[] }).sessions[1]).toEqual(NEW_PARTY_SESSION);
      await user.type("system.sessions.1.title", n("Side trip"));
      await user.clickListButton('[data-action="removeRow"][data-list="sessions"][data-index="0"]');
      expect((user.source.system as { sessions: { title: string }[] }).sessions.map((s) => s.title)).toEqual([
        n("Side trip"),
      ]);
      await chrome.page.screenshot({ path: join(OUT, `party-edit.${lang}.png`), fullPage: true });
    }, 120_000);

  it("every stored party field has a control on the sheet, or a reason it has none", async () => {
    const r = renderer("en");
    const system = { ...initialSource(schema), members: ["arle"], sessions: [{ ...SUMMARY }] };
    const html = r.render("actor/party.hbs", {
      view: partyView(system, [null]),
      edit: partyEdit(bag(system)),
      editMode: true,
      name: "The Lanterns",
      img: "",
      canEdit: true,
      isGM: true,
      today: "2026-11-27",
      gmName: "Aki",
    });
    await chrome.page.setContent(html);
    const names = await chrome.page
      .locator("[name]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("name") ?? ""));
    const seen = new Set(names.map(pathPattern));
    const stored = leafPaths(schema);
    expect(stored).toContain("system.sessions.*.lootSold");
    expect(stored.filter((p) => !seen.has(p) && !(p in EXCLUDED))).toEqual([]);
    for (const path of Object.keys(EXCLUDED)) {
      expect(stored).toContain(path);
      expect(seen.has(path), path).toBe(false);
    }
  });
});
