/**
 * Issue 35 item 5: the character sheet says which combat feats are text only (no effect the system applies,
 * such as 《魔法収束》, 《両手利き》, 《テイルスイング》 or 《変幻自在》 from a ytsheet2 sheet), in en and ja.
 */
import { describe, expect, it } from "vitest";
import { renderer } from "../browser/render-harness.js";

const FEATS = [
  { id: "f1", name: "魔法収束", type: "feat", system: { featKind: "active", effect: "none" } },
  {
    id: "f2",
    name: "魔法拡大／数",
    type: "feat",
    system: { featKind: "active", effect: "magicExpansionTargets" },
  },
  { id: "r1", name: "人間", type: "race", system: {} },
];

describe("[#35 feats] text-only feats are marked on the sheet", () => {
  for (const lang of ["en", "ja"] as const)
    it(`${lang}: the feat without an effect says it is text only; an automated feat and a race do not`, () => {
      const r = renderer(lang);
      const html = r.render("actor/character/classes.hbs", {
        tab: { cssClass: "active" },
        view: { feats: FEATS, classes: [], techniques: [] },
      });
      const rows = html.split("<li").filter((row) => row.includes("data-item-id"));
      const marked = rows
        .filter((row) => row.includes("sw25-text-only"))
        .map((row) => /data-item-id="(\w+)"/.exec(row)?.[1]);
      expect(marked).toEqual(["f1"]);
      expect(html).toContain(r.localize("SW25.Sheet.TextOnly"));
      expect([...r.missing]).toEqual([]);
    });
});
