import { describe, expect, it } from "vitest";
import {
  editedList,
  isEditableList,
  listOp,
  listUpdate,
} from "../../src/system/applications/view/edit/list-edit.js";
import { expandFlat, formArrays } from "../../src/system/applications/view/form-data.js";

const A = { name: "A" };
const B = { name: "B" };
const C = { name: "C" };

describe("list editors", () => {
  it("[SECT-04] add appends the schema's new row; remove and move keep every other row", () => {
    const system = { sections: [A, B, C] };
    expect(editedList(system, "sections", { kind: "add" })?.at(-1)).toMatchObject({
      hp: { value: 0, max: 0 },
      mp: { value: null, max: null },
      core: false,
    });
    expect(editedList(system, "sections", { kind: "remove", index: 1 })).toEqual([A, C]);
    expect(editedList(system, "sections", { kind: "move", index: 2, by: -1 })).toEqual([A, C, B]);
    // Moving past either end changes nothing.
    expect(editedList(system, "sections", { kind: "move", index: 0, by: -1 })).toEqual([A, B, C]);
    expect(editedList(system, "sections", { kind: "move", index: 2, by: 1 })).toEqual([A, B, C]);
  });

  it("a bad index or an unknown list is refused (null), never a guess", () => {
    const system = { loot: [A] };
    expect(editedList(system, "loot", { kind: "remove", index: 3 })).toBeNull();
    expect(editedList(system, "loot", { kind: "remove", index: Number.NaN })).toBeNull();
    expect(editedList(system, "notes", { kind: "add" })).toBeNull();
    expect(listUpdate(system, "name", { kind: "add" })).toBeNull();
    expect(isEditableList("skills")).toBe(true);
    expect(isEditableList("elementAffinities")).toBe(false);
  });

  it("[FACTS-6] a mount level's sections are written through the whole levels array", () => {
    const system = {
      levels: [
        { level: 2, sections: [A] },
        { level: 3, sections: [B] },
      ],
    };
    expect(listUpdate(system, "levels.1.sections", { kind: "remove", index: 0 })).toEqual({
      "system.levels": [
        { level: 2, sections: [A] },
        { level: 3, sections: [] },
      ],
    });
    // A new level follows the highest one; without levels it starts at the range's lowest.
    expect(editedList(system, "levels", { kind: "add" })?.at(-1)).toEqual({ level: 4, sections: [] });
    expect(editedList({ levelRange: { min: 5, max: 7 }, levels: [] }, "levels", { kind: "add" })).toEqual([
      { level: 5, sections: [] },
    ]);
  });

  it("a row button's data attributes name the edit", () => {
    expect(listOp("addRow", {})).toEqual({ kind: "add" });
    expect(listOp("removeRow", { index: "2" })).toEqual({ kind: "remove", index: 2 });
    expect(listOp("moveRow", { index: "1", by: "-1" })).toEqual({ kind: "move", index: 1, by: -1 });
  });

  it("a submitted form keeps whole lists: index-keyed objects become arrays in index order", () => {
    const flat = {
      name: "Hydra",
      "system.sections.1.name": "Tail",
      "system.sections.0.name": "Head",
      "system.levels.0.sections.0.hpMax": 20,
      "system.abilities.dexterity.race": 9,
    };
    expect(formArrays(expandFlat(flat))).toEqual({
      name: "Hydra",
      system: {
        sections: [{ name: "Head" }, { name: "Tail" }],
        levels: [{ sections: [{ hpMax: 20 }] }],
        abilities: { dexterity: { race: 9 } },
      },
    });
  });
});
