import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/rules/damage/elements.js";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import {
  AFFINITY_KINDS,
  affinityRows,
  affinityViews,
  editedAffinities,
  elementAffinities,
} from "../../src/system/applications/view/element-affinities.js";
import { monsterView } from "../../src/system/applications/view/monster-view.js";
import { fc } from "../fc.js";
import { GOBLIN, WOLF } from "./fixtures/sample-actors.js";

const ROWS = [
  { element: "fire", kind: "immunity", amount: 0 },
  { element: "wind", kind: "resistance", amount: 4 },
];
const goblin = (extra: object) => ({ ...GOBLIN, system: { ...(GOBLIN.system as object), ...extra } });

describe("monster sheet: element affinity rows", () => {
  it("[DMG-11] the sheet lists each row with its element and kind selected; immunity hides the amount", () => {
    const view = monsterView(goblin({ elementAffinities: ROWS, identified: true }), false);
    expect(view.affinities.map((a) => [a.index, a.element, a.kind, a.amount, a.hasAmount])).toEqual([
      [0, "fire", "immunity", 0, false],
      [1, "wind", "resistance", 4, true],
    ]);
    const wind = view.affinities[1];
    expect(wind?.elements.filter((e) => e.selected).map((e) => e.label)).toEqual(["SW25.Element.wind"]);
    expect(wind?.kinds.filter((k) => k.selected).map((k) => k.label)).toEqual(["SW25.Element.Resistance"]);
    expect(monsterView(GOBLIN).affinities).toEqual([]);
  });

  it("[FACTS-5] a player looking at an unidentified monster sees no affinities", () => {
    expect(monsterView(goblin({ elementAffinities: ROWS, identified: false }), false).affinities).toEqual([]);
  });

  it("[DMG-11] the rules get immunities without an amount; bad rows and amounts are cleaned", () => {
    const raw = [
      ...ROWS,
      { element: "moon", kind: "immunity" },
      { element: "earth", kind: "weakness", amount: -2 },
    ];
    expect(elementAffinities(raw)).toEqual([
      { element: "fire", kind: "immunity" },
      { element: "wind", kind: "resistance", amount: 4 },
      { element: "earth", kind: "weakness", amount: 0 },
    ]);
    expect(affinityRows("junk")).toEqual([]);
  });

  it("[DMG-11] one edit rewrites the whole list; removal drops one row; bad edits change nothing", () => {
    expect(editedAffinities(ROWS, 1, { field: "amount", value: "6" })[1]).toEqual({
      element: "wind",
      kind: "resistance",
      amount: 6,
    });
    expect(editedAffinities(ROWS, 0, { field: "kind", value: "weakness" })[0]?.kind).toBe("weakness");
    expect(editedAffinities(ROWS, 0, { field: "element", value: "curse" })[0]?.element).toBe("curse");
    expect(editedAffinities(ROWS, 0, null)).toEqual([ROWS[1]]);
    for (const change of [
      { field: "amount", value: "-1" },
      { field: "amount", value: "2.5" },
      { field: "element", value: "moon" },
      { field: "kind", value: "love" },
      { field: "colour", value: "red" },
    ])
      expect(editedAffinities(ROWS, 1, change)).toEqual(ROWS);
    expect(editedAffinities(ROWS, 5, null)).toEqual(ROWS);
  });

  it("[DMG-11] any stored list reads back as valid rows, one view per row", () => {
    const row = fc.record({
      element: fc.oneof(fc.constantFrom(...ELEMENTS), fc.string()),
      kind: fc.oneof(fc.constantFrom(...AFFINITY_KINDS), fc.string()),
      amount: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double(), fc.string()),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), (raw) => {
        const rows = affinityRows(raw);
        expect(affinityViews(raw)).toHaveLength(rows.length);
        for (const r of rows) {
          expect(ELEMENTS).toContain(r.element);
          expect(AFFINITY_KINDS).toContain(r.kind);
          expect(Number.isInteger(r.amount) && r.amount >= 0).toBe(true);
        }
      }),
    );
  });
});

describe("character sheet: element affinity rows", () => {
  const wolf = (extra: object) => ({ ...WOLF, system: { ...(WOLF.system as object), ...extra } });

  it("[DMG-11] the character view carries the same editable rows as the monster view", () => {
    const view = characterView(wolf({ elementAffinities: [...ROWS, { element: "moon", kind: "weakness" }] }));
    expect(view.affinities.map((a) => [a.index, a.element, a.kind, a.amount, a.hasAmount])).toEqual([
      [0, "fire", "immunity", 0, false],
      [1, "wind", "resistance", 4, true],
    ]);
    expect(view.affinities).toEqual(affinityViews(ROWS));
    expect(view.affinities[0]?.kinds.filter((k) => k.selected).map((k) => k.value)).toEqual(["immunity"]);
    expect(characterView(WOLF).affinities).toEqual([]);
  });
});
