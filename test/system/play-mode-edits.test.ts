/** Play-mode edits on the monster sheet and the loot rows' "always", in pure view functions. */
import { describe, expect, it } from "vitest";
import {
  lootRollFromForm,
  monsterEdit,
  withLootRolls,
} from "../../src/system/applications/view/edit/monster-edit.js";
import { editSectionHp } from "../../src/system/applications/view/section-hp-edit.js";

const sections = [
  { name: "Head", hp: { value: 30, max: 34 }, accuracy: 6, core: true },
  { name: "Tail", hp: { value: 8, max: 28 }, accuracy: 5, core: false },
];

describe("a section's current HP typed in play mode", () => {
  it("writes the typed value into a copy of every section, the others untouched", () => {
    const edit = editSectionHp(sections, 1, " -3 ");
    expect(edit).toEqual({
      ok: true,
      sections: [sections[0], { name: "Tail", hp: { value: -3, max: 28 }, accuracy: 5, core: false }],
    });
    expect(sections[1]?.hp.value).toBe(8);
    expect(editSectionHp(sections, 0, "34")).toMatchObject({ ok: true });
    expect(editSectionHp(sections, 0, "−999")).toMatchObject({ ok: true });
  });

  it("refuses text, decimals, more than the maximum, an absurd negative and a missing section: nothing changes", () => {
    for (const typed of ["", "abc", "3.5", "35", "-1000", "1e2", "12345"])
      expect(editSectionHp(sections, 0, typed), typed).toEqual({
        ok: false,
        error: "SW25.Words.SectionHpInvalid",
        max: 34,
      });
    expect(editSectionHp(sections, 5, "3")).toMatchObject({ ok: false });
    expect(editSectionHp(sections, Number.NaN, "3")).toMatchObject({ ok: false });
    expect(editSectionHp(null, 0, "3")).toMatchObject({ ok: false, max: 0 });
  });
});

describe("a loot row's 'always' in any language", () => {
  it("shows an empty roll with the localized word as placeholder, never the stored English", () => {
    const edit = monsterEdit({
      loot: [
        { roll: "always", item: "Shell", price: 30 },
        { roll: "2-7", item: "Nothing", price: 0 },
      ],
    });
    const rolls = edit.loot.rows.map((row) => row.cells.find((c) => c.name.endsWith(".roll")));
    expect(rolls.map((c) => c?.value)).toEqual(["", "2-7"]);
    expect(rolls.map((c) => c?.placeholder)).toEqual(["SW25.Monster.lootAlways", "SW25.Monster.lootAlways"]);
  });

  it("stores blank, 'always' and the localized word as 'always'; anything else as typed", () => {
    for (const typed of ["", "  ", "always", "Always", "自動", " 自動 "])
      expect(lootRollFromForm(typed, "自動"), typed).toBe("always");
    expect(lootRollFromForm("2-9", "自動")).toBe("2-9");
    expect(lootRollFromForm(" 10+ ", "Always")).toBe("10+");
    expect(lootRollFromForm(7, "Always")).toBe(7);
    const update = {
      name: "Crawler",
      system: { loot: [{ roll: "", item: "Shell", price: 30 }, { roll: "7" }] },
    };
    expect(withLootRolls(update, "Always")).toEqual({
      name: "Crawler",
      system: { loot: [{ roll: "always", item: "Shell", price: 30 }, { roll: "7" }] },
    });
    expect(withLootRolls({ name: "x" }, "Always")).toEqual({ name: "x" });
  });
});

describe("a monster skill's effect", () => {
  it("is a multi-line field (a textarea), the other skill fields single-line", () => {
    const edit = monsterEdit({
      sections: [{ name: "Tail" }],
      skills: [{ name: "Thorn Volley", section: "Tail", effect: "2d+4\nto three characters" }],
    });
    const cells = edit.skills.rows[0]?.cells ?? [];
    const effect = cells.find((c) => c.name.endsWith(".effect"));
    expect(effect).toMatchObject({ kind: "longText", value: "2d+4\nto three characters" });
    expect(cells.find((c) => c.name.endsWith(".name"))?.kind).toBe("text");
  });
});
