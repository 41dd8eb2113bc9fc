// The Records tab in edit mode at the character sheet's default size (760 × 680, actor-sheet-base.ts), in
// Chromium with the real CSS, in English and Japanese, light and dark: a session record's nine fields take two
// lines of one grid, so nothing scrolls sideways and the row buttons are on screen; every field keeps a
// labelled control under its column's label; the Tab key walks line one, line two, then the buttons; a user
// types a record into it and submits. Play mode keeps its table, also without a sideways scrollbar.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { NEW_SESSION_RECORD } from "../../src/system/applications/view/edit/list-edit.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { preparedCharacter } from "../system/fixtures/sample-actors.js";
import { hasChromium, OUT, sheetDocument } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { renderer } from "./render-harness.js";
import { actorSchemas, initialSource } from "./schema-walk.js";
import { type Mode, renderCharacter } from "./sheet-pages.js";
import { SheetWorkflow, type StoredActor } from "./workflow.js";

const schemas = await actorSchemas();
const SHOTS = join(OUT, "records");

/** The sheet's default window (actor-sheet-base.ts); 720 leaves room for the window's own padding. */
const DEFAULT = { width: 760, height: 680 } as const;
const WIDTHS = [DEFAULT.width, 720] as const;

/** The session record's fields, in the data model's (and the cells') order, with their column labels. */
const FIELDS = Object.keys(NEW_SESSION_RECORD) as (keyof typeof NEW_SESSION_RECORD)[];
const LABEL: Record<keyof typeof NEW_SESSION_RECORD, string> = {
  date: "SW25.Records.Date",
  title: "SW25.Records.Title",
  gm: "SW25.Records.Gm",
  members: "SW25.Records.Members",
  experience: "SW25.Records.Experience",
  money: "SW25.Records.Money",
  honor: "SW25.Records.Honor",
  growth: "SW25.Records.Growth",
  notes: "SW25.Records.Notes",
};
const LINE_ONE = ["date", "title", "gm", "members"] as const;
const LINE_TWO = ["experience", "money", "honor", "growth", "notes"] as const;

/** Two records with long words in every text field (the widest a row gets). */
const SESSIONS = [
  {
    date: "2026-01-10",
    title: "The Mill Road and the Drowned Lantern",
    gm: "Keiko Watanabe",
    members: "Sam, Ann, Ruri, Tomo",
    experience: 1200,
    money: 15000,
    honor: 8,
    growth: "Dexterity",
    notes: "Met the ferryman; owes us a crossing",
  },
  {
    date: "2026-01-17",
    title: "煙の渡し場",
    gm: "Rei",
    members: "",
    experience: 1000,
    money: -50,
    honor: 0,
    growth: "",
    notes: "",
  },
];

function source(sessions: readonly object[]): StoredActor {
  const system = initialSource(schemas.character) as Record<string, unknown>;
  return {
    id: "records",
    name: "Ruri",
    img: "icons/svg/mystery-man.svg",
    system: { ...system, records: { sessions: [...sessions], ledger: [] } },
    items: [],
  };
}

const prepared = (s: StoredActor) => preparedCharacter(s as never);

interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** What the user sees of the sessions editor: overflow, the row buttons' boxes, each field's and label's box. */
async function sessionsLayout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const list = document.querySelector(".sw25-edit-list[data-list='records.sessions']");
    const scroll = list?.querySelector(".sw25-table-scroll");
    const tab = document.querySelector(".sw25-tab.active");
    const sheet = document.querySelector(".swordworld25.sheet");
    if (!list || !scroll || !tab || !sheet) throw new Error("no sessions editor on the page");
    const buttons = [...list.querySelectorAll("tbody button")].map((b) => {
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { box: box(b), title: b.getAttribute("title") ?? "", onTop: hit === b || b.contains(hit) };
    });
    const headers = [...list.querySelectorAll("thead th")].map((th) => ({
      text: (th.textContent ?? "").trim(),
      box: box(th),
    }));
    const rows = [...list.querySelectorAll("tbody tr[data-index]")].map((tr) =>
      [...tr.querySelectorAll("[name]")].map((el) => ({
        name: el.getAttribute("name") ?? "",
        label: el.getAttribute("aria-label") ?? "",
        box: box(el),
      })),
    );
    return {
      list: { scrollWidth: list.scrollWidth, clientWidth: list.clientWidth },
      scroll: { scrollWidth: scroll.scrollWidth, clientWidth: scroll.clientWidth },
      tab: { scrollWidth: tab.scrollWidth, clientWidth: tab.clientWidth },
      page: { scrollWidth: document.documentElement.scrollWidth, clientWidth: window.innerWidth },
      visible: box(list),
      sheet: box(sheet),
      buttons,
      headers,
      rows,
    };
  });
}

/** Where `a` and `b` overlap horizontally by more than a few pixels. */
const overlapX = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 4;

describe.skipIf(!hasChromium)("the Records tab's session editor at the sheet's default size", () => {
  const chrome = chromiumSuite({ width: 900, height: DEFAULT.height });

  for (const lang of ["en", "ja"] as const)
    for (const theme of ["light", "dark"] as const)
      it(`${lang}, ${theme}: no sideways scrolling, the row buttons on screen, a label over every field`, async () => {
        const r = renderer(lang);
        const html = renderCharacter(r, prepared(source(inLanguage(SESSIONS, lang))), "edit", "records");
        expect([...r.missing]).toEqual([]);
        mkdirSync(SHOTS, { recursive: true });
        for (const width of WIDTHS) {
          const at = `${width}px`;
          await chrome.page.setContent(sheetDocument(html, width, lang, theme));
          await chrome.page.evaluate(() => document.fonts.ready);
          const layout = await sessionsLayout(chrome.page);
          // Nothing to scroll sideways: the list, its scroll box, the tab and the page.
          for (const part of ["list", "scroll", "tab", "page"] as const)
            expect(layout[part].scrollWidth, `${at} ${part}`).toBeLessThanOrEqual(layout[part].clientWidth);
          // Each record's three buttons (up, down, remove) inside the editor's box and not covered.
          expect(layout.buttons).toHaveLength(3 * SESSIONS.length);
          for (const button of layout.buttons) {
            expect(button.box.left, `${at} ${button.title}`).toBeGreaterThanOrEqual(layout.visible.left);
            expect(button.box.right, `${at} ${button.title}`).toBeLessThanOrEqual(layout.visible.right + 0.5);
            expect(button.box.right, `${at} ${button.title}`).toBeLessThanOrEqual(layout.sheet.right);
            expect(button.onTop, `${at} ${button.title}`).toBe(true);
          }
          // Every stored field of every record has its control, named by its column's label.
          expect(layout.rows).toHaveLength(SESSIONS.length);
          const headerOf = (field: keyof typeof NEW_SESSION_RECORD) =>
            layout.headers.find((h) => h.text === r.localize(LABEL[field]));
          for (const [index, row] of layout.rows.entries()) {
            expect(row.map((c) => c.name)).toEqual(
              FIELDS.map((f) => `system.records.sessions.${index}.${f}`),
            );
            for (const [i, cell] of row.entries()) {
              const field = FIELDS[i] as keyof typeof NEW_SESSION_RECORD;
              expect(cell.label, cell.name).toBe(r.localize(LABEL[field]));
              // The column's label sits above the control, over the same column.
              const header = headerOf(field);
              expect(header, `${at} ${field}`).toBeDefined();
              if (!header) continue;
              expect(header.box.bottom, `${at} ${field}`).toBeLessThanOrEqual(row[0]?.box.top ?? 0);
              expect(overlapX(header.box, cell.box), `${at} ${field}: label over its control`).toBe(true);
              expect(Math.abs(header.box.left - cell.box.left), `${at} ${field}`).toBeLessThan(8);
            }
            // Two lines: date, title, GM and players on the first; the numbers, growth and notes under them.
            const top = (f: string) => row.find((c) => c.name.endsWith(`.${f}`))?.box.top ?? Number.NaN;
            const bottom = (f: string) => row.find((c) => c.name.endsWith(`.${f}`))?.box.bottom ?? Number.NaN;
            for (const f of LINE_ONE) expect(Math.abs(top(f) - top("date")), `${at} ${f}`).toBeLessThan(2);
            for (const f of LINE_TWO) {
              expect(Math.abs(top(f) - top("experience")), `${at} ${f}`).toBeLessThan(2);
              expect(top(f), `${at} ${f}`).toBeGreaterThanOrEqual(bottom("date"));
            }
            // A text field is wide enough to read what it holds (the title the widest).
            const width = (f: string) => {
              const b = row.find((c) => c.name.endsWith(`.${f}`))?.box;
              return b ? b.right - b.left : 0;
            };
            expect(width("title")).toBeGreaterThan(200);
            for (const f of ["date", "gm", "members", "growth", "notes"])
              expect(width(f), f).toBeGreaterThan(90);
            for (const f of ["experience", "money", "honor"]) expect(width(f), f).toBeGreaterThanOrEqual(56);
          }
          // The buttons follow the record's fields: on the right of both lines, after the notes.
          const first = layout.rows[0] ?? [];
          const notes = first.find((c) => c.name.endsWith(".notes"))?.box;
          for (const button of layout.buttons.slice(0, 3))
            expect(button.box.left).toBeGreaterThanOrEqual(notes?.right ?? Number.POSITIVE_INFINITY);
          // Each heading of the tab names one thing: the palette's editor and its roll buttons are told apart.
          const headings = await chrome.page.$$eval("h3, legend", (els) =>
            els.map((e) => (e.firstChild?.textContent ?? "").trim()).filter((t) => t !== ""),
          );
          expect(headings, `${at} headings`).toContain(r.localize("SW25.Palette.Rolls"));
          expect(new Set(headings).size, `${at} headings ${headings.join(" | ")}`).toBe(headings.length);
          await chrome.page
            .locator("body > div")
            .screenshot({ path: join(SHOTS, `records-edit.${width}.${lang}.${theme}.png`) });
        }
      });

  for (const lang of ["en", "ja"] as const)
    it(`${lang}: the Tab key walks a record's first line, its second line, then its buttons`, async () => {
      const r = renderer(lang);
      const html = renderCharacter(r, prepared(source(inLanguage(SESSIONS, lang))), "edit", "records");
      await chrome.page.setContent(sheetDocument(html, DEFAULT.width, lang));
      await chrome.page.focus('[name="system.records.sessions.1.date"]');
      const walked: string[] = [];
      for (let i = 0; i < 11; i++) {
        walked.push(
          await chrome.page.evaluate(() => {
            const el = document.activeElement;
            return (
              el?.getAttribute("name") ??
              `${el?.getAttribute("data-action")}:${el?.getAttribute("data-by") ?? ""}`
            );
          }),
        );
        await chrome.page.keyboard.press("Tab");
      }
      // The last record: "move down" is disabled, so the Tab key skips it.
      expect(walked).toEqual([
        ...FIELDS.map((f) => `system.records.sessions.1.${f}`),
        "moveRow:-1",
        "removeRow:",
      ]);
    });

  for (const lang of ["en", "ja"] as const)
    it(`${lang}: a user adds a record, types every field in tab order, moves and removes rows; play shows it`, async () => {
      const r = renderer(lang);
      let mode: Mode = "edit";
      const user = new SheetWorkflow(
        chrome.page,
        source(SESSIONS.slice(0, 1)),
        prepared,
        (p) => renderCharacter(r, p, mode, "records"),
        DEFAULT.width,
        lang,
      );
      await user.show();
      const add = '[data-action="addRow"][data-list="records.sessions"]';
      await chrome.page.locator(add).click({ trial: true });
      await user.clickListButton(add);
      // Typed as a user types: into the date, then Tab to each next field.
      const typed = {
        date: "2026-02-01",
        title: "Fog at Harrow Gate",
        gm: "Rei",
        members: "Sam, Ann",
        experience: "1500",
        money: "2400",
        honor: "12",
        growth: "Spirit",
        notes: "Found the second key",
      };
      await chrome.page.focus('[name="system.records.sessions.1.date"]');
      for (const field of FIELDS) {
        await chrome.page.keyboard.press("ControlOrMeta+A");
        await chrome.page.keyboard.type(typed[field]);
        await chrome.page.keyboard.press("Tab");
      }
      await user.submit();
      const sessions = () => (user.source.system as { records: { sessions: unknown[] } }).records.sessions;
      const stored = {
        ...typed,
        experience: 1500,
        money: 2400,
        honor: 12,
      };
      expect(sessions()).toEqual([SESSIONS[0], stored]);
      // The new record's "move up" is on screen and takes a click; it becomes the first.
      const up = '[data-action="moveRow"][data-list="records.sessions"][data-index="1"][data-by="-1"]';
      await chrome.page.locator(up).click({ trial: true });
      await user.clickListButton(up);
      expect(sessions()).toEqual([stored, SESSIONS[0]]);
      const remove = '[data-action="removeRow"][data-list="records.sessions"][data-index="1"]';
      await chrome.page.locator(remove).click({ trial: true });
      await user.clickListButton(remove);
      expect(sessions()).toEqual([stored]);
      // Totals: the sheet adds the record to the starting values.
      const summary = (await chrome.page.locator(".sw25-records-totals").textContent()) ?? "";
      expect(summary.replace(/\s+/g, " ")).toContain(`${r.localize("SW25.Records.Sessions")} 1500`);
      // Play mode: the record in its table, nothing to scroll sideways.
      mode = "play";
      await user.show();
      const row = await chrome.page.locator("tr[data-session='0']").innerText();
      for (const value of ["2026-02-01", "Fog at Harrow Gate", "Rei", "1500", "2400", "12", "Spirit"])
        expect(row).toContain(value);
      const scroll = await chrome.page.$eval(".sw25-tab.active .sw25-table-scroll", (el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
      expect([...r.missing]).toEqual([]);
    });

  for (const lang of ["en", "ja"] as const)
    for (const theme of ["light", "dark"] as const)
      it(`${lang}, ${theme}: play mode lists the records in a table without sideways scrolling`, async () => {
        const r = renderer(lang);
        const html = renderCharacter(r, prepared(source(inLanguage(SESSIONS, lang))), "play", "records");
        await chrome.page.setContent(sheetDocument(html, DEFAULT.width, lang, theme));
        await chrome.page.evaluate(() => document.fonts.ready);
        const widths = await chrome.page.$$eval(
          ".sw25-tab.active, .sw25-tab.active .sw25-table-scroll",
          (els) => els.map((el) => [el.scrollWidth, el.clientWidth]),
        );
        expect(widths).toHaveLength(2);
        for (const [scrollWidth = 0, clientWidth = 0] of widths)
          expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        const rows = await chrome.page.locator("tr[data-session]").count();
        expect(rows).toBe(SESSIONS.length);
        await chrome.page
          .locator("body > div")
          .screenshot({ path: join(SHOTS, `records-play.${lang}.${theme}.png`) });
      });
});
